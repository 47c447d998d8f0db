//! Alquerque under Alfonso X's rules (docs/rules.md, "Alquerque"): one test per
//! rule sentence, each on a position in the game's text with the exact legal moves.

mod common;
use common::{sorted, sorted_moves as moves};

use boardgames::core::Options;
use boardgames::session::AnyGame;

fn game(text: &str) -> Box<dyn AnyGame> {
    boardgames::from_position("alquerque", text, &Options::none()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn assert_moves(text: &str, expected: &[&str]) {
    assert_eq!(moves(game(text).as_ref()), sorted(expected), "moves of {text}");
}

#[test]
fn alquerque_setup_two_rows_and_two_middle_points_to_the_right_centre_empty() {
    let g = boardgames::new_game("alquerque", &Options::none()).unwrap();
    assert_eq!(g.position(), "W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:Ba3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5");
}

#[test]
fn alquerque_setup_white_sits_at_the_bottom_and_moves_first() {
    let g = boardgames::new_game("alquerque", &Options::none()).unwrap();
    assert_eq!(g.turn().index(), 0);
    let v = g.view();
    assert_eq!(v.bottom, 0);
    assert_eq!(v.colors, ["white", "black"]);
    assert_eq!(v.labels[20], "a1");
    assert_eq!(v.labels[4], "e5");
    assert_eq!(moves(g.as_ref()), sorted(&["b2-c3", "c2-c3", "d2-c3", "d3-c3"]));
}

#[test]
fn alquerque_board_diagonals_only_through_points_with_an_even_coordinate_sum() {
    // b3 (2+3 odd) has the four orthogonal lines only; c3 (the centre) has all eight.
    assert_moves("W:Wb3:Be5", &["b3-a3", "b3-c3", "b3-b2", "b3-b4"]);
    assert_moves("W:Wc3:Ba5", &["c3-b2", "c3-c2", "c3-d2", "c3-b3", "c3-d3", "c3-b4", "c3-c4", "c3-d4"]);
    // 40 orthogonal segments and one diagonal in each of the 16 unit squares.
    let v = game("W:Wc3:Ba5").view();
    assert_eq!(v.lines.len(), 56);
    assert!(v.lines.contains(&[12, 18]) && !v.lines.contains(&[11, 17]), "c3-d2 is a line, b3-c2 is not");
}

#[test]
fn alquerque_step_one_point_along_a_line_to_an_empty_point_only() {
    // c4 (3+4 odd) has no diagonals; c3 and d4 do.
    assert_moves(
        "W:Wc3,c4,d4:Ba5",
        &["c3-b2", "c3-c2", "c3-d2", "c3-b3", "c3-d3", "c3-b4", "c4-b4", "c4-c5", "d4-d3", "d4-e3", "d4-e4", "d4-c5", "d4-d5", "d4-e5"],
    );
}

#[test]
fn alquerque_jump_over_an_adjacent_enemy_to_the_empty_point_beyond() {
    assert_moves("W:Wa1:Bb2,e5", &["a1:c3", "a1-a2", "a1-b1"]);
}

#[test]
fn alquerque_free_choice_among_several_captures() {
    assert_moves("W:Wa1,e1:Bb2,d2", &["a1:c3", "e1:c3", "a1-a2", "a1-b1", "e1-d1", "e1-e2"]);
}

#[test]
fn alquerque_jump_impossible_on_the_first_move() {
    let g = boardgames::new_game("alquerque", &Options::none()).unwrap();
    assert!(g.legal_moves().iter().all(|m| m.captures.is_empty()));
}

#[test]
fn alquerque_jump_never_over_an_own_piece() {
    assert_moves("W:Wa1,b2:Be5", &["a1-a2", "a1-b1", "b2-b1", "b2-c1", "b2-a2", "b2-c2", "b2-a3", "b2-b3", "b2-c3"]);
}

#[test]
fn alquerque_jump_needs_the_point_beyond_empty() {
    assert_moves("W:Wa1:Bb2,c3", &["a1-a2", "a1-b1"]);
}

#[test]
fn alquerque_chain_must_keep_jumping_while_it_can() {
    // a1:c3 alone is not a move: from c3 the piece must go on over c4.
    assert_moves("W:Wa1:Bb2,c4,e5", &["a1:c3:c5", "a1-a2", "a1-b1"]);
    assert!(game("W:Wa1:Bb2,c4,e5").play("a1:c3").is_err(), "stopping at c3 is illegal");
    // Start and end name the whole chain.
    let played = game("W:Wa1:Bb2,c4,e5").play("a1:c5").unwrap();
    assert_eq!(played.notation, "a1:c3:c5");
}

#[test]
fn alquerque_chain_may_change_direction_after_each_landing() {
    assert_moves("W:Wa1:Bb2,d3", &["a1:c3:e3", "a1-a2", "a1-b1"]);
}

#[test]
fn alquerque_free_choice_any_complete_chain_even_a_shorter_one() {
    assert_moves("W:Wc1:Bc2,b2,b4,d5", &["c1:c3:a5", "c1:c3:a1", "c1:a3:c5:e5", "c1-b1", "c1-d1", "c1-d2"]);
}

#[test]
fn alquerque_same_move_same_start_end_and_captures() {
    // Round the triangle b2, b3, c2 either way: one move, shown by one of its paths.
    assert_moves("W:Wc1:Bb2,b3,c2", &["c1:c3:a1", "c1:c3:a3:c1", "c1-b1", "c1-d1", "c1-d2"]);
    // The other path names the same move; it is kept for display.
    let mut g = game("W:Wc1:Bb2,b3,c2");
    let played = g.play("c1:a3:c3:c1").unwrap();
    assert_eq!(played.captures.len(), 3);
    assert_eq!(played.path, vec![22, 10, 12, 22]);
    assert_eq!(g.position(), "B:Wc1:B");
}

#[test]
fn alquerque_jump_removes_the_piece_at_once() {
    let mut g = game("W:Wa1:Bb2,c4,e5");
    let m = g.play("a1:c3:c5").unwrap();
    assert_eq!(m.captures, vec![16, 7], "b2 then c4, in capture order");
    assert_eq!(g.view().removal, "immediate");
    assert_eq!(g.position(), "B:Wc5:Be5");
}

#[test]
fn alquerque_huffing_a_non_capturing_move_is_legal_when_a_capture_exists() {
    let mut g = game("W:Wa1,e1:Bb2,e5");
    assert!(g.play("e1-e2").is_ok());
}

#[test]
fn alquerque_huffing_removes_a_piece_that_could_have_captured() {
    let mut g = game("W:Wa1,e1:Bb2,e5");
    g.play("e1-e2").unwrap();
    assert_eq!(g.position(), "B:Wa1,e2:Bb2,e5:Ha1:P1");
    // Black's every move begins by removing a1; b2 may now go back to a1 itself.
    let expected: Vec<String> = ["b2-a1", "b2-b1", "b2-c1", "b2-a2", "b2-c2", "b2-a3", "b2-b3", "b2-c3", "e5-d5", "e5-d4", "e5-e4"]
        .iter()
        .map(|m| format!("ha1 {m}"))
        .collect();
    let mut expected = expected;
    expected.sort();
    assert_eq!(moves(g.as_ref()), expected);
}

#[test]
fn alquerque_huff_candidates_every_piece_that_could_have_captured() {
    let mut g = game("W:Wa1,e1,c5:Bb2,d2,a5");
    g.play("c5-d5").unwrap();
    let mut huffs: Vec<String> = g.legal_moves().iter().map(|m| m.notation.split(' ').next().unwrap_or("").to_string()).collect();
    huffs.sort();
    huffs.dedup();
    assert_eq!(huffs, vec!["ha1", "he1"]);
}

#[test]
fn alquerque_huff_moved_piece_removed_where_it_stands() {
    let mut g = game("W:Wa1,e1:Bb2,e5");
    g.play("a1-a2").unwrap();
    assert_eq!(g.position(), "B:We1,a2:Bb2,e5:Ha2:P1");
    assert!(g.legal_moves().iter().all(|m| m.notation.starts_with("ha2 ") && m.huff == Some(15)));
}

#[test]
fn alquerque_huff_one_move_with_the_move_after_it() {
    let mut g = game("W:Wa1,e1:Bb2,e5");
    g.play("e1-e2").unwrap();
    let m = g.play("ha1 e5-e4").unwrap();
    assert_eq!((m.huff, m.from, m.to), (Some(20), Some(4), Some(9)));
    assert_eq!(g.history(), vec!["e1-e2", "ha1 e5-e4"]);
    assert_eq!(g.position(), "W:We2:Bb2,e4");
    assert_eq!(g.turn().index(), 0);
}

#[test]
fn alquerque_huff_last_piece_is_the_whole_move_and_wins() {
    let mut g = game("W:Wa1:Bb2,e5");
    g.play("a1-b1").unwrap();
    assert_eq!(moves(g.as_ref()), vec!["hb1"]);
    g.play("hb1").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.winner.map(|s| s.index()), o.reason.code()), (Some(1), "all-captured"));
    assert!(o.scores.is_none(), "no scoring under Alfonso's rules");
}

