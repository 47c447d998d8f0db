//! Move notation (docs/rules.md, "Alquerque"): points a1..e5, `b2-c3` for a step,
//! `c1:c3:e3` for a capture (every landing point), a huff written before the move
//! (`ha3 b2-c3`), `pass`, and `ha3 pass` / `ha3` for a huff alone (`ha3` when it
//! takes the last piece and so ends the game).

use crate::core::{GameError, MoveInfo, Rules};

use super::board::{bell_dirs, bit, name, parse_point, NEXT, NONE};
use super::moves::AMove;
use super::position::Alquerque;

/// The canonical text of `m` (the full path of a capture tells every move apart).
pub fn write(pos: &Alquerque, m: &AMove) -> String {
    let mut text = String::new();
    if m.huff != NONE {
        text.push('h');
        text.push_str(&name(m.huff));
        let them = pos.side_to_move().other();
        if m.is_pass() && pos.men(them) & !bit(m.huff) == 0 {
            return text;
        }
        text.push(' ');
    }
    if m.is_pass() {
        text.push_str("pass");
        return text;
    }
    let sep = if m.is_capture() { ":" } else { "-" };
    let names: Vec<String> = m.cells().iter().map(|&c| name(c)).collect();
    text.push_str(&names.join(sep));
    text
}

pub fn describe(pos: &Alquerque, m: &AMove) -> MoveInfo {
    let cell = |c: u8| if c == NONE { None } else { Some(c as usize) };
    MoveInfo {
        notation: write(pos, m),
        from: cell(m.from),
        to: cell(m.to),
        path: m.cells().iter().map(|&c| c as usize).collect(),
        captures: m.captured_cells().iter().map(|&c| c as usize).collect(),
        huff: cell(m.huff),
        ..MoveInfo::default()
    }
}

/// Reads a move leniently (`-`, `:` or `x` between points, a capture by its start and
/// end or any part of its path, an optional huff prefix) and returns the legal move it names.
pub fn parse(pos: &Alquerque, text: &str, legal: &[AMove]) -> Result<AMove, GameError> {
    let original = text.trim();
    let lower = original.to_ascii_lowercase();
    // The canonical text first: a chain's path may be part of a longer chain's.
    if let Some(m) = legal.iter().find(|m| write(pos, m) == lower) {
        return Ok(*m);
    }
    let mut rest = lower.as_str();
    let mut huff = None;
    if let Some(after) = rest.strip_prefix('h') {
        let (point, tail) = after.split_once(char::is_whitespace).unwrap_or((after, ""));
        let cell = parse_point(point).ok_or_else(|| GameError::new(format!("no point '{point}' to huff in '{original}'")))?;
        huff = Some(cell);
        rest = tail.trim();
    }
    let huff_ok = |m: &AMove| huff.is_none_or(|h| h == m.huff);
    if rest.is_empty() || rest == "pass" {
        if rest.is_empty() && huff.is_none() {
            return Err(GameError::new("empty move"));
        }
        return pick(pos, original, legal.iter().filter(|m| m.is_pass() && huff_ok(m)).copied().collect());
    }
    let points: Vec<&str> = rest.split(['-', ':', 'x', '×']).map(str::trim).collect();
    if points.len() < 2 || points.iter().any(|p| p.is_empty()) {
        return Err(GameError::new(format!("cannot read move '{original}': write it like b2-c3, c1:c3:e3 or ha3 b2-c3")));
    }
    let mut cells = Vec::with_capacity(points.len());
    for p in &points {
        cells.push(parse_point(p).ok_or_else(|| GameError::new(format!("no point '{p}' in move '{original}'")))?);
    }
    let (first, last) = (cells[0], cells[cells.len() - 1]);
    let between = &cells[1..cells.len() - 1];
    let mut matches: Vec<AMove> = legal
        .iter()
        .filter(|m| !m.is_pass() && m.from == first && m.to == last && huff_ok(m))
        .filter(|m| is_subsequence(between, &m.cells()[1..m.cells().len() - 1]))
        .copied()
        .collect();
    if matches.is_empty() && cells.len() > 2 {
        // Another path of a legal chain (same start, end and captures) is the same move.
        matches = legal
            .iter()
            .filter(|m| m.is_capture() && m.from == first && m.to == last && huff_ok(m))
            .filter(|m| match chain_of(pos, m.huff, &cells) {
                Some((captured, landed)) => captured == m.captured && (!pos.rules().tracks_visits() || landed == m.landed),
                None => false,
            })
            .map(|m| with_path(*m, &cells))
            .collect();
    }
    pick(pos, original, matches)
}

/// The pieces a chain along `cells` captures and the points it lands on, if every
/// leg is a jump the rules allow (after the huff of `huff`).
fn chain_of(pos: &Alquerque, huff: u8, cells: &[u8]) -> Option<(u32, u32)> {
    let me = pos.side_to_move();
    let own = pos.men(me) & !bit(cells[0]);
    let mut enemy = pos.men(me.other());
    if huff != NONE {
        enemy &= !bit(huff);
    }
    let bell = bell_dirs(me);
    let (mut captured, mut landed) = (0, 0);
    for leg in cells.windows(2) {
        let (at, land) = (leg[0] as usize, leg[1]);
        let d = (0..8).find(|&d| NEXT[d][at] != NONE && NEXT[d][NEXT[d][at] as usize] == land)?;
        let over = NEXT[d][at];
        if (pos.rules().bell && !bell.contains(&d)) || enemy & bit(over) == 0 || (own | enemy) & bit(land) != 0 {
            return None;
        }
        enemy &= !bit(over);
        captured |= bit(over);
        landed |= bit(land);
    }
    Some((captured, landed))
}

fn with_path(mut m: AMove, cells: &[u8]) -> AMove {
    m.path[..cells.len()].copy_from_slice(cells);
    m
}

fn pick(pos: &Alquerque, original: &str, matches: Vec<AMove>) -> Result<AMove, GameError> {
    match matches.len() {
        1 => Ok(matches[0]),
        0 => Err(GameError::illegal_move(original, None)),
        _ => {
            let options: Vec<String> = matches.iter().map(|m| write(pos, m)).collect();
            Err(GameError::new(format!("ambiguous move '{original}': write one of {}", options.join(", "))))
        }
    }
}

fn is_subsequence(wanted: &[u8], within: &[u8]) -> bool {
    let mut it = within.iter();
    wanted.iter().all(|w| it.any(|c| c == w))
}
