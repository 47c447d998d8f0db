//! UCI move text (`e2e4`, `e7e8q`; castling as the king's move `e1g1`).

use super::board::{parse_square, square_name, LETTERS};
use super::moves::Move;

pub fn write(mv: &Move) -> String {
    let mut text = square_name(mv.from());
    text.push_str(&square_name(mv.to()));
    if let Some(kind) = mv.promotion() {
        text.push(LETTERS[kind].to_ascii_lowercase());
    }
    text
}

/// The legal move named by UCI text, or `None` when the text is not UCI or names no
/// legal move. Castling is also read as the king taking its own rook (`e1h1`).
pub fn find(text: &str, legal: &[Move]) -> Option<Move> {
    if !text.is_ascii() || (text.len() != 4 && text.len() != 5) {
        return None;
    }
    let from = parse_square(&text[0..2])?;
    let to = parse_square(&text[2..4])?;
    let promotion = match text.as_bytes().get(4) {
        None => None,
        Some(c) => Some(super::board::kind_of_letter(*c as char)?),
    };
    legal
        .iter()
        .copied()
        .find(|m| m.from() == from && (m.to() == to || m.rook_squares().is_some_and(|(rook, _)| rook == to)) && m.promotion() == promotion)
}