#[test]
fn alquerque_huffing_not_after_a_capture() {
    let mut g = game("W:Wa1,e1:Bb2,d2,e5");
    g.play("a1:c3").unwrap();
    assert!(!g.position().contains(":H"));
    assert!(g.legal_moves().iter().all(|m| m.huff.is_none()));
}

#[test]
fn alquerque_pass_when_blocked() {
    // a5 is hemmed in and cannot jump: the only move is a pass.
    assert_moves("B:Wa4,b5,b4,a3,c5,c3:Ba5", &["pass"]);
    let mut g = game("B:Wa4,b5,b4,a3,c5,c3:Ba5");
    g.play("pass").unwrap();
    assert_eq!(g.turn().index(), 0);
    assert!(g.outcome().is_none());
}

#[test]
fn alquerque_win_by_capturing_every_enemy_piece() {
    let mut g = game("W:Wa1:Bb2,e5");
    g.play("a1:c3").unwrap();
    assert!(g.outcome().is_none());
    let mut g = game("W:Wa1:Bb2");
    g.play("a1:c3").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.winner.map(|s| s.index()), o.reason.code()), (Some(0), "all-captured"));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn alquerque_forty_plies_decide_by_pieces() {
    let mut g = game("W:Wa1,e1:Be5:P39");
    assert!(g.outcome().is_none());
    g.play("a1-a2").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.winner.map(|s| s.index()), o.reason.code()), (Some(0), "move-rule"));
    let mut g = game("W:Wa1:Bb5,e5:P39");
    g.play("a1-a2").unwrap();
    assert_eq!(g.outcome().map(|o| (o.winner.map(|s| s.index()), o.reason.code())), Some((Some(1), "move-rule")));
}

