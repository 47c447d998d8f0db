//! Errors are plain, lower-case messages in the game's own words; they become JS
//! `Error`s only at the wasm boundary.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError(pub String);

impl GameError {
    pub fn new(msg: impl Into<String>) -> Self {
        GameError(msg.into())
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GameError {}

/// Shorthand for an `Err(GameError)` built with `format!`.
#[macro_export]
macro_rules! bail {
    ($($arg:tt)*) => { return Err($crate::core::GameError::new(format!($($arg)*))) };
}
