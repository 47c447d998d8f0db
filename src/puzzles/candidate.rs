//! A candidate: a position where the analysis with two lines (MultiPV 2) finds one
//! move clearly best. The same judgement, on a deeper search, verifies it and decides
//! whether the solution line goes on (`verify`).
//!
//! All values are the side to move's, in hundredths of the game's basic piece (a man,
//! a pawn); a proven win counts as more than any material.

use crate::ai::{Analysis, Score, SearchLimits};
use crate::session::AnyGame;

/// How clear "clearly best" is.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Thresholds {
    /// The best move beats the second by this much...
    pub margin: i32,
    /// ...and wins at least this much (or the game).
    pub gain: i32,
    /// Not decided already: the second-best move does not win anyway (it is at most
    /// this much ahead)...
    pub second_at_most: i32,
    /// ...and the side to move is not lost whatever it does.
    pub second_at_least: i32,
}

/// Where a man is worth as much as a lead can be (the draughts family, alquerque), one
/// man won is a puzzle; in chess and shogi, where a pawn up
/// is far from a win, it takes more: a piece for a pawn, an exchange and a half.
pub fn thresholds(game: &str) -> Thresholds {
    match game {
        "chess" | "shogi" => Thresholds { margin: 200, gain: 150, second_at_most: 100, second_at_least: -300 },
        // A race (docs/puzzles.md, "Incorrect Checkers"): nothing is won but the game,
        // and a lead of a move or two is no decided game. Its evaluation counts rows,
        // so a margin in men means nothing: the best move must win the race (proven),
        // the second must not, and a second that loses the race is what makes the
        // choice matter, not a game lost already.
        "incorrect-checkers" => Thresholds { margin: 100, gain: DECIDED / 2, second_at_most: 60, second_at_least: -DECIDED },
        _ => Thresholds { margin: 100, gain: 90, second_at_most: 60, second_at_least: -200 },
    }
}

/// A proven win or loss on the same scale: beyond any material, the shorter the larger.
const DECIDED: i32 = 100_000;

/// A line's value on one scale.
pub fn value(score: Score) -> i32 {
    match score {
        Score::Value(v) => v,
        Score::Win { win } => DECIDED - win as i32,
        Score::Loss { loss } => -(DECIDED - loss as i32),
    }
}

pub fn is_win(score: Score) -> bool {
    matches!(score, Score::Win { .. })
}

/// What the analysis found at a candidate.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    /// The clearly best move, in notation.
    pub best: String,
    pub score: Score,
    /// The best move's lead over the second, on the `value` scale.
    pub margin: i32,
}

/// Whether the best of two lines is clearly better than the second: a win against no
/// win, or the margin more.
pub fn unique(analysis: &Analysis, t: &Thresholds) -> bool {
    match analysis.lines.as_slice() {
        [_] => true,
        [a, b, ..] => (is_win(a.score) && !is_win(b.score)) || value(a.score) - value(b.score) >= t.margin,
        [] => false,
    }
}

/// The candidate in `analysis`, if it is one: at least two legal moves, the best
/// clearly better than the second, the best winning (the gain or the game), and the
/// second neither winning nor losing outright.
pub fn judge(analysis: &Analysis, t: &Thresholds) -> Option<Found> {
    let [a, b, ..] = analysis.lines.as_slice() else {
        return None;
    };
    let (best, second) = (value(a.score), value(b.score));
    let decided_already = is_win(b.score) || !(t.second_at_least..=t.second_at_most).contains(&second);
    if decided_already || !unique(analysis, t) || best < t.gain {
        return None;
    }
    Some(Found { best: a.pv.first()?.clone(), score: a.score, margin: (best - second).min(DECIDED / 100) })
}

/// Analyses `game`'s position (MultiPV 2, `nodes`) and judges it. A position with one
/// legal move is no puzzle.
pub fn find(game: &dyn AnyGame, nodes: u64) -> Option<Found> {
    if game.legal_moves().len() < 2 {
        return None;
    }
    judge(&game.analyse(&SearchLimits::nodes(nodes), 2), &thresholds(game.id()))
}
