//! The API facade: a game in progress over any game's rules, with the computer player.
//! `Session` keeps the rules' position plus history, undo/redo, repetition tracking and
//! the actions that end a game outside the rules (resign, agree, claim), and asks the
//! search (`ai`) for moves and analyses. It sits above both the rules (`core`, `games`)
//! and the search: neither of them imports it.

mod positions;
mod replay;

use crate::ai::{Analysis, SearchLimits};
use crate::core::record_tags::recorded_outcome;
use crate::core::rules::Repetition;
use crate::core::variations::{self, Line};
use crate::core::view::OutcomeView;
use crate::core::Game;
use crate::core::{GameError, MoveInfo, Outcome, Reason, Record, RecordTags, Refusal, Side, View};
pub use positions::generations;
use positions::{Positions, Stack};
pub use replay::replay_line;

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
    /// How many moves were played (`history().len()` without copying the moves).
    fn plies(&self) -> usize;
    fn played(&self) -> Vec<MoveInfo>;
    fn outcome(&self) -> Option<Outcome>;
    fn claim_draw(&mut self) -> bool;
    fn resign(&mut self) -> bool;
    fn agree_draw(&mut self) -> bool;
    fn declare_win(&mut self) -> bool;
    /// Ends the game by a record's result as written ("1-0", "投了", "%TORYO"), as
    /// `load_record` does when the record's moves do not end it; false when the game is
    /// over already or the result is no ending ("*"). Undone by `undo`, as any act.
    fn end_as_recorded(&mut self, result: &str) -> bool;
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
    /// The endgame tables (signature names) of at most `max_pieces` pieces the current
    /// position can reach by captures and crownings (draughts; none for other games).
    /// Only in builds with the tables (native, the knowledge module): a method of this
    /// trait stays in every module's vtable.
    #[cfg(all(feature = "draughts", knowledge_code))]
    fn endgame_tables_needed(&self, max_pieces: u32) -> Vec<String>;
    /// The whole game (start position and moves) in the game's record format.
    fn record(&self) -> String;
    /// The whole game in a named record format (shogi: "kif", "csa"); an error when
    /// the game does not write that format.
    fn record_as(&self, format: &str) -> Result<String, GameError>;
    /// The rules as implemented, sentence by sentence, in English and Japanese. Only with the
    /// feature `rules-prose` (on by default): a method of this object-safe trait is kept by its
    /// vtable even when never called, and the family wasm modules leave the sentences out.
    #[cfg(feature = "rules-prose")]
    fn rules_text(&self) -> Vec<crate::core::view::Text>;
    /// The next landings of a partial jump chain (see `Rules::continuations`); none once the game is over.
    fn continuations(&self, path: &[usize]) -> Option<Vec<usize>>;
    /// Replaces this game by the one in `text` (same game id and options); on error nothing changes.
    fn load_record(&mut self, text: &str) -> Result<(), GameError>;
    /// The whole game with the variations and comments of `line`, whose moves must be
    /// `history()`, in the game's record format or the one named; see `core::variations`.
    fn record_line(&self, format: Option<&str>, line: Line) -> Result<String, GameError>;
    /// `load_record` that also reads the record's variations and comments, each of their
    /// moves checked by playing it; returns the loaded mainline as a line.
    fn load_record_line(&mut self, text: &str) -> Result<Line, GameError>;
    /// The tags of the record this game was loaded from (none for a game not loaded).
    fn record_tags(&self) -> RecordTags;
    /// `record_as` (format `None`: the game's own) or, with a `line`, `record_line`, with
    /// the tags `tags` instead of the loaded record's.
    fn record_tagged(&self, format: Option<&str>, line: Option<Line>, tags: &RecordTags) -> Result<String, GameError>;
    /// `outcome` as the page shows it: with the result token and the moves played.
    fn outcome_view(&self) -> Option<OutcomeView>;
    /// Why the piece on `cell` cannot move (None when it can: some legal move starts there,
    /// or places a piece there); an error for a cell off the board.
    fn why_no_move(&self, cell: usize) -> Result<Option<Refusal>, GameError>;
}

