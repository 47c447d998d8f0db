//! `boardgames`: rules engines for the checkers family, alquerque, shogi, chess and
//! Kanare Kato's checkerboard games, with a game-independent computer player.
//! Pure Rust; `wasm.rs` is the only file that knows about the browser.

pub mod ai;
pub mod core;
/// Endgame databases of the draughts family (docs/egdb.md): used natively and, in wasm, by
/// the knowledge module only (Cargo.toml); compiled but unreached in the plain draughts
/// module, which is then the same bytes as before the knowledge module (gated out, the
/// inliner chose otherwise: +173 bytes).
#[cfg(feature = "draughts")]
pub mod egdb;
pub mod games;
/// A draughts evaluation learned from self-play (docs/learned-eval.md): native, and in
/// wasm the knowledge module only (Cargo.toml).
#[cfg(all(feature = "draughts", knowledge_code))]
pub mod learn;
/// The puzzle generator (the command line's `puzzles`; not in the wasm module).
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles;
pub mod session;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use games::detect::detect_record;
pub use games::setup::from_setup;
pub use games::{catalog, from_position, new_game};
