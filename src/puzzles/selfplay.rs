//! The games candidates come from: a seeded opening of random moves, then the
//! computer against itself, each side at its own level (the lower levels' deliberate
//! mistakes are what leave a shot on the board). Everything is drawn from the seed
//! and the game's index, and every move is searched by nodes: a game repeats exactly.

use crate::ai::{rng::Rng, SearchLimits};
use crate::session::AnyGame;

use super::Settings;

/// Random plies of the opening: from this many...
const OPENING_MIN: usize = 2;
/// ...to this many more.
const OPENING_SPREAD: usize = 6;
/// Levels drawn for each side (1 plays nearly at random; 6 without noise).
const LEVELS: std::ops::RangeInclusive<u32> = 2..=6;
/// A game is abandoned after this many plies...
const MAX_PLIES: usize = 240;
/// ...or once its moves' searches have scored one side this far ahead (for the side to
/// move, either way) `DECIDED_PLIES` plies in a row: what is left is no puzzle
/// ("not already decided") and costs the most.
const DECIDED_SCORE: i32 = 400;
const DECIDED_PLIES: usize = 8;

/// Plays game number `index` of the run, showing `visit` every position after the
/// opening with the game still going (the side to move to find the puzzle); `visit`
/// returns false to stop the game.
pub fn play(settings: &Settings, index: usize, visit: &mut dyn FnMut(&dyn AnyGame) -> bool) -> Result<(), String> {
    play_with(settings, index, true, visit)
}

/// `play`, stopping a decided game only when `stop_decided` (the exact solver's games
/// are played to the end: their last positions are where it finds puzzles).
pub fn play_with(settings: &Settings, index: usize, stop_decided: bool, visit: &mut dyn FnMut(&dyn AnyGame) -> bool) -> Result<(), String> {
    let mut rng = Rng::new(settings.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ index as u64);
    let mut game = super::open(settings, None)?;
    let opening = OPENING_MIN + rng.below(OPENING_SPREAD + 1);
    for _ in 0..opening {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return Ok(());
        }
        let mv = &moves[rng.below(moves.len())];
        game.play(&mv.notation).map_err(|e| e.to_string())?;
    }
    let span = (LEVELS.end() - LEVELS.start() + 1) as usize;
    let levels = [LEVELS.start() + rng.below(span) as u32, LEVELS.start() + rng.below(span) as u32];
    let limits = SearchLimits::nodes(settings.nodes);
    let move_seed = rng.next_u64();
    let mut decided = 0;
    while game.outcome().is_none() && game.history().len() < MAX_PLIES && !(stop_decided && decided >= DECIDED_PLIES) {
        if !visit(game.as_ref()) {
            return Ok(());
        }
        let ply = game.history().len() as u64;
        let level = levels[game.turn().index()];
        let Some(mv) = game.best_move_with(level, &limits, Some(move_seed ^ ply)) else {
            return Ok(());
        };
        game.play(&mv.notation).map_err(|e| e.to_string())?;
        decided = if crate::ai::last_stats().score.abs() >= DECIDED_SCORE { decided + 1 } else { 0 };
    }
    Ok(())
}
