//! Piece codes on a draughts board: 0 empty, then man/king of each side.

use crate::core::Side;

pub const EMPTY: u8 = 0;

pub const fn piece(side: Side, king: bool) -> u8 {
    1 + (side as u8) * 2 + king as u8
}

pub fn side_of(p: u8) -> Side {
    Side::from_index((((p & 0x7F) - 1) / 2) as usize)
}

pub fn is_king(p: u8) -> bool {
    ((p & 0x7F) - 1) % 2 == 1
}
