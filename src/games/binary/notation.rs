//! Move notation: the placed square `d4`, or two squares `d4,f6` in alphabetical
//! order (by file letter, then by rank number). Reading is lenient: either order,
//! upper case, `,` `+` `;` or spaces between the squares.

use crate::core::geometry::Grid;
use crate::core::{GameError, MoveInfo};

use super::board::{is_centre, is_own_colour, EMPTY};
use super::moves::BMove;
use super::position::Binary;

/// The squares of `mv` in notation order: file first, then rank from the bottom.
fn ordered(grid: Grid, mv: &BMove) -> Vec<usize> {
    let mut cells: Vec<usize> = mv.cells().iter().map(|&c| c as usize).collect();
    crate::core::sort::sort_by_key(&mut cells, |&c| (grid.col(c) * (grid.rows + 1) + grid.rows - grid.row(c)) as i64);
    cells
}

pub fn write(pos: &Binary, mv: &BMove) -> String {
    let grid = pos.grid();
    ordered(grid, mv).iter().map(|&c| grid.algebraic(c)).collect::<Vec<_>>().join(",")
}

pub fn describe(pos: &Binary, mv: &BMove) -> MoveInfo {
    let places = ordered(pos.grid(), mv);
    MoveInfo {
        notation: write(pos, mv),
        from: None,
        to: places.first().copied(),
        path: places.first().copied().into_iter().collect(),
        places,
        discard: mv.discard.then_some(true),
        ..MoveInfo::default()
    }
}

pub fn parse(pos: &Binary, text: &str, legal: &[BMove]) -> Result<BMove, GameError> {
    let original = text.trim();
    if original.eq_ignore_ascii_case("pass") {
        return Err(GameError::new("there is no passing in binary: place one piece or two"));
    }
    let grid = pos.grid();
    let names: Vec<String> = original.split([',', '+', ';', ' ', '\t']).filter(|s| !s.is_empty()).map(|s| s.to_ascii_lowercase()).collect();
    let mut cells = Vec::with_capacity(2);
    for name in &names {
        match grid.parse_algebraic(name) {
            Some(c) => cells.push(c),
            None => return Err(GameError::new(format!("cannot read the move '{original}': write one square like d4 or two like d4,f6"))),
        }
    }
    if cells.is_empty() || cells.len() > 2 {
        return Err(GameError::new(format!("cannot read the move '{original}': write one square like d4 or two like d4,f6")));
    }
    crate::core::sort::sort_by_key(&mut cells, |&c| c as i64);
    let found = legal.iter().find(|m| m.cells().len() == cells.len() && m.cells().iter().zip(&cells).all(|(&a, &b)| a as usize == b));
    found.copied().ok_or_else(|| GameError::illegal_move(original, Some(&why_illegal(pos, &cells))))
}

fn why_illegal(pos: &Binary, cells: &[usize]) -> String {
    let size = pos.size();
    let side = pos.side_to_move();
    let supply = pos.supply()[side.index()];
    let grid = pos.grid();
    if supply == 0 {
        return "you have no pieces left".to_string();
    }
    if cells.len() == 2 && cells[0] == cells[1] {
        return "the two squares must differ".to_string();
    }
    if let Some(&c) = cells.iter().find(|&&c| pos.at(c) != EMPTY) {
        return format!("{} is not empty", grid.algebraic(c));
    }
    if pos.is_board_empty() {
        return "the first move is one piece on a dark square outside the centre".to_string();
    }
    if cells.len() == 2 {
        if supply < 2 {
            return "you have only one piece left".to_string();
        }
        if cells.iter().any(|&c| !is_own_colour(size, c, side)) {
            return "two pieces go only on empty squares of your colour".to_string();
        }
        return "a piece on a centre square of your colour is the only piece placed that turn".to_string();
    }
    if is_centre(size, cells[0]) && !is_own_colour(size, cells[0], side) {
        return "a piece on a centre square of the other colour costs a discard, and you have no piece left to discard".to_string();
    }
    "that placement is not allowed".to_string()
}
