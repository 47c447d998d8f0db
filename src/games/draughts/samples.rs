//! Positions from piece lists, for the search for slow positions
//! (games::slow_positions), and the work the capture search does there.

use crate::core::Side;

use super::fen;
use super::movegen;
use super::pieces::piece;
use super::position::Draughts;
use super::variants::Variant;

/// The playable cells (row-major from the top of White's diagram).
pub fn squares(v: &Variant) -> Vec<usize> {
    Draughts::empty(v.clone()).board().playable.iter().map(|&c| c as usize).collect()
}

/// The position text of `pieces` (cell, side, king) with `to_move` to move; a man
/// placed on its crowning row is made a king, a cell given twice keeps the first.
pub fn text(v: &Variant, pieces: &[(usize, Side, bool)], to_move: Side) -> String {
    let mut pos = Draughts::empty(v.clone());
    pos.set_side(to_move);
    for &(cell, side, king) in pieces {
        if pos.board().index[cell] != super::board::NONE && pos.piece_at(cell) == super::pieces::EMPTY {
            let king = king || pos.board().is_crowning_row(side, cell);
            pos.put(cell, piece(side, king));
        }
    }
    fen::write(&pos)
}

/// The men each side has at the start.
pub fn start_count(v: &Variant) -> usize {
    Draughts::start(v.clone()).material()[0].0 as usize
}

/// The landings the capture search expands at `pos` (its work, free of timing noise).
pub fn work(pos: &Draughts) -> u64 {
    movegen::generate(pos, &mut Vec::new())
}
