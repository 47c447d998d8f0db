//! A shogi position from an editor's setup, written as SFEN and read back by `sfen::read`
//! (which applies every check an SFEN gets: no piece that could never move, no two
//! unpromoted pawns on a file, no more pieces than a set, the side not to move not in check).

use crate::core::setup::{board, refuse_extras, rows_text, Setup};
use crate::core::{GameError, Side, View};

use super::pieces::{HAND_ORDER, USI};

/// The SFEN of `setup` on the board described by `view`.
pub fn text(setup: &Setup, view: &View) -> Result<String, GameError> {
    refuse_extras(setup, "shogi", &["hands", "moveNumber"])?;
    let cells = board(setup, view, &USI)?;
    let letter = |side: Side, kind: &str| if side == Side::First { kind.to_string() } else { kind.to_ascii_lowercase() };
    let hand_kinds: Vec<&str> = HAND_ORDER.iter().map(|&k| USI[k as usize]).collect();
    let mut hands = String::new();
    if let Some(given) = &setup.hands {
        for side in Side::BOTH {
            let hand = &given[side.index()];
            if let Some((kind, _)) = hand.iter().find(|(k, _)| !hand_kinds.contains(&k.as_str())) {
                crate::bail!("'{kind}' cannot be held in hand (kinds: {})", hand_kinds.join(", "));
            }
            for kind in &hand_kinds {
                match hand.iter().filter(|(k, _)| k == kind).map(|(_, n)| n).sum::<u32>() {
                    0 => {}
                    1 => hands.push_str(&letter(side, kind)),
                    n => hands.push_str(&format!("{n}{}", letter(side, kind))),
                }
            }
        }
    }
    if hands.is_empty() {
        hands.push('-');
    }
    let turn = if setup.turn == Side::First { "b" } else { "w" };
    let number = setup.move_number.unwrap_or(1);
    Ok(format!("{} {turn} {hands} {number}", rows_text(&cells, view.rows, view.cols, letter)))
}
