//! Shogi rules (docs/rules.md, "Shogi"), one test per rule, positions in SFEN.

mod shogi_util;

use boardgames::session::AnyGame;
use shogi_util::*;

fn outcome(g: &dyn AnyGame) -> Option<(Option<u8>, &'static str)> {
    g.outcome().map(|o| (o.winner.map(|w| w.index() as u8), o.reason.code()))
}

#[test]
fn shogi_uchifuzume_pawn_drop_mate_is_illegal() {
    // Gote's king on 1a is boxed in by its own knight on 2a and Sente's silver on 2c,
    // which also guards 1b: a pawn dropped on 1b would mate.
    let mut g = game("7nk/9/7S1/9/9/9/9/9/4K4 b P 1");
    let drops = moves_from(&*g, "P*");
    assert!(!drops.contains(&"P*1b".to_string()));
    // Every other empty square below rank a takes a pawn (no Sente pawn on the board).
    let expected: Vec<String> = all_squares()
        .into_iter()
        .filter(|s| !s.ends_with('a') && !["1b", "2c", "5i"].contains(&s.as_str()))
        .map(|s| format!("P*{s}"))
        .collect();
    assert_eq!(drops, strings(&expected.iter().map(String::as_str).collect::<Vec<_>>()));
    let err = g.play("P*1b").unwrap_err().to_string();
    assert!(err.contains("uchifuzume"), "{err}");
    assert_eq!(g.position(), "7nk/9/7S1/9/9/9/9/9/4K4 b P 1");
}

#[test]
fn shogi_uchifuzume_only_forbids_a_drop_that_really_mates() {
    // Without the silver the king takes the pawn: the drop is a plain check.
    let g = game("7nk/9/9/9/9/9/9/9/4K4 b P 1");
    assert!(moves(&*g).contains(&"P*1b".to_string()));
    // A Gote gold on 2b can take the pawn: legal.
    let g = game("7nk/7g1/7S1/9/9/9/9/9/4K4 b P 1");
    assert!(moves(&*g).contains(&"P*1b".to_string()));
    // The same gold pinned by the bishop on 5e cannot: mate, so illegal.
    let g = game("7nk/7g1/7S1/9/4B4/9/9/9/4K4 b P 1");
    assert!(!moves(&*g).contains(&"P*1b".to_string()));
    assert!(moves(&*g).contains(&"P*1c".to_string()));
}