#[test]
fn alquerque_forty_plies_with_equal_pieces_draw() {
    let mut g = game("W:Wa1:Be5:P39");
    g.play("a1-a2").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason.code()), (None, "move-rule"));
}

#[test]
fn alquerque_forty_plies_restart_on_a_capture_or_a_huff() {
    let mut g = game("W:Wa1:Bb2,e5:P39");
    g.play("a1:c3").unwrap();
    assert_eq!(g.position(), "B:Wc3:Be5");
    let mut g = game("W:Wa1,e1:Bb2,e5:P38");
    g.play("e1-e2").unwrap();
    assert!(g.position().ends_with(":P39"));
    g.play("ha1 e5-e4").unwrap();
    assert_eq!(g.position(), "W:We2:Bb2,e4");
    assert!(g.outcome().is_none());
}

#[test]
fn alquerque_threefold_repetition_draws() {
    let mut g = game("W:Wa1:Be5");
    for (i, m) in ["a1-a2", "e5-e4", "a2-a1", "e4-e5", "a1-a2", "e5-e4", "a2-a1", "e4-e5"].iter().enumerate() {
        assert!(g.outcome().is_none(), "over too early, before ply {i}");
        g.play(m).unwrap();
    }
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason.code()), (None, "threefold"));
}

#[test]
fn alquerque_no_promotion() {
    let mut g = game("W:Wa4:Be1");
    g.play("a4-a5").unwrap();
    let v = g.view();
    let p = v.pieces[0].as_ref().unwrap();
    assert_eq!((p.kind.as_str(), p.promoted), ("man", false));
}
