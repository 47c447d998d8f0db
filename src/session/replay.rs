//! The replay that checks every move of a record's variations by playing it.

use super::AnyGame;
use crate::core::variations::{check_limits, Line, Node};
use crate::core::GameError;

/// Plays `line` on `game` from its current position, checking every move of every
/// variation by playing it from its own position; the game is left after the line's
/// last move (variations are undone). Returns the line in canonical notation: the same
/// nodes, each move's text replaced as it is played (a second tree beside the one read
/// made loading a record with many variations hold twice its moves at once).
pub fn replay_line(game: &mut dyn AnyGame, mut line: Line) -> Result<Line, GameError> {
    check_limits(&line)?;
    replay_from(game, &mut line, None)?;
    Ok(line)
}

/// `branch`: the move a variation replaces, `None` on the mainline.
fn replay_from(game: &mut dyn AnyGame, line: &mut [Node], branch: Option<(usize, &str)>) -> Result<(), GameError> {
    let mut played = 0;
    let mut result = Ok(());
    for Node { mv, variations, .. } in line.iter_mut() {
        // Counted, not `history().len()`: that copies every move, for each move of a long record.
        let ply = game.plies() + 1;
        result = variations.iter_mut().try_for_each(|v| replay_from(game, v, Some((ply, mv.as_str()))));
        if result.is_err() {
            break;
        }
        match game.play(mv) {
            Ok(info) => {
                played += 1;
                *mv = info.notation;
            }
            Err(e) => {
                let place = match branch {
                    None => "of the record".to_string(),
                    Some((at, mv)) => format!("in a variation replacing move {at} '{mv}'"),
                };
                result = Err(GameError::of(e.kind(), format!("move {ply} '{mv}' {place}: {e}")));
                break;
            }
        }
    }
    // A variation is undone (also after an error, so the caller's position is intact);
    // the mainline stays played.
    if branch.is_some() || result.is_err() {
        for _ in 0..played {
            game.undo();
        }
    }
    result
}
