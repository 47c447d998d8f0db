//! PDN FEN positions: `B:W21,22,K30:B1,2,3` (side to move, then each side's pieces,
//! `K` for a king), with the game's own square names. Extra fields keep the state
//! the rules remember, written only when it is not the default:
//! `H12,15` pieces to be huffed, `C<quiet plies>,<plies since material changed>`,
//! `RW32/2` a side's king and how many non-capturing moves it made in a row (Frisian).

use crate::core::{GameError, Side};

use super::board::NONE;
use super::pieces::{is_king, piece, side_of, EMPTY};
use super::position::Draughts;
use super::variants::{Notation, Variant};

fn colour_letter(pos: &Draughts, side: Side) -> char {
    if side == pos.variant().white {
        'W'
    } else {
        'B'
    }
}

fn sorted_names(pos: &Draughts, cells: impl Iterator<Item = (usize, bool)>) -> Vec<String> {
    let board = pos.board();
    let mut items: Vec<(usize, bool)> = cells.collect();
    let numeric = pos.variant().notation != Notation::Algebraic;
    crate::core::sort::sort_by_key(&mut items, |(c, _)| if numeric { board.names[*c].parse::<i64>().unwrap_or(0) } else { *c as i64 });
    items.iter().map(|(c, k)| format!("{}{}", if *k { "K" } else { "" }, board.names[*c])).collect()
}

pub fn write(pos: &Draughts) -> String {
    let board = pos.board();
    let mut text = String::new();
    text.push(colour_letter(pos, pos.side_to_move()));
    let white = pos.variant().white;
    for side in [white, white.other()] {
        let pieces = board.playable.iter().map(|c| *c as usize).filter_map(|c| {
            let p = pos.piece_at(c);
            (p != EMPTY && side_of(p) == side).then(|| (c, is_king(p)))
        });
        text.push(':');
        text.push(colour_letter(pos, side));
        text.push_str(&sorted_names(pos, pieces).join(","));
    }
    let huff = pos.pending_huff();
    if huff != 0 {
        let cells = (0..128).filter(|i| huff & (1u128 << i) != 0).map(|i| (board.playable[i] as usize, false));
        text.push_str(":H");
        text.push_str(&sorted_names(pos, cells).join(","));
    }
    if pos.quiet_plies != 0 || pos.material_plies != 0 {
        text.push_str(&format!(":C{},{}", pos.quiet_plies, pos.material_plies));
    }
    for side in [white, white.other()] {
        let (king, count) = pos.king_run[side.index()];
        if king != NONE && count > 0 {
            text.push_str(&format!(":R{}{}/{}", colour_letter(pos, side), board.names[king as usize], count));
        }
    }
    text
}

pub fn read(variant: Variant, text: &str) -> Result<Draughts, GameError> {
    let mut pos = Draughts::empty(variant);
    let white = pos.variant().white;
    let side_of_letter = |c: char| match c.to_ascii_uppercase() {
        'W' => Some(white),
        'B' => Some(white.other()),
        _ => None,
    };
    let clean = text.trim().trim_matches('"').trim_end_matches('.').trim();
    let mut fields = clean.split(':');
    let turn = fields.next().unwrap_or("").trim();
    let mut turn_chars = turn.chars();
    let side = match (turn_chars.next().and_then(side_of_letter), turn_chars.next()) {
        (Some(s), None) => s,
        _ => return Err(GameError::new(format!("invalid position '{clean}': it must start with W or B (the side to move)"))),
    };
    pos.set_side(side);
    let mut seen_lists = 0;
    for field in fields {
        let field = field.trim();
        let mut chars = field.chars();
        let Some(head) = chars.next() else {
            return Err(GameError::new(format!("invalid position '{clean}': empty field")));
        };
        let body = chars.as_str();
        match head.to_ascii_uppercase() {
            'W' | 'B' => {
                let owner = side_of_letter(head).unwrap_or(white);
                read_pieces(&mut pos, owner, body)?;
                seen_lists += 1;
            }
            // Only a huffing game remembers pieces to be huffed; elsewhere the field would
            // make the generator offer huffs that the game's notation cannot name.
            'H' if !pos.variant().huffing => {
                return Err(GameError::new(format!("invalid position field '{field}': {} has no huffing", pos.variant().id)));
            }
            'H' => {
                let mut set = 0u128;
                for name in body.split(',').filter(|s| !s.is_empty()) {
                    let cell = square(&pos, name)?;
                    set |= 1u128 << pos.board().index[cell];
                }
                pos.set_pending_huff(set);
            }
            'C' => {
                let nums: Vec<Option<u16>> = body.split(',').map(|n| n.trim().parse().ok()).collect();
                match nums[..] {
                    [Some(q), Some(m)] => {
                        pos.quiet_plies = q;
                        pos.material_plies = m;
                    }
                    _ => {
                        return Err(GameError::new(format!(
                            "invalid counters '{field}': write C<quiet plies>,<plies since material changed>"
                        )))
                    }
                }
            }
            'R' => {
                let mut rc = body.chars();
                let owner = rc.next().and_then(side_of_letter);
                let (sq, n) = rc.as_str().split_once('/').unwrap_or(("", ""));
                match (owner, n.parse::<u8>()) {
                    (Some(owner), Ok(n)) => {
                        let cell = square(&pos, sq)?;
                        pos.king_run[owner.index()] = (cell as u8, n);
                    }
                    _ => return Err(GameError::new(format!("invalid king run '{field}': write RW<square>/<count>"))),
                }
            }
            _ => return Err(GameError::new(format!("invalid position field '{field}'"))),
        }
    }
    if seen_lists == 0 {
        return Err(GameError::new(format!("invalid position '{clean}': no piece lists (like W21,22:B1,2)")));
    }
    Ok(pos)
}

fn square(pos: &Draughts, name: &str) -> Result<usize, GameError> {
    pos.board()
        .parse_square(name.trim())
        .ok_or_else(|| GameError::new(format!("no square '{}' on the {} board", name.trim(), pos.variant().id)))
}

fn read_pieces(pos: &mut Draughts, owner: Side, body: &str) -> Result<(), GameError> {
    for token in body.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        let (king, name) = match token.strip_prefix(['K', 'k']) {
            Some(rest) => (true, rest),
            None => (false, token),
        };
        let cells: Vec<usize> = match name.split_once('-') {
            Some((a, b)) if pos.variant().notation != Notation::Algebraic => {
                let (a, b) = (a.trim().parse::<usize>(), b.trim().parse::<usize>());
                match (a, b) {
                    (Ok(a), Ok(b)) if a <= b => (a..=b).map(|n| square(pos, &n.to_string())).collect::<Result<_, _>>()?,
                    _ => return Err(GameError::new(format!("invalid square range '{name}'"))),
                }
            }
            _ => vec![square(pos, name)?],
        };
        for cell in cells {
            if pos.piece_at(cell) != EMPTY {
                return Err(GameError::new(format!("square {} is given twice", pos.board().names[cell])));
            }
            if !king && pos.board().is_crowning_row(owner, cell) {
                return Err(GameError::new(format!("a man cannot stand on its crowning row ({})", pos.board().names[cell])));
            }
            pos.put(cell, piece(owner, king));
        }
    }
    Ok(())
}
