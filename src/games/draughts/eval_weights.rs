//! The draughts evaluation's weights as data: one `EvalWeights` per tuned game, named
//! by its rules row (`Variant::eval_weights`), and three hand-set defaults chosen by
//! the row's king rules for the games not tuned. The tuned sets come from
//! `tools/tune/tune.py` (Texel tuning on self-play positions, docs/journal/2026-11-25-strength-tuning.md); an empty square
//! table means the hand-set formula (a man: 100 + 6 a row - 1 a column from the
//! middle; a king: its value - 1 a column from the middle).

/// Every weight of the evaluation (eval.rs), in hundredths of a man.
#[derive(Debug, PartialEq)]
pub struct EvalWeights {
    /// The set's name (the tuning tool prints it; tests name it).
    pub name: &'static str,
    /// A man's material (the trade term's count; its value on the board is `man_square`).
    pub man: i32,
    /// A king's material and value before `king_band`.
    pub king: i32,
    /// A man's value by square above `man` (bytes: the tables stay small in the wasm),
    /// in playable order seen from its own side (the side whose home is at the bottom
    /// reads the board as drawn, the other turned half a turn); empty: `6 (row - 1) -
    /// (2 |column - middle|)`.
    pub man_square: &'static [i8],
    /// Added to a king by its band of columns from the middle (0 the two middle
    /// columns); empty: `-(2 band + 1)`.
    pub king_band: &'static [i8],
    /// Per man on its own back row while the opponent has men to crown.
    pub back_row: i32,
    /// Per man that cannot step (subtracted).
    pub blocked: i32,
    /// Per man of difference between the wings (subtracted).
    pub imbalance: i32,
    /// Per step a man can make to an empty square.
    pub mobility: i32,
    /// A runaway man's bonus on the row before the crowning row...
    pub runaway: i32,
    /// ...less this per further row to go (never below zero).
    pub runaway_per_row: i32,
    /// The material edge is worth `edge * trade / (material + trade_base)` more.
    pub trade: i32,
    pub trade_base: i32,
}

const fn hand_set(name: &'static str, king: i32, back_row: i32) -> EvalWeights {
    EvalWeights {
        name,
        man: 100,
        king,
        man_square: &[],
        king_band: &[],
        back_row,
        blocked: 5,
        imbalance: 3,
        mobility: 0,
        runaway: (king - 100) / 2,
        runaway_per_row: 8,
        trade: 300,
        trade_base: 1000,
    }
}

/// Kings that step one square (American, Italian, Gothic): a king 200 (150 measured 0
/// over 100 games in American), the back-row guard 24 (+152 [+93, +221] over 8, docs/journal/2026-11-25-strength-tuning.md).
pub const SHORT_KINGS: EvalWeights = hand_set("short kings", 200, 24);
/// Flying kings on boards of dark squares: 320 (260 and 400 lost in International);
/// the guard 8 (24 was neutral on 10x10 and in Russian).
pub const FLYING_KINGS: EvalWeights = hand_set("flying kings", 320, 8);
/// Flying kings on boards of every square (Turkish, Armenian): 450 (+66 [+11, +126]
/// over 320 in Turkish).
pub const FLYING_KINGS_EVERY_SQUARE: EvalWeights = hand_set("flying kings, every square", 450, 8);
