//! Why a well-formed USI move is not legal, in shogi's words (for `play`'s error), with the
//! stable code of the shogi rule it breaks where the page words that rule itself (a lesson's
//! "two pawns on a file"): `nifu`, `uchifuzume`, `dead-square` (a drop where the piece could
//! never move), `must-promote`, `king-in-check`; else the generic `illegal-move`.

use super::bitboard::{bit, LAST_RANK, ZONE};
use super::movegen::{dead_end, is_pawn_drop_mate, pawn_files};
use super::pieces::*;
use super::position::Position;
use super::sfen::square_name;
use super::usi::UsiMove;
use crate::core::ErrorKind;

const NAMES: [&str; KINDS] = [
    "pawn",
    "lance",
    "knight",
    "silver",
    "bishop",
    "rook",
    "gold",
    "king",
    "tokin",
    "promoted lance",
    "promoted knight",
    "promoted silver",
    "horse",
    "dragon",
];

pub fn explain(pos: &Position, u: &UsiMove) -> String {
    explain_with_code(pos, u).0
}

/// The message of `explain` and the kind of the rule broken (its code: see the top of this file).
pub fn explain_with_code(pos: &Position, u: &UsiMove) -> (String, ErrorKind) {
    const ILLEGAL: ErrorKind = ErrorKind::IllegalMove;
    let us = pos.side();
    match *u {
        UsiMove::Drop { kind, to } => {
            let name = NAMES[kind as usize];
            if pos.hand(us, kind) == 0 {
                (format!("no {name} in hand"), ILLEGAL)
            } else if pos.at(to) != EMPTY {
                (format!("{} is not empty", square_name(to)), ILLEGAL)
            } else if dead_end(us, kind, to) {
                (format!("a {name} dropped on {} could never move", square_name(to)), ErrorKind::DeadSquare)
            } else if kind == PAWN && pawn_files(pos, us) & bit(to) != 0 {
                (format!("nifu: there is already an unpromoted pawn on file {}", 9 - to % 9), ErrorKind::Nifu)
            } else if kind == PAWN && is_pawn_drop_mate(pos, to) {
                ("uchifuzume: a pawn drop may not give checkmate".to_string(), ErrorKind::Uchifuzume)
            } else {
                ("the king would be (or stay) in check".to_string(), ErrorKind::KingInCheck)
            }
        }
        UsiMove::Board { from, to, promote } => {
            let p = pos.at(from);
            if p == EMPTY {
                return (format!("no piece on {}", square_name(from)), ILLEGAL);
            }
            if side_of(p) != us {
                return (format!("the piece on {} is not yours", square_name(from)), ILLEGAL);
            }
            let kind = kind_of(p);
            let reach = Position::attacks(us, kind, from, pos.occupied());
            if reach & bit(to) == 0 || pos.by_side[us] & bit(to) != 0 {
                let text = format!("the {} on {} cannot move to {}", NAMES[kind as usize], square_name(from), square_name(to));
                return (text, ILLEGAL);
            }
            let in_zone = (ZONE[us] & (bit(from) | bit(to))) != 0;
            if promote && (!can_promote(kind) || !in_zone) {
                return (format!("the {} cannot promote on this move", NAMES[kind as usize]), ILLEGAL);
            }
            if !promote && can_promote(kind) && dead_end(us, kind, to) {
                let why = if LAST_RANK[us] & bit(to) != 0 { "last rank" } else { "last two ranks" };
                return (format!("the {} must promote on the {why}", NAMES[kind as usize]), ErrorKind::MustPromote);
            }
            ("the king would be (or stay) in check".to_string(), ErrorKind::KingInCheck)
        }
    }
}
