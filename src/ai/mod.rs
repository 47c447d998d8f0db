//! The computer player: one game-independent search over the `Rules` trait.
//! Alpha-beta (`search`) for games with a reliable evaluation, Monte Carlo tree
//! search (`mcts`) for the others (`Rules::search_method`), and levels 1-6 on top.

mod clock;
mod levels;
pub mod mcts;
mod ordering;
pub mod rng;
pub mod search;
mod tt;

pub use clock::now_ms;
pub use levels::{choose, choose_with, last_stats, Config, Stats, MAX_TIME_MS};
pub use search::{search, Limits, SearchResult};
