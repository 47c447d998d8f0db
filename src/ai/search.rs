//! Iterative-deepening negamax alpha-beta (principal variation search) with a
//! transposition table, move ordering, quiescence over noisy moves, repetition
//! awareness along the search path and the game's history, and a time limit
//! checked inside the search. Without a time limit the clock decides nothing: a node
//! budget stops the search after exactly that many nodes, so it repeats exactly.
//! Games that opt in (`SearchHints::selective_search`: chess, shogi, 8x8 draughts) also get the selective
//! search near the leaves (pruning by the static evaluation and the move count,
//! reductions by depth and move number; see the constants below).

use crate::core::{Repetition, SearchHints, Side};

use super::clock::now_ms;
use super::ordering::{is_plain_quiet, pick_next, sort_if_long, Ordering, HISTORY_GOOD, KILLER_FLOOR, MAX_PLY};
use super::tt::{Table, EXACT, LOWER, UPPER};

pub const INF: i32 = 1_000_000;
/// A win `n` plies from the root scores `WIN - n`.
pub const WIN: i32 = 100_000;
const WIN_BOUND: i32 = WIN - 1000;
/// Quiescence follows noisy moves at most this deep (a safety net: captures end).
const MAX_QPLY: usize = 24;
/// Late-move reductions: quiet moves after the first `LMR_FROM` of a node with at
/// least `LMR_DEPTH` plies left and more than `LMR_MIN_MOVES` legal moves (few legal
/// moves usually means an answer to a check or a forced sequence) are searched one
/// ply shallower first (two when very late and deep), and again in full if they beat alpha.
const LMR_FROM: usize = 3;
const LMR_DEPTH: i32 = 3;
const LMR_MIN_MOVES: usize = 6;
/// Null-move pruning (games whose `SearchHints::null_move` allows a pass): at a non-PV node
/// with this many plies left whose static evaluation already reaches beta, a pass
/// searched `NULL_REDUCTION` (+ depth / 4) plies shallower that still fails high cuts.
const NULL_DEPTH: i32 = 3;
const NULL_REDUCTION: i32 = 2;
/// Aspiration windows at the root (the top level, which needs only the best move's
/// score): from this depth, half-width in evaluation units.
const ASPIRATION_DEPTH: u32 = 4;
const ASPIRATION: i32 = 40;
/// Whether a checking move is searched one ply deeper (measured: see docs/journal/2026-11-25-strength-tuning.md).
const CHECK_EXTENSION: bool = false;
/// Whether quiescence searches every move at a horizon node whose opponent
/// threatens a capture (`SearchHints::capture_threat`; draughts' shots).
const THREAT_QUIESCENCE: bool = true;
/// Quiet moves' order score in such a node (after every noisy move, never skipped).
const QUIET_IN_QUIESCENCE: i32 = i32::MIN + 1;
/// The clock is read once per this many nodes.
const CHECK_EVERY: u64 = 256;

/// Selective search (games whose `SearchHints::selective_search` opts in), each part kept
/// by a self-play match (the table of docs/journal/2026-11-25-strength-tuning.md). Reverse futility: at a non-PV node
/// with at most `RFP_DEPTH` plies left, a static evaluation above beta by
/// `RFP_MARGIN` a ply is trusted to fail high.
const RFP_DEPTH: i32 = 6;
const RFP_MARGIN: i32 = 90;
/// Futility: with at most `FUTILITY_DEPTH` plies left, quiet moves that do not give
/// check are skipped when the static evaluation plus the margin of that depth stays
/// at or below alpha.
const FUTILITY_DEPTH: i32 = 3;
const FUTILITY_MARGIN: [i32; 4] = [0, 120, 220, 330];
/// Late-move pruning: with at most `LMP_DEPTH` plies left, quiet moves after the
/// first 3 + depth² are skipped.
const LMP_DEPTH: i32 = 4;
/// Losing captures (a static exchange below `-SEE_MARGIN` a ply) are skipped with at
/// most `SEE_DEPTH` plies left.
const SEE_DEPTH: i32 = 4;
const SEE_MARGIN: i32 = 100;
/// Internal iterative reduction: a node without a hash move and this many plies
/// left is searched a ply shallower (its ordering is a guess).
const IIR_DEPTH: i32 = 4;

