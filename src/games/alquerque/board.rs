//! The alquerque board: 5x5 points joined by the orthogonal lines, with diagonal
//! lines only through the points whose coordinates sum to an even number
//! (docs/rules.md, "Alquerque"). Cells are row-major, row 0 being Black's back row (rank 5).

use crate::core::geometry::{Dir, Grid};
use crate::core::Side;
use crate::games::small_board;
pub use crate::games::small_board::{cells_of, NONE};

pub const SIZE: usize = 5;
pub const CELLS: usize = SIZE * SIZE;
pub const GRID: Grid = Grid::new(SIZE, SIZE);
/// Every point as a bitset.
pub const ALL: u32 = (1 << CELLS) - 1;

pub const fn bit(cell: u8) -> u32 {
    1 << cell
}

/// `NEXT[dir][cell]`: the adjacent point along a line in direction `dir` (`Dir` order), or
/// NONE; diagonal lines pass only through the points whose coordinates sum to an even number.
pub const NEXT: [[u8; CELLS]; 8] = small_board::neighbours(SIZE, true);

/// The directions every piece may use under Alfonso's rules.
pub const ALL_DIRS: [usize; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// Bell's rules: forward, diagonally forward and sideways only ("a piece in the open has five moves").
pub const fn bell_dirs(side: Side) -> [usize; 5] {
    match side {
        Side::First => [Dir::N as usize, Dir::NE as usize, Dir::E as usize, Dir::W as usize, Dir::NW as usize],
        Side::Second => [Dir::S as usize, Dir::SE as usize, Dir::E as usize, Dir::W as usize, Dir::SW as usize],
    }
}

/// The enemy's back row of `side`: where Bell's rules let a piece move only to capture.
pub const fn enemy_back_row(side: Side) -> u32 {
    match side {
        Side::First => 0b11111,
        Side::Second => 0b11111 << (CELLS - SIZE),
    }
}

/// The point's name, a1 at White's near left.
pub fn name(cell: u8) -> String {
    GRID.algebraic(cell as usize)
}

pub fn parse_point(text: &str) -> Option<u8> {
    GRID.parse_algebraic(text.trim()).map(|c| c as u8)
}

/// Every line segment between adjacent points, each once (for drawing the board).
pub fn lines() -> Vec<[usize; 2]> {
    let mut out = Vec::new();
    for d in [Dir::E, Dir::SE, Dir::S, Dir::SW] {
        for (c, &t) in NEXT[d.index()].iter().enumerate() {
            if t != NONE {
                out.push([c, t as usize]);
            }
        }
    }
    out
}
