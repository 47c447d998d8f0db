//! A Binary position: the board, the side to move and both supplies.

use crate::core::geometry::Grid;
use crate::core::{zobrist, Side};

use super::board::{piece, EMPTY, MAX_CELLS};
use super::moves::BMove;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binary {
    size: u8,
    cells: [u8; MAX_CELLS],
    side: Side,
    /// Pieces each side still has off the board (side 0 first).
    supply: [u8; 2],
}

static PIECE_KEYS: zobrist::Table<0xB1_0001, { MAX_CELLS * 2 }> = zobrist::Table::new();
static SUPPLY_KEYS: zobrist::Table<0xB1_0002, { 2 * (MAX_CELLS + 1) }> = zobrist::Table::new();
const SIDE_KEY: u64 = zobrist::key(0xB1_0003, 0);

impl Binary {
    /// Seed: the board starts empty; each player holds a quarter of the squares'
    /// number of pieces (16 on 8x8: "コマの総数がボードのマスの総数の半分").
    pub fn start(size: usize) -> Binary {
        let each = (size * size / 4) as u8;
        Binary { size: size as u8, cells: [EMPTY; MAX_CELLS], side: Side::First, supply: [each, each] }
    }

    /// A quarter of the squares: what each player starts with.
    pub fn full_supply(&self) -> usize {
        self.size() * self.size() / 4
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

    /// No piece placed yet: Black's first move follows its own rule.
    pub fn is_board_empty(&self) -> bool {
        self.cells().iter().all(|&p| p == EMPTY)
    }

    pub fn pieces_of(&self, side: Side) -> usize {
        self.cells().iter().filter(|&&p| p == piece(side)).count()
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

    /// Places the pieces and pays for them. Seed: "一方のプレイヤーがコマを使い切ったら、
    /// 他方のプレイヤーは…残りのコマをすべて配置": a player with an empty supply has
    /// no more turns, so the other keeps the move until both are out.
    pub fn apply(&mut self, mv: &BMove) {
        let me = self.side;
        for &cell in mv.cells() {
            self.cells[cell as usize] = piece(me);
        }
        self.supply[me.index()] -= mv.cost();
        let other = me.other();
        if self.supply[other.index()] > 0 || self.supply[me.index()] == 0 {
            self.side = other;
        }
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
