//! What Alquerque's and Incorrect Checkers' boards share: a small square board (at most 64
//! cells, row-major from the top row) held as bitsets, its neighbour tables in the eight
//! `Dir` directions and the cells of a bitset.

/// No cell (off the board, or no move part).
pub const NONE: u8 = u8::MAX;

/// The eight directions in `Dir` order (N, NE, E, SE, S, SW, W, NW) as (row, column) steps.
const DELTAS: [(i32, i32); 8] = [(-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)];

/// `[dir][cell]`: the neighbour of `cell` in direction `dir` on a `size` x `size` board
/// (`CELLS` = size²), or NONE off the board. With `even_diagonals`, diagonal steps leave
/// only the points whose coordinates sum to an even number (Alquerque's lines).
pub const fn neighbours<const CELLS: usize>(size: usize, even_diagonals: bool) -> [[u8; CELLS]; 8] {
    let mut next = [[NONE; CELLS]; 8];
    let mut d = 0;
    while d < 8 {
        let mut c = 0;
        while c < CELLS {
            let diagonal = d % 2 == 1;
            let line = !diagonal || !even_diagonals || (c / size + c % size).is_multiple_of(2);
            let r = (c / size) as i32 + DELTAS[d].0;
            let k = (c % size) as i32 + DELTAS[d].1;
            if line && r >= 0 && k >= 0 && r < size as i32 && k < size as i32 {
                next[d][c] = (r as usize * size + k as usize) as u8;
            }
            c += 1;
        }
        d += 1;
    }
    next
}

/// The cells of a bitset in cell order.
pub fn cells_of(set: impl Into<u64>) -> impl Iterator<Item = u8> {
    let mut set = set.into();
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let c = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(c)
    })
}
