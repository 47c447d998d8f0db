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

/// Pool: 1200 self-play games at 5000 nodes, 44481 quiet positions, K 0.005985, L2
/// 1.0: held-out error 0.08344 to 0.08029. Against the hand-set weights (30000 nodes,
/// 60 games): +19 =32 -9, +58 [-0, +121].
pub const POOL: EvalWeights = EvalWeights {
    name: "pool (tuned)",
    man: 100,
    king: 314,
    man_square: &[
        137, 141, 139, 135,
        128, 134, 135, 131,
        125, 129, 127, 121,
        117, 121, 122, 119,
        112, 118, 113, 113,
        106, 108, 113, 106,
        100, 107, 105, 101,
        91, 99, 101, 101,
    ],
    king_band: &[-7, -4, -5, -7],
    back_row: 17,
    blocked: -2,
    imbalance: 9,
    mobility: 9,
    runaway: 110,
    runaway_per_row: 8,
    trade: 300,
    trade_base: 1000,
};

/// German: 1200 self-play games at 5000 nodes, 38458 quiet positions, K 0.014325, L2
/// 1.0: held-out error 0.10959 to 0.10426. Against the hand-set weights (30000 nodes,
/// 60 games): +40 =15 -5, +232 [+156, +334].
pub const GERMAN: EvalWeights = EvalWeights {
    name: "german (tuned)",
    man: 100,
    king: 310,
    man_square: &[
        137, 141, 139, 135,
        134, 139, 139, 134,
        126, 130, 127, 123,
        119, 121, 122, 118,
        100, 117, 115, 108,
        96, 107, 114, 103,
        104, 112, 112, 98,
        85, 98, 109, 102,
    ],
    king_band: &[-6, -5, -7, -8],
    back_row: 16,
    blocked: -1,
    imbalance: 0,
    mobility: 8,
    runaway: 110,
    runaway_per_row: 8,
    trade: 300,
    trade_base: 1000,
};

/// Armenian: 1200 self-play games at 5000 nodes, 56406 quiet positions, K 0.003897,
/// L2 1.0: held-out error 0.09589 to 0.09571. Against the hand-set weights (30000
/// nodes, 60 games): +30 =15 -15, +89 [+14, +173].
pub const ARMENIAN: EvalWeights = EvalWeights {
    name: "armenian (tuned)",
    man: 100,
    king: 447,
    man_square: &[
        135, 137, 139, 141, 141, 139, 137, 135,
        130, 132, 133, 136, 136, 134, 133, 130,
        124, 125, 127, 128, 128, 127, 125, 123,
        118, 119, 121, 122, 122, 121, 119, 118,
        112, 113, 114, 114, 114, 115, 113, 112,
        107, 108, 109, 110, 109, 109, 107, 104,
        101, 102, 105, 104, 104, 103, 103, 97,
        93, 95, 97, 99, 99, 97, 95, 93,
    ],
    king_band: &[-4, -2, -5, -7],
    back_row: 8,
    blocked: 3,
    imbalance: -3,
    mobility: 3,
    runaway: 175,
    runaway_per_row: 8,
    trade: 300,
    trade_base: 1000,
};

/// Frisian: 1200 self-play games at 5000 nodes, 50535 quiet positions, K 0.011410, L2
/// 1.0: held-out error 0.09125 to 0.08453. Against the hand-set weights (30000 nodes,
/// 60 games): +51 =7 -2, +398 [+301, +588].
pub const FRISIAN: EvalWeights = EvalWeights {
    name: "frisian (tuned)",
    man: 100,
    king: 319,
    man_square: &[
        147, 151, 153, 149, 145,
        140, 144, 147, 145, 142,
        136, 139, 141, 138, 133,
        125, 130, 134, 132, 129,
        125, 125, 124, 123, 123,
        111, 117, 115, 115, 118,
        111, 107, 108, 113, 110,
        103, 109, 109, 111, 103,
        104, 105, 107, 107, 106,
        99, 99, 101, 95, 101,
    ],
    king_band: &[-2, -3, -6, -7, -9],
    back_row: 27,
    blocked: -5,
    imbalance: 11,
    mobility: -2,
    runaway: 113,
    runaway_per_row: 7,
    trade: 300,
    trade_base: 1000,
};
