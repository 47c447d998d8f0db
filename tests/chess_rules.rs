//! Named tests for the FIDE rules of docs/rules.md, "Chess"; positions in FEN, asserting
//! the exact set of legal moves where it is small.

mod chess_util;
mod common;
use chess_util::{game, legal, play_all, position, sorted, start};

#[test]
fn chess_castling_through_check_is_illegal() {
    // The rook on f8 attacks f1, which the king crosses castling short.
    let g = game("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    let moves = legal(g.as_ref());
    assert!(!moves.contains(&"O-O".to_string()));
    assert!(moves.contains(&"O-O-O".to_string()));
    assert!(game("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1").play("O-O").is_err());
    // Long castling crossing d1.
    let moves = legal(game("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1").as_ref());
    assert!(!moves.contains(&"O-O-O".to_string()));
    assert!(moves.contains(&"O-O".to_string()));
}

#[test]
fn chess_castling_into_check_is_illegal() {
    let moves = legal(game("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1").as_ref());
    assert!(!moves.contains(&"O-O".to_string()));
    let moves = legal(game("2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").as_ref());
    assert!(!moves.contains(&"O-O-O".to_string()));
}

#[test]
fn chess_castling_long_with_the_rook_crossing_an_attacked_square_is_legal() {
    // Only the king's squares matter (FIDE 3.8.2.2): b1 may be attacked.
    let moves = legal(game("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").as_ref());
    assert!(moves.contains(&"O-O-O".to_string()));
}

#[test]
fn chess_castling_out_of_check_is_illegal() {
    let g = game("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(legal(g.as_ref()), sorted(&["Kd1", "Kd2", "Kf1", "Kf2"]));
}

#[test]
fn chess_castling_needs_empty_squares_between_king_and_rook() {
    let moves = legal(game("4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1").as_ref());
    assert!(!moves.iter().any(|m| m.starts_with("O-O")));
}

#[test]
fn chess_castling_rights_lost_when_king_or_rook_moves_or_the_rook_is_taken() {
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_all(g.as_mut(), "Rh2 Rh7 Rh1 Rh8");
    assert_eq!(g.position(), "r3k2r/8/8/8/8/8/8/R3K2R w Qq - 4 3");
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_all(g.as_mut(), "Rxa8+");
    assert_eq!(g.position(), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_all(g.as_mut(), "Kf1 Kd8 Ke1 Ke8");
    assert_eq!(g.position(), "r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3");
}

#[test]
fn chess_castling_moves_the_rook_and_reports_it() {
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let info = g.play("O-O").unwrap_or_else(|e| panic!("{e}"));
    // Cells: e1 = 60, g1 = 62, h1 = 63, f1 = 61.
    assert_eq!((info.from, info.to, info.path.clone()), (Some(60), Some(62), vec![60, 62]));
    assert_eq!(info.pushes, vec![[63, 61]]);
    let info = g.play("O-O-O").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(info.pushes, vec![[0, 3]]);
    assert_eq!(g.position(), "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
}

#[test]
fn chess_en_passant_exposing_the_king_is_illegal() {
    // bxc6 would take both pawns off the fifth rank and open it to the rook on h5.
    let g = game("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2");
    assert_eq!(legal(g.as_ref()), sorted(&["Ka4", "Ka6", "Kb6", "b6"]));
    // Without the rook the capture is legal.
    let moves = legal(game("8/8/8/KPp5/8/8/8/4k3 w - c6 0 2").as_ref());
    assert!(moves.contains(&"bxc6".to_string()));
}

#[test]
fn chess_en_passant_removes_the_passed_pawn() {
    let mut g = start();
    play_all(g.as_mut(), "e4 a6 e5 d5");
    let info = g.play("exd6").unwrap_or_else(|e| panic!("{e}"));
    // d5 is cell 27, d6 cell 19.
    assert_eq!(info.captures, vec![27]);
    assert_eq!(info.to, Some(19));
    assert_eq!(g.position(), "rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
}

#[test]
fn chess_en_passant_only_at_once() {
    let mut g = start();
    play_all(g.as_mut(), "e4 a6 e5 d5 a3 a5");
    assert!(g.play("exd6").is_err());
}

#[test]
fn chess_en_passant_may_capture_a_checking_pawn() {
    // d2-d4 gave check to the king on e5; taking it en passant answers the check.
    let g = game("8/8/8/4k3/2pP4/8/8/4K3 b - d3 0 1");
    let moves = legal(g.as_ref());
    assert!(moves.contains(&"cxd3".to_string()), "{moves:?}");
    assert!(!moves.contains(&"c3".to_string()), "{moves:?}");
}

#[test]
fn chess_check_a_pinned_piece_moves_only_along_the_pin() {
    // The bishop on d2 is pinned by the bishop on b4: it may only take it or move between.
    let g = game("4k3/7p/8/8/1b6/8/3B3P/4K3 w - - 0 1");
    let bishop: Vec<String> = legal(g.as_ref()).into_iter().filter(|m| m.starts_with('B')).collect();
    assert_eq!(bishop, sorted(&["Bc3", "Bxb4"]));
}

#[test]
fn chess_check_double_check_allows_only_king_moves() {
    // Rook e8 and knight d3 both check: Bxd3 would not stop the rook.
    let g = game("4r1k1/8/8/8/8/3n4/2B5/R3K2R w KQ - 0 1");
    assert_eq!(legal(g.as_ref()), sorted(&["Kd1", "Kd2", "Kf1"]));
}

#[test]
fn chess_check_single_check_can_be_blocked_or_the_checker_taken() {
    // Rook e8 checks along the e-file; the bishop blocks on e4 or the rook on a8 takes.
    let g = game("R3r1k1/8/8/8/8/8/2B5/4K3 w - - 0 1");
    assert_eq!(legal(g.as_ref()), sorted(&["Be4", "Rxe8+", "Kd1", "Kd2", "Kf1", "Kf2"]));
}

#[test]
fn chess_promotion_offers_all_four_pieces() {
    let g = game("8/5P2/8/8/8/8/k7/4K3 w - - 0 1");
    let promotions: Vec<String> = legal(g.as_ref()).into_iter().filter(|m| m.starts_with("f8")).collect();
    assert_eq!(promotions, sorted(&["f8=Q", "f8=R", "f8=B", "f8=N"]));
}

#[test]
fn chess_promotion_under_to_a_knight() {
    let mut g = game("8/5P2/4k3/8/8/8/8/4K3 w - - 0 1");
    let info = g.play("f8=N+").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(info.notation, "f8=N+");
    assert_eq!(info.promotion.as_deref(), Some("n"));
    assert!(info.crowns);
    assert_eq!(g.position(), "5N2/8/4k3/8/8/8/8/4K3 b - - 0 1");
    let view = g.view();
    assert_eq!(view.pieces[5].as_ref().map(|p| p.kind.as_str()), Some("N"));
    assert_eq!(view.check, Some(20));
    // The same by UCI and the lenient forms.
    for text in ["f7f8n", "f8N", "f8=n", "f8n"] {
        let mut g = game("8/5P2/4k3/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(g.play(text).map(|m| m.notation).ok().as_deref(), Some("f8=N+"), "{text}");
    }
}

#[test]
fn chess_promotion_without_a_piece_is_refused() {
    let mut g = game("8/5P2/8/8/8/8/k7/4K3 w - - 0 1");
    let err = g.play("f8").err().map(|e| e.to_string()).unwrap_or_default();
    assert!(err.contains("promotion piece"), "{err}");
    assert!(g.play("f7f8").is_err());
    assert_eq!(g.history().len(), 0);
}

#[test]
fn chess_checkmate_ends_the_game() {
    let mut g = start();
    play_all(g.as_mut(), "f3 e5 g4");
    let info = g.play("Qh4").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(info.notation, "Qh4#");
    let o = g.outcome().unwrap_or_else(|| panic!("no outcome"));
    assert_eq!((o.winner.map(|s| s.index()), o.reason.code()), (Some(1), "checkmate"));
    assert!(g.legal_moves().is_empty());
    assert!(g.play("a3").is_err());
}

#[test]
fn chess_stalemate_is_a_draw() {
    let g = game("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let o = g.outcome().unwrap_or_else(|| panic!("no outcome"));
    assert_eq!((o.winner, o.reason.code()), (None, "stalemate"));
    assert!(g.legal_moves().is_empty());
}

fn outcome_code(fen: &str) -> Option<&'static str> {
    game(fen).outcome().map(|o| {
        assert_eq!(o.winner, None);
        o.reason.code()
    })
}

#[test]
fn chess_dead_position_king_against_king() {
    assert_eq!(outcome_code("8/8/8/4k3/8/8/8/4K3 w - - 0 1"), Some("insufficient-material"));
}

#[test]
fn chess_dead_position_king_and_knight_against_king() {
    assert_eq!(outcome_code("8/8/8/4k3/8/8/8/4KN2 w - - 0 1"), Some("insufficient-material"));
    assert_eq!(outcome_code("8/8/8/4k3/8/8/8/n3K3 w - - 0 1"), Some("insufficient-material"));
}

#[test]
fn chess_dead_position_king_and_bishop_against_king() {
    assert_eq!(outcome_code("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1"), Some("insufficient-material"));
}

#[test]
fn chess_dead_position_bishops_on_the_same_colour() {
    // c1 and f8 are both dark.
    assert_eq!(outcome_code("5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1"), Some("insufficient-material"));
}

#[test]
fn chess_dead_position_not_with_bishops_on_opposite_colours() {
    // c8 is light: a mate exists (with help), so the game goes on.
    assert_eq!(outcome_code("2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1"), None);
}

#[test]
fn chess_dead_position_not_in_other_cases() {
    for fen in [
        "8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1", // two knights
        "8/8/8/4k3/8/8/8/2B1KN2 w - - 0 1", // bishop and knight
        "6n1/8/8/4k3/8/8/8/4KN2 w - - 0 1", // knight against knight
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",  // a pawn
        "8/8/8/4k3/8/8/8/4K2R w - - 0 1",   // a rook
    ] {
        assert_eq!(outcome_code(fen), None, "{fen}");
    }
}

#[test]
fn chess_dead_position_after_a_capture_ends_the_game() {
    let mut g = game("8/8/8/4k3/8/8/4r3/4K3 w - - 0 1");
    play_all(g.as_mut(), "Kxe2");
    assert_eq!(g.outcome().map(|o| o.reason.code()), Some("insufficient-material"));
}

const KNIGHT_DANCE: &str = "Nf3 Nf6 Ng1 Ng8";

#[test]
fn chess_threefold_repetition_is_only_claimable() {
    let mut g = start();
    play_all(g.as_mut(), KNIGHT_DANCE);
    assert!(!g.claim_draw(), "the start has occurred only twice");
    play_all(g.as_mut(), KNIGHT_DANCE);
    assert_eq!(g.outcome(), None, "threefold repetition is not automatic");
    assert!(g.claim_draw());
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason.code())), Some((None, "threefold")));
    assert!(!g.claim_draw(), "the game is already over");
}

#[test]
fn chess_fivefold_repetition_is_automatic() {
    let mut g = start();
    for _ in 0..3 {
        play_all(g.as_mut(), KNIGHT_DANCE);
    }
    assert_eq!(g.outcome(), None);
    play_all(g.as_mut(), "Nf3 Nf6 Ng1");
    assert_eq!(g.outcome(), None);
    play_all(g.as_mut(), "Ng8");
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason.code())), Some((None, "fivefold")));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn chess_threefold_positions_differ_by_castling_rights() {
    // The kings' walk loses the rights: the first position never recurs.
    let mut g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_all(g.as_mut(), "Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8");
    assert!(!g.claim_draw(), "second occurrence of the rights-less position only");
}

#[test]
fn chess_threefold_en_passant_right_counts_only_when_the_capture_is_legal() {
    // After a double step nobody can take, the position is the same as without it.
    let with = position("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    let without = position("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    assert_eq!(with.hash(), without.hash());
    let with = position("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    let without = position("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
    assert_ne!(with.hash(), without.hash());
}

#[test]
fn chess_fifty_moves_claimable() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 98 80");
    play_all(g.as_mut(), "Ra2");
    assert!(!g.claim_draw(), "99 plies only");
    play_all(g.as_mut(), "Kd8");
    assert_eq!(g.outcome(), None, "the fifty-move rule is not automatic");
    assert!(g.claim_draw());
    assert_eq!(g.outcome().map(|o| o.reason.code()), Some("move-rule"));
}

#[test]
fn chess_seventy_five_moves_automatic() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 148 100");
    play_all(g.as_mut(), "Ra2");
    assert_eq!(g.outcome(), None);
    play_all(g.as_mut(), "Kd8");
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason.code())), Some((None, "move-rule-75")));
}

