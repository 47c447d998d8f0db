//! CSA records (the Computer Shogi Association's standard file format, V2.2), as
//! shogi servers and engines exchange them:
//!
//! ```text
//! V2.2
//! N+Sente's name
//! N-Gote's name
//! $EVENT:a tournament
//! PI                      (the even start; PI11KY removes Gote's 1一 lance: 香落ち)
//! +                       (Sente to move)
//! +7776FU
//! T12
//! -3334FU,T5              (several statements to a line, separated by ',')
//! +8822UM                 (a promotion names the promoted piece: bishop -> horse)
//! -3122GI
//! +0045KA                 (a drop comes from 00)
//! %TORYO
//! ```
//!
//! Any other start is written as nine rank lines `P1-KY-KE ... * ...` and the hands
//! `P+00KI00FU`; reading also takes piece placements `P-22KA` and `P-00AL` (all the
//! pieces left, to that hand). Squares are two digits, file then rank; pieces are
//! FU KY KE GI KI KA HI OU TO NY NK NG UM RY. Times (`T…`) are skipped, comments
//! (`'…`) too except by `read_line`, which keeps those after a move (`write_line`
//! writes them; CSA has no variations). A move names the piece after moving, so it is read against the position:
//! every move is played from the start and the first illegal one stops the reading,
//! named by its number. The end (`%TORYO`, `%SENNICHITE`, ...) is kept as the tag `End`;
//! a file with several games (separated by `/`) gives its first.

use crate::core::record_tags::{one_line, recorded_outcome};
use crate::core::variations::{flat, Line, Node};
use crate::core::{GameError, MoveInfo, Outcome, Reason, Record, RecordTags, Side};

use super::handicap::{Handicap, EVEN_SFEN};
use super::illegal;
use super::movegen::generate;
use super::moves::SMove;
use super::pieces::*;
use super::position::Position;
use super::{sfen, usi};

/// CSA piece names, by kind.
const NAMES: [&str; KINDS] = ["FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY"];

fn kind_of_name(name: &str) -> Option<u8> {
    NAMES.iter().position(|n| *n == name).map(|k| k as u8)
}

/// `77` for 7七 (file, then rank).
fn square(sq: usize) -> String {
    format!("{}{}", 9 - sq % 9, sq / 9 + 1)
}

fn parse_square(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    if b.len() != 2 || !(b'1'..=b'9').contains(&b[0]) || !(b'1'..=b'9').contains(&b[1]) {
        return None;
    }
    Some((b[1] - b'1') as usize * 9 + (9 - (b[0] - b'0') as usize))
}

const SIGNS: [char; 2] = ['+', '-'];

fn even() -> Position {
    // The even start is a constant that always reads.
    sfen::read(Handicap::None, EVEN_SFEN).unwrap_or_else(|_| Position::empty(Handicap::None))
}

/// The start: `PI` with the pieces removed when it is the even start or a handicap of
/// it (nothing added, nothing in hand), else the nine rank lines and the hands.
fn write_start(start: &Position, out: &mut String) {
    let even = even();
    let only_removed = start.move_number == 1
        && (0..2).all(|s| HAND_ORDER.iter().all(|k| start.hand(s, *k) == 0))
        && (0..81).all(|sq| start.at(sq) == even.at(sq) || start.at(sq) == EMPTY);
    if only_removed {
        out.push_str("PI");
        for sq in (0..81).filter(|sq| start.at(*sq) != even.at(*sq)) {
            out.push_str(&format!("{}{}", square(sq), NAMES[kind_of(even.at(sq)) as usize]));
        }
        out.push('\n');
    } else {
        for row in 0..9 {
            out.push_str(&format!("P{}", row + 1));
            for col in 0..9 {
                let p = start.at(row * 9 + col);
                if p == EMPTY {
                    out.push_str(" * ");
                } else {
                    out.push(SIGNS[side_of(p)]);
                    out.push_str(NAMES[kind_of(p) as usize]);
                }
            }
            out.push('\n');
        }
        for (side, sign) in SIGNS.iter().enumerate() {
            let mut hand = String::new();
            for kind in HAND_ORDER {
                for _ in 0..start.hand(side, kind) {
                    hand.push_str("00");
                    hand.push_str(NAMES[kind as usize]);
                }
            }
            if !hand.is_empty() {
                out.push_str(&format!("P{sign}{hand}\n"));
            }
        }
    }
    out.push(SIGNS[start.side()]);
    out.push('\n');
}

