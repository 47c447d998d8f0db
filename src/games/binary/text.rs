//! The position text (`core::grid_text`): `<board> <turn> <black supply> <white supply>`.
//! The start of the 8x8 game: `8/8/8/8/8/8/8/8 b 16 16`. Discarded pieces are simply
//! gone from the supply.

use crate::core::grid_text::{self, side_name};
use crate::core::{GameError, Side};

use super::board::{owner, piece, EMPTY};
use super::position::Binary;

pub fn write(pos: &Binary) -> String {
    let cell_owner = |c: usize| (pos.at(c) != EMPTY).then(|| owner(pos.at(c)));
    grid_text::write(pos.size(), cell_owner, pos.side_to_move(), pos.supply())
}

pub fn read(size: usize, text: &str) -> Result<Binary, GameError> {
    let mut pos = Binary::start(size);
    let quarter = pos.full_supply();
    let parsed = grid_text::read(text, size, quarter, &write(&pos))?;
    for (cell, side) in parsed.cells.iter().enumerate() {
        if let Some(side) = side {
            pos.put(cell, piece(*side));
        }
    }
    let (side, supply) = (parsed.turn, parsed.supply);
    pos.set_side(side);
    pos.set_supply(supply);
    for s in Side::BOTH {
        let total = pos.pieces_of(s) + supply[s.index()] as usize;
        if total > quarter {
            return Err(GameError::new(format!(
                "{} has {total} pieces on the board and in supply; each player has {quarter}",
                side_name(s)
            )));
        }
    }
    if supply[side.index()] == 0 && supply[side.other().index()] > 0 {
        return Err(GameError::new(format!(
            "{} cannot be to move with no pieces left: {} places the rest",
            side_name(side),
            side_name(side.other())
        )));
    }
    Ok(pos)
}
