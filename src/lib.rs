//! `boardgames`: rules engines for the checkers family, alquerque, shogi, chess and
//! Kanare Kato's checkerboard games, with a game-independent computer player.
//! Pure Rust; `wasm.rs` is the only file that knows about the browser.

pub mod ai;
pub mod core;
pub mod games;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use games::detect::detect_record;
pub use games::setup::from_setup;
pub use games::{catalog, from_position, new_game};