#[test]
fn chess_seventy_five_moves_yield_to_checkmate() {
    let mut g = game("k7/8/1K6/8/8/8/8/7R w - - 149 100");
    let info = g.play("Rh8").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(info.notation, "Rh8#");
    assert_eq!(g.outcome().map(|o| o.reason.code()), Some("checkmate"));
}

#[test]
fn chess_fifty_moves_reset_by_a_capture_or_pawn_move() {
    let mut g = game("4k3/4p3/8/8/8/8/r7/R3K3 w - - 40 60");
    play_all(g.as_mut(), "Rxa2");
    assert!(g.position().ends_with(" 0 60"));
    play_all(g.as_mut(), "Kd8 Ra3 e5");
    assert!(g.position().ends_with(" 0 62"), "{}", g.position());
}

#[test]
fn view_shows_the_board_for_the_renderer() {
    let mut g = start();
    play_all(g.as_mut(), "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
    let v = g.view();
    assert_eq!((v.rows, v.cols, v.style, v.bottom, v.colors), (8, 8, "chess", 0, ["white", "black"]));
    assert_eq!(v.labels[0], "a8");
    assert_eq!(v.labels[63], "h1");
    assert_eq!(v.cells[56], boardgames::core::CellStyle::Dark, "a1 is dark");
    assert_eq!(v.cells[0], boardgames::core::CellStyle::Light, "a8 is light");
    assert_eq!(v.check, Some(4), "the black king on e8 is in check");
    let queen = v.pieces[13].as_ref().map(|p| (p.side, p.kind.clone()));
    assert_eq!(queen, Some((0, "Q".to_string())));
    assert_eq!(v.pieces[60].as_ref().map(|p| (p.side, p.kind.as_str())), Some((0, "K")));
    assert_eq!(v.pieces[4].as_ref().map(|p| (p.side, p.kind.as_str())), Some((1, "K")));
    assert_eq!(v.last_move.map(|m| m.notation), Some("Qxf7#".to_string()));
}

#[test]
fn computer_finds_mate_in_one_and_evaluates_material() {
    let g = game("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(g.best_move(3, 2000).map(|m| m.notation), Some("Ra8#".to_string()));
    assert!(g.evaluate() > 100, "a rook against three pawns, for the side to move");
    assert!(game("6k1/5ppp/8/8/8/8/8/R3K3 b - - 0 1").evaluate() < -100);
    assert_eq!(start().evaluate(), 0, "the start is symmetric");
}

#[test]
fn chess_setup_standard_start_with_white_to_move() {
    let g = start();
    assert_eq!(g.position(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(legal(&*g).len(), 20);
}
