//! Every rule difference between the draughts games (docs/rules.md, "The draughts family"), each shown
//! in a position where it matters, with the exact set of legal moves.

mod common;

use boardgames::core::{OptionValue, Side};
use common::*;

fn assert_moves_with(id: &str, position: &str, options: &[(&str, OptionValue)], expected: &[&str]) {
    let g = at_with(id, position, options);
    assert_eq!(notations(g.as_ref()), set(expected), "{id} {options:?} at {position}");
}

fn on() -> OptionValue {
    OptionValue::Bool(true)
}

// --- men capturing backwards ------------------------------------------------------------

#[test]
fn international_men_capture_backwards() {
    assert_moves("international", "W:W28:B23,33,1", &["28x19", "28x39"]);
}

#[test]
fn german_men_capture_forward_only() {
    assert_moves("german", "W:W22:B26,1", &["22-17", "22-18"]);
}

#[test]
fn german_option_men_capture_backward() {
    assert_moves_with("german", "W:W22:B26,1", &[("menCaptureBackward", on())], &["22x31"]);
}

#[test]
fn russian_men_capture_backwards_inside_a_sequence() {
    assert_moves("russian", "W:Wc3,Kh2:Bd4,f4,a7", &["c3:e5:g3", "h2:e5", "h2:d6", "h2:c7", "h2:b8"]);
}

// --- capture choice ----------------------------------------------------------------------

#[test]
fn international_capture_choice_maximum_is_compulsory() {
    // 28x17x8 takes two; 28x19 would take one and is not allowed.
    assert_moves("international", "W:W28:B23,22,12,1", &["28x8"]);
}

#[test]
fn brazilian_capture_choice_maximum_is_compulsory() {
    // e3:c5 takes one piece; every other sequence takes two (compare russian_capture_choice_is_free).
    assert_moves("brazilian", "W:Wc3,e3:Bd4,f4,f6,a7", &["c3:e5:g3", "c3:e5:g7", "e3:g5:e7"]);
}

#[test]
fn russian_capture_choice_is_free() {
    assert_moves("russian", "W:Wc3,e3:Bd4,f4,f6,a7", &["c3:e5:g3", "c3:e5:g7", "e3:c5", "e3:g5:e7"]);
}

#[test]
fn spanish_capture_choice_more_kings_among_equals() {
    assert_moves("spanish", "W:W6:B11,K10", &["6x13"]);
}

#[test]
fn spanish_men_capture_forward_only() {
    assert_moves("spanish", "W:W11:B6,30", &["11-15", "11-14"]);
}

#[test]
fn italian_men_never_take_kings() {
    assert_moves("italian", "W:W22:BK18,1", &["22-19"]);
    assert_moves("italian", "W:W22:B18,1", &["22x13"]);
}

#[test]
fn italian_capture_choice_a_king_before_a_man_among_equals() {
    assert_moves("italian", "W:W22,K27:B18,23,1", &["27x20"]);
}

#[test]
fn italian_capture_choice_more_kings_captured() {
    assert_moves("italian", "W:WK27:B23,K22", &["27x18"]);
}

#[test]
fn italian_capture_choice_a_king_taken_earliest() {
    // Both take two pieces including one king; 27x20x11 meets the king (23) first.
    assert_moves("italian", "W:WK27:B22,K13,K23,15", &["27x11"]);
}

#[test]
fn czech_capture_choice_a_king_must_capture_when_one_can() {
    // The man on c3 could take d4 and f4, but the king on h2 can capture, so a king must.
    assert_moves("czech", "W:Wc3,Kh2:Bd4,f4,a7", &["h2:e5", "h2:d6", "h2:c7", "h2:b8"]);
    assert_moves("czech", "W:Wc3,Kh2:Bd4,a7", &["c3:e5"]);
}

#[test]
fn frisian_capture_choice_maximum_value_a_king_counts_more_than_a_man() {
    assert_moves("frisian", "W:W28:B22,K23,1", &["28x19"]);
}

#[test]
fn frisian_capture_choice_maximum_value_two_men_outweigh_one_king() {
    assert_moves("frisian", "W:W28:B22,11,K23,1", &["28x6"]);
}