/// `+7776FU`, `-3122GI`, `+8822UM` (a promotion), `+0045KA` (a drop).
fn move_text(side: usize, m: &SMove) -> String {
    let from = if m.is_drop() { "00".to_string() } else { square(m.from as usize) };
    let kind = if m.promote { promoted(m.kind) } else { m.kind };
    format!("{}{from}{}{}", SIGNS[side], square(m.to as usize), NAMES[kind as usize])
}

/// The special move ending the game, when CSA has one for the outcome. `to_move` is
/// the side to move at the end: %TORYO, %KACHI and %TIME_UP are its own acts.
/// A result taken from a record (`recorded`, its `RecordTags::result`) is written with the
/// record's own statement.
fn ending(outcome: &Outcome, to_move: usize, recorded: Option<&str>) -> Option<String> {
    let mover = Side::from_index(to_move);
    let mover_won = outcome.winner == Some(mover);
    let mover_lost = outcome.winner == Some(mover.other());
    Some(match outcome.reason {
        Reason::Recorded => match recorded.filter(|r| r.starts_with('%') && recorded_outcome(r, mover).as_ref() == Some(outcome)) {
            Some(statement) => statement.to_string(),
            None if mover_lost => "%TSUMI".to_string(),
            None if mover_won => "%KACHI".to_string(),
            None => "%HIKIWAKE".to_string(),
        },
        Reason::Resignation if mover_lost => "%TORYO".to_string(),
        Reason::Checkmate | Reason::NoMoves if mover_lost => "%TSUMI".to_string(),
        Reason::Time if mover_lost => "%TIME_UP".to_string(),
        Reason::Impasse if mover_won => "%KACHI".to_string(),
        Reason::Impasse if outcome.winner.is_none() => "%JISHOGI".to_string(),
        Reason::Sennichite if outcome.winner.is_none() => "%SENNICHITE".to_string(),
        // The side that gave perpetual check loses: its illegal action.
        Reason::PerpetualCheck => format!("%{}ILLEGAL_ACTION", SIGNS[outcome.winner?.other().index()]),
        Reason::Agreement => "%HIKIWAKE".to_string(),
        _ => return None,
    })
}

pub fn write(start: &Position, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
    write_with_comments(start, moves.iter().map(|m| (m.notation.as_str(), None)), outcome, tags)
}

/// `write` with the comments of `line` as `'` lines after their moves. CSA has no
/// variations: only the mainline is written, its variations are left out.
pub fn write_line(start: &Position, line: &[Node], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
    write_with_comments(start, line.iter().map(|n| (n.mv.as_str(), n.comment.as_deref())), outcome, tags)
}

/// The players (`N+`, `N-`) and the game information (`$EVENT:` ...) of `tags`: the other
/// tags whose names are CSA keys (capitals, digits and `_`) are written as `$KEY:value`,
/// the rest left out (CSA has no place for them).
fn write_tags(tags: &RecordTags, out: &mut String) {
    for (side, sign) in SIGNS.iter().enumerate() {
        if tags.players[side].is_some() {
            out.push_str(&format!("N{sign}{}\n", tags.player(side)));
        }
    }
    let mut written = Vec::new();
    for (key, value) in [("EVENT", &tags.event), ("SITE", &tags.site), ("START_TIME", &tags.date)] {
        if let Some(v) = value {
            out.push_str(&format!("${key}:{}\n", one_line(v)));
            written.push((key.to_string(), String::new()));
        }
    }
    for (key, value) in tags.other_pairs(&written) {
        if !key.is_empty() && key.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_') {
            out.push_str(&format!("${key}:{value}\n"));
        }
    }
}

