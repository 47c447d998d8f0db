//! What a game tells the search about its positions and moves: the static evaluation,
//! which moves are noisy, a cheap key and ordering guess per move, check, a pass for
//! null-move pruning, Monte Carlo playout helpers. How hard the search leans on them (its
//! levels, reductions, method) is the search's own table, src/ai/tuning.rs.

use super::Rules;

/// How the computer player searches a game.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SearchMethod {
    /// Iterative-deepening alpha-beta over `SearchHints::evaluate`: games whose static
    /// evaluation is reliable.
    AlphaBeta,
    /// Monte Carlo tree search with random playouts: games without a reliable evaluation.
    MonteCarlo,
}

/// FNV-1a over formatted text, for the default `SearchHints::move_key`.
struct DebugHasher(u64);

impl std::fmt::Write for DebugHasher {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        for b in s.bytes() {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01B3);
        }
        Ok(())
    }
}

/// The search's questions to a game. Only `evaluate` is required; the defaults suit a
/// game without captures, check or zugzwang-free passes.
pub trait SearchHints: Rules {
    /// Static evaluation from the side to move's point of view (for the search), in
    /// hundredths of the game's basic piece (a man, a pawn = 100): the computer's levels
    /// scale their deliberate noise and Monte Carlo its playout cut-off by this unit.
    fn evaluate(&self) -> i32;

    /// Whether the search keeps `evaluate`'s results by position hash, for a game whose
    /// evaluation costs far more than a probe and reads nothing the hash leaves out (the
    /// draughts family: the learned evaluation; measured in docs/learned-eval-variants.md).
    const CACHE_EVALUATION: bool = false;

    /// The position's proven value from loaded endgame tables (src/egdb), for the side to
    /// move under perfect play without the draw rules: won in `n` plies to the next
    /// conversion (capture, crowning) as `n`, lost as `-n`, drawn 0; None where no table
    /// holds it (every game but the draughts family's, by default).
    fn endgame_table(&self) -> Option<i16> {
        None
    }

    /// Whether `endgame_table` can answer at all (a constant, so that the analysis's
    /// report of table results compiles to nothing for the games without tables).
    const HAS_ENDGAME_TABLES: bool = false;

    /// The endgame tables (signature names, src/egdb) of at most `max_pieces` pieces this
    /// position's material can turn into: the ones the page's worker fetches before an
    /// analysis. None for games without tables (the default).
    fn endgame_tables_needed(&self, _max_pieces: u32) -> Vec<String> {
        Vec::new()
    }

    /// What `evaluate` counts for a basic piece or a lead worth as much (100: a man,
    /// a pawn). The levels give their margins and noise in hundredths of it, so a game
    /// whose evaluation counts in other units (a race counting rows) gets the same
    /// deliberate noise as the others instead of a random move.
    fn eval_unit(&self) -> i32 {
        100
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

    /// Which search suits the game: alpha-beta where `evaluate` is reliable, Monte Carlo
    /// where it is not. A game's property the searches are compiled for (a constant here
    /// leaves the other search out of that game's code).
    fn search_method(&self) -> SearchMethod {
        SearchMethod::AlphaBeta
    }
}
