//! Move notation: numeric PDN (`11-15`, `15x24`, `15x24x31` only where needed to
//! tell moves apart, `h23 18-22` for a huff) or algebraic (`c3-d4`, `c3:e5:g3`,
//! captures always with every landing square, as Russian records write them).

use crate::core::{ErrorKind, GameError, MoveInfo};

use super::board::{Board, NONE};
use super::moves::DMove;
use super::variants::Notation;

fn name(board: &Board, cell: u8) -> &str {
    &board.names[cell as usize]
}

/// The canonical text of `m` among the legal moves `legal`.
pub fn write(board: &Board, notation: Notation, m: &DMove, legal: &[DMove]) -> String {
    let mut text = String::new();
    if m.huff != NONE {
        text.push('h');
        text.push_str(name(board, m.huff));
        if m.from == NONE {
            return text;
        }
        text.push(' ');
    }
    let algebraic = notation == Notation::Algebraic;
    let sep = match (m.is_capture(), algebraic) {
        (false, _) => "-",
        (true, false) => "x",
        (true, true) => ":",
    };
    let full_path = m.is_capture() && (algebraic || legal.iter().any(|o| o != m && o.from == m.from && o.to == m.to && o.huff == m.huff));
    let cells: Vec<u8> = if full_path { m.cells().to_vec() } else { vec![m.from, m.to] };
    let names: Vec<&str> = cells.iter().map(|c| name(board, *c)).collect();
    text.push_str(&names.join(sep));
    text
}

/// The move's description for the page.
pub fn describe(board: &Board, notation: Notation, m: &DMove, legal: &[DMove]) -> MoveInfo {
    let cell = |c: u8| if c == NONE { None } else { Some(c as usize) };
    MoveInfo {
        notation: write(board, notation, m, legal),
        from: cell(m.from),
        to: cell(m.to),
        path: m.cells().iter().map(|c| *c as usize).collect(),
        captures: m.captured().iter().map(|c| *c as usize).collect(),
        huff: cell(m.huff),
        crowns: m.crowns,
        ..MoveInfo::default()
    }
}

/// Reads a move leniently: `-`, `x`, `:` or `×` between squares, short form or a full
/// or partial path, an optional huff prefix; returns the one legal move it names.
pub fn parse(board: &Board, notation: Notation, huffing: bool, text: &str, legal: &[DMove]) -> Result<DMove, GameError> {
    let original = text.trim();
    let mut rest = original;
    let mut huff = None;
    if huffing {
        if let Some(after) = rest.strip_prefix(['h', 'H']) {
            let (sq, tail) = after.split_once(char::is_whitespace).unwrap_or((after, ""));
            let cell = board.parse_square(sq).ok_or_else(|| GameError::new(format!("no square '{sq}' to huff in '{original}'")))?;
            huff = Some(cell as u8);
            rest = tail.trim();
        }
    }
    let lower = rest.to_ascii_lowercase();
    let squares: Vec<&str> = lower.split(['-', 'x', ':', '×']).map(str::trim).collect();
    if rest.is_empty() && huff.is_some() {
        return pick(original, legal.iter().filter(|m| Some(m.huff) == huff && m.from == NONE).copied().collect(), board, notation, legal);
    }
    if squares.len() < 2 || squares.iter().any(|s| s.is_empty()) {
        return Err(GameError::new(format!("cannot read move '{original}': write it like {}", example(notation))));
    }
    let mut cells = Vec::with_capacity(squares.len());
    for s in &squares {
        let c = board.parse_square(s).ok_or_else(|| GameError::new(format!("no square '{s}' in move '{original}'")))?;
        cells.push(c as u8);
    }
    let (first, last) = (cells[0], cells[cells.len() - 1]);
    let between = &cells[1..cells.len() - 1];
    let matches: Vec<DMove> = legal
        .iter()
        .filter(|m| m.from == first && m.to == last && huff.is_none_or(|h| h == m.huff))
        .filter(|m| is_subsequence(between, &m.cells()[1..m.cells().len().saturating_sub(1)]))
        .copied()
        .collect();
    // A path written in full names its own move even when it is part of a longer one.
    let exact: Vec<DMove> = matches.iter().filter(|m| m.cells() == cells.as_slice()).copied().collect();
    pick(original, if exact.len() == 1 { exact } else { matches }, board, notation, legal)
}

fn pick(original: &str, matches: Vec<DMove>, board: &Board, notation: Notation, legal: &[DMove]) -> Result<DMove, GameError> {
    match matches.len() {
        1 => Ok(matches[0]),
        0 => {
            if !legal.is_empty() && legal.iter().all(|m| m.is_capture()) {
                Err(GameError::of(ErrorKind::MustCapture, format!("illegal move '{original}': capturing is compulsory")))
            } else {
                Err(GameError::illegal_move(original, None))
            }
        }
        _ => {
            let options: Vec<String> = matches.iter().map(|m| write(board, notation, m, legal)).collect();
            Err(GameError::of(ErrorKind::AmbiguousMove, format!("ambiguous move '{original}': write one of {}", options.join(", "))))
        }
    }
}

fn is_subsequence(wanted: &[u8], within: &[u8]) -> bool {
    let mut it = within.iter();
    wanted.iter().all(|w| it.any(|c| c == w))
}

fn example(notation: Notation) -> &'static str {
    match notation {
        Notation::Algebraic => "c3-d4 or c3:e5",
        _ => "11-15 or 15x24",
    }
}