#[test]
fn frisian_capture_choice_equal_value_a_king_must_capture() {
    assert_moves("frisian", "W:W28,K50:B22,44,1", &["50x39", "50x33"]);
}

#[test]
fn frisian_option_king_value_two_kings_equal_three_men_unless_lidraughts() {
    // 38x7 takes three men (value 3), 38x20 takes two kings (3 at 1.5, 398 at 199 vs 300).
    assert_moves("frisian", "W:W38:B32,21,11,K33,K24", &["38x7", "38x20"]);
    assert_moves_with("frisian", "W:W38:B32,21,11,K33,K24", &[("kingValue", OptionValue::Text("lidraughts".into()))], &["38x20"]);
}

#[test]
fn frisian_men_capture_orthogonally_over_the_next_playable_square() {
    assert_moves("frisian", "W:W28:B18,1", &["28x8"]);
}

#[test]
fn frisian_king_move_limit_no_fourth_move_in_a_row_while_men_remain() {
    let with_men = at("frisian", "W:WK50,K49,30:B1:RW50/3");
    assert!(notations(with_men.as_ref()).iter().all(|m| !m.starts_with("50-")));
    let without_men = at("frisian", "W:WK50,K49:B1:RW50/3");
    assert!(notations(without_men.as_ref()).iter().any(|m| m.starts_with("50-")));
}

#[test]
fn frisian_king_move_limit_count_resets_on_a_man_move() {
    let mut g = at("frisian", "W:WK50,30:B3,4");
    g.play("50-45").unwrap();
    g.play("3-9").unwrap();
    g.play("45-50").unwrap();
    assert!(g.position().contains(":RW50/2"), "{}", g.position());
    g.play("4-10").unwrap();
    g.play("30-25").unwrap();
    assert!(!g.position().contains(":RW"), "{}", g.position());
}

// --- kings ------------------------------------------------------------------------------

#[test]
fn international_kings_fly_and_land_anywhere_beyond() {
    assert_moves("international", "W:WK46:B37,28,3", &["46x23", "46x19", "46x14", "46x10", "46x5"]);
}

#[test]
fn draughts_king_lands_to_continue_capturing() {
    // After 37 the king could stop on 32, 28 or 23; it must go on to take 19.
    assert_moves("international", "W:WK46:B37,19,3", &["46x14", "46x10", "46x5"]);
}

#[test]
fn german_kings_land_directly_behind_the_captured_piece() {
    assert_moves("german", "W:WK29:B22,1", &["29x18"]);
}

#[test]
fn german_option_king_lands_anywhere() {
    assert_moves_with("german", "W:WK29:B22,1", &[("kingLandsAnywhere", on())], &["29x18", "29x15", "29x11", "29x8", "29x4"]);
}

#[test]
fn gothic_kings_step_one_square_in_eight_directions() {
    assert_moves("gothic", "W:WKd4:Bh8", &["d4-d5", "d4-e5", "d4-e4", "d4-e3", "d4-d3", "d4-c3", "d4-c4", "d4-c5"]);
}

#[test]
fn gothic_option_flying_kings() {
    let g = at_with("gothic", "W:WKa1:Bh8", &[("flyingKings", on())]);
    assert_eq!(g.legal_moves().len(), 20);
}

#[test]
fn gothic_men_capture_forward_sideways_and_diagonally_forward() {
    assert_moves("gothic", "W:Wd4:Bd5,c4,e5,d3,c3,h8", &["d4:d6", "d4:f6", "d4:b4"]);
}

#[test]
fn armenian_kings_fly_in_eight_directions_but_capture_orthogonally() {
    let g = at("armenian", "W:WKa1:Bc3,h8");
    let moves = notations(g.as_ref());
    assert!(moves.contains("a1-b2") && moves.contains("a1-a8") && moves.contains("a1-h1"));
    assert!(moves.iter().all(|m| !m.contains(':')), "a diagonal capture was offered: {moves:?}");
}

// --- men's steps --------------------------------------------------------------------------

