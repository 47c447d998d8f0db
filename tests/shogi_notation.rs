//! Shogi notations: Japanese (JSA rules: 同, 打, 成/不成, 上/引/寄/右/左/直), USI
//! moves and SFEN positions, with round trips over random playouts and the errors of
//! malformed SFEN.

mod shogi_util;

use boardgames::core::Rules;
use shogi_util::*;

#[test]
fn japanese_notation_basics_and_dou() {
    let mut g = game(START);
    assert_eq!(ja(&*g, "7g7f"), "▲7六歩");
    play_all(&mut *g, &["7g7f"]);
    assert_eq!(ja(&*g, "3c3d"), "△3四歩");
    play_all(&mut *g, &["3c3d"]);
    assert_eq!(ja(&*g, "8h2b+"), "▲2二角成");
    assert_eq!(ja(&*g, "8h2b"), "▲2二角不成");
    play_all(&mut *g, &["8h2b+"]);
    assert_eq!(ja(&*g, "3a2b"), "△同\u{3000}銀");
    play_all(&mut *g, &["3a2b"]);
    // 同 with a two-character name has no space; a move elsewhere has its square.
    assert_eq!(ja(&*g, "B*4e"), "▲4五角");
    assert_eq!(g.played().last().and_then(|m| m.ja.clone()).as_deref(), Some("△同\u{3000}銀"));
}

#[test]
fn japanese_notation_uchi_for_drops_only_when_needed() {
    let g = game("k8/9/3S5/9/9/9/9/9/4K4 b S 1");
    assert_eq!(ja(&*g, "S*5b"), "▲5二銀打");
    assert_eq!(ja(&*g, "S*5e"), "▲5五銀");
    assert_eq!(ja(&*g, "6c5b+"), "▲5二銀成");
    assert_eq!(ja(&*g, "6c5b"), "▲5二銀不成");
    // No 不成 where promotion is impossible, 成 where it is forced.
    let g = game("k8/4P4/9/9/5S3/9/9/9/4K4 b - 1");
    assert_eq!(ja(&*g, "4e4d"), "▲4四銀");
    assert_eq!(ja(&*g, "5b5a+"), "▲5一歩成");
}

#[test]
fn japanese_notation_motion_yori_sugu_and_hidari_agaru() {
    // Golds on 6五, 6六 and 5六 can all go to 5五.
    let g = game("8k/9/9/9/3G5/3GG4/9/9/K8 b - 1");
    assert_eq!(ja(&*g, "6e5e"), "▲5五金寄");
    assert_eq!(ja(&*g, "5f5e"), "▲5五金直");
    assert_eq!(ja(&*g, "6f5e"), "▲5五金左上");
}

#[test]
fn japanese_notation_hiku_and_agaru() {
    let g = game("8k/9/4G4/9/5G3/9/9/9/K8 b - 1");
    assert_eq!(ja(&*g, "5c5d"), "▲5四金引");
    assert_eq!(ja(&*g, "4e5d"), "▲5四金上");
}

#[test]
fn japanese_notation_migi_hidari_sugu() {
    let g = game("8k/9/3GGG3/9/9/9/9/9/K8 b - 1");
    assert_eq!(ja(&*g, "6c5b"), "▲5二金左");
    assert_eq!(ja(&*g, "5c5b"), "▲5二金直");
    assert_eq!(ja(&*g, "4c5b"), "▲5二金右");
    // From Gote's side right and left are mirrored.
    let g = game("4k4/9/9/9/9/9/3ggg3/9/K8 w - 1");
    assert_eq!(ja(&*g, "6g5h"), "△5八金右");
    assert_eq!(ja(&*g, "5g5h"), "△5八金直");
    assert_eq!(ja(&*g, "4g5h"), "△5八金左");
}

#[test]
fn japanese_notation_knights_and_promotion_suffix() {
    let g = game("8k/9/9/9/3N1N3/9/9/9/K8 b - 1");
    assert_eq!(ja(&*g, "6e5c+"), "▲5三桂左成");
    assert_eq!(ja(&*g, "4e5c"), "▲5三桂右不成");
}

#[test]
fn japanese_notation_dragons_are_placed_relative_to_each_other() {
    // Both dragons go back (引) to 2四: only right/left tells them apart, and no 直.
    let g = game("k8/7+R1/8+R/9/9/9/9/9/4K4 b - 1");
    assert_eq!(ja(&*g, "1c2d"), "▲2四龍右");
    assert_eq!(ja(&*g, "2b2d"), "▲2四龍左");
}

