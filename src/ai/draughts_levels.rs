//! The computer's levels 1-5 per draughts game (the table of tuning.rs), each set by
//! the ladder of its games: `tools/match/match.py levels --game G --nodes 100000
//! --games 40`, each step the higher level against the one below (docs/journal/2026-11-25-strength-tuning.md, "The
//! draughts ladders"). Steps are in Elo at 40 games a step; a step's 95% interval is
//! about ±100 where it scores 70-85%, wider above. The common table (depths 1, 2, 3,
//! 5, level 5 on a quarter of the budget) gave American 338, 147, 512, 512, 147 and
//! International 636, 301, 382, 191, 338 (20 games a step).

use super::level_tuning::LevelTuning;

/// American and Italian (short kings): level 2 draws among more moves, levels 3 and 4
/// search 4 and 7 plies, level 5 an eighth of the budget. American 301, 301, 269, 269,
/// 338; Italian 241, 255, 359, 301, 285. With their learned evaluations at levels 5
/// and 6: American (docs/learned-eval.md, the fourth round) 4-5 407, 5-6 203; Italian
/// (docs/learned-eval-variants.md) 4-5 319, 5-6 241.
pub const AMERICAN: LevelTuning = LevelTuning { noise: [1.0, 1.3, 1.0, 1.0], depths: [1, 2, 4, 7], deeper: [0.0; 4], level5_share: 0.125 };

/// Gothic, where American's levels 4 and 5 drew most of their games (4-5: +9 =28 -3,
/// +53): the common depths, level 5 on an eighth. 338, 191, 338, 241, 228. With its
/// learned evaluation at levels 5 and 6 (docs/learned-eval-variants.md): 4-5 228, 5-6 203;
/// with its dense regions (the seventeenth round) 4-5 301, 5-6 215.
pub const GOTHIC: LevelTuning = LevelTuning { depths: LevelTuning::COMMON.depths, ..AMERICAN };

/// Russian and German (flying kings): level 1 draws among fewer moves than American's,
/// level 4 among more and one ply shallower. Russian 382, 301, 319, 255, 285 (with
/// American's: 470, 301, 359, 117, 285); German 382, 382, 382, 436, 269 (with its
/// learned evaluation at levels 5 and 6, docs/learned-eval-variants.md: 4-5 359, 5-6 359).
/// With Russian's learned evaluation at levels 5 and 6 (docs/learned-eval-variants.md,
/// "flying8"): 4-5 269, 5-6 241; with its king terms (the thirteenth round): 4-5 255,
/// 5-6 255; with its taught weights (the fifteenth round): 4-5 255, 5-6 255.
pub const RUSSIAN: LevelTuning = LevelTuning { noise: [0.5, 1.3, 1.0, 1.5], depths: [1, 2, 4, 6], deeper: [0.0; 4], level5_share: 0.125 };

/// Pool, where Russian's levels gave 436, 255, 117, 269, 255: level 1 nearly its best
/// move at depth 1, level 4 American's. 319, 255, 285, 215, 255. With its learned
/// evaluation (king terms) at levels 5 and 6 (docs/learned-eval-variants.md, the
/// thirteenth round): 4-5 228, 5-6 255; on the material base (the fourteenth round):
/// five sets 4-5 137, 5-6 203; eight sets (shipped) 4-5 158, 5-6 203.
pub const POOL: LevelTuning = LevelTuning { noise: [0.3, 1.3, 1.0, 1.0], ..AMERICAN };

/// Brazilian, where Russian's levels gave 191, 436, 285, 215, 285: level 2 without
/// extra noise. 338, 301, 285, 215, 285. With its learned evaluation at levels 5 and 6
/// (docs/learned-eval-variants.md): 4-5 228, 5-6 168; with king terms (the sixteenth
/// round) 4-5 255, 5-6 241.
pub const BRAZILIAN: LevelTuning = LevelTuning { noise: [0.5, 1.0, 1.0, 1.5], ..RUSSIAN };

/// The larger boards' set (Canadian's; International's until the twelfth round, the
/// base of Malaysian's and Frisian's): level 1 nearly its best move at depth 1, levels
/// 2 and 4 among more moves, the common depths and shares. International 338, 436, 470,
/// 285, 191 (level 4 at depth 4 made its 3-4 step the smallest, 137-179, and its 4-5
/// step the largest; over 80 games 359, 436, 512, 285, 215); Canadian 470, 512, 338,
/// 359, 319 (with its learned evaluation at levels 5 and 6,
/// docs/learned-eval-variants.md: 4-5 512, 5-6 269).
pub const LARGE_BOARDS: LevelTuning = LevelTuning { noise: [0.3, 1.6, 1.0, 1.4], ..LevelTuning::COMMON };

/// International: the larger boards' set with levels 2 and 3 one ply deeper on 0.15 of
/// their moves, which brings level 3 nearer level 4 (3-4 was the largest step, 512 over
/// 80 games) and level 2 nearer level 3: 359, 421, 269, 285, 215 (80 games a step).
/// Level 3 alone on 0.15: 2-3 470, 3-4 269; on 0.1, 512 and 338. With the learned
/// evaluation at levels 5 and 6 (docs/learned-eval.md; 40 games a step): 4-5 407, 5-6
/// 215 with the fourth round's weights, 4-5 564, 5-6 215 with the fifth round's.
pub const INTERNATIONAL: LevelTuning = LevelTuning { deeper: [0.0, 0.15, 0.15, 0.0], ..LARGE_BOARDS };

