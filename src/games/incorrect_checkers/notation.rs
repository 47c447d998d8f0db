//! Move notation: `c3-d4` for a step or a retreat, `c3:c7` for a chain of jumps
//! (start and end only: moves with the same start and end are one move), `pass`.
//! `play` also takes a jump's full path (`c3:e5:c7`), checked leg by leg and kept
//! for display.

use crate::core::{GameError, MoveInfo};

use super::board::{bit, name, parse_square, NEXT, NONE};
use super::moves::{IMove, Kind, MAX_PATH};
use super::position::IncorrectCheckers;

pub fn write(m: &IMove) -> String {
    match m.kind {
        Kind::Pass => "pass".to_string(),
        Kind::Jump => format!("{}:{}", name(m.from), name(m.to)),
        Kind::Step | Kind::Retreat => format!("{}-{}", name(m.from), name(m.to)),
    }
}

pub fn describe(m: &IMove) -> MoveInfo {
    let cell = |c: u8| if c == NONE { None } else { Some(c as usize) };
    MoveInfo {
        notation: write(m),
        from: cell(m.from),
        to: cell(m.to),
        path: m.cells().iter().map(|&c| c as usize).collect(),
        ..MoveInfo::default()
    }
}

pub fn parse(pos: &IncorrectCheckers, text: &str, legal: &[IMove]) -> Result<IMove, GameError> {
    let original = text.trim();
    let lower = original.to_ascii_lowercase();
    if lower == "pass" {
        return legal.iter().find(|m| m.kind == Kind::Pass).copied().ok_or_else(|| GameError::new("you cannot pass: a move is possible"));
    }
    let names: Vec<&str> = lower.split(['-', ':', 'x', '×']).map(str::trim).collect();
    if names.len() < 2 || names.iter().any(|s| s.is_empty()) {
        return Err(GameError::new(format!("cannot read move '{original}': write it like c3-d4 or c3:c7")));
    }
    let mut cells = Vec::with_capacity(names.len());
    for s in &names {
        cells.push(parse_square(s).ok_or_else(|| GameError::new(format!("no square '{s}' in move '{original}'")))?);
    }
    let (from, to) = (cells[0], cells[cells.len() - 1]);
    let Some(mut m) = legal.iter().find(|m| m.from == from && m.to == to).copied() else {
        return Err(GameError::illegal_move(original, None));
    };
    if cells.len() > 2 {
        if m.kind != Kind::Jump || cells.len() > MAX_PATH || !is_jump_path(pos, &cells) {
            return Err(GameError::illegal_move(original, Some("that is not a path of jumps")));
        }
        m.path[..cells.len()].copy_from_slice(&cells);
        m.path[cells.len()..].fill(NONE);
        m.len = cells.len() as u8;
    }
    Ok(m)
}

/// Whether `cells` is a chain of jumps for the piece on `cells[0]`: each leg over a
/// friendly piece diagonally (each at most once) or over one enemy piece orthogonally,
/// onto an empty square.
fn is_jump_path(pos: &IncorrectCheckers, cells: &[u8]) -> bool {
    let me = pos.side.index();
    let friends = pos.men[me] & !bit(cells[0]);
    let enemy = pos.men[1 - me];
    let mut jumped = 0u64;
    let mut enemy_jumped = false;
    for leg in cells.windows(2) {
        let (at, land) = (leg[0], leg[1]);
        let Some(d) = (0..8).find(|&d| {
            let over = NEXT[d][at as usize];
            over != NONE && NEXT[d][over as usize] == land
        }) else {
            return false;
        };
        let over = NEXT[d][at as usize];
        if (friends | enemy) & bit(land) != 0 {
            return false;
        }
        if d % 2 == 1 {
            if friends & !jumped & bit(over) == 0 {
                return false;
            }
            jumped |= bit(over);
        } else {
            if enemy_jumped || enemy & bit(over) == 0 {
                return false;
            }
            enemy_jumped = true;
        }
    }
    true
}