#[test]
fn shogi_uchifuzume_a_pawn_push_mate_is_legal() {
    let mut g = game("7nk/9/7SP/9/9/9/9/9/4K4 b - 1");
    assert_eq!(moves_from(&*g, "1c"), strings(&["1c1b", "1c1b+"]));
    g.play("1c1b").expect("a pawn move may mate");
    assert_eq!(outcome(&*g), Some((Some(0), "checkmate")));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn shogi_nifu_counts_unpromoted_pawns_only() {
    // Sente has a pawn on file 5 and a tokin on file 3.
    let g = game("4k4/9/6+P2/9/9/9/4P4/9/4K4 b P 1");
    let drops = moves_from(&*g, "P*");
    assert!(drops.iter().all(|d| !d.starts_with("P*5")), "nifu on file 5: {drops:?}");
    assert!(drops.contains(&"P*3e".to_string()), "a tokin does not block a drop");
    let expected: Vec<String> =
        all_squares().into_iter().filter(|s| !s.ends_with('a') && !s.starts_with('5') && s != "3c").map(|s| format!("P*{s}")).collect();
    assert_eq!(drops, strings(&expected.iter().map(String::as_str).collect::<Vec<_>>()));
    let mut g = g;
    let err = g.play("P*5e").unwrap_err();
    assert!(err.to_string().contains("nifu"), "{err}");
    assert_eq!(err.code(), Some("nifu"), "the stable code the lessons word");
}

#[test]
fn shogi_forced_promotion() {
    let g = game("4k4/6P2/9/2N5L/7N1/9/9/9/4K4 b - 1");
    // A pawn or lance on the last rank, a knight on the last two ranks could never move.
    assert_eq!(moves_from(&*g, "3b"), strings(&["3b3a+"]));
    assert_eq!(moves_from(&*g, "1d"), strings(&["1d1a+", "1d1b", "1d1b+", "1d1c", "1d1c+"]));
    assert_eq!(moves_from(&*g, "7d"), strings(&["7d6b+", "7d8b+"]));
    assert_eq!(moves_from(&*g, "2e"), strings(&["2e1c", "2e1c+", "2e3c", "2e3c+"]));
    let mut g = g;
    let err = g.play("3b3a").unwrap_err();
    assert!(err.to_string().contains("must promote"), "{err}");
    assert_eq!(err.code(), Some("must-promote"));
    // The same for Gote, towards rank i.
    let g = game("4k4/9/9/9/9/9/9/p8/4K4 w - 1");
    assert_eq!(moves_from(&*g, "9h"), strings(&["9h9i+"]));
}

#[test]
fn shogi_drop_dead_square_refused() {
    let g = game("4k4/9/9/9/9/9/9/9/4K4 b PLN 1");
    let empty: Vec<String> = all_squares().into_iter().filter(|s| s != "5a" && s != "5i").collect();
    let drops_of = |letter: &str, banned: &[char]| -> Vec<String> {
        let list: Vec<String> = empty.iter().filter(|s| !banned.iter().any(|r| s.ends_with(*r))).map(|s| format!("{letter}*{s}")).collect();
        strings(&list.iter().map(String::as_str).collect::<Vec<_>>())
    };
    assert_eq!(moves_from(&*g, "P*"), drops_of("P", &['a']));
    assert_eq!(moves_from(&*g, "L*"), drops_of("L", &['a']));
    assert_eq!(moves_from(&*g, "N*"), drops_of("N", &['a', 'b']));
    let g = game("4k4/9/9/9/9/9/9/9/4K4 w pln 1");
    assert_eq!(moves_from(&*g, "P*"), drops_of("P", &['i']));
    assert_eq!(moves_from(&*g, "L*"), drops_of("L", &['i']));
    assert_eq!(moves_from(&*g, "N*"), drops_of("N", &['h', 'i']));
}

#[test]
fn shogi_promotion_optional_offers_both() {
    let g = game("4k4/9/3S5/7S1/9/9/9/9/4K4 b - 1");
    let all = moves(&*g);
    for pair in ["6c6b", "6c7d", "6c5d", "2d2c", "2d1c", "2d3c"] {
        // Inside the zone (6c6b), leaving it (6c7d) and entering it (2d2c): both offered.
        assert!(all.contains(&pair.to_string()) && all.contains(&format!("{pair}+")), "{pair} in {all:?}");
    }
    assert!(all.contains(&"2d1e".to_string()) && !all.contains(&"2d1e+".to_string()));
    assert_eq!(moves_from(&*g, "6c"), strings(&["6c5b", "6c5b+", "6c5d", "6c5d+", "6c6b", "6c6b+", "6c7b", "6c7b+", "6c7d", "6c7d+"]));
}

#[test]
fn shogi_promotion_never_for_gold_and_king() {
    let g = game("4k4/9/3G5/9/9/9/9/9/4K4 b - 1");
    assert!(moves(&*g).iter().all(|m| !m.ends_with('+')));
}

#[test]
fn shogi_check_no_move_may_leave_the_king_in_check() {
    // The silver on 5h is pinned by the rook on 5a: it may not step aside.
    let g = game("4r3k/9/9/9/9/9/9/4S4/4K4 b - 1");
    assert_eq!(moves_from(&*g, "5h"), strings(&["5h5g"]));
    // A pinned lance may move along the pin line, capturing the pinner included.
    let g = game("4r3k/9/9/9/9/9/9/4L4/4K4 b - 1");
    assert_eq!(moves_from(&*g, "5h"), strings(&["5h5a+", "5h5b", "5h5b+", "5h5c", "5h5c+", "5h5d", "5h5e", "5h5f", "5h5g"]));
}

#[test]
fn shogi_check_must_be_answered() {
    // Rook check along the file: block by a drop between, capture, or move the king.
    let g = game("4r3k/9/9/9/9/9/9/9/4K4 b G 1");
    let all = moves(&*g);
    assert!(all.iter().all(|m| m.starts_with("G*5") || m.starts_with("5i")), "{all:?}");
    assert_eq!(moves_from(&*g, "G*"), strings(&["G*5b", "G*5c", "G*5d", "G*5e", "G*5f", "G*5g", "G*5h"]));
    assert_eq!(g.view().check, Some(76));
}

#[test]
fn shogi_checkmate_and_no_moves_lose() {
    // Head gold mate (頭金).
    let mut g = game("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    g.play("G*5b").expect("gold drop");
    assert_eq!(outcome(&*g), Some((Some(0), "checkmate")));
    // Gote to move, not in check, with no legal move: a loss by "no-moves".
    let g = game("8k/6G2/6G1P/9/9/9/9/9/4K4 w - 1");
    assert!(g.legal_moves().is_empty(), "{:?}", moves(&*g));
    assert_eq!(outcome(&*g), Some((Some(0), "no-moves")));
}

#[test]
fn shogi_perpetual_check_sennichite_loses() {
    // Sente's rook checks on every move; Gote's king steps between 4a and 5a.
    let mut g = game("5k3/9/9/9/4R4/9/9/9/K8 b - 1");
    let cycle = ["5e4e", "4a5a", "4e5e", "5a4a"];
    for _ in 0..2 {
        play_all(&mut *g, &cycle);
    }
    play_all(&mut *g, &cycle[..3]);
    assert_eq!(outcome(&*g), None, "three occurrences are not sennichite");
    play_all(&mut *g, &cycle[3..]);
    // The fourth occurrence: Sente gave check with all of its moves and loses.
    assert_eq!(outcome(&*g), Some((Some(1), "perpetual-check")));
}

#[test]
fn shogi_perpetual_check_loses_for_the_side_that_just_checked() {
    // Gote's rook checks on every move and completes the fourth occurrence itself.
    let mut g = game("8k/9/9/9/5r3/9/9/9/5K3 b - 1");
    let cycle = ["4i5i", "4e5e", "5i4i", "5e4e"];
    for _ in 0..2 {
        play_all(&mut *g, &cycle);
    }
    assert_eq!(outcome(&*g), None);
    play_all(&mut *g, &cycle[..3]);
    assert_eq!(outcome(&*g), None);
    play_all(&mut *g, &cycle[3..]);
    assert_eq!(outcome(&*g), Some((Some(0), "perpetual-check")));
}

#[test]
fn shogi_sennichite_draw() {
    let mut g = game("8k/9/9/9/9/9/9/9/K8 b - 1");
    let cycle = ["9i9h", "1a1b", "9h9i", "1b1a"];
    for _ in 0..2 {
        play_all(&mut *g, &cycle);
    }
    play_all(&mut *g, &cycle[..3]);
    assert_eq!(outcome(&*g), None);
    play_all(&mut *g, &cycle[3..]);
    assert_eq!(outcome(&*g), Some((None, "sennichite")));
    assert!(g.legal_moves().is_empty());
    // Checks on only some moves of the cycle: still a draw.
    let mut g = game("5k3/9/9/9/4R4/9/9/9/K8 b - 1");
    let cycle = ["5e4e", "4a3a", "4e5e", "3a4a"];
    for _ in 0..3 {
        play_all(&mut *g, &cycle);
    }
    assert_eq!(outcome(&*g), Some((None, "sennichite")));
}

#[test]
fn shogi_impasse_declaration() {
    // Sente: king on 5b, eight tokins, a dragon and a horse in the zone (18 points)
    // and ten pawns in hand: 28 points, enough for Sente.
    let mut g = game("+P+P+P+P5/+P+P+P+PK4/+R+B7/9/9/9/9/9/8k b 10P 1");
    let before = g.perft(1);
    assert!(g.declare_win());
    assert_eq!(outcome(&*g), Some((Some(0), "impasse")));
    // 27 points are not enough for Sente: nothing changes.
    let mut g = game("+P+P+P+P5/+P+P+P+PK4/+R+B7/9/9/9/9/9/8k b 9P 1");
    assert!(!g.declare_win());
    assert_eq!(outcome(&*g), None);
    assert_eq!(g.position(), "+P+P+P+P5/+P+P+P+PK4/+R+B7/9/9/9/9/9/8k b 9P 1");
    // Gote needs 27.
    let mut g = game("K8/9/9/9/9/9/7+b+r/4k+p+p+p+p/5+p+p+p+p w 9p 1");
    assert!(g.declare_win());
    assert_eq!(outcome(&*g), Some((Some(1), "impasse")));
    // Ten pieces in the zone are needed, whatever the points (nine here, 28 points).
    let mut g = game("+P+P+P+P5/+P+P+P1K4/+R+B7/9/9/9/9/9/8k b 11P 1");
    assert!(!g.declare_win());
    // Not while in check.
    let mut g = game("+P+P+P+P5/+P+P+P+PK4/+R+B7/9/9/9/9/4r4/8k b 10P 1");
    assert!(!g.declare_win());
    // The declaration is an action: the legal moves are unchanged.
    let g = game("+P+P+P+P5/+P+P+P+PK4/+R+B7/9/9/9/9/9/8k b 10P 1");
    assert_eq!(g.perft(1), before);
}

#[test]
fn shogi_option_handicap_each_start_is_correct_and_gote_moves_first() {
    let cases = [
        ("lance", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
        ("bishop", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
        ("rook", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
        ("two", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
        ("four", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
        ("six", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    ];
    for (name, sfen) in cases {
        let mut g = new_game(name);
        assert_eq!(g.position(), sfen, "{name}");
        assert_eq!(g.turn().index(), 1, "{name}: the upper player (Gote) moves first");
        assert!(g.legal_moves().iter().all(|m| m.ja.as_deref().is_some_and(|j| j.starts_with('△'))));
        g.play("3c3d").expect("Gote's first move");
        assert_eq!(g.turn().index(), 0);
    }
    let g = new_game("none");
    assert_eq!(g.position(), START);
    assert_eq!(g.turn().index(), 0);
    // Gote's pieces that are removed are really gone.
    let view = new_game("six").view();
    for cell in [0, 1, 7, 8, 10, 16] {
        assert!(view.pieces[cell].is_none(), "cell {cell}");
    }
    assert!(boardgames::new_game(
        "shogi",
        &boardgames::core::Options::none().with("handicap", boardgames::core::OptionValue::Text("queen".into()))
    )
    .is_err());
}

#[test]
fn shogi_setup_standard_start_with_sente_to_move() {
    let g = new_game("none");
    assert_eq!(g.position(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    assert_eq!(g.turn(), boardgames::core::Side::First);
}

#[test]
fn shogi_drops_a_captured_piece_goes_to_hand_unpromoted_and_may_be_dropped() {
    // Sente's rook takes a tokin (a promoted pawn): a pawn goes to Sente's hand.
    let mut g = game("4k4/9/9/9/4+p4/9/9/4R4/4K4 b - 1");
    g.play("5h5e").unwrap();
    assert!(g.position().contains(" w P "), "{}", g.position());
    g.play("5a4a").unwrap();
    let all = moves(&*g);
    // Any empty square of a file without a Sente pawn, except the last rank (a pawn there
    // could never move): 8 ranks of 9 files, minus the squares taken by the rook and the kings.
    let drops: Vec<&String> = all.iter().filter(|m| m.starts_with("P*")).collect();
    assert!(all.contains(&"P*5c".to_string()) && !all.contains(&"P*5a".to_string()), "{all:?}");
    assert_eq!(drops.len(), 9 * 8 - 2, "{drops:?}");
}

#[test]
fn shogi_nifu_and_the_other_refused_moves_carry_their_rule_code() {
    // The error codes of docs/api.md for shogi's forbidden drops: the page words each rule.
    let code = |sfen: &str, usi: &str| game(sfen).play(usi).unwrap_err().code();
    assert_eq!(code("7nk/9/7S1/9/9/9/9/9/4K4 b P 1", "P*1b"), Some("uchifuzume"));
    assert_eq!(code("4k4/9/9/9/9/9/9/9/4K4 b N 1", "N*5b"), Some("dead-square"));
    assert_eq!(code("4k4/9/9/9/9/9/9/9/4K4 b P 1", "P*4a"), Some("dead-square"));
    // Sente's king on 5i is checked by the rook on 5a: a drop off the file leaves it in check.
    assert_eq!(code("4r4/9/9/9/9/9/9/9/4K4 b G 1", "G*1e"), Some("king-in-check"));
    // A drop with nothing in hand, or a move a piece cannot make, is a plain illegal move.
    assert_eq!(code("4k4/9/9/9/9/9/9/9/4K4 b - 1", "P*5e"), Some("illegal-move"));
    assert_eq!(code("4k4/9/9/9/9/9/9/9/4K4 b - 1", "5i3g"), Some("illegal-move"));
}
