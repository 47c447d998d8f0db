//! The trait every game implements, and perft over it.

use super::record::{read_tagged, read_tagged_line, write_tagged, write_tagged_line};
use super::record_tags::result_token;
use super::variations::{mainline, Line, Node, RavSyntax, PDN_RESULTS};
use super::{GameError, LevelTuning, MoveInfo, Outcome, Record, RecordTags, Side, View};

/// How often the current position has occurred (this time included) and how many
/// plies ago it occurred first: what repetition rules need.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Repetition {
    pub count: u32,
    pub cycle_plies: usize,
}

/// How the computer player searches a game.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SearchMethod {
    /// Iterative-deepening alpha-beta over `Rules::evaluate`: games whose static
    /// evaluation is reliable.
    AlphaBeta,
    /// Monte Carlo tree search with random playouts: games without a reliable evaluation.
    MonteCarlo,
}

/// FNV-1a over formatted text, for the default `Rules::move_key`.
struct DebugHasher(u64);

impl std::fmt::Write for DebugHasher {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        for b in s.bytes() {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01B3);
        }
        Ok(())
    }
}

/// A game's rules over one position. The hot path (`generate`, `apply`, `hash`)
/// must not allocate; everything returning strings is for the API only.
pub trait Rules: Clone + 'static {
    type Move: Copy + PartialEq + std::fmt::Debug;

    fn id(&self) -> &'static str;

    fn side_to_move(&self) -> Side;

    /// Replaces the contents of `out` with every legal move. A forced pass is a move.
    fn generate(&self, out: &mut Vec<Self::Move>);

    /// Plays a move produced by `generate` on this position (unchecked).
    fn apply(&mut self, mv: &Self::Move);

    /// A Zobrist hash of everything that decides the legal moves and the result.
    fn hash(&self) -> u64;

    /// The result if the game is over here. `moves` is what `generate` gives here.
    fn outcome(&self, moves: &[Self::Move], repetition: Repetition) -> Option<Outcome>;

    /// The move's description with its canonical notation, `legal` being all legal moves
    /// here (to write as little as tells them apart).
    fn describe(&self, mv: &Self::Move, legal: &[Self::Move]) -> MoveInfo;

    /// Reads a move in the game's notation (leniently) and returns the legal move it names.
    fn parse_move(&self, text: &str, legal: &[Self::Move]) -> Result<Self::Move, GameError> {
        let wanted = text.trim();
        legal.iter().find(|m| self.describe(m, legal).notation == wanted).copied().ok_or_else(|| GameError::illegal_move(wanted, None))
    }

    /// The position in the game's standard text form (extended where the rules keep state).
    fn position_text(&self) -> String;

    /// A position of the same game (same rules and options) read from its standard text.
    fn read_position(&self, text: &str) -> Result<Self, GameError>;

    /// Writes a whole game in the game's record format, with the tags `tags` (the result
    /// is the outcome's). The default is the documented text record of `core::record`;
    /// families with a community format (PDN, PGN, KIF) override it.
    fn write_record(&self, start: &Self, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
        write_text_record(self.text_record_start(start), moves, outcome, tags)
    }

    /// What the text record's tags say of the game: its id, the colours of its sides
    /// (their player tags' names) and its start when not the standard one.
    fn text_record_start(&self, start: &Self) -> TextRecordStart {
        let start_text = start.position_text();
        let standard = start_text == self.standard_start_text();
        TextRecordStart { id: self.id(), colours: self.view().colors, start: (!standard).then_some(start_text) }
    }

    /// Writes a whole game in a named record format other than the default (shogi's
    /// "csa"); `None` when the game does not write that format.
    fn write_record_as(
        &self,
        _format: &str,
        _start: &Self,
        _moves: &[MoveInfo],
        _outcome: Option<&Outcome>,
        _tags: &RecordTags,
    ) -> Option<String> {
        None
    }

    /// Reads a record written by `write_record` (or the community format it writes).
    fn read_record(&self, text: &str) -> Result<Record, GameError> {
        read_text_record(text)
    }

    /// Writes a whole game with the variations and comments of `line` (whose moves are
    /// the game's, in canonical notation) in the game's record format, or in `format`;
    /// `None` when the game does not write that format. The default is the text record
    /// of `core::record` with RAV variations `( ... )` and `{comments}`, as PDN has them.
    fn write_record_line(
        &self,
        format: Option<&str>,
        start: &Self,
        line: &[Node],
        outcome: Option<&Outcome>,
        tags: &RecordTags,
    ) -> Option<String> {
        if format.is_some() {
            return None;
        }
        Some(write_text_record_line(self.text_record_start(start), line, outcome, tags))
    }

    /// `read_record` with the record's variations and comments: the record (its moves
    /// the mainline) and the mainline as a line. The default reads the text record.
    fn read_record_line(&self, text: &str) -> Result<(Record, Line), GameError> {
        read_text_record_line(text)
    }

    /// The position text of the standard start with the current rules and options.
    fn standard_start_text(&self) -> String;

    /// The board as the renderer needs it; the session fills turn, last move and outcome.
    fn view(&self) -> View;

    /// Static evaluation from the side to move's point of view (for the search), in
    /// hundredths of the game's basic piece (a man, a pawn = 100): the computer's levels
    /// scale their deliberate noise and Monte Carlo its playout cut-off by this unit.
    fn evaluate(&self) -> i32;

    /// The position's proven value from loaded endgame tables (src/egdb), for the side to
    /// move under perfect play without the draw rules: won in `n` plies to the next
    /// conversion (capture, crowning) as `n`, lost as `-n`, drawn 0; None where no table
    /// holds it (every game but the draughts family's, by default).
    fn endgame_table(&self) -> Option<i16> {
        None
    }

    /// What `evaluate` counts for a basic piece or a lead worth as much (100: a man,
    /// a pawn). The levels give their margins and noise in hundredths of it, so a game
    /// whose evaluation counts in other units (a race counting rows) gets the same
    /// deliberate noise as the others instead of a random move.
    fn eval_unit(&self) -> i32 {
        100
    }

    /// How this game's alpha-beta levels depart from the common table (chess, whose
    /// steps against the yardstick of docs/journal/2026-11-25-strength-tuning.md the common table left unequal).
    fn level_tuning(&self) -> LevelTuning {
        LevelTuning::COMMON
    }

    /// Captures and other moves the quiescence search should follow.
    fn is_noisy(&self, _mv: &Self::Move) -> bool {
        false
    }

    /// Whether the opponent could make a noisy move (a capture) if it were to move now.
    /// Where captures are compulsory (draughts) such a position is not quiet even when
    /// the side to move has no capture: its quiescence searches every move once.
    fn capture_threat(&self) -> bool {
        false
    }

    /// The rules as implemented with the current options, one sentence per line,
    /// in English and Japanese (the page's rules panel).
    fn rules_text(&self) -> Vec<crate::core::view::Text>;

    /// A cheap number telling this move apart from the other legal moves here, and
    /// the same for the same move in nearby positions: the search keys its history,
    /// killer and transposition-table moves by it. The default hashes the move's Debug
    /// text (slow but allocation-free); games override it (draughts: from, to, captures).
    fn move_key(&self, mv: &Self::Move) -> u32 {
        use std::fmt::Write;
        let mut h = DebugHasher(0xCBF2_9CE4_8422_2325);
        let _ = write!(h, "{mv:?}");
        (h.0 ^ (h.0 >> 32)) as u32
    }

    /// A cheap guess at how good a move is, higher first (such as the value it
    /// captures); the search tries noisy moves in this order. A negative hint on a
    /// noisy move says it loses material (chess: its static exchange): the search
    /// tries it after the killer moves, and its quiescence skips it.
    fn order_hint(&self, _mv: &Self::Move) -> i32 {
        0
    }

    /// Whether the side to move is in check (games with check): the search looks one
    /// ply further after a checking move and never reduces or prunes in check.
    fn in_check(&self) -> bool {
        false
    }

    /// Whether the search may reduce late quiet moves (late-move reductions). Off by
    /// default: in American checkers they were neutral in self-play (issue 14); chess
    /// opts in, and so do the draughts rows that gained by them
    /// (`Variant::late_move_reductions`).
    fn late_move_reductions(&self) -> bool {
        false
    }

    /// Whether the search may prune and reduce by the static evaluation and the move
    /// count near the leaves (reverse futility, futility and late-move pruning, pruning
    /// of losing captures, reductions growing with depth and move number, a history
    /// penalty for quiet moves that failed). Off by default: it trusts the evaluation
    /// and assumes zugzwang is rare (chess, shogi and draughts on 8x8 diagonal boards opt
    /// in; see the self-play table of docs/journal/2026-11-25-strength-tuning.md).
    fn selective_search(&self) -> bool {
        false
    }

    /// The position with the turn passed to the opponent (null-move pruning), where a
    /// pass is a fair "doing nothing is not better than the best move" bound: games
    /// where zugzwang is rare (chess with pieces on the board). `None`: never.
    fn null_move(&self) -> Option<Self>
    where
        Self: Sized,
    {
        None
    }

    /// How many random moves a Monte Carlo playout draws at each ply, keeping the
    /// one the evaluation likes best for the mover (1: a plain random playout). More
    /// samples make each playout slower but closer to real play.
    fn playout_samples(&self) -> usize {
        1
    }

    /// A move drawn at random for a Monte Carlo playout without generating every move,
    /// as likely as any other legal move (`below(n)` draws uniformly in `0..n`), for a
    /// game with many moves a position (Binary's pairs). `None`: the playout generates
    /// the moves and draws among them; also where the game may be over.
    fn playout_move(&self, _below: &mut dyn FnMut(usize) -> usize) -> Option<Self::Move> {
        None
    }

    /// The squares a move claims for good, for Monte Carlo's all-moves-as-first
    /// statistics (RAVE): in a placement game a move is worth about the same whenever
    /// its mover takes those squares, so every playout that took them tells about it.
    /// They must not depend on the position, and stay below 192. Empty (the
    /// default): the game has no such squares and the search keeps plain UCT.
    fn amaf_squares(mv: &Self::Move) -> &[u8]
    where
        Self: Sized,
    {
        let _ = mv;
        &[]
    }

    /// Which search the computer player uses for this game.
    fn search_method(&self) -> SearchMethod {
        SearchMethod::AlphaBeta
    }

    /// The draw the side to move may claim here (chess threefold and fifty-move rule).
    fn claimable_draw(&self, _repetition: Repetition) -> Option<Outcome> {
        None
    }

    /// The landings a piece may hop to next after the partial chain `path` (its start,
    /// then the landings so far), for games whose legal moves keep one path per start
    /// and end (the page lets the player build the chain hop by hop). `None`: the game
    /// has no such chains.
    fn continuations(&self, _path: &[usize]) -> Option<Vec<usize>> {
        None
    }

    /// The win the side to move may declare here (shogi impasse).
    fn declarable_win(&self) -> Option<Outcome> {
        None
    }

    /// The number of the move about to be played here, as the game's move list writes it,
    /// `ply` moves after `start`. The default counts full moves: side 0's move opens a number
    /// and side 1's reply has the same one (a game from a start with side 1 to move opens
    /// with "1…"). Chess counts from the FEN's fullmove number, shogi every ply.
    fn move_number(&self, start: &Self, ply: usize) -> u32 {
        ((ply + start.side_to_move().index()) / 2 + 1) as u32
    }

    /// The result as the game's move list ends: "1-0", "0-1" or "1/2-1/2" by default (the
    /// text record's), the family's convention elsewhere. `plies` moves were played from `start`.
    fn result_token(&self, _start: &Self, outcome: &Outcome, _plies: usize) -> String {
        super::record::result_text(Some(outcome)).to_string()
    }

    /// Whether the side to move's piece on `cell` could capture were it free to choose among
    /// the captures: where a precedence rule (the most pieces, the most kings...) leaves it
    /// none, the page says so rather than "a capture is compulsory".
    fn captures_without_precedence(&self, _cell: usize) -> bool {
        false
    }
}

