//! A game in progress: the rules' position plus history, undo/redo, repetition
//! tracking and the actions that end a game outside the rules (resign, agree, claim).

use super::rules::{divide, perft, Repetition, Rules};
use super::variations::{self, Line, Node};
use super::view::OutcomeView;
use super::{GameError, MoveInfo, Outcome, Reason, Side, View};
use crate::ai::{Analysis, SearchLimits};

/// The object-safe face of a game, used by the wasm adapter and the command line.
pub trait AnyGame {
    fn id(&self) -> &'static str;
    fn turn(&self) -> Side;
    /// Legal moves; empty once the game is over.
    fn legal_moves(&self) -> Vec<MoveInfo>;
    /// Plays a move given in (lenient) notation; on error nothing changes.
    fn play(&mut self, text: &str) -> Result<MoveInfo, GameError>;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn position(&self) -> String;
    fn start_position(&self) -> String;
    fn history(&self) -> Vec<String>;
    fn played(&self) -> Vec<MoveInfo>;
    fn outcome(&self) -> Option<Outcome>;
    fn claim_draw(&mut self) -> bool;
    fn resign(&mut self) -> bool;
    fn agree_draw(&mut self) -> bool;
    fn declare_win(&mut self) -> bool;
    /// Whether `claim_draw` would end the game now (the page enables its button).
    fn can_claim_draw(&self) -> bool {
        false
    }
    /// Whether `declare_win` would end the game now (the page enables its button).
    fn can_declare_win(&self) -> bool {
        false
    }
    /// The side to move lost on time (clocks live in the page).
    fn flag(&mut self, loser: Side) -> bool;
    fn view(&self) -> View;
    fn perft(&self, depth: usize) -> u64;
    fn divide(&self, depth: usize) -> Vec<(String, u64)>;
    /// Static evaluation for the side to move (the computer's draw-offer answer uses it).
    fn evaluate(&self) -> i32;
    /// The computer's move at `level` (1..6) within `time_ms` (noise seeded from the clock).
    fn best_move(&self, level: u32, time_ms: u32) -> Option<MoveInfo> {
        self.best_move_with(level, &SearchLimits::time(time_ms), None)
    }
    /// The computer's move at `level` within `limits`; with a `seed` and no time limit
    /// the same position, limits, level and seed give the same move, on any machine.
    /// None once the game is over.
    fn best_move_with(&self, level: u32, limits: &SearchLimits, seed: Option<u64>) -> Option<MoveInfo>;
    /// The best `multi_pv` lines (1 to 5) within `limits`; no lines once the game is over.
    fn analyse(&self, limits: &SearchLimits, multi_pv: usize) -> Analysis {
        self.analyse_with(limits, multi_pv, &mut |_| true)
    }
    /// `analyse`, telling `on_depth` of each completed depth (it returns false to stop).
    fn analyse_with(&self, limits: &SearchLimits, multi_pv: usize, on_depth: &mut dyn FnMut(&Analysis) -> bool) -> Analysis;
    /// The whole game (start position and moves) in the game's record format.
    fn record(&self) -> String;
    /// The whole game in a named record format (shogi: "kif", "csa"); an error when
    /// the game does not write that format.
    fn record_as(&self, format: &str) -> Result<String, GameError>;
    /// The rules as implemented, sentence by sentence, in English and Japanese.
    fn rules_text(&self) -> Vec<crate::core::view::Text>;
    /// The next landings of a partial jump chain (see `Rules::continuations`); none once the game is over.
    fn continuations(&self, path: &[usize]) -> Option<Vec<usize>>;
    /// Replaces this game by the one in `text` (same game id and options); on error nothing changes.
    fn load_record(&mut self, text: &str) -> Result<(), GameError>;
    /// The whole game with the variations and comments of `line`, whose moves must be
    /// `history()`, in the game's record format or the one named; see `core::variations`.
    fn record_line(&self, format: Option<&str>, line: &[Node]) -> Result<String, GameError>;
    /// `load_record` that also reads the record's variations and comments, each of their
    /// moves checked by playing it; returns the loaded mainline as a line.
    fn load_record_line(&mut self, text: &str) -> Result<Line, GameError>;
}

struct Played<M> {
    mv: M,
    info: MoveInfo,
}

/// History, undo/redo and repetition around a `Rules` position.
pub struct Session<R: Rules> {
    start: R,
    current: R,
    /// Positions before each played move (undo restores them exactly).
    before: Vec<R>,
    played: Vec<Played<R::Move>>,
    undone: Vec<Played<R::Move>>,
    /// Hash of every position from the start, the current one last.
    hashes: Vec<u64>,
    /// An ending by an action rather than by the rules.
    action: Option<Outcome>,
}

