//! The Binary board: an even square checkerboard, a1 (the first player's near left)
//! dark, cells row-major from the top row; the centre space is the middle 2x2.

use crate::core::Side;

pub const MAX_SIZE: usize = 12;
pub const MAX_CELLS: usize = MAX_SIZE * MAX_SIZE;
/// Board sizes the `size` option accepts (the centre space needs an even size).
pub const SIZES: [i64; 4] = [6, 8, 10, 12];

pub const EMPTY: u8 = 0;
/// No second square in a move.
pub const NONE: u8 = u8::MAX;

const DIRS: [(i32, i32); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

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

/// Seed: Black plays the black (dark) squares, White the white (light) ones
/// ("自分の色と同色の空きマス").
pub const fn is_own_colour(size: usize, cell: usize, side: Side) -> bool {
    is_dark(size, cell) == matches!(side, Side::First)
}

/// Seed: "ボードの中央の2×2のスペースをセンタースペースと呼びます".
pub const fn is_centre(size: usize, cell: usize) -> bool {
    let (r, c) = (cell / size, cell % size);
    let lo = size / 2 - 1;
    (r == lo || r == lo + 1) && (c == lo || c == lo + 1)
}

/// The orthogonal neighbours of `cell` (the territories' adjacency).
pub fn neighbours(size: usize, cell: usize) -> impl Iterator<Item = usize> {
    let (r, c) = ((cell / size) as i32, (cell % size) as i32);
    DIRS.iter().filter_map(move |(dr, dc)| {
        let (nr, nc) = (r + dr, c + dc);
        (nr >= 0 && nc >= 0 && nr < size as i32 && nc < size as i32).then(|| nr as usize * size + nc as usize)
    })
}
