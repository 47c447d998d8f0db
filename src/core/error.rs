//! Errors are plain, lower-case messages in the game's own words; they become JS
//! `Error`s only at the wasm boundary.
//!
//! Messages quote the input they refuse between single quotes ('11-15'). Every message
//! passes through `GameError::new`, which cuts each quoted part to `QUOTED_CHARS`
//! characters and the whole message to `MESSAGE_CHARS`, so that no input, however long,
//! makes a long message (a 1 MB move token once gave a 2-million-character notice).

use std::fmt;

/// The most characters of quoted input a message repeats; longer input ends in "…".
pub const QUOTED_CHARS: usize = 40;
/// The most characters of a whole message (a backstop for input quoted without quotes).
pub const MESSAGE_CHARS: usize = 500;

/// What kind of error it is: each kind but `Other` has a stable code (`code()`, listed in
/// docs/api.md), which the wasm adapter sets as the JS `Error`'s `code`. The codes are
/// part of the API: never rename one. `Other` is the kind of an error whose cause is the
/// input the caller passed as a whole (a move text that names no move, a record or a
/// position that does not read): the caller knows which input that was and gives the kind
/// (`or_kind`), so the same reader serves every entry point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// No code: the message says what is wrong.
    Other,
    /// A move the rules do not allow ("illegal move '...'", the wording of every game).
    IllegalMove,
    /// A quiet move while a capture is compulsory (draughts).
    MustCapture,
    /// A move text that names two or more legal moves (draughts).
    AmbiguousMove,
    /// A record longer than one game's record can be.
    RecordTooLong,
    UnknownOption,
    UnknownGame,
    /// Shogi: a second unpromoted pawn dropped on a file (nifu).
    Nifu,
    /// Shogi: a pawn dropped to give checkmate (uchifuzume).
    Uchifuzume,
    /// Shogi: a piece dropped where it could never move again.
    DeadSquare,
    /// Shogi: a piece moved where it could never move again without promoting.
    MustPromote,
    /// A move that leaves (or puts) the mover's king in check (shogi's wording).
    KingInCheck,
    /// A search started from inside an analysis' `onDepth`.
    SearchRunning,
    /// `free()` of a game from inside its analysis' `onDepth`.
    FreedDuringAnalysis,
    /// A move text that names no move of the game (unreadable, or a square off the board).
    BadNotation,
    /// A record (or a collection of records) that does not read.
    BadRecord,
    /// A position (text or setup) that does not read or that the game's rules refuse.
    BadPosition,
    /// Any other argument out of its range or of the wrong type.
    BadArgument,
}

impl ErrorKind {
    /// The stable code; none for `Other` (see `GameError::or_kind`).
    pub fn code(self) -> Option<&'static str> {
        Some(match self {
            ErrorKind::Other => return None,
            ErrorKind::IllegalMove => "illegal-move",
            ErrorKind::MustCapture => "must-capture",
            ErrorKind::AmbiguousMove => "ambiguous-move",
            ErrorKind::RecordTooLong => "record-too-long",
            ErrorKind::UnknownOption => "unknown-option",
            ErrorKind::UnknownGame => "unknown-game",
            ErrorKind::Nifu => "nifu",
            ErrorKind::Uchifuzume => "uchifuzume",
            ErrorKind::DeadSquare => "dead-square",
            ErrorKind::MustPromote => "must-promote",
            ErrorKind::KingInCheck => "king-in-check",
            ErrorKind::SearchRunning => "search-running",
            ErrorKind::FreedDuringAnalysis => "freed-during-analysis",
            ErrorKind::BadNotation => "bad-notation",
            ErrorKind::BadRecord => "bad-record",
            ErrorKind::BadPosition => "bad-position",
            ErrorKind::BadArgument => "bad-argument",
        })
    }
}

/// A message and its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError(pub String, pub ErrorKind);

impl GameError {
    /// An error of kind `Other` with the message `msg`.
    pub fn new(msg: impl Into<String>) -> Self {
        Self::from_message(msg.into(), ErrorKind::Other)
    }

    /// An error of kind `kind` with the message `msg`.
    pub fn of(kind: ErrorKind, msg: impl Into<String>) -> Self {
        Self::from_message(msg.into(), kind)
    }

    /// A move the rules refuse: "illegal move '`text`'" and, when there is one, why.
    pub fn illegal_move(text: &str, why: Option<&str>) -> Self {
        Self::illegal_move_of(ErrorKind::IllegalMove, text, why)
    }

    /// As `illegal_move`, with the kind of the rule the move breaks (shogi's nifu, ...).
    pub fn illegal_move_of(kind: ErrorKind, text: &str, why: Option<&str>) -> Self {
        let msg = match why {
            Some(why) => format!("illegal move '{text}': {why}"),
            None => format!("illegal move '{text}'"),
        };
        Self::from_message(msg, kind)
    }

