//! Zong-Heng (ツォンヘン, Kanare Kato): push a piece or a line one square along a rank
//! or file and place a new piece on the vacated dark square; the largest groups win.
//! Rules: docs/rules.md, "Zong-Heng".

mod board;
mod eval;
mod groups;
mod movegen;
mod moves;
mod notation;
mod position;
mod rules_text;
mod text;

pub use moves::ZMove;
pub use position::ZongHeng;

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

use board::{is_dark, owner, piece, step, EMPTY, MAX_CELLS};

pub const ID: &str = "zonghen";

static PIECE_KEYS: zobrist::Table<0x2016_0001, { MAX_CELLS * 2 }> = zobrist::Table::new();
static SUPPLY_KEYS: zobrist::Table<0x2016_0002, { 2 * (MAX_CELLS + 1) }> = zobrist::Table::new();
const SIDE_KEY: u64 = zobrist::key(0x2016_0003, 0);

impl Rules for ZongHeng {
    type Move = ZMove;

    fn id(&self) -> &'static str {
        ID
    }

    fn side_to_move(&self) -> Side {
        Position::side_to_move(self)
    }

    fn generate(&self, out: &mut Vec<ZMove>) {
        movegen::generate(self, out);
    }

    /// Shifts the line one square (far end first), then puts a new piece of the mover
    /// on the vacated origin.
    fn apply(&mut self, mv: &ZMove) {
        let me = self.side_to_move();
        self.set_side(me.other());
        if mv.is_pass() {
            return;
        }
        let size = self.size();
        let dir = mv.dir as usize;
        let mut line = [0usize; board::MAX_SIZE + 1];
        line[0] = mv.from as usize;
        for k in 1..=mv.len as usize {
            // A generated move always ends on an empty square on the board.
            line[k] = step(size, line[k - 1], dir).unwrap_or(line[k - 1]);
        }
        for k in (0..mv.len as usize).rev() {
            let moved = self.at(line[k]);
            self.put(line[k + 1], moved);
        }
        self.put(mv.from as usize, piece(me));
        self.pay(me, 1);
    }

    fn hash(&self) -> u64 {
        Position::hash(self, &HashKeys { pieces: PIECE_KEYS.get(), supply: SUPPLY_KEYS.get(), side: SIDE_KEY })
    }

    fn outcome(&self, moves: &[ZMove], _repetition: Repetition) -> Option<Outcome> {
        moves.is_empty().then(|| final_outcome(self))
    }

    fn describe(&self, mv: &ZMove, _legal: &[ZMove]) -> MoveInfo {
        notation::describe(self, mv)
    }

    fn parse_move(&self, text: &str, legal: &[ZMove]) -> Result<ZMove, GameError> {
        notation::parse(self, text, legal)
    }

    fn position_text(&self) -> String {
        text::write(self)
    }

    fn read_position(&self, text: &str) -> Result<Self, GameError> {
        text::read(self.size(), text)
    }

    fn standard_start_text(&self) -> String {
        text::write(&ZongHeng::start(self.size()))
    }

    fn rules_text(&self) -> Vec<crate::core::view::Text> {
        rules_text::rules_text(self.size())
    }

    fn view(&self) -> View {
        view(self)
    }
}

impl Records for ZongHeng {}

impl SearchHints for ZongHeng {
    /// Pushes reshape whole lines: a static count of groups misleads, so the computer
    /// samples playouts instead.
    fn search_method(&self) -> SearchMethod {
        SearchMethod::MonteCarlo
    }

    fn move_key(&self, mv: &ZMove) -> u32 {
        mv.from as u32 | (mv.dir as u32) << 8 | (mv.len as u32) << 16
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }
}

/// Seed: "最も大きいグループの持ち主が勝利します。最大グループが同数の場合は2番目に大きい
/// グループを比較し…最後まで同数であれば引き分け". Scores are the largest groups.
fn final_outcome(pos: &ZongHeng) -> Outcome {
    let black = groups::sizes(pos, Side::First);
    let white = groups::sizes(pos, Side::Second);
    let winner = match groups::compare(black.as_slice(), white.as_slice()) {
        Ordering::Greater => Some(Side::First),
        Ordering::Less => Some(Side::Second),
        Ordering::Equal => None,
    };
    Outcome { winner, reason: Reason::Score, scores: Some([black.largest() as f64, white.largest() as f64]) }
}

fn view(pos: &ZongHeng) -> View {
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
    let largest = |s| groups::sizes(pos, s).largest() as f64;
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
        scores: Some([largest(Side::First), largest(Side::Second)]),
        regions: groups::regions(pos),
        ..View::default()
    }
}

fn size_of(opts: &Resolved) -> Result<usize, GameError> {
    kato::size_of(opts, "zong-heng")
}

/// The start position for the options (for tests and the command line).
pub fn start(opts: &Resolved) -> Result<ZongHeng, GameError> {
    Ok(ZongHeng::start(size_of(opts)?))
}

/// A position read from its text (for tests and the command line).
pub fn read(text: &str, opts: &Resolved) -> Result<ZongHeng, GameError> {
    text::read(size_of(opts)?, text)
}

/// The registry entry.
pub fn entries() -> Vec<super::GameEntry> {
    vec![super::GameEntry {
        id: ID,
        info: |_| GameInfo {
            id: ID,
            name: Names { en: "Zong-Heng", ja: "ツォンヘン" },
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
