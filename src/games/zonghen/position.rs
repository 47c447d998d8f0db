//! A Zong-Heng position: Kato's board with its side to move and supplies (games/kato), and
//! Zong-Heng's start.

use std::ops::{Deref, DerefMut};

use crate::core::Side;
use crate::games::kato::position::Position;

use super::board::{is_dark, piece};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZongHeng(Position);

impl Deref for ZongHeng {
    type Target = Position;

    fn deref(&self) -> &Position {
        &self.0
    }
}

impl DerefMut for ZongHeng {
    fn deref_mut(&mut self) -> &mut Position {
        &mut self.0
    }
}

impl ZongHeng {
    /// docs/rules.md, "Zong-Heng" (the seed's figure is lost): every dark square holds a piece, the
    /// top row's White, the next row's Black, alternating; the light squares are
    /// empty; each player keeps the rest of their half of the pieces in supply.
    pub fn start(size: usize) -> ZongHeng {
        let mut pos = ZongHeng(Position::new(size, (size * size / 4) as u8));
        for cell in 0..size * size {
            if is_dark(size, cell) {
                let side = if (cell / size).is_multiple_of(2) { Side::Second } else { Side::First };
                pos.put(cell, piece(side));
            }
        }
        pos
    }

    /// An empty board, Black to move, empty supplies.
    pub fn empty(size: usize) -> ZongHeng {
        ZongHeng(Position::new(size, 0))
    }

    /// Each side's pieces on the board plus in supply may not exceed half the squares.
    pub fn total_of(&self, side: Side) -> usize {
        self.pieces_of(side) + self.supply()[side.index()] as usize
    }
}
