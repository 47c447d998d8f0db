//! American checkers, rule by rule (docs/rules.md, "The draughts family").
//! Squares are numbered 1-32, Black (side 0, moving first) on 1-12 at the top.

mod common;

use boardgames::core::Side;
use boardgames::session::AnyGame;
use common::*;

#[test]
fn american_setup_black_moves_first_from_twelve_men_each() {
    let g = game("american");
    assert_eq!(g.turn(), Side::First);
    assert_eq!(g.position(), "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    assert_eq!(notations(g.as_ref()), set(&["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"]));
}

#[test]
fn american_setup_single_corner_at_each_players_near_left() {
    let v = game("american").view();
    // a1 (bottom-left, cell 56) is a dark playable square numbered 29; h1 (cell 63) is light.
    assert_eq!(v.labels[56], "29");
    assert_eq!(v.labels[63], "");
    assert_eq!(v.labels[7], "4");
}

#[test]
fn american_men_move_diagonally_forward_only() {
    assert_moves("american", "W:W22:B1", &["22-17", "22-18"]);
    assert_moves("american", "B:W32:B14", &["14-17", "14-18"]);
}

#[test]
fn american_men_capture_forward_only() {
    // The black man behind the white man on 22 cannot be taken backwards.
    assert_moves("american", "W:W22:B26,1", &["22-17", "22-18"]);
    assert_moves("american", "W:W22:B18,1", &["22x15"]);
}

#[test]
fn draughts_capture_compulsory() {
    assert_moves("american", "W:W22,30:B18,1", &["22x15"]);
}

#[test]
fn draughts_jump_needs_empty_square_behind() {
    assert_moves("american", "W:W22:B18,15", &["22-17"]);
}

#[test]
fn american_capture_choice_free_not_only_the_longest() {
    // 26x17 takes one man while 26x19x10 and 27x18x11 take two: all three are legal.
    assert_moves("american", "W:W26,27:B22,23,15,1", &["26x17", "26x10", "27x11"]);
}

#[test]
fn draughts_capture_to_the_end() {
    let mut g = at("american", "W:W27:B23,15,1");
    assert_eq!(notations(g.as_ref()), set(&["27x11"]));
    let mv = g.play("27x11").unwrap();
    assert_eq!(mv.captures.len(), 2);
    assert!(g.play("27x18").is_err());
}

#[test]
fn american_crowning_by_a_jump_stops_there() {
    // Seed 001: White 12-3 becomes a king and the move ends; it may not go on 3-10.
    assert_moves("american", "W:W12:B7,8", &["12x3"]);
    let mut g = at("american", "W:W12:B7,8,1");
    let mv = g.play("12x3").unwrap();
    assert!(mv.crowns);
    assert_eq!(g.turn(), Side::First);
    assert!(g.position().contains("K3"));
}

#[test]
fn draughts_capture_to_the_end_with_a_king() {
    // Seed 001: the same jump by a piece that is already a king continues 3-10.
    assert_moves("american", "W:WK12:B7,8", &["12x10"]);
    let mut g = at("american", "W:WK12:B7,8");
    let mv = g.play("12x3x10").unwrap();
    assert_eq!(mv.path.len(), 3);
}

#[test]
fn american_kings_step_one_square_in_four_directions() {
    assert_moves("american", "W:WK18:B1", &["18-14", "18-15", "18-22", "18-23"]);
}

#[test]
fn american_kings_capture_backwards() {
    assert_moves("american", "W:WK18:B22,1", &["18x25"]);
}

#[test]
fn draughts_no_moves_loses_when_blocked() {
    // White's man on 29 is blocked by Black's men; White to move has none.
    let g = at("american", "W:W29:B25,22");
    assert!(g.legal_moves().is_empty());
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Side::First));
    assert_eq!(o.reason.code(), "no-moves");
}

#[test]
fn draughts_no_moves_loses_without_pieces() {
    let mut g = at("american", "W:W22:B18");
    g.play("22x15").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Side::Second));
    assert_eq!(o.reason.code(), "all-captured");
}

#[test]
fn draughts_threefold_repetition_draws() {
    let mut g = at("american", "W:WK32:BK1");
    for mv in ["32-28", "1-5", "28-32", "5-1", "32-28", "1-5", "28-32"] {
        assert!(g.outcome().is_none(), "{mv}");
        g.play(mv).unwrap();
    }
    assert!(g.outcome().is_none());
    g.play("5-1").unwrap();
    assert_eq!(g.outcome().unwrap().reason.code(), "threefold");
}

