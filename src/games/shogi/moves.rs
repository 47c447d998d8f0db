//! A shogi move in four bytes: a board move (with or without promotion) or a drop.

use super::bitboard::NO_SQ;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SMove {
    /// The start square, `NO_SQ` for a drop.
    pub from: u8,
    pub to: u8,
    /// The moving piece's kind before the move, or the dropped kind.
    pub kind: u8,
    pub promote: bool,
}

impl SMove {
    #[inline]
    pub fn board(from: usize, to: usize, kind: u8, promote: bool) -> SMove {
        SMove { from: from as u8, to: to as u8, kind, promote }
    }

    #[inline]
    pub fn drop(kind: u8, to: usize) -> SMove {
        SMove { from: NO_SQ, to: to as u8, kind, promote: false }
    }

    #[inline]
    pub fn is_drop(&self) -> bool {
        self.from == NO_SQ
    }
}
