//! A chess position from an editor's setup, written as FEN and read back by `fen::read`
//! (which applies every check a FEN gets: one king each, no pawn on the first or last
//! rank, castling rights and en passant square possible, the side not to move not in check).

use crate::core::setup::{board, refuse_extras, rows_text, Setup};
use crate::core::{GameError, Side, View};

const KINDS: [&str; 6] = ["K", "Q", "R", "B", "N", "P"];

/// The FEN of `setup` on the chess board described by `view` (cell names, row order).
pub fn text(setup: &Setup, view: &View) -> Result<String, GameError> {
    refuse_extras(setup, "chess", &["castling", "enPassant", "halfmoveClock", "moveNumber"])?;
    let cells = board(setup, view, &KINDS)?;
    let letter = |side: Side, kind: &str| if side == Side::First { kind.to_string() } else { kind.to_ascii_lowercase() };
    let at = |name: &str| {
        let cell = view.labels.iter().position(|l| l == name)?;
        cells[cell].map(|(side, kind)| letter(side, kind))
    };
    let castling = match &setup.castling {
        Some(given) if given.is_empty() => "-".to_string(),
        Some(given) => given.clone(),
        None => inferred_castling(&at),
    };
    let en_passant = match setup.en_passant {
        None => "-".to_string(),
        Some(cell) => match view.labels.get(cell) {
            Some(name) if !name.is_empty() => name.clone(),
            _ => crate::bail!("en passant cell {cell} is not a square of the board"),
        },
    };
    let turn = if setup.turn == Side::First { "w" } else { "b" };
    let halfmoves = setup.halfmove_clock.unwrap_or(0);
    let fullmoves = setup.move_number.unwrap_or(1);
    Ok(format!("{} {turn} {castling} {en_passant} {halfmoves} {fullmoves}", rows_text(&cells, view.rows, view.cols, letter)))
}

/// Every castling right whose king and rook stand on their original squares (FEN order):
/// a setup cannot tell whether they moved and came back, and the right is the usual wish.
fn inferred_castling(at: &dyn Fn(&str) -> Option<String>) -> String {
    let home = |square: &str, piece: &str| at(square).as_deref() == Some(piece);
    let mut rights = String::new();
    for (king, rook, square, right) in [("K", "R", "h1", 'K'), ("K", "R", "a1", 'Q'), ("k", "r", "h8", 'k'), ("k", "r", "a8", 'q')] {
        let king_square = if king == "K" { "e1" } else { "e8" };
        if home(king_square, king) && home(square, rook) {
            rights.push(right);
        }
    }
    if rights.is_empty() {
        rights.push('-');
    }
    rights
}