/// ln(i) in thousandths, for i below 64 (integers: the same reductions natively and in wasm).
#[rustfmt::skip]
const LN_1000: [i32; 64] = [
    0, 0, 693, 1099, 1386, 1609, 1792, 1946, 2079, 2197, 2303, 2398, 2485, 2565, 2639, 2708,
    2773, 2833, 2890, 2944, 2996, 3045, 3091, 3135, 3178, 3219, 3258, 3296, 3332, 3367, 3401, 3434,
    3466, 3497, 3526, 3555, 3584, 3611, 3638, 3664, 3689, 3714, 3738, 3761, 3784, 3807, 3829, 3850,
    3871, 3892, 3912, 3932, 3951, 3970, 3989, 4007, 4025, 4043, 4060, 4078, 4094, 4111, 4127, 4143,
];

/// Late-move reduction of the `n`th move (from 0) with `depth` plies left, in plies:
/// 0.75 + ln(depth) ln(n) / 2.25, the usual shape (more for deeper and later moves).
fn lmr_table_reduction(depth: i32, n: usize) -> i32 {
    let d = LN_1000[(depth.max(0) as usize).min(63)] as i64;
    let m = LN_1000[n.min(63)] as i64;
    ((750_000 * 2250 / 1000 + d * m) / 2250 / 1000) as i32
}

/// How far and how long to search.
#[derive(Copy, Clone, Debug)]
pub struct Limits {
    pub max_depth: u32,
    /// None: no time limit (and no decision taken on the clock).
    pub time_ms: Option<u32>,
    /// Stop after this many nodes (0: no limit); a node limit makes a search repeatable.
    pub max_nodes: u64,
    /// Start from an empty transposition table (repeatable results) instead of the
    /// one the previous search on this thread left. A search without a time limit
    /// always starts empty, and on a table of the same size natively and in wasm.
    pub fresh_table: bool,
    /// Keep deepening until the time is up (the top level spends its whole budget)
    /// instead of stopping once the next iteration would likely not finish.
    pub until_deadline: bool,
}

/// What a search found. `roots` holds every root move with its score from the
/// last completed iteration; scores below `best - margin` are only upper bounds.
#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    pub best: Option<M>,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed_ms: f64,
    pub roots: Vec<(M, i32)>,
}

/// A position the endgame tables call won scores `DATABASE_WIN` less `DATABASE_PLY` per
/// ply to its next conversion (a capture or crowning that keeps the win: the tables'
/// distance), plus its static evaluation within `DATABASE_PLY / 2`: the search heads for
/// the nearest conversion rather than shuffling among equally won positions.
/// Lost: the negation (the loser delays); drawn: 0. Below `WIN_BOUND`: no distance to the end.
pub const DATABASE_WIN: i32 = 50_000;
const DATABASE_PLY: i32 = 100;
const DATABASE_SPAN: i32 = 255 * DATABASE_PLY + DATABASE_PLY;

fn database_score<R: SearchHints>(pos: &R, table: i16) -> i32 {
    let eval = pos.evaluate().clamp(-DATABASE_PLY / 2, DATABASE_PLY / 2);
    let plies = table.unsigned_abs() as i32;
    match table.signum() {
        1 => DATABASE_WIN - DATABASE_PLY * plies + eval,
        -1 => -DATABASE_WIN + DATABASE_PLY * plies + eval,
        _ => 0,
    }
}

/// A score the endgame tables proved (won or lost for the side it is given for).
pub fn is_database_result(score: i32) -> bool {
    !is_decisive(score) && score.abs() >= DATABASE_WIN - DATABASE_SPAN
}

/// A win or loss score (`WIN` minus its distance in plies).
pub fn is_decisive(score: i32) -> bool {
    score.abs() >= WIN_BOUND
}

