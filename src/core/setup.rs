//! A position described as the position editor sees it: pieces on cells (kinds named as
//! `View` names them), the side to move, and the few extra facts some games keep (shogi
//! hands, Zong-Heng/Binary supplies, chess castling rights, en passant square and
//! counters). Each game family turns a `Setup` into its own position (see
//! `games::setup`), so that the page never writes position text itself.

use super::{GameError, Side, View};

/// One piece on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupPiece {
    /// The cell, numbered as `View::pieces` numbers them.
    pub cell: usize,
    pub side: Side,
    /// The kind as `PieceView::kind` names it ("man", "king", chess "Q", shogi "+R", ...).
    pub kind: String,
}

/// Everything the editor knows about a position. Unset fields take the game's default:
/// chess castling rights are inferred from the placement, supplies from the pieces on the
/// board, counters start at zero.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub pieces: Vec<SetupPiece>,
    pub turn: Side,
    /// Shogi: pieces in hand as (kind, count), per side.
    pub hands: Option<[Vec<(String, u32)>; 2]>,
    /// Zong-Heng and Binary: pieces left to place, per side.
    pub supply: Option<[u32; 2]>,
    /// Chess: "KQkq", a subset, or "-".
    pub castling: Option<String>,
    /// Chess: the cell a pawn just crossed with its double step.
    pub en_passant: Option<usize>,
    /// Chess: plies since the last capture or pawn move.
    pub halfmove_clock: Option<u32>,
    /// Chess: the fullmove number; shogi: the move number.
    pub move_number: Option<u32>,
}

impl Setup {
    /// The pieces and the side to move, every other field left to the game's default.
    pub fn new(pieces: Vec<SetupPiece>, turn: Side) -> Self {
        Setup { pieces, turn, hands: None, supply: None, castling: None, en_passant: None, halfmove_clock: None, move_number: None }
    }
}

/// The board of a setup, one entry per cell of `view`, after the checks every game shares:
/// each cell exists and is playable, holds at most one piece, and each kind is one of
/// `kinds`.
pub fn board<'a>(setup: &'a Setup, view: &View, kinds: &[&str]) -> Result<Vec<Option<(Side, &'a str)>>, GameError> {
    let mut cells: Vec<Option<(Side, &str)>> = vec![None; view.labels.len()];
    for p in &setup.pieces {
        if p.cell >= cells.len() || view.labels[p.cell].is_empty() {
            crate::bail!("cell {} is not a playable cell of {} (cells 0 to {})", p.cell, view.game, cells.len().saturating_sub(1));
        }
        if !kinds.contains(&p.kind.as_str()) {
            crate::bail!("'{}' is not a piece of {} (kinds: {})", p.kind, view.game, kinds.join(", "));
        }
        if cells[p.cell].is_some() {
            crate::bail!("two pieces on cell {} ({})", p.cell, view.labels[p.cell]);
        }
        cells[p.cell] = Some((p.side, p.kind.as_str()));
    }
    Ok(cells)
}

/// Refuses the fields a game does not have (`has`: the names it has), so that a setup
/// meant for another game is not silently read as this one.
pub fn refuse_extras(setup: &Setup, game: &str, has: &[&str]) -> Result<(), GameError> {
    let given = [
        ("hands", setup.hands.is_some()),
        ("supply", setup.supply.is_some()),
        ("castling", setup.castling.is_some()),
        ("enPassant", setup.en_passant.is_some()),
        ("halfmoveClock", setup.halfmove_clock.is_some()),
        ("moveNumber", setup.move_number.is_some()),
    ];
    for (name, set) in given {
        if set && !has.contains(&name) {
            crate::bail!("{game} has no '{name}' in its setup");
        }
    }
    Ok(())
}

/// Rows from the top, `/` between them, a digit run for empty cells and `letter(side,
/// kind)` for a piece: the board field of FEN, SFEN and the Zong-Heng/Binary text.
pub fn rows_text(cells: &[Option<(Side, &str)>], rows: usize, cols: usize, letter: impl Fn(Side, &str) -> String) -> String {
    let mut out = Vec::with_capacity(rows);
    for r in 0..rows {
        let (mut line, mut gap) = (String::new(), 0);
        for c in 0..cols {
            match cells[r * cols + c] {
                None => gap += 1,
                Some((side, kind)) => {
                    if gap > 0 {
                        line.push_str(&gap.to_string());
                        gap = 0;
                    }
                    line.push_str(&letter(side, kind));
                }
            }
        }
        if gap > 0 {
            line.push_str(&gap.to_string());
        }
        out.push(line);
    }
    out.join("/")
}