#[test]
fn turkish_men_move_forward_or_sideways() {
    assert_moves("turkish", "W:Wd4:Ba8,b8", &["d4-d5", "d4-e4", "d4-c4"]);
}

#[test]
fn armenian_men_move_also_diagonally_forward() {
    assert_moves("armenian", "W:Wd4:Bh8,g8", &["d4-d5", "d4-e5", "d4-e4", "d4-c4", "d4-c5"]);
}

#[test]
fn turkish_men_capture_never_backwards() {
    assert_moves("turkish", "W:Wd4:Bd3,h8", &["d4-d5", "d4-e4", "d4-c4"]);
}

#[test]
fn turkish_option_men_capture_backward() {
    assert_moves_with("turkish", "W:Wd4:Bd3,h8", &[("menCaptureBackward", on())], &["d4:d2"]);
}

// --- removal and the 180-degree rule ----------------------------------------------------

#[test]
fn turkish_removal_immediate_captured_pieces_leave_at_once() {
    // The king crosses c3, emptied by its first jump, to take c6 last: five pieces.
    assert_moves("turkish", "W:WKc1:Bc3,e4,f2,Kd1,c6,a8", &["c1:c4:f4:f1:c1:c7", "c1:c4:f4:f1:c1:c8"]);
}

#[test]
fn turkish_no_turning_back_between_two_jumps() {
    assert_moves("turkish", "W:WKd5:Bd3,d7,h8", &["d5:d8", "d5:d2", "d5:d1"]);
}

// --- crowning during a capture ------------------------------------------------------------

#[test]
fn american_crowning_in_a_capture_stops() {
    assert_moves("american", "W:W10:B7,8,1", &["10x3"]);
}

#[test]
fn pool_crowning_passing_the_row_goes_on_as_a_man() {
    let mut g = at("pool", "W:W10:B7,8,1");
    assert_eq!(notations(g.as_ref()), set(&["10x12"]));
    assert!(!g.play("10x12").unwrap().crowns);
}

#[test]
fn international_crowning_only_where_the_capture_ends() {
    let mut passing = at("international", "W:W13:B9,10,3");
    assert!(!passing.play("13x15").unwrap().crowns);
    let mut ending = at("international", "W:W12:B7,9,3");
    assert!(ending.play("12x1").unwrap().crowns);
}

#[test]
fn russian_crowning_in_a_capture_continues_as_a_king() {
    assert_moves("russian", "W:Wb6:Bc7,f6,h8", &["b6:d8:g5", "b6:d8:h4"]);
}

#[test]
fn brazilian_crowning_only_where_the_capture_ends() {
    assert_moves("brazilian", "W:Wb6:Bc7,f6,h8", &["b6:d8"]);
}

#[test]
fn turkish_crowning_only_where_the_capture_ends() {
    assert_moves("turkish", "W:Wc6:Bc7,f8", &["c6:c8"]);
}

#[test]
fn turkish_option_promote_mid_capture() {
    assert_moves_with("turkish", "W:Wc6:Bc7,f8", &[("promoteMidCapture", on())], &["c6:c8:g8", "c6:c8:h8"]);
}

#[test]
fn armenian_crowning_in_a_capture_continues_as_a_king() {
    assert_moves("armenian", "W:Wc6:Bc7,f8", &["c6:c8:g8", "c6:c8:h8"]);
}

// --- Malaysian optional capture with huffing --------------------------------------------------

#[test]
fn malaysian_capture_optional() {
    assert_moves("malaysian", "W:W62:B56,1", &["62x49", "62-57"]);
}

#[test]
fn malaysian_capture_choice_maximum() {
    assert_moves("malaysian", "W:W62,K66:B56,60,1", &["66x61", "66x67", "62-57", "66-72"]);
}

#[test]
fn malaysian_huffing_where_the_piece_now_stands() {
    let mut g = at("malaysian", "W:W62:B56,1");
    g.play("62-57").unwrap();
    assert!(g.position().contains(":H57"), "{}", g.position());
    // Huffing the last white piece ends the game: the huff is the whole move.
    assert_eq!(notations(g.as_ref()), set(&["h57"]));
    let mv = g.play("h57").unwrap();
    assert_eq!(mv.huff, Some(g.view().labels.iter().position(|l| l == "57").unwrap()));
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason.code()), (Some(Side::Second), "all-captured"));
}

