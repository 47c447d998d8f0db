//! Weight sets tuned by tools/tune/tune.py (Texel tuning: the squared error between
//! self-play results and sigmoid(K * evaluation) over quiet positions; docs/journal/2026-11-25-strength-tuning.md, "The
//! computer player's strength"), each named by its rules row's `eval_weights` and kept
//! only where self-play against the hand-set weights said so. A man's table (above
//! a man's 100) is by square in playable order seen from its own side (the top row, where men crown, is
//! never used: the hand-set values stay there).

use super::eval_weights::EvalWeights;

/// International: 2000 self-play games of the hand-set build at 5000 nodes a move
/// from 2-9 random plies, 131425 quiet positions (a tenth held out), K 0.005538, L2
/// 1.0: held-out error 0.08749 to 0.08659. Against the hand-set weights (30000 nodes,
/// 60 games): +20 =28 -12, +47 [-17, +113]; with L2 0.1 (held out 0.08595, a king
/// 261): +16 =21 -23, -41 [-115, +30], dropped. At about equal CPU time (30000 nodes
/// against 33000: the table costs 5-10% of the speed) -12 [-77, +53]: neutral.
pub const INTERNATIONAL: EvalWeights = EvalWeights {
    name: "international (tuned)",
    man: 100,
    king: 313,
    man_square: &[
        47, 51, 53, 49, 45, 40, 44, 47, 45, 42, 35, 39, 41, 38, 29, 26, 30, 34, 33, 28, 22, 27, 29, 24, 20, 15, 18, 21, 21, 16, 9, 16, 18,
        15, 9, 5, 9, 12, 8, 6, 2, 6, 7, 3, 0, -10, -2, -2, 2, -5,
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
    man_square: &[37, 41, 39, 35, 28, 34, 35, 31, 25, 29, 27, 21, 17, 21, 22, 19, 12, 18, 13, 13, 6, 8, 13, 6, 0, 7, 5, 1, -9, -1, 1, 1],
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
    man_square: &[37, 41, 39, 35, 34, 39, 39, 34, 26, 30, 27, 23, 19, 21, 22, 18, 0, 17, 15, 8, -4, 7, 14, 3, 4, 12, 12, -2, -15, -2, 9, 2],
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
        35, 37, 39, 41, 41, 39, 37, 35, 30, 32, 33, 36, 36, 34, 33, 30, 24, 25, 27, 28, 28, 27, 25, 23, 18, 19, 21, 22, 22, 21, 19, 18, 12,
        13, 14, 14, 14, 15, 13, 12, 7, 8, 9, 10, 9, 9, 7, 4, 1, 2, 5, 4, 4, 3, 3, -3, -7, -5, -3, -1, -1, -3, -5, -7,
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
        47, 51, 53, 49, 45, 40, 44, 47, 45, 42, 36, 39, 41, 38, 33, 25, 30, 34, 32, 29, 25, 25, 24, 23, 23, 11, 17, 15, 15, 18, 11, 7, 8,
        13, 10, 3, 9, 9, 11, 3, 4, 5, 7, 7, 6, -1, -1, 1, -5, 1,
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

/// Russian: 1200 self-play games at 5000 nodes, 40092 quiet positions, K 0.006266, L2
/// 1.0: held-out error 0.07328 to 0.06983. Against the hand-set weights (30000 nodes,
/// 60 games): +20 =34 -6, +83 [+27, +143].
pub const RUSSIAN: EvalWeights = EvalWeights {
    name: "russian (tuned)",
    man: 100,
    king: 314,
    man_square: &[37, 41, 39, 35, 29, 34, 35, 32, 25, 29, 27, 24, 16, 21, 22, 17, 11, 18, 14, 13, 5, 5, 12, 6, 1, 7, 4, 1, -8, 0, 2, 1],
    king_band: &[-5, -4, -6, -7],
    back_row: 19,
    blocked: -3,
    imbalance: 11,
    mobility: 6,
    runaway: 110,
    runaway_per_row: 8,
    trade: 300,
    trade_base: 1000,
};

/// Brazilian: 1200 self-play games at 5000 nodes, 37817 quiet positions, K 0.006758,
/// L2 1.0: held-out error 0.06507 to 0.06324. Against the hand-set weights (30000
/// nodes, 60 games): +21 =30 -9, +70 [+10, +136].
pub const BRAZILIAN: EvalWeights = EvalWeights {
    name: "brazilian (tuned)",
    man: 100,
    king: 316,
    man_square: &[37, 41, 39, 35, 28, 34, 36, 32, 25, 30, 27, 22, 14, 21, 22, 17, 8, 19, 15, 12, 5, 6, 14, 7, -1, 8, 5, 2, -10, 0, 3, -1],
    king_band: &[-4, -3, -7, -7],
    back_row: 16,
    blocked: -1,
    imbalance: 11,
    mobility: 7,
    runaway: 110,
    runaway_per_row: 8,
    trade: 300,
    trade_base: 1000,
};

/// Gothic: 273 self-play games of the hand-set build at 5000 nodes (1200 asked, stopped
/// for time), 41397 quiet positions, K 0.001653, L2 1.0: held-out error 0.05946 to
/// 0.05870. Against the hand-set weights (30000 nodes, 60 games): +9 =46 -5, +23 [-19,
/// +66]: mobility 10 a step and the guard 28, a weak gain (Canadian's and Spanish's sets
/// lost or gained nothing and are not here).
pub const GOTHIC: EvalWeights = EvalWeights {
    name: "gothic (tuned)",
    man: 100,
    king: 197,
    man_square: &[
        35, 37, 39, 41, 41, 39, 37, 35, 29, 31, 33, 36, 35, 33, 31, 29, 23, 25, 27, 29, 29, 27, 25, 23, 17, 19, 21, 23, 23, 21, 19, 16, 12,
        13, 15, 17, 17, 16, 13, 11, 4, 7, 10, 11, 11, 9, 8, 5, -1, 1, 3, 5, 5, 3, 1, -1, -8, -6, -1, 1, 0, -3, -4, -8,
    ],
    king_band: &[-6, 0, -6, -7],
    back_row: 28,
    blocked: 4,
    imbalance: 4,
    mobility: 10,
    runaway: 50,
    runaway_per_row: 8,
    trade: 300,
    trade_base: 1000,
};

/// Spanish: about 950 self-play games of the hand-set build at 5000 nodes a move
/// (`texel-data --seed 3`, 3000 asked, stopped for time), 41006 quiet positions, K
/// 0.002640, L2 1.0: held-out error 0.06476 to 0.06374 (an earlier set from 940 games of
/// seed 1 lost nothing and gained nothing, -6 [-66, +54], and was not kept). Against the
/// hand-set weights (30000 nodes, 100 games): +29 =60 -11, +63 [+21, +107]; against
/// 9148310 over 200 games: +93 =89 -18, +137 [+102, +175] (the hand-set weights' 100:
/// +119 [+73, +170]).
pub const SPANISH: EvalWeights = EvalWeights {
    name: "spanish (tuned)",
    man: 100,
    king: 317,
    man_square: &[35, 39, 41, 37, 32, 36, 34, 28, 24, 27, 29, 25, 18, 23, 21, 15, 11, 14, 18, 11, 5, 12, 9, 5, -1, 5, 4, 1, -1, 1, -1, -7],
    king_band: &[-7, -3, -4, -6],
    back_row: 16,
    blocked: 6,
    imbalance: 10,
    mobility: 12,
    runaway: 110,
    runaway_per_row: 8,
    trade: 300,
    trade_base: 1000,
};
