//! Standard Algebraic Notation (PGN standard 8.2.3): writing with the least
//! disambiguation that tells moves apart, and lenient reading (SAN with or without
//! check marks and annotations, `0-0`, `e8Q`, long algebraic `Ng1-f3`, and UCI).

use crate::core::GameError;

use super::attacks::bit;
use super::board::{file_of, kind_of_letter, parse_square, rank_of, square_name, KING, LETTERS, PAWN};
use super::movegen;
use super::moves::{Move, Special};
use super::position::Chess;
use super::uci;

pub fn is_capture(pos: &Chess, mv: &Move) -> bool {
    mv.special == Special::EnPassant || pos.board.colours[pos.us() ^ 1] & bit(mv.to()) != 0
}

/// SAN of a legal move, `legal` being all legal moves in `pos`.
pub fn write(pos: &Chess, mv: &Move, legal: &[Move]) -> String {
    let mut san = match mv.special {
        Special::CastleKingside => "O-O".to_string(),
        Special::CastleQueenside => "O-O-O".to_string(),
        _ => {
            let mut s = String::with_capacity(8);
            let capture = is_capture(pos, mv);
            if mv.piece() == PAWN {
                if capture {
                    s.push((b'a' + file_of(mv.from()) as u8) as char);
                }
            } else {
                s.push(LETTERS[mv.piece()]);
                s.push_str(&disambiguation(mv, legal));
            }
            if capture {
                s.push('x');
            }
            s.push_str(&square_name(mv.to()));
            if let Some(kind) = mv.promotion() {
                s.push('=');
                s.push(LETTERS[kind]);
            }
            s
        }
    };
    let next = pos.after(mv);
    if next.in_check() {
        san.push(if movegen::has_moves(&next) { '+' } else { '#' });
    }
    san
}

/// The origin's file if it tells the move apart from the same kind's other moves to
/// the same square, else its rank, else both (PGN standard 8.2.3.4).
fn disambiguation(mv: &Move, legal: &[Move]) -> String {
    let rivals: Vec<&Move> = legal.iter().filter(|m| m.piece == mv.piece && m.to == mv.to && m.from != mv.from && !m.is_castle()).collect();
    if rivals.is_empty() {
        return String::new();
    }
    let name = square_name(mv.from());
    if rivals.iter().all(|m| file_of(m.from()) != file_of(mv.from())) {
        name[0..1].to_string()
    } else if rivals.iter().all(|m| rank_of(m.from()) != rank_of(mv.from())) {
        name[1..2].to_string()
    } else {
        name
    }
}

/// What a SAN text says about the move it names.
struct Pattern {
    piece: usize,
    from_file: Option<usize>,
    from_rank: Option<usize>,
    to: usize,
    promotion: Option<usize>,
}

fn unreadable(text: &str) -> GameError {
    GameError::new(format!("cannot read move '{text}' (write SAN such as Nf3, exd5, O-O, e8=Q, or UCI such as e2e4)"))
}

fn read_pattern(text: &str) -> Option<Pattern> {
    let mut chars: Vec<char> = text.chars().filter(|c| !matches!(c, 'x' | 'X' | '-' | ':' | '=' | '(' | ')')).collect();
    let mut piece = PAWN;
    if let Some(&c) = chars.first() {
        // Lower-case n, r, q, k name pieces too; a lower-case b is the b-file.
        if (c.is_ascii_uppercase() && c != 'X') || matches!(c, 'n' | 'r' | 'q' | 'k') {
            piece = kind_of_letter(c)?;
            chars.remove(0);
        }
    }
    let mut promotion = None;
    if let Some(&c) = chars.last() {
        if c.is_ascii_alphabetic() {
            let kind = kind_of_letter(c)?;
            if piece != PAWN || kind == PAWN || kind == KING {
                return None;
            }
            promotion = Some(kind);
            chars.pop();
        }
    }
    if chars.len() < 2 || chars.len() > 4 {
        return None;
    }
    let dest: String = chars[chars.len() - 2..].iter().collect();
    let to = parse_square(&dest)?;
    let (mut from_file, mut from_rank) = (None, None);
    for &c in &chars[..chars.len() - 2] {
        match c {
            'a'..='h' if from_file.is_none() && from_rank.is_none() => from_file = Some(c as usize - 'a' as usize),
            '1'..='8' if from_rank.is_none() => from_rank = Some(c as usize - '1' as usize),
            _ => return None,
        }
    }
    Some(Pattern { piece, from_file, from_rank, to, promotion })
}

/// The legal move named by `text`; clear errors for unreadable, illegal, ambiguous
/// and promotion-less texts.
pub fn parse(pos: &Chess, text: &str, legal: &[Move]) -> Result<Move, GameError> {
    let original = text.trim();
    let mut t = original.trim_end_matches(['+', '#', '!', '?']);
    for suffix in ["e.p.", "ep"] {
        if let Some(rest) = t.strip_suffix(suffix) {
            t = rest.trim_end();
        }
    }
    if t.is_empty() {
        return Err(unreadable(original));
    }
    let castle = t.replace('0', "O").to_ascii_uppercase();
    let special = match castle.as_str() {
        "O-O" | "OO" => Some(Special::CastleKingside),
        "O-O-O" | "OOO" => Some(Special::CastleQueenside),
        _ => None,
    };
    if let Some(special) = special {
        return legal
            .iter()
            .copied()
            .find(|m| m.special == special)
            .ok_or_else(|| GameError::illegal_move(original, Some("castling is not possible here")));
    }
    if let Some(mv) = uci::find(t, legal) {
        return Ok(mv);
    }
    let p = read_pattern(t).ok_or_else(|| unreadable(original))?;
    let candidates: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| {
            m.piece() == p.piece
                && m.to() == p.to
                && p.from_file.is_none_or(|f| file_of(m.from()) == f)
                && p.from_rank.is_none_or(|r| rank_of(m.from()) == r)
                // A pawn move written without its file is a push (SAN names the file of
                // every pawn capture).
                && (p.piece != PAWN || p.from_file.is_some() || file_of(m.from()) == file_of(m.to()))
        })
        .collect();
    let matching: Vec<Move> = candidates.iter().copied().filter(|m| m.promotion() == p.promotion).collect();
    match matching.len() {
        1 => Ok(matching[0]),
        0 if !candidates.is_empty() && p.promotion.is_none() => {
            Err(GameError::new(format!("move '{original}' needs the promotion piece (=Q, =R, =B or =N)")))
        }
        0 => Err(GameError::illegal_move(original, None)),
        _ => {
            let names: Vec<String> = matching.iter().map(|m| write(pos, m, legal)).collect();
            Err(GameError::new(format!("ambiguous move '{original}': it could be {}", names.join(" or "))))
        }
    }
}
