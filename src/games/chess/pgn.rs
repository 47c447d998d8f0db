//! PGN export and import (PGN standard, "export format" for writing): the seven tag
//! roster, SetUp/FEN for games not from the standard start, SAN movetext numbered
//! from the start position's fullmove number. Reading takes the first game and skips
//! comments, NAGs, annotation glyphs, recursive variations and escape lines;
//! `write_line` and `read_line` keep the variations (RAV) and comments (see
//! `core::variations`), NAGs and glyphs still dropped.

use crate::core::record_tags::result_token;
use crate::core::result_tokens::is_chess_result;
use crate::core::variations::{mainline, read_rav, wrap, write_rav, Line, Node, Numbering, RavSyntax, RESULTS};
use crate::core::{GameError, MoveInfo, Outcome, Reason, Record, RecordTags};

use super::fen;
use super::position::Chess;

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The seven-tag roster's value for a tag the record does not give.
fn unknown(name: &str) -> Option<&'static str> {
    Some(if name == "Date" { "????.??.??" } else { "?" })
}

/// The tag pairs and the blank line before the movetext: the seven-tag roster (the
/// record's values, "?" where it has none), SetUp/FEN, Termination, the other tags.
fn tags_text(start: &Chess, outcome: Option<&Outcome>, record: &RecordTags) -> String {
    let start_fen = fen::write(start);
    let mut tags = record.pgn_pairs(["white", "black"], &unknown);
    tags.push(("Result".into(), result_token(outcome, record)));
    if start_fen != fen::START {
        tags.push(("SetUp".into(), "1".into()));
        tags.push(("FEN".into(), start_fen));
    }
    if let Some(o) = outcome {
        // PGN 9.8.1 values; the page's reason code itself is not a PGN value.
        let termination = if o.reason == Reason::Time { "time forfeit" } else { "normal" };
        tags.push(("Termination".into(), termination.into()));
    }
    let other = record.other_pairs(&tags);
    tags.extend(other);
    let mut out = String::new();
    for (k, v) in &tags {
        out.push_str(&format!("[{k} \"{}\"]\n", escape(v)));
    }
    out.push('\n');
    out
}

/// `write` with the variations (RAV) and `{comments}` of `line`, whose moves are the game's.
pub fn write_line(start: &Chess, line: &[Node], outcome: Option<&Outcome>, record: &RecordTags) -> String {
    let mut out = tags_text(start, outcome, record);
    let numbering = Numbering { number: start.fullmoves(), first_moves_first: start.us() == 0 };
    let mut tokens = write_rav(line, numbering);
    tokens.push(result_token(outcome, record));
    out.push_str(&wrap(&tokens, 79));
    out
}

pub fn write(start: &Chess, moves: &[MoveInfo], outcome: Option<&Outcome>, record: &RecordTags) -> String {
    let result = result_token(outcome, record);
    let mut out = tags_text(start, outcome, record);
    let mut tokens = Vec::with_capacity(moves.len() * 3 / 2 + 1);
    let mut number = start.fullmoves();
    let mut white = start.us() == 0;
    for (i, mv) in moves.iter().enumerate() {
        if white {
            tokens.push(format!("{number}."));
        } else if i == 0 {
            tokens.push(format!("{number}..."));
        }
        tokens.push(mv.notation.clone());
        if !white {
            number = number.saturating_add(1);
        }
        white = !white;
    }
    tokens.push(result.to_string());
    // Export format: lines of at most 79 characters.
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

fn read_tag(line: &str) -> Result<(String, String), GameError> {
    let inner = line.trim().trim_start_matches('[').trim_end_matches(']').trim();
    let (name, rest) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
    let rest = rest.trim();
    if name.is_empty() || !rest.starts_with('"') || !rest.ends_with('"') || rest.len() < 2 {
        return Err(GameError::new(format!("invalid pgn tag '{}'", line.trim())));
    }
    let mut value = String::new();
    let mut chars = rest[1..rest.len() - 1].chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                value.push(n);
            }
        } else {
            value.push(c);
        }
    }
    Ok((name.to_string(), value))
}

/// A movetext token with its move number and annotation glyphs removed ("12.e4!" -> "e4").
fn clean_move(token: &str) -> &str {
    let t = token.trim_start_matches(|c: char| c.is_ascii_digit());
    let t = if t.len() < token.len() && t.starts_with('.') { t.trim_start_matches('.') } else { token };
    t.trim_end_matches(['!', '?'])
}

