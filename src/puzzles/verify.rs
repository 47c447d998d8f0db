//! Verification of a candidate, from its position text alone (as the page will show
//! it, without the game's history):
//! 1. a deeper search (`DEEPER` times the generation's nodes, MultiPV 2) must judge it a
//!    candidate with the same first move;
//! 2. the solution line: the opponent's replies are that search's best; the solver's
//!    moves go on while the best stays unique (in a proven win, while it wins: the
//!    page accepts any winning move there) and the line ends on a solver's move
//!    once the gain is realised: the game won, or the material up by the gain with
//!    the opponent's best reply no capture. A line that never gets there is dropped,
//!    and so is a line of one capture that does not end the game (a piece left hanging);
//! 3. a second search of another configuration, plain alpha-beta without the
//!    selective pruning (`ai::plain_search`) to the line's length plus two plies,
//!    must choose the same first move.

use crate::ai::{plain_search, Score, SearchLimits};
use crate::core::{MoveInfo, Outcome, Side};
use crate::session::AnyGame;

use super::candidate::{is_win, judge, thresholds, unique};
use super::{open, Drop, Settings};

/// The verifying search has this many times the generation's nodes.
pub const DEEPER: u64 = 10;
/// The second search may use this many times the generation's nodes at most; one that
/// does not complete its depth within them does not confirm the puzzle.
pub const SECOND_NODES: u64 = 100;
/// Solver's moves in a line at most.
pub const MAX_SOLVER_MOVES: usize = 10;

/// A verified solution: what the themes and the rating read.
#[derive(Clone, Debug)]
pub struct SolutionLine {
    /// Solver's move first, the opponent's reply, ...; the last is the solver's.
    pub moves: Vec<String>,
    pub infos: Vec<MoveInfo>,
    /// The static evaluation for the solver at the start and after each move.
    pub evals: Vec<i32>,
    /// After each move: whether the side to move is in check.
    pub checks: Vec<bool>,
    /// The deeper search's score of the first move and its lead over the second.
    pub score: Score,
    pub margin: i32,
    /// The game's end, when the line ends it.
    pub outcome: Option<Outcome>,
    pub solver: Side,
    /// Pieces on the board at the start, and whether the game keeps pieces in hand.
    pub pieces: usize,
    pub hands: bool,
}

impl SolutionLine {
    pub fn solver_moves(&self) -> usize {
        self.moves.len().div_ceil(2)
    }

    fn push(&mut self, game: &mut dyn AnyGame, notation: &str) -> Result<(), Drop> {
        let info = game.play(notation).map_err(|_| Drop::NotRealised)?;
        let eval = game.evaluate();
        self.evals.push(if game.turn() == self.solver { eval } else { -eval });
        self.checks.push(game.view().check.is_some());
        self.moves.push(info.notation.clone());
        self.infos.push(info);
        Ok(())
    }

    fn pop(&mut self, game: &mut dyn AnyGame) {
        game.undo();
        self.moves.pop();
        self.infos.pop();
        self.evals.pop();
        self.checks.pop();
    }
}

/// Steps 1 and 2: the verified solution line of the candidate at `position` whose
/// generation search chose `best`, or why it was dropped.
pub fn verify(settings: &Settings, position: &str, found: &super::candidate::Found) -> Result<SolutionLine, Drop> {
    let mut game = open(settings, Some(position)).map_err(|_| Drop::NotClear)?;
    let limits = SearchLimits::nodes(settings.verify_nodes());
    let t = thresholds(game.id());
    let deep = judge(&game.analyse(&limits, 2), &t).ok_or(Drop::NotClear)?;
    if deep.best != found.best {
        return Err(Drop::OtherMove);
    }
    let solver = game.turn();
    let winning = is_win(deep.score);
    let mut line = SolutionLine {
        moves: Vec::new(),
        infos: Vec::new(),
        evals: vec![game.evaluate()],
        checks: Vec::new(),
        score: deep.score,
        margin: deep.margin,
        outcome: None,
        solver,
        pieces: super::themes::pieces(game.as_ref()),
        hands: game.view().hands.is_some(),
    };
    line.push(game.as_mut(), &deep.best)?;
    let realised = loop {
        if let Some(o) = game.outcome() {
            break o.winner == Some(solver);
        }
        let reply = game.analyse(&limits, 1);
        let Some(answer) = reply.lines.first().and_then(|l| l.pv.first()) else {
            break false;
        };
        line.push(game.as_mut(), answer)?;
        let captured = !line.infos.last().is_some_and(|i| i.captures.is_empty());
        if !winning && !captured && line.evals[line.evals.len() - 2] - line.evals[0] >= t.gain {
            // Realised: up in material after the solver's move, and the reply takes nothing back.
            line.pop(game.as_mut());
            break true;
        }
        if game.outcome().is_some() || line.solver_moves() >= MAX_SOLVER_MOVES {
            break false;
        }
        let next = game.analyse(&limits, 2);
        let Some(first) = next.lines.first() else {
            break false;
        };
        let goes_on = if winning { is_win(first.score) } else { unique(&next, &t) };
        if !goes_on {
            line.pop(game.as_mut());
            break false;
        }
        line.push(game.as_mut(), &first.pv[0])?;
    };
    if !realised {
        return Err(Drop::NotRealised);
    }
    let won = game.outcome().is_some_and(|o| o.winner == Some(solver));
    if line.moves.len() == 1 && !won && !line.infos[0].captures.is_empty() {
        return Err(Drop::TooSimple);
    }
    line.outcome = game.outcome();
    Ok(line)
}

/// Step 3: the plain search to the line's length plus two plies must choose the
/// line's first move.
pub fn second_search(settings: &Settings, position: &str, line: &SolutionLine) -> Result<(), Drop> {
    let game = open(settings, Some(position)).map_err(|_| Drop::SecondSearch)?;
    let depth = line.moves.len() as u32 + 2;
    let limits = SearchLimits { time_ms: None, nodes: Some(settings.nodes.saturating_mul(SECOND_NODES)), depth: Some(depth) };
    let analysis = plain_search(|| game.analyse(&limits, 2));
    let agrees = analysis.lines.first().and_then(|l| l.pv.first()) == line.moves.first();
    let complete = analysis.depth >= depth || analysis.lines.first().is_some_and(|l| is_win(l.score));
    if agrees && complete {
        Ok(())
    } else {
        Err(Drop::SecondSearch)
    }
}
