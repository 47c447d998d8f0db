//! The learned evaluations built into the native build (docs/learned-eval.md): pattern
//! weights fitted by `boardgames learn-eval` to positions labelled by a deeper search,
//! kept for the games where matches at equal CPU showed a gain over the hand-set
//! evaluation (American checkers and international draughts; Italian, Frisian,
//! Canadian, Malaysian, Turkish, Czech, German, Russian, Spanish, Brazilian, Gothic,
//! Armenian and Pool: every draughts game; docs/learned-eval-variants.md). Read once per
//! rules row (`EvalTables`); the search uses them at levels 5 and 6 and in analysis
//! (src/learn/installed.rs says when).
//!
//! Among the wasm modules only in the draughts knowledge module (Cargo feature
//! `knowledge`, which the page's worker loads for analysis and levels 5-6; docs/design.md,
//! "The knowledge module"): built into the plain draughts module they cost it 11.0 KB of
//! gzip (153.4 KB, over issue 13's 150 KB of a first visit). Every game `shipped_bytes`
//! lists is built in there, with no list of its own.

use crate::learn::installed;
use crate::learn::model::Model;

use super::board::Board;
use super::eval::hand_evaluate;
use super::eval_patterns::Regions;
use super::position::Draughts;
use super::variants::Variant;

/// `(id, bytes)` of each named game's `data/learned/ID.bin`: the id is written once.
macro_rules! learned_files {
    ($($id:literal),* $(,)?) => {
        &[$(($id, include_bytes!(concat!("../../../data/learned/", $id, ".bin")) as &[u8])),*]
    };
}

/// The games with built-in weights. Each file's shape, data, fit and matches are in
/// docs/learned-eval.md (American, international) and docs/learned-eval-variants.md
/// ("Where each game stands" and each game's section).
const SHIPPED: &[(&str, &[u8])] = learned_files![
    "american",      // 3x3 regions, 2,268 weights
    "international", // 3x3, 3,321
    "italian",       // 3x3, 2,916 (16 regions: its corners differ from American's)
    "frisian",       // 3x3, 3,321 (international's board)
    "canadian",      // 3x3, 4,536 (36 regions on the 12x12 board)
    "malaysian",     // 3x3, 4,536 (Canadian's board)
    "turkish",       // 2x2, 1,296 (a board of every square)
    "czech",         // 3x3+kings, 6,364, eight taught sets at l2 0.0003
    "german",        // 3x3, 2,268
    "russian",       // 3x3+kings, 6,364 (the king terms' 4,096 after the regions'), five sets (four taught) at l2 0.003
    "spanish",       // 3x3, 2,916 (Italian's board), two sets at l2 0.003
    "brazilian",     // 3x3+kings, 6,364, nine sets (four taught) at l2 0.001
    "gothic",        // 2x2+dense, 3,969 (49 regions), seven sets at l2 0.001 with the label's K 0.004
    "armenian",      // 2x2+kings+material, 5,392, eight sets (four taught) at l2 0.0003 (the material base)
    "pool",          // 3x3+kings+material, 6,364, eight sets at l2 0.003 (the material base)
];

/// The built-in weights of `v`'s game, if it has any.
pub fn shipped_bytes(v: &Variant) -> Option<&'static [u8]> {
    SHIPPED.iter().find(|(id, _)| *id == v.id).map(|&(_, bytes)| bytes)
}

/// The built-in model of `v`'s game on `board` (None for the other games, and for a
/// file that does not fit the board, which a test rules out for the shipped ones).
pub fn shipped(v: &Variant, board: &Board) -> Option<Model> {
    Model::read(shipped_bytes(v)?, v.id, |shape| Regions::with_shape(board, shape)).ok()
}

/// The evaluation of `pos`: the installed model's, else the built-in one's, while
/// learned evaluations are active; else the hand-set one. A model computes its own base
/// (the hand-set evaluation or its material part), so neither is computed for nothing.
#[inline]
pub fn evaluate(pos: &Draughts) -> i32 {
    if !installed::active() {
        return hand_evaluate(pos);
    }
    if let Some(score) = installed::evaluate_installed(pos) {
        return score;
    }
    match &pos.eval_tables().learned {
        Some(model) => model.evaluate(pos),
        None => hand_evaluate(pos),
    }
}
