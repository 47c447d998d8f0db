//! The position text (`core::grid_text`): `<board> <turn> <black supply> <white supply>`.
//! The start of the 8x8 game:
//! `1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1 b 16 16`.

use crate::core::grid_text::{self, side_name};
use crate::core::{GameError, Side};

use super::board::{owner, piece, EMPTY};
use super::position::ZongHeng;

pub fn write(pos: &ZongHeng) -> String {
    let cell_owner = |c: usize| (pos.at(c) != EMPTY).then(|| owner(pos.at(c)));
    grid_text::write(pos.size(), cell_owner, pos.side_to_move(), pos.supply())
}

pub fn read(size: usize, text: &str) -> Result<ZongHeng, GameError> {
    let half = size * size / 2;
    let parsed = grid_text::read(text, size, half, &write(&ZongHeng::start(size)))?;
    let mut pos = ZongHeng::empty(size);
    for (cell, side) in parsed.cells.iter().enumerate() {
        if let Some(side) = side {
            pos.put(cell, piece(*side));
        }
    }
    pos.set_side(parsed.turn);
    pos.set_supply(parsed.supply);
    for side in Side::BOTH {
        let total = pos.total_of(side);
        if total > half {
            return Err(GameError::new(format!(
                "{} has {total} pieces on the board and in supply; each player has {half}",
                side_name(side)
            )));
        }
    }
    Ok(pos)
}