// The methods below and the `AnyGame` ones are compiled once per game type; none of them
// is on a hot path (perft and the search run on `R` directly). The helpers that several
// of them call are kept out of line (`#[inline(never)]`) so that each game type has one
// copy of them rather than one inlined into every caller: 13 KB raw, 5.6 KB gzip less
// (README, "Requirements").
impl<R: Rules> Session<R> {
    pub fn new(start: R) -> Self {
        let hashes = vec![start.hash()];
        Session { current: start.clone(), start, before: Vec::new(), played: Vec::new(), undone: Vec::new(), hashes, action: None }
    }

    pub fn rules(&self) -> &R {
        &self.current
    }

    pub fn position_history(&self) -> &[u64] {
        &self.hashes
    }

    #[inline(never)]
    fn repetition(&self) -> Repetition {
        let now = *self.hashes.last().unwrap_or(&0);
        let mut count = 0;
        let mut first = self.hashes.len() - 1;
        for (i, h) in self.hashes.iter().enumerate() {
            if *h == now {
                count += 1;
                first = first.min(i);
            }
        }
        Repetition { count, cycle_plies: self.hashes.len() - 1 - first }
    }

    #[inline(never)]
    fn moves(&self) -> Vec<R::Move> {
        let mut moves = Vec::new();
        self.current.generate(&mut moves);
        moves
    }

    #[inline(never)]
    fn rules_outcome(&self, moves: &[R::Move]) -> Option<Outcome> {
        self.current.outcome(moves, self.repetition())
    }

    #[inline(never)]
    fn describe(&self, mv: &R::Move, moves: &[R::Move]) -> MoveInfo {
        self.current.describe(mv, moves)
    }

    #[inline(never)]
    fn push(&mut self, mv: R::Move, info: MoveInfo) {
        self.before.push(self.current.clone());
        self.current.apply(&mv);
        self.hashes.push(self.current.hash());
        self.played.push(Played { mv, info });
    }

    #[inline(never)]
    fn end_by_action(&mut self, outcome: Option<Outcome>) -> bool {
        if self.outcome().is_some() {
            return false;
        }
        match outcome {
            Some(o) => {
                self.action = Some(o);
                true
            }
            None => false,
        }
    }
}

