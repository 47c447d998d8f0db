//! Vocabulary every game shares: sides, board geometry, outcomes, errors, options,
//! the `Rules` trait each game implements. Nothing here imports the search or the API facade
//! (`Session`), which sit above it.

pub mod collection;
pub mod error;
pub mod exchange;
pub mod geometry;
pub mod grid_text;
pub mod level_tuning;
pub mod options;
pub mod outcome;
pub mod record;
pub mod record_tags;
pub mod result_tokens;
pub mod rules;
pub mod setup;
pub mod side;
pub mod sort;
pub mod variations;
pub mod view;
pub mod zobrist;

pub use error::{ErrorKind, GameError};
pub use level_tuning::LevelTuning;
pub use options::{OptionInfo, OptionValue, Options};
pub use outcome::{Outcome, Reason};
pub use record::Record;
pub use record_tags::RecordTags;
pub use rules::{perft, Repetition, Rules, SearchMethod};
pub use setup::{Setup, SetupPiece};
pub use side::Side;
pub use view::{Capabilities, CellStyle, GameInfo, MoveInfo, PieceView, Refusal, View};