pub(super) struct Searcher<'h, R: SearchHints> {
    tt: Table,
    order: Ordering,
    moves: Vec<Vec<R::Move>>,
    scores: Vec<Vec<(i32, u32)>>,
    /// The game so far, the root position last.
    history: &'h [u64],
    /// Hash of the position at each ply of the current line (`path[0]` is the root).
    path: Vec<u64>,
    /// Counts of history and path hashes by their low bits: a quick "never seen".
    seen: Vec<u16>,
    /// The principal variation from each ply (a triangular array, filled only at PV
    /// nodes; empty, and never touched, unless the caller wants lines).
    pub(super) pv: Vec<Vec<R::Move>>,
    pub(super) nodes: u64,
    pub(super) max_nodes: u64,
    /// When the time is up (infinity without a time limit).
    pub(super) deadline: f64,
    pub(super) stopped: bool,
    /// The node being entered answers a pass (no two passes in a row).
    after_null: bool,
    /// Whether the game opts in to the selective search (`SearchHints::selective_search`).
    selective: bool,
    /// Whether the game's row of the tuning table reduces late quiet moves.
    late_move_reductions: bool,
    /// Plain alpha-beta (`plain_search`): no selective search, null move or late-move reductions.
    plain: bool,
    /// Static evaluations by position hash (`static_eval`); empty for a game that does
    /// not ask for them (`SearchHints::CACHE_EVALUATION`).
    evals: Vec<(u64, i32)>,
}

const SEEN_MASK: u64 = (1 << 12) - 1;
/// Most entries of the static evaluations' cache (`Searcher::static_eval`; a power of
/// two): 1 MB, for a search of 65,536 nodes or more (a smaller search gets a smaller one).
const MAX_EVALS: usize = 1 << 16;

/// Plies of the longest line a search can hold (negamax plies and quiescence).
const LINE_CAPACITY: usize = MAX_PLY + MAX_QPLY + 2;

/// Entries of the evaluation cache for a search within `limits`: about one a node, at
/// most `MAX_EVALS` (a quick search at a low level does not clear a megabyte).
fn eval_cache_size(limits: &Limits) -> usize {
    // No node limit (0): a search by time or depth, which may run long.
    let nodes = if limits.max_nodes == 0 { MAX_EVALS as u64 } else { limits.max_nodes };
    (nodes.clamp(1024, MAX_EVALS as u64) as usize).next_power_of_two()
}

/// Searches `pos` within `limits`. With `margin`, every root move scoring within
/// `margin` of the best gets an exact score (the levels choose among them); without,
/// only the best move's score is exact. `history` is the hash of every position of
/// the game so far, `pos` last (an empty slice is allowed).
pub fn search<R: SearchHints>(pos: &R, history: &[u64], limits: &Limits, margin: Option<i32>) -> SearchResult<R::Move> {
    let start = now_ms();
    let mut s = Searcher::new(pos, history, limits, false, start);
    let result = s.root(pos, limits, margin, start);
    let nodes = s.nodes;
    s.finish();
    SearchResult { nodes, elapsed_ms: now_ms() - start, ..result }
}