/// The tags of the first game and its movetext: `%` escape lines skipped, brace
/// comments followed across lines.
fn split(text: &str) -> Result<(Vec<(String, String)>, String), GameError> {
    let mut tags = Vec::new();
    // At most the text: no growth by doubling past it.
    let mut movetext = String::with_capacity(text.len());
    let mut in_moves = false;
    let mut in_comment = false;
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('%') {
            continue; // escape mechanism (PGN 6)
        }
        if !in_comment && t.starts_with('[') && t.ends_with(']') {
            if in_moves {
                break; // the tags of a second game
            }
            tags.push(read_tag(t)?);
            continue;
        }
        if !t.is_empty() {
            in_moves = true;
        }
        // Track brace comments across lines so a ';' or '[' inside one is ignored.
        for c in line.chars() {
            match c {
                '{' => in_comment = true,
                '}' => in_comment = false,
                _ => {}
            }
        }
        movetext.push_str(line);
        movetext.push('\n');
    }

    Ok((tags, movetext))
}

/// The start FEN when the tags give one (and SetUp is not "0").
fn start_of(tags: &[(String, String)]) -> Option<String> {
    tags.iter().find(|(k, _)| k == "FEN").map(|(_, v)| v.clone()).filter(|_| !tags.iter().any(|(k, v)| k == "SetUp" && v == "0"))
}

/// `read` with the variations and comments of the first game: the record and its
/// mainline as a line.
pub fn read_line(text: &str) -> Result<(Record, Line), GameError> {
    let (tags, movetext) = split(text)?;
    let line = read_rav(&movetext, &RavSyntax { joins_next: &|_| false, glyphs: true, results: RESULTS })?;
    if tags.is_empty() && line.is_empty() {
        return Err(GameError::new("empty pgn"));
    }
    let start = start_of(&tags);
    Ok((Record { tags, start, moves: mainline(&line), result: None }, line))
}

pub fn read(text: &str) -> Result<Record, GameError> {
    let (tags, movetext) = split(text)?;
    let mut moves = Vec::new();
    let mut depth = 0usize;
    let mut chars = movetext.chars().peekable();
    let mut token = String::new();
    let flush = |token: &mut String, depth: usize, moves: &mut Vec<String>| -> bool {
        let done = if depth == 0 && !token.is_empty() {
            if is_chess_result(token) {
                true
            } else {
                let mv = clean_move(token);
                if !mv.is_empty() && !mv.starts_with('$') {
                    moves.push(mv.to_string());
                }
                false
            }
        } else {
            false
        };
        token.clear();
        done
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                if flush(&mut token, depth, &mut moves) {
                    break;
                }
                for n in chars.by_ref() {
                    if n == '}' {
                        break;
                    }
                }
            }
            ';' => {
                if flush(&mut token, depth, &mut moves) {
                    break;
                }
                for n in chars.by_ref() {
                    if n == '\n' {
                        break;
                    }
                }
            }
            '(' => {
                if flush(&mut token, depth, &mut moves) {
                    break;
                }
                depth += 1;
            }
            ')' => {
                flush(&mut token, depth, &mut moves);
                if depth == 0 {
                    return Err(GameError::new("invalid pgn: ')' closes no variation"));
                }
                depth -= 1;
            }
            c if c.is_whitespace() => {
                if flush(&mut token, depth, &mut moves) {
                    break;
                }
            }
            '$' => {
                if flush(&mut token, depth, &mut moves) {
                    break;
                }
                token.push(c);
            }
            _ => token.push(c),
        }
    }
    flush(&mut token, depth, &mut moves);
    if depth > 0 {
        return Err(GameError::new("invalid pgn: a variation '(' is never closed"));
    }
    if tags.is_empty() && moves.is_empty() {
        return Err(GameError::new("empty pgn"));
    }
    let start = tags
        .iter()
        .find(|(k, _): &&(String, String)| k == "FEN")
        .map(|(_, v)| v.clone())
        .filter(|_| !tags.iter().any(|(k, v)| k == "SetUp" && v == "0"));
    Ok(Record { tags, start, moves, result: None })
}
