//! Levels 1 (weakest) to 6 (strongest). Low levels search shallowly and choose
//! among the root moves with deliberate noise (a softmax over their scores, only
//! among moves within a margin of the best), so a person can beat them without the
//! computer giving material away every move; from level 3 on the margin is small, so
//! they never hang material for nothing. Level 5 is level 6 on a quarter of the
//! budget (on half, levels 5 and 6 of the selective search agreed so often that shogi's
//! games between them were repetition draws, and draughts' 5-6 step was near zero).
//! A game family may depart from this table by the levels of its row in `tuning` (chess, whose
//! steps against Fairy-Stockfish held to a UCI_Elo were unequal: the yardstick of
//! docs/journal/2026-11-25-strength-tuning.md; draughts and alquerque, whose steps between adjacent levels were);
//! level 6 never changes.
//! Each level takes a share of the budget (time on the page, nodes in a match), so
//! they keep their order at any thinking time. The table was set by matches between
//! adjacent levels (tools/match `levels`; the ladder is in docs/journal/2026-11-25-strength-tuning.md).

use super::tuning;
use crate::core::{Repetition, SearchHints, SearchMethod};

use super::clock::now_ms;
use super::limits::SearchLimits;
use super::mcts::{self, MctsLimits};
use super::rng::Rng;
use super::search::{self, is_decisive, Limits};

/// What the computer player is asked to do.
#[derive(Copy, Clone, Debug)]
pub struct Config {
    /// 1 (weakest) to 6 (strongest); other values are clamped.
    pub level: u32,
    /// The budget for this move; a level below 6 uses a share of its time and nodes.
    /// Without a time limit the move depends only on the position, limits and seed.
    pub limits: SearchLimits,
    /// Seed of the deliberate noise and of the playouts.
    pub seed: u64,
    /// Overrides the game's `SearchHints::search_method` (to test both searches on one game).
    pub method: Option<SearchMethod>,
    /// Reuse the transposition table of the previous search (real play: a little
    /// stronger); false starts empty, so the same call gives the same move. Ignored
    /// without a time limit (such a search always starts empty).
    pub keep_table: bool,
}

impl Config {
    /// A repeatable configuration with a time budget (empty table).
    pub fn new(level: u32, time_ms: u32, seed: u64) -> Config {
        Config::with_limits(level, SearchLimits::time(time_ms), seed)
    }

    /// A repeatable configuration under any limits (empty table).
    pub fn with_limits(level: u32, limits: SearchLimits, seed: u64) -> Config {
        Config { level, limits, seed, method: None, keep_table: false }
    }
}

/// How the last search went (the command line's `ai-bench` and the page's hint).
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Stats {
    pub nodes: u64,
    /// Completed depth (alpha-beta) or 0 (Monte Carlo).
    pub depth: u32,
    /// Playouts (Monte Carlo) or 0 (alpha-beta).
    pub playouts: u64,
    /// Score of the chosen line for the side to move: evaluation units (alpha-beta)
    /// or a per-mille win rate (Monte Carlo).
    pub score: i32,
    pub elapsed_ms: f64,
}

thread_local! {
    static LAST: std::cell::Cell<Stats> = const { std::cell::Cell::new(Stats { nodes: 0, depth: 0, playouts: 0, score: 0, elapsed_ms: 0.0 }) };
}

/// The first level that searches with the full evaluation (`full_evaluation`); the page's
/// worker loads the draughts knowledge module from it on (www/ai-worker.js
/// FIRST_KNOWING_LEVEL; tests/js/knowledge.test.mjs holds both sides of the boundary).
#[cfg(knowledge_code)]
const FIRST_FULL_EVALUATION_LEVEL: u32 = 5;