fn write_with_comments<'a>(
    start: &Position,
    moves: impl Iterator<Item = (&'a str, Option<&'a str>)>,
    outcome: Option<&Outcome>,
    tags: &RecordTags,
) -> String {
    let mut out = String::from("V2.2\n");
    write_tags(tags, &mut out);
    write_start(start, &mut out);
    let mut pos = start.clone();
    let mut legal = Vec::new();
    for (notation, comment) in moves {
        generate(&pos, &mut legal);
        let Some(u) = usi::parse(notation) else { break };
        let Some(m) = legal.iter().copied().find(|m| usi::matches(m, &u)) else { break };
        out.push_str(&move_text(pos.side(), &m));
        out.push('\n');
        for text in comment.into_iter().flat_map(str::lines) {
            out.push_str(&format!("'{text}\n"));
        }
        pos.apply(&m);
    }
    if let Some(end) = outcome.and_then(|o| ending(o, pos.side(), tags.result.as_deref())) {
        out.push_str(&end);
        out.push('\n');
    }
    out
}

/// Whether the text is CSA: its first statement (comments aside) is a version, a
/// name, game information, a position line or a move.
pub fn looks_like(text: &str) -> bool {
    let Some(first) = text.lines().map(|l| l.trim_start_matches('\u{feff}').trim()).find(|t| !t.is_empty() && !t.starts_with('\'')) else {
        return false;
    };
    let b = first.as_bytes();
    first.starts_with("V2")
        || first.starts_with("V3")
        || first.starts_with("N+")
        || first.starts_with("N-")
        || first.starts_with('$')
        || (b.len() >= 2 && b[0] == b'P' && (b[1] == b'I' || b[1] == b'+' || b[1] == b'-' || (b'1'..=b'9').contains(&b[1])))
        || ((b[0] == b'+' || b[0] == b'-') && (b.len() == 1 || b[1].is_ascii_digit()))
}

/// The start position being read.
struct Setup {
    board: [u8; 81],
    hands: [[u8; HAND_KINDS]; 2],
    side: usize,
    seen: bool,
}

impl Setup {
    /// `PI82HI22KA`: the even start without the pieces named.
    fn even_without(&mut self, removed: &str) -> Result<(), GameError> {
        let even = even();
        self.board = even.board;
        for item in chunks(removed, 4) {
            let (Some(sq), Some(kind)) = (parse_square(&item[..2.min(item.len())]), kind_of_name(item.get(2..).unwrap_or(""))) else {
                crate::bail!("'PI{removed}': bad piece to remove '{item}'");
            };
            if self.board[sq] == EMPTY || kind_of(self.board[sq]) != kind {
                crate::bail!("'PI{removed}': there is no {} on {} to remove", NAMES[kind as usize], square(sq));
            }
            self.board[sq] = EMPTY;
        }
        Ok(())
    }

    /// `P1-KY-KE-GI-KI-OU-KI-GI-KE-KY`: one rank, file 9 first.
    fn rank(&mut self, row: usize, cells: &str) -> Result<(), GameError> {
        // Writers may trim the trailing spaces of an empty last square.
        let padded = format!("{cells:<27}");
        if padded.len() != 27 || !padded.is_ascii() {
            crate::bail!("'P{}{cells}': a rank line has 9 squares of 3 characters", row + 1);
        }
        for col in 0..9 {
            let cell = &padded[col * 3..col * 3 + 3];
            self.board[row * 9 + col] = match cell {
                " * " | " . " | "   " => EMPTY,
                _ => {
                    let side = SIGNS.iter().position(|s| cell.starts_with(*s));
                    match (side, kind_of_name(&cell[1..])) {
                        (Some(side), Some(kind)) => piece(side, kind),
                        _ => crate::bail!("'P{}{cells}': unknown square '{cell}'", row + 1),
                    }
                }
            };
        }
        Ok(())
    }

    /// `P+00KI00FU`, `P-22KA`, `P-00AL`: pieces put on squares or in a hand.
    fn place(&mut self, side: usize, items: &str) -> Result<(), GameError> {
        for item in chunks(items, 4) {
            let line = format!("P{}{items}", SIGNS[side]);
            if item == "00AL" {
                self.rest_to_hand(side);
                continue;
            }
            let Some(kind) = item.get(2..).and_then(kind_of_name) else {
                crate::bail!("'{line}': unknown piece in '{item}'");
            };
            if item.starts_with("00") {
                if kind as usize >= HAND_KINDS {
                    crate::bail!("'{line}': a {} cannot be in hand", NAMES[kind as usize]);
                }
                self.hands[side][kind as usize] += 1;
            } else {
                let Some(sq) = parse_square(&item[..2]) else { crate::bail!("'{line}': bad square in '{item}'") };
                self.board[sq] = piece(side, kind);
            }
        }
        Ok(())
    }

