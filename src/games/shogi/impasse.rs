//! The impasse declaration (入玉宣言法, the 27-point rule): the side to move wins if
//! its king is in the enemy zone and not in check, at least ten of its other pieces
//! stand in that zone, and its pieces in the zone plus in hand score at least 28
//! points for Sente or 27 for Gote (rook and bishop, promoted or not, 5; others 1).

use crate::core::{Outcome, Reason, Side};

use super::bitboard::{pop, ZONE};
use super::pieces::*;
use super::position::Position;

/// Points of one piece for the declaration.
fn points(kind: u8) -> u32 {
    match unpromoted(kind) {
        BISHOP | ROOK => 5,
        _ => 1,
    }
}

/// (pieces in the zone other than the king, points counting the hand) for `side`.
pub fn count(pos: &Position, side: usize) -> (u32, u32) {
    let mut in_zone = pos.by_side[side] & ZONE[side] & !pos.by_kind[KING as usize];
    let mut pieces = 0;
    let mut total = 0;
    while in_zone != 0 {
        let sq = pop(&mut in_zone);
        pieces += 1;
        total += points(kind_of(pos.at(sq)));
    }
    for kind in 0..HAND_KINDS as u8 {
        total += pos.hand(side, kind) as u32 * points(kind);
    }
    (pieces, total)
}

pub fn declarable_win(pos: &Position) -> Option<Outcome> {
    let side = pos.side();
    let king = pos.king_square(side)?;
    if ZONE[side] & (1u128 << king) == 0 || pos.in_check() {
        return None;
    }
    let (pieces, total) = count(pos, side);
    let needed = if side == 0 { 28 } else { 27 };
    (pieces >= 10 && total >= needed).then(|| Outcome::win(Side::from_index(side), Reason::Impasse))
}
