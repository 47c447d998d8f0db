//! `from_setup`: the engine, not the page, turns an editor's setup into a position.

use boardgames::core::{Options, Setup, SetupPiece, Side};
use boardgames::{from_position, from_setup};

fn piece(view: &boardgames::core::View, name: &str, side: Side, kind: &str) -> SetupPiece {
    let cell = view.labels.iter().position(|l| l == name).expect("a square");
    SetupPiece { cell, side, kind: kind.to_string() }
}

#[test]
fn chess_castling_rights_are_inferred_from_king_and_rook_at_home() {
    let view = from_position("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", &Options::none()).unwrap().view();
    let pieces = vec![
        piece(&view, "e1", Side::First, "K"),
        piece(&view, "a1", Side::First, "R"),
        piece(&view, "h1", Side::First, "R"),
        piece(&view, "d8", Side::Second, "k"),
        piece(&view, "h8", Side::Second, "R"),
    ];
    let mut setup = Setup::new(pieces, Side::First);
    // "k" is not a kind: the view names Black's king "K" with side 1.
    assert!(from_setup("chess", &setup, &Options::none()).is_err());
    setup.pieces[3].kind = "K".to_string();
    let g = from_setup("chess", &setup, &Options::none()).unwrap();
    assert_eq!(g.position(), "3k3r/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    setup.castling = Some("Q".to_string());
    assert_eq!(from_setup("chess", &setup, &Options::none()).unwrap().position(), "3k3r/8/8/8/8/8/8/R3K2R w Q - 0 1");
}

#[test]
fn zonghen_supply_defaults_to_what_is_not_on_the_board() {
    let setup = Setup::new(vec![SetupPiece { cell: 9, side: Side::Second, kind: "man".to_string() }], Side::Second);
    let g = from_setup("zonghen", &setup, &Options::none()).unwrap();
    assert_eq!(g.position(), "8/1w6/8/8/8/8/8/8 w 32 31");
}

#[test]
fn a_setup_field_the_game_does_not_have_is_refused() {
    let mut setup = Setup::new(vec![], Side::First);
    setup.castling = Some("-".to_string());
    let e = from_setup("american", &setup, &Options::none()).err().unwrap();
    assert!(e.0.contains("no 'castling'"), "{}", e.0);
}
