//! A draughts evaluation learned from play (docs/learned-eval.md): self-play at a
//! small node budget gives quiet positions labelled by the game's result (or by the
//! endgame tables' exact value where they reach); the pattern weights of
//! `games::draughts::eval_patterns` and a scale on the hand-set evaluation are fitted
//! by logistic regression (full-batch Adam on the cross-entropy of a sigmoid of the
//! evaluation); the result is a file built into the module for the games where it
//! gains (games/draughts/eval_learned.rs) or loaded by the command line (`installed`).

// The pipeline (self-play, labelling, fitting) is native only; the knowledge wasm
// module (Cargo.toml `knowledge`) has the model and its switch.
#[cfg(not(target_arch = "wasm32"))]
pub mod data;
#[cfg(not(target_arch = "wasm32"))]
pub mod fit;
pub mod installed;
pub mod model;
