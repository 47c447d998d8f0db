//! Move notation: `d4>` is the push from d4 to the right, with `^` up, `v` down,
//! `<` left, `>` right as the first player sees the board; `pass`. Reading is
//! lenient: upper case, a space before the mark, arrows, or the two squares
//! `d4-e4` / `d4e4` of the origin piece.

use crate::core::{GameError, MoveInfo};

use super::board::{step, DIR_MARKS};
use super::moves::ZMove;
use super::position::ZongHeng;

pub fn write(pos: &ZongHeng, mv: &ZMove) -> String {
    if mv.is_pass() {
        return "pass".to_string();
    }
    format!("{}{}", pos.grid().algebraic(mv.from as usize), DIR_MARKS[mv.dir as usize])
}

/// The cells of the shifted pieces, from the origin outwards, each with its new cell.
fn shifted(pos: &ZongHeng, mv: &ZMove) -> Vec<[usize; 2]> {
    let mut out = Vec::new();
    let mut cell = mv.from as usize;
    for _ in 0..mv.len {
        let Some(next) = step(pos.size(), cell, mv.dir as usize) else { break };
        out.push([cell, next]);
        cell = next;
    }
    out
}

pub fn describe(pos: &ZongHeng, mv: &ZMove) -> MoveInfo {
    if mv.is_pass() {
        return MoveInfo { notation: write(pos, mv), ..MoveInfo::default() };
    }
    let pushes = shifted(pos, mv);
    let from = mv.from as usize;
    let to = pushes.first().map_or(from, |p| p[1]);
    MoveInfo {
        notation: write(pos, mv),
        from: Some(from),
        to: Some(to),
        path: vec![from, to],
        pushes,
        places: vec![from],
        ..MoveInfo::default()
    }
}

fn mark(c: char) -> Option<usize> {
    match c {
        '^' | '↑' => Some(0),
        '>' | '→' => Some(1),
        'v' | 'V' | '↓' => Some(2),
        '<' | '←' => Some(3),
        _ => None,
    }
}

pub fn parse(pos: &ZongHeng, text: &str, legal: &[ZMove]) -> Result<ZMove, GameError> {
    let original = text.trim();
    let compact: String = original.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.eq_ignore_ascii_case("pass") {
        return legal
            .iter()
            .find(|m| m.is_pass())
            .copied()
            .ok_or_else(|| GameError::new("you cannot pass: a push is possible (a player passes only when they cannot push)"));
    }
    let grid = pos.grid();
    let (from, dir) = match compact.chars().last().and_then(mark) {
        Some(dir) => {
            let square = &compact[..compact.len() - compact.chars().last().map_or(0, char::len_utf8)];
            (grid.parse_algebraic(&square.to_ascii_lowercase()), Some(dir))
        }
        None => {
            // Two squares: the origin and the square its piece moves to.
            let lower = compact.to_ascii_lowercase();
            let parts: Vec<&str> = lower.split(['-', 'x']).filter(|s| !s.is_empty()).collect();
            let squares: Vec<&str> = if parts.len() == 2 { parts } else { split_squares(&lower) };
            match squares[..] {
                [a, b] => match (grid.parse_algebraic(a), grid.parse_algebraic(b)) {
                    (Some(a), Some(b)) => (Some(a), (0..4).find(|&d| step(pos.size(), a, d) == Some(b))),
                    _ => (None, None),
                },
                _ => (None, None),
            }
        }
    };
    let (Some(from), Some(dir)) = (from, dir) else {
        return Err(GameError::new(format!(
            "cannot read the move '{original}': write a square and a direction like d4> (^ up, v down, < left, > right), or pass"
        )));
    };
    legal
        .iter()
        .find(|m| !m.is_pass() && m.from as usize == from && m.dir as usize == dir)
        .copied()
        .ok_or_else(|| GameError::illegal_move(original, Some(why_illegal(pos, from, dir))))
}

/// Splits `d4e4` into its two squares.
fn split_squares(text: &str) -> Vec<&str> {
    let second = text.char_indices().skip(1).find(|(_, c)| c.is_ascii_lowercase()).map(|(i, _)| i);
    match second {
        Some(i) => vec![&text[..i], &text[i..]],
        None => vec![text],
    }
}

fn why_illegal(pos: &ZongHeng, from: usize, dir: usize) -> &'static str {
    use super::board::{is_dark, piece, EMPTY};
    let me = piece(pos.side_to_move());
    if pos.supply()[pos.side_to_move().index()] == 0 {
        return "you have no piece left to place";
    }
    if !is_dark(pos.size(), from) {
        return "only a piece on a dark square can be pushed";
    }
    if pos.at(from) == EMPTY {
        return "there is no piece on that square";
    }
    let (mut own, mut opp, mut cell) = (0, 0, from);
    while pos.at(cell) != EMPTY {
        if pos.at(cell) == me {
            own += 1
        } else {
            opp += 1
        }
        match step(pos.size(), cell, dir) {
            Some(next) => cell = next,
            None => return "the line reaches the edge: a push must end on an empty square",
        }
    }
    if own + opp == 1 {
        "a single piece can be pushed only if it is yours"
    } else {
        "a pushed line must hold more of your pieces than your opponent's"
    }
}