/// Spanish and Czech, where Russian's levels made the 2-3 step the largest (Spanish
/// 319, 636, 269, 241, 255; Czech 269, 407, 179, 137, 203): Brazilian's (level 2
/// without extra noise) at the common depths. Spanish 241, 285, 285, 285, 255; Czech
/// 382, 338, 241, 228, 203. With Czech's learned evaluation at levels 5 and 6
/// (docs/learned-eval-variants.md): 4-5 470, 5-6 168; with its two-set weights
/// ("flying8") 4-5 301, 5-6 179; with its four-set king-terms weights (the thirteenth
/// round) 4-5 470, 5-6 158 at l2 0.001, 4-5 301, 5-6 191 at l2 0.0003; with its taught
/// weights (the fifteenth round) four sets 4-5 470, 5-6 168, eight (shipped) 4-5 512,
/// 5-6 168. With
/// Spanish's (the same, "flying8"): 4-5 407, 5-6 203.
pub const SPANISH: LevelTuning = LevelTuning { depths: LevelTuning::COMMON.depths, ..BRAZILIAN };

/// Turkish, whose low depths lie far apart (each of depths 1, 2 and 3 won nearly
/// every game against the one below) while depth 6 was no stronger than 4 (Russian's
/// levels: 564, all 40 won, 17, 147, 382). Level 4 at depth 7 and level 5 on an eighth
/// make every step gain (636, all 40 won, 301, 338, 382); level 3 drawing with twice
/// the margin and temperature (a margin of 70, still less than a man) brings it nearer
/// level 2: 636, 436, 269, 338, 382 (a second 40 games, seed 2: 564, 512, 359, 269,
/// 191).
/// Level 4 at depth 5 and level 5 on 0.06 instead left levels 3-5 close and level 6
/// far (seeds 1 and 2: 636 and 564, 512 and 470, 228 and 255, 203 and 168, 359 and
/// 636). Depth 1 against depth 2 stayed the largest step (597 over 80 games), and no
/// noise at depth 2 filled the gap, so level 1 searches two plies on a tenth of its
/// moves: 1-2 407 and 470 (seeds 1 and 2); on 0.15, 285, on 0.3, 269, on 0.6, 70.
/// With its learned evaluation at levels 5 and 6 (docs/learned-eval-variants.md): 4-5
/// 436, 5-6 436 (were 338 and 382).
pub const TURKISH: LevelTuning =
    LevelTuning { noise: [0.3, 1.6, 2.0, 1.0], depths: [1, 2, 3, 7], deeper: [0.1, 0.0, 0.0, 0.0], level5_share: 0.125 };

/// Armenian, where Turkish's depths gave 564, 759, 98, 70, 338 (with level 3 at the
/// common noise): at depth 5 and beyond its search needs more than level 5's eighth,
/// so levels 4 and 5 differed mostly by level 4's noise. Level 4 at depth 5 and level 5
/// on 0.06 gave 564, 382, 117, 269, 470 (seed 2: 759, 319, 191, 168, 407); with level 4
/// at 0.75 of the noise, 3-4 89 and 4-5 53; with level 3 at 2.5 times the noise and
/// level 5 on 0.09, 512, 147, 127, 382. Level 1 searching two plies on four tenths of
/// its moves made 1-2 290 (was 636; on 0.2, 470), which left 3-4 the smallest step
/// (290, 352, 117, 191, 426 over 120 games). So level 3 searches two plies and three on
/// 0.7 of its moves, level 4 draws with 1.5 times the noise, and level 5 (with level 4's
/// cap) takes 0.12 of the budget: 290, 255, 183, 195, 359 (120 games a step; level 4
/// at the common noise, 3-4 296 and 4-5 134). With its learned evaluation at levels 5
/// and 6 (docs/learned-eval-variants.md, "refit9"): 4-5 319, 5-6 470 (40 games a step);
/// with its king terms ("kings-ag, thirteenth round"): 4-5 319, 5-6 269; on the material
/// base ("Coordinator, fourteenth round"): 4-5 203, 5-6 359; with half its data taught
/// ("Coordinator, fifteenth round"): 4-5 338, 5-6 338.
pub const ARMENIAN: LevelTuning =
    LevelTuning { noise: [0.3, 1.6, 2.0, 1.5], depths: [1, 2, 2, 5], deeper: [0.4, 0.0, 0.7, 0.0], level5_share: 0.12 };

/// Malaysian, where the larger boards' set gave 241, 759, 436, 319, 301: level 2
/// without extra noise. 512, 470, 436, 319, 301. With its learned evaluation at levels 5
/// and 6 (docs/learned-eval-variants.md): 4-5 407, 5-6 285.
pub const MALAYSIAN: LevelTuning = LevelTuning { noise: [0.3, 1.0, 1.0, 1.4], ..LARGE_BOARDS };

/// Frisian, where the larger boards' set gave 359, 512, 636, 564, 255: level 5 on an
/// eighth of the budget. 359, 512, 564, 319, 338 (level 4 at depth 4 as well: 3-4 179,
/// 4-5 564). Its learned evaluation at levels 5 and 6 (docs/learned-eval-variants.md)
/// made the top steps the steepest, 4-5 759 and 5-6 636 (39 and 38 of 40 won): the
/// patterns gain more the deeper level 5 searches. Level 5 on a quarter and level 4 at
/// depth 7 without extra noise: 3-4 all 40 won, 4-5 241, 5-6 470. So level 5 takes 0.3
/// of the budget, level 4 searches six plies at the common noise, and level 3 four plies
/// on half its moves: 2-3 470, 3-4 470, 4-5 407, 5-6 203 (levels 1 and 2 as before).
pub const FRISIAN: LevelTuning =
    LevelTuning { noise: [0.3, 1.6, 1.0, 1.0], depths: [1, 2, 3, 6], deeper: [0.0, 0.0, 0.5, 0.0], level5_share: 0.3 };
