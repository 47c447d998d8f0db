//! Zong-Heng notation (`d4>`, `pass`), the position text and the view.

use boardgames::core::{OptionValue, Options};
use boardgames::session::AnyGame;

const START: &str = "1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1 b 16 16";

fn new() -> Box<dyn AnyGame> {
    boardgames::new_game("zonghen", &Options::none()).unwrap()
}

fn sized(size: i64) -> Options {
    Options::none().with("size", OptionValue::Int(size))
}

#[test]
fn notation_is_origin_and_direction_as_the_first_player_sees_the_board() {
    let g = new();
    let all: Vec<String> = g.legal_moves().into_iter().map(|m| m.notation).collect();
    // a1 is the near left corner: a1 can go up and right only.
    assert!(all.contains(&"a1^".to_string()) && all.contains(&"a1>".to_string()));
    assert!(!all.contains(&"a1<".to_string()) && !all.contains(&"a1v".to_string()));
    let up = g.legal_moves().into_iter().find(|m| m.notation == "c3^").unwrap();
    assert_eq!(up.to, Some(up.from.unwrap() - 8), "^ moves towards row 0, the top of the diagram");
}

#[test]
fn moves_are_read_leniently() {
    for text in ["c1^", " C1 ^ ", "c1↑", "c1-c2", "c1c2"] {
        let mut g = new();
        assert_eq!(g.play(text).unwrap().notation, "c1^", "{text}");
    }
    let mut g = new();
    assert_eq!(g.play("a3>").unwrap().notation, "a3>");
    assert_eq!(g.play("PASS").unwrap_err().0, "you cannot pass: a push is possible (a player passes only when they cannot push)");
}

#[test]
fn illegal_and_unreadable_moves_say_why_and_change_nothing() {
    let mut g = new();
    let cases = [
        ("b1^", "only a piece on a dark square can be pushed"),
        ("a1<", "the line reaches the edge"),
        ("b2^", "a single piece can be pushed only if it is yours"),
        ("z9^", "cannot read the move"),
        ("c1", "cannot read the move"),
        ("", "cannot read the move"),
    ];
    for (text, why) in cases {
        let err = g.play(text).unwrap_err();
        assert!(err.0.contains(why), "{text}: {err}");
    }
    let mut g2 = boardgames::from_position("zonghen", "8/8/8/8/3bw3/8/8/8 b 10 10", &Options::none()).unwrap();
    let err = g2.play("d4>").unwrap_err();
    assert!(err.0.contains("more of your pieces"), "{err}");
    let mut g3 = boardgames::from_position("zonghen", "1b6/8/8/8/8/8/8/8 b 10 10", &Options::none()).unwrap();
    assert!(g3.play("d4^").unwrap_err().0.contains("no piece on that square"));
    assert_eq!(g.position(), START);
}

#[test]
fn position_text_round_trips() {
    let mut g = new();
    for m in ["c1^", "d2<", "e3>", "b4v", "a5^"] {
        g.play(m).unwrap();
        let text = g.position();
        let again = boardgames::from_position("zonghen", &text, &Options::none()).unwrap();
        assert_eq!(again.position(), text);
        // The moves' numbers count the game's history, which a position text does not carry.
        let unnumbered = |moves: Vec<boardgames::core::MoveInfo>| {
            moves.into_iter().map(|m| boardgames::core::MoveInfo { number: 0, ..m }).collect::<Vec<_>>()
        };
        assert_eq!(unnumbered(again.legal_moves()), unnumbered(g.legal_moves()));
    }
}