// The text record of the default `Rules` methods, written and read by functions that are not
// generic: the defaults are compiled once per game type, these once.

/// What the text record's tags say of the game (see `Rules::text_record_start`).
pub struct TextRecordStart {
    id: &'static str,
    colours: [&'static str; 2],
    /// The start position's text when it is not the standard start.
    start: Option<String>,
}

/// The tags of the text record: the game, the record's Event, Site, Date, Round and players
/// where it has them, its start when not the standard one, the result, the other tags.
fn text_record_tags(game: TextRecordStart, outcome: Option<&Outcome>, tags: &RecordTags) -> (Vec<(String, String)>, String) {
    let mut pairs = vec![("Game".to_string(), game.id.to_string())];
    pairs.extend(tags.pgn_pairs(game.colours, &|_| None));
    if let Some(start) = game.start {
        pairs.push(("Position".to_string(), start));
    }
    let result = result_token(outcome, tags);
    pairs.push(("Result".to_string(), result.clone()));
    let other = tags.other_pairs(&pairs);
    pairs.extend(other);
    (pairs, result)
}

fn write_text_record(game: TextRecordStart, moves: &[MoveInfo], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
    let (pairs, result) = text_record_tags(game, outcome, tags);
    let notations: Vec<String> = moves.iter().map(|m| m.notation.clone()).collect();
    write_tagged(&pairs, &notations, &result, true)
}

fn write_text_record_line(game: TextRecordStart, line: &[Node], outcome: Option<&Outcome>, tags: &RecordTags) -> String {
    let (pairs, result) = text_record_tags(game, outcome, tags);
    write_tagged_line(&pairs, line, &result)
}

/// The start position a text record names (its Position or FEN tag).
fn record_start(tags: &[(String, String)]) -> Option<String> {
    tags.iter().find(|(k, _)| k.eq_ignore_ascii_case("Position") || k.eq_ignore_ascii_case("FEN")).map(|(_, v)| v.clone())
}

fn read_text_record(text: &str) -> Result<Record, GameError> {
    let (tags, moves) = read_tagged(text, |_| false)?;
    let start = record_start(&tags);
    Ok(Record { tags, start, moves, result: None })
}

fn read_text_record_line(text: &str) -> Result<(Record, Line), GameError> {
    let (tags, line) = read_tagged_line(text, &RavSyntax { joins_next: &|_| false, glyphs: false, results: PDN_RESULTS })?;
    let start = record_start(&tags);
    Ok((Record { tags, start, moves: mainline(&line), result: None }, line))
}

/// Number of leaf nodes of the legal-move tree, the last ply counted in bulk.
/// One move buffer per ply is reused, so nothing is allocated per node.
pub fn perft<R: Rules>(pos: &R, depth: usize) -> u64 {
    let mut buffers: Vec<Vec<R::Move>> = (0..depth.max(1)).map(|_| Vec::with_capacity(64)).collect();
    perft_inner(pos, depth, &mut buffers)
}

fn perft_inner<R: Rules>(pos: &R, depth: usize, buffers: &mut [Vec<R::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (mine, rest) = buffers.split_first_mut().expect("one buffer per ply");
    pos.generate(mine);
    if depth == 1 {
        return mine.len() as u64;
    }
    let mut total = 0;
    for mv in mine.iter() {
        let mut child = pos.clone();
        child.apply(mv);
        total += perft_inner(&child, depth - 1, rest);
    }
    total
}

/// Perft split by first move (for finding where two generators disagree).
pub fn divide<R: Rules>(pos: &R, depth: usize) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    pos.generate(&mut moves);
    moves
        .iter()
        .map(|mv| {
            let mut child = pos.clone();
            child.apply(mv);
            let n = if depth <= 1 { 1 } else { perft(&child, depth - 1) };
            (pos.describe(mv, &moves).notation, n)
        })
        .collect()
}
