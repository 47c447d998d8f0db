//! The position text, FEN-like: `W:Wa1,b1,...:Ba5,...` (side to move, then each
//! side's pieces). Extra fields keep the state the rules remember, written only
//! when it is not the default:
//! - `:Ha3,b2` the pieces of the side that just moved that may be huffed;
//! - `:Vc3/a1/b2,d4/d3` (Bell, `noReturn: "ever"`) the points a piece has stood on
//!   besides its own: here the piece on c3 was on a1 and b2, the one on d4 on d3;
//! - `:P12` plies since the last capture or huff (the 40-ply rule).

use crate::core::{GameError, Rules, Side};

use super::board::{bit, cells_of, name, parse_point, SIZE};
use super::position::Alquerque;
use super::rules::RuleSet;

fn letter(side: Side) -> char {
    if side == Side::First {
        'W'
    } else {
        'B'
    }
}

/// Points of a set in reading order from White's side: a1, b1, ..., e1, a2, ...
fn in_reading_order(set: u32) -> Vec<u8> {
    let mut cells: Vec<u8> = cells_of(set).collect();
    crate::core::sort::sort_by_key(&mut cells, |&c| ((SIZE - 1 - c as usize / SIZE) * SIZE + c as usize % SIZE) as i64);
    cells
}

fn names(set: u32) -> Vec<String> {
    in_reading_order(set).into_iter().map(name).collect()
}

pub fn write(pos: &Alquerque) -> String {
    let mut text = String::new();
    text.push(letter(pos.side_to_move()));
    for side in Side::BOTH {
        text.push(':');
        text.push(letter(side));
        text.push_str(&names(pos.men(side)).join(","));
    }
    if pos.pending_huff() != 0 {
        text.push_str(":H");
        text.push_str(&names(pos.pending_huff()).join(","));
    }
    if pos.rules().tracks_visits() {
        let mut items = Vec::new();
        for c in in_reading_order(pos.men(Side::First) | pos.men(Side::Second)) {
            let extra = pos.visited(c) & !bit(c);
            if extra != 0 {
                items.push(format!("{}/{}", name(c), names(extra).join("/")));
            }
        }
        if !items.is_empty() {
            text.push_str(":V");
            text.push_str(&items.join(","));
        }
    }
    if pos.plies() != 0 {
        text.push_str(&format!(":P{}", pos.plies()));
    }
    text
}

fn point(text: &str) -> Result<u8, GameError> {
    parse_point(text).ok_or_else(|| GameError::new(format!("no point '{}' on the alquerque board", text.trim())))
}

fn point_list(body: &str) -> Result<u32, GameError> {
    let mut set = 0;
    for name in body.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let c = point(name)?;
        if set & bit(c) != 0 {
            return Err(GameError::new(format!("point {name} is given twice")));
        }
        set |= bit(c);
    }
    Ok(set)
}

pub fn read(rules: RuleSet, text: &str) -> Result<Alquerque, GameError> {
    let clean = text.trim().trim_matches('"').trim();
    let mut fields = clean.split(':');
    let side = match fields.next().map(str::trim) {
        Some("W" | "w") => Side::First,
        Some("B" | "b") => Side::Second,
        _ => return Err(GameError::new(format!("invalid position '{clean}': it must start with W or B (the side to move)"))),
    };
    let mut pos = Alquerque::empty(rules);
    pos.side = side;
    let mut lists = [false; 2];
    let mut huff = 0;
    let mut visits: Vec<(u8, u32)> = Vec::new();
    for field in fields {
        let field = field.trim();
        let mut chars = field.chars();
        let head = chars.next().ok_or_else(|| GameError::new(format!("invalid position '{clean}': empty field")))?;
        let body = chars.as_str();
        match head {
            'W' | 'B' => {
                let s = if head == 'W' { Side::First } else { Side::Second };
                if lists[s.index()] {
                    return Err(GameError::new(format!("the pieces of {} are given twice", colour(s))));
                }
                lists[s.index()] = true;
                pos.men[s.index()] = point_list(body)?;
            }
            'H' => huff = point_list(body)?,
            'V' => {
                if !rules.tracks_visits() {
                    return Err(GameError::new("visited points (V) are kept only under bell's rules with noReturn \"ever\""));
                }
                for item in body.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                    let mut parts = item.split('/');
                    let piece = point(parts.next().unwrap_or(""))?;
                    let mut seen = 0;
                    for p in parts {
                        seen |= bit(point(p)?);
                    }
                    visits.push((piece, seen));
                }
            }
            'P' => {
                pos.plies = body
                    .trim()
                    .parse()
                    .map_err(|_| GameError::new(format!("invalid ply count '{field}': write P<plies since the last capture or huff>")))?;
            }
            _ => return Err(GameError::new(format!("invalid position field '{field}'"))),
        }
    }
    if !lists[0] || !lists[1] {
        return Err(GameError::new(format!("invalid position '{clean}': it needs both piece lists, like W:Wa1,b1:Ba5")));
    }
    validate(&mut pos, huff, &visits)?;
    Ok(pos)
}

fn colour(side: Side) -> &'static str {
    if side == Side::First {
        "white"
    } else {
        "black"
    }
}

fn validate(pos: &mut Alquerque, huff: u32, visits: &[(u8, u32)]) -> Result<(), GameError> {
    let [white, black] = pos.men;
    if white & black != 0 {
        let both: Vec<String> = cells_of(white & black).map(name).collect();
        return Err(GameError::new(format!("point {} holds pieces of both sides", both.join(", "))));
    }
    for side in Side::BOTH {
        if pos.count(side) > 12 {
            return Err(GameError::new(format!("{} has more than 12 pieces", colour(side))));
        }
    }
    let mover = pos.side.other();
    if huff & !pos.men(mover) != 0 {
        return Err(GameError::new(format!("only pieces of {} (the side that just moved) can be huffed", colour(mover))));
    }
    pos.huff = huff;
    pos.reset_visits();
    for &(piece, seen) in visits {
        if (white | black) & bit(piece) == 0 {
            return Err(GameError::new(format!("visited points given for {}, where no piece stands", name(piece))));
        }
        pos.visited[piece as usize] |= seen;
    }
    Ok(())
}
