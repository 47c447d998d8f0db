//! SFEN positions (`lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`):
//! board from rank a, file 9 first; `b`/`w` for Sente/Gote to move; hands
//! (`2Pb`, Sente upper case) or `-`; the move number. Reading validates strictly.

use crate::core::GameError;

use super::handicap::Handicap;
use super::movegen::dead_end;
use super::pieces::*;
use super::position::Position;

const SIDE_NAMES: [&str; 2] = ["sente", "gote"];

/// A square's USI name, e.g. `7g`.
pub fn square_name(sq: usize) -> String {
    format!("{}{}", 9 - sq % 9, (b'a' + (sq / 9) as u8) as char)
}

/// Reads a USI square name (`7g`).
pub fn parse_square(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    if b.len() != 2 || !(b'1'..=b'9').contains(&b[0]) || !(b'a'..=b'i').contains(&b[1]) {
        return None;
    }
    Some((b[1] - b'a') as usize * 9 + (9 - (b[0] - b'0') as usize))
}

fn letter(p: u8) -> String {
    let text = USI[kind_of(p) as usize];
    if side_of(p) == 0 {
        text.to_string()
    } else {
        text.to_ascii_lowercase()
    }
}

pub fn write(pos: &Position) -> String {
    let mut text = String::new();
    for row in 0..9 {
        let mut gap = 0;
        for col in 0..9 {
            let p = pos.at(row * 9 + col);
            if p == EMPTY {
                gap += 1;
                continue;
            }
            if gap > 0 {
                text.push_str(&gap.to_string());
                gap = 0;
            }
            text.push_str(&letter(p));
        }
        if gap > 0 {
            text.push_str(&gap.to_string());
        }
        if row < 8 {
            text.push('/');
        }
    }
    text.push_str(if pos.side() == 0 { " b " } else { " w " });
    let mut hands = String::new();
    for side in 0..2 {
        for kind in HAND_ORDER {
            let n = pos.hand(side, kind);
            if n > 1 {
                hands.push_str(&n.to_string());
            }
            if n > 0 {
                hands.push_str(&letter(piece(side, kind)));
            }
        }
    }
    text.push_str(if hands.is_empty() { "-" } else { &hands });
    text.push_str(&format!(" {}", pos.move_number));
    text
}

/// Reads and validates an SFEN (a leading `sfen ` is accepted).
pub fn read(handicap: Handicap, text: &str) -> Result<Position, GameError> {
    let text = text.trim();
    let text = text.strip_prefix("sfen ").unwrap_or(text);
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() < 3 || fields.len() > 4 {
        crate::bail!("an sfen has a board, the side to move, the hands and a move number, e.g. '{}'", super::handicap::EVEN_SFEN);
    }
    let mut pos = Position::empty(handicap);
    read_board(&mut pos, fields[0])?;
    let side = match fields[1] {
        "b" => 0,
        "w" => 1,
        other => crate::bail!("the side to move must be 'b' (sente) or 'w' (gote), not '{other}'"),
    };
    pos.set_side(side);
    read_hands(&mut pos, fields[2])?;
    if let Some(n) = fields.get(3) {
        pos.move_number = match n.parse::<u32>() {
            Ok(n) if n >= 1 => n,
            _ => crate::bail!("the move number must be a positive whole number, not '{n}'"),
        };
    }
    validate(&pos)?;
    pos.refresh();
    Ok(pos)
}

