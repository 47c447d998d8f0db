//! When an alquerque game is over (docs/rules.md, "Alquerque"): capturing every enemy piece
//! wins; under Bell's rules a player who cannot move loses and the loser's points
//! are scored; threefold repetition draws; 40 plies without capture or huff end the
//! game, won by the side with more pieces.

use crate::core::{Outcome, Reason, Repetition, Rules, Side};

use super::moves::AMove;
use super::position::{Alquerque, PLY_LIMIT};

pub fn outcome(pos: &Alquerque, moves: &[AMove], repetition: Repetition) -> Option<Outcome> {
    let me = pos.side_to_move();
    let them = me.other();
    for (loser, winner) in [(me, them), (them, me)] {
        if pos.count(loser) == 0 {
            let mut o = Outcome::win(winner, Reason::AllCaptured);
            o.scores = bell_scores(pos, loser, 2 + pos.count(winner));
            return Some(o);
        }
    }
    // Only Bell's rules leave a player with pieces and no move (Alfonso's pass).
    if moves.is_empty() {
        let mut o = Outcome::win(them, Reason::NoMoves);
        o.scores = bell_scores(pos, me, 2 + pos.count(me).abs_diff(pos.count(them)));
        return Some(o);
    }
    if repetition.count >= 3 {
        return Some(Outcome::draw(Reason::Threefold));
    }
    if pos.plies() >= PLY_LIMIT {
        let (mine, theirs) = (pos.count(me), pos.count(them));
        return Some(match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => Outcome::win(me, Reason::MoveRule),
            std::cmp::Ordering::Less => Outcome::win(them, Reason::MoveRule),
            std::cmp::Ordering::Equal => Outcome::draw(Reason::MoveRule),
        });
    }
    None
}

/// Bell's scoring: the loser takes `penalty` minus points, the winner none. For a
/// capture of every piece the penalty is 2 plus the enemy pieces left; for a blocked
/// loser 2 plus the difference in pieces, as the seed writes it.
fn bell_scores(pos: &Alquerque, loser: Side, penalty: u32) -> Option<[f64; 2]> {
    if !pos.rules().bell {
        return None;
    }
    let mut scores = [0.0; 2];
    scores[loser.index()] = -(penalty as f64);
    Some(scores)
}
