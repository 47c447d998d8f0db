//! Static evaluation for the search: the rows each side's pieces still have to
//! cover to reach the goal rows, with a small bonus for pieces already there.

use crate::core::Side;

use super::board::{advance, cells_of, GOAL_ROWS_FROM};
use super::position::IncorrectCheckers;

pub fn evaluate(pos: &IncorrectCheckers) -> i32 {
    let mut score = [0i32; 2];
    for side in Side::BOTH {
        for c in cells_of(pos.men(side)) {
            let a = advance(side, c as usize) as i32;
            let missing = (GOAL_ROWS_FROM as i32 - a).max(0);
            score[side.index()] += 2 * a - 10 * missing + if missing == 0 { 15 } else { 0 };
        }
    }
    let me = pos.side_to_move().index();
    score[me] - score[1 - me]
}