    // Out of line: `new` is generic and called from hundreds of places (9 KB of wasm inlined).
    #[inline(never)]
    fn from_message(msg: String, kind: ErrorKind) -> Self {
        GameError(shorten(msg), kind)
    }

    pub fn kind(&self) -> ErrorKind {
        self.1
    }

    pub fn code(&self) -> Option<&'static str> {
        self.1.code()
    }

    /// This error, of kind `kind` where it has none of its own (`Other`): the caller
    /// names the input it passed (`ErrorKind`'s comment).
    pub fn or_kind(self, kind: ErrorKind) -> Self {
        match self.1 {
            ErrorKind::Other => GameError(self.0, kind),
            _ => self,
        }
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

/// `msg` with every quoted part longer than `QUOTED_CHARS` cut to that many characters
/// and "…", then the whole cut to `MESSAGE_CHARS` and "…". A quote opens a quoted part
/// at the start or after a space or an opening bracket (so "white's" is no quote) and
/// the part ends at the next quote followed by the end, a space or punctuation.
pub fn shorten(msg: String) -> String {
    if msg.chars().count() <= QUOTED_CHARS {
        return msg;
    }
    let chars: Vec<char> = msg.chars().collect();
    let closing = closing_quotes(&chars);
    let mut out = String::with_capacity(msg.len().min(4 * MESSAGE_CHARS));
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        out.push(c);
        i += 1;
        let opens = c == '\'' && (i == 1 || matches!(chars[i - 2], ' ' | '(' | '[' | '"'));
        if opens {
            if let Some(end) = closing[i] {
                let inner = &chars[i..end];
                out.extend(inner.iter().take(QUOTED_CHARS));
                if inner.len() > QUOTED_CHARS {
                    out.push('…');
                }
                out.push('\'');
                i = end + 1;
            }
        }
        if out.len() > 4 * MESSAGE_CHARS {
            break; // the rest cannot survive the cut below
        }
    }
    if out.chars().count() > MESSAGE_CHARS {
        out = out.chars().take(MESSAGE_CHARS).collect();
        out.push('…');
    }
    out
}

/// For each index, the first quote at or after it that can close a quoted part (one
/// pass from the end, so that a message full of quotes is still read in linear time).
fn closing_quotes(chars: &[char]) -> Vec<Option<usize>> {
    let mut next = vec![None; chars.len() + 1];
    for j in (0..chars.len()).rev() {
        let closes = chars[j] == '\''
            && chars.get(j + 1).is_none_or(|n| n.is_whitespace() || matches!(n, ':' | ';' | ',' | '.' | ')' | ']' | '!' | '?'));
        next[j] = if closes { Some(j) } else { next[j + 1] };
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_come_from_the_kind_never_from_the_text() {
        assert_eq!(GameError::new("illegal move 'x'").code(), None);
        assert_eq!(GameError::illegal_move("x", None).code(), Some("illegal-move"));
        assert_eq!(GameError::illegal_move("x", Some("why")).0, "illegal move 'x': why");
        assert_eq!(GameError::of(ErrorKind::MustCapture, "m").code(), Some("must-capture"));
        assert_eq!(ErrorKind::Other.code(), None);
    }

    #[test]
    fn messages_cut_long_quoted_input() {
        let token = "x".repeat(1_000_000);
        let e = GameError::new(format!("illegal move '{token}': write it like 11-15"));
        assert_eq!(e.0, format!("illegal move '{}…': write it like 11-15", "x".repeat(QUOTED_CHARS)));
    }

    #[test]
    fn messages_keep_short_quoted_input_and_apostrophes() {
        let m = "invalid position: white is in check but it is black's turn; 'abc' and 'de'";
        assert_eq!(GameError::new(m).0, m);
        let long = format!("the move '{}' in white's turn", "y".repeat(50));
        assert_eq!(GameError::new(long).0, format!("the move '{}…' in white's turn", "y".repeat(QUOTED_CHARS)));
    }

    #[test]
    fn messages_are_never_longer_than_the_cap() {
        // Unquoted input, quotes inside the input and unmatched quotes are all bounded.
        for msg in [
            format!("move 3 ({}) of the record", "z".repeat(100_000)),
            format!("illegal move '{}'", "' ".repeat(100_000)),
            format!("'{}", "q".repeat(100_000)),
            "é".repeat(100_000),
            " 'a".repeat(300_000), // opening quotes that never close: still linear time
        ] {
            let cut = GameError::new(msg).0;
            assert!(cut.chars().count() <= MESSAGE_CHARS + 1, "{} characters", cut.chars().count());
        }
    }
}
