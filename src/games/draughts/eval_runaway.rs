//! Runaway men: a man in the opponent's half that no enemy piece can stop on its
//! way to the crowning row is nearly a king. "Cannot be stopped" is the usual cone
//! test: the enemy has no king, and no enemy man stands ahead of it within as many
//! columns as rows (an enemy man walks one row towards it per move, so anything
//! outside that cone arrives too late). Diagonal games only: on a Turkish board men
//! also step sideways, and the cone says nothing. Large boards only (MIN_ROWS).

use crate::core::Side;

use super::position::Draughts;
use super::variants::Squares;

/// Boards with fewer rows get no bonus: on 10x10 it measured +45 [-7, +100] in
/// international self-play, on 8x8 -24 [-78, +28] in American (README).
const MIN_ROWS: usize = 10;

/// The bonus of `side`'s runaway men: `full` less `per_row` per row still to go (a long run leaves time for a defence the cone test
/// does not see, such as a sacrifice that opens a capture); 0 when the opponent has a
/// king (a king catches any man).
pub fn runaway_bonus(pos: &Draughts, side: Side, full: i32, per_row: i32) -> i32 {
    let mut bonus = 0;
    runaway_men(pos, side, |to_go| bonus += (full - per_row * to_go).max(0));
    bonus
}

/// Calls `each` with the rows still to go (1 on the row before the crowning row) of
/// each of `side`'s runaway men (the tuning features count them the same way).
pub fn runaway_men(pos: &Draughts, side: Side, mut each: impl FnMut(i32)) {
    let v = pos.variant();
    let board = pos.board();
    if v.squares == Squares::All || board.grid.rows < MIN_ROWS || pos.pieces_of(side.other()) & pos.kings() != 0 {
        return;
    }
    let l = &board.bits;
    let rows = board.grid.rows as i32;
    let mut men = pos.pieces_of(side) & !pos.kings();
    while men != 0 {
        let b = men.trailing_zeros() as usize;
        men &= men - 1;
        let c = l.cell[b] as usize;
        let row = board.row_from(side, c) as i32;
        if row * 2 <= rows {
            continue;
        }
        let col = board.grid.col(c) as i32;
        let mut enemies = pos.pieces_of(side.other());
        let mut stopped = false;
        while enemies != 0 {
            let e = enemies.trailing_zeros() as usize;
            enemies &= enemies - 1;
            let ec = l.cell[e] as usize;
            let ahead = board.row_from(side, ec) as i32 - row;
            if ahead > 0 && (board.grid.col(ec) as i32 - col).abs() <= ahead {
                stopped = true;
                break;
            }
        }
        if !stopped {
            each(rows - row);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use super::super::test_position as position;

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
