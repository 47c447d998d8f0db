//! Static evaluation for the search: material (kings worth more where they fly),
//! advancement of men, a guarded back row and central squares.

use crate::core::Side;

use super::pieces::{is_king, side_of, EMPTY};
use super::position::Draughts;

pub fn evaluate(pos: &Draughts) -> i32 {
    let v = pos.variant();
    let board = pos.board();
    let king_value = if v.king_moves_fly { 320 } else { 200 };
    let rows = board.grid.rows as i32;
    let mut score = [0i32; 2];
    for &c in &board.playable {
        let p = pos.piece_at(c as usize);
        if p == EMPTY {
            continue;
        }
        let side = side_of(p);
        let row = board.row_from(side, c as usize) as i32;
        let col = board.grid.col(c as usize) as i32;
        let centre = (2 * col - (rows - 1)).abs();
        let s = &mut score[side.index()];
        if is_king(p) {
            *s += king_value - centre;
        } else {
            *s += 100 + (row - 1) * 6 - centre;
            if row == 1 {
                *s += 8;
            }
        }
    }
    let me = pos.side_to_move().index();
    score[me] - score[Side::from_index(me).other().index()]
}
