//! Whole-game records. Each game family writes its community's format (PDN, PGN,
//! KIF); the rest use this documented text record:
//!
//! ```text
//! [Game "zonghen"]
//! [Position "<position text>"]      (only when the game did not start from the standard start)
//! [Result "1-0" | "0-1" | "1/2-1/2" | "*"]
//! 1. d4> e5< 2. ...                  (moves in canonical notation)
//! ```

use super::result_tokens::PDN_RESULTS;
use super::variations::{read_rav, wrap, write_rav, Line, Node, Numbering, RavSyntax};
use super::{ErrorKind, GameError, Outcome, Side};

/// A game as records hold it: where it started and the moves, as text.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    /// Tag pairs in order (game-specific ones included).
    pub tags: Vec<(String, String)>,
    /// The start position text, `None` for the standard start.
    pub start: Option<String>,
    pub moves: Vec<String>,
    /// The result where the format writes it apart from the tags (KIF's end word 投了...).
    pub result: Option<String>,
}

impl Record {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// The most characters one game's record may have. A game of thousands of moves with
/// comments and variations is a few hundred thousand; the readers' memory grows with the
/// text they read (and wasm memory never shrinks), so a longer text is refused before
/// any of it is read (`check_size`). A file of many games is cut by `collection::split`.
pub const MAX_RECORD_CHARS: usize = 1_000_000;

/// Refuses a record of `chars` characters (UTF-16 units at the wasm boundary) beyond
/// `MAX_RECORD_CHARS`, with the code `record-too-long`.
pub fn check_size(chars: usize) -> Result<(), GameError> {
    if chars <= MAX_RECORD_CHARS {
        return Ok(());
    }
    Err(GameError::of(
        ErrorKind::RecordTooLong,
        format!("the record is too long: {chars} characters (at most {MAX_RECORD_CHARS} in one game)"),
    ))
}

/// `check_size` for a text already in Rust (its characters counted only when its bytes
/// are over the limit: never fewer bytes than characters).
pub fn check_text_size(text: &str) -> Result<(), GameError> {
    if text.len() <= MAX_RECORD_CHARS {
        Ok(())
    } else {
        check_size(text.chars().count())
    }
}

/// "1-0", "0-1", "1/2-1/2" or "*" from side 0's point of view first.
pub fn result_text(outcome: Option<&Outcome>) -> &'static str {
    match outcome.map(|o| o.winner) {
        None => "*",
        Some(None) => "1/2-1/2",
        Some(Some(Side::First)) => "1-0",
        Some(Some(Side::Second)) => "0-1",
    }
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Writes tag pairs and numbered moves (`1. a b 2. c d`), PGN-style.
pub fn write_tagged(tags: &[(String, String)], moves: &[String], result: &str, numbered: bool) -> String {
    let mut out = String::new();
    for (k, v) in tags {
        out.push_str(&format!("[{k} \"{}\"]\n", escape(v)));
    }
    out.push('\n');
    let mut line = String::new();
    for (i, mv) in moves.iter().enumerate() {
        let piece = if numbered && i % 2 == 0 { format!("{}. {mv}", i / 2 + 1) } else { mv.clone() };
        if line.len() + piece.len() > 78 {
            out.push_str(line.trim_end());
            out.push('\n');
            line.clear();
        }
        line.push_str(&piece);
        line.push(' ');
    }
    line.push_str(result);
    out.push_str(line.trim());
    out.push('\n');
    out
}

/// A record's tag pairs in order and its moves.
pub type Tagged = (Vec<(String, String)>, Vec<String>);

/// Reads tag pairs and the move text of a PGN-like record; comments `{...}`, move
/// numbers, results and `;` line comments are skipped. Moves may contain spaces
/// only when `joined_prefix` says a token joins the next (the Malaysian huff `h23 18-22`).
pub fn read_tagged(text: &str, joins_next: impl Fn(&str) -> bool) -> Result<Tagged, GameError> {
    read_tagged_with(text, &joins_next)
}

/// `read_tagged` behind a `dyn` closure, so that its readers (the text record, PDN,
/// Alquerque's) share one copy of it rather than one each.
#[inline(never)]
fn read_tagged_with(text: &str, joins_next: &dyn Fn(&str) -> bool) -> Result<Tagged, GameError> {
    let mut tags = Vec::new();
    let mut body = String::new();
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('[') && t.ends_with(']') {
            tags.push(tag_pair(&t[1..t.len() - 1]));
        } else if !t.starts_with(';') {
            body.push_str(t);
            body.push(' ');
        }
    }
    let mut cleaned = String::new();
    let mut depth = 0;
    for ch in body.chars() {
        match ch {
            '{' | '(' => depth += 1,
            '}' | ')' => depth = (depth - 1).max(0),
            _ if depth == 0 => cleaned.push(ch),
            _ => {}
        }
    }
    let mut moves: Vec<String> = Vec::new();
    let mut pending: Option<String> = None;
    for token in cleaned.split_whitespace() {
        let token = strip_number(token);
        if token.is_empty() || PDN_RESULTS.contains(&token) {
            continue;
        }
        let full = match pending.take() {
            Some(p) => format!("{p} {token}"),
            None => token.to_string(),
        };
        if joins_next(&full) {
            pending = Some(full);
        } else {
            moves.push(full);
        }
    }
    if let Some(p) = pending {
        moves.push(p);
    }
    if tags.is_empty() && moves.is_empty() {
        return Err(GameError::new("empty record"));
    }
    Ok((tags, moves))
}

