//! Puzzles for the games the engine analyses by Monte Carlo (Zong-Heng, Binary), whose
//! win rates give no margin to judge: positions late in self-play games (played to the
//! end, each side at its own Monte Carlo level) where the exact solver (`exact`) proves
//! that one move wins and every other move does not (every winning move reaches the same
//! position: Zong-Heng's pushes of one line from either end are one answer).
//!
//! Per game, positions are tried from the last one backwards; the first that the solver
//! cannot settle within its nodes ends the game's walk (the earlier ones are deeper).
//! The solution line: the solver's unique winning move, then the opponent's reply that
//! leaves the solver the fewest winning moves; it goes on while the solver's winning move
//! is again unique (up to `MAX_SOLVER_MOVES`), and ends on a solver's move. The second,
//! independent run (`exact::Config::SECOND`: no table, reverse move order, more nodes)
//! must agree on every solver's move of the line: it wins, and no other move does.

use std::collections::HashSet;

use crate::core::{Options, Rules};

use super::exact::{self, Config};
use super::{selfplay, Drop, Puzzle, Settings, Summary};

/// Solver nodes a position may take, as a multiple of `--nodes`...
const FIRST_NODES: u64 = 40;
/// ...and the second run's.
const SECOND_NODES: u64 = 160;
/// Solver's moves in a line at most.
const MAX_SOLVER_MOVES: usize = 6;
/// Legal moves a position needs to be a puzzle (two is a coin toss).
const MIN_MOVES: usize = 3;
/// A one-move puzzle may have this many winning answers (all accepted)...
const MAX_ANSWERS: usize = 3;
/// ...when there are at least this many legal moves for each.
const MOVES_PER_ANSWER: usize = 10;
/// Puzzles kept from one game at most (its last positions are much alike).
const PER_GAME: usize = 2;

/// Whether `game` gets its puzzles from the exact solver.
pub fn is_exact_game(game: &str) -> bool {
    matches!(game, "zonghen" | "binary")
}

/// The generator for an exact game (`generate` hands these games here).
pub fn generate(settings: &Settings, emit: &mut dyn FnMut(&Puzzle)) -> Result<Summary, String> {
    let template = template_of(settings)?;
    let mut run = Run { settings, summary: Summary::default(), seen: HashSet::new() };
    for index in 0..settings.max_games {
        if run.summary.kept >= settings.count {
            break;
        }
        run.summary.games += 1;
        let mut positions: Vec<(String, usize)> = Vec::new();
        selfplay::play_with(settings, index, false, &mut |game| {
            positions.push((game.position(), game.history().len()));
            true
        })?;
        run.summary.positions += positions.len();
        run.walk(&template, &positions, emit)?;
    }
    Ok(run.summary)
}

/// The solution of one position, or why it is none (`boardgames puzzles --position`).
pub fn judge_position(settings: &Settings, position: &str, ply: usize) -> Result<Option<Result<Puzzle, Drop>>, String> {
    let template = template_of(settings)?;
    Ok(at_position!(&template, position, judge(settings, ply)).ok().flatten())
}

/// Whether the second run confirms that `answers` (one move a distinct winning
/// position, as the line lists them) are exactly the winning moves at `position`
/// (tests/puzzles.rs, over the shipped set).
pub fn confirms(settings: &Settings, position: &str, answers: &[String]) -> Result<bool, String> {
    let template = template_of(settings)?;
    at_position!(&template, position, confirm_at(settings, answers))
}

fn confirm_at<R: Rules>(settings: &Settings, answers: &[String], pos: &R) -> Result<bool, String> {
    let mut legal = Vec::new();
    pos.generate(&mut legal);
    let listed: Vec<R::Move> = answers.iter().map(|a| pos.parse_move(a, &legal)).collect::<Result<_, _>>().map_err(|e| e.to_string())?;
    let Some((wins, _)) = winners(pos, Config::SECOND, settings.nodes.saturating_mul(SECOND_NODES)) else {
        return Ok(false);
    };
    Ok(wins.len() == listed.len() && wins.iter().all(|w| listed.iter().any(|l| same_result(pos, w, l))))
}

/// Reads `text` with `template` and calls `f(args..., &position)` with the concrete game.
macro_rules! at_position {
    ($template:expr, $text:expr, $f:ident($($arg:expr),*)) => {
        match $template {
            #[cfg(feature = "zonghen")]
            Template::ZongHeng(t) => $f($($arg,)* &t.read_position($text).map_err(|e| e.to_string())?),
            #[cfg(feature = "binary")]
            Template::Binary(t) => $f($($arg,)* &t.read_position($text).map_err(|e| e.to_string())?),
        }
    };
}
use at_position;

