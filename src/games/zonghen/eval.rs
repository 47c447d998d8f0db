//! Static evaluation: the final comparison rewards the largest group first, so the
//! largest group weighs most; the sum of squared group sizes rewards joining groups.

use crate::core::Side;

use super::groups::sizes;
use super::position::ZongHeng;

fn potential(pos: &ZongHeng, side: Side) -> i32 {
    let s = sizes(pos, side);
    let squares: i32 = s.as_slice().iter().map(|&n| n as i32 * n as i32).sum();
    40 * s.largest() as i32 + squares
}

pub fn evaluate(pos: &ZongHeng) -> i32 {
    let me = pos.side_to_move();
    potential(pos, me) - potential(pos, me.other())
}