/// A played move: its index among the moves `Rules::generate` gives before it (redo plays
/// it again by that index) and its description.
struct Played {
    index: usize,
    info: MoveInfo,
}

/// History, undo/redo, repetition and the endings by action around a game's positions.
///
/// Compiled once for every game: its positions sit behind the object-safe `Positions`,
/// whose implementation (`Stack<R>`) is the only code compiled once per game type. That
/// code is thin: each method calls the rules and returns plain data, while the logic of
/// the API (playing by notation, undo/redo, reading a record and replaying its moves and
/// variations, the endings) is here, once. Perft and the search run on `R` directly,
/// behind one dynamic call each, so they stay as fast as before (docs/journal/2026-11-24-size-rounds.md).
pub struct Session {
    positions: Box<dyn Positions>,
    played: Vec<Played>,
    undone: Vec<Played>,
    /// Hash of every position from the start, the current one last.
    hashes: Vec<u64>,
    /// An ending by an action rather than by the rules (or by a loaded record's result).
    action: Option<Outcome>,
    /// The tags of the record the game was loaded from.
    tags: RecordTags,
}

impl Session {
    /// A game from `start`, no move played. Out of line: every game's entry (42 closures)
    /// calls it (inlined into each: 0.7 KB more wasm).
    #[inline(never)]
    pub fn new<R: Game>(start: R) -> Self {
        Session::on(Box::new(Stack::at(start.clone(), start)))
    }

    #[inline(never)]
    fn on(positions: Box<dyn Positions>) -> Self {
        let hashes = vec![positions.hash()];
        Session { positions, played: Vec::new(), undone: Vec::new(), hashes, action: None, tags: RecordTags::default() }
    }

    pub fn position_history(&self) -> &[u64] {
        &self.hashes
    }

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

    fn played_infos(&self) -> Vec<MoveInfo> {
        self.played.iter().map(|p| p.info.clone()).collect()
    }

    /// The game of a record read by this game's rules: its start (or the standard one).
    fn restarted(&self, start: Option<&str>) -> Result<Session, GameError> {
        Ok(Session::on(self.positions.restart(start)?))
    }

    /// Keeps the tags of `record`, loaded into this game, and ends the game by the
    /// record's result when its moves did not end it (a resignation written "1-0").
    fn keep_record_tags(&mut self, record: &Record) {
        self.tags = RecordTags::from_record(record, self.positions.colours());
        if self.outcome().is_none() {
            self.action = self.tags.result.as_deref().and_then(|r| recorded_outcome(r, self.turn()));
        }
    }

    fn write(&self, format: Option<&str>, line: Option<Line>, tags: &RecordTags) -> Result<String, GameError> {
        let outcome = self.outcome();
        let Some(line) = line else {
            return match format {
                None => Ok(self.positions.write_record(&self.played_infos(), outcome.as_ref(), tags)),
                Some(format) => self
                    .positions
                    .write_record_as(format, &self.played_infos(), outcome.as_ref(), tags)
                    .ok_or_else(|| unknown_format(format, self.id())),
            };
        };
        variations::check_limits(&line)?;
        variations::same_moves(&line, &self.history())?;
        // Every variation move is checked (and put in canonical notation) by playing it.
        let line = replay_line(&mut Session::on(self.positions.restart_here()), line)?;
        self.positions
            .write_record_line(format, &line, outcome.as_ref(), tags)
            .ok_or_else(|| unknown_format(format.unwrap_or(""), self.id()))
    }
}

pub(super) fn game_over(o: &Outcome) -> GameError {
    GameError::new(format!("the game is over ({})", o.reason.code()))
}

fn unknown_format(format: &str, id: &str) -> GameError {
    GameError::new(format!("unknown record format '{format}' for {id} (leave it out for the game's own)"))
}

