//! USI moves, the canonical notation: `7g7f`, `8h2b+` (promotion), `P*5e` (drop).

use crate::core::{GameError, Record};

use super::moves::SMove;
use super::pieces::{from_usi_letter, KING, USI};
use super::sfen::{parse_square, square_name};

pub fn write(m: &SMove) -> String {
    if m.is_drop() {
        format!("{}*{}", USI[m.kind as usize], square_name(m.to as usize))
    } else {
        let plus = if m.promote { "+" } else { "" };
        format!("{}{}{plus}", square_name(m.from as usize), square_name(m.to as usize))
    }
}

/// What a USI text names: (from or `None` with the dropped kind, to, promotes).
#[derive(Debug, PartialEq, Eq)]
pub enum UsiMove {
    Board { from: usize, to: usize, promote: bool },
    Drop { kind: u8, to: usize },
}

/// Reads USI text (the drop letter in either case); `None` if it is not USI.
pub fn parse(text: &str) -> Option<UsiMove> {
    let t = text.trim();
    if let Some((p, sq)) = t.split_once('*') {
        let mut chars = p.chars();
        let kind = from_usi_letter(chars.next()?)?;
        if chars.next().is_some() || kind == KING {
            return None;
        }
        return Some(UsiMove::Drop { kind, to: parse_square(sq)? });
    }
    let (body, promote) = match t.strip_suffix('+') {
        Some(b) => (b, true),
        None => (t, false),
    };
    if body.len() != 4 || !body.is_ascii() {
        return None;
    }
    Some(UsiMove::Board { from: parse_square(&body[..2])?, to: parse_square(&body[2..])?, promote })
}

/// Whether a legal move is the one the USI text names.
pub fn matches(m: &SMove, u: &UsiMove) -> bool {
    match *u {
        UsiMove::Board { from, to, promote } => !m.is_drop() && m.from as usize == from && m.to as usize == to && m.promote == promote,
        UsiMove::Drop { kind, to } => m.is_drop() && m.kind == kind && m.to as usize == to,
    }
}

/// A USI `position` command (`position startpos moves 7g7f 3c3d`, `position sfen ...
/// moves ...`, the word `position` optional) read as a record; `None` if the text is
/// not one, so KIF is tried instead.
pub fn read_position_command(text: &str) -> Option<Result<Record, GameError>> {
    let t = text.trim();
    let t = t.strip_prefix("position").map(str::trim_start).unwrap_or(t);
    let (start, rest) = if let Some(rest) = t.strip_prefix("startpos") {
        (None, rest)
    } else if let Some(rest) = t.strip_prefix("sfen ") {
        let (sfen, rest) = match rest.find(" moves") {
            Some(i) => (&rest[..i], &rest[i..]),
            None => (rest, ""),
        };
        (Some(sfen.trim().to_string()), rest)
    } else {
        return None;
    };
    let rest = rest.trim();
    let moves: Vec<String> = match rest.strip_prefix("moves") {
        Some(list) => list.split_whitespace().map(str::to_string).collect(),
        None if rest.is_empty() => Vec::new(),
        None => return Some(Err(GameError::new(format!("expected 'moves' after the position, found '{rest}'")))),
    };
    Some(Ok(Record { tags: Vec::new(), start, moves, result: None }))
}
