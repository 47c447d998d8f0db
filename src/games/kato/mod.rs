//! What Kanare Kato's two checkerboard games (Binary, Zong-Heng) share: the board and
//! its cells, the orthogonal groups and their comparison, and the `size` option.

pub mod board;
pub mod groups;
pub mod position;

use crate::core::options::Resolved;
use crate::core::{GameError, OptionInfo};

use board::SIZES;

/// The options of both games: the board's size.
pub fn options() -> Vec<OptionInfo> {
    vec![OptionInfo::numbers("size", &SIZES, 8)]
}

/// The board size the options ask for; an error naming `game` for a size it cannot be played on.
pub fn size_of(opts: &Resolved, game: &str) -> Result<usize, GameError> {
    let size = opts.int("size");
    if SIZES.contains(&size) {
        Ok(size as usize)
    } else {
        Err(GameError::new(format!("{game} cannot be played on a board of size {size}")))
    }
}
