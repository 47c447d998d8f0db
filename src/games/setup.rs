//! `from_setup`: a game from the position editor's setup. Each family writes its own
//! position text from the setup and reads it back with the parser `from_position` uses,
//! so a setup passes exactly the checks a position text passes. The cell names, board
//! size and colours come from the game's own view of its start (same options).

use crate::core::setup::{board, refuse_extras, Setup};
use crate::core::{grid_text, GameError, Options, Side, View};
use crate::session::AnyGame;

/// A game of `id` (with `options`) from `setup`.
pub fn from_setup(id: &str, setup: &Setup, options: &Options) -> Result<Box<dyn AnyGame>, GameError> {
    let (entry, info) = super::find(id)?;
    let resolved = options.resolve(id, &info.options)?;
    let view = (entry.start)(entry.id, &resolved)?.view();
    let family = info.family;
    let text = match id {
        #[cfg(feature = "chess")]
        "chess" => super::chess::setup::text(setup, &view)?,
        #[cfg(feature = "shogi")]
        "shogi" => super::shogi::setup::text(setup, &view)?,
        "zonghen" | "binary" => supply_text(setup, &view)?,
        // The kinds the catalog offers the position editor (`GameInfo::setup_kinds`).
        "alquerque" | "incorrect-checkers" => colon_text(setup, &view, info.setup_kinds)?,
        _ if family == "draughts" => colon_text(setup, &view, info.setup_kinds)?,
        _ => crate::bail!("{id} cannot be set up"),
    };
    (entry.from_position)(entry.id, &text, &resolved)
}

/// The first letter of a side's colour, upper case: how PDN-style texts name the sides.
fn colour_letter(view: &View, side: Side) -> char {
    view.colors[side.index()].chars().next().unwrap_or('?').to_ascii_uppercase()
}

/// `B:W21,K30:B1,2` (draughts, Alquerque, Incorrect Checkers): the side to move, then each
/// side's pieces by square name, `K` before a king. Counters start at their defaults.
fn colon_text(setup: &Setup, view: &View, kinds: &[&str]) -> Result<String, GameError> {
    refuse_extras(setup, &view.game, &[])?;
    let cells = board(setup, view, kinds)?;
    let mut text = String::new();
    text.push(colour_letter(view, setup.turn));
    for side in Side::BOTH {
        let names: Vec<String> = cells
            .iter()
            .enumerate()
            .filter_map(|(cell, p)| match p {
                Some((s, kind)) if *s == side => Some(format!("{}{}", if *kind == "king" { "K" } else { "" }, view.labels[cell])),
                _ => None,
            })
            .collect();
        text.push(':');
        text.push(colour_letter(view, side));
        text.push_str(&names.join(","));
    }
    Ok(text)
}

/// The row text of Zong-Heng and Binary. Without a `supply`, each side's supply is what
/// its start has in all (board and supply) less its pieces on the board now.
fn supply_text(setup: &Setup, view: &View) -> Result<String, GameError> {
    refuse_extras(setup, &view.game, &["supply"])?;
    let cells = board(setup, view, &["man"])?;
    let supply = match setup.supply {
        Some(given) => given,
        None => {
            let start_total = |side: Side| {
                let on_board = view.pieces.iter().flatten().filter(|p| p.side as usize == side.index()).count();
                view.supply.map_or(0, |s| s[side.index()]) as usize + on_board
            };
            let now = |side: Side| cells.iter().flatten().filter(|(s, _)| *s == side).count();
            Side::BOTH.map(|s| start_total(s).saturating_sub(now(s)) as u32)
        }
    };
    if supply.iter().any(|&n| n > u8::MAX as u32) {
        crate::bail!("a supply of {} or {} pieces is more than the game has", supply[0], supply[1]);
    }
    let size = view.rows;
    let owner = |cell: usize| cells[cell].map(|(side, _)| side);
    Ok(grid_text::write(size, owner, setup.turn, [supply[0] as u8, supply[1] as u8]))
}
