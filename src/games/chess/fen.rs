//! FEN positions: read (text, then validation with a reason for every refusal) and write.
//! Six fields; the two move counters may be left out (they then default to `0 1`).
//! The en-passant square is written after every double step (PGN standard 16.1.3.4).

use crate::core::GameError;

use super::attacks::bit;
use super::board::{kind_of_letter, parse_square, square_name, Board, BLACK, KING, LETTERS, PAWN, ROOK, WHITE};
use super::position::{Chess, BLACK_KINGSIDE, BLACK_QUEENSIDE, NO_SQUARE, WHITE_KINGSIDE, WHITE_QUEENSIDE};

pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const COLOUR_NAMES: [&str; 2] = ["white", "black"];

fn bad(msg: impl AsRef<str>) -> GameError {
    GameError::new(format!("invalid fen: {}", msg.as_ref()))
}

pub fn write(pos: &Chess) -> String {
    let mut text = String::with_capacity(90);
    for rank in (0..8).rev() {
        let mut gap = 0;
        for file in 0..8 {
            let sq = rank * 8 + file;
            match pos.board.piece_at(sq) {
                Some((colour, kind)) => {
                    if gap > 0 {
                        text.push(char::from(b'0' + gap));
                        gap = 0;
                    }
                    let letter = LETTERS[kind];
                    text.push(if colour == WHITE { letter } else { letter.to_ascii_lowercase() });
                }
                None => gap += 1,
            }
        }
        if gap > 0 {
            text.push(char::from(b'0' + gap));
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text.push_str(if pos.turn == 0 { " w " } else { " b " });
    let rights: String = [(WHITE_KINGSIDE, 'K'), (WHITE_QUEENSIDE, 'Q'), (BLACK_KINGSIDE, 'k'), (BLACK_QUEENSIDE, 'q')]
        .iter()
        .filter(|(r, _)| pos.castling & r != 0)
        .map(|(_, c)| *c)
        .collect();
    text.push_str(if rights.is_empty() { "-" } else { &rights });
    text.push(' ');
    text.push_str(&if pos.ep == NO_SQUARE { "-".to_string() } else { square_name(pos.ep as usize) });
    text.push_str(&format!(" {} {}", pos.halfmoves, pos.fullmoves));
    text
}

fn read_placement(field: &str) -> Result<Board, GameError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(bad(format!("the placement needs 8 ranks separated by '/', found {}", ranks.len())));
    }
    let mut board = Board::default();
    for (i, text) in ranks.iter().enumerate() {
        let rank = 7 - i;
        let mut file = 0usize;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(bad(format!("'{c}' in rank {} is not a count of empty squares (1 to 8)", rank + 1)));
                }
                file += d as usize;
            } else {
                let kind = kind_of_letter(c).ok_or_else(|| {
                    bad(format!("'{c}' is not a piece letter (PNBRQK for white, pnbrqk for black, digits for empty squares)"))
                })?;
                if file < 8 {
                    let colour = if c.is_ascii_uppercase() { WHITE } else { BLACK };
                    board.toggle(colour, kind, bit(rank * 8 + file));
                }
                file += 1;
            }
        }
        if file != 8 {
            return Err(bad(format!("rank {} has {} squares (each rank needs 8)", rank + 1, file)));
        }
    }
    Ok(board)
}

fn read_castling(field: &str, board: &Board) -> Result<u8, GameError> {
    if field == "-" {
        return Ok(0);
    }
    let mut rights = 0u8;
    for c in field.chars() {
        let (right, colour, rook_sq, name) = match c {
            'K' => (WHITE_KINGSIDE, WHITE, 7, "h1"),
            'Q' => (WHITE_QUEENSIDE, WHITE, 0, "a1"),
            'k' => (BLACK_KINGSIDE, BLACK, 63, "h8"),
            'q' => (BLACK_QUEENSIDE, BLACK, 56, "a8"),
            _ => return Err(bad(format!("castling field '{field}' must be '-' or letters from KQkq"))),
        };
        if rights & right != 0 {
            return Err(bad(format!("castling field '{field}' repeats '{c}'")));
        }
        let king_sq = if colour == WHITE { 4 } else { 60 };
        if board.pieces(colour, KING) & bit(king_sq) == 0 || board.pieces(colour, ROOK) & bit(rook_sq) == 0 {
            let who = COLOUR_NAMES[colour];
            return Err(bad(format!("castling right '{c}' needs the {who} king on {} and a {who} rook on {name}", square_name(king_sq))));
        }
        rights |= right;
    }
    Ok(rights)
}

