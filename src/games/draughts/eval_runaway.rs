//! Runaway men: a man in the opponent's half that no enemy piece can stop on its
//! way to the crowning row is nearly a king. "Cannot be stopped" is the usual cone
//! test: the enemy has no king, and no enemy man stands ahead of it within as many
//! columns as rows (an enemy man walks one row towards it per move, so anything
//! outside that cone arrives too late). Diagonal games only: on a Turkish board men
//! also step sideways, and the cone says nothing. Large boards only (the halves, the
//! cones and which boards have runaways are in eval_tables.rs).

use crate::core::Side;

use super::board::Word;
use super::eval_tables::EvalTables;
use super::position::Draughts;

/// The bonus of `side`'s runaway men: `full` less `per_row` per row still to go (a long run leaves time for a defence the cone test
/// does not see, such as a sacrifice that opens a capture); 0 when the opponent has a
/// king (a king catches any man). `evaluate` adds the same through `runaways`.
#[cfg(test)]
pub fn runaway_bonus(pos: &Draughts, side: Side, full: i32, per_row: i32) -> i32 {
    let mut bonus = 0;
    runaway_men(pos, side, |to_go| bonus += (full - per_row * to_go).max(0));
    bonus
}

/// Calls `each` with the rows still to go (1 on the row before the crowning row) of
/// each of `side`'s runaway men (the tuning features count them the same way).
pub fn runaway_men(pos: &Draughts, side: Side, each: impl FnMut(i32)) {
    let kings = pos.kings();
    let their = pos.pieces_of(side.other());
    runaways(pos.eval_tables(), side.index(), pos.pieces_of(side) & !kings, their, their & kings != 0, each);
}

/// `runaway_men` on words: side `i`'s men `own_men` against the pieces `their`.
#[inline(always)]
pub fn runaways<W: Word>(t: &EvalTables, i: usize, own_men: W, their: W, their_kings: bool, mut each: impl FnMut(i32)) {
    if !t.runaway || their_kings {
        return;
    }
    let mut men = own_men & W::narrow(t.far_half[i]);
    while men != W::ZERO {
        let b = men.lowest();
        men = men.rest();
        if their & W::narrow(t.cone[i][b]) == W::ZERO {
            each(t.to_go[i][b] as i32);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_position as position;
    use super::*;

    #[test]
    fn runaway_man_with_an_empty_cone_earns_a_bonus() {
        // White man on 7 (row 9 of 10 for White), Black's only man on 45, far behind it.
        let pos = position("international", "W:W7:B45");
        assert!(runaway_bonus(&pos, pos.side_to_move(), 110, 8) > 0);
    }

    #[test]
    fn runaway_man_with_an_enemy_man_ahead_earns_nothing() {
        // White man on 12, Black man on 7 right in front of it.
        let pos = position("international", "W:W12:B7");
        assert_eq!(runaway_bonus(&pos, pos.side_to_move(), 110, 8), 0);
    }

    #[test]
    fn runaway_man_against_a_king_earns_nothing() {
        let pos = position("international", "W:W7:BK45");
        assert_eq!(runaway_bonus(&pos, pos.side_to_move(), 110, 8), 0);
    }

    #[test]
    fn runaway_man_on_a_small_board_earns_nothing() {
        // American: White man on 5 (row 7 of 8), Black's only man on 25, behind it.
        let pos = position("american", "W:W5:B25");
        assert_eq!(runaway_bonus(&pos, pos.side_to_move(), 50, 8), 0);
    }
}
