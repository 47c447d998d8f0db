//! Move ordering: the transposition table's move, then noisy moves by the game's
//! hint, then the killer moves of this ply, then noisy moves the game calls losing
//! (a negative hint: chess's static exchange), then quiet moves by their history.

use crate::core::SearchHints;

pub const MAX_PLY: usize = 128;
const HISTORY_SIZE: usize = 1 << 12;

const HASH_MOVE: i32 = 1 << 30;
const NOISY: i32 = 1 << 28;
const KILLER: i32 = 1 << 27;

/// Whether an ordering score is that of a quiet move ordered by its history alone
/// (not the hash move, a noisy move or a killer): a candidate for a reduced search.
pub fn is_plain_quiet(score: i32) -> bool {
    score < KILLER - 1
}

/// Scores below this are losing noisy moves or quiet moves (after the killers).
pub const KILLER_FLOOR: i32 = KILLER - 1;
/// A quiet move whose history is above this often causes cut-offs (reduced less).
pub const HISTORY_GOOD: i32 = 4096;

pub struct Ordering {
    killers: [[u32; 2]; MAX_PLY],
    /// Per side to move, by hashed move key: how often the move caused a cut-off.
    history: Vec<i32>,
}

fn slot(side: usize, key: u32) -> usize {
    side * HISTORY_SIZE + (key.wrapping_mul(0x9E37_79B1) >> 20) as usize
}

impl Ordering {
    pub fn new() -> Ordering {
        Ordering { killers: [[0; 2]; MAX_PLY], history: vec![0; 2 * HISTORY_SIZE] }
    }

    /// Scores every move of `moves` into `scores` as (score, index into `moves`).
    pub fn score<R: SearchHints>(&self, pos: &R, moves: &[R::Move], hash_move: u32, ply: usize, scores: &mut Vec<(i32, u32)>) {
        scores.clear();
        let side = pos.side_to_move().index();
        let killers = self.killers[ply.min(MAX_PLY - 1)];
        for (i, mv) in moves.iter().enumerate() {
            let key = pos.move_key(mv);
            let hint = pos.order_hint(mv).clamp(-(1 << 20), 1 << 20);
            let s = if hash_move != 0 && key == hash_move {
                HASH_MOVE
            } else if pos.is_noisy(mv) && hint >= 0 {
                NOISY + hint
            } else if key == killers[0] {
                KILLER
            } else if key == killers[1] {
                KILLER - 1
            } else if pos.is_noisy(mv) {
                // A losing exchange (negative hint): after the killers, before the quiet moves.
                KILLER - 2 + hint
            } else {
                self.history[slot(side, key)].min(KILLER - (1 << 21)) + hint
            };
            scores.push((s, i as u32));
        }
        sort_if_long(scores);
    }

    /// A quiet move refuted the opponent's last move: remember it at this ply and in the history.
    pub fn cut_off(&mut self, side: usize, key: u32, ply: usize, depth: i32) {
        let k = &mut self.killers[ply.min(MAX_PLY - 1)];
        if k[0] != key {
            k[1] = k[0];
            k[0] = key;
        }
        let h = &mut self.history[slot(side, key)];
        *h += depth * depth;
        if *h > 1 << 24 {
            self.history.iter_mut().for_each(|x| *x /= 2);
        }
    }

    /// A quiet move searched before the one that cut off failed here: its history
    /// falls by what the cut-off gained (the "history malus"; only games whose search
    /// is selective use it, `SearchHints::selective_search`).
    pub fn penalise(&mut self, side: usize, key: u32, depth: i32) {
        let h = &mut self.history[slot(side, key)];
        *h -= depth * depth;
        if *h < -(1 << 24) {
            self.history.iter_mut().for_each(|x| *x /= 2);
        }
    }
}

/// Beyond this many moves the list is sorted at once (selection is quadratic).
const SELECT_LIMIT: usize = 32;

/// Long lists (placement games have hundreds of moves) are sorted outright.
pub fn sort_if_long(scores: &mut [(i32, u32)]) {
    if scores.len() > SELECT_LIMIT {
        scores.sort_unstable_by_key(|a| std::cmp::Reverse(a.0));
    }
}

/// Brings the best-scored remaining entry to index `i` (selection sort, one step per
/// move tried: cut-offs usually come early, so short lists are never fully sorted)
/// and returns the index of its move.
pub fn pick_next(scores: &mut [(i32, u32)], i: usize) -> usize {
    if scores.len() <= SELECT_LIMIT {
        let mut best = i;
        for j in i + 1..scores.len() {
            if scores[j].0 > scores[best].0 {
                best = j;
            }
        }
        scores.swap(i, best);
    }
    scores[i].1 as usize
}
