//! The Incorrect Checkers board (docs/rules.md, "Incorrect Checkers"): 8x8, Black (side 0) at the
//! bottom on the dark squares (a1 dark), White on the light squares. Cells are
//! row-major, row 0 being White's back row (rank 8). Every piece stays on its colour.

use crate::core::geometry::Grid;
use crate::core::Side;
use crate::games::small_board;
pub use crate::games::small_board::{cells_of, NONE};

pub const SIZE: usize = 8;
pub const CELLS: usize = SIZE * SIZE;
pub const GRID: Grid = Grid::new(SIZE, SIZE);

pub const fn bit(cell: u8) -> u64 {
    1 << cell
}

const fn row(cell: usize) -> usize {
    cell / SIZE
}

const fn col(cell: usize) -> usize {
    cell % SIZE
}

/// a1 is dark, as on every checkerboard.
pub const fn is_dark(cell: usize) -> bool {
    (col(cell) + (SIZE - 1 - row(cell))).is_multiple_of(2)
}

const fn colour_mask(dark: bool) -> u64 {
    let mut m = 0;
    let mut c = 0;
    while c < CELLS {
        if is_dark(c) == dark {
            m |= 1 << c;
        }
        c += 1;
    }
    m
}

/// The squares each side's pieces stand on: Black the dark ones, White the light ones.
pub const COLOUR: [u64; 2] = [colour_mask(true), colour_mask(false)];

/// Rows advanced from `side`'s own edge: 0 on its nearest row, 7 on the far row.
pub const fn advance(side: Side, cell: usize) -> usize {
    match side {
        Side::First => SIZE - 1 - row(cell),
        Side::Second => row(cell),
    }
}

/// The far three rows: a player wins with every piece there.
pub const GOAL_ROWS_FROM: usize = SIZE - 3;

const fn goal_mask(side: Side) -> u64 {
    let mut m = 0;
    let mut c = 0;
    while c < CELLS {
        if advance(side, c) >= GOAL_ROWS_FROM {
            m |= 1 << c;
        }
        c += 1;
    }
    m & COLOUR[side as usize]
}

/// Each side's goal squares: its colour on the far three rows.
pub const GOAL: [u64; 2] = [goal_mask(Side::First), goal_mask(Side::Second)];

const fn cone_table(side: Side) -> [u64; CELLS] {
    let mut t = [0u64; CELLS];
    let mut c = 0;
    while c < CELLS {
        let mut g = 0;
        while g < CELLS {
            let a = advance(side, c);
            let b = advance(side, g);
            let dc = if col(g) > col(c) { col(g) - col(c) } else { col(c) - col(g) };
            if GOAL[side as usize] & (1 << g) != 0 && b > a && dc <= b - a {
                t[c] |= 1 << g;
            }
            g += 1;
        }
        c += 1;
    }
    t
}

/// `CONE[side][cell]`: the goal squares a piece on `cell` can still reach: those of
/// its colour ahead of it inside its forward diagonal cone (|columns| <= rows ahead).
/// The seed's own definition ("後述") is lost; this is docs/rules.md's.
pub const CONE: [[u64; CELLS]; 2] = [cone_table(Side::First), cone_table(Side::Second)];

/// `NEXT[dir][cell]`: the neighbouring square in direction `dir` (`Dir` order), or NONE.
pub const NEXT: [[u8; CELLS]; 8] = small_board::neighbours(SIZE, false);

/// Directions in `Dir` order: N, NE, E, SE, S, SW, W, NW.
pub const DIAGONALS: [usize; 4] = [1, 3, 5, 7];
pub const ORTHOGONALS: [usize; 4] = [0, 2, 4, 6];

/// The two diagonals forward for `side` (Black plays up the board).
pub const fn forward(side: Side) -> [usize; 2] {
    match side {
        Side::First => [1, 7],
        Side::Second => [3, 5],
    }
}

pub const fn backward(side: Side) -> [usize; 2] {
    match side {
        Side::First => [3, 5],
        Side::Second => [1, 7],
    }
}

pub fn name(cell: u8) -> String {
    GRID.algebraic(cell as usize)
}

pub fn parse_square(text: &str) -> Option<u8> {
    GRID.parse_algebraic(text.trim()).map(|c| c as u8)
}