/// A position of the game with its options, to read position texts with.
enum Template {
    #[cfg(feature = "zonghen")]
    ZongHeng(crate::games::zonghen::ZongHeng),
    #[cfg(feature = "binary")]
    Binary(crate::games::binary::Binary),
}

fn template_of(settings: &Settings) -> Result<Template, String> {
    let options: Options = super::format::parse_options(&settings.options)?;
    let resolved = options.resolve(&settings.game, &crate::games::kato::options()).map_err(|e| e.to_string())?;
    match settings.game.as_str() {
        #[cfg(feature = "zonghen")]
        "zonghen" => Ok(Template::ZongHeng(crate::games::zonghen::start(&resolved).map_err(|e| e.to_string())?)),
        #[cfg(feature = "binary")]
        "binary" => Ok(Template::Binary(crate::games::binary::start(&resolved).map_err(|e| e.to_string())?)),
        other => Err(format!("{other}: no exact solver for this game")),
    }
}

struct Run<'a> {
    settings: &'a Settings,
    summary: Summary,
    seen: HashSet<String>,
}

impl Run<'_> {
    fn walk(&mut self, template: &Template, positions: &[(String, usize)], emit: &mut dyn FnMut(&Puzzle)) -> Result<(), String> {
        let mut kept_here = 0;
        // A puzzle's line covers the plies after it: the next one must end before it.
        let mut before = usize::MAX;
        for (text, ply) in positions.iter().rev() {
            if kept_here >= PER_GAME || self.summary.kept >= self.settings.count {
                break;
            }
            if self.seen.contains(text) {
                continue;
            }
            let judged = at_position!(template, text, judge(self.settings, *ply));
            let found = match judged {
                Err(OutOfNodes) => break,
                Ok(None) => continue,
                Ok(Some(found)) => found,
            };
            self.seen.insert(text.clone());
            self.summary.candidates += 1;
            match found {
                Err(why) => self.summary.drop(why),
                Ok(puzzle) if ply + puzzle.solution.len() <= before => {
                    self.summary.verified += 1;
                    self.summary.kept += 1;
                    kept_here += 1;
                    before = *ply;
                    emit(&puzzle);
                }
                Ok(_) => self.summary.verified += 1,
            }
        }
        Ok(())
    }
}

/// The first solver ran out of nodes: the position is too deep for it.
struct OutOfNodes;

/// Distinct positions the winning moves of `pos` reach, with one move for each, by the
/// solver in `config`; None when out of nodes.
fn winners<R: Rules>(pos: &R, config: Config, limit: u64) -> Option<(Vec<R::Move>, usize)> {
    let mut moves = Vec::new();
    pos.generate(&mut moves);
    let (wins, _) = exact::winning_moves(pos, config, limit)?;
    let mut reached = Vec::new();
    let mut firsts = Vec::new();
    for (mv, _) in moves.iter().zip(&wins).filter(|(_, w)| **w) {
        let mut child = pos.clone();
        child.apply(mv);
        if !reached.contains(&child.hash()) {
            reached.push(child.hash());
            firsts.push(*mv);
        }
    }
    Some((firsts, moves.len()))
}

/// Judges one position: `Err` when the first solver cannot settle it, `Ok(None)` when
/// it is no candidate (not exactly one winning answer), else the verified puzzle or why
/// it was dropped.
fn judge<R: Rules>(settings: &Settings, ply: usize, pos: &R) -> Result<Option<Result<Puzzle, Drop>>, OutOfNodes> {
    let first = settings.nodes.saturating_mul(FIRST_NODES);
    let (wins, legal) = winners(pos, Config::FIRST, first).ok_or(OutOfNodes)?;
    if legal < MIN_MOVES || wins.is_empty() {
        return Ok(None);
    }
    if wins.len() == 1 {
        return Ok(Some(line_of(settings, pos, wins[0], legal, ply)));
    }
    if wins.len() <= MAX_ANSWERS && legal >= MOVES_PER_ANSWER * wins.len() {
        return Ok(Some(answers_of(settings, pos, &wins, legal, ply)));
    }
    Ok(None)
}

