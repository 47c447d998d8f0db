//! A Zong-Heng position: the board, the side to move and both supplies.

use crate::core::geometry::Grid;
use crate::core::{zobrist, Side};

use super::board::{is_dark, piece, step, EMPTY, MAX_CELLS};
use super::moves::ZMove;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZongHeng {
    size: u8,
    cells: [u8; MAX_CELLS],
    side: Side,
    /// Pieces each side still has off the board (side 0 first).
    supply: [u8; 2],
}

static PIECE_KEYS: zobrist::Table<0x2016_0001, { MAX_CELLS * 2 }> = zobrist::Table::new();
static SUPPLY_KEYS: zobrist::Table<0x2016_0002, { 2 * (MAX_CELLS + 1) }> = zobrist::Table::new();
const SIDE_KEY: u64 = zobrist::key(0x2016_0003, 0);

impl ZongHeng {
    /// docs/rules.md, "Zong-Heng" (the seed's figure is lost): every dark square holds a piece, the
    /// top row's White, the next row's Black, alternating; the light squares are
    /// empty; each player keeps the rest of their half of the pieces in supply.
    pub fn start(size: usize) -> ZongHeng {
        let mut pos = ZongHeng::empty(size);
        for cell in 0..size * size {
            if is_dark(size, cell) {
                let side = if (cell / size).is_multiple_of(2) { Side::Second } else { Side::First };
                pos.cells[cell] = piece(side);
            }
        }
        let each = (size * size / 4) as u8;
        pos.supply = [each, each];
        pos
    }

    /// An empty board, Black to move, empty supplies.
    pub fn empty(size: usize) -> ZongHeng {
        ZongHeng { size: size as u8, cells: [EMPTY; MAX_CELLS], side: Side::First, supply: [0, 0] }
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

    /// Each side's pieces on the board plus in supply may not exceed half the squares.
    pub fn total_of(&self, side: Side) -> usize {
        self.cells().iter().filter(|&&p| p == piece(side)).count() + self.supply[side.index()] as usize
    }

    pub(super) fn put(&mut self, cell: usize, p: u8) {
        self.cells[cell] = p;
    }

    pub(super) fn set_side(&mut self, side: Side) {
        self.side = side;
    }

    pub(super) fn set_supply(&mut self, supply: [u8; 2]) {
        self.supply = supply;
    }

    /// Shifts the line one square (far end first), then puts a new piece of the mover
    /// on the vacated origin.
    pub fn apply(&mut self, mv: &ZMove) {
        let me = self.side;
        self.side = me.other();
        if mv.is_pass() {
            return;
        }
        let size = self.size();
        let dir = mv.dir as usize;
        let mut line = [0usize; super::board::MAX_SIZE + 1];
        line[0] = mv.from as usize;
        for k in 1..=mv.len as usize {
            // A generated move always ends on an empty square on the board.
            line[k] = step(size, line[k - 1], dir).unwrap_or(line[k - 1]);
        }
        for k in (0..mv.len as usize).rev() {
            self.cells[line[k + 1]] = self.cells[line[k]];
        }
        self.cells[mv.from as usize] = piece(me);
        self.supply[me.index()] -= 1;
    }

    pub fn hash(&self) -> u64 {
        let piece_keys = PIECE_KEYS.get();
        let supply_keys = SUPPLY_KEYS.get();
        let mut h = if self.side == Side::Second { SIDE_KEY } else { 0 };
        for (cell, &p) in self.cells().iter().enumerate() {
            if p != EMPTY {
                h ^= piece_keys[cell * 2 + p as usize - 1];
            }
        }
        for side in 0..2 {
            h ^= supply_keys[side * (MAX_CELLS + 1) + self.supply[side] as usize];
        }
        h
    }
}
