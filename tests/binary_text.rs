//! Binary notation (`d4`, `d4,f6`), the position text and the view.

use boardgames::core::{OptionValue, Options};
use boardgames::session::AnyGame;

fn game(text: &str) -> Box<dyn AnyGame> {
    boardgames::from_position("binary", text, &Options::none()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sized(size: i64) -> Options {
    Options::none().with("size", OptionValue::Int(size))
}

#[test]
fn two_squares_are_written_in_alphabetical_order_and_read_in_any() {
    for (text, canonical) in [("b1,a2", "a2,b1"), ("a4,a2", "a2,a4"), ("H7 B1", "b1,h7"), ("c2+a2", "a2,c2"), (" f5 ; d3 ", "d3,f5")] {
        let mut g = game("8/8/8/8/8/8/8/b7 w 15 16");
        assert_eq!(g.play(text).unwrap().notation, canonical, "{text}");
    }
    // Ranks compare as numbers: a8 before a10 on the 10x10 board.
    let mut g = boardgames::from_position("binary", "10/10/10/10/10/10/10/10/10/b9 w 24 25", &sized(10)).unwrap();
    assert_eq!(g.play("a10,a8").unwrap().notation, "a8,a10");
}

#[test]
fn placing_two_pieces_is_one_move_in_either_order() {
    let g = game("8/8/8/8/8/8/8/b7 w 15 16");
    let all: Vec<String> = g.legal_moves().into_iter().map(|m| m.notation).collect();
    assert!(all.contains(&"a2,b1".to_string()));
    assert!(!all.contains(&"b1,a2".to_string()));
    let unique: std::collections::BTreeSet<&String> = all.iter().collect();
    assert_eq!(unique.len(), all.len());
}

#[test]
fn move_info_lists_the_placed_squares() {
    let g = game("8/8/8/8/8/8/8/b7 w 15 16");
    let info = g.legal_moves().into_iter().find(|m| m.notation == "a2,b1").unwrap();
    // a2 = cell 48, b1 = cell 57.
    assert_eq!((info.from, info.to, info.places.clone(), info.discard), (None, Some(48), vec![48, 57], None));
    assert!(info.captures.is_empty() && info.pushes.is_empty());
}

#[test]
fn unreadable_and_illegal_moves_say_why_and_change_nothing() {
    let mut g = game("8/8/8/8/8/8/8/b7 w 15 16");
    let cases = [
        ("z9", "cannot read the move"),
        ("a2,b1,c2", "cannot read the move"),
        ("", "cannot read the move"),
        ("a1", "a1 is not empty"),
        ("a2,a2", "the two squares must differ"),
    ];
    for (text, why) in cases {
        let err = g.play(text).unwrap_err();
        assert!(err.0.contains(why), "{text}: {err}");
    }
    assert_eq!(g.position(), "8/8/8/8/8/8/8/b7 w 15 16");
    assert!(!g.undo());
}

#[test]
fn position_text_round_trips() {
    let mut g = boardgames::new_game("binary", &Options::none()).unwrap();
    for m in ["c1", "a2,b1", "d4", "e5", "c5", "d5", "h8,b8"] {
        g.play(m).unwrap();
        let text = g.position();
        let again = game(&text);
        assert_eq!(again.position(), text);
        // The moves' numbers count the game's history, which a position text does not carry.
        let unnumbered = |moves: Vec<boardgames::core::MoveInfo>| {
            moves.into_iter().map(|m| boardgames::core::MoveInfo { number: 0, ..m }).collect::<Vec<_>>()
        };
        assert_eq!(unnumbered(again.legal_moves()), unnumbered(g.legal_moves()));
    }
    assert_eq!(g.position(), "1b5b/8/8/2bww3/3b4/8/w7/1wb5 w 11 11");
}

#[test]
fn bad_position_text_is_refused_with_a_reason() {
    let cases = [
        ("", "invalid position"),
        ("8/8/8/8/8/8/8/8 b 16", "invalid position"),
        ("8/8/8/8/8/8/8 b 16 16", "the board has 7 rows"),
        ("8/8/8/8/8/8/8/44 b 16 16", "is longer than 8 squares"),
        ("8/8/8/8/8/8/8/7 b 16 16", "has 7 squares, not 8"),
        ("8/8/8/8/8/8/8/4x3 b 16 16", "invalid character 'x'"),
        ("8/8/8/8/8/8/8/8 - 16 16", "invalid turn '-'"),
        ("8/8/8/8/8/8/8/8 b 17 16", "invalid black supply '17'"),
        ("8/8/8/8/8/8/8/8 b 16 x", "invalid white supply 'x'"),
        ("8/8/8/8/8/8/8/b7 b 16 16", "black has 17 pieces on the board and in supply; each player has 16"),
        ("8/8/8/8/8/8/8/b7 w 15 0", "white cannot be to move with no pieces left: black places the rest"),
    ];
    for (text, why) in cases {
        let err = boardgames::from_position("binary", text, &Options::none()).err().unwrap_or_else(|| panic!("{text} accepted"));
        assert!(err.0.contains(why), "{text}: {err}");
    }
}

#[test]
fn view_shows_supplies_territories_running_scores_and_the_centre() {
    let g = game("8/8/8/8/8/2w5/8/b7 b 15 15");
    let v = g.view();
    assert_eq!((v.rows, v.cols, v.style, v.colors, v.bottom), (8, 8, "checker", ["black", "white"], 0));
    assert_eq!(v.labels[56], "a1");
    assert_eq!(format!("{:?} {:?}", v.cells[56], v.cells[57]), "Dark Light");
    assert_eq!(v.supply, Some([15, 15]));
    assert_eq!(v.scores, Some([0.0, 10.0]));
    assert_eq!(v.regions.len(), 1);
    // The centre space d5 e5 / d4 e4 is shaded.
    assert_eq!(v.zones, vec![27, 28, 35, 36]);
}

#[test]
fn binary_option_size_gives_a_quarter_of_the_squares_each() {
    for (size, each) in [(6, 9), (10, 25), (12, 36)] {
        let g = boardgames::new_game("binary", &sized(size)).unwrap();
        assert_eq!(g.view().supply, Some([each, each]));
        assert_eq!(g.view().rows, size as usize);
    }
    assert!(boardgames::new_game("binary", &sized(7)).is_err());
    let err = boardgames::from_position("binary", "8/8/8/8/8/8/8/8 b 16 16", &sized(10)).err().unwrap();
    assert!(err.0.contains("this game is 10x10 (option size)"), "{err}");
}

#[test]
fn catalog_entry() {
    let info = boardgames::catalog().into_iter().find(|g| g.id == "binary").unwrap();
    assert_eq!((info.name.en, info.name.ja, info.family), ("Binary", "バイナリー", "kato"));
    assert_eq!((info.rows, info.cols), (8, 8));
    assert_eq!(info.options[0].name, "size");
}

#[test]
fn record_round_trips() {
    let mut g = boardgames::new_game("binary", &Options::none()).unwrap();
    for m in ["c1", "a2,b1", "d4"] {
        g.play(m).unwrap();
    }
    let record = g.record();
    assert!(record.contains("1. c1 a2,b1 2. d4"), "{record}");
    let mut again = boardgames::new_game("binary", &Options::none()).unwrap();
    again.load_record(&record).unwrap();
    assert_eq!(again.position(), g.position());
}
