//! The computer player: one game-independent search over the `Rules` trait.
//! Alpha-beta (`search`) for games with a reliable evaluation, Monte Carlo tree
//! search (`mcts`) for the others (`Rules::search_method`), levels 1-6 on top, and
//! `analyse` (the best lines with their scores). Limits (`SearchLimits`) are a time,
//! a node budget or a depth; without a time, results repeat exactly.
//!
//! What a game gives the search, all through `Rules`: `evaluate` (side to move's
//! view, a man or pawn = 100), `hash` (transposition table and repetitions),
//! `is_noisy` (quiescence: captures, promotions), and, cheap to add and worth it,
//! `move_key` (the default hashes the move's Debug text), `order_hint` (e.g. the
//! value captured) and `search_method` (`MonteCarlo` where `evaluate` is weak).

pub mod analyse;
mod clock;
mod levels;
mod limits;
pub mod mcts;
mod ordering;
pub mod rng;
pub mod search;
mod tt;

pub use analyse::{analyse, Analysis, AnalysisKind, Line, Score, MAX_MULTI_PV};
pub use clock::now_ms;
pub use levels::{alpha_beta_settings, choose, choose_limited, choose_with, last_stats, AlphaBetaSettings, Config, Stats};
pub use limits::{SearchLimits, DEFAULT_TIME_MS, MAX_DEPTH, MAX_NODES, MAX_TIME_MS};
pub use search::{plain_search, search, Limits, SearchResult};
