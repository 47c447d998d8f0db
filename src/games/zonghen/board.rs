//! The Zong-Heng board: Kato's checkerboard (`kato::board`), pushed along its `DIRS`.

pub use crate::games::kato::board::*;

/// The notation's direction marks, in `DIRS` order (up, right, down, left).
pub const DIR_MARKS: [char; 4] = ['^', '>', 'v', '<'];
