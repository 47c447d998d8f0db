//! Static evaluation: the running score (what the final count would give now) with
//! the largest territory weighted again, since it also decides ties and counts double.

use crate::core::Side;

use super::position::Binary;
use super::territory::sizes;

fn potential(pos: &Binary, side: Side) -> i32 {
    let s = sizes(pos, side);
    16 * s.score() as i32 + 4 * s.as_slice().first().copied().unwrap_or(0) as i32
}

pub fn evaluate(pos: &Binary) -> i32 {
    let me = pos.side_to_move();
    potential(pos, me) - potential(pos, me.other())
}
