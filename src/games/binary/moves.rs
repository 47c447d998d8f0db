//! A Binary move: one placement, or two on squares of the mover's colour.

use super::board::NONE;

/// `squares[1]` is `NONE` for one piece; for two, `squares[0] < squares[1]`, so
/// placing {a, b} is one move in either order. `discard` marks a piece on a centre
/// square of the other colour, which costs a piece from the supply.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct BMove {
    pub squares: [u8; 2],
    pub discard: bool,
}

impl BMove {
    pub const fn one(cell: usize, discard: bool) -> BMove {
        BMove { squares: [cell as u8, NONE], discard }
    }

    pub const fn two(a: usize, b: usize) -> BMove {
        BMove { squares: [a as u8, b as u8], discard: false }
    }

    /// The placed squares.
    pub fn cells(&self) -> &[u8] {
        let n = if self.squares[1] == NONE { 1 } else { 2 };
        &self.squares[..n]
    }

    /// Pieces the move takes from the supply (placed and discarded).
    pub fn cost(&self) -> u8 {
        self.cells().len() as u8 + self.discard as u8
    }
}
