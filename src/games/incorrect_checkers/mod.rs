//! Incorrect Checkers (インコレクトチェッカー, Kanare Kato; docs/rules.md, "Incorrect Checkers"):
//! no captures; pieces jump over their friends to reach the far three rows.

mod board;
mod chain;
mod eval;
mod movegen;
mod moves;
mod notation;
mod position;
mod referee;
mod rules_text;
mod text;

pub use moves::{IMove, Kind};
pub use position::IncorrectCheckers;

use crate::core::view::{Capabilities, Names, PieceView, MEN};
use crate::core::{CellStyle, GameError, GameInfo, Records, Rules, SearchHints, Side, View};
use crate::session::{AnyGame, Session};

use board::{bit, cells_of, is_dark, CELLS, GOAL, SIZE};

/// Move-ordering units per row a move gains (the history of cut-offs adds depth² per
/// cut-off: a row is worth a few of them).
const ORDER_PER_ROW: i32 = 64;

impl Records for IncorrectCheckers {}

impl SearchHints for IncorrectCheckers {
    fn move_key(&self, mv: &IMove) -> u32 {
        // Moves with the same start and end are one move.
        mv.from as u32 | (mv.to as u32) << 8 | (mv.kind as u32) << 16
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    /// A move's worth of the race (its tempo, three rows): the levels' margins, set for
    /// a man = 100, admitted every move here at 100 (levels 1 and 2 played at random).
    fn eval_unit(&self) -> i32 {
        eval::TEMPO
    }

    /// A race: the moves that gain the most rows first (a long chain before a step).
    fn order_hint(&self, mv: &IMove) -> i32 {
        eval::rows_gained(self.side, mv) * ORDER_PER_ROW
    }
}

fn view(pos: &IncorrectCheckers) -> View {
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
        game: "incorrect-checkers".to_string(),
        rows: SIZE,
        cols: SIZE,
        style: "checker",
        cells: (0..CELLS).map(|c| if is_dark(c) { CellStyle::Dark } else { CellStyle::Light }).collect(),
        labels: (0..CELLS as u8).map(board::name).collect(),
        pieces,
        colors: ["black", "white"],
        bottom: 0,
        removal: "end",
        // The goal squares of the side to move (its colour on the far three rows).
        zones: cells_of(GOAL[pos.side_to_move().index()]).map(|c| c as usize).collect(),
        ..View::default()
    }
}

fn info() -> GameInfo {
    GameInfo {
        id: "incorrect-checkers",
        name: Names { en: "Incorrect Checkers", ja: "インコレクトチェッカー" },
        family: "kato",
        rows: SIZE,
        cols: SIZE,
        options: Vec::new(),
        setup_kinds: MEN,
        hand_kinds: &[],
        capabilities: Capabilities::AGREEMENT,
    }
}

/// The registry entry.
pub fn entries() -> Vec<super::GameEntry> {
    vec![super::GameEntry {
        id: "incorrect-checkers",
        info: |_| info(),
        start: |_, _| Ok(Box::new(Session::new(IncorrectCheckers::start())) as Box<dyn AnyGame>),
        from_position: |_, t, _| Ok(Box::new(Session::new(text::read(t)?)) as Box<dyn AnyGame>),
    }]
}

/// A position read from its text (for tests and the command line).
pub fn read(text: &str) -> Result<IncorrectCheckers, GameError> {
    text::read(text)
}
