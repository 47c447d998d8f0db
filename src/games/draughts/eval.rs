//! Static evaluation for the search: material (kings worth more where they fly),
//! advancement of men, a guarded back row and central squares.

use crate::core::Side;

use super::position::Draughts;

pub fn evaluate(pos: &Draughts) -> i32 {
    let v = pos.variant();
    let board = pos.board();
    let king_value = if v.king_moves_fly { 320 } else { 200 };
    let rows = board.grid.rows as i32;
    let mut score = [0i32; 2];
    let l = &board.bits;
    // Piece by piece from the bitboards (in cell order, as the sum does not care).
    for side in Side::BOTH {
        let mut set = pos.pieces_of(side);
        let s = &mut score[side.index()];
        while set != 0 {
            let b = set.trailing_zeros() as usize;
            set &= set - 1;
            let c = l.cell[b] as usize;
            let row = board.row_from(side, c) as i32;
            let col = board.grid.col(c) as i32;
            let centre = (2 * col - (rows - 1)).abs();
            if pos.kings() & (1u128 << b) != 0 {
                *s += king_value - centre;
            } else {
                *s += 100 + (row - 1) * 6 - centre;
                if row == 1 {
                    *s += 8;
                }
            }
        }
    }
    let me = pos.side_to_move().index();
    score[me] - score[Side::from_index(me).other().index()]
}
