//! An Incorrect Checkers position: the pieces and the side to move (nothing else
//! decides the legal moves: there are no captures and no counters); its `Rules` (moves
//! played and hashed here).

use crate::core::zobrist;
use crate::core::{GameError, MoveInfo, Outcome, Repetition, Rules, Side, View};

use super::board::{advance, bit, cells_of, CELLS, COLOUR, GOAL, NONE};
use super::moves::IMove;
use super::{chain, movegen, notation, referee, rules_text, text, view};

#[derive(Clone, Debug, PartialEq)]
pub struct IncorrectCheckers {
    pub(super) men: [u64; 2],
    pub(super) side: Side,
}

/// Each side starts on its three nearest rows.
const START_ROWS: usize = 3;

static PIECE_KEYS: zobrist::Table<0x1CC0_0001, { CELLS * 2 }> = zobrist::Table::new();
const SIDE_KEY: u64 = zobrist::key(0x1CC0_0002, 0);

impl IncorrectCheckers {
    /// The "wrong setup": each side on the squares of its colour in its three nearest
    /// rows (Black on the dark squares, White on the light ones); Black moves first.
    pub fn start() -> IncorrectCheckers {
        let mut men = [0u64; 2];
        for side in Side::BOTH {
            for c in 0..CELLS {
                if advance(side, c) < START_ROWS && COLOUR[side.index()] & (1 << c) != 0 {
                    men[side.index()] |= 1 << c;
                }
            }
        }
        IncorrectCheckers { men, side: Side::First }
    }

    pub fn empty() -> IncorrectCheckers {
        IncorrectCheckers { men: [0, 0], side: Side::First }
    }

    pub fn men(&self, side: Side) -> u64 {
        self.men[side.index()]
    }

    /// Every piece of `side` is on the far three rows.
    pub fn all_in_goal(&self, side: Side) -> bool {
        let m = self.men[side.index()];
        m != 0 && m & !GOAL[side.index()] == 0
    }
}

impl Rules for IncorrectCheckers {
    type Move = IMove;

    fn id(&self) -> &'static str {
        "incorrect-checkers"
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn generate(&self, out: &mut Vec<IMove>) {
        movegen::generate(self, out);
    }

    fn apply(&mut self, mv: &IMove) {
        if mv.from != NONE {
            let me = self.side.index();
            self.men[me] = (self.men[me] & !bit(mv.from)) | bit(mv.to);
        }
        self.side = self.side.other();
    }

    fn hash(&self) -> u64 {
        let piece_keys = PIECE_KEYS.get();
        let mut h = if self.side == Side::Second { SIDE_KEY } else { 0 };
        for s in 0..2 {
            for c in cells_of(self.men[s]) {
                h ^= piece_keys[c as usize * 2 + s];
            }
        }
        h
    }

    fn outcome(&self, moves: &[IMove], repetition: Repetition) -> Option<Outcome> {
        referee::outcome(self, moves, repetition)
    }

    fn describe(&self, mv: &IMove, _legal: &[IMove]) -> MoveInfo {
        notation::describe(mv)
    }

    fn parse_move(&self, text: &str, legal: &[IMove]) -> Result<IMove, GameError> {
        notation::parse(self, text, legal)
    }

    fn position_text(&self) -> String {
        text::write(self)
    }

    fn read_position(&self, text: &str) -> Result<Self, GameError> {
        text::read(text)
    }

    fn standard_start_text(&self) -> String {
        text::write(&IncorrectCheckers::start())
    }

    fn rules_text(&self) -> Vec<crate::core::view::Text> {
        rules_text::rules_text()
    }

    fn view(&self) -> View {
        view(self)
    }

    fn continuations(&self, path: &[usize]) -> Option<Vec<usize>> {
        Some(chain::continuations(self, path))
    }
}