/// FIDE 3.7.d: the square must lie behind an enemy pawn that can just have made its
/// double step (the square it crossed and the one it came from both empty).
fn read_en_passant(field: &str, board: &Board, us: usize) -> Result<u8, GameError> {
    if field == "-" {
        return Ok(NO_SQUARE);
    }
    let sq = parse_square(field).ok_or_else(|| bad(format!("en passant field '{field}' is neither '-' nor a square")))?;
    let (rank, pawn_sq, origin) = if us == WHITE { (5, sq.wrapping_sub(8), sq + 8) } else { (2, sq + 8, sq.wrapping_sub(8)) };
    let occupied = board.occupied();
    let ok = sq >> 3 == rank && board.pieces(us ^ 1, PAWN) & bit(pawn_sq) != 0 && occupied & (bit(sq) | bit(origin)) == 0;
    if !ok {
        let them = COLOUR_NAMES[us ^ 1];
        return Err(bad(format!(
            "en passant square {field} is impossible with {} to move (it must be on rank {} just behind a {them} pawn that has made a double step)",
            COLOUR_NAMES[us],
            rank + 1
        )));
    }
    Ok(sq as u8)
}

fn read_number(field: Option<&str>, name: &str, default: u32) -> Result<u32, GameError> {
    match field {
        None => Ok(default),
        Some(t) => t.parse::<u32>().map_err(|_| bad(format!("the {name} '{t}' is not a number"))),
    }
}

pub fn read(text: &str) -> Result<Chess, GameError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() < 4 || fields.len() > 6 {
        return Err(bad(format!(
            "expected 6 fields (placement, side to move, castling, en passant, halfmove clock, fullmove number), found {}",
            fields.len()
        )));
    }
    let board = read_placement(fields[0])?;
    let turn = match fields[1] {
        "w" => WHITE,
        "b" => BLACK,
        other => return Err(bad(format!("the side to move must be 'w' or 'b', not '{other}'"))),
    };
    validate_placement(&board)?;
    let castling = read_castling(fields[2], &board)?;
    let ep = read_en_passant(fields[3], &board, turn)?;
    let halfmoves = read_number(fields.get(4).copied(), "halfmove clock", 0)?;
    let fullmoves = read_number(fields.get(5).copied(), "fullmove number", 1)?;
    if fullmoves == 0 {
        return Err(bad("the fullmove number starts at 1"));
    }
    let pos = Chess { board, turn: turn as u8, castling, ep, halfmoves, fullmoves };
    if pos.board.attackers(pos.board.king(turn ^ 1), turn, pos.board.occupied()) != 0 {
        return Err(GameError::new(format!(
            "invalid position: {} is in check but it is {}'s turn",
            COLOUR_NAMES[turn ^ 1],
            COLOUR_NAMES[turn]
        )));
    }
    Ok(pos)
}

fn validate_placement(board: &Board) -> Result<(), GameError> {
    for colour in [WHITE, BLACK] {
        let who = COLOUR_NAMES[colour];
        let kings = board.pieces(colour, KING).count_ones();
        if kings != 1 {
            return Err(GameError::new(format!("invalid position: {who} has {kings} kings (exactly one is needed)")));
        }
        let pawns = board.pieces(colour, PAWN).count_ones();
        if pawns > 8 {
            return Err(GameError::new(format!("invalid position: {who} has {pawns} pawns (at most 8)")));
        }
        let pieces = board.colours[colour].count_ones();
        if pieces > 16 {
            return Err(GameError::new(format!("invalid position: {who} has {pieces} pieces (at most 16)")));
        }
    }
    let back_ranks = 0xFF00_0000_0000_00FFu64;
    let stray = board.kinds[PAWN] & back_ranks;
    if stray != 0 {
        let sq = stray.trailing_zeros() as usize;
        return Err(GameError::new(format!(
            "invalid position: a pawn on {} (pawns never stand on the first or last rank)",
            square_name(sq)
        )));
    }
    Ok(())
}
