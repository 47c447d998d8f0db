//! Western (Hodges) shogi notation, the English display text of shogi moves: piece
//! letter, `-` move, `x` capture, `*` drop, `+` promotion, `=` promotion declined, and
//! the origin square only when another piece of the same kind can reach the square.

mod shogi_util;

use boardgames::session::AnyGame;
use shogi_util::*;

/// The Western notation of a legal move given in USI.
fn western(g: &dyn AnyGame, usi: &str) -> String {
    g.legal_moves()
        .into_iter()
        .find(|m| m.notation == usi)
        .unwrap_or_else(|| panic!("{usi} is not legal in {}", g.position()))
        .western
        .expect("shogi moves have Western notation")
}

#[test]
fn western_notation_simple_move_is_letter_dash_square() {
    let mut g = game(START);
    assert_eq!(western(&*g, "7g7f"), "P-7f");
    assert_eq!(western(&*g, "2h7h"), "R-7h");
    play_all(&mut *g, &["7g7f"]);
    assert_eq!(western(&*g, "3c3d"), "P-3d");
    assert_eq!(g.played().last().and_then(|m| m.western.clone()).as_deref(), Some("P-7f"));
}

#[test]
fn western_notation_capture_with_promotion_is_x_and_plus() {
    let mut g = game(START);
    play_all(&mut *g, &["7g7f", "3c3d"]);
    assert_eq!(western(&*g, "8h2b+"), "Bx2b+");
    play_all(&mut *g, &["8h2b+"]);
    assert_eq!(western(&*g, "3a2b"), "Sx2b");
}

#[test]
fn western_notation_declined_promotion_is_equals() {
    let mut g = game(START);
    play_all(&mut *g, &["7g7f", "3c3d"]);
    assert_eq!(western(&*g, "8h2b"), "Bx2b=");
    // A move that cannot promote has no suffix; a forced promotion has only `+`.
    let g = game("k8/4P4/9/9/5S3/9/9/9/4K4 b - 1");
    assert_eq!(western(&*g, "4e4d"), "S-4d");
    assert_eq!(western(&*g, "5b5a+"), "P-5a+");
}

#[test]
fn western_notation_drop_is_star() {
    let g = game("k8/9/3S5/9/9/9/9/9/4K4 b S 1");
    assert_eq!(western(&*g, "S*5e"), "S*5e");
    // A drop needs no origin even when a piece on the board can reach the same square.
    assert_eq!(western(&*g, "S*5b"), "S*5b");
    assert_eq!(western(&*g, "6c5b+"), "S-5b+");
}

#[test]
fn western_notation_promoted_piece_keeps_its_plus() {
    let g = game("k8/7+R1/9/9/9/9/9/9/4K4 b - 1");
    assert_eq!(western(&*g, "2b2c"), "+R-2c");
}

#[test]
fn western_notation_names_the_origin_only_when_another_piece_of_the_kind_can_go_there() {
    // Golds on 6e, 6f and 5f can all go to 5e: each names its origin.
    let g = game("8k/9/9/9/3G5/3GG4/9/9/K8 b - 1");
    assert_eq!(western(&*g, "6e5e"), "G6e-5e");
    assert_eq!(western(&*g, "6f5e"), "G6f-5e");
    assert_eq!(western(&*g, "5f5e"), "G5f-5e");
    // Only the gold on 5f reaches 5g: no origin.
    assert_eq!(western(&*g, "5f5g"), "G-5g");
    // Two knights reaching 5c: origin and promotion suffix together.
    let g = game("8k/9/9/9/3N1N3/9/9/9/K8 b - 1");
    assert_eq!(western(&*g, "6e5c+"), "N6e-5c+");
    assert_eq!(western(&*g, "4e5c"), "N4e-5c=");
}

#[test]
fn western_notation_does_not_count_other_kinds_as_ambiguous() {
    // A gold and a silver can both go to 5h: their letters already differ.
    let g = game("8k/9/9/9/9/9/9/3GS4/K8 b - 1");
    assert_eq!(western(&*g, "6h5g"), "G-5g");
    assert_eq!(western(&*g, "5h5g"), "S-5g");
}

#[test]
fn western_notation_for_gote_uses_the_same_squares() {
    let g = game("4k4/9/9/9/9/9/3ggg3/9/K8 w - 1");
    assert_eq!(western(&*g, "6g5h"), "G6g-5h");
    assert_eq!(western(&*g, "5g5h"), "G5g-5h");
    assert_eq!(western(&*g, "4g5h"), "G4g-5h");
}
