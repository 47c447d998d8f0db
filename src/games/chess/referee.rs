//! How a chess game ends by the rules (FIDE Laws, articles 5 and 9).
//!
//! Automatic: checkmate (5.1.1) and stalemate (5.2.1); a dead position by
//! insufficient material (5.2.2); fivefold repetition ("fivefold", 9.6.1); 75 moves by
//! each side without a capture or pawn move ("move-rule-75", 9.6.2), unless the last
//! move mated.
//! Claimable by the side to move (9.2, 9.3): threefold repetition ("threefold") and
//! 50 moves without a capture or pawn move ("move-rule").

use crate::core::{Outcome, Reason, Repetition};

use super::board::{BISHOP, DARK_SQUARES, KNIGHT, PAWN, QUEEN, ROOK};
use super::moves::Move;
use super::position::Chess;

pub fn outcome(pos: &Chess, moves: &[Move], repetition: Repetition) -> Option<Outcome> {
    if moves.is_empty() {
        return Some(if pos.in_check() { Outcome::win(pos.side().other(), Reason::Checkmate) } else { Outcome::draw(Reason::Stalemate) });
    }
    if insufficient_material(pos) {
        return Some(Outcome::draw(Reason::InsufficientMaterial));
    }
    if repetition.count >= 5 {
        return Some(Outcome::draw(Reason::Fivefold));
    }
    if pos.halfmoves() >= 150 {
        return Some(Outcome::draw(Reason::MoveRule75));
    }
    None
}

/// Draws the side to move may claim now: threefold repetition first, then the
/// fifty-move rule.
pub fn claimable(pos: &Chess, repetition: Repetition) -> Option<Outcome> {
    if repetition.count >= 3 {
        Some(Outcome::draw(Reason::Threefold))
    } else if pos.halfmoves() >= 100 {
        Some(Outcome::draw(Reason::MoveRule))
    } else {
        None
    }
}

/// Positions where no sequence of legal moves can mate (FIDE 5.2.2) that are decided by
/// material alone: king against king, king and one minor piece against king, and
/// kings with bishops only, all bishops on squares of one colour.
pub fn insufficient_material(pos: &Chess) -> bool {
    let b = pos.board();
    if b.kinds[PAWN] | b.kinds[ROOK] | b.kinds[QUEEN] != 0 {
        return false;
    }
    let knights = b.kinds[KNIGHT];
    let bishops = b.kinds[BISHOP];
    if (knights | bishops).count_ones() <= 1 {
        return true;
    }
    knights == 0 && (bishops & DARK_SQUARES == 0 || bishops & !DARK_SQUARES == 0)
}
