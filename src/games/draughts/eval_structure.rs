//! Formation terms of the evaluation, counted on the bitboards: men kept on the back
//! row while the opponent has men to crown (a guarded back row keeps the opponent's
//! men from crowning: in checkers the "bridge" of the back rank). Men backed from
//! behind (no square an enemy man could land on after jumping them) were tried and
//! dropped: +84 alone in American self-play, nothing on top of the back row (docs/journal/2026-11-25-strength-tuning.md).

use crate::core::Side;

use super::board::{Bits, Word};
use super::position::Draughts;

/// `side`'s men on its own back row (the opponent's crowning row), or 0 when the
/// opponent has no men left to crown.
pub fn back_row_guards(pos: &Draughts, side: Side) -> i32 {
    let kings = pos.kings();
    let crown = pos.board().bits.crown[side.other().index()];
    guards(pos.pieces_of(side) & !kings, pos.pieces_of(side.other()) & !kings, crown)
}

/// `back_row_guards` on words: `own_men` on the row `crown` while `their_men` is not empty.
#[inline(always)]
pub fn guards<W: Word>(own_men: W, their_men: W, crown: Bits) -> i32 {
    if their_men == W::ZERO {
        return 0;
    }
    (own_men & W::narrow(crown)).count()
}

#[cfg(test)]
mod tests {
    use super::super::test_position as position;
    use super::*;

    #[test]
    fn back_row_guards_count_men_on_the_own_back_row_while_the_opponent_has_men() {
        // American: Black (first, at the top) has men on 1 and 3 (its back row) and on 10.
        let pos = position("american", "B:B1,3,10:W22,23");
        assert_eq!(back_row_guards(&pos, Side::First), 2);
        assert_eq!(back_row_guards(&pos, Side::Second), 0);
    }

    #[test]
    fn back_row_guards_count_nothing_against_kings_alone() {
        // Nothing left to crown: the guards are free to go.
        let pos = position("american", "B:B1,3,10:WK22,K23");
        assert_eq!(back_row_guards(&pos, Side::First), 0);
    }
}
