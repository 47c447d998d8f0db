//! Groups (seed: "縦または横で互いに隣接しあっている同色のコマのまとまり") and the final
//! comparison: each side's group sizes from the largest down, the first difference decides
//! (`kato::groups::compare`).

use crate::core::view::Region;
use crate::core::Side;
use crate::games::kato::groups::{self, Sizes};

use super::board::{piece, MAX_CELLS};
use super::position::ZongHeng;

pub use groups::compare;

/// Visits every group of `side`: `found(cells)` gets the group's cells.
fn each_group(pos: &ZongHeng, side: Side, found: &mut dyn FnMut(&[u8])) {
    let size = pos.size();
    let me = piece(side);
    let mut member = [false; MAX_CELLS];
    for (cell, m) in member.iter_mut().enumerate().take(size * size) {
        *m = pos.at(cell) == me;
    }
    groups::each_group(size, &member, |cell| member[cell], 1, found);
}

pub fn sizes(pos: &ZongHeng, side: Side) -> Sizes {
    groups::sizes(|found| each_group(pos, side, found))
}

/// Every group of both sides, for the page (largest first per side).
pub fn regions(pos: &ZongHeng) -> Vec<Region> {
    groups::regions(|side, found| each_group(pos, side, found))
}
