//! When an Incorrect Checkers game is over: the first player with every piece on
//! the far three rows wins; it is drawn when neither player can move or when the
//! same position occurs for the third time.

use crate::core::{Outcome, Reason, Repetition, Rules};

use super::movegen::can_move;
use super::moves::{IMove, Kind};
use super::position::IncorrectCheckers;

pub fn outcome(pos: &IncorrectCheckers, moves: &[IMove], repetition: Repetition) -> Option<Outcome> {
    let me = pos.side_to_move();
    let mover = me.other();
    // The player who just moved first: a position read from text may have both there.
    for side in [mover, me] {
        if pos.all_in_goal(side) {
            return Some(Outcome::win(side, Reason::Goal));
        }
    }
    let must_pass = moves.iter().all(|m| m.kind == Kind::Pass);
    if must_pass && !can_move(pos, mover) {
        return Some(Outcome::draw(Reason::NoMoves));
    }
    if repetition.count >= 3 {
        return Some(Outcome::draw(Reason::Threefold));
    }
    None
}
