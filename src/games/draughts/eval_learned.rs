//! The learned evaluations built into the native build (docs/learned-eval.md): pattern
//! weights fitted by `boardgames learn-eval` to positions labelled by a deeper search,
//! kept for the games where matches at equal CPU showed a gain over the hand-set
//! evaluation (American checkers and international draughts; Italian, Frisian,
//! Canadian, Malaysian, Turkish, Czech, German, Russian, Spanish, Brazilian, Gothic and
//! Armenian, docs/learned-eval-variants.md). Read once per rules row (`EvalTables`); the
//! search uses them at levels 5 and 6 and in analysis (src/learn/installed.rs says when).
//!
//! Among the wasm modules only in the draughts knowledge module (Cargo feature
//! `knowledge`, which the page's worker loads for analysis and levels 5-6; docs/design.md,
//! "The knowledge module"): built into the plain draughts module they cost it 11.0 KB of
//! gzip (153.4 KB, over issue 13's 150 KB of a first visit). Every game `shipped_bytes`
//! lists is built in there, with no list of its own.

use crate::learn::installed;
use crate::learn::model::Model;

use super::board::Board;
use super::eval_patterns::Regions;
use super::position::Draughts;
use super::variants::Variant;

/// 3x3 regions, 2,268 weights (data/learned/american.bin: 4,575 bytes).
const AMERICAN: &[u8] = include_bytes!("../../../data/learned/american.bin");
/// 3x3 regions, 3,321 weights (data/learned/international.bin: 6,686 bytes).
const INTERNATIONAL: &[u8] = include_bytes!("../../../data/learned/international.bin");
/// 3x3 regions (16 on Italian's board, whose corners differ from American's), 2,916
/// weights (data/learned/italian.bin: 5,870 bytes; docs/learned-eval-variants.md).
const ITALIAN: &[u8] = include_bytes!("../../../data/learned/italian.bin");
/// 3x3 regions, 3,321 weights as international's board (data/learned/frisian.bin: 6,680
/// bytes; docs/learned-eval-variants.md).
const FRISIAN: &[u8] = include_bytes!("../../../data/learned/frisian.bin");
/// 3x3 regions, 36 on the 12x12 board (10 of 5 squares, 26 of 4), 4,536 weights
/// (data/learned/canadian.bin: 9,111 bytes; docs/learned-eval-variants.md).
const CANADIAN: &[u8] = include_bytes!("../../../data/learned/canadian.bin");
/// 3x3 regions, Canadian's 36 on the same 12x12 board, 4,536 weights
/// (data/learned/malaysian.bin: 9,112 bytes; docs/learned-eval-variants.md).
const MALAYSIAN: &[u8] = include_bytes!("../../../data/learned/malaysian.bin");
/// 2x2 regions (4 squares each on a board of every square: 16 regions), 1,296 weights
/// (data/learned/turkish.bin: 2,630 bytes; docs/learned-eval-variants.md).
const TURKISH: &[u8] = include_bytes!("../../../data/learned/turkish.bin");
/// 3x3 regions, 2,268 weights as Russian's board, two sets fitted at l2 0.001
/// (data/learned/czech.bin: 4,572 bytes; docs/learned-eval-variants.md, "flying8").
const CZECH: &[u8] = include_bytes!("../../../data/learned/czech.bin");
/// 3x3 regions, 2,268 weights (data/learned/german.bin: 4,573 bytes;
/// docs/learned-eval-variants.md).
const GERMAN: &[u8] = include_bytes!("../../../data/learned/german.bin");
/// 3x3 regions, 2,268 weights, fitted at l2 0.003 (data/learned/russian.bin: 4,574 bytes;
/// docs/learned-eval-variants.md, "flying8").
const RUSSIAN: &[u8] = include_bytes!("../../../data/learned/russian.bin");
/// 3x3 regions (16 on Spanish's board, Italian's), 2,916 weights, two sets fitted at l2
/// 0.003 (data/learned/spanish.bin: 5,870 bytes; docs/learned-eval-variants.md, "flying8").
const SPANISH: &[u8] = include_bytes!("../../../data/learned/spanish.bin");
/// 3x3 regions, 2,268 weights as Russian's board, fitted at l2 0.001 to four sets
/// (data/learned/brazilian.bin: 4,576 bytes; docs/learned-eval-variants.md).
const BRAZILIAN: &[u8] = include_bytes!("../../../data/learned/brazilian.bin");
/// 2x2 regions (a board of every square, as Turkish's: 16 regions), 1,296 weights, fitted
/// at l2 0.001 (data/learned/gothic.bin: 2,629 bytes; docs/learned-eval-variants.md).
const GOTHIC: &[u8] = include_bytes!("../../../data/learned/gothic.bin");
/// 2x2 regions (an 8x8 board of every square, as Turkish's: 16 regions), 1,296 weights,
/// fitted at l2 0.001 to four sets (data/learned/armenian.bin: 2,631 bytes;
/// docs/learned-eval-variants.md, "refit9").
const ARMENIAN: &[u8] = include_bytes!("../../../data/learned/armenian.bin");

/// The built-in weights of `v`'s game, if it has any.
pub fn shipped_bytes(v: &Variant) -> Option<&'static [u8]> {
    match v.id {
        "american" => Some(AMERICAN),
        "international" => Some(INTERNATIONAL),
        "italian" => Some(ITALIAN),
        "frisian" => Some(FRISIAN),
        "canadian" => Some(CANADIAN),
        "malaysian" => Some(MALAYSIAN),
        "turkish" => Some(TURKISH),
        "czech" => Some(CZECH),
        "german" => Some(GERMAN),
        "russian" => Some(RUSSIAN),
        "spanish" => Some(SPANISH),
        "brazilian" => Some(BRAZILIAN),
        "gothic" => Some(GOTHIC),
        "armenian" => Some(ARMENIAN),
        _ => None,
    }
}

/// The built-in model of `v`'s game on `board` (None for the other games, and for a
/// file that does not fit the board, which a test rules out for the shipped ones).
pub fn shipped(v: &Variant, board: &Board) -> Option<Model> {
    Model::read(shipped_bytes(v)?, v.id, |shape| Regions::with_shape(board, shape)).ok()
}

/// The evaluation of `pos` given its hand-set one `hand`: the installed model's, else
/// the built-in one's, while learned evaluations are active; else `hand`.
#[inline]
pub fn evaluate(pos: &Draughts, hand: i32) -> i32 {
    if !installed::active() {
        return hand;
    }
    if let Some(score) = installed::evaluate_installed(pos, hand) {
        return score;
    }
    match &pos.eval_tables().learned {
        Some(model) => model.evaluate(pos, hand),
        None => hand,
    }
}