#[cfg(knowledge_code)]
thread_local! {
    static FULL_EVALUATION: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// Whether the search now evaluates with its game's full evaluation where the game
/// has a richer one than its hand-set terms (draughts: the learned patterns of
/// American and international, src/games/draughts/eval_learned.rs): every search but
/// those of levels 1-4, which keep the hand-set evaluation their ladder was measured
/// with, so the weakest levels stay as weak as they were. Where the learned evaluation is:
/// natively and in the draughts knowledge module (in the combined wasm module the switch
/// alone cost 0.7 KB of gzip).
#[cfg(knowledge_code)]
pub fn full_evaluation() -> bool {
    FULL_EVALUATION.with(|f| f.get())
}

/// Sets `full_evaluation` for as long as it lives, then puts back what was there.
#[cfg(knowledge_code)]
struct EvaluationFor {
    before: bool,
}

#[cfg(knowledge_code)]
impl EvaluationFor {
    fn level(level: u32) -> EvaluationFor {
        let before = FULL_EVALUATION.with(|f| f.replace(level >= FIRST_FULL_EVALUATION_LEVEL));
        EvaluationFor { before }
    }
}

#[cfg(knowledge_code)]
impl Drop for EvaluationFor {
    fn drop(&mut self) {
        FULL_EVALUATION.with(|f| f.set(self.before));
    }
}

/// Statistics of the last `choose` or `analyse` on this thread.
pub fn last_stats() -> Stats {
    LAST.with(|s| s.get())
}

pub(super) fn set_last(stats: Stats) {
    LAST.with(|s| s.set(stats));
}

/// Every level below 6 also stops at a share of the budget, so in a slow game a
/// weaker level cannot search as long as a stronger one. Levels 1-4 also stop at a
/// depth, the game's `LevelTuning::depths` (the common table: 1, 2, 3, 5), or on a
/// share of their moves (`LevelTuning::deeper`) one ply deeper.
struct AlphaBetaLevel {
    /// Share of the time budget the level may use.
    time_share: f64,
    /// Root moves within this much of the best are candidates (None: the best only),
    /// in hundredths of the game's `SearchHints::eval_unit` (a man, a pawn).
    margin: Option<i32>,
    /// Softmax temperature over candidate scores, in the same hundredths.
    temperature: f64,
}

const ALPHA_BETA: [AlphaBetaLevel; 6] = [
    AlphaBetaLevel { time_share: 0.1, margin: Some(150), temperature: 40.0 },
    AlphaBetaLevel { time_share: 0.15, margin: Some(80), temperature: 25.0 },
    AlphaBetaLevel { time_share: 0.25, margin: Some(35), temperature: 15.0 },
    // Level 4 stops at its depth or at a quarter of the budget, whichever comes first
    // (or at level 5's share, where a game lowers that below a quarter).
    AlphaBetaLevel { time_share: 0.25, margin: Some(20), temperature: 8.0 },
    // Level 5's share is the game's `LevelTuning::level5_share` (the common table: 0.25).
    AlphaBetaLevel { time_share: 0.25, margin: None, temperature: 0.0 },
    AlphaBetaLevel { time_share: 1.0, margin: None, temperature: 0.0 },
];

/// The depth of levels 5 and 6: no cap but the budget.
const FULL_DEPTH: u32 = 64;

struct MonteCarloLevel {
    playouts: u64,
    time_share: f64,
    /// Root moves are drawn with probability proportional to visits^sharpness
    /// (0: the most visited).
    sharpness: f64,
}

/// Zong-Heng's ladder (150000 nodes, 80 games a step): with level 1 drawing by
/// visits^2, 338, 108, 112, 117, 137; by visits^4, 1-2 168 (120 games).
const MONTE_CARLO: [MonteCarloLevel; 6] = [
    MonteCarloLevel { playouts: 200, time_share: 0.05, sharpness: 4.0 },
    MonteCarloLevel { playouts: 800, time_share: 0.1, sharpness: 3.0 },
    MonteCarloLevel { playouts: 3_000, time_share: 0.12, sharpness: 5.0 },
    MonteCarloLevel { playouts: 10_000, time_share: 0.25, sharpness: 8.0 },
    MonteCarloLevel { playouts: 0, time_share: 0.5, sharpness: 0.0 },
    MonteCarloLevel { playouts: 0, time_share: 1.0, sharpness: 0.0 },
];

/// The levels of a search with RAVE (Binary's placements): its strength levels off
/// early (self-play at 150000 nodes, 32 games each: 4x the nodes gained +137 Elo from
/// 1000, +77 from 4000, +66 from 9400 and 0 from 37500) and its root visits gather on
/// few moves (level 6 drawing by visits^2 lost only +22 to the most visited, by
/// visits^1 +221), so the table above left levels 2-6 within noise of each other.
/// Here small playout caps (about 20 nodes a playout at the start, so they bind at
/// the page's 1 s as in a match) and a draw by visits^1 to ^2 space the levels.
/// Level 2 draws by visits^2 among fewer playouts than level 3: at 250 by visits^1
/// its steps were 66 and 293 (64 games each), at 175 by visits^2 163 and 137 (128).
/// Level 4 plays 1500 playouts: at 2500 its steps were 273 and 72 (64 games each), at
/// 1500 143 and 170 (128).
/// Plain UCT (Zong-Heng) keeps the table above: the same draw there flattened its
/// levels 1-3.
const MONTE_CARLO_RAVE: [MonteCarloLevel; 6] = [
    MonteCarloLevel { playouts: 60, time_share: 0.05, sharpness: 1.0 },
    MonteCarloLevel { playouts: 175, time_share: 0.1, sharpness: 2.0 },
    MonteCarloLevel { playouts: 800, time_share: 0.2, sharpness: 1.0 },
    MonteCarloLevel { playouts: 1_500, time_share: 0.35, sharpness: 1.2 },
    MonteCarloLevel { playouts: 0, time_share: 0.5, sharpness: 1.6 },
    MonteCarloLevel { playouts: 0, time_share: 1.0, sharpness: 0.0 },
];

/// The computer's move at `level` (1 weakest .. 6 strongest) within `time_ms`, the
/// noise seeded from the clock so games vary. `history` holds the hash of every
/// position of the game so far, `pos` last.
pub fn choose<R: SearchHints>(pos: &R, history: &[u64], level: u32, time_ms: u32) -> Option<R::Move> {
    let seed = pos.hash() ^ (level as u64).rotate_left(48) ^ now_ms().to_bits();
    choose_with(pos, history, &Config { keep_table: true, ..Config::new(level, time_ms, seed) })
}

/// The computer's move at `level` within `limits`. With a seed the move depends only
/// on the position, the limits and the seed when the limits have no time (the
/// transposition table starts empty); without, the noise is seeded from the clock
/// and the table of the previous search is kept.
pub fn choose_limited<R: SearchHints>(pos: &R, history: &[u64], level: u32, limits: &SearchLimits, seed: Option<u64>) -> Option<R::Move> {
    let config = match seed {
        // The position enters the seed, so one seed for a whole game does not draw alike every move.
        Some(seed) => Config::with_limits(level, *limits, seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ pos.hash()),
        None => {
            let seed = pos.hash() ^ (level as u64).rotate_left(48) ^ now_ms().to_bits();
            Config { keep_table: true, ..Config::with_limits(level, *limits, seed) }
        }
    };
    choose_with(pos, history, &config)
}

/// The computer's move under an explicit configuration (tests fix the seed).
pub fn choose_with<R: SearchHints>(pos: &R, history: &[u64], config: &Config) -> Option<R::Move> {
    let start = now_ms();
    let level = config.level.clamp(1, 6);
    let limits = config.limits.resolved();
    let mut moves = Vec::new();
    pos.generate(&mut moves);
    LAST.with(|s| s.set(Stats::default()));
    if moves.len() <= 1 {
        return moves.first().copied();
    }
    if level >= 2 {
        if let Some(mv) = winning_move(pos, &moves) {
            LAST.with(|s| s.set(Stats { score: search::WIN - 1, elapsed_ms: now_ms() - start, ..Stats::default() }));
            return Some(mv);
        }
    }
    let mut rng = Rng::new(config.seed);
    match config.method.unwrap_or_else(|| pos.search_method()) {
        SearchMethod::AlphaBeta => alpha_beta(pos, history, level, &limits, config, &mut rng),
        SearchMethod::MonteCarlo => {
            // The same test as the search's own: RAVE where moves claim squares.
            let rave = !R::amaf_squares(&moves[0]).is_empty();
            monte_carlo(pos, level, rave, &limits, &mut rng)
        }
    }
}

/// A level's share of a budget (at least 1).
fn share<T: Into<f64> + Copy>(budget: Option<T>, share: f64) -> Option<f64> {
    budget.map(|b| (b.into() * share).max(1.0))
}

/// A move after which the game is over and won (checked before any search, so even
/// a shallow or noisy level takes a win in one).
fn winning_move<R: SearchHints>(pos: &R, moves: &[R::Move]) -> Option<R::Move> {
    let me = pos.side_to_move();
    let mut replies = Vec::new();
    moves.iter().copied().find(|mv| {
        let mut child = pos.clone();
        child.apply(mv);
        child.generate(&mut replies);
        matches!(child.outcome(&replies, Repetition { count: 1, cycle_plies: 0 }), Some(o) if o.winner == Some(me))
    })
}

fn alpha_beta<R: SearchHints>(
    pos: &R,
    history: &[u64],
    level: u32,
    budget: &SearchLimits,
    config: &Config,
    rng: &mut Rng,
) -> Option<R::Move> {
    let p = alpha_beta_settings(pos, level);
    let (margin, temperature) = (p.margin, p.temperature);
    // Drawn only where a level has a share, so the other levels' draws stay as they were.
    let depth = if p.deeper > 0.0 && rng.unit() < p.deeper { p.depth + 1 } else { p.depth };
    let limits = Limits {
        max_depth: budget.depth.map_or(depth, |d| d.min(depth)),
        time_ms: share(budget.time_ms, p.share).map(|t| t as u32),
        max_nodes: share(budget.nodes.map(|n| n as f64), p.share).map_or(0, |n| n as u64),
        fresh_table: !config.keep_table,
        until_deadline: level >= 5,
    };
    let result = {
        #[cfg(knowledge_code)]
        let _evaluation = EvaluationFor::level(level);
        search::search(pos, history, &limits, margin)
    };
    LAST.with(|s| {
        s.set(Stats { nodes: result.nodes, depth: result.depth, playouts: 0, score: result.score, elapsed_ms: result.elapsed_ms })
    });
    let best = result.best?;
    let margin = match margin {
        Some(m) if !is_decisive(result.score) && result.depth > 0 => m,
        _ => return Some(best),
    };
    let floor = result.score.saturating_sub(margin);
    let candidates: Vec<(R::Move, f64)> = result
        .roots
        .iter()
        .filter(|(_, s)| *s > floor && !is_decisive(*s))
        .map(|(m, s)| (*m, ((*s - result.score) as f64 / temperature).exp()))
        .collect();
    Some(draw(&candidates, rng).unwrap_or(best))
}

/// What an alpha-beta level searches and how it chooses, for one game.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct AlphaBetaSettings {
    pub depth: u32,
    /// The share of moves searched one ply deeper than `depth`.
    pub deeper: f64,
    /// Share of the budget (time and nodes).
    pub share: f64,
    /// Root moves within this much of the best are candidates, in the game's
    /// evaluation units (None: the best only).
    pub margin: Option<i32>,
    /// Softmax temperature over candidate scores, in the same units.
    pub temperature: f64,
}