impl AnyGame for Session {
    fn id(&self) -> &'static str {
        self.positions.id()
    }

    fn turn(&self) -> Side {
        self.positions.turn()
    }

    fn legal_moves(&self) -> Vec<MoveInfo> {
        if self.action.is_some() {
            return Vec::new();
        }
        self.positions.legal_moves(self.repetition())
    }

    fn play(&mut self, text: &str) -> Result<MoveInfo, GameError> {
        if let Some(o) = &self.action {
            return Err(game_over(o));
        }
        let (index, info) = self.positions.play(text, self.repetition())?;
        self.hashes.push(self.positions.hash());
        self.played.push(Played { index, info: info.clone() });
        self.undone.clear();
        Ok(info)
    }

    fn undo(&mut self) -> bool {
        if self.action.take().is_some() {
            return true;
        }
        let Some(last) = self.played.pop() else {
            return false;
        };
        self.positions.undo();
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
        self.positions.redo(next.index);
        self.hashes.push(self.positions.hash());
        self.played.push(next);
        true
    }

    fn position(&self) -> String {
        self.positions.position_text()
    }

    fn start_position(&self) -> String {
        self.positions.start_text()
    }

    fn history(&self) -> Vec<String> {
        self.played.iter().map(|p| p.info.notation.clone()).collect()
    }

    fn plies(&self) -> usize {
        self.played.len()
    }

    fn played(&self) -> Vec<MoveInfo> {
        self.played_infos()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.action.clone().or_else(|| self.positions.outcome(self.repetition()))
    }

    fn claim_draw(&mut self) -> bool {
        let claim = self.positions.claimable_draw(self.repetition());
        self.end_by_action(claim)
    }

    fn end_as_recorded(&mut self, result: &str) -> bool {
        let outcome = recorded_outcome(result, self.turn());
        self.end_by_action(outcome)
    }

    fn resign(&mut self) -> bool {
        let loser = self.turn();
        self.end_by_action(Some(Outcome::win(loser.other(), Reason::Resignation)))
    }

    fn agree_draw(&mut self) -> bool {
        self.end_by_action(Some(Outcome::draw(Reason::Agreement)))
    }

    fn declare_win(&mut self) -> bool {
        let win = self.positions.declarable_win();
        self.end_by_action(win)
    }

    fn can_claim_draw(&self) -> bool {
        self.outcome().is_none() && self.positions.claimable_draw(self.repetition()).is_some()
    }

    fn can_declare_win(&self) -> bool {
        self.outcome().is_none() && self.positions.declarable_win().is_some()
    }

    fn flag(&mut self, loser: Side) -> bool {
        self.end_by_action(Some(Outcome::win(loser.other(), Reason::Time)))
    }

    fn view(&self) -> View {
        let mut view = self.positions.view();
        view.turn = self.turn().index() as u8;
        view.last_move = self.played.last().map(|p| p.info.clone());
        view.outcome = self.outcome_view();
        view
    }

    fn perft(&self, depth: usize) -> u64 {
        self.positions.perft(depth)
    }

    fn divide(&self, depth: usize) -> Vec<(String, u64)> {
        self.positions.divide(depth)
    }

    fn evaluate(&self) -> i32 {
        self.positions.evaluate()
    }

    fn best_move_with(&self, level: u32, limits: &SearchLimits, seed: Option<u64>) -> Option<MoveInfo> {
        if self.outcome().is_some() {
            return None;
        }
        self.positions.best_move(&self.hashes, level, limits, seed)
    }

    fn analyse_with(&self, limits: &SearchLimits, multi_pv: usize, on_depth: &mut dyn FnMut(&Analysis) -> bool) -> Analysis {
        if self.outcome().is_some() {
            return Analysis::none(self.positions.analysis_kind());
        }
        self.positions.analyse(&self.hashes, limits, multi_pv, on_depth)
    }

    #[cfg(all(feature = "draughts", knowledge_code))]
    fn endgame_tables_needed(&self, max_pieces: u32) -> Vec<String> {
        self.positions.endgame_tables_needed(max_pieces)
    }

    #[cfg(feature = "rules-prose")]
    fn rules_text(&self) -> Vec<crate::core::view::Text> {
        self.positions.rules_text()
    }

    fn continuations(&self, path: &[usize]) -> Option<Vec<usize>> {
        let chains = self.positions.continuations(path)?;
        Some(if self.outcome().is_some() { Vec::new() } else { chains })
    }

    fn record(&self) -> String {
        self.positions.write_record(&self.played_infos(), self.outcome().as_ref(), &self.tags)
    }

    fn record_as(&self, format: &str) -> Result<String, GameError> {
        self.write(Some(format), None, &self.tags)
    }

    fn load_record(&mut self, text: &str) -> Result<(), GameError> {
        crate::core::record::check_text_size(text)?;
        let record = self.positions.read_record(text)?;
        let mut replay = self.restarted(record.start.as_deref())?;
        for (i, mv) in record.moves.iter().enumerate() {
            // The move's error keeps its kind (an illegal move stays "illegal-move").
            replay.play(mv).map_err(|e| GameError::of(e.kind(), format!("move {} '{mv}' of the record: {e}", i + 1)))?;
        }
        replay.keep_record_tags(&record);
        *self = replay;
        Ok(())
    }

    fn record_line(&self, format: Option<&str>, line: Line) -> Result<String, GameError> {
        self.write(format, Some(line), &self.tags)
    }

    fn load_record_line(&mut self, text: &str) -> Result<Line, GameError> {
        crate::core::record::check_text_size(text)?;
        let (record, line) = self.positions.read_record_line(text)?;
        let mut replay = self.restarted(record.start.as_deref())?;
        let line = replay_line(&mut replay, line)?;
        replay.keep_record_tags(&record);
        *self = replay;
        Ok(line)
    }

    fn record_tags(&self) -> RecordTags {
        self.tags.clone()
    }

    fn record_tagged(&self, format: Option<&str>, line: Option<Line>, tags: &RecordTags) -> Result<String, GameError> {
        self.write(format, line, tags)
    }

    fn outcome_view(&self) -> Option<OutcomeView> {
        let o = self.outcome()?;
        let plies = self.played.len();
        Some(OutcomeView::new(&o, self.positions.result_token(&o, plies), plies))
    }

    fn why_no_move(&self, cell: usize) -> Result<Option<Refusal>, GameError> {
        let view = self.positions.view();
        let Some(piece) = view.pieces.get(cell) else {
            crate::bail!("cell {cell} is not on the board (0 to {})", view.pieces.len().saturating_sub(1));
        };
        let moves = self.legal_moves();
        // By cell rather than sorted: a sort of its own would add 3 KB of wasm.
        let movable: Vec<usize> = (0..view.pieces.len()).filter(|&c| moves.iter().any(|m| m.from == Some(c))).collect();
        let places = |m: &MoveInfo| m.from.is_none() && (m.to == Some(cell) || m.places.contains(&cell));
        let mut own = moves.iter().filter(|m| m.from == Some(cell) || places(m)).peekable();
        // Where a huff is open every move begins with one (Alquerque, Malaysian): a piece
        // with moves still waits for the huffed piece's click first.
        let huff_first = own.peek().is_some() && own.all(|m| m.huff.is_some());
        if !huff_first && moves.iter().any(|m| m.from == Some(cell) || places(m)) {
            return Ok(None);
        }
        let code = if huff_first {
            "must-huff"
        } else if self.outcome().is_some() {
            "game-over"
        } else if piece.is_none() {
            "no-piece"
        } else if piece.as_ref().map(|p| p.side as usize) != Some(self.turn().index()) {
            "not-your-piece"
        } else if moves.iter().any(|m| m.huff.is_some()) {
            "must-huff"
        } else if self.positions.captures_without_precedence(cell) {
            "must-take-most"
        } else if !moves.is_empty() && moves.iter().all(|m| !m.captures.is_empty()) {
            "must-capture"
        } else {
            "no-moves"
        };
        Ok(Some(Refusal { code, movable }))
    }
}
