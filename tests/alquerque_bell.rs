//! Alquerque under R.C. Bell's additional rules (`rules: "bell"`,
//! docs/rules.md, "Alquerque"): one test per rule, positions in the game's text.

mod common;
use common::{sorted, sorted_moves as moves};

use boardgames::core::{OptionValue, Options};
use boardgames::session::AnyGame;

fn bell(no_return: &str) -> Options {
    Options::none().with("rules", OptionValue::Text("bell".into())).with("noReturn", OptionValue::Text(no_return.into()))
}

fn game_with(text: &str, options: &Options) -> Box<dyn AnyGame> {
    boardgames::from_position("alquerque", text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn game(text: &str) -> Box<dyn AnyGame> {
    game_with(text, &bell("ever"))
}

fn assert_moves(text: &str, expected: &[&str]) {
    assert_eq!(moves(game(text).as_ref()), sorted(expected), "bell moves of {text}");
}

/// Winner, reason and scores.
type Ending = (Option<usize>, &'static str, Option<[f64; 2]>);

fn result(g: &dyn AnyGame) -> Option<Ending> {
    g.outcome().map(|o| (o.winner.map(|s| s.index()), o.reason.code(), o.scores))
}

#[test]
fn alquerque_option_rules_listed_with_alfonso_as_default() {
    let info = boardgames::catalog().into_iter().find(|g| g.id == "alquerque").unwrap();
    assert_eq!((info.name.en, info.name.ja, info.family), ("Alquerque", "アルケルケ", "alquerque"));
    let names: Vec<(&str, OptionValue)> = info.options.iter().map(|o| (o.name, o.default.clone())).collect();
    assert_eq!(names, vec![("rules", OptionValue::Text("alfonso".into())), ("noReturn", OptionValue::Text("ever".into()))]);
}

#[test]
fn alquerque_bell_no_backward_a_piece_in_the_open_has_five_moves() {
    assert_moves("W:Wc3:Ba5", &["c3-b3", "c3-d3", "c3-b4", "c3-c4", "c3-d4"]);
    assert_moves("B:Wa1:Bc3", &["c3-b3", "c3-d3", "c3-b2", "c3-c2", "c3-d2"]);
}

#[test]
fn alquerque_bell_no_backward_moves() {
    // Alfonso lets c3 step back to b2, c2 and d2; Bell does not.
    let alfonso = boardgames::from_position("alquerque", "W:Wc3:Ba5", &Options::none()).unwrap();
    assert_eq!(alfonso.legal_moves().len(), 8);
    assert_eq!(game("W:Wc3:Ba5").legal_moves().len(), 5);
}

#[test]
fn alquerque_bell_no_backward_jumps_but_sideways_captures_are_allowed() {
    // c3 may capture b3 sideways, not c2 behind it.
    assert_moves("W:Wc3:Bc2,b3", &["c3:a3", "c3-c4", "c3-b4", "c3-d4", "c3-d3"]);
}

#[test]
fn alquerque_bell_no_backward_jump_inside_a_chain() {
    // Alfonso's chain goes on from c3 back over d2 to e1; Bell's chain stops at c3.
    let alfonso = boardgames::from_position("alquerque", "W:Wa1:Bb2,d2", &Options::none()).unwrap();
    assert_eq!(moves(alfonso.as_ref()), sorted(&["a1:c3:e1", "a1-a2", "a1-b1"]));
    assert_moves("W:Wa1:Bb2,d2", &["a1:c3", "a1-a2", "a1-b1"]);
}

#[test]
fn alquerque_bell_no_return_to_a_visited_point() {
    // The piece on c3 has stood on b3 before: it may not go back there.
    assert_moves("W:Wc3:Ba5:Vc3/b3", &["c3-d3", "c3-b4", "c3-c4", "c3-d4"]);
    // Played out: after c3-b3 the piece may not step back to c3.
    let mut g = game("W:Wc3:Be5");
    g.play("c3-b3").unwrap();
    assert_eq!(g.position(), "B:Wb3:Be5:Vb3/c3:P1");
    g.play("e5-e4").unwrap();
    assert_eq!(moves(g.as_ref()), sorted(&["b3-a3", "b3-b4"]));
}

#[test]
fn alquerque_bell_no_return_counts_the_landing_points_of_a_chain() {
    let mut g = game("W:Wa1:Bb2,b3,e5");
    g.play("a1:c3:a3").unwrap();
    assert_eq!(g.position(), "B:Wa3:Be5:Va3/a1/c3");
    g.play("e5-e4").unwrap();
    g.play("a3-b3").unwrap();
    g.play("e4-e3").unwrap();
    // b3 may not go to c3 (a landing point of its chain) nor back to a3.
    assert_eq!(moves(g.as_ref()), vec!["b3-b4"]);
}

#[test]
fn alquerque_option_no_return_turn_allows_returning_in_a_later_turn() {
    let mut g = game_with("W:Wc3:Be5", &bell("turn"));
    g.play("c3-b3").unwrap();
    assert_eq!(g.position(), "B:Wb3:Be5:P1", "no visited points are kept under \"turn\"");
    g.play("e5-e4").unwrap();
    assert_eq!(moves(g.as_ref()), sorted(&["b3-a3", "b3-b4", "b3-c3"]));
    assert!(boardgames::from_position("alquerque", "W:Wc3:Ba5:Vc3/b3", &bell("turn")).is_err());
}

#[test]
fn alquerque_bell_back_row_piece_moves_only_to_capture() {
    // c5 stands on Black's back row: its sideways capture is legal, its steps are not.
    assert_moves("W:Wc5,a1:Bb5,e3", &["c5:a5", "a1-a2", "a1-b1", "a1-b2"]);
    assert_moves("W:Wc5,a1:Be3", &["a1-a2", "a1-b1", "a1-b2"]);
    // Under Alfonso's rules c5 steps freely.
    let alfonso = boardgames::from_position("alquerque", "W:Wc5,a1:Be3", &Options::none()).unwrap();
    assert!(alfonso.legal_moves().iter().any(|m| m.notation == "c5-d5"));
}

#[test]
fn alquerque_bell_back_row_reached_inside_a_chain_goes_on_capturing() {
    assert_moves("W:Wa3:Ba4,b5", &["a3:a5:c5", "a3-b3", "a3-b4"]);
}

#[test]
fn alquerque_bell_blocked_loses() {
    let g = game("B:Wa4,b5,b4,a3,c5,c3:Ba5");
    assert!(g.legal_moves().is_empty());
    // The blocked loser takes 2 points plus the difference in pieces (6 - 1).
    assert_eq!(result(g.as_ref()), Some((Some(0), "no-moves", Some([0.0, -7.0]))));
}

#[test]
fn alquerque_bell_scoring_two_plus_one_per_enemy_piece_left() {
    let mut g = game("W:Wa1,e1:Bb2");
    g.play("a1:c3").unwrap();
    assert_eq!(result(g.as_ref()), Some((Some(0), "all-captured", Some([0.0, -4.0]))));
}

#[test]
fn alquerque_bell_huffing_still_applies() {
    let mut g = game("W:Wa1,e1:Bb2,e5");
    g.play("e1-e2").unwrap();
    assert!(g.legal_moves().iter().all(|m| m.notation.starts_with("ha1 ")));
}

#[test]
fn alquerque_bell_blocked_loses_a_huff_is_never_followed_by_a_pass() {
    // c3 stood on b3 and d3 before; huffing b3 (the only piece that could have
    // captured) would leave it no move: that is no move at all, and Black has lost.
    let text = "W:Wa1,c1,e1,b2,c2,d2,b3,b4,c4,d4,e4:Bc3:Vc3/b3/d3";
    let mut g = game(text);
    g.play("e4-e5").unwrap();
    assert!(moves(g.as_ref()).is_empty());
    // Blocked loser: 2 points plus the difference in pieces (11 - 1).
    assert_eq!(result(g.as_ref()), Some((Some(0), "no-moves", Some([0.0, -12.0]))));
    // The position of issue 16: White's c5 stands on Black's back row and may only
    // capture; after the huff of b5 it cannot, so White has no move and loses.
    let g = game("W:Wc5:Be1,b5:Hb5:Ve1/e2:P1");
    assert!(moves(g.as_ref()).is_empty());
    assert_eq!(result(g.as_ref()), Some((Some(1), "no-moves", Some([-3.0, 0.0]))));
}

#[test]
fn alquerque_bell_blocked_loses_no_huff_that_leaves_no_move() {
    // White's c5, on Black's back row, may only capture, sideways along it. After
    // huffing b5 it takes d5; after huffing d5 it has nothing (a5 blocks b5).
    assert_moves("W:Wc5:Ba5,b5,d5,e1:Hb5,d5", &["hb5 c5:e5"]);
}

#[test]
fn alquerque_bell_huffing_taking_the_last_piece_ends_the_game() {
    let mut g = game("W:Wa1:Bc3:Hc3");
    assert_eq!(moves(g.as_ref()), vec!["hc3"]);
    g.play("hc3").unwrap();
    assert_eq!(result(g.as_ref()).map(|r| (r.0, r.1)), Some((Some(0), "all-captured")));
}

#[test]
fn alquerque_bell_draws_forty_plies_and_threefold_apply_too() {
    let mut g = game("W:Wa1,e1:Be5:P39");
    g.play("a1-a2").unwrap();
    assert_eq!(result(g.as_ref()), Some((Some(0), "move-rule", None)));
}