/// The settings of alpha-beta `level` (1-6, clamped) for this game: the table above
/// after the game's `SearchHints::eval_unit` and the levels of its row in `tuning`.
pub fn alpha_beta_settings<R: SearchHints>(pos: &R, level: u32) -> AlphaBetaSettings {
    let level = level.clamp(1, 6) as usize;
    let p = &ALPHA_BETA[level - 1];
    let tuning = tuning::of(pos.id()).levels;
    let level5_share = tuning.level5_share.clamp(0.01, 1.0);
    let (noise, share, depth, deeper) = match level {
        // A lower level never gets a larger share than level 5.
        // A share of 0 (or less, or NaN) never draws a deeper move, 1 (or more) always does.
        1..=4 => (tuning.noise[level - 1].max(0.0), p.time_share.min(level5_share), tuning.depths[level - 1], tuning.deeper[level - 1]),
        5 => (1.0, level5_share, FULL_DEPTH, 0.0),
        _ => (1.0, p.time_share, FULL_DEPTH, 0.0),
    };
    // The table counts a man or pawn as 100; a game whose evaluation counts otherwise
    // (Incorrect Checkers: rows of a race) scales it to its own unit.
    let unit = pos.eval_unit().max(1) as f64 / 100.0 * noise;
    AlphaBetaSettings {
        depth: depth.clamp(1, FULL_DEPTH),
        deeper,
        share,
        margin: p.margin.map(|m| ((m as f64 * unit).round() as i32).max(1)),
        temperature: p.temperature * unit,
    }
}