#[test]
fn malaysian_huff_no_pass_a_huff_leaving_no_move_loses() {
    // Huffing 6 (the only candidate) leaves the man on 67 blocked: that is no move,
    // not "huff, then pass" (docs/rules.md), so White has no legal move and loses.
    let g = at("malaysian", "W:W67:B61,56,6:H6");
    assert!(notations(g.as_ref()).is_empty());
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason.code()), (Some(Side::Second), "no-moves"));
}

#[test]
fn malaysian_huff_no_pass_never_followed_by_a_pass() {
    // Of two candidates, the huff that leaves no move is not offered; the other is.
    assert_moves("malaysian", "W:W67:B61,56,6:H6,56", &["h56 67x56"]);
}

#[test]
fn malaysian_huff_last_piece_ends_the_game() {
    let mut g = at("malaysian", "W:W67:B6:H6");
    assert_eq!(notations(g.as_ref()), set(&["h6"]));
    g.play("h6").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason.code()), (Some(Side::First), "all-captured"));
}

#[test]
fn malaysian_huff_candidates_only_pieces_the_capture_law_allowed() {
    // The man on 62 could take one piece, the king on 66 two: only the king is huffed.
    let mut g = at("malaysian", "W:W62,K66:B56,60,1");
    g.play("62-57").unwrap();
    assert!(g.position().contains(":H66"), "{}", g.position());
    let moves = notations(g.as_ref());
    assert!(!moves.is_empty() && moves.iter().all(|m| m.starts_with("h66 ")), "{moves:?}");
    let mv = g.play("h66 1-7").unwrap();
    assert!(mv.huff.is_some());
    assert!(!g.position().contains("K66"));
}

#[test]
fn malaysian_option_first() {
    let black_first =
        boardgames::new_game("malaysian", &boardgames::core::Options::none().with("first", OptionValue::Text("black".into()))).unwrap();
    assert_eq!(black_first.turn(), Side::Second);
}

#[test]
fn malaysian_option_board() {
    let small = boardgames::new_game("malaysian", &boardgames::core::Options::none().with("board", OptionValue::Int(8))).unwrap();
    assert_eq!(small.view().rows, 8);
    assert_eq!(small.legal_moves().len(), 7);
}

// --- boards and setups ---------------------------------------------------------------------

// The start of each game: tests/draughts_rules.rs (`<game>_setup_...`).

#[test]
fn spanish_setup_on_the_light_squares_numbered_from_whites_near_right() {
    let v = game("spanish").view();
    // h1 (cell 63) is square 1 and light; a1 (cell 56) is not played.
    assert_eq!(v.labels[63], "1");
    assert_eq!(v.cells[63], boardgames::core::CellStyle::Light);
    assert_eq!(v.labels[56], "");
    assert!(game("spanish").position().starts_with("W:W1,2,3,4,5,6,7,8,9,10,11,12:B21"));
}

#[test]
fn italian_setup_board_turned_with_a_dark_square_at_the_near_right() {
    let v = game("italian").view();
    assert_eq!(v.labels[63], "32");
    assert_eq!(v.cells[63], boardgames::core::CellStyle::Dark);
    assert_eq!(v.labels[0], "1");
}

#[test]
fn algebraic_games_write_every_landing_square() {
    let mut g = at("russian", "W:Wc3:Bd4,f6,h8");
    assert_eq!(g.play("c3:g7").unwrap().notation, "c3:e5:g7");
    assert_eq!(g.history(), vec!["c3:e5:g7"]);
}

// --- draw rules ----------------------------------------------------------------------------

fn drawn(id: &str, position: &str) -> bool {
    at(id, position).outcome().map(|o| o.winner.is_none() && o.reason.code() == "move-rule").unwrap_or(false)
}

#[test]
fn international_draws_twenty_five_king_moves() {
    assert!(!drawn("international", "W:WK46,K47:BK5,K4:C49,49"));
    assert!(drawn("international", "W:WK46,K47:BK5,K4:C50,50"));
}