#[test]
fn play_accepts_japanese_text_leniently() {
    let mut g = game(START);
    for text in ["▲7六歩", "３四歩", "☗2六歩", "△8四歩", "7六角不成"] {
        if text == "7六角不成" {
            assert!(g.play(text).is_err(), "not legal here");
        } else {
            g.play(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        }
    }
    assert_eq!(g.history(), ["7g7f", "3c3d", "2g2f", "8c8d"]);
    play_all(&mut *g, &["8h2b+"]);
    for text in ["同銀", "△同　銀", "2二同銀", "2二銀", "3a2b", "同　銀(31)"] {
        let mut copy = boardgames::from_position("shogi", START, &boardgames::core::Options::none()).expect("start");
        play_all(&mut *copy, &["7g7f", "3c3d", "2g2f", "8c8d", "8h2b+"]);
        copy.play(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(copy.history().last().map(String::as_str), Some("3a2b"), "{text}");
    }
    let err = g.play("banana").unwrap_err().to_string();
    assert!(err.contains("not a legal move"), "{err}");
    let err = g.play("5i5h").unwrap_err().to_string();
    assert!(err.contains("illegal move '5i5h': the piece on 5i is not yours"), "{err}");
}

#[test]
fn usi_and_sfen_round_trips_over_random_playouts() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for game_no in 0..40 {
        let mut p = pos(START);
        for _ply in 0..160 {
            let moves = legal(&p);
            if moves.is_empty() {
                break;
            }
            let text = p.position_text();
            let q = p.read_position(&text).unwrap_or_else(|e| panic!("game {game_no}: {text}: {e}"));
            assert_eq!(q.position_text(), text);
            assert_eq!(q.hash(), p.hash(), "{text}");
            let names = |x: &boardgames::games::shogi::Shogi| {
                let mut v: Vec<String> = legal(x).iter().map(|m| x.describe(m, &legal(x)).notation).collect();
                v.sort();
                v
            };
            assert_eq!(names(&q), names(&p), "{text}");
            for m in &moves {
                let info = p.describe(m, &moves);
                assert_eq!(p.parse_move(&info.notation, &moves).ok(), Some(*m), "{}", info.notation);
            }
            for _ in 0..3 {
                let m = moves[rng.below(moves.len())];
                let ja = p.describe(&m, &moves).ja.expect("ja");
                assert_eq!(p.parse_move(&ja, &moves).ok(), Some(m), "{ja} in {text}");
            }
            let m = moves[rng.below(moves.len())];
            p.apply(&m);
        }
    }
}

#[test]
fn malformed_sfen_is_refused_with_a_reason() {
    let cases = [
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", "9 ranks"),
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1", "8 squares"),
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1", "more than 9"),
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1", "unknown piece letter 'X'"),
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNS+GKGSNL b - 1", "does not promote"),
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1", "side to move"),
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0", "move number"),
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b K 1", "king cannot be in hand"),
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1", "too many pawns"),
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2 1", "end with a number"),
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKKSNL b - 1", "two kings"),
        ("4k4/9/9/9/9/9/4P4/4P4/4K4 b - 1", "nifu"),
        ("4k2P1/9/9/9/9/9/9/9/4K4 b - 1", "could never move"),
        ("4k4/9/9/9/9/9/9/9/n3K4 w - 1", "gote knight on 9i could never move"),
        ("4k4/N8/9/9/9/9/9/9/4K4 b - 1", "could never move"),
        ("4k4/4R4/9/9/9/9/9/9/4K4 b - 1", "gote, not to move, is in check"),
        ("lnsgkgsnl b -", "9 ranks"),
        ("", "an sfen has"),
        ("4k4/9/9/9/9/9/9/9/4K4 b 10P9P 1", "more than a set has"),
        ("4k4/9/9/9/9/9/9/9/4K4 b 3R 1", "more than a set has"),
    ];
    for (text, wanted) in cases {
        match boardgames::from_position("shogi", text, &boardgames::core::Options::none()) {
            Ok(_) => panic!("accepted: {text}"),
            Err(e) => assert!(e.to_string().contains(wanted), "{text}: '{e}' lacks '{wanted}'"),
        }
    }
    // A promoted pawn on the same file is not nifu; "sfen " in front is accepted.
    assert!(boardgames::from_position("shogi", "sfen 4k4/9/9/9/9/9/4P4/4+P4/4K4 b - 1", &boardgames::core::Options::none()).is_ok());
}
