//! Static evaluation for the search: material first, then mobility (empty points
//! next to each piece along the lines the rules let it use).

use super::board::{bell_dirs, bit, cells_of, ALL, NEXT, NONE};
use super::position::Alquerque;
use crate::core::Side;

pub fn evaluate(pos: &Alquerque) -> i32 {
    let empty = ALL & !(pos.men[0] | pos.men[1]);
    let mut score = [0i32; 2];
    for side in Side::BOTH {
        let s = side.index();
        let bell = bell_dirs(side);
        let dirs: &[usize] = if pos.rules.bell { &bell } else { &[0, 1, 2, 3, 4, 5, 6, 7] };
        let mut mobility = 0;
        for c in cells_of(pos.men[s]) {
            for &d in dirs {
                let t = NEXT[d][c as usize];
                if t != NONE && empty & bit(t) != 0 {
                    mobility += 1;
                }
            }
        }
        score[s] = 100 * pos.men[s].count_ones() as i32 + 3 * mobility;
    }
    let me = pos.side.index();
    score[me] - score[1 - me]
}
