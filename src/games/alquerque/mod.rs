//! Alquerque (docs/rules.md, "Alquerque"): Alfonso X's rules by default, R.C.
//! Bell's additions as the option `rules: "bell"`.

mod board;
mod eval;
mod movegen;
mod moves;
mod notation;
mod position;
mod referee;
pub mod rules;
mod rules_text;
mod text;

pub use moves::AMove;
pub use position::Alquerque;
pub use rules::{NoReturn, RuleSet};

use crate::core::record::{read_tagged, read_tagged_line};
use crate::core::variations::{mainline, Line, RavSyntax, RESULTS};
use crate::core::view::{Capabilities, Names, PieceView, MEN};
use crate::core::{CellStyle, GameError, GameInfo, Record, Records, SearchHints, Side, View};
use crate::session::{AnyGame, Session};

use board::{bit, parse_point, CELLS};

/// Null-move pruning only while each side has this many pieces (zugzwang is common
/// in the endgame, where a piece forced to move steps next to an enemy).
const NULL_MOVE_PIECES: u32 = 5;

impl Records for Alquerque {
    /// The default text record, except that a huff prefix (`ha3`) joins the move after it.
    fn read_record(&self, text: &str) -> Result<Record, GameError> {
        let huff_prefix = |t: &str| t.len() > 1 && t.starts_with('h') && !t.contains(' ') && parse_point(&t[1..]).is_some();
        let (tags, moves) = read_tagged(text, huff_prefix)?;
        let start = tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("Position") || k.eq_ignore_ascii_case("FEN")).map(|(_, v)| v.clone());
        Ok(Record { tags, start, moves, result: None })
    }

    /// `read_record` with variations and comments (the huff prefix joins here too).
    fn read_record_line(&self, text: &str) -> Result<(Record, Line), GameError> {
        let huff_prefix = |t: &str| t.len() > 1 && t.starts_with('h') && !t.contains(' ') && parse_point(&t[1..]).is_some();
        let (tags, line) = read_tagged_line(text, &RavSyntax { joins_next: &huff_prefix, glyphs: false, results: RESULTS })?;
        let start = tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("Position") || k.eq_ignore_ascii_case("FEN")).map(|(_, v)| v.clone());
        Ok((Record { tags, start, moves: mainline(&line), result: None }, line))
    }
}

impl SearchHints for Alquerque {
    fn move_key(&self, mv: &AMove) -> u32 {
        let fold = mv.captured ^ (mv.captured >> 16);
        (mv.from as u32 | (mv.to as u32) << 8 | (mv.huff as u32) << 16) ^ (fold << 8)
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    fn is_noisy(&self, mv: &AMove) -> bool {
        mv.is_capture() || mv.huff != board::NONE
    }

    /// Captures by the pieces they take (a long chain first), a huff counting one.
    fn order_hint(&self, mv: &AMove) -> i32 {
        mv.n as i32 + (mv.huff != board::NONE) as i32
    }

    fn selective_search(&self) -> bool {
        true
    }

    /// A pass, giving up a pending huff (a pass can only be worse for the side that
    /// had it) and counting a ply towards the 40-ply rule, while each side has enough
    /// pieces that being forced to move is rarely a disadvantage.
    fn null_move(&self) -> Option<Alquerque> {
        if self.men[0].count_ones() < NULL_MOVE_PIECES || self.men[1].count_ones() < NULL_MOVE_PIECES {
            return None;
        }
        let mut next = self.clone();
        next.side = next.side.other();
        next.huff = 0;
        next.plies = next.plies.saturating_add(1);
        Some(next)
    }
}

fn view(pos: &Alquerque) -> View {
    let pieces = (0..CELLS as u8)
        .map(|c| {
            Side::BOTH.into_iter().find(|s| pos.men(*s) & bit(c) != 0).map(|s| PieceView {
                side: s.index() as u8,
                kind: "man".to_string(),
                label: None,
                promoted: false,
            })
        })
        .collect();
    View {
        game: "alquerque".to_string(),
        rows: board::SIZE,
        cols: board::SIZE,
        style: "points",
        cells: vec![CellStyle::Point; CELLS],
        labels: (0..CELLS as u8).map(board::name).collect(),
        pieces,
        colors: ["white", "black"],
        bottom: 0,
        // Each jump captures the piece it passes over at once (the rulebook: "jumps and captures").
        removal: "immediate",
        lines: board::lines(),
        counters: vec![("quietPlies".to_string(), pos.plies() as i64)],
        ..View::default()
    }
}

fn info() -> GameInfo {
    GameInfo {
        id: "alquerque",
        name: Names { en: "Alquerque", ja: "アルケルケ" },
        family: "alquerque",
        rows: 5,
        cols: 5,
        options: rules::options(),
        setup_kinds: MEN,
        hand_kinds: &[],
        capabilities: Capabilities::AGREEMENT,
    }
}

/// The registry entry.
pub fn entries() -> Vec<super::GameEntry> {
    vec![super::GameEntry {
        id: "alquerque",
        info: |_| info(),
        start: |_, opts| Ok(Box::new(Session::new(Alquerque::start(RuleSet::from_options(opts)))) as Box<dyn AnyGame>),
        from_position: |_, text, opts| Ok(Box::new(Session::new(text::read(RuleSet::from_options(opts), text)?)) as Box<dyn AnyGame>),
    }]
}

/// A position read from its text (for tests and the command line).
pub fn read(text: &str, rules: RuleSet) -> Result<Alquerque, GameError> {
    text::read(rules, text)
}