fn read_board(pos: &mut Position, board: &str) -> Result<(), GameError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 9 {
        crate::bail!("the sfen board must have 9 ranks separated by '/', found {}", ranks.len());
    }
    for (row, rank) in ranks.iter().enumerate() {
        let name = (b'a' + row as u8) as char;
        let mut col = 0;
        let mut promote = false;
        for c in rank.chars() {
            if promote && !c.is_ascii_alphabetic() {
                crate::bail!("'+' on rank {name} must be followed by a piece letter");
            }
            if let Some(d) = c.to_digit(10) {
                if d == 0 {
                    crate::bail!("rank {name} of the sfen board has a 0");
                }
                col += d as usize;
            } else if c == '+' {
                promote = true;
                continue;
            } else {
                let Some(kind) = from_usi_letter(c) else {
                    crate::bail!("unknown piece letter '{c}' on rank {name} of the sfen board");
                };
                if promote && !can_promote(kind) {
                    crate::bail!("'+{c}' on rank {name}: a {} does not promote", if kind == KING { "king" } else { "gold" });
                }
                if col >= 9 {
                    crate::bail!("rank {name} of the sfen board has more than 9 squares");
                }
                let side = if c.is_ascii_uppercase() { 0 } else { 1 };
                if kind == KING && pos.king_square(side).is_some() {
                    crate::bail!("{} has two kings", SIDE_NAMES[side]);
                }
                pos.put(row * 9 + col, piece(side, if promote { promoted(kind) } else { kind }));
                col += 1;
            }
            promote = false;
            if col > 9 {
                crate::bail!("rank {name} of the sfen board has more than 9 squares");
            }
        }
        if promote {
            crate::bail!("'+' at the end of rank {name} of the sfen board");
        }
        if col < 9 {
            crate::bail!("rank {name} of the sfen board has {col} squares, not 9");
        }
    }
    Ok(())
}

fn read_hands(pos: &mut Position, hands: &str) -> Result<(), GameError> {
    if hands == "-" {
        return Ok(());
    }
    let mut count: Option<u32> = None;
    for c in hands.chars() {
        if let Some(d) = c.to_digit(10) {
            let n = count.unwrap_or(0) * 10 + d;
            if n > 18 {
                crate::bail!("the hands of the sfen count more than 18 of one piece");
            }
            count = Some(n);
            continue;
        }
        let Some(kind) = from_usi_letter(c) else {
            crate::bail!("unknown piece letter '{c}' in the sfen hands");
        };
        if kind == KING {
            crate::bail!("a king cannot be in hand");
        }
        let n = count.take().unwrap_or(1);
        if n == 0 {
            crate::bail!("a count of 0 in the sfen hands");
        }
        let side = if c.is_ascii_uppercase() { 0 } else { 1 };
        let total = pos.hand(side, kind) as u32 + n;
        if total > SET_COUNT[kind as usize] {
            crate::bail!("the sfen hands hold {total} of '{c}', more than a set has");
        }
        pos.set_hand(side, kind, total as u8);
    }
    if count.is_some() {
        crate::bail!("the sfen hands end with a number and no piece");
    }
    Ok(())
}

/// The checks a position must pass to be playable (strict, as the brief asks).
fn validate(pos: &Position) -> Result<(), GameError> {
    let mut total = [0u32; 8];
    let mut pawn_files = [[false; 9]; 2];
    for sq in 0..81 {
        let p = pos.at(sq);
        if p == EMPTY {
            continue;
        }
        let (side, kind) = (side_of(p), kind_of(p));
        total[unpromoted(kind) as usize] += 1;
        if dead_end(side, kind, sq) {
            let name = ["pawn", "lance", "knight"][kind as usize];
            crate::bail!("the {} {name} on {} could never move", SIDE_NAMES[side], square_name(sq));
        }
        if kind == PAWN {
            let file = sq % 9;
            if pawn_files[side][file] {
                crate::bail!("nifu: {} has two unpromoted pawns on file {}", SIDE_NAMES[side], 9 - file);
            }
            pawn_files[side][file] = true;
        }
    }
    for side in 0..2 {
        for (kind, t) in total.iter_mut().enumerate().take(HAND_KINDS) {
            *t += pos.hand(side, kind as u8) as u32;
        }
    }
    const NAMES: [&str; 8] = ["pawns", "lances", "knights", "silvers", "bishops", "rooks", "golds", "kings"];
    for kind in 0..8 {
        if total[kind] > SET_COUNT[kind] {
            crate::bail!("too many {}: {} (a set has {})", NAMES[kind], total[kind], SET_COUNT[kind]);
        }
    }
    let other = pos.side() ^ 1;
    if pos.checkers_of(other) != 0 {
        crate::bail!("{}, not to move, is in check", SIDE_NAMES[other]);
    }
    Ok(())
}
