//! The alquerque board: 5x5 points joined by the orthogonal lines, with diagonal
//! lines only through the points whose coordinates sum to an even number
//! (docs/rules.md, "Alquerque"). Cells are row-major, row 0 being Black's back row (rank 5).

use crate::core::geometry::{Dir, Grid};
use crate::core::Side;

pub const SIZE: usize = 5;
pub const CELLS: usize = SIZE * SIZE;
pub const GRID: Grid = Grid::new(SIZE, SIZE);
/// No point.
pub const NONE: u8 = u8::MAX;
/// Every point as a bitset.
pub const ALL: u32 = (1 << CELLS) - 1;

pub const fn bit(cell: u8) -> u32 {
    1 << cell
}

/// Diagonal lines pass only through the points whose coordinates sum to an even number.
pub const fn has_diagonals(cell: usize) -> bool {
    (cell / SIZE + cell % SIZE).is_multiple_of(2)
}

const DELTAS: [(i32, i32); 8] = [(-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)];

const fn build_next() -> [[u8; CELLS]; 8] {
    let mut next = [[NONE; CELLS]; 8];
    let mut d = 0;
    while d < 8 {
        let mut c = 0;
        while c < CELLS {
            let diagonal = d % 2 == 1;
            let r = (c / SIZE) as i32 + DELTAS[d].0;
            let k = (c % SIZE) as i32 + DELTAS[d].1;
            if (!diagonal || has_diagonals(c)) && r >= 0 && k >= 0 && r < SIZE as i32 && k < SIZE as i32 {
                next[d][c] = (r as usize * SIZE + k as usize) as u8;
            }
            c += 1;
        }
        d += 1;
    }
    next
}

/// `NEXT[dir][cell]`: the adjacent point along a line in direction `dir` (`Dir` order), or NONE.
pub const NEXT: [[u8; CELLS]; 8] = build_next();

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

/// The points of a bitset in cell order.
pub fn cells_of(mut set: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let c = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(c)
    })
}