impl<'h, R: SearchHints> Searcher<'h, R> {
    /// A searcher over the thread's transposition table (`finish` gives it back).
    pub(super) fn new(pos: &R, history: &'h [u64], limits: &Limits, track_pv: bool, start: f64) -> Searcher<'h, R> {
        let plain = PLAIN.with(|p| p.get());
        let mut tt = take_table(pos.id());
        // A search that must repeat exactly starts empty, on the size both builds share.
        let portable = limits.time_ms.is_none();
        if limits.fresh_table || portable || tt.is_portable() {
            tt.reset(portable);
        }
        tt.new_search();
        let mut s = Searcher {
            tt,
            order: Ordering::new(),
            moves: (0..LINE_CAPACITY).map(|_| Vec::new()).collect(),
            scores: (0..LINE_CAPACITY).map(|_| Vec::new()).collect(),
            history: history.strip_suffix(&[pos.hash()]).unwrap_or(history),
            path: Vec::with_capacity(LINE_CAPACITY),
            seen: vec![0; SEEN_MASK as usize + 1],
            pv: if track_pv { (0..LINE_CAPACITY).map(|_| Vec::with_capacity(LINE_CAPACITY)).collect() } else { Vec::new() },
            nodes: 0,
            max_nodes: if limits.max_nodes == 0 { u64::MAX } else { limits.max_nodes },
            deadline: limits.time_ms.map_or(f64::INFINITY, |t| start + t as f64),
            stopped: false,
            after_null: false,
            selective: pos.selective_search() && !plain,
            late_move_reductions: super::tuning::of(pos.id()).late_move_reductions,
            plain,
            evals: if R::CACHE_EVALUATION { vec![(0, 0); eval_cache_size(limits)] } else { Vec::new() },
        };
        for &h in s.history {
            s.seen[(h & SEEN_MASK) as usize] += 1;
        }
        s
    }

    /// `pos.evaluate()`, from the cache where this search met `pos` (hash `hash`)
    /// before: a fifth to a third of the draughts search's evaluations at 3,000 to
    /// 100,000 nodes (the interior nodes' pruning asks again each iteration). The same
    /// value either way, so the search's tree does not change, only its cost.
    fn static_eval(&mut self, pos: &R, hash: u64) -> i32 {
        // (The constant first: for the other games the cache compiles away.)
        if !R::CACHE_EVALUATION || self.evals.is_empty() {
            return pos.evaluate();
        }
        let mask = self.evals.len() - 1;
        let slot = &mut self.evals[hash as usize & mask];
        // A zero key marks an empty entry, so a position of hash 0 is never kept.
        if slot.0 == hash && hash != 0 {
            return slot.1;
        }
        let e = pos.evaluate();
        *slot = (hash, e);
        e
    }

    /// Gives the transposition table back to the thread (the next search starts from it).
    pub(super) fn finish(self) {
        give_back_table(self.tt);
    }

    /// Initial root order: the transposition table's move, then the usual ordering.
    pub(super) fn order_roots(&mut self, pos: &R, moves: &[R::Move]) -> Vec<R::Move> {
        let hash_move = self.tt.probe(pos.hash()).map_or(0, |e| e.mv);
        let mut scores = Vec::new();
        self.order.score(pos, moves, hash_move, 0, &mut scores);
        best_scored_first(&scores).iter().map(|&i| moves[i]).collect()
    }

    /// Remembers the root's best move for the next search from here.
    pub(super) fn store_root(&mut self, pos: &R, depth: u32, score: i32, best: &R::Move) {
        self.tt.store(pos.hash(), depth as i32, to_tt(score, 0), EXACT, pos.move_key(best));
    }

    fn root(&mut self, pos: &R, limits: &Limits, margin: Option<i32>, start: f64) -> SearchResult<R::Move> {
        let mut roots: Vec<(R::Move, i32)> = Vec::new();
        let mut moves = Vec::new();
        pos.generate(&mut moves);
        let mut result = SearchResult { best: moves.first().copied(), score: 0, depth: 0, nodes: 0, elapsed_ms: 0.0, roots: Vec::new() };
        if moves.is_empty() {
            return result;
        }
        let hash = pos.hash();
        roots.extend(self.order_roots(pos, &moves).into_iter().map(|m| (m, -INF)));
        result.roots = roots.clone();
        result.best = Some(roots[0].0);
        self.push(hash);
        for depth in 1..=limits.max_depth.max(1) {
            let mut best = -INF;
            let mut best_index = 0;
            let mut completed = 0;
            for (i, root) in roots.iter_mut().enumerate() {
                let mv = root.0;
                let mut child = pos.clone();
                child.apply(&mv);
                let d = depth as i32 - 1;
                let score = if i == 0 {
                    // Aspiration: the best move's score is usually near the last
                    // iteration's; a narrow window is cheaper, and searched again in
                    // full when the score falls outside it.
                    let last = result.score;
                    if margin.is_none() && depth >= ASPIRATION_DEPTH && !is_decisive(last) {
                        let (low, high) = (last - ASPIRATION, last + ASPIRATION);
                        let s = -self.negamax(&child, d, -high, -low, 1);
                        if (s <= low || s >= high) && !self.stopped {
                            -self.negamax(&child, d, -INF, INF, 1)
                        } else {
                            s
                        }
                    } else {
                        -self.negamax(&child, d, -INF, INF, 1)
                    }
                } else {
                    let floor = match margin {
                        Some(m) => best.saturating_sub(m).max(-INF),
                        None => best,
                    };
                    if margin.is_some() {
                        // Exact inside [floor, best]; above best, searched again for its exact score.
                        let probe = -self.negamax(&child, d, -best.saturating_add(1), -floor, 1);
                        if probe > best && !self.stopped {
                            -self.negamax(&child, d, -INF, -best, 1)
                        } else {
                            probe
                        }
                    } else {
                        let probe = -self.negamax(&child, d, -floor - 1, -floor, 1);
                        if probe > floor && !self.stopped {
                            -self.negamax(&child, d, -INF, -floor, 1)
                        } else {
                            probe
                        }
                    }
                };
                if self.stopped {
                    break;
                }
                root.1 = score;
                completed = i + 1;
                if score > best {
                    best = score;
                    best_index = i;
                }
            }
            if self.stopped {
                // A move that beat the previous best after that one was searched in full is trusted.
                if completed > 1 && best_index > 0 {
                    result.best = Some(roots[best_index].0);
                    result.score = best;
                    let mv = roots.remove(best_index);
                    roots.insert(0, mv);
                    result.roots = roots;
                }
                break;
            }
            // Best first, the rest by score (a stable sort keeps the earlier order among equals).
            let mv = roots.remove(best_index);
            roots.insert(0, mv);
            crate::core::sort::sort_by_key(&mut roots[1..], |r| -(r.1 as i64));
            result.best = Some(roots[0].0);
            result.score = best;
            result.depth = depth;
            result.roots = roots.clone();
            // The next search from here (the page's hint, the next move) starts with this move.
            self.store_root(pos, depth, best, &roots[0].0);
            // The next iteration would take several times as long as this one (only a
            // timed search judges by the clock: a node budget must stop at the same node).
            let next_unlikely = match limits.time_ms {
                Some(t) if !limits.until_deadline => now_ms() - start > t as f64 * 0.45,
                _ => false,
            };
            if next_unlikely || (is_decisive(best) && depth >= 2) || roots.len() == 1 {
                break;
            }
        }
        self.pop();
        result
    }

    /// The line from `ply` becomes `mv` then the child's line (no allocation: every
    /// line has room for the longest one).
    fn extend_pv(&mut self, ply: usize, mv: R::Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    pub(super) fn push(&mut self, hash: u64) {
        self.path.push(hash);
        self.seen[(hash & SEEN_MASK) as usize] += 1;
    }

    pub(super) fn pop(&mut self) {
        if let Some(h) = self.path.pop() {
            self.seen[(h & SEEN_MASK) as usize] -= 1;
        }
    }

    /// How often `hash` has stood on the board in the game and on this line, this time
    /// included, and how many plies ago it first did.
    fn repetition(&self, hash: u64) -> Repetition {
        let mut rep = Repetition { count: 1, cycle_plies: 0 };
        if self.seen[(hash & SEEN_MASK) as usize] == 0 {
            return rep;
        }
        let total = self.history.len() + self.path.len();
        for (i, &h) in self.history.iter().chain(self.path.iter()).enumerate() {
            if h == hash {
                rep.count += 1;
                if rep.cycle_plies == 0 {
                    rep.cycle_plies = total - i;
                }
            }
        }
        rep
    }

    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) && now_ms() > self.deadline || self.nodes >= self.max_nodes {
            self.stopped = true;
        }
    }