impl<R: Rules> AnyGame for Session<R> {
    fn id(&self) -> &'static str {
        self.current.id()
    }

    fn turn(&self) -> Side {
        self.current.side_to_move()
    }

    fn legal_moves(&self) -> Vec<MoveInfo> {
        let moves = self.moves();
        if self.action.is_some() || self.rules_outcome(&moves).is_some() {
            return Vec::new();
        }
        moves.iter().map(|m| self.describe(m, &moves)).collect()
    }

    #[inline(never)]
    fn play(&mut self, text: &str) -> Result<MoveInfo, GameError> {
        let moves = self.moves();
        if let Some(o) = self.action.clone().or_else(|| self.rules_outcome(&moves)) {
            return Err(GameError::new(format!("the game is over ({})", o.reason.code())));
        }
        let mv = self.current.parse_move(text, &moves)?;
        let info = self.describe(&mv, &moves);
        self.push(mv, info.clone());
        self.undone.clear();
        Ok(info)
    }

    fn undo(&mut self) -> bool {
        if self.action.take().is_some() {
            return true;
        }
        let (Some(prev), Some(last)) = (self.before.pop(), self.played.pop()) else {
            return false;
        };
        self.current = prev;
        self.hashes.pop();
        self.undone.push(last);
        true
    }

    fn redo(&mut self) -> bool {
        if self.action.is_some() {
            return false;
        }
        let Some(next) = self.undone.pop() else {
            return false;
        };
        self.push(next.mv, next.info);
        true
    }

    fn position(&self) -> String {
        self.current.position_text()
    }

    fn start_position(&self) -> String {
        self.start.position_text()
    }

    fn history(&self) -> Vec<String> {
        self.played.iter().map(|p| p.info.notation.clone()).collect()
    }

    fn played(&self) -> Vec<MoveInfo> {
        self.played.iter().map(|p| p.info.clone()).collect()
    }

    #[inline(never)]
    fn outcome(&self) -> Option<Outcome> {
        self.action.clone().or_else(|| self.rules_outcome(&self.moves()))
    }

    fn claim_draw(&mut self) -> bool {
        let claim = self.current.claimable_draw(self.repetition());
        self.end_by_action(claim)
    }

    fn resign(&mut self) -> bool {
        let loser = self.turn();
        self.end_by_action(Some(Outcome::win(loser.other(), Reason::Resignation)))
    }

    fn agree_draw(&mut self) -> bool {
        self.end_by_action(Some(Outcome::draw(Reason::Agreement)))
    }

    fn declare_win(&mut self) -> bool {
        let win = self.current.declarable_win();
        self.end_by_action(win)
    }

    fn can_claim_draw(&self) -> bool {
        self.outcome().is_none() && self.current.claimable_draw(self.repetition()).is_some()
    }

    fn can_declare_win(&self) -> bool {
        self.outcome().is_none() && self.current.declarable_win().is_some()
    }

    fn flag(&mut self, loser: Side) -> bool {
        self.end_by_action(Some(Outcome::win(loser.other(), Reason::Time)))
    }

    fn view(&self) -> View {
        let mut view = self.current.view();
        view.turn = self.turn().index() as u8;
        view.last_move = self.played.last().map(|p| p.info.clone());
        view.outcome = self.outcome().as_ref().map(OutcomeView::from);
        view
    }

    fn perft(&self, depth: usize) -> u64 {
        perft(&self.current, depth)
    }

    fn divide(&self, depth: usize) -> Vec<(String, u64)> {
        divide(&self.current, depth)
    }

    fn evaluate(&self) -> i32 {
        self.current.evaluate()
    }

    fn best_move_with(&self, level: u32, limits: &SearchLimits, seed: Option<u64>) -> Option<MoveInfo> {
        if self.outcome().is_some() {
            return None;
        }
        let moves = self.moves();
        let mv = crate::ai::choose_limited(&self.current, &self.hashes, level, limits, seed)?;
        Some(self.describe(&mv, &moves))
    }

    fn analyse_with(&self, limits: &SearchLimits, multi_pv: usize, on_depth: &mut dyn FnMut(&Analysis) -> bool) -> Analysis {
        if self.outcome().is_some() {
            return Analysis::none(crate::ai::analyse::kind_of(&self.current));
        }
        crate::ai::analyse(&self.current, &self.hashes, limits, multi_pv, on_depth)
    }

    fn rules_text(&self) -> Vec<crate::core::view::Text> {
        self.current.rules_text()
    }

    fn continuations(&self, path: &[usize]) -> Option<Vec<usize>> {
        let chains = self.current.continuations(path)?;
        Some(if self.outcome().is_some() { Vec::new() } else { chains })
    }

    fn record(&self) -> String {
        let moves: Vec<MoveInfo> = self.played.iter().map(|p| p.info.clone()).collect();
        self.current.write_record(&self.start, &moves, self.outcome().as_ref())
    }

    fn record_as(&self, format: &str) -> Result<String, GameError> {
        let moves: Vec<MoveInfo> = self.played.iter().map(|p| p.info.clone()).collect();
        self.current
            .write_record_as(format, &self.start, &moves, self.outcome().as_ref())
            .ok_or_else(|| GameError::new(format!("unknown record format '{format}' for {} (leave it out for the game's own)", self.id())))
    }

    fn load_record(&mut self, text: &str) -> Result<(), GameError> {
        let record = self.current.read_record(text)?;
        let start = match &record.start {
            Some(pos) => self.current.read_position(pos)?,
            None => self.current.read_position(&self.current.standard_start_text())?,
        };
        let mut replay = Session::new(start);
        for (i, mv) in record.moves.iter().enumerate() {
            replay.play(mv).map_err(|e| GameError::new(format!("move {} '{mv}' of the record: {e}", i + 1)))?;
        }
        *self = replay;
        Ok(())
    }

    fn record_line(&self, format: Option<&str>, line: &[Node]) -> Result<String, GameError> {
        variations::check_limits(line)?;
        variations::same_moves(line, &self.history())?;
        // Every variation move is checked (and put in canonical notation) by playing it.
        let line = variations::replay(&mut Session::new(self.start.clone()), line)?;
        self.current
            .write_record_line(format, &self.start, &line, self.outcome().as_ref())
            .ok_or_else(|| GameError::new(format!("unknown record format '{}' for {} (leave it out for the game's own)", format.unwrap_or(""), self.id())))
    }

    fn load_record_line(&mut self, text: &str) -> Result<Line, GameError> {
        let (record, line) = self.current.read_record_line(text)?;
        let start = match &record.start {
            Some(pos) => self.current.read_position(pos)?,
            None => self.current.read_position(&self.current.standard_start_text())?,
        };
        let mut replay = Session::new(start);
        let line = variations::replay(&mut replay, &line)?;
        *self = replay;
        Ok(line)
    }
}