#[test]
fn american_draws_forty_moves_without_capture_or_man_move() {
    let g = at("american", "W:WK32:BK1:C79,79");
    assert!(g.outcome().is_none());
    let g = at("american", "W:WK32:BK1:C80,80");
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason.code()), (None, "move-rule"));
}

#[test]
fn draughts_counters_reset_on_a_man_move() {
    let mut g = at("american", "W:WK32,22:BK1:C79,79");
    g.play("22-18").unwrap();
    assert!(g.position().ends_with(":C0,80") || !g.position().contains(":C0,0"), "{}", g.position());
    assert!(g.outcome().is_none());
}

#[test]
fn draughts_agreement() {
    let mut g = game("american");
    assert!(g.agree_draw());
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason.code()), (None, "agreement"));
    assert!(g.legal_moves().is_empty());
    assert!(g.play("11-15").is_err());
    assert!(g.undo());
    assert!(g.outcome().is_none());
}

#[test]
fn draughts_resignation_gives_the_game_to_the_opponent() {
    let mut g = game("american");
    assert!(g.resign());
    assert_eq!(g.outcome().unwrap().winner, Some(Side::Second));
}

#[test]
fn notation_short_form_and_full_path() {
    // Two ways from 15 to 31 taking different men: the full path tells them apart.
    let mut g = at("american", "B:W18,19,26,27:B15");
    assert_eq!(notations(g.as_ref()), set(&["15x22x31", "15x24x31"]));
    let err = g.play("15x31").unwrap_err().to_string();
    assert!(err.contains("ambiguous"), "{err}");
    g.play("15:24:31").unwrap();
    assert_eq!(g.history(), vec!["15x24x31"]);
}

#[test]
fn play_accepts_separators_and_partial_paths() {
    for text in ["27x11", "27-11", "27:11", "27x18x11", "27 x 11"] {
        let mut g = at("american", "W:W27:B23,15,1");
        assert_eq!(g.play(text).map(|m| m.notation).unwrap_or_default(), "27x11", "{text}");
    }
}

#[test]
fn bad_input_changes_nothing() {
    let mut g = game("american");
    g.play("11-15").unwrap();
    let before = (g.position(), g.history());
    for bad in ["", "11", "11-", "x", "99-100", "23-19x", "11-16", "22-17-13", "hello", "💥"] {
        assert!(g.play(bad).is_err(), "{bad:?} accepted");
        assert_eq!((g.position(), g.history()), before, "{bad:?} changed the game");
    }
}

#[test]
fn malformed_positions_are_refused_with_a_reason() {
    for (bad, why) in [
        ("", "W or B"),
        ("X:W1:B2", "W or B"),
        ("W:W33:B1", "no square"),
        ("W:W21,21:B5", "twice"),
        ("W:W5:B5", "twice"),
        ("W:W2:B9", "crowning row"),
        ("W:W21:B1:Q", "invalid"),
        ("W", "no piece lists"),
    ] {
        let err = boardgames::from_position("american", bad, &Default::default()).err().map(|e| e.to_string()).unwrap_or_default();
        assert!(err.contains(why), "{bad:?}: {err:?}");
    }
}

#[test]
fn position_text_round_trips_through_a_game() {
    let mut g = game("american");
    for mv in ["11-15", "22-18", "15x22", "25x18"] {
        g.play(mv).unwrap();
        let copy = at("american", &g.position());
        assert_eq!(copy.position(), g.position());
        assert_eq!(notations(copy.as_ref()), notations(g.as_ref()));
    }
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut g = game("american");
    let start = g.position();
    g.play("11-15").unwrap();
    let after = g.position();
    assert!(g.undo());
    assert_eq!(g.position(), start);
    assert!(!g.undo());
    assert!(g.redo());
    assert_eq!(g.position(), after);
    assert!(!g.redo());
}

#[test]
fn record_export_and_import_give_the_same_game() {
    let mut g = game("american");
    for mv in ["11-15", "22-18", "15x22", "25x18"] {
        g.play(mv).unwrap();
    }
    let text = g.record();
    let mut h = game("american");
    h.load_record(&text).unwrap();
    assert_eq!(h.position(), g.position());
    assert_eq!(h.history(), g.history());
}

fn _assert_object_safe(_: &dyn AnyGame) {}