#[test]
fn international_draws_three_pieces_with_a_king_against_a_lone_king_sixteen_moves() {
    assert!(!drawn("international", "W:WK46,40,39:BK5:C0,31"));
    assert!(drawn("international", "W:WK46,40,39:BK5:C0,32"));
}

#[test]
fn international_draws_two_pieces_with_a_king_against_a_lone_king_five_moves() {
    assert!(!drawn("international", "W:WK46,K40:BK5:C0,9"));
    assert!(drawn("international", "W:WK46,K40:BK5:C0,10"));
}

#[test]
fn frisian_draws_two_kings_against_one_king_seven_moves() {
    assert!(!drawn("frisian", "W:WK46,K40:BK5:C0,13"));
    assert!(drawn("frisian", "W:WK46,K40:BK5:C0,14"));
}

#[test]
fn frisian_draws_one_king_against_one_king_two_moves() {
    assert!(!drawn("frisian", "W:WK46:BK5:C0,3"));
    assert!(drawn("frisian", "W:WK46:BK5:C0,4"));
}

#[test]
fn russian_draws_fifteen_king_moves() {
    assert!(!drawn("russian", "W:WKa1,Kc1:BKh8,Kf8:C29,29"));
    assert!(drawn("russian", "W:WKa1,Kc1:BKh8,Kf8:C30,30"));
}

#[test]
fn russian_draws_three_kings_against_a_lone_king_fifteen_moves() {
    assert!(!drawn("russian", "W:WKa1,Kc1,Ke1:BKh8:C0,29"));
    assert!(drawn("russian", "W:WKa1,Kc1,Ke1:BKh8:C0,30"));
}

#[test]
fn russian_draws_both_with_kings_four_or_five_pieces_thirty_moves() {
    assert!(!drawn("russian", "W:WKa1,c3:BKh8,f6:C0,59"));
    assert!(drawn("russian", "W:WKa1,c3:BKh8,f6:C0,60"));
}

#[test]
fn brazilian_draws_both_with_kings_six_or_seven_pieces_sixty_moves() {
    assert!(!drawn("brazilian", "W:WKa1,c3,e3:BKh8,f6,d6:C0,119"));
    assert!(drawn("brazilian", "W:WKa1,c3,e3:BKh8,f6,d6:C0,120"));
}

#[test]
fn czech_draws_fifteen_moves_without_capture_or_man_move() {
    assert!(!drawn("czech", "W:WKa1:BKh8:C29,29"));
    assert!(drawn("czech", "W:WKa1:BKh8:C30,30"));
}

#[test]
fn spanish_draws_forty_king_moves() {
    assert!(!drawn("spanish", "W:WK30:BK3:C79,79"));
    assert!(drawn("spanish", "W:WK30:BK3:C80,80"));
}

#[test]
fn italian_draws_forty_king_moves() {
    assert!(!drawn("italian", "W:WK30:BK3:C79,79"));
    assert!(drawn("italian", "W:WK30:BK3:C80,80"));
}

fn forty_moves(id: &str, pos: &str) {
    assert!(!drawn(id, &format!("{pos}:C79,79")), "{id}");
    assert!(drawn(id, &format!("{pos}:C80,80")), "{id}");
}

#[test]
fn american_draws_forty_king_moves() {
    forty_moves("american", "W:WK30:BK3");
}

#[test]
fn pool_draws_forty_moves_without_capture_or_man_move() {
    forty_moves("pool", "W:WK30:BK3");
}

#[test]
fn german_draws_forty_moves_without_capture_or_man_move() {
    forty_moves("german", "W:WK30:BK3");
}

#[test]
fn gothic_draws_forty_moves_without_capture_or_man_move() {
    forty_moves("gothic", "W:WKa1:BKh8");
}

#[test]
fn turkish_draws_one_piece_against_one_piece() {
    assert!(drawn("turkish", "W:Wa2:Bh7"));
    assert!(!drawn("turkish", "W:Wa2,b2:Bh7"));
}

