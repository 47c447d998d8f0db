//! Incorrect Checkers (docs/rules.md, "Incorrect Checkers"): one test per rule sentence,
//! each on a position in the game's text with the exact set of legal moves.
//! Black (side 0) plays up the board on the dark squares, White down on the light.

mod common;
use common::{sorted, sorted_moves as moves};

use boardgames::core::Options;
use boardgames::session::AnyGame;

const ID: &str = "incorrect-checkers";

fn game(text: &str) -> Box<dyn AnyGame> {
    boardgames::from_position(ID, text, &Options::none()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn assert_moves(text: &str, expected: &[&str]) {
    assert_eq!(moves(game(text).as_ref()), sorted(expected), "moves of {text}");
}

fn result(g: &dyn AnyGame) -> Option<(Option<usize>, &'static str)> {
    g.outcome().map(|o| (o.winner.map(|s| s.index()), o.reason.code()))
}

/// Every square of one colour, for the blocked-board positions.
fn all_squares(dark: bool) -> String {
    let mut names = Vec::new();
    for rank in 1..=8u8 {
        for file in 0..8u8 {
            if ((file + rank - 1) % 2 == 0) == dark {
                names.push(format!("{}{rank}", (b'a' + file) as char));
            }
        }
    }
    names.join(",")
}

#[test]
fn incorrect_checkers_setup_black_on_dark_white_on_light_squares() {
    let g = boardgames::new_game(ID, &Options::none()).unwrap();
    assert_eq!(g.position(), "B:Ba1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Wa6,c6,e6,g6,b7,d7,f7,h7,a8,c8,e8,g8");
}

#[test]
fn incorrect_checkers_setup_black_moves_first_from_the_bottom() {
    let g = boardgames::new_game(ID, &Options::none()).unwrap();
    assert_eq!(g.turn().index(), 0);
    let v = g.view();
    assert_eq!((v.bottom, v.colors, v.style), (0, ["black", "white"], "checker"));
    assert_eq!((v.labels[56].as_str(), v.labels[7].as_str()), ("a1", "h8"));
    assert_eq!(
        moves(g.as_ref()),
        sorted(&["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4", "b2:d4", "d2:b4", "d2:f4", "f2:d4", "f2:h4", "h2:f4",])
    );
}

#[test]
fn catalog_names_the_game() {
    let info = boardgames::catalog().into_iter().find(|g| g.id == ID).unwrap();
    assert_eq!(
        (info.name.en, info.name.ja, info.family, info.rows, info.cols),
        ("Incorrect Checkers", "インコレクトチェッカー", "kato", 8, 8)
    );
    assert!(info.options.is_empty());
}

#[test]
fn incorrect_checkers_step_diagonally_forward_to_an_empty_square() {
    assert_moves("B:Bd4:Wh5", &["d4-c5", "d4-e5"]);
    assert_moves("W:Bh2:Wd5", &["d5-c4", "d5-e4"]);
    // An occupied square stops a step; an edge leaves one diagonal.
    assert_moves("B:Ba3,b4:Wh5", &["b4-a5", "b4-c5", "a3:c5"]);
}

#[test]
fn incorrect_checkers_colour_each_piece_stays_on_its_own() {
    assert!(boardgames::from_position(ID, "B:Bb1:Wh5", &Options::none()).is_err(), "b1 is light");
    assert!(boardgames::from_position(ID, "B:Ba1:Wa1", &Options::none()).is_err(), "a1 is dark");
    let err = boardgames::from_position(ID, "B:Ba2:Wh5", &Options::none()).err().unwrap();
    assert!(err.to_string().contains("dark squares"), "{err}");
}

#[test]
fn incorrect_checkers_jump_over_an_adjacent_friendly_piece_diagonally() {
    // d4 may not jump c3 backwards to b2 (it would not end further forward).
    assert_moves("B:Bc3,d4:Wh5", &["c3-b4", "c3:e5", "d4-c5", "d4-e5"]);
}

#[test]
fn incorrect_checkers_jump_needs_an_empty_landing_square() {
    assert_moves("B:Bc3,d4,e5:Wh5", &["c3-b4", "d4-c5", "d4:f6", "e5-d6", "e5-f6"]);
}

#[test]
fn incorrect_checkers_jump_chains_may_turn_and_stop_at_any_landing() {
    let text = "B:Bc3,d4,d6:Wh5";
    assert_moves(text, &["c3-b4", "c3:e5", "c3:c7", "d4-c5", "d4-e5", "d6-c7", "d6-e7"]);
    let m = game(text).legal_moves().into_iter().find(|m| m.notation == "c3:c7").unwrap();
    assert_eq!(m.path, vec![42, 28, 10], "c3, e5, c7");
}

#[test]
fn incorrect_checkers_jump_never_compulsory() {
    // A step is legal although c3 could jump.
    assert!(game("B:Bc3,d4:Wh5").play("c3-b4").is_ok());
}

#[test]
fn incorrect_checkers_jump_chain_may_turn_backwards_but_must_end_further_forward() {
    // c5 jumps back over d4 to e3, over f4 to g5 (level with its start: not an
    // end), and over f6 to e7.
    let text = "B:Bd4,f4,c5,f6:Wh5";
    assert_moves(text, &["c5-b6", "c5-d6", "c5:e7", "d4-e5", "d4:b6", "f4-e5", "f4-g5", "f6-e7", "f6-g7"]);
    let mut g = game(text);
    assert!(g.play("c5:e3").is_err() && g.play("c5:g5").is_err());
    let m = g.play("c5:e3:g5:e7").unwrap();
    assert_eq!(m.notation, "c5:e7");
    assert_eq!(m.path.len(), 4);
}

#[test]
fn incorrect_checkers_jump_never_the_same_piece_twice() {
    // c3 over d4 to e5, over the enemy e4 to e3; jumping d4 again to c5 is not allowed.
    let text = "B:Bc3,d4:We4";
    assert_moves(text, &["c3-b4", "c3:e5", "d4-c5", "d4-e5"]);
    assert!(game(text).play("c3:e5:e3:c5").is_err());
}

#[test]
fn incorrect_checkers_enemy_jump_forward_alone_is_a_move() {
    assert_moves("B:Bd4:Wd5", &["d4-c5", "d4-e5", "d4:d6"]);
}

#[test]
fn incorrect_checkers_enemy_jump_only_one_per_turn() {
    // c3 jumps c4 to c5 but not c6 too; a friendly jump may follow the enemy jump.
    let text = "B:Bc3,d6:Wc4,c6";
    assert_moves(text, &["c3-b4", "c3-d4", "c3:c5", "c3:e7", "d6-c7", "d6-e7"]);
    assert!(game(text).play("c3:c5:c7").is_err());
}

#[test]
fn incorrect_checkers_enemy_jump_sideways_alone_is_not_a_move() {
    assert_moves("B:Bd4:We4", &["d4-c5", "d4-e5"]);
}

#[test]
fn incorrect_checkers_enemy_jump_sideways_inside_an_advancing_chain() {
    assert_moves("B:Bd4,g5:We4", &["d4-c5", "d4-e5", "d4:h6", "g5-f6", "g5-h6"]);
}

#[test]
fn incorrect_checkers_same_move_same_start_and_end() {
    // c1 reaches c5 over b2 and b4 (by a3) or over d2 and d4 (by e3): one move.
    let mut g = game("B:Bc1,b2,d2,b4,d4:Wh5");
    let c1: Vec<String> = moves(g.as_ref()).into_iter().filter(|m| m.starts_with("c1")).collect();
    assert_eq!(c1, sorted(&["c1:a3", "c1:c5", "c1:e3"]));
    // Either path may be played; the one given is kept for display.
    let m = g.play("c1:e3:c5").unwrap();
    assert_eq!((m.notation.as_str(), m.path.len()), ("c1:c5", 3));
}

#[test]
fn incorrect_checkers_retreat_only_when_goal_squares_are_full_of_own_pieces() {
    // c7's reachable goal squares are b8 and d8: with both full it steps back.
    // (h2 keeps black from having won already.)
    assert_moves("B:Bh2,c7,b8,d8:Wh5", &["c7-b6", "c7-d6", "h2-g3"]);
    // With d8 empty it may not retreat (it steps forward instead).
    assert_moves("B:Bh2,c7,b8:Wh5", &["c7-d8", "h2-g3"]);
    // White the same way: e2's goal squares are d1 and f1 (light squares of rank 1).
    assert_moves("W:Bh2:We2,d1,f1,h5", &["e2-d3", "e2-f3", "h5-g4"]);
}

#[test]
fn incorrect_checkers_retreat_counts_every_goal_square_in_the_forward_cone() {
    // c5's cone: b6, d6, a7, c7, e7, b8, d8, f8. One empty (f8) forbids the retreat.
    let full = "B:Bc5,b6,d6,a7,c7,e7,b8,d8,f8:Wh5";
    let partial = "B:Bc5,b6,d6,a7,c7,e7,b8,d8:Wh5";
    let c5 = |text: &str| moves(game(text).as_ref()).into_iter().filter(|m| m.starts_with("c5")).collect::<Vec<_>>();
    assert_eq!(c5(full), sorted(&["c5-b4", "c5-d4"]));
    assert_eq!(c5(partial), Vec::<String>::new());
}

#[test]
fn incorrect_checkers_retreat_is_a_step_never_a_jump() {
    // c7 may not retreat by jumping b6 to a5; b6 itself steps on to a7.
    assert_moves("B:Bh2,c7,b8,d8,b6:Wh5", &["c7-d6", "b6-a7", "h2-g3"]);
}

#[test]
fn incorrect_checkers_retreat_never_from_the_far_row() {
    // b8 and d8 have no goal square ahead: they never step back (a7 is empty).
    assert_moves("B:Bh2,c7,b8,d8:Wh5", &["c7-b6", "c7-d6", "h2-g3"]);
    assert_moves("B:Bh2,b8:Wh5", &["h2-g3"]);
}

#[test]
fn incorrect_checkers_goal_all_twelve_in_the_goal_rows_wins() {
    let mut g = game("B:Bg5,b6,d6,f6,a7,c7,e7,g7,b8,d8,f8,h8:Wh5");
    assert!(g.outcome().is_none());
    g.play("g5-h6").unwrap();
    assert_eq!(result(g.as_ref()), Some((Some(0), "goal")));
    assert!(g.legal_moves().is_empty());
    let v = g.view();
    assert_eq!(v.zones.len(), 12);
}

#[test]
fn goal_rows_are_shown_for_the_side_to_move() {
    let g = boardgames::new_game(ID, &Options::none()).unwrap();
    let mut zones: Vec<String> = g.view().zones.iter().map(|&c| g.view().labels[c].clone()).collect();
    zones.sort();
    assert_eq!(zones, sorted(&["b6", "d6", "f6", "h6", "a7", "c7", "e7", "g7", "b8", "d8", "f8", "h8"]));
}

#[test]
fn incorrect_checkers_pass_with_no_move() {
    // A blocked player needs more than 12 pieces (positions may hold more): black fills
    // every dark square, white can still move.
    let text = format!("B:B{}:Wd5", all_squares(true));
    let mut g = game(&text);
    assert_eq!(moves(g.as_ref()), vec!["pass"]);
    assert!(g.outcome().is_none());
    g.play("pass").unwrap();
    // d5 may also jump the black piece on d4 forward to d3.
    assert_eq!(moves(g.as_ref()), sorted(&["d5-c4", "d5-e4", "d5:d3"]));
    let mut g = game("B:Bd4:Wh5");
    assert!(g.play("pass").is_err(), "no pass while a move exists");
}

#[test]
fn incorrect_checkers_draws_when_neither_player_can_move() {
    let text = format!("B:B{}:W{}", all_squares(true), all_squares(false));
    let g = game(&text);
    assert_eq!(result(g.as_ref()), Some((None, "no-moves")));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn incorrect_checkers_draws_by_threefold_repetition() {
    // Two retreating pieces shuttle: c7 (b8, d8 full) and e2 (d1, f1 full).
    let mut g = game("B:Bh2,c7,b8,d8:We2,d1,f1,h5");
    let cycle = ["c7-b6", "e2-d3", "b6-c7", "d3-e2"];
    for (i, m) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert!(g.outcome().is_none(), "over before ply {i}");
        g.play(m).unwrap();
    }
    assert_eq!(result(g.as_ref()), Some((None, "threefold")));
}

#[test]
fn incorrect_checkers_no_capture_a_jumped_enemy_stays() {
    let mut g = game("B:Bd4:Wd5");
    let m = g.play("d4:d6").unwrap();
    assert!(m.captures.is_empty(), "{m:?}");
    assert!(g.position().contains("d5"), "{}", g.position());
}
