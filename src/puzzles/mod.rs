//! Puzzles made by the engine (issue 32): self-play at varied levels from varied
//! openings (`selfplay`), positions where one move is clearly best kept as candidates
//! (`candidate`), each checked by a deeper search that also finds the solution line
//! and by a second, plain search (`verify`), tagged (`themes`), rated and written one
//! a line (`format`). It sits above the rules and the search, as the command line does:
//! nothing in `core` or `ai` knows of it. docs/puzzles.md describes the whole.
//!
//! Every search is bounded by nodes or depth, never by time, so a seed and node limit
//! give the same puzzles on any machine.

pub mod annotate;
pub mod candidate;
pub mod exact;
pub mod exact_puzzles;
pub mod format;
pub mod selfplay;
pub mod themes;
pub mod verify;

use std::collections::HashSet;

use crate::core::Options;
use crate::session::AnyGame;

pub use format::Puzzle;

/// What one run of the generator is asked for.
#[derive(Clone, Debug)]
pub struct Settings {
    pub game: String,
    /// Rule options as `name=value,...` (empty: the defaults).
    pub options: String,
    /// Puzzles wanted; the run stops when it has them or after `max_games`.
    pub count: usize,
    pub seed: u64,
    /// Nodes of the candidate search (MultiPV 2) and of each self-play move.
    pub nodes: u64,
    /// Self-play games played at most.
    pub max_games: usize,
}

impl Settings {
    pub fn new(game: &str, count: usize, seed: u64, nodes: u64) -> Settings {
        Settings { game: game.to_string(), options: String::new(), count, seed, nodes, max_games: 50 + 20 * count }
    }

    /// Nodes of the verifying search: ten times the generation's.
    pub fn verify_nodes(&self) -> u64 {
        self.nodes.saturating_mul(verify::DEEPER)
    }
}

/// Why a candidate was dropped, in the order the checks run.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Drop {
    /// The deeper search does not find one move clearly best.
    NotClear,
    /// The deeper search prefers another first move.
    OtherMove,
    /// The line never turns the advantage into material or a win.
    NotRealised,
    /// One solver's move that only takes a piece left hanging.
    TooSimple,
    /// The plain search to the line's length plus two plies prefers another move.
    SecondSearch,
}

impl Drop {
    pub const ALL: [Drop; 5] = [Drop::NotClear, Drop::OtherMove, Drop::NotRealised, Drop::TooSimple, Drop::SecondSearch];

    pub fn code(self) -> &'static str {
        match self {
            Drop::NotClear => "not-clear-deeper",
            Drop::OtherMove => "other-move-deeper",
            Drop::NotRealised => "gain-not-realised",
            Drop::TooSimple => "hanging-piece",
            Drop::SecondSearch => "second-search-disagrees",
        }
    }
}

/// The counts a run reports.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub games: usize,
    pub positions: usize,
    pub candidates: usize,
    /// Confirmed by the deeper search with a realised solution line.
    pub verified: usize,
    /// Dropped candidates by the check that dropped them (`Drop::ALL` order).
    pub dropped: [usize; 5],
    pub kept: usize,
}

impl Summary {
    pub(super) fn drop(&mut self, why: Drop) {
        self.dropped[Drop::ALL.iter().position(|&d| d == why).unwrap_or(0)] += 1;
    }
}

/// Opens `settings.game` with its options, at `position` (None: the standard start).
pub fn open(settings: &Settings, position: Option<&str>) -> Result<Box<dyn AnyGame>, String> {
    let options = format::parse_options(&settings.options)?;
    open_with(&settings.game, &options, position)
}

fn open_with(game: &str, options: &Options, position: Option<&str>) -> Result<Box<dyn AnyGame>, String> {
    match position {
        Some(text) => crate::from_position(game, text, options),
        None => crate::new_game(game, options),
    }
    .map_err(|e| e.to_string())
}

/// Runs the generator: each kept puzzle is handed to `emit` as soon as it is verified.
pub fn generate(settings: &Settings, emit: &mut dyn FnMut(&Puzzle)) -> Result<Summary, String> {
    if exact_puzzles::is_exact_game(&settings.game) {
        return exact_puzzles::generate(settings, emit);
    }
    let probe = open(settings, None)?;
    let kind = probe.analyse(&crate::ai::SearchLimits::depth(1), 1).kind;
    if kind != crate::ai::AnalysisKind::Search {
        return Err(format!("{}: puzzles need an alpha-beta game (its Monte Carlo analysis gives no margins to judge)", settings.game));
    }
    let start_pieces = themes::pieces(probe.as_ref());
    let mut summary = Summary::default();
    let mut seen: HashSet<String> = HashSet::new();
    for index in 0..settings.max_games {
        if summary.kept >= settings.count {
            break;
        }
        summary.games += 1;
        // After a puzzle, the positions of its own solution would be the same puzzle again.
        let mut resume_at = 0;
        selfplay::play(settings, index, &mut |game: &dyn AnyGame| {
            summary.positions += 1;
            let position = game.position();
            if seen.contains(&position) || game.history().len() < resume_at {
                return true;
            }
            let Some(found) = candidate::find(game, settings.nodes) else {
                return true;
            };
            seen.insert(position.clone());
            summary.candidates += 1;
            match verified(settings, &position, &found, game.history().len(), start_pieces) {
                Err(why) => {
                    // Verified by the deeper search, then refused by the second one.
                    summary.verified += (why == Drop::SecondSearch) as usize;
                    summary.drop(why);
                }
                Ok(puzzle) => {
                    resume_at = game.history().len() + puzzle.solution.len() + 1;
                    summary.verified += 1;
                    summary.kept += 1;
                    emit(&puzzle);
                }
            }
            summary.kept < settings.count
        })?;
    }
    Ok(summary)
}

/// The puzzle of a candidate at `position` (found at ply `ply` of its game), once the
/// deeper search, its solution line and the second search confirm it.
pub fn verified(settings: &Settings, position: &str, found: &candidate::Found, ply: usize, start_pieces: usize) -> Result<Puzzle, Drop> {
    let line = verify::verify(settings, position, found)?;
    verify::second_search(settings, position, &line)?;
    Ok(Puzzle {
        game: settings.game.clone(),
        options: settings.options.clone(),
        position: position.to_string(),
        rating: themes::rating(&line),
        themes: themes::tag(settings, &line, ply, start_pieces),
        solution: line.moves,
    })
}

/// One position judged as the generator judges its candidates (`boardgames puzzles
/// --position`, the tests): `Ok(None)` when it is no candidate at all.
pub fn judge_position(settings: &Settings, position: &str, ply: usize) -> Result<Option<Result<Puzzle, Drop>>, String> {
    if exact_puzzles::is_exact_game(&settings.game) {
        return exact_puzzles::judge_position(settings, position, ply);
    }
    let game = open(settings, Some(position))?;
    let start_pieces = themes::pieces(open(settings, None)?.as_ref());
    Ok(candidate::find(game.as_ref(), settings.nodes).map(|found| verified(settings, &game.position(), &found, ply, start_pieces)))
}
