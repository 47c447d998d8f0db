//! Territories (seed: "縦か横でたがいに隣接している同色のコマのまとまり…コマに縦か横で
//! 隣接している、そのコマと同じ色の空きマスもテリトリーに含まれます"): a player's pieces
//! joined orthogonally, with the empty squares of the player's colour next to them.
//! An empty square next to two groups joins them (docs/rules.md, "Binary", our reading). A
//! territory has at least 2 squares ("単独の空きマスや単独のコマはテリトリーではありません").

use std::cmp::Ordering;

use crate::core::view::Region;
use crate::core::Side;
use crate::games::kato::groups::{self, Sizes};

use super::board::{is_own_colour, piece, EMPTY, MAX_CELLS};
use super::position::Binary;

/// Visits every territory of `side`: `found(cells)` gets its pieces and empty squares.
fn each_territory(pos: &Binary, side: Side, found: &mut dyn FnMut(&[u8])) {
    let size = pos.size();
    let me = piece(side);
    // Which squares belong to `side`'s territories, worked out once by rows and columns
    // (the flood fill runs at the end of every Monte Carlo playout).
    let mut member = [false; MAX_CELLS];
    let own_parity = usize::from(side == Side::First);
    for r in 0..size {
        for c in 0..size {
            let cell = r * size + c;
            let p = pos.at(cell);
            member[cell] = p == me || (p == EMPTY && (r + c) % 2 == own_parity);
        }
    }
    debug_assert!((0..size * size).all(|c| member[c] == (pos.at(c) == me || pos.at(c) == EMPTY && is_own_colour(size, c, side))));
    // Two empty squares of one colour are never orthogonal neighbours, so every
    // territory holds a piece: start from pieces only.
    groups::each_group(size, &member, |cell| pos.at(cell) == me, 2, found);
}

pub fn sizes(pos: &Binary, side: Side) -> Sizes {
    groups::sizes(|found| each_territory(pos, side, found))
}

/// Higher score first; on equal scores the sizes from the largest down, a missing
/// territory counting 0 (seed: "同点の場合、最大テリトリーのサイズを比較し…").
pub fn compare(a: &Sizes, b: &Sizes) -> Ordering {
    a.score().cmp(&b.score()).then_with(|| groups::compare(a.as_slice(), b.as_slice()))
}

/// Every territory of both sides, for the page (largest first per side).
pub fn regions(pos: &Binary) -> Vec<Region> {
    groups::regions(|side, found| each_territory(pos, side, found))
}
