//! Draughts board geometry from a rules row: which cells are played, the next
//! playable cell in each direction, square names, and the crowning rows.

use crate::core::geometry::{Dir, Grid};
use crate::core::Side;

use super::variants::{Notation, Squares, Variant};

/// No cell.
pub const NONE: u8 = u8::MAX;
/// The largest board (12x12).
pub const MAX_CELLS: usize = 144;

#[derive(Clone, Debug)]
pub struct Board {
    pub grid: Grid,
    /// Playable cells in cell order.
    pub playable: Vec<u8>,
    /// Cell -> index into `playable` (NONE if not playable); used for bitsets.
    pub index: [u8; MAX_CELLS],
    /// `next[dir][cell]`: the next playable cell in absolute direction `dir`. On boards
    /// of one colour an orthogonal step skips the unplayable square between (Frisian).
    pub next: [[u8; MAX_CELLS]; 8],
    /// `rays[dir][cell]`: the playable cells beyond `cell` in direction `dir`, as a
    /// bitset over playable indexes (a flying piece's line of sight).
    pub rays: [[u128; MAX_CELLS]; 8],
    /// Whether playable indexes grow along each direction (the nearest cell of a ray is
    /// then its lowest bit, else its highest).
    pub ascending: [bool; 8],
    /// Square names in the game's notation, by cell.
    pub names: Vec<String>,
    /// Which side is at the bottom (White).
    pub white: Side,
}

impl Board {
    pub fn new(v: &Variant) -> Board {
        let grid = Grid::new(v.size, v.size);
        let n = grid.cells();
        let is_playable = |cell: usize| {
            let rank = v.size - 1 - grid.row(cell);
            let file = grid.col(cell);
            match v.squares {
                Squares::All => true,
                Squares::DarkNearLeft => (rank + file) % 2 == 0,
                Squares::DarkNearRight | Squares::LightNearRight => (rank + file) % 2 == 1,
            }
        };
        let playable: Vec<u8> = (0..n).filter(|c| is_playable(*c)).map(|c| c as u8).collect();
        let mut index = [NONE; MAX_CELLS];
        for (i, c) in playable.iter().enumerate() {
            index[*c as usize] = i as u8;
        }
        let one_colour = v.squares != Squares::All;
        let mut next = [[NONE; MAX_CELLS]; 8];
        for dir in Dir::ALL {
            let steps = if one_colour && !dir.is_diagonal() { 2 } else { 1 };
            for &c in &playable {
                if let Some(t) = grid.offset(c as usize, dir, steps) {
                    next[dir.index()][c as usize] = t as u8;
                }
            }
        }
        let mut rays = [[0u128; MAX_CELLS]; 8];
        let mut ascending = [false; 8];
        for d in 0..8 {
            for &c in &playable {
                let mut t = next[d][c as usize];
                while t != NONE {
                    rays[d][c as usize] |= 1u128 << index[t as usize];
                    ascending[d] = t > c;
                    t = next[d][t as usize];
                }
            }
        }
        let count = playable.len();
        let names = (0..n)
            .map(|cell| match (index[cell], v.notation) {
                (NONE, Notation::Algebraic) => grid.algebraic(cell),
                (NONE, _) => String::new(),
                (_, Notation::Algebraic) => grid.algebraic(cell),
                (i, Notation::NumericTopLeft) => (i as usize + 1).to_string(),
                (i, Notation::NumericBottomRight) => (count - i as usize).to_string(),
            })
            .collect();
        Board { grid, playable, index, next, rays, ascending, names, white: v.white }
    }

    /// The absolute direction of relative direction `rel` (0 = forward, clockwise) for `side`.
    /// White plays up the diagram, Black down.
    pub fn absolute(&self, side: Side, rel: usize) -> usize {
        if side == self.white { rel } else { (rel + 4) % 8 }
    }

    /// Row counted from `side`'s own edge, 1 = nearest.
    pub fn row_from(&self, side: Side, cell: usize) -> usize {
        let r = self.grid.row(cell);
        if side == self.white { self.grid.rows - r } else { r + 1 }
    }

    pub fn is_crowning_row(&self, side: Side, cell: usize) -> bool {
        self.row_from(side, cell) == self.grid.rows
    }

    /// The cell named `text` in the game's notation.
    pub fn parse_square(&self, text: &str) -> Option<usize> {
        if text.is_empty() {
            return None;
        }
        self.playable.iter().map(|c| *c as usize).find(|c| self.names[*c] == text)
    }
}
