//! Iterative-deepening negamax alpha-beta with a time limit checked inside the search.

use crate::core::{Repetition, Rules};

use super::clock::now_ms;

const INF: i32 = 1_000_000;
const WIN: i32 = 100_000;

pub struct SearchResult<M> {
    pub best: Option<M>,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
}

struct Searcher {
    deadline: f64,
    nodes: u64,
    stopped: bool,
}

/// Searches `pos` to at most `max_depth` plies or until `time_ms` has passed.
pub fn search<R: Rules>(pos: &R, max_depth: u32, time_ms: u32) -> SearchResult<R::Move> {
    let mut s = Searcher { deadline: now_ms() + time_ms as f64, nodes: 0, stopped: false };
    let mut root = Vec::new();
    pos.generate(&mut root);
    let mut result = SearchResult { best: root.first().copied(), score: 0, depth: 0, nodes: 0 };
    if root.len() <= 1 {
        return result;
    }
    for depth in 1..=max_depth {
        let mut best_here = None;
        let mut alpha = -INF;
        // Search the previous best first.
        if let Some(prev) = result.best {
            if let Some(i) = root.iter().position(|m| *m == prev) {
                root.swap(0, i);
            }
        }
        for mv in &root {
            let mut child = pos.clone();
            child.apply(mv);
            let score = -s.negamax(&child, depth - 1, -INF, -alpha, 1);
            if s.stopped {
                break;
            }
            if score > alpha || best_here.is_none() {
                alpha = score;
                best_here = Some(*mv);
            }
        }
        if s.stopped {
            break;
        }
        result.best = best_here;
        result.score = alpha;
        result.depth = depth;
        if alpha.abs() >= WIN - 1000 {
            break;
        }
    }
    result.nodes = s.nodes;
    result
}

impl Searcher {
    fn negamax<R: Rules>(&mut self, pos: &R, depth: u32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
        self.nodes += 1;
        if self.nodes % 1024 == 0 && now_ms() > self.deadline {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let mut moves = Vec::new();
        pos.generate(&mut moves);
        if let Some(o) = pos.outcome(&moves, Repetition { count: 1, cycle_plies: 0 }) {
            return match o.winner {
                Some(w) if w == pos.side_to_move() => WIN - ply,
                Some(_) => -(WIN - ply),
                None => 0,
            };
        }
        if depth == 0 {
            return pos.evaluate();
        }
        moves.sort_by_key(|m| !pos.is_noisy(m));
        let mut best = -INF;
        for mv in &moves {
            let mut child = pos.clone();
            child.apply(mv);
            let score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// The computer's move at `level` (1 weakest .. 6 strongest) within `time_ms`.
pub fn choose<R: Rules>(pos: &R, _history: &[u64], level: u32, time_ms: u32) -> Option<R::Move> {
    let depth = match level {
        0 | 1 => 1,
        2 => 2,
        3 => 4,
        4 => 6,
        5 => 8,
        _ => 64,
    };
    search(pos, depth, time_ms.max(10)).best
}
