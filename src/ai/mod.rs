//! The computer player: one game-independent search over the `Rules` trait.

mod clock;
mod search;

pub use clock::now_ms;
pub use search::{choose, search, SearchResult};
