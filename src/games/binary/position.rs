//! A Binary position: Kato's board with its side to move and supplies (games/kato), and
//! Binary's start.

use std::ops::{Deref, DerefMut};

use crate::games::kato::position::Position;

use super::board::EMPTY;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binary(Position);

impl Deref for Binary {
    type Target = Position;

    fn deref(&self) -> &Position {
        &self.0
    }
}

impl DerefMut for Binary {
    fn deref_mut(&mut self) -> &mut Position {
        &mut self.0
    }
}

impl Binary {
    /// Seed: the board starts empty; each player holds a quarter of the squares'
    /// number of pieces (16 on 8x8: "コマの総数がボードのマスの総数の半分").
    pub fn start(size: usize) -> Binary {
        Binary(Position::new(size, (size * size / 4) as u8))
    }

    /// A quarter of the squares: what each player starts with.
    pub fn full_supply(&self) -> usize {
        self.size() * self.size() / 4
    }

    /// No piece placed yet: Black's first move follows its own rule.
    pub fn is_board_empty(&self) -> bool {
        self.cells().iter().all(|&p| p == EMPTY)
    }
}