fn monte_carlo<R: SearchHints>(pos: &R, level: u32, rave: bool, budget: &SearchLimits, rng: &mut Rng) -> Option<R::Move> {
    let table = if rave { &MONTE_CARLO_RAVE } else { &MONTE_CARLO };
    let p = &table[level as usize - 1];
    let limits = MctsLimits {
        time_ms: share(budget.time_ms, p.time_share).map(|t| t as u32),
        max_playouts: p.playouts,
        max_nodes: share(budget.nodes.map(|n| n as f64), p.time_share).map_or(0, |n| n as u64),
        max_depth: budget.depth,
        stop_when_settled: false,
    };
    let result = mcts::search(pos, &limits, rng.next_u64());
    let most = result.roots.iter().max_by_key(|r| r.rank())?;
    LAST.with(|s| {
        s.set(Stats {
            nodes: result.nodes,
            depth: 0,
            playouts: result.playouts,
            score: (most.mean * 1000.0) as i32,
            elapsed_ms: result.elapsed_ms,
        })
    });
    if p.sharpness == 0.0 || most.proven.is_some() {
        return Some(most.mv);
    }
    let top = most.visits.max(1) as f64;
    let candidates: Vec<(R::Move, f64)> =
        result.roots.iter().filter(|r| r.proven.is_none()).map(|r| (r.mv, (r.visits as f64 / top).powf(p.sharpness))).collect();
    Some(draw(&candidates, rng).unwrap_or(most.mv))
}

/// Draws one move with probability proportional to its weight.
fn draw<M: Copy>(weighted: &[(M, f64)], rng: &mut Rng) -> Option<M> {
    let total: f64 = weighted.iter().map(|w| w.1).sum();
    if total.is_nan() || total <= 0.0 {
        return weighted.first().map(|w| w.0);
    }
    let mut x = rng.unit() * total;
    for (m, w) in weighted {
        if x < *w {
            return Some(*m);
        }
        x -= w;
    }
    weighted.last().map(|w| w.0)
}
