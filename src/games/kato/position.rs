//! What a position of Kato's games holds: the board, the side to move and both supplies,
//! and its Zobrist hash (over each game's own keys).

use crate::core::geometry::Grid;
use crate::core::Side;

use super::board::{piece, EMPTY, MAX_CELLS};

/// Zobrist keys for a board of `MAX_CELLS` pieces of two sides, both supplies and the side
/// to move (each game draws its own, so that the two games never share a hash).
pub struct HashKeys<'a> {
    /// Two keys a cell: the first side's piece, then the second's.
    pub pieces: &'a [u64; MAX_CELLS * 2],
    /// `MAX_CELLS + 1` keys a side: one per supply count.
    pub supply: &'a [u64; 2 * (MAX_CELLS + 1)],
    /// Added when the second side is to move.
    pub side: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    size: u8,
    cells: [u8; MAX_CELLS],
    side: Side,
    /// Pieces each side still has off the board (side 0 first).
    supply: [u8; 2],
}

impl Position {
    /// An empty board of `size`, the first side to move, `supply` pieces each off the board.
    pub fn new(size: usize, supply: u8) -> Position {
        Position { size: size as u8, cells: [EMPTY; MAX_CELLS], side: Side::First, supply: [supply, supply] }
    }

    pub fn size(&self) -> usize {
        self.size as usize
    }

    pub fn grid(&self) -> Grid {
        Grid::new(self.size(), self.size())
    }

    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.size() * self.size()]
    }

    pub fn at(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    pub fn side_to_move(&self) -> Side {
        self.side
    }

    pub fn supply(&self) -> [u8; 2] {
        self.supply
    }

    /// `side`'s pieces on the board.
    pub fn pieces_of(&self, side: Side) -> usize {
        self.cells().iter().filter(|&&p| p == piece(side)).count()
    }

    pub(in crate::games) fn put(&mut self, cell: usize, p: u8) {
        self.cells[cell] = p;
    }

    pub(in crate::games) fn set_side(&mut self, side: Side) {
        self.side = side;
    }

    pub(in crate::games) fn set_supply(&mut self, supply: [u8; 2]) {
        self.supply = supply;
    }

    /// Takes `pieces` from `side`'s supply.
    pub(in crate::games) fn pay(&mut self, side: Side, pieces: u8) {
        self.supply[side.index()] -= pieces;
    }

    pub fn hash(&self, keys: &HashKeys) -> u64 {
        let mut h = if self.side == Side::Second { keys.side } else { 0 };
        for (cell, &p) in self.cells().iter().enumerate() {
            if p != EMPTY {
                h ^= keys.pieces[cell * 2 + p as usize - 1];
            }
        }
        for side in 0..2 {
            h ^= keys.supply[side * (MAX_CELLS + 1) + self.supply[side] as usize];
        }
        h
    }
}
