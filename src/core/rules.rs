//! The trait every game implements (its rules proper), and perft over it. What a game
//! knows of its records is `Records` (records.rs), what it tells the search is
//! `SearchHints` (search_hints.rs); the search's own tuning is src/ai/tuning.rs.

use super::{GameError, MoveInfo, Outcome, Side, View};

/// How often the current position has occurred (this time included) and how many
/// plies ago it occurred first: what repetition rules need.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Repetition {
    pub count: u32,
    pub cycle_plies: usize,
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

    /// The position text of the standard start with the current rules and options.
    fn standard_start_text(&self) -> String;

    /// The board as the renderer needs it; the session fills turn, last move and outcome.
    fn view(&self) -> View;

    /// The rules as implemented with the current options, one sentence per line,
    /// in English and Japanese (the page's rules panel).
    fn rules_text(&self) -> Vec<crate::core::view::Text>;

    /// The draw the side to move may claim here (chess threefold and fifty-move rule).
    fn claimable_draw(&self, _repetition: Repetition) -> Option<Outcome> {
        None
    }

    /// The win the side to move may declare here (shogi impasse).
    fn declarable_win(&self) -> Option<Outcome> {
        None
    }

    /// The landings a piece may hop to next after the partial chain `path` (its start,
    /// then the landings so far), for games whose legal moves keep one path per start
    /// and end (the page lets the player build the chain hop by hop). `None`: the game
    /// has no such chains.
    fn continuations(&self, _path: &[usize]) -> Option<Vec<usize>> {
        None
    }

    /// Whether the side to move's piece on `cell` could capture were it free to choose among
    /// the captures: where a precedence rule (the most pieces, the most kings...) leaves it
    /// none, the page says so rather than "a capture is compulsory".
    fn captures_without_precedence(&self, _cell: usize) -> bool {
        false
    }
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