#[test]
fn bad_position_text_is_refused_with_a_reason() {
    let cases = [
        ("", "invalid position"),
        ("8/8/8/8/8/8/8/8 b 0", "invalid position"),
        ("8/8/8/8/8/8/8 b 0 0", "the board has 7 rows"),
        ("8/8/8/8/8/8/8/9 b 0 0", "row 8 of the board '9' is longer than 8 squares"),
        ("8/8/8/8/8/8/8/7 b 0 0", "has 7 squares, not 8"),
        ("8/8/8/8/8/8/8/7x b 0 0", "invalid character 'x'"),
        ("8/8/8/8/8/8/8/8 x 0 0", "invalid turn 'x'"),
        ("8/8/8/8/8/8/8/8 b 33 0", "invalid black supply '33'"),
        ("8/8/8/8/8/8/8/8 b 0 -1", "invalid white supply '-1'"),
        ("bbbbbbbb/8/8/8/8/8/8/8 b 32 0", "black has 40 pieces on the board and in supply; each player has 32"),
        ("8/8/8/8/8/8/8/99999999999999999999999 b 0 0", "longer than 8 squares"),
    ];
    for (text, why) in cases {
        let err = boardgames::from_position("zonghen", text, &Options::none()).err().unwrap_or_else(|| panic!("{text} accepted"));
        assert!(err.0.contains(why), "{text}: {err}");
    }
}

#[test]
fn view_shows_supplies_groups_and_largest_groups() {
    let g = boardgames::from_position("zonghen", "bb6/b7/8/8/8/8/8/6ww w 3 4", &Options::none()).unwrap();
    let v = g.view();
    assert_eq!((v.rows, v.cols, v.style), (8, 8, "checker"));
    assert_eq!(v.labels[56], "a1");
    assert_eq!(format!("{:?}", v.cells[56]), "Dark");
    assert_eq!(format!("{:?}", v.cells[57]), "Light");
    assert_eq!(v.supply, Some([3, 4]));
    assert_eq!(v.scores, Some([3.0, 2.0]));
    assert_eq!(v.regions.len(), 2);
    assert_eq!((v.regions[0].side, v.regions[0].size, v.regions[0].cells.clone()), (0, 3, vec![0, 1, 8]));
    assert_eq!((v.regions[1].side, v.regions[1].size, v.regions[1].cells.clone()), (1, 2, vec![62, 63]));
    assert_eq!(v.turn, 1);
}

#[test]
fn zonghen_option_size_extends_the_setup_pattern() {
    for (size, start) in [
        (6, "1w1w1w/b1b1b1/1w1w1w/b1b1b1/1w1w1w/b1b1b1 b 9 9"),
        (10, "1w1w1w1w1w/b1b1b1b1b1/1w1w1w1w1w/b1b1b1b1b1/1w1w1w1w1w/b1b1b1b1b1/1w1w1w1w1w/b1b1b1b1b1/1w1w1w1w1w/b1b1b1b1b1 b 25 25"),
    ] {
        let g = boardgames::new_game("zonghen", &sized(size)).unwrap();
        assert_eq!(g.position(), start);
        assert_eq!(g.view().rows, size as usize);
    }
    let g = boardgames::new_game("zonghen", &sized(12)).unwrap();
    assert_eq!(g.view().supply, Some([36, 36]));
    assert!(boardgames::new_game("zonghen", &sized(9)).is_err());
    let err = boardgames::from_position("zonghen", START, &sized(10)).err().unwrap();
    assert!(err.0.contains("this game is 10x10 (option size)"), "{err}");
}

#[test]
fn catalog_entry() {
    let info = boardgames::catalog().into_iter().find(|g| g.id == "zonghen").unwrap();
    assert_eq!((info.name.en, info.name.ja, info.family), ("Zong-Heng", "ツォンヘン", "kato"));
    assert_eq!((info.rows, info.cols), (8, 8));
    assert_eq!(info.options.len(), 1);
    assert_eq!(info.options[0].name, "size");
}

#[test]
fn record_round_trips() {
    let mut g = new();
    for m in ["c1^", "d2<", "e3>"] {
        g.play(m).unwrap();
    }
    let record = g.record();
    assert!(record.contains("[Game \"zonghen\"]") && record.contains("1. c1^ d2< 2. e3>"), "{record}");
    let mut again = new();
    again.load_record(&record).unwrap();
    assert_eq!(again.position(), g.position());
    assert_eq!(again.history(), g.history());
}
