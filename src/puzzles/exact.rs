//! A bounded exact solver for games that always end (Zong-Heng, Binary: every move
//! but a pass takes a piece from a finite supply): alpha-beta over the game's result
//! alone (win, draw, loss for the side to move), with the game's own move generation,
//! to the end of the game, never to a depth. Its only bound is nodes: a search that
//! runs out answers `None` (unknown), never a guess.
//!
//! Two configurations give the two independent runs a puzzle needs (docs/puzzles.md):
//! the `Config::FIRST` run keeps a table of proven bounds by position hash and tries
//! moves in generation order; the `Config::SECOND` run keeps no table and tries them in
//! reverse order, so it shares no stored result and visits another tree.

use std::collections::HashMap;

use crate::core::{Repetition, Rules};

/// Won, drawn or lost for the side to move.
pub type Value = i8;
pub const WIN: Value = 1;
pub const DRAW: Value = 0;
pub const LOSS: Value = -1;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Keep proven bounds by position hash.
    pub table: bool,
    /// Try the moves in reverse generation order.
    pub reverse: bool,
}

impl Config {
    pub const FIRST: Config = Config { table: true, reverse: false };
    pub const SECOND: Config = Config { table: false, reverse: true };
}

/// Proven bounds of a position's value.
#[derive(Copy, Clone)]
struct Bounds {
    low: Value,
    high: Value,
}

pub struct Solver<R: Rules> {
    config: Config,
    /// Nodes visited, and the most allowed.
    pub nodes: u64,
    limit: u64,
    table: HashMap<u64, Bounds>,
    /// One move buffer a ply, reused: no allocation per node once they have grown.
    buffers: Vec<Vec<R::Move>>,
}

impl<R: Rules> Solver<R> {
    pub fn new(config: Config, limit: u64) -> Solver<R> {
        Solver { config, nodes: 0, limit, table: HashMap::new(), buffers: Vec::new() }
    }

    /// Whether the game is over at `pos`, and its result for the side to move.
    pub fn terminal(pos: &R, moves: &[R::Move]) -> Option<Value> {
        let outcome = pos.outcome(moves, Repetition::default())?;
        Some(match outcome.winner {
            None => DRAW,
            Some(side) if side == pos.side_to_move() => WIN,
            Some(_) => LOSS,
        })
    }

    /// The exact value of `pos` for the side to move, or None once out of nodes.
    pub fn value(&mut self, pos: &R) -> Option<Value> {
        self.search(pos, LOSS, WIN, 0)
    }

    /// Whether playing `mv` at `pos` wins (Some(true)), does not (Some(false)), or is
    /// unknown within the nodes (None). A null window: cheaper than the exact value.
    pub fn wins(&mut self, pos: &R, mv: &R::Move) -> Option<bool> {
        let mut child = pos.clone();
        child.apply(mv);
        // The move wins when the opponent's value is at most a loss.
        let v = self.search(&child, LOSS, DRAW, 0)?;
        Some(v <= LOSS)
    }

    /// Fail-soft alpha-beta on the result; the value lies in [LOSS, WIN].
    fn search(&mut self, pos: &R, mut alpha: Value, beta: Value, ply: usize) -> Option<Value> {
        self.nodes += 1;
        if self.nodes > self.limit {
            return None;
        }
        let key = pos.hash();
        if self.config.table {
            if let Some(b) = self.table.get(&key) {
                if b.low == b.high || b.low >= beta {
                    return Some(b.low);
                }
                if b.high <= alpha {
                    return Some(b.high);
                }
                alpha = alpha.max(b.low);
            }
        }
        if self.buffers.len() <= ply {
            self.buffers.push(Vec::new());
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        pos.generate(&mut moves);
        let result = match Self::terminal(pos, &moves) {
            Some(v) => Some(v),
            None => self.children(pos, &moves, alpha, beta, ply),
        };
        self.buffers[ply] = moves;
        let best = result?;
        if self.config.table {
            let old = self.table.get(&key).copied().unwrap_or(Bounds { low: LOSS, high: WIN });
            let mut b = old;
            if best > alpha && best < beta {
                b = Bounds { low: best, high: best };
            } else if best >= beta {
                b.low = b.low.max(best);
            } else {
                b.high = b.high.min(best);
            }
            self.table.insert(key, b);
        }
        Some(best)
    }

    fn children(&mut self, pos: &R, moves: &[R::Move], mut alpha: Value, beta: Value, ply: usize) -> Option<Value> {
        let mut best = LOSS;
        for i in 0..moves.len() {
            let mv = if self.config.reverse { &moves[moves.len() - 1 - i] } else { &moves[i] };
            let mut child = pos.clone();
            child.apply(mv);
            let v = -self.search(&child, -beta, -alpha, ply + 1)?;
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                }
                if alpha >= beta {
                    break;
                }
            }
        }
        Some(best)
    }
}

/// Every root move judged: which win. None when any is unknown within `limit` nodes
/// (the count is for the whole root).
pub fn winning_moves<R: Rules>(pos: &R, config: Config, limit: u64) -> Option<(Vec<bool>, u64)> {
    let mut solver = Solver::<R>::new(config, limit);
    let mut moves = Vec::new();
    pos.generate(&mut moves);
    let mut wins = Vec::with_capacity(moves.len());
    for mv in &moves {
        wins.push(solver.wins(pos, mv)?);
    }
    Some((wins, solver.nodes))
}