    /// `00AL`: every piece of the set not on the board or in a hand goes to `side`'s hand.
    fn rest_to_hand(&mut self, side: usize) {
        for kind in 0..HAND_KINDS as u8 {
            let on_board = self.board.iter().filter(|p| **p != EMPTY && unpromoted(kind_of(**p)) == kind).count() as u32;
            let in_hands = (self.hands[0][kind as usize] + self.hands[1][kind as usize]) as u32;
            let left = SET_COUNT[kind as usize].saturating_sub(on_board + in_hands);
            self.hands[side][kind as usize] += left as u8;
        }
    }

    /// The position (validated as any SFEN is).
    fn position(&self) -> Result<Position, GameError> {
        let mut pos = Position::empty(Handicap::None);
        for (sq, p) in self.board.iter().enumerate() {
            if *p != EMPTY {
                pos.put(sq, *p);
            }
        }
        for side in 0..2 {
            for kind in 0..HAND_KINDS {
                pos.set_hand(side, kind as u8, self.hands[side][kind]);
            }
        }
        pos.set_side(self.side);
        sfen::read(Handicap::None, &sfen::write(&pos))
    }
}

/// `text` cut into pieces of `n` characters (the last may be shorter).
fn chunks(text: &str, n: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let cut = rest.char_indices().nth(n).map_or(rest.len(), |(i, _)| i);
        out.push(&rest[..cut]);
        rest = &rest[cut..];
    }
    out
}

/// The statements of a CSA text in order: one a line, or several separated by ','.
/// Comments, names and game information are whole lines. Stops at the first `/`.
fn statements(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for line in text.lines() {
        let t = line.trim_start_matches('\u{feff}').trim();
        if t == "/" {
            break;
        }
        if t.is_empty() || t.starts_with('\'') {
            continue;
        }
        if t.starts_with('N') || t.starts_with('$') {
            out.push(t);
        } else {
            out.extend(t.split(',').map(str::trim).filter(|s| !s.is_empty()));
        }
    }
    out
}

/// The legal move a CSA move statement names, or why not.
fn find(pos: &Position, text: &str, legal: &[SMove]) -> Result<SMove, String> {
    let shape = "a CSA move is a sign, two squares and a piece, like +7776FU";
    if text.len() != 7 || !text.is_ascii() {
        return Err(shape.to_string());
    }
    let side = if text.starts_with('+') { 0 } else { 1 };
    if side != pos.side() {
        return Err(format!("it is {}'s turn ({})", ["Sente", "Gote"][pos.side()], SIGNS[pos.side()]));
    }
    let kind = kind_of_name(&text[5..]).ok_or(shape)?;
    let to = parse_square(&text[3..5]).ok_or(shape)?;
    if &text[1..3] == "00" {
        if kind as usize >= HAND_KINDS {
            return Err(format!("a {} cannot be dropped", &text[5..]));
        }
        let u = usi::UsiMove::Drop { kind, to };
        return legal.iter().copied().find(|m| usi::matches(m, &u)).ok_or_else(|| illegal::explain(pos, &u));
    }
    let from = parse_square(&text[1..3]).ok_or(shape)?;
    let found = legal.iter().copied().find(|m| {
        !m.is_drop() && m.from as usize == from && m.to as usize == to && kind == if m.promote { promoted(m.kind) } else { m.kind }
    });
    if let Some(m) = found {
        return Ok(m);
    }
    let here = pos.at(from);
    if here == EMPTY || side_of(here) != side {
        return Err(format!("no piece of the mover on {}", square(from)));
    }
    let before = kind_of(here);
    if before != kind && !(can_promote(before) && promoted(before) == kind) {
        return Err(format!("the piece on {} is a {}, not a {}", square(from), NAMES[before as usize], &text[5..]));
    }
    Err(illegal::explain(pos, &usi::UsiMove::Board { from, to, promote: before != kind }))
}