    fn terminal_score(pos: &R, winner: Option<Side>, ply: usize) -> i32 {
        match winner {
            Some(w) if w == pos.side_to_move() => WIN - ply as i32,
            Some(_) => -(WIN - ply as i32),
            None => 0,
        }
    }

    pub(super) fn negamax(&mut self, pos: &R, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        let after_null = std::mem::replace(&mut self.after_null, false);
        self.tick();
        if self.stopped {
            return 0;
        }
        if !self.pv.is_empty() {
            self.pv[ply].clear();
        }
        let hash = pos.hash();
        let rep = self.repetition(hash);
        let mut moves = std::mem::take(&mut self.moves[ply]);
        pos.generate(&mut moves);
        let value = self.node(pos, &moves, hash, rep, depth, alpha, beta, ply);
        self.moves[ply] = moves;
        if let Some(v) = value {
            return v;
        }
        // Depth left: search the moves.
        let entry = self.tt.probe(hash);
        let pv = beta - alpha > 1;
        if let Some(e) = entry {
            if !pv && e.depth as i32 >= depth {
                let score = from_tt(e.score, ply);
                let cut = match e.bound {
                    EXACT => true,
                    LOWER => score >= beta,
                    _ => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }
        let in_check = pos.in_check();
        let sel = self.selective;
        // The static evaluation, once per node, only where a pruning decision needs it.
        let mut static_eval: Option<i32> = None;
        let mut eval_here = |s: &mut Self, pos: &R| *static_eval.get_or_insert_with(|| s.static_eval(pos, hash));
        // Reverse futility (static null move): far above beta near the leaves, the
        // opponent would not have allowed this position.
        if sel && !pv && !in_check && depth <= RFP_DEPTH && beta.abs() < WIN_BOUND {
            let e = eval_here(self, pos);
            if e - RFP_MARGIN * depth >= beta {
                return e;
            }
        }
        if !self.plain && !pv && !after_null && !in_check && depth >= NULL_DEPTH && beta.abs() < WIN_BOUND {
            if let Some(null) = pos.null_move() {
                if eval_here(self, pos) >= beta {
                    self.push(hash);
                    self.after_null = true;
                    let r = NULL_REDUCTION + depth / 4;
                    let score = -self.negamax(&null, depth - 1 - r, -beta, -beta + 1, ply + 1);
                    self.after_null = false;
                    self.pop();
                    if self.stopped {
                        return 0;
                    }
                    if score >= beta {
                        return if score >= WIN_BOUND { beta } else { score };
                    }
                }
            }
        }
        let hash_move = entry.map_or(0, |e| e.mv);
        // Internal iterative reduction: without a hash move the order is a guess; a
        // shallower search here is cheaper and fills the table for the next iteration.
        let depth = if sel && hash_move == 0 && depth >= IIR_DEPTH { depth - 1 } else { depth };
        // Near the leaves, a quiet move cannot lift a hopeless static evaluation to alpha.
        let futile = sel
            && !pv
            && !in_check
            && depth <= FUTILITY_DEPTH
            && alpha.abs() < WIN_BOUND
            && eval_here(self, pos) + FUTILITY_MARGIN[depth.clamp(0, FUTILITY_DEPTH) as usize] <= alpha;
        let late_limit = if sel && !pv && !in_check && depth <= LMP_DEPTH { (3 + depth * depth) as usize } else { usize::MAX };
        let moves = std::mem::take(&mut self.moves[ply]);
        let mut scores = std::mem::take(&mut self.scores[ply]);
        self.order.score(pos, &moves, hash_move, ply, &mut scores);
        // A forced move costs nothing to look past (draughts' compulsory captures).
        let extend = moves.len() == 1 && ply < 2 * MAX_PLY / 3;
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_key = 0;
        self.push(hash);
        let reducible =
            !self.plain && depth >= LMR_DEPTH && moves.len() > LMR_MIN_MOVES && !extend && !in_check && self.late_move_reductions;
        let may_extend = ply < 2 * MAX_PLY / 3;
        let mut quiets_seen = 0usize;
        for i in 0..moves.len() {
            let mv = moves[pick_next(&mut scores, i)];
            let noisy = pos.is_noisy(&mv);
            let order_score = scores[i].0;
            // Pruning near the leaves, never before a move has given a real score.
            let prunable = i > 0 && best > -WIN_BOUND;
            if !noisy {
                quiets_seen += 1;
                if prunable && quiets_seen > late_limit && is_plain_quiet(order_score) {
                    continue;
                }
            } else if sel && prunable && !pv && !in_check && depth <= SEE_DEPTH && order_score < KILLER_FLOOR {
                // A capture that loses more than a margin a ply (its hint is its exchange).
                if pos.order_hint(&mv) < -SEE_MARGIN * depth {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.apply(&mv);
            let gives_check = (futile || CHECK_EXTENSION) && child.in_check();
            if futile && prunable && !noisy && !gives_check && is_plain_quiet(order_score) {
                continue;
            }
            // A check is looked at one ply further (it may be the start of a mating attack).
            let check = CHECK_EXTENSION && may_extend && gives_check;
            let d = if extend || check { depth } else { depth - 1 };
            let quiet_late = reducible && !check && i >= LMR_FROM && is_plain_quiet(order_score) && !noisy;
            let reduction = if !quiet_late {
                0
            } else if sel {
                // More for a move whose history says it fails, less at a PV node or for one that often cuts.
                let r = lmr_table_reduction(depth, i) - pv as i32 - (order_score > HISTORY_GOOD) as i32 + (order_score < 0) as i32;
                r.min(d - 1).max(0)
            } else {
                1 + (i >= 3 * LMR_FROM && depth >= 2 * LMR_DEPTH) as i32
            };
            let score = if i == 0 {
                -self.negamax(&child, d, -beta, -alpha, ply + 1)
            } else {
                let mut probe = -self.negamax(&child, d - reduction, -alpha - 1, -alpha, ply + 1);
                if reduction > 0 && probe > alpha && !self.stopped {
                    probe = -self.negamax(&child, d, -alpha - 1, -alpha, ply + 1);
                }
                if probe > alpha && probe < beta && !self.stopped {
                    -self.negamax(&child, d, -beta, -alpha, ply + 1)
                } else {
                    probe
                }
            };
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_key = pos.move_key(&mv);
            }
            if score > alpha {
                alpha = score;
                if pv && !self.pv.is_empty() {
                    self.extend_pv(ply, mv);
                }
            }
            if alpha >= beta {
                if !noisy {
                    let side = pos.side_to_move().index();
                    self.order.cut_off(side, best_key, ply, depth);
                    if sel {
                        // The quiet moves tried before it did not cut: their history falls.
                        for j in 0..i {
                            let earlier = &moves[scores[j].1 as usize];
                            if !pos.is_noisy(earlier) {
                                self.order.penalise(side, pos.move_key(earlier), depth);
                            }
                        }
                    }
                }
                break;
            }
        }
        self.pop();
        self.moves[ply] = moves;
        self.scores[ply] = scores;
        if self.stopped {
            return 0;
        }
        let bound = if best >= beta {
            LOWER
        } else if best > alpha0 {
            EXACT
        } else {
            UPPER
        };
        self.tt.store(hash, depth, to_tt(best, ply), bound, best_key);
        best
    }

    /// The shared start of every node: the game's end, repetition, the ply limit and
    /// (at depth 0) quiescence. `None` means the node must be searched.
    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: &R,
        moves: &[R::Move],
        hash: u64,
        rep: Repetition,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Option<i32> {
        if let Some(o) = pos.outcome(moves, rep) {
            return Some(Self::terminal_score(pos, o.winner, ply));
        }
        // A position seen before on this line or in the game: the side that could
        // avoid it did not, so the cycle can go on; score it as a draw.
        if rep.count >= 2 {
            return Some(0);
        }
        // A position the endgame tables decide (draughts, src/egdb): no need to look further.
        if let Some(wdl) = pos.endgame_table() {
            return Some(database_score(pos, wdl));
        }
        if moves.is_empty() {
            return Some(pos.evaluate());
        }
        if ply >= MAX_PLY - 1 {
            return Some(pos.evaluate());
        }
        if depth <= 0 {
            self.push(hash);
            let v = self.quiesce_moves(pos, moves, alpha, beta, ply, 0);
            self.pop();
            return Some(v);
        }
        None
    }

    fn quiesce(&mut self, pos: &R, alpha: i32, beta: i32, ply: usize, qply: usize) -> i32 {
        self.tick();
        if self.stopped {
            return 0;
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        pos.generate(&mut moves);
        let v = match pos.outcome(&moves, Repetition { count: 1, cycle_plies: 0 }) {
            Some(o) => Self::terminal_score(pos, o.winner, ply),
            None => self.quiesce_moves(pos, &moves, alpha, beta, ply, qply),
        };
        self.moves[ply] = moves;
        v
    }

    /// Stand pat unless every legal move is noisy (a compulsory capture: the side to
    /// move cannot decline it), then follow the noisy moves.
    fn quiesce_moves(&mut self, pos: &R, moves: &[R::Move], mut alpha: i32, beta: i32, ply: usize, qply: usize) -> i32 {
        let forced = moves.iter().all(|m| pos.is_noisy(m));
        if moves.is_empty() || qply >= MAX_QPLY || ply + 1 >= self.moves.len() {
            return pos.evaluate();
        }
        // At the horizon, a threatened capture (a shot) makes the position unclear:
        // every move is searched once, without standing pat (once per line: the
        // replies' quiescence stands pat again).
        let threatened = THREAT_QUIESCENCE && !forced && qply == 0 && pos.capture_threat();
        let mut best = -INF;
        if !forced && !threatened {
            // The hash only where the cache reads it (the draughts family).
            best = if R::CACHE_EVALUATION { self.static_eval(pos, pos.hash()) } else { pos.evaluate() };
            if best >= beta {
                return best;
            }
            alpha = alpha.max(best);
        }
        let mut scores = std::mem::take(&mut self.scores[ply]);
        scores.clear();
        // Noisy moves by their hint; one the game calls losing (a negative hint: a
        // capture that loses the exchange) is skipped where standing pat is allowed.
        scores.extend(moves.iter().enumerate().map(|(i, m)| {
            let hint = if pos.is_noisy(m) {
                pos.order_hint(m)
            } else if threatened {
                QUIET_IN_QUIESCENCE
            } else {
                i32::MIN
            };
            (if hint < 0 && !forced && !threatened { i32::MIN } else { hint }, i as u32)
        }));
        sort_if_long(&mut scores);
        for i in 0..moves.len() {
            let index = pick_next(&mut scores, i);
            if scores[i].0 == i32::MIN {
                break;
            }
            let mut child = pos.clone();
            child.apply(&moves[index]);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, qply + 1);
            if self.stopped {
                break;
            }
            best = best.max(score);
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.scores[ply] = scores;
        best
    }
}

/// Indices of `scores` (score, index) by score, highest first, equals in index order
/// (outside the generic code: one sort in the module, not one per game).
fn best_scored_first(scores: &[(i32, u32)]) -> Vec<usize> {
    let keys: Vec<i64> = scores.iter().map(|s| -(s.0 as i64)).collect();
    crate::core::sort::stable_order(&keys)
}

/// Win scores are stored relative to the node, not the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

thread_local! {
    /// Whether searches on this thread are plain (`plain_search`).
    static PLAIN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with every alpha-beta search it starts on this thread plain: no selective
/// search (pruning and reductions by the evaluation and move count), no null move and
/// no late-move reductions; quiescence, the transposition table and move ordering stay.
/// A second opinion that shares the evaluation but not the pruning's blind spots (the
/// puzzle generator's second verification). Searches outside `f` are unchanged.
pub fn plain_search<T>(f: impl FnOnce() -> T) -> T {
    let before = PLAIN.with(|p| p.replace(true));
    let result = f();
    PLAIN.with(|p| p.set(before));
    result
}

thread_local! {
    /// One table per thread, kept between searches (the worker searches one game at a time).
    static TABLE: std::cell::RefCell<Option<Table>> = const { std::cell::RefCell::new(None) };
}

fn take_table(owner: &'static str) -> Table {
    let kept = TABLE.with(|t| t.borrow_mut().take());
    match kept {
        Some(mut t) => {
            if t.owner != owner {
                t.clear();
                t.owner = owner;
            }
            t
        }
        None => Table::new(owner),
    }
}

fn give_back_table(t: Table) {
    TABLE.with(|slot| *slot.borrow_mut() = Some(t));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Options, Rules};
    use crate::games::draughts::{self, variants};

    /// The evaluation cache saves work and changes nothing: at a node limit a search
    /// with it and one without find the same move, score, depth, nodes and root scores.
    #[test]
    fn the_evaluation_cache_leaves_every_search_result_as_it_was() {
        let limits = Limits { max_depth: 64, time_ms: None, max_nodes: 20_000, fresh_table: true, until_deadline: false };
        let mut rng = super::super::rng::Rng::new(7);
        // How many evaluations the caches held in all (so that they were used).
        let mut held = 0;
        for id in ["russian", "american", "international", "pool", "armenian", "frisian"] {
            let opts = Options::none().resolve(id, &variants::options(id)).unwrap();
            let start = draughts::start(id, &opts).unwrap();
            for plies in [0, 10, 30] {
                let mut pos = start.clone();
                let mut moves = Vec::new();
                for _ in 0..plies {
                    moves.clear();
                    pos.generate(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    pos.apply(&moves[rng.below(moves.len())]);
                }
                let run = |cache: bool| {
                    let mut s = Searcher::new(&pos, &[], &limits, false, 0.0);
                    if !cache {
                        s.evals = Vec::new();
                    }
                    let r = s.root(&pos, &limits, Some(50), 0.0);
                    let kept = s.evals.iter().filter(|e| e.0 != 0).count();
                    (format!("{:?} {} {} {} {:?}", r.best, r.score, r.depth, s.nodes, r.roots), kept)
                };
                let ((with, kept), (without, _)) = (run(true), run(false));
                assert_eq!(with, without, "{id} after {plies} plies");
                held += kept;
            }
        }
        assert!(held > 50_000, "the caches held {held} evaluations");
    }
}
