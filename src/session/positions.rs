//! A game's positions behind one object-safe trait, the only code of `Session`
//! compiled once per game type.

use std::cell::OnceCell;

use super::game_over;
use crate::ai::analyse::AnalysisKind;
use crate::ai::{Analysis, SearchLimits};
use crate::core::rules::{divide, perft, Repetition};
use crate::core::variations::{Line, Node};
use crate::core::Game;
use crate::core::{GameError, MoveInfo, Outcome, Record, RecordTags, Side, View};

/// What `Session` asks of a game's positions: the object-safe face of `Game`, over the
/// start position, the current one and the ones before each played move. Every method
/// is a thin call of the rules; the logic that uses them is `Session`'s, compiled once.
pub(super) trait Positions {
    fn id(&self) -> &'static str;
    fn turn(&self) -> Side;
    fn hash(&self) -> u64;
    fn position_text(&self) -> String;
    fn start_text(&self) -> String;
    /// The rules' outcome here (not the endings by action).
    fn outcome(&self, repetition: Repetition) -> Option<Outcome>;
    /// The legal moves described; none when the rules ended the game.
    fn legal_moves(&self, repetition: Repetition) -> Vec<MoveInfo>;
    /// Plays the move `text` names: its index among the legal moves and its description.
    /// An error, and nothing changes, when the rules ended the game or the move is illegal.
    fn play(&mut self, text: &str, repetition: Repetition) -> Result<(usize, MoveInfo), GameError>;
    /// Plays again the move of index `index` that `play` played here (redo).
    fn redo(&mut self, index: usize);
    /// Back to the position before the last move played.
    fn undo(&mut self);
    /// The same game at `start` (a position text; `None`: the standard start), no move played.
    fn restart(&self, start: Option<&str>) -> Result<Box<dyn Positions>, GameError>;
    /// The same game at this game's start, no move played.
    fn restart_here(&self) -> Box<dyn Positions>;
    fn view(&self) -> View;
    fn evaluate(&self) -> i32;
    #[cfg(feature = "rules-prose")]
    fn rules_text(&self) -> Vec<crate::core::view::Text>;
    fn continuations(&self, path: &[usize]) -> Option<Vec<usize>>;
    fn claimable_draw(&self, repetition: Repetition) -> Option<Outcome>;
    fn declarable_win(&self) -> Option<Outcome>;
    fn perft(&self, depth: usize) -> u64;
    fn divide(&self, depth: usize) -> Vec<(String, u64)>;
    fn best_move(&self, history: &[u64], level: u32, limits: &SearchLimits, seed: Option<u64>) -> Option<MoveInfo>;
    fn analysis_kind(&self) -> AnalysisKind;
    #[cfg(all(feature = "draughts", knowledge_code))]
    fn endgame_tables_needed(&self, max_pieces: u32) -> Vec<String>;
    fn analyse(&self, history: &[u64], limits: &SearchLimits, multi_pv: usize, on_depth: &mut dyn FnMut(&Analysis) -> bool) -> Analysis;
    fn write_record(&self, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> String;
    fn write_record_as(&self, format: &str, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> Option<String>;
    fn write_record_line(&self, format: Option<&str>, line: &[Node], outcome: Option<&Outcome>, tags: &RecordTags) -> Option<String>;
    /// The colours of side 0 and 1 (their player tags' names in PGN-like records).
    fn colours(&self) -> [&'static str; 2];
    fn result_token(&self, outcome: &Outcome, plies: usize) -> String;
    fn captures_without_precedence(&self, cell: usize) -> bool;
    fn read_record(&self, text: &str) -> Result<Record, GameError>;
    fn read_record_line(&self, text: &str) -> Result<(Record, Line), GameError>;
}

/// A game's positions: the start, the current one and the ones before each played move
/// (undo restores them exactly).
///
/// The current position's legal moves (and their descriptions) are generated once and
/// kept until the position changes: the page asks for the outcome, the view, the claims
/// and the moves of one position many times, and one generation can cost much (a
/// Frisian king taking twenty pieces). Every change of `current` calls `forget`.
///
/// The moves of the last `KEPT_BEHIND` positions before it are kept with them, so that an
/// undo (the page walks a game's variations, or steps back) finds them generated: one
/// generation per position however the page moves about, in memory bounded whatever the
/// game's length.
pub(super) struct Stack<R: Game> {
    start: R,
    current: R,
    before: Vec<Before<R>>,
    moves: OnceCell<Vec<R::Move>>,
    infos: OnceCell<Vec<MoveInfo>>,
}

/// A position before the current one, with its legal moves when they are kept.
struct Before<R: Game> {
    position: R,
    moves: OnceCell<Vec<R::Move>>,
}

/// How many positions before the current one keep their moves.
const KEPT_BEHIND: usize = 32;

// The helpers that several methods below call are kept out of line so that each game type
// has one copy of them rather than one inlined into every caller.
impl<R: Game> Stack<R> {
    pub(super) fn at(start: R, current: R) -> Self {
        Stack { start, current, before: Vec::new(), moves: OnceCell::new(), infos: OnceCell::new() }
    }

    /// The current position's legal moves, generated on the first call after a change.
    #[inline(never)]
    fn moves(&self) -> &[R::Move] {
        self.moves.get_or_init(|| {
            GENERATIONS.with(|g| g.set(g.get() + 1));
            let mut moves = Vec::new();
            self.current.generate(&mut moves);
            moves
        })
    }

    /// The description of each of `moves()`, made on the first call after a change.
    #[inline(never)]
    fn infos(&self) -> &[MoveInfo] {
        self.infos.get_or_init(|| {
            let moves = self.moves();
            moves.iter().map(|m| self.describe(m, moves)).collect()
        })
    }

    /// Forgets what was kept of the current position (it has just changed).
    fn forget(&mut self) {
        self.moves = OnceCell::new();
        self.infos = OnceCell::new();
    }

    #[inline(never)]
    fn rules_outcome(&self, moves: &[R::Move], repetition: Repetition) -> Option<Outcome> {
        self.current.outcome(moves, repetition)
    }

    /// The move's description, with its mover and number (`Records::move_number`).
    #[inline(never)]
    fn describe(&self, mv: &R::Move, moves: &[R::Move]) -> MoveInfo {
        let mut info = self.current.describe(mv, moves);
        info.side = self.current.side_to_move().index() as u8;
        info.number = self.current.move_number(&self.start, self.before.len());
        info
    }

    #[inline(never)]
    fn push(&mut self, mv: &R::Move) {
        let moves = std::mem::take(&mut self.moves);
        self.before.push(Before { position: self.current.clone(), moves });
        if let Some(old) = self.before.len().checked_sub(KEPT_BEHIND + 1) {
            self.before[old].moves = OnceCell::new();
        }
        self.current.apply(mv);
        self.forget();
    }
}

impl<R: Game> Positions for Stack<R> {
    fn id(&self) -> &'static str {
        self.current.id()
    }

    fn turn(&self) -> Side {
        self.current.side_to_move()
    }

    fn hash(&self) -> u64 {
        self.current.hash()
    }

    fn position_text(&self) -> String {
        self.current.position_text()
    }

    fn start_text(&self) -> String {
        self.start.position_text()
    }

    fn outcome(&self, repetition: Repetition) -> Option<Outcome> {
        self.rules_outcome(self.moves(), repetition)
    }

    fn legal_moves(&self, repetition: Repetition) -> Vec<MoveInfo> {
        if self.rules_outcome(self.moves(), repetition).is_some() {
            return Vec::new();
        }
        self.infos().to_vec()
    }

    fn play(&mut self, text: &str, repetition: Repetition) -> Result<(usize, MoveInfo), GameError> {
        let moves = self.moves();
        if let Some(o) = self.rules_outcome(moves, repetition) {
            return Err(game_over(&o));
        }
        let mv = self.current.parse_move(text, moves)?;
        let index = moves.iter().position(|m| *m == mv);
        let info = match index {
            Some(i) => self.infos()[i].clone(),
            None => self.describe(&mv, moves),
        };
        self.push(&mv);
        Ok((index.unwrap_or(0), info))
    }

    fn redo(&mut self, index: usize) {
        // The index came from `play` in this very position, so it names the same move.
        if let Some(&mv) = self.moves().get(index) {
            self.push(&mv);
        }
    }

    fn undo(&mut self) {
        if let Some(prev) = self.before.pop() {
            self.current = prev.position;
            self.forget();
            self.moves = prev.moves;
        }
    }

    fn restart(&self, start: Option<&str>) -> Result<Box<dyn Positions>, GameError> {
        let start = match start {
            Some(pos) => self.current.read_position(pos)?,
            None => self.current.read_position(&self.current.standard_start_text())?,
        };
        Ok(Box::new(Stack::at(start.clone(), start)))
    }

    fn restart_here(&self) -> Box<dyn Positions> {
        Box::new(Stack::at(self.start.clone(), self.start.clone()))
    }

    fn view(&self) -> View {
        self.current.view()
    }

    fn evaluate(&self) -> i32 {
        self.current.evaluate()
    }

    #[cfg(feature = "rules-prose")]
    fn rules_text(&self) -> Vec<crate::core::view::Text> {
        self.current.rules_text()
    }

    fn continuations(&self, path: &[usize]) -> Option<Vec<usize>> {
        self.current.continuations(path)
    }

    fn claimable_draw(&self, repetition: Repetition) -> Option<Outcome> {
        self.current.claimable_draw(repetition)
    }

    fn declarable_win(&self) -> Option<Outcome> {
        self.current.declarable_win()
    }

    fn perft(&self, depth: usize) -> u64 {
        perft(&self.current, depth)
    }

    fn divide(&self, depth: usize) -> Vec<(String, u64)> {
        divide(&self.current, depth)
    }

    fn best_move(&self, history: &[u64], level: u32, limits: &SearchLimits, seed: Option<u64>) -> Option<MoveInfo> {
        let mv = crate::ai::choose_limited(&self.current, history, level, limits, seed)?;
        Some(self.describe(&mv, self.moves()))
    }

    fn analysis_kind(&self) -> AnalysisKind {
        crate::ai::analyse::kind_of(&self.current)
    }

    #[cfg(all(feature = "draughts", knowledge_code))]
    fn endgame_tables_needed(&self, max_pieces: u32) -> Vec<String> {
        self.current.endgame_tables_needed(max_pieces)
    }

    fn analyse(&self, history: &[u64], limits: &SearchLimits, multi_pv: usize, on_depth: &mut dyn FnMut(&Analysis) -> bool) -> Analysis {
        crate::ai::analyse(&self.current, history, limits, multi_pv, on_depth)
    }

    fn write_record(&self, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
        self.current.write_record(&self.start, moves, outcome, tags)
    }

    fn write_record_as(&self, format: &str, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> Option<String> {
        self.current.write_record_as(format, &self.start, moves, outcome, tags)
    }

    fn write_record_line(&self, format: Option<&str>, line: &[Node], outcome: Option<&Outcome>, tags: &RecordTags) -> Option<String> {
        self.current.write_record_line(format, &self.start, line, outcome, tags)
    }

    fn colours(&self) -> [&'static str; 2] {
        self.start.view().colors
    }

    fn result_token(&self, outcome: &Outcome, plies: usize) -> String {
        self.current.result_token(&self.start, outcome, plies)
    }

    fn captures_without_precedence(&self, cell: usize) -> bool {
        self.current.captures_without_precedence(cell)
    }

    fn read_record(&self, text: &str) -> Result<Record, GameError> {
        self.current.read_record(text)
    }

    fn read_record_line(&self, text: &str) -> Result<(Record, Line), GameError> {
        self.current.read_record_line(text)
    }
}

thread_local! {
    static GENERATIONS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many times a session of this thread has generated a position's legal moves: each
/// position once, however often it is asked about (tests count the page's engine work).
pub fn generations() -> u64 {
    GENERATIONS.with(|g| g.get())
}
