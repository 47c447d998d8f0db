//! Vocabulary every game shares: sides, board geometry, outcomes, errors, options,
//! the traits each game implements (`Rules`, `Records`, `SearchHints`; `Game` is all three). Nothing here imports the search or the API facade
//! (`Session`), which sit above it.

pub mod collection;
pub mod error;
pub mod exchange;
pub mod geometry;
pub mod grid_text;
pub mod options;
pub mod outcome;
pub mod record;
pub mod record_tags;
pub mod records;
pub mod result_tokens;
pub mod rules;
pub mod search_hints;
pub mod setup;
pub mod side;
pub mod sort;
pub mod variations;
pub mod view;
pub mod zobrist;

pub use error::{ErrorKind, GameError};
pub use options::{OptionInfo, OptionValue, Options};
pub use outcome::{Outcome, Reason};
pub use record::Record;
pub use record_tags::RecordTags;
pub use records::Records;
pub use rules::{perft, Repetition, Rules};
pub use search_hints::{SearchHints, SearchMethod};
pub use setup::{Setup, SetupPiece};
pub use side::Side;
pub use view::{Capabilities, CellStyle, GameInfo, MoveInfo, PieceView, Refusal, View};

/// A whole game as the API facade and the tools need it: its rules, its records and
/// its answers to the search.
pub trait Game: Records + SearchHints {}

impl<T: Records + SearchHints> Game for T {}
