//! The computer player: one game-independent search over the `SearchHints` trait.
//! Alpha-beta (`search`) for games with a reliable evaluation, Monte Carlo tree
//! search (`mcts`) for the others (`SearchHints::search_method`), levels 1-6 on top, and
//! `analyse` (the best lines with their scores). Limits (`SearchLimits`) are a time,
//! a node budget or a depth; without a time, results repeat exactly.
//!
//! What a game gives the search, through `Rules` and `SearchHints`: `evaluate` (side to move's
//! view, a man or pawn = 100), `hash` (transposition table and repetitions),
//! `is_noisy` (quiescence: captures, promotions), and, cheap to add and worth it,
//! `move_key` (the default hashes the move's Debug text), `order_hint` (e.g. the
//! value captured) and `search_method` (`MonteCarlo` where `evaluate` is weak). The search's
//! own tuning per game (levels, late-move reductions, playout samples) is its table in `tuning`.

pub mod analyse;
mod clock;
#[cfg(feature = "draughts")]
mod draughts_levels;
pub mod level_tuning;
mod levels;
mod limits;
pub mod mcts;
mod ordering;
pub mod rng;
pub mod search;
mod tt;
pub mod tuning;

pub use crate::core::SearchMethod;
pub use analyse::{analyse, Analysis, AnalysisKind, Line, Score, MAX_MULTI_PV};
pub use clock::now_ms;
pub use level_tuning::LevelTuning;
#[cfg(knowledge_code)]
pub use levels::full_evaluation;
pub use levels::{alpha_beta_settings, choose, choose_limited, choose_with, last_stats, AlphaBetaSettings, Config, Stats};
pub use limits::{SearchLimits, DEFAULT_TIME_MS, MAX_DEPTH, MAX_NODES, MAX_TIME_MS};
pub use search::{plain_search, search, Limits, SearchResult};
pub use tuning::Tuning;
