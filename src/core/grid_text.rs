//! The row-based position text shared by the two-colour placement games (Zong-Heng,
//! Binary): `<board> <turn> <black supply> <white supply>`. The board lists the rows
//! from the top down, separated by `/`; `b` is a Black piece (side 0), `w` a White one
//! (side 1), a number that many empty squares (`.` is read as one empty square).

use super::{GameError, Side};

const LETTERS: [char; 2] = ['b', 'w'];
const NAMES: [&str; 2] = ["black", "white"];

/// A position as the text gives it: each cell's owner, the side to move, the supplies.
pub struct GridText {
    pub cells: Vec<Option<Side>>,
    pub turn: Side,
    pub supply: [u8; 2],
}

/// Writes a `size` x `size` board (`owner(cell)` for each cell), the side to move and the supplies.
pub fn write(size: usize, owner: impl Fn(usize) -> Option<Side>, turn: Side, supply: [u8; 2]) -> String {
    let mut rows = Vec::with_capacity(size);
    for r in 0..size {
        let mut row = String::new();
        let mut gap = 0;
        for c in 0..size {
            match owner(r * size + c) {
                None => gap += 1,
                Some(side) => {
                    if gap > 0 {
                        row.push_str(&gap.to_string());
                        gap = 0;
                    }
                    row.push(LETTERS[side.index()]);
                }
            }
        }
        if gap > 0 {
            row.push_str(&gap.to_string());
        }
        rows.push(row);
    }
    let [b, w] = supply;
    format!("{} {} {b} {w}", rows.join("/"), LETTERS[turn.index()])
}

/// Reads the text for a `size` x `size` board whose supplies hold at most `max_supply`
/// pieces each; `example` is shown when the text has the wrong shape.
pub fn read(text: &str, size: usize, max_supply: usize, example: &str) -> Result<GridText, GameError> {
    let clean = text.trim().trim_matches('"').trim();
    let fields: Vec<&str> = clean.split_whitespace().collect();
    let [board, turn, black, white] = fields[..] else {
        return Err(GameError::new(format!(
            "invalid position '{clean}': write <board> <turn b|w> <black supply> <white supply>, like {example}"
        )));
    };
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != size {
        return Err(GameError::new(format!("the board has {} rows; this game is {size}x{size} (option size)", rows.len())));
    }
    let mut cells = vec![None; size * size];
    for (r, row) in rows.iter().enumerate() {
        read_row(&mut cells[r * size..(r + 1) * size], r, row)?;
    }
    let turn = match turn.to_ascii_lowercase().as_str() {
        "b" => Side::First,
        "w" => Side::Second,
        _ => return Err(GameError::new(format!("invalid turn '{turn}': write b (Black) or w (White)"))),
    };
    let mut supply = [0u8; 2];
    for (i, value) in [black, white].into_iter().enumerate() {
        match value.parse::<usize>() {
            Ok(n) if n <= max_supply => supply[i] = n as u8,
            _ => return Err(GameError::new(format!("invalid {} supply '{value}': a number from 0 to {max_supply}", NAMES[i]))),
        }
    }
    Ok(GridText { cells, turn, supply })
}

/// The name of a side in these games' messages.
pub fn side_name(side: Side) -> &'static str {
    NAMES[side.index()]
}

fn read_row(cells: &mut [Option<Side>], r: usize, row: &str) -> Result<(), GameError> {
    let size = cells.len();
    let mut col = 0;
    let mut chars = row.chars().peekable();
    let too_long = || GameError::new(format!("row {} of the board '{row}' is longer than {size} squares", r + 1));
    while let Some(ch) = chars.next() {
        let owner = match ch.to_ascii_lowercase() {
            'b' => Some(Side::First),
            'w' => Some(Side::Second),
            '.' => None,
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
            _ => return Err(GameError::new(format!("invalid character '{ch}' in the board: use b, w or a number of empty squares"))),
        };
        if col >= size {
            return Err(too_long());
        }
        cells[col] = owner;
        col += 1;
    }
    if col != size {
        return Err(GameError::new(format!("row {} of the board '{row}' has {col} squares, not {size}", r + 1)));
    }
    Ok(())
}
