//! The position text, FEN-like: `B:Ba1,c1,...:Wa8,c8,...` (the side to move, then
//! each side's pieces; B is Black, side 0, W is White). Nothing else is needed: the
//! rules keep no counters. A position may hold more than the game's 12 pieces a
//! side (a study, or a test of the blocked-player rules, which 12 pieces cannot
//! reach); a player then wins with every piece on the far three rows.

use crate::core::{GameError, Rules, Side};

use super::board::{bit, cells_of, name, parse_square, COLOUR, SIZE};
use super::position::IncorrectCheckers;

fn letter(side: Side) -> char {
    if side == Side::First {
        'B'
    } else {
        'W'
    }
}

fn colour(side: Side) -> &'static str {
    if side == Side::First {
        "black"
    } else {
        "white"
    }
}

/// Squares in reading order from Black's side: a1, b1, ..., h1, a2, ...
fn names(set: u64) -> Vec<String> {
    let mut cells: Vec<u8> = cells_of(set).collect();
    crate::core::sort::sort_by_key(&mut cells, |&c| ((SIZE - 1 - c as usize / SIZE) * SIZE + c as usize % SIZE) as i64);
    cells.into_iter().map(name).collect()
}

pub fn write(pos: &IncorrectCheckers) -> String {
    let mut text = String::new();
    text.push(letter(pos.side_to_move()));
    for side in Side::BOTH {
        text.push(':');
        text.push(letter(side));
        text.push_str(&names(pos.men(side)).join(","));
    }
    text
}

pub fn read(text: &str) -> Result<IncorrectCheckers, GameError> {
    let clean = text.trim().trim_matches('"').trim();
    let mut fields = clean.split(':');
    let mut pos = IncorrectCheckers::empty();
    pos.side = match fields.next().map(str::trim) {
        Some("B" | "b") => Side::First,
        Some("W" | "w") => Side::Second,
        _ => return Err(GameError::new(format!("invalid position '{clean}': it must start with B or W (the side to move)"))),
    };
    let mut seen = [false; 2];
    for field in fields {
        let field = field.trim();
        let mut chars = field.chars();
        let side = match chars.next() {
            Some('B') => Side::First,
            Some('W') => Side::Second,
            _ => return Err(GameError::new(format!("invalid position field '{field}': piece lists start with B or W"))),
        };
        if seen[side.index()] {
            return Err(GameError::new(format!("the {} pieces are given twice", colour(side))));
        }
        seen[side.index()] = true;
        for s in chars.as_str().split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let c = parse_square(s).ok_or_else(|| GameError::new(format!("no square '{s}' on the board")))?;
            if (pos.men[0] | pos.men[1]) & bit(c) != 0 {
                return Err(GameError::new(format!("square {s} is given twice")));
            }
            if COLOUR[side.index()] & bit(c) == 0 {
                let kind = if side == Side::First { "dark" } else { "light" };
                return Err(GameError::new(format!("{} pieces stand on {kind} squares, and {s} is not one", colour(side))));
            }
            pos.men[side.index()] |= bit(c);
        }
    }
    for side in Side::BOTH {
        let n = pos.men(side).count_ones();
        if !seen[side.index()] || n == 0 {
            return Err(GameError::new(format!("invalid position '{clean}': {} has no pieces", colour(side))));
        }
    }
    Ok(pos)
}
