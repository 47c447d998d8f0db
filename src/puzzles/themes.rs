//! Themes read from the solution line itself, and the puzzle's first rating.
//!
//! - `shot`: the solver gives material (the static evaluation falls below the start
//!   after an opponent's capture), then captures: the line wins more than it gave;
//! - `promotion`: a solver's move crowns or promotes; `breakthrough`: one that does so
//!   after a sacrifice;
//! - `endgame`: at most a third of the start's pieces on the board (games without hands);
//! - `mateInN` / `winInN`: the line ends the game, by checkmate or otherwise, N solver moves;
//! - `tsume`: shogi, every solver move a check, ending in mate;
//! - `opening`: the position arose before ply `OPENING_PLIES` of its game.

use crate::ai::Score;
use crate::core::Reason;
use crate::session::AnyGame;

use super::verify::SolutionLine;
use super::Settings;

/// A position this early in its game makes an opening trap.
pub const OPENING_PLIES: usize = 20;
/// The static evaluation must fall this far below the start for a sacrifice.
const SACRIFICE: i32 = 60;

/// Pieces on the board.
pub fn pieces(game: &dyn AnyGame) -> usize {
    game.view().pieces.iter().filter(|p| p.is_some()).count()
}

/// Whether the solver gave material on the way: after an opponent's capture, the
/// static evaluation below the start.
fn sacrifice(line: &SolutionLine) -> bool {
    (1..line.moves.len()).step_by(2).any(|i| !line.infos[i].captures.is_empty() && line.evals[i + 1] <= line.evals[0] - SACRIFICE)
}

/// A sacrifice followed by a solver's capture.
fn shot(line: &SolutionLine) -> bool {
    let first =
        (1..line.moves.len()).step_by(2).find(|&i| !line.infos[i].captures.is_empty() && line.evals[i + 1] <= line.evals[0] - SACRIFICE);
    first.is_some_and(|f| solver_indexes(line).any(|i| i > f && !line.infos[i].captures.is_empty()))
}

fn solver_indexes(line: &SolutionLine) -> impl Iterator<Item = usize> + '_ {
    (0..line.moves.len()).step_by(2)
}

/// The themes of `line`, found at ply `ply` of its game (`start_pieces`: the pieces
/// of the game's start).
pub fn tag(settings: &Settings, line: &SolutionLine, ply: usize, start_pieces: usize) -> Vec<String> {
    let mut themes = Vec::new();
    let sacrificed = sacrifice(line);
    let won = line.outcome.as_ref().is_some_and(|o| o.winner == Some(line.solver));
    if shot(line) {
        themes.push("shot".to_string());
    }
    if solver_indexes(line).any(|i| line.infos[i].crowns) {
        themes.push("promotion".to_string());
        if sacrificed {
            themes.push("breakthrough".to_string());
        }
    }
    if !line.hands && line.pieces * 3 <= start_pieces {
        themes.push("endgame".to_string());
    }
    if won {
        let n = line.solver_moves();
        let mate = line.outcome.as_ref().is_some_and(|o| o.reason == Reason::Checkmate);
        themes.push(format!("{}In{n}", if mate { "mate" } else { "win" }));
        if settings.game == "shogi" && mate && solver_indexes(line).all(|i| line.checks[i]) {
            themes.push("tsume".to_string());
        }
    }
    if ply < OPENING_PLIES {
        themes.push("opening".to_string());
    }
    themes
}

/// The first rating, before any player has tried the puzzle: 1000, plus 250 a solver's
/// move after the first (a longer line is harder to see through), plus up to 400 as the
/// lead over the second-best move shrinks from 5 men or pawns to none (a narrow margin is
/// a subtler choice; a proven win counts as the widest), rounded to 10.
pub fn rating(line: &SolutionLine) -> u32 {
    let length = 250 * (line.solver_moves() as i32 - 1);
    let margin = if matches!(line.score, Score::Win { .. }) { 500 } else { line.margin.clamp(0, 500) };
    let subtlety = 400 * (500 - margin) / 500;
    let r = 1000 + length + subtlety;
    (((r + 5) / 10) * 10) as u32
}
