//! How one game family's computer levels depart from the common ladder.

/// Adjustments of the alpha-beta levels (src/ai/levels.rs) for one game family, set
/// by matches against a common yardstick (the README's "A yardstick for the chess
/// and shogi ladders"): the same table gave chess unequal steps. The
/// default is the common table; level 6, the full search, never changes.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct LevelTuning {
    /// Scales the root margin and the softmax temperature of levels 1-4 (1: the
    /// common table; more: a weaker level, choosing worse moves more often).
    pub noise: [f64; 4],
    /// Level 5's share of the budget (the common table: a quarter, as level 4's cap).
    /// Kept between level 4's share and the whole budget.
    pub level5_share: f64,
}

impl LevelTuning {
    /// The common table: draughts, alquerque and the rest.
    pub const COMMON: LevelTuning = LevelTuning { noise: [1.0; 4], level5_share: 0.25 };
}

impl Default for LevelTuning {
    fn default() -> Self {
        LevelTuning::COMMON
    }
}