/// A one-move puzzle with a few winning answers among many moves (Binary's two-piece
/// placements often win in two or three ways): every answer is accepted, written
/// `a/b/c` (docs/puzzles.md); the second run must find the same answers win and no
/// other move.
fn answers_of<R: Rules>(settings: &Settings, pos: &R, wins: &[R::Move], legal: usize, ply: usize) -> Result<Puzzle, Drop> {
    let second = settings.nodes.saturating_mul(SECOND_NODES);
    let (again, _) = winners(pos, Config::SECOND, second).ok_or(Drop::SecondSearch)?;
    let same = again.len() == wins.len() && again.iter().all(|a| wins.iter().any(|w| same_result(pos, a, w)));
    if !same {
        return Err(Drop::SecondSearch);
    }
    let names: Vec<String> = wins.iter().map(|w| notation(pos, w)).collect();
    let mut after = pos.clone();
    after.apply(&wins[0]);
    let mut replies = Vec::new();
    after.generate(&mut replies);
    let ends = exact::Solver::<R>::terminal(&after, &replies).is_some();
    Ok(puzzle(settings, pos, vec![names.join("/")], ends, legal / wins.len(), ply))
}

/// The solution line from the solver's unique winning move `first`, checked by the
/// second run.
fn line_of<R: Rules>(settings: &Settings, start: &R, first: R::Move, legal: usize, ply: usize) -> Result<Puzzle, Drop> {
    let first_nodes = settings.nodes.saturating_mul(FIRST_NODES);
    let second_nodes = settings.nodes.saturating_mul(SECOND_NODES);
    let mut pos = start.clone();
    let mut solution = Vec::new();
    let mut solver_move = first;
    let mut won = false;
    loop {
        // The second, independent run: this move wins, and no other move does.
        match winners(&pos, Config::SECOND, second_nodes) {
            Some((w, _)) if w.len() == 1 && same_result(&pos, &w[0], &solver_move) => {}
            _ => return Err(Drop::SecondSearch),
        }
        solution.push(notation(&pos, &solver_move));
        pos.apply(&solver_move);
        let mut replies = Vec::new();
        pos.generate(&mut replies);
        if exact::Solver::<R>::terminal(&pos, &replies).is_some() {
            won = true;
            break;
        }
        if solution.len().div_ceil(2) >= MAX_SOLVER_MOVES {
            break;
        }
        // The reply leaving the fewest winning answers (one, to go on).
        let mut next: Option<(R::Move, R::Move)> = None;
        for reply in &replies {
            let mut after = pos.clone();
            after.apply(reply);
            match winners(&after, Config::FIRST, first_nodes) {
                Some((w, _)) if w.len() == 1 => {
                    next = Some((*reply, w[0]));
                    break;
                }
                Some(_) => {}
                None => {
                    next = None;
                    break;
                }
            }
        }
        let Some((reply, answer)) = next else { break };
        // Every reply loses; the first one leaving a single answer leaves the least
        // choice (there is always one). When every reply leaves several, the line ends.
        solution.push(notation(&pos, &reply));
        pos.apply(&reply);
        solver_move = answer;
    }
    Ok(puzzle(settings, start, solution, won, legal, ply))
}

/// The puzzle of `solution` at `start`; `won`: the line ends the game; `choice`: the
/// legal moves for each right one (how hard the first is to find).
fn puzzle<R: Rules>(settings: &Settings, start: &R, solution: Vec<String>, won: bool, choice: usize, ply: usize) -> Puzzle {
    let solver_moves = solution.len().div_ceil(2);
    let mut themes = vec!["endgame".to_string()];
    if won {
        themes.push(format!("winIn{solver_moves}"));
    }
    if ply < super::themes::OPENING_PLIES {
        themes.push("opening".to_string());
    }
    Puzzle {
        game: settings.game.clone(),
        options: settings.options.clone(),
        position: start.position_text(),
        solution,
        rating: rating(solver_moves, choice),
        themes,
    }
}

/// Whether two moves at `pos` reach the same position.
fn same_result<R: Rules>(pos: &R, a: &R::Move, b: &R::Move) -> bool {
    let (mut x, mut y) = (pos.clone(), pos.clone());
    x.apply(a);
    y.apply(b);
    x.hash() == y.hash()
}

fn notation<R: Rules>(pos: &R, mv: &R::Move) -> String {
    let mut legal = Vec::new();
    pos.generate(&mut legal);
    pos.describe(mv, &legal).notation
}

/// The first rating: 1000, plus 250 a solver's move after the first, plus 10 a legal
/// move up to 40 (one winning move among many is harder to find), rounded to 10.
fn rating(solver_moves: usize, legal: usize) -> u32 {
    (1000 + 250 * (solver_moves as u32 - 1) + 10 * legal.min(40) as u32).div_ceil(10) * 10
}