/// Reads a CSA record: the tags (`Version`, `先手`, `後手`, each `$KEY`, `End`), the start
/// as SFEN (`None` for the even start) and the moves as USI, each played and checked.
pub fn read(text: &str) -> Result<Record, GameError> {
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut setup = Setup { board: [EMPTY; 81], hands: [[0; HAND_KINDS]; 2], side: 0, seen: false };
    let mut pos: Option<Position> = None;
    let mut moves: Vec<String> = Vec::new();
    let mut legal = Vec::new();
    for s in statements(text) {
        let bad = |what: &str| GameError::new(format!("'{s}' {what}"));
        if let Some(v) = s.strip_prefix('V') {
            tags.push(("Version".to_string(), v.to_string()));
        } else if let Some(name) = s.strip_prefix("N+") {
            tags.push(("先手".to_string(), name.to_string()));
        } else if let Some(name) = s.strip_prefix("N-") {
            tags.push(("後手".to_string(), name.to_string()));
        } else if let Some(info) = s.strip_prefix('$') {
            let (key, value) = info.split_once(':').unwrap_or((info, ""));
            tags.push((key.to_string(), value.to_string()));
        } else if let Some(rest) = s.strip_prefix('P') {
            if pos.is_some() {
                return Err(bad("comes after the moves began"));
            }
            setup.seen = true;
            match rest.chars().next() {
                Some('I') => setup.even_without(&rest[1..])?,
                Some('+') => setup.place(0, &rest[1..])?,
                Some('-') => setup.place(1, &rest[1..])?,
                Some(c @ '1'..='9') => setup.rank(c as usize - '1' as usize, &rest[1..])?,
                _ => return Err(bad("is not a position line (PI, P1..P9, P+, P-)")),
            }
        } else if s == "+" || s == "-" {
            if pos.is_some() {
                return Err(bad("comes after the moves began"));
            }
            setup.side = if s == "+" { 0 } else { 1 };
            pos = Some(if setup.seen { setup.position()? } else { even_with_side(setup.side)? });
        } else if s.starts_with(SIGNS) {
            let p = match pos.as_mut() {
                Some(p) => p,
                None => pos.insert(if setup.seen { setup.position()? } else { even() }),
            };
            generate(p, &mut legal);
            let n = moves.len() + 1;
            let m = find(p, s, &legal).map_err(|why| GameError::new(format!("move {n} '{s}' of the record: {why}")))?;
            moves.push(usi::write(&m));
            p.apply(&m);
        } else if let Some(end) = s.strip_prefix('%') {
            tags.push(("End".to_string(), end.to_string()));
            break;
        } else if s.starts_with('T') {
            // Time spent on the move: not kept.
        } else {
            return Err(bad("is not a CSA statement"));
        }
    }
    let start_pos = if setup.seen {
        Some(setup.position()?)
    } else if setup.side == 1 {
        Some(even_with_side(1)?)
    } else {
        None
    };
    if tags.is_empty() && moves.is_empty() && !setup.seen {
        crate::bail!("no CSA statements found");
    }
    let start = start_pos.map(|p| sfen::write(&p)).filter(|s| s != EVEN_SFEN);
    Ok(Record { tags, start, moves, result: None })
}

/// `read` with the comments (`'` lines) after each move, joined by line breaks, as a
/// line; comments before the first move are dropped.
pub fn read_line(text: &str) -> Result<(Record, Line), GameError> {
    let record = read(text)?;
    let mut line = flat(&record.moves);
    let mut seen = 0usize;
    for raw in text.lines() {
        let t = raw.trim_start_matches('\u{feff}').trim();
        if t == "/" || seen >= line.len() && t.starts_with('%') {
            break;
        }
        if let Some(c) = t.strip_prefix('\'') {
            if let Some(node) = seen.checked_sub(1).and_then(|i| line.get_mut(i)) {
                node.comment = Some(match node.comment.take() {
                    Some(old) => format!("{old}\n{c}"),
                    None => c.to_string(),
                });
            }
            continue;
        }
        if !(t.starts_with('N') || t.starts_with('$')) {
            seen += t.split(',').map(str::trim).filter(|s| s.len() == 7 && s.starts_with(SIGNS)).count();
        }
    }
    Ok((record, line))
}

/// The even start with `side` to move (a bare `-` with no position lines).
fn even_with_side(side: usize) -> Result<Position, GameError> {
    let mut p = even();
    p.set_side(side);
    p.refresh();
    Ok(p)
}
