//! The replay that checks every move of a record's variations by playing it.

use super::AnyGame;
use crate::core::variations::{check_limits, Line, Node};
use crate::core::GameError;

/// Plays `line` on `game` from its current position, checking every move of every
/// variation by playing it from its own position; the game is left after the line's
/// last move (variations are undone). Returns the line in canonical notation.
pub fn replay_line(game: &mut dyn AnyGame, line: &[Node]) -> Result<Line, GameError> {
    check_limits(line)?;
    replay_from(game, line, None)
}

/// `branch`: the move a variation replaces, `None` on the mainline.
fn replay_from(game: &mut dyn AnyGame, line: &[Node], branch: Option<(usize, &str)>) -> Result<Line, GameError> {
    let mut out = Vec::with_capacity(line.len());
    let mut played = 0;
    let mut result = Ok(());
    for node in line {
        // Counted, not `history().len()`: that copies every move, for each move of a long record.
        let ply = game.plies() + 1;
        let mut variations = Vec::with_capacity(node.variations.len());
        for v in &node.variations {
            match replay_from(game, v, Some((ply, &node.mv))) {
                Ok(v) => variations.push(v),
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        if result.is_err() {
            break;
        }
        match game.play(&node.mv) {
            Ok(info) => {
                played += 1;
                out.push(Node { mv: info.notation, comment: node.comment.clone(), variations });
            }
            Err(e) => {
                let place = match branch {
                    None => "of the record".to_string(),
                    Some((at, mv)) => format!("in a variation replacing move {at} '{mv}'"),
                };
                result = Err(GameError::new(format!("move {ply} '{}' {place}: {e}", node.mv)));
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
    result.map(|_| out)
}