/// The name and value of a tag `Name "value"` (the text between its brackets): the value
/// without its quotes, `\"` and `\\` read as `"` and `\`.
fn tag_pair(inner: &str) -> (String, String) {
    let (name, rest) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
    let rest = rest.trim();
    let quoted = rest.strip_prefix('"').map(|r| r.strip_suffix('"').unwrap_or(r)).unwrap_or(rest);
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' && matches!(chars.peek(), Some('"' | '\\')) {
            value.extend(chars.next());
        } else {
            value.push(c);
        }
    }
    (name.to_string(), value)
}

/// "12." or "12..." before a move, or a token that is only a move number.
pub(crate) fn strip_number(token: &str) -> &str {
    let digits = token.trim_start_matches(|c: char| c.is_ascii_digit());
    if digits.len() < token.len() && digits.starts_with('.') {
        digits.trim_start_matches('.')
    } else {
        token
    }
}

/// Tag pairs and movetext of a PGN-like record, for reading its variations: a line
/// `[Name "value"]` outside a brace comment is a tag, `%` escape lines are skipped, and
/// the movetext ends where the tags of a second game begin.
pub fn split_tagged(text: &str) -> (Vec<(String, String)>, String) {
    let mut tags = Vec::new();
    // At most the text: no growth by doubling past it.
    let mut body = String::with_capacity(text.len());
    let mut in_comment = false;
    for line in text.lines() {
        let t = line.trim().trim_start_matches('\u{feff}');
        if !in_comment && t.starts_with('%') {
            continue;
        }
        if !in_comment && t.starts_with('[') && t.ends_with(']') {
            if !body.trim().is_empty() {
                break;
            }
            tags.push(tag_pair(&t[1..t.len() - 1]));
            continue;
        }
        // A ';' comment ends with its line: braces after it do not count.
        let mut in_line_comment = false;
        for c in line.chars() {
            match c {
                '{' if !in_line_comment => in_comment = true,
                '}' if !in_line_comment => in_comment = false,
                ';' if !in_comment => in_line_comment = true,
                _ => {}
            }
        }
        body.push_str(line);
        body.push('\n');
    }
    (tags, body)
}

/// `read_tagged` with the variations and comments of the movetext (see
/// `variations::read_rav`); the record's moves are the mainline.
pub fn read_tagged_line(text: &str, syntax: &RavSyntax) -> Result<(Vec<(String, String)>, Line), GameError> {
    let (tags, body) = split_tagged(text);
    let line = read_rav(&body, syntax)?;
    if tags.is_empty() && line.is_empty() {
        return Err(GameError::new("empty record"));
    }
    Ok((tags, line))
}

/// `write_tagged` with the variations and comments of `line` (numbered by ply from 1).
pub fn write_tagged_line(tags: &[(String, String)], line: &[Node], result: &str) -> String {
    let mut out = String::new();
    for (k, v) in tags {
        out.push_str(&format!("[{k} \"{}\"]\n", escape(v)));
    }
    out.push('\n');
    let mut tokens = write_rav(line, Numbering { number: 1, first_moves_first: true });
    tokens.push(result.to_string());
    out.push_str(&wrap(&tokens, 78));
    out
}