#[test]
fn armenian_draws_one_piece_against_one_piece() {
    assert!(drawn("armenian", "W:WKa2:Bh7"));
    assert!(!drawn("armenian", "W:WKa2,b2:Bh7"));
}

#[test]
fn armenian_draws_fifty_moves_without_capture_or_man_move() {
    assert!(!drawn("armenian", "W:WKa1,b2:BKh8,g7:C99,99"));
    assert!(drawn("armenian", "W:WKa1,b2:BKh8,g7:C100,100"));
}

#[test]
fn canadian_draws_twenty_five_king_moves() {
    assert!(!drawn("canadian", "W:WK67,K68:BK5,K4:C49,49"));
    assert!(drawn("canadian", "W:WK67,K68:BK5,K4:C50,50"));
}

#[test]
fn malaysian_draws_twenty_five_king_moves() {
    assert!(!drawn("malaysian", "W:WK67,K68:BK5,K4:C49,49"));
    assert!(drawn("malaysian", "W:WK67,K68:BK5,K4:C50,50"));
}

#[test]
fn turkish_draws_fifty_moves_without_capture_or_man_move() {
    assert!(!drawn("turkish", "W:WKa1,b2:BKh8,g7:C99,99"));
    assert!(drawn("turkish", "W:WKa1,b2:BKh8,g7:C100,100"));
}

#[test]
fn draughts_counters_reset_on_a_capture() {
    let mut g = at("international", "W:WK46,K47:BK5,K4,37:C40,40");
    g.play("46x28").unwrap();
    assert!(!g.position().contains(":C"), "{}", g.position());
}

// --- records -------------------------------------------------------------------------------

#[test]
fn pdn_record_carries_game_type_and_start_position() {
    let mut g = at("international", "W:W28,K46:B23,22,12,1,19");
    g.play("28x8").unwrap();
    let pdn = g.record();
    assert!(pdn.contains("[GameType \"20,W,10,10,N2,0\"]"), "{pdn}");
    assert!(pdn.contains("[FEN \"W:W28,K46:B1,12,19,22,23\"]"), "{pdn}");
    let mut copy = game("international");
    copy.load_record(&pdn).unwrap();
    assert_eq!(copy.position(), g.position());
    assert_eq!(copy.history(), g.history());
}

#[test]
fn pdn_record_keeps_malaysian_huffs_with_their_moves() {
    let mut g = at("malaysian", "W:W62,K66,70:B56,60,1,2");
    g.play("62-57").unwrap();
    let huff_move = g.legal_moves()[0].notation.clone();
    assert!(huff_move.starts_with("h66 "), "{huff_move}");
    g.play(&huff_move).unwrap();
    let pdn = g.record();
    let mut copy = game("malaysian");
    copy.load_record(&pdn).unwrap();
    assert_eq!(copy.history(), g.history());
    assert_eq!(copy.position(), g.position());
}

#[test]
fn a_record_of_another_game_is_refused() {
    let g = game("american");
    let mut other = game("pool");
    let err = other.load_record(&g.record()).unwrap_err().to_string();
    assert!(err.contains("american"), "{err}");
}

#[test]
fn every_game_explains_its_rules_in_both_languages() {
    for id in DRAUGHTS {
        let text = game(id).rules_text();
        assert!(text.len() >= 10, "{id}");
        assert!(text.iter().all(|t| !t.en.is_empty() && !t.ja.is_empty()), "{id}");
    }
    let frisian: String = game("frisian").rules_text().iter().map(|t| t.en.clone()).collect();
    assert!(frisian.contains("1.5") && frisian.contains("3 non-capturing moves"), "{frisian}");
    let malaysian: String = game("malaysian").rules_text().iter().map(|t| t.en.clone()).collect();
    assert!(malaysian.contains("huffing"), "{malaysian}");
    let german =
        boardgames::new_game("german", &boardgames::core::Options::none().with("kingLandsAnywhere", OptionValue::Bool(true))).unwrap();
    let german: String = german.rules_text().iter().map(|t| t.en.clone()).collect();
    assert!(german.contains("any empty square beyond"), "{german}");
}
