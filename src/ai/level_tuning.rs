//! How one game family's computer levels depart from the common ladder.

/// Adjustments of the alpha-beta levels (src/ai/levels.rs) for one game family, set
/// by matches: against a common yardstick for chess (docs/journal/2026-11-25-strength-tuning.md, "A yardstick for
/// the chess and shogi ladders"), between adjacent levels for draughts; the same
/// table gave both unequal steps. The default is the common table; level 6, the full
/// search, never changes.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct LevelTuning {
    /// Scales the root margin and the softmax temperature of levels 1-4 (1: the
    /// common table; more: a weaker level, choosing worse moves more often).
    pub noise: [f64; 4],
    /// The depths of levels 1-4 (the common table: 1, 2, 3, 5).
    pub depths: [u32; 4],
    /// The share of its moves on which each of levels 1-4 searches one ply deeper than
    /// its depth, drawn move by move (0: never). It puts a level between two depths
    /// where one ply wins nearly every game against the ply below (Turkish, Armenian).
    pub deeper: [f64; 4],
    /// Level 5's share of the budget (the common table: a quarter). Levels 1-4 stop at
    /// the smaller of this and their own share, so none searches more than level 5.
    pub level5_share: f64,
}

impl LevelTuning {
    /// The common table: shogi and Incorrect Checkers.
    pub const COMMON: LevelTuning = LevelTuning { noise: [1.0; 4], depths: [1, 2, 3, 5], deeper: [0.0; 4], level5_share: 0.25 };
}

impl Default for LevelTuning {
    fn default() -> Self {
        LevelTuning::COMMON
    }
}
