//! When a shogi game is over. No legal move loses ("checkmate" in check, "no-moves"
//! otherwise). Sennichite: the same board, hands and side to move for the fourth
//! time is a draw, unless one side gave check with every one of its moves since the
//! position first occurred; that side loses (連続王手の千日手).

use crate::core::{Outcome, Reason, Repetition, Side};

use super::moves::SMove;
use super::position::Position;

pub fn outcome(pos: &Position, moves: &[SMove], repetition: Repetition) -> Option<Outcome> {
    let to_move = pos.side();
    if moves.is_empty() {
        let reason = if pos.in_check() { Reason::Checkmate } else { Reason::NoMoves };
        return Some(Outcome::win(Side::from_index(to_move ^ 1), reason));
    }
    if repetition.count < 4 {
        return None;
    }
    // The position recurs with the same side to move, so each side made half the plies.
    let moves_each = (repetition.cycle_plies / 2) as u32;
    if moves_each > 0 {
        // The side that just moved is checked first: it completed the repetition.
        for checker in [to_move ^ 1, to_move] {
            if pos.checks_in_row[checker] as u32 >= moves_each {
                return Some(Outcome::win(Side::from_index(checker ^ 1), Reason::PerpetualCheck));
            }
        }
    }
    Some(Outcome::draw(Reason::Sennichite))
}
