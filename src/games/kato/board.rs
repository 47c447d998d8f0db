//! The board of Kato's games: an even square checkerboard, a1 (the first player's near
//! left) dark, cells row-major from the top row, each cell `EMPTY` or a side's piece.

use crate::core::Side;

pub const MAX_SIZE: usize = 12;
pub const MAX_CELLS: usize = MAX_SIZE * MAX_SIZE;
/// Board sizes the `size` option accepts (Binary's centre space and Zong-Heng's setup
/// pattern need an even size).
pub const SIZES: [i64; 4] = [6, 8, 10, 12];

pub const EMPTY: u8 = 0;

/// The four orthogonal directions as the first player sees the board: up, right, down, left.
pub const DIRS: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

/// The cell value of `side`'s piece.
pub const fn piece(side: Side) -> u8 {
    side as u8 + 1
}

/// The owner of a (non-empty) cell value.
pub fn owner(p: u8) -> Side {
    Side::from_index(p as usize - 1)
}

/// On an even board with a1 dark, a square is dark when its row and column differ in parity.
pub const fn is_dark(size: usize, cell: usize) -> bool {
    (cell / size + cell % size) % 2 == 1
}

/// The cell one step from `cell` in direction `dir` (of `DIRS`), if on the board.
#[inline]
pub fn step(size: usize, cell: usize, dir: usize) -> Option<usize> {
    let (dr, dc) = DIRS[dir];
    let r = (cell / size) as i32 + dr;
    let c = (cell % size) as i32 + dc;
    if r < 0 || c < 0 || r >= size as i32 || c >= size as i32 {
        None
    } else {
        Some(r as usize * size + c as usize)
    }
}
