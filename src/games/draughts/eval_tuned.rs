//! Weight sets tuned by tools/tune/tune.py (Texel tuning: the squared error between
//! self-play results and sigmoid(K * evaluation) over quiet positions; README, "The
//! computer player's strength"), each named by its rules row's `eval_weights` and kept
//! only where self-play against the hand-set weights said so. A man's table is by
//! square in playable order seen from its own side (the top row, where men crown, is
//! never used: the hand-set values stay there).

use super::eval_weights::EvalWeights;

/// International: 2000 self-play games of the hand-set build at 5000 nodes a move
/// from 2-9 random plies, 131425 quiet positions (a tenth held out), K 0.005538, L2
/// 1.0: held-out error 0.08749 to 0.08659. Against the hand-set weights (30000 nodes,
/// 60 games): +20 =28 -12, +47 [-17, +113]; with L2 0.1 (held out 0.08595, a king
/// 261): +16 =21 -23, -41 [-115, +30], dropped.
pub const INTERNATIONAL: EvalWeights = EvalWeights {
    name: "international (tuned)",
    man: 100,
    king: 313,
    man_square: &[
        147, 151, 153, 149, 145,
        140, 144, 147, 145, 142,
        135, 139, 141, 138, 129,
        126, 130, 134, 133, 128,
        122, 127, 129, 124, 120,
        115, 118, 121, 121, 116,
        109, 116, 118, 115, 109,
        105, 109, 112, 108, 106,
        102, 106, 107, 103, 100,
        90, 98, 98, 102, 95,
    ],
    king_band: &[-8, -3, -5, -7, -9],
    back_row: 16,
    blocked: -6,
    imbalance: 8,
    mobility: 3,
    runaway: 111,
    runaway_per_row: 11,
    trade: 300,
    trade_base: 1000,
};
