//! The evaluation's weights laid out on the board's bitboard layout, once per rules
//! row (the shared setup holds them): a man's and a king's value on each bit, the
//! wings as masks and each man's runaway cone, so that `evaluate` adds table entries
//! and counts bits instead of working out rows, columns and squares (divisions) for
//! every piece at every node. The values are those of the weight set's formulas, so
//! the evaluation is the same number as when it computed them piece by piece.

use crate::core::Side;

#[cfg(knowledge_code)]
use crate::learn::model::Model;

use super::board::{Bits, Board};
use super::eval_weights::EvalWeights;
use super::variants::{Squares, Variant};

/// Boards with fewer rows get no runaway bonus: on 10x10 it measured +45 [-7, +100] in
/// international self-play, on 8x8 -24 [-78, +28] in American (docs/journal/2026-11-25-strength-tuning.md).
const RUNAWAY_MIN_ROWS: usize = 10;

#[derive(Debug)]
pub struct EvalTables {
    /// The weight set the tables were built from (`eval::weights_of` of the row).
    pub weights: &'static EvalWeights,
    /// A man's value (material and square) on each layout bit, by side index.
    pub man: [[i32; 128]; 2],
    /// A king's value (material and band) on each layout bit.
    pub king: [i32; 128],
    /// The squares left of the middle column and right of it (the wing imbalance).
    pub wings: [Bits; 2],
    /// Whether men can be runaways on this board (diagonal boards of 10 rows or more).
    pub runaway: bool,
    /// By side index: the squares in that side's far half, where a man may be a runaway.
    pub far_half: [Bits; 2],
    /// By side index and bit: the squares ahead of a man there within as many columns
    /// as rows (an enemy man there can still stop it).
    pub cone: [[Bits; 128]; 2],
    /// By side index and bit: the rows a man there has still to go to crown.
    pub to_go: [[u8; 128]; 2],
    /// The learned evaluation built in for this game (eval_learned.rs; native builds and the
    /// knowledge module).
    #[cfg(knowledge_code)]
    pub learned: Option<Model>,
}

/// The cell `cell` as `side` sees it: the side at the bottom reads the board as drawn,
/// the other turned half a turn (every board here is the same after half a turn).
pub fn own_cell(board: &Board, side: Side, cell: usize) -> usize {
    if side == board.white {
        cell
    } else {
        board.grid.rows * board.grid.cols - 1 - cell
    }
}

/// A cell's band of columns from the middle: 0 for the two middle columns.
pub fn band(board: &Board, cell: usize) -> usize {
    let g = board.grid;
    (2 * g.col(cell) as i32 - (g.cols as i32 - 1)).unsigned_abs() as usize / 2
}

/// A man's value on `cell` for `side` under `w` (the hand-set formula where the set
/// has no square table).
pub fn man_value(board: &Board, w: &EvalWeights, side: Side, cell: usize) -> i32 {
    if w.man_square.is_empty() {
        w.man + (board.row_from(side, cell) as i32 - 1) * 6 - (2 * band(board, cell) as i32 + 1)
    } else {
        w.man + w.man_square[board.index[own_cell(board, side, cell)] as usize] as i32
    }
}

/// What `w` adds to a king in band `d` (the hand-set formula where the set has no band table).
pub fn king_band_value(w: &EvalWeights, d: usize) -> i32 {
    if w.king_band.is_empty() {
        -(2 * d as i32 + 1)
    } else {
        w.king_band[d] as i32
    }
}

/// A king's value on `cell` under `w`.
pub fn king_value(board: &Board, w: &EvalWeights, cell: usize) -> i32 {
    w.king + king_band_value(w, band(board, cell))
}

impl EvalTables {
    pub fn new(v: &Variant, board: &Board, weights: &'static EvalWeights) -> EvalTables {
        let l = &board.bits;
        let g = board.grid;
        let rows = g.rows as i32;
        let mut t = EvalTables {
            weights,
            man: [[0; 128]; 2],
            king: [0; 128],
            wings: [0; 2],
            runaway: v.squares != Squares::All && g.rows >= RUNAWAY_MIN_ROWS,
            far_half: [0; 2],
            cone: [[0; 128]; 2],
            to_go: [[0; 128]; 2],
            #[cfg(knowledge_code)]
            learned: super::eval_learned::shipped(v, board),
        };
        let playable = || board.playable.iter().map(|&c| (c as usize, l.bit[c as usize] as usize));
        for (c, b) in playable() {
            let bit = l.of(c as u8);
            t.king[b] = king_value(board, weights, c);
            // The same sign as a man's wing in the piece-by-piece sum (the boards are square).
            match (2 * g.col(c) as i32 - (rows - 1)).signum() {
                -1 => t.wings[0] |= bit,
                1 => t.wings[1] |= bit,
                _ => {}
            }
            for side in Side::BOTH {
                let i = side.index();
                t.man[i][b] = man_value(board, weights, side, c);
                let row = board.row_from(side, c) as i32;
                t.to_go[i][b] = (rows - row) as u8;
                if row * 2 > rows {
                    t.far_half[i] |= bit;
                }
                for (e, _) in playable() {
                    let ahead = board.row_from(side, e) as i32 - row;
                    if ahead > 0 && (g.col(e) as i32 - g.col(c) as i32).abs() <= ahead {
                        t.cone[i][b] |= l.of(e as u8);
                    }
                }
            }
        }
        t
    }
}
