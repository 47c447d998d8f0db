//! Binary (バイナリー, Kanare Kato): place pieces on a checkerboard; a territory is a
//! group of your pieces with the empty squares of your colour next to it; score =
//! 2 x the largest territory + the others. Rules: docs/rules.md, "Binary".

mod board;
mod eval;
mod movegen;
mod moves;
mod notation;
mod position;
mod rules_text;
mod territory;
mod text;

pub use moves::BMove;
pub use position::Binary;

use std::cmp::Ordering;

use crate::core::options::Resolved;
use crate::core::view::{Capabilities, Names, PieceView, MEN};
use crate::core::zobrist;
use crate::core::{
    CellStyle, GameError, GameInfo, MoveInfo, Outcome, Reason, Records, Repetition, Rules, SearchHints, SearchMethod, Side, View,
};
use crate::games::kato;
use crate::games::kato::position::{HashKeys, Position};
use crate::session::{AnyGame, Session};

use board::{is_centre, is_dark, owner, piece, EMPTY, MAX_CELLS};

pub const ID: &str = "binary";

static PIECE_KEYS: zobrist::Table<0xB1_0001, { MAX_CELLS * 2 }> = zobrist::Table::new();
static SUPPLY_KEYS: zobrist::Table<0xB1_0002, { 2 * (MAX_CELLS + 1) }> = zobrist::Table::new();
const SIDE_KEY: u64 = zobrist::key(0xB1_0003, 0);

impl Rules for Binary {
    type Move = BMove;

    fn id(&self) -> &'static str {
        ID
    }

    fn side_to_move(&self) -> Side {
        Position::side_to_move(self)
    }

    fn generate(&self, out: &mut Vec<BMove>) {
        movegen::generate(self, out);
    }

    /// Places the pieces and pays for them. Seed: "一方のプレイヤーがコマを使い切ったら、
    /// 他方のプレイヤーは…残りのコマをすべて配置": a player with an empty supply has
    /// no more turns, so the other keeps the move until both are out.
    fn apply(&mut self, mv: &BMove) {
        let me = self.side_to_move();
        for &cell in mv.cells() {
            self.put(cell as usize, piece(me));
        }
        self.pay(me, mv.cost());
        let other = me.other();
        if self.supply()[other.index()] > 0 || self.supply()[me.index()] == 0 {
            self.set_side(other);
        }
    }

    fn hash(&self) -> u64 {
        Position::hash(self, &HashKeys { pieces: PIECE_KEYS.get(), supply: SUPPLY_KEYS.get(), side: SIDE_KEY })
    }

    /// The game ends when both supplies are empty (no passing, so a player with
    /// pieces always has a placement in play from the start).
    fn outcome(&self, moves: &[BMove], _repetition: Repetition) -> Option<Outcome> {
        moves.is_empty().then(|| final_outcome(self))
    }

    fn describe(&self, mv: &BMove, _legal: &[BMove]) -> MoveInfo {
        notation::describe(self, mv)
    }

    fn parse_move(&self, text: &str, legal: &[BMove]) -> Result<BMove, GameError> {
        notation::parse(self, text, legal)
    }

    fn position_text(&self) -> String {
        text::write(self)
    }

    fn read_position(&self, text: &str) -> Result<Self, GameError> {
        text::read(self.size(), text)
    }

    fn standard_start_text(&self) -> String {
        text::write(&Binary::start(self.size()))
    }

    fn rules_text(&self) -> Vec<crate::core::view::Text> {
        rules_text::rules_text(self.size())
    }

    fn view(&self) -> View {
        view(self)
    }
}

impl Records for Binary {}

impl SearchHints for Binary {
    /// Territories are decided by the last placements: the computer samples playouts.
    fn search_method(&self) -> SearchMethod {
        SearchMethod::MonteCarlo
    }

    fn move_key(&self, mv: &BMove) -> u32 {
        mv.squares[0] as u32 | (mv.squares[1] as u32) << 8 | (mv.discard as u32) << 16
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    /// A placement claims its squares for good (pieces never move or leave).
    fn amaf_squares(mv: &BMove) -> &[u8] {
        mv.cells()
    }

    fn playout_move(&self, below: &mut dyn FnMut(usize) -> usize) -> Option<BMove> {
        movegen::random(self, below)
    }
}

/// Seed: "スコアがより大きいプレイヤーが勝利します。同点の場合、最大テリトリーのサイズを
/// 比較し…最後まで同数であれば引き分け".
fn final_outcome(pos: &Binary) -> Outcome {
    let black = territory::sizes(pos, Side::First);
    let white = territory::sizes(pos, Side::Second);
    let winner = match territory::compare(&black, &white) {
        Ordering::Greater => Some(Side::First),
        Ordering::Less => Some(Side::Second),
        Ordering::Equal => None,
    };
    Outcome { winner, reason: Reason::Score, scores: Some([black.score() as f64, white.score() as f64]) }
}

fn view(pos: &Binary) -> View {
    let size = pos.size();
    let grid = pos.grid();
    let n = size * size;
    let cells = (0..n).map(|c| if is_dark(size, c) { CellStyle::Dark } else { CellStyle::Light }).collect();
    let pieces = (0..n)
        .map(|c| {
            let p = pos.at(c);
            (p != EMPTY).then(|| PieceView { side: owner(p).index() as u8, kind: "man".to_string(), label: None, promoted: false })
        })
        .collect();
    let [b, w] = pos.supply();
    let score = |s| territory::sizes(pos, s).score() as f64;
    View {
        game: ID.to_string(),
        rows: size,
        cols: size,
        style: "checker",
        cells,
        labels: (0..n).map(|c| grid.algebraic(c)).collect(),
        pieces,
        colors: ["black", "white"],
        bottom: 0,
        removal: "end",
        supply: Some([b as u32, w as u32]),
        scores: Some([score(Side::First), score(Side::Second)]),
        regions: territory::regions(pos),
        zones: (0..n).filter(|&c| is_centre(size, c)).collect(),
        ..View::default()
    }
}

fn size_of(opts: &Resolved) -> Result<usize, GameError> {
    kato::size_of(opts, "binary")
}

/// The start position for the options (for tests and the command line).
pub fn start(opts: &Resolved) -> Result<Binary, GameError> {
    Ok(Binary::start(size_of(opts)?))
}

/// A position read from its text (for tests and the command line).
pub fn read(text: &str, opts: &Resolved) -> Result<Binary, GameError> {
    text::read(size_of(opts)?, text)
}

/// The registry entry.
pub fn entries() -> Vec<super::GameEntry> {
    vec![super::GameEntry {
        id: ID,
        info: |_| GameInfo {
            id: ID,
            name: Names { en: "Binary", ja: "バイナリー" },
            family: "kato",
            rows: 8,
            cols: 8,
            options: kato::options(),
            setup_kinds: MEN,
            hand_kinds: &[],
            capabilities: Capabilities::AGREEMENT,
        },
        start: |_, opts| Ok(Box::new(Session::new(start(opts)?)) as Box<dyn AnyGame>),
        from_position: |_, text, opts| Ok(Box::new(Session::new(read(text, opts)?)) as Box<dyn AnyGame>),
    }]
}
