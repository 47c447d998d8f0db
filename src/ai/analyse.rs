//! Analysis: the best lines from a position, each with its score, as a player reads
//! them (issue 12). Alpha-beta games search the root moves once per line, each time
//! without the moves already reported (the usual MultiPV); the principal variation
//! comes from the search's triangular array. Monte Carlo games report their most
//! promising root moves with their win rates put on the evaluation scale.
//!
//! Every completed depth (Monte Carlo: each time the principal line grows, and every
//! 200 ms) is handed to a callback that may stop the search: the page's live analysis.

use serde::Serialize;

use crate::core::{Repetition, SearchHints, SearchMethod};

use super::clock::now_ms;
use super::levels::{set_last, Stats};
use super::limits::{SearchLimits, MAX_DEPTH};
use super::mcts::{MctsLimits, Tree};
use super::search::{is_decisive, Limits, Searcher, INF, WIN};

/// The most lines an analysis reports.
pub const MAX_MULTI_PV: usize = 5;

/// Playouts of an analysis are seeded by this, so the same call gives the same lines.
const ANALYSIS_SEED: u64 = 0x4E41_4C59_5345_2121;

/// A line's value for the side to move: evaluation units (a man or pawn = 100), or a
/// result the search proved, `plies` from now (the last ply ends the game).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Score {
    Value(i32),
    Win { win: u32 },
    Loss { loss: u32 },
}

impl Score {
    /// From the search's scale, where a win `n` plies away scores `WIN - n`.
    pub fn from_search(score: i32) -> Score {
        if !is_decisive(score) {
            Score::Value(score)
        } else if score > 0 {
            Score::Win { win: (WIN - score) as u32 }
        } else {
            Score::Loss { loss: (WIN + score) as u32 }
        }
    }
}

/// Where the scores come from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum AnalysisKind {
    /// Alpha-beta over the game's evaluation.
    Search,
    /// Monte Carlo win rates mapped onto the evaluation scale.
    WinRate,
}

