//! The registry of games: one entry per public id, each knowing its catalog
//! information and how to start a game or read a position.
//!
//! Cargo features choose the families compiled in (Cargo.toml, `[features]`; default: all):
//! the page loads one wasm module per family (docs/design.md, "The family modules"). A build without a family
//! knows none of its games: asking for one gives the usual unknown-game error.

#[cfg(feature = "alquerque")]
pub mod alquerque;
#[cfg(feature = "binary")]
pub mod binary;
#[cfg(feature = "chess")]
pub mod chess;
pub mod detect;
#[cfg(feature = "draughts")]
pub mod draughts;
#[cfg(feature = "incorrect-checkers")]
pub mod incorrect_checkers;
/// What Binary and Zong-Heng share.
#[cfg(any(feature = "binary", feature = "zonghen"))]
pub mod kato;
#[cfg(feature = "draughts")]
mod seen;
pub mod setup;
#[cfg(feature = "shogi")]
pub mod shogi;
#[cfg(all(feature = "draughts", feature = "alquerque", feature = "incorrect-checkers"))]
#[doc(hidden)]
pub mod slow_positions;
/// What Alquerque's and Incorrect Checkers' boards share.
#[cfg(any(feature = "alquerque", feature = "incorrect-checkers"))]
pub mod small_board;
#[cfg(feature = "zonghen")]
pub mod zonghen;

use crate::core::options::Resolved;
use crate::core::{ErrorKind, GameError, GameInfo, Options};
use crate::session::AnyGame;

/// How to make one game. Every game of the collection has one entry in `entries()`.
/// Each function is given the entry's `id`, so that one function serves a family's
/// games (the fifteen draughts games).
pub struct GameEntry {
    pub id: &'static str,
    pub info: fn(&'static str) -> GameInfo,
    pub start: fn(&'static str, &Resolved) -> Opened,
    pub from_position: fn(&'static str, &str, &Resolved) -> Opened,
}

/// A game an entry opened, or why it could not.
pub type Opened = Result<Box<dyn AnyGame>, GameError>;

fn entries() -> Vec<GameEntry> {
    #[allow(unused_mut)]
    let mut all = Vec::new();
    #[cfg(feature = "draughts")]
    all.extend(draughts::entries());
    #[cfg(feature = "alquerque")]
    all.extend(alquerque::entries());
    #[cfg(feature = "zonghen")]
    all.extend(zonghen::entries());
    #[cfg(feature = "binary")]
    all.extend(binary::entries());
    #[cfg(feature = "incorrect-checkers")]
    all.extend(incorrect_checkers::entries());
    #[cfg(feature = "shogi")]
    all.extend(shogi::entries());
    #[cfg(feature = "chess")]
    all.extend(chess::entries());
    all
}

/// Every game with its names, board size and options.
pub fn catalog() -> Vec<GameInfo> {
    entries().iter().map(|e| (e.info)(e.id)).collect()
}

pub(crate) fn find(id: &str) -> Result<(GameEntry, GameInfo), GameError> {
    let all = entries();
    let known: Vec<&str> = all.iter().map(|e| e.id).collect();
    let list = known.join(", ");
    match all.into_iter().find(|e| e.id == id) {
        Some(e) => {
            let info = (e.info)(e.id);
            Ok((e, info))
        }
        None => Err(GameError::of(ErrorKind::UnknownGame, format!("unknown game '{id}'; known: {list}"))),
    }
}

/// A new game from its standard start.
pub fn new_game(id: &str, options: &Options) -> Result<Box<dyn AnyGame>, GameError> {
    let (entry, info) = find(id)?;
    let resolved = options.resolve(id, &info.options)?;
    (entry.start)(entry.id, &resolved)
}

/// A game from a position in the game's standard text.
pub fn from_position(id: &str, text: &str, options: &Options) -> Result<Box<dyn AnyGame>, GameError> {
    let (entry, info) = find(id)?;
    let resolved = options.resolve(id, &info.options)?;
    (entry.from_position)(entry.id, text, &resolved)
}
