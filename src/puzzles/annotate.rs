//! Moves accepted alike (`boardgames puzzles --annotate FILE`): a pass over lines already
//! written that adds, to each solver's move of a line winning the game, the other moves
//! that win as fast, written `move/other/...` (docs/puzzles.md, "Moves accepted alike").
//! A pass over the file, not part of generation, so that the sets generated earlier
//! (and the runs still going) are annotated without being generated again.
//!
//! Only won lines (`winInN`, `mateInN`) get any: a line winning material stops where its
//! best move is no longer unique by the margin, so every solver's move of it is the only
//! one by construction; Zong-Heng's and Binary's are written by the exact solver, which
//! lists the winning answers itself. An alternative must be
//! 1. among the verifying search's best lines (`MAX_MULTI_PV`, ten times `--nodes`) a win
//!    in no more plies than the line's own move, reaching another position; and
//! 2. confirmed by the plain second search from the position after it (to the plies left
//!    plus two): the opponent lost in no more plies than the line's.
//!
//! A move that ends the game at once is not listed: the page accepts it anyway.

use crate::ai::{plain_search, Score, SearchLimits, MAX_MULTI_PV};
use crate::session::AnyGame;

use super::{open, verify, Puzzle, Settings};

/// `line` with its accepted alternatives, searched with `nodes` (the generation's).
pub fn annotate(line: &str, nodes: u64) -> Result<String, String> {
    let mut puzzle = Puzzle::from_line(line)?;
    if !puzzle.themes.iter().any(|t| t.starts_with("winIn") || t.starts_with("mateIn")) || super::exact_puzzles::is_exact_game(&puzzle.game)
    {
        return Ok(puzzle.to_line());
    }
    let mut settings = Settings::new(&puzzle.game, 1, 1, nodes);
    settings.options = puzzle.options.clone();
    let firsts: Vec<String> = puzzle.solution.iter().map(|m| m.split('/').next().unwrap_or(m).to_string()).collect();
    let mut game = open(&settings, Some(&puzzle.position))?;
    for i in 0..firsts.len() {
        if i % 2 == 0 {
            let left = (firsts.len() - i) as u32;
            let found = alternatives(game.as_mut(), &settings, &firsts[i], left)?;
            let mut accepted: Vec<&str> = puzzle.solution[i].split('/').collect();
            for alt in &found {
                if !accepted.contains(&alt.as_str()) {
                    accepted.push(alt);
                }
            }
            puzzle.solution[i] = accepted.join("/");
        }
        game.play(&firsts[i]).map_err(|e| e.to_string())?;
    }
    Ok(puzzle.to_line())
}

/// The moves at `game` other than `own` that win in at most `left` plies, confirmed twice.
fn alternatives(game: &mut dyn AnyGame, settings: &Settings, own: &str, left: u32) -> Result<Vec<String>, String> {
    let deep = SearchLimits::nodes(settings.verify_nodes());
    let analysis = game.analyse(&deep, MAX_MULTI_PV);
    let own_position = after(game, own)?;
    let mut found = Vec::new();
    for line in &analysis.lines {
        let Some(mv) = line.pv.first() else { continue };
        let fast_enough = matches!(line.score, Score::Win { win } if win <= left);
        if mv == own || !fast_enough || after(game, mv)? == own_position {
            continue;
        }
        game.play(mv).map_err(|e| e.to_string())?;
        let ends = game.outcome().is_some();
        let confirmed = !ends && lost_within(game, settings, left - 1);
        game.undo();
        if confirmed {
            found.push(mv.clone());
        }
    }
    Ok(found)
}

/// The position after `mv`, the game left as it was.
fn after(game: &mut dyn AnyGame, mv: &str) -> Result<String, String> {
    game.play(mv).map_err(|e| e.to_string())?;
    let position = game.position();
    game.undo();
    Ok(position)
}

/// The plain second search: the side to move at `game` is lost in at most `plies`.
fn lost_within(game: &dyn AnyGame, settings: &Settings, plies: u32) -> bool {
    let limits = SearchLimits { time_ms: None, nodes: Some(settings.nodes.saturating_mul(verify::SECOND_NODES)), depth: Some(plies + 2) };
    let analysis = plain_search(|| game.analyse(&limits, 1));
    analysis.lines.first().is_some_and(|l| matches!(l.score, Score::Loss { loss } if loss <= plies))
}