/// A line's result proven by the endgame tables (src/egdb): the value of the position
/// after its first move, under perfect play without the draw rules (docs/egdb.md), and
/// for a win or loss the plies to the winner's next capture or crowning.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "result", rename_all = "lowercase")]
pub enum Database {
    Win { plies: u32 },
    Draw,
    Loss { plies: u32 },
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Line {
    pub score: Score,
    /// Moves in the game's canonical notation, playable in order from the position.
    pub pv: Vec<String>,
    /// Present when the tables decide the line's first move (its score is then
    /// `search::is_database_result`, or 0 for a draw). Not in the wasm modules but the
    /// draughts knowledge module (Cargo.toml `knowledge`): the others have no tables.
    #[cfg(knowledge_code)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub database: Option<Database>,
}

/// What the tables say of playing `mv` in `pos` (None: not in the tables, or the game
/// ends at once and the score says so). A move that captures or crowns is the
/// conversion itself (1 ply); any other keeps the material: one ply more than the
/// position it leads to.
#[cfg(knowledge_code)]
fn database_of<R: SearchHints>(pos: &R, mv: &R::Move, score: i32) -> Option<Database> {
    if !R::HAS_ENDGAME_TABLES || is_decisive(score) {
        return None;
    }
    let mut child = pos.clone();
    child.apply(mv);
    let table = child.endgame_table()?;
    let plies = if pos.is_noisy(mv) { 1 } else { table.unsigned_abs() as u32 + 1 };
    Some(match table.signum() {
        -1 => Database::Win { plies },
        1 => Database::Loss { plies },
        _ => Database::Draw,
    })
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Analysis {
    /// Completed depth (Monte Carlo: length of the most visited line).
    pub depth: u32,
    pub nodes: u64,
    pub kind: AnalysisKind,
    /// Best first; empty when the game is over.
    pub lines: Vec<Line>,
}

impl Analysis {
    pub fn none(kind: AnalysisKind) -> Analysis {
        Analysis { depth: 0, nodes: 0, kind, lines: Vec::new() }
    }
}

/// The kind of analysis a game gets.
pub fn kind_of<R: SearchHints>(pos: &R) -> AnalysisKind {
    match pos.search_method() {
        SearchMethod::AlphaBeta => AnalysisKind::Search,
        SearchMethod::MonteCarlo => AnalysisKind::WinRate,
    }
}

/// Up to `multi_pv` (1 to `MAX_MULTI_PV`) best lines from `pos` within `limits`.
/// `history` is the hash of every position of the game so far, `pos` last.
/// `on_depth` hears of every completed depth and returns false to stop; the result
/// is the last completed depth (the first one is always completed).
pub fn analyse<R: SearchHints>(
    pos: &R,
    history: &[u64],
    limits: &SearchLimits,
    multi_pv: usize,
    on_depth: &mut dyn FnMut(&Analysis) -> bool,
) -> Analysis {
    let start = now_ms();
    let kind = kind_of(pos);
    let mut moves = Vec::new();
    pos.generate(&mut moves);
    if moves.is_empty() || pos.outcome(&moves, Repetition { count: 1, cycle_plies: 0 }).is_some() {
        return Analysis::none(kind);
    }
    let limits = limits.resolved();
    let count = multi_pv.clamp(1, MAX_MULTI_PV).min(moves.len());
    let result = match kind {
        AnalysisKind::Search => alpha_beta(pos, history, &limits, count, on_depth),
        AnalysisKind::WinRate => monte_carlo(pos, &limits, count, on_depth),
    };
    let score = match result.lines.first().map(|l| l.score) {
        Some(Score::Value(v)) => v,
        Some(Score::Win { win }) => WIN - win as i32,
        Some(Score::Loss { loss }) => -(WIN - loss as i32),
        None => 0,
    };
    set_last(Stats { nodes: result.nodes, depth: result.depth, playouts: 0, score, elapsed_ms: now_ms() - start });
    result
}

/// The moves of `line` in notation, as far as they are legal in turn (they always are).
fn notation<R: SearchHints>(pos: &R, line: &[R::Move]) -> Vec<String> {
    let mut at = pos.clone();
    let mut legal = Vec::new();
    let mut out = Vec::with_capacity(line.len());
    for mv in line {
        at.generate(&mut legal);
        if !legal.contains(mv) {
            break;
        }
        out.push(at.describe(mv, &legal).notation);
        at.apply(mv);
    }
    out
}

struct RootLine<M> {
    mv: M,
    /// Exact for the reported lines; an upper bound for the others.
    score: i32,
    line: Vec<M>,
}

fn alpha_beta<R: SearchHints>(
    pos: &R,
    history: &[u64],
    limits: &SearchLimits,
    count: usize,
    on_depth: &mut dyn FnMut(&Analysis) -> bool,
) -> Analysis {
    let start = now_ms();
    let search_limits = Limits {
        max_depth: limits.depth.unwrap_or(MAX_DEPTH),
        time_ms: limits.time_ms,
        max_nodes: limits.nodes.unwrap_or(0),
        fresh_table: false,
        until_deadline: true,
    };
    let mut s = Searcher::new(pos, history, &search_limits, true, start);
    let mut moves = Vec::new();
    pos.generate(&mut moves);
    let mut roots: Vec<RootLine<R::Move>> =
        s.order_roots(pos, &moves).into_iter().map(|mv| RootLine { mv, score: -INF, line: vec![mv] }).collect();
    let mut done = Analysis::none(AnalysisKind::Search);
    // The first depth always completes, so an analysis always has its lines.
    let (max_nodes, deadline) = (s.max_nodes, s.deadline);
    (s.max_nodes, s.deadline) = (u64::MAX, f64::INFINITY);
    s.push(pos.hash());
    for depth in 1..=search_limits.max_depth {
        if depth == 2 {
            (s.max_nodes, s.deadline) = (max_nodes, deadline);
            if s.nodes >= max_nodes || now_ms() > deadline {
                break;
            }
        }
        if !search_lines(&mut s, pos, &mut roots, count, depth as i32) {
            break;
        }
        sort_by_score(&mut roots[..count]);
        sort_by_score(&mut roots[count..]);
        s.store_root(pos, depth, roots[0].score, &roots[0].mv);
        done = Analysis {
            depth,
            nodes: s.nodes,
            kind: AnalysisKind::Search,
            lines: roots[..count]
                .iter()
                .map(|r| Line {
                    score: Score::from_search(r.score),
                    pv: notation(pos, &r.line),
                    #[cfg(knowledge_code)]
                    database: database_of(pos, &r.mv, r.score),
                })
                .collect(),
        };
        if !on_depth(&done) {
            break;
        }
        // Proven results no deeper search can shorten.
        let settled = roots[..count].iter().all(|r| is_decisive(r.score) && (WIN - r.score.abs()) as u32 <= depth);
        if settled {
            break;
        }
    }
    s.pop();
    done.nodes = s.nodes;
    s.finish();
    done
}

/// One iteration: for each of the `count` lines, the best root move among those not
/// reported yet is moved to the line's place with its score and line. False when the
/// search was stopped before the iteration completed.
fn search_lines<R: SearchHints>(s: &mut Searcher<'_, R>, pos: &R, roots: &mut [RootLine<R::Move>], count: usize, depth: i32) -> bool {
    for first in 0..count {
        let mut best = -INF;
        let mut best_index = first;
        for (i, root) in roots.iter_mut().enumerate().skip(first) {
            let mv = root.mv;
            let mut child = pos.clone();
            child.apply(&mv);
            let score = if i == first {
                -s.negamax(&child, depth - 1, -INF, INF, 1)
            } else {
                let probe = -s.negamax(&child, depth - 1, -best - 1, -best, 1);
                if probe > best && !s.stopped {
                    -s.negamax(&child, depth - 1, -INF, -best, 1)
                } else {
                    probe
                }
            };
            if s.stopped {
                return false;
            }
            root.score = score;
            if score > best {
                best = score;
                best_index = i;
                let line = &mut root.line;
                line.clear();
                line.push(mv);
                line.extend_from_slice(&s.pv[1]);
            }
        }
        roots[first..=best_index].rotate_right(1);
    }
    true
}

/// Best score first, equals kept in their order. An insertion sort: the moves come
/// nearly sorted from the previous iteration, and it is a few instructions per game
/// where the library's stable sort is several kilobytes of wasm for each.
fn sort_by_score<M>(roots: &mut [RootLine<M>]) {
    for i in 1..roots.len() {
        let mut j = i;
        while j > 0 && roots[j - 1].score < roots[j].score {
            roots.swap(j - 1, j);
            j -= 1;
        }
    }
}

fn monte_carlo<R: SearchHints>(pos: &R, limits: &SearchLimits, count: usize, on_depth: &mut dyn FnMut(&Analysis) -> bool) -> Analysis {
    let mut tree = Tree::new(pos, ANALYSIS_SEED);
    let mcts_limits = MctsLimits {
        time_ms: limits.time_ms,
        max_playouts: 0,
        max_nodes: limits.nodes.unwrap_or(0),
        max_depth: limits.depth,
        stop_when_settled: true,
    };
    let mut report = |t: &Tree<R>| on_depth(&tree_analysis(pos, t, count));
    tree.run(pos, &mcts_limits, Some(&mut report));
    tree_analysis(pos, &tree, count)
}

fn tree_analysis<R: SearchHints>(pos: &R, tree: &Tree<R>, count: usize) -> Analysis {
    Analysis {
        depth: tree.principal_depth().0,
        nodes: tree.nodes_visited(),
        kind: AnalysisKind::WinRate,
        lines: tree
            .lines(pos, count)
            .into_iter()
            .map(|(score, line)| Line {
                score: Score::from_search(score),
                pv: notation(pos, &line),
                #[cfg(knowledge_code)]
                database: None,
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_near_win_are_results_in_plies() {
        assert_eq!(Score::from_search(WIN - 3), Score::Win { win: 3 });
        assert_eq!(Score::from_search(-(WIN - 4)), Score::Loss { loss: 4 });
        assert_eq!(Score::from_search(-250), Score::Value(-250));
    }
}
