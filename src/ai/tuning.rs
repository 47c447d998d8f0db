//! The search's own tuning per game, set by matches (docs/journal/2026-11-25-strength-tuning.md):
//! how its levels depart from the common ladder, whether late quiet moves are reduced, how
//! Monte Carlo playouts draw their moves. The games' rules know nothing of it; what a game
//! tells the search about itself (its evaluation, which search suits it) is `core::SearchHints`.

#[cfg(feature = "draughts")]
use super::draughts_levels;
use super::level_tuning::LevelTuning;

/// One game's row of the table.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Tuning {
    /// How the game's alpha-beta levels 1-5 depart from the common table.
    pub levels: LevelTuning,
    /// Whether the search may reduce late quiet moves (late-move reductions). Off by
    /// default: in American checkers they were neutral in self-play (issue 14); on where a
    /// self-play match against the search without them said so (the ninth round).
    pub late_move_reductions: bool,
    /// How many random moves a Monte Carlo playout draws at each ply, keeping the one the
    /// evaluation likes best for the mover (1: a plain random playout). More samples make
    /// each playout slower but closer to real play.
    pub playout_samples: usize,
}

/// The row of a game without departures: the common levels, no reductions, plain playouts.
const COMMON: Tuning = Tuning { levels: LevelTuning::COMMON, late_move_reductions: false, playout_samples: 1 };

/// Against Fairy-Stockfish held to a UCI_Elo (the yardstick of the strength-tuning journal),
/// the common table's steps were 520, 245, 280, 110, 340: level 2 (depth 2) far above level 1
/// and level 5 (a quarter of the budget) close to level 4. Level 2 draws from a wider margin
/// (1.25 was no weaker, 1.6 330 points weaker, 1.4 90), level 5 searches more of the budget
/// (+60): steps 430, 335, 280, 170, 280.
#[cfg(feature = "chess")]
const CHESS_LEVELS: LevelTuning = LevelTuning { noise: [1.0, 1.4, 1.0, 1.0], level5_share: 0.4, ..LevelTuning::COMMON };

/// Alquerque's levels. With the common table (depths 1, 2, 3, 5, level 5 on a quarter) the
/// steps between adjacent levels were 436, 338, 98, 70, 26 (100000 nodes for level 6, 40
/// games a step): depths 1 to 3 lie far apart, and from depth 5 on the levels draw each other
/// by repetition and the 40-ply rule. Here levels 2 and 3 both search two plies, level 2 among
/// more moves, level 4 three plies among more moves, and level 5 searches a fortieth of the
/// budget: 241, 191, 221, 75, 132 (80 games a step).
#[cfg(feature = "alquerque")]
const ALQUERQUE_LEVELS: LevelTuning =
    LevelTuning { noise: [1.0, 1.6, 0.7, 1.6], depths: [1, 2, 2, 3], deeper: [0.0; 4], level5_share: 0.025 };

/// The tuning of the game `id` (a `Rules::id`); an unknown id gets the common row. Read
/// once a search; never inlined (the searches are compiled once per game: a copy of this
/// table in each would only add to the wasm).
#[inline(never)]
pub fn of(id: &str) -> Tuning {
    // A draughts row: its ladder's levels (draughts_levels.rs) and late-move reductions
    // where self-play gained by them. Each row is compiled with its family only (a family's
    // wasm module holds its own rows).
    #[cfg(feature = "draughts")]
    let draughts = |levels, late_move_reductions| Tuning { levels, late_move_reductions, ..COMMON };
    match id {
        #[cfg(feature = "draughts")]
        "american" | "italian" => draughts(draughts_levels::AMERICAN, false),
        #[cfg(feature = "draughts")]
        "international" => draughts(draughts_levels::INTERNATIONAL, true),
        #[cfg(feature = "draughts")]
        "russian" | "german" => draughts(draughts_levels::RUSSIAN, false),
        #[cfg(feature = "draughts")]
        "pool" => draughts(draughts_levels::POOL, false),
        #[cfg(feature = "draughts")]
        "brazilian" => draughts(draughts_levels::BRAZILIAN, false),
        #[cfg(feature = "draughts")]
        "spanish" | "czech" => draughts(draughts_levels::SPANISH, true),
        #[cfg(feature = "draughts")]
        "turkish" => draughts(draughts_levels::TURKISH, false),
        #[cfg(feature = "draughts")]
        "armenian" => draughts(draughts_levels::ARMENIAN, false),
        #[cfg(feature = "draughts")]
        "gothic" => draughts(draughts_levels::GOTHIC, false),
        #[cfg(feature = "draughts")]
        "frisian" => draughts(draughts_levels::FRISIAN, true),
        #[cfg(feature = "draughts")]
        "canadian" => draughts(draughts_levels::LARGE_BOARDS, true),
        #[cfg(feature = "draughts")]
        "malaysian" => draughts(draughts_levels::MALAYSIAN, false),
        #[cfg(feature = "chess")]
        "chess" => Tuning { levels: CHESS_LEVELS, late_move_reductions: true, ..COMMON },
        // Late quiet moves are searched shallower first; with the selective search and
        // null-move pruning, the search goes from depth 8.8 to 15.5 at 400000 nodes, about
        // 1.2x slower a node (kept by self-play).
        #[cfg(feature = "alquerque")]
        "alquerque" => Tuning { levels: ALQUERQUE_LEVELS, late_move_reductions: true, ..COMMON },
        // Moves are ordered by the rows they gain: the late ones (short steps, retreats)
        // are searched a ply shallower first.
        #[cfg(feature = "incorrect-checkers")]
        "incorrect-checkers" => Tuning { late_move_reductions: true, ..COMMON },
        // Zong-Heng's playouts keep the better of two random moves by the evaluation (a
        // match against plain random playouts at equal time decided it, issue 14).
        #[cfg(feature = "zonghen")]
        "zonghen" => Tuning { playout_samples: 2, ..COMMON },
        // Shogi and Binary: the common row.
        _ => COMMON,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game of the catalogue but shogi and Binary has its row by its own id (a
    /// misspelt id here would silently fall back to the common row).
    #[test]
    fn every_game_but_shogi_and_binary_has_its_own_row() {
        for game in crate::games::catalog() {
            assert_eq!(of(game.id) == COMMON, matches!(game.id, "shogi" | "binary"), "{}", game.id);
        }
    }
}
