//! The position text: `<board> <turn> <black supply> <white supply>`, FEN-like. The
//! board lists the rows from the top (the second player's side) down, separated by
//! `/`; `b` is a Black piece, `w` a White one, a number that many empty squares
//! (`.` is read as one empty square). The turn is `b` or `w`. The start of the 8x8
//! game: `8/8/8/8/8/8/8/8 b 16 16`. Discarded pieces are simply gone from the supply.

use crate::core::{GameError, Side};

use super::board::{owner, piece, EMPTY};
use super::position::Binary;

const LETTERS: [char; 2] = ['b', 'w'];
const NAMES: [&str; 2] = ["black", "white"];

pub fn write(pos: &Binary) -> String {
    let size = pos.size();
    let mut rows = Vec::with_capacity(size);
    for r in 0..size {
        let mut row = String::new();
        let mut gap = 0;
        for c in 0..size {
            let p = pos.at(r * size + c);
            if p == EMPTY {
                gap += 1;
                continue;
            }
            if gap > 0 {
                row.push_str(&gap.to_string());
                gap = 0;
            }
            row.push(LETTERS[owner(p).index()]);
        }
        if gap > 0 {
            row.push_str(&gap.to_string());
        }
        rows.push(row);
    }
    let [b, w] = pos.supply();
    format!("{} {} {b} {w}", rows.join("/"), LETTERS[pos.side_to_move().index()])
}

pub fn read(size: usize, text: &str) -> Result<Binary, GameError> {
    let clean = text.trim().trim_matches('"').trim();
    let fields: Vec<&str> = clean.split_whitespace().collect();
    let [board, turn, black, white] = fields[..] else {
        return Err(GameError::new(format!(
            "invalid position '{clean}': write <board> <turn b|w> <black supply> <white supply>, like {}",
            write(&Binary::start(size))
        )));
    };
    let mut pos = Binary::start(size);
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != size {
        return Err(GameError::new(format!(
            "the board has {} rows; this game is {size}x{size} (option size)",
            rows.len()
        )));
    }
    for (r, row) in rows.iter().enumerate() {
        read_row(&mut pos, size, r, row)?;
    }
    let side = match turn.to_ascii_lowercase().as_str() {
        "b" => Side::First,
        "w" => Side::Second,
        _ => return Err(GameError::new(format!("invalid turn '{turn}': write b (Black) or w (White)"))),
    };
    pos.set_side(side);
    let quarter = pos.full_supply();
    let mut supply = [0u8; 2];
    for (i, value) in [black, white].into_iter().enumerate() {
        match value.parse::<usize>() {
            Ok(n) if n <= quarter => supply[i] = n as u8,
            _ => {
                return Err(GameError::new(format!(
                    "invalid {} supply '{value}': a number from 0 to {quarter}",
                    NAMES[i]
                )))
            }
        }
    }
    pos.set_supply(supply);
    for side in Side::BOTH {
        let total = pos.pieces_of(side) + supply[side.index()] as usize;
        if total > quarter {
            return Err(GameError::new(format!(
                "{} has {total} pieces on the board and in supply; each player has {quarter}",
                NAMES[side.index()]
            )));
        }
    }
    let (me, other) = (side.index(), side.other().index());
    if supply[me] == 0 && supply[other] > 0 {
        return Err(GameError::new(format!(
            "{} cannot be to move with no pieces left: {} places the rest",
            NAMES[me], NAMES[other]
        )));
    }
    Ok(pos)
}

fn read_row(pos: &mut Binary, size: usize, r: usize, row: &str) -> Result<(), GameError> {
    let mut col = 0;
    let mut chars = row.chars().peekable();
    let too_long = || GameError::new(format!("row {} of the board '{row}' is longer than {size} squares", r + 1));
    while let Some(ch) = chars.next() {
        let p = match ch.to_ascii_lowercase() {
            'b' => piece(Side::First),
            'w' => piece(Side::Second),
            '.' => EMPTY,
            d if d.is_ascii_digit() => {
                let mut n = d.to_digit(10).unwrap_or(0) as usize;
                while let Some(next) = chars.peek().and_then(|c| c.to_digit(10)) {
                    n = n.saturating_mul(10).saturating_add(next as usize);
                    chars.next();
                }
                if n == 0 || col + n > size {
                    return Err(too_long());
                }
                col += n;
                continue;
            }
            _ => {
                return Err(GameError::new(format!(
                    "invalid character '{ch}' in the board: use b, w or a number of empty squares"
                )))
            }
        };
        if col >= size {
            return Err(too_long());
        }
        pos.put(r * size + col, p);
        col += 1;
    }
    if col != size {
        return Err(GameError::new(format!("row {} of the board '{row}' has {col} squares, not {size}", r + 1)));
    }
    Ok(())
}
