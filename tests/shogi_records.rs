//! CSA and KI2 records: CSA written then read gives the same game (even, handicap and
//! other starts, promotions, drops, captures, the end), hand-written CSA and KI2 files
//! are read, KI2's 右/左/直/上/引/寄 pick the one legal move meant, and a bad move
//! stops the reading with its number.

mod shogi_util;

use boardgames::session::AnyGame;
use shogi_util::*;

fn csa(g: &dyn AnyGame) -> String {
    g.record_as("csa").expect("shogi writes csa")
}

/// Loads `text` into a fresh game and checks it is the game `g`.
fn same_game(g: &dyn AnyGame, text: &str) {
    let mut fresh = new_game("none");
    fresh.load_record(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(fresh.start_position(), g.start_position(), "{text}");
    assert_eq!(fresh.history(), g.history(), "{text}");
    assert_eq!(fresh.position(), g.position(), "{text}");
}

/// The header of a KIF record of a game started from `sfen` (its BOD diagram), for KI2 fixtures.
fn bod_header(sfen: &str) -> String {
    let kif = game(sfen).record();
    kif[..kif.find("手数----").expect("kif has the column heading")].to_string()
}

#[test]
fn csa_output_format_with_promotion_drop_capture_and_resignation() {
    let mut g = new_game("none");
    play_all(&mut *g, &["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "8b3b", "4e3d"]);
    assert!(g.resign());
    let expected = "V2.2\nPI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0045KA\n-8232HI\n+4534KA\n%TORYO\n";
    assert_eq!(csa(&*g), expected);
    same_game(&*g, expected);
    // Declining a promotion names the piece unpromoted.
    let mut g = new_game("none");
    play_all(&mut *g, &["7g7f", "3c3d", "8h2b"]);
    assert!(csa(&*g).ends_with("+8822KA\n"), "{}", csa(&*g));
}

#[test]
fn csa_export_then_import_gives_the_same_game() {
    let mut rng = Rng(0x0C5A_0C5A_1234_5678);
    for round in 0..12 {
        let mut g = new_game("none");
        random_game(&mut *g, &mut rng, 40 + round * 15);
        same_game(&*g, &csa(&*g));
        if g.outcome().is_none() {
            assert!(g.resign());
            let text = csa(&*g);
            assert!(text.ends_with("%TORYO\n"), "{text}");
            same_game(&*g, &text);
        }
    }
}

#[test]
fn csa_handicap_starts_are_pi_with_the_pieces_removed() {
    let mut rng = Rng(0x4A4D_1CA9_0000_0001);
    for (handicap, pi) in [
        ("lance", "PI11KY"),
        ("bishop", "PI22KA"),
        ("rook", "PI82HI"),
        ("two", "PI82HI22KA"),
        ("four", "PI91KY11KY82HI22KA"),
        ("six", "PI91KY81KE21KE11KY82HI22KA"),
    ] {
        let mut g = new_game(handicap);
        random_game(&mut *g, &mut rng, 50);
        let text = csa(&*g);
        // Gote (上手) moves first in a handicap game.
        assert!(text.starts_with(&format!("V2.2\n{pi}\n-\n-")), "{text}");
        // Read into a game created without the handicap: PI decides.
        same_game(&*g, &text);
    }
}

#[test]
fn csa_other_starts_are_rank_lines_and_hands() {
    let sfen = "ln1g3nl/1r3kg2/p2pppsp1/2ps2p1p/1p7/2P1P1PP1/PPSP1PS1P/1KG2G1R1/LN5NL w Bb 1";
    let mut g = game(sfen);
    let text = csa(&*g);
    assert!(text.contains("\nP1-KY-KE * -KI *  *  * -KE-KY\n"), "{text}");
    assert!(text.contains("\nP9+KY+KE *  *  *  *  * +KE+KY\n"), "{text}");
    assert!(text.contains("\nP+00KA\nP-00KA\n-\n"), "{text}");
    same_game(&*g, &text);
    let mut rng = Rng(0xB0D5_7A27_0000_0002);
    random_game(&mut *g, &mut rng, 60);
    same_game(&*g, &csa(&*g));
}

#[test]
fn reads_a_hand_written_csa_file() {
    let text = "'CSA encoding=UTF-8\n' a comment line\nV2.2\nN+Sente Taro\nN-Gote Hanako\n$EVENT:Test Cup, round 1\n$START_TIME:2024/01/02 10:00:00\nPI\n+\n+7776FU,T12,-3334FU,T5\n+8822UM\nT3\n' the bishop is taken back\n-3122GI,T7\n+0045KA\nT1\n%TORYO\n'after the end\n";
    let mut g = new_game("none");
    g.load_record(text).expect("csa");
    assert_eq!(g.history(), ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
    assert_eq!(g.start_position(), START);
    // Rank lines with a trailing blank square trimmed, P-00AL and a placement line.
    let text = "V2\nP1 *  *  *  *  *  *  * -KE-OU\nP2 *  *  *  *  *  *  *  *  *\nP3 *  *  *  *  *  *  * +GI *\nP4\nP5\nP6\nP7\nP8\nP9 *  *  *  * +OU *  *  *  *\nP+00KI00KI\nP+13FU\nP-00AL\n+\n+2312GI\n";
    let mut g = new_game("none");
    g.load_record(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.start_position(), "7nk/9/7SP/9/9/9/9/9/4K4 b 2G2r2b2g3s3n4l17p 1");
    assert_eq!(g.history(), ["2c1b"]);
}

#[test]
fn csa_errors_name_the_move_and_change_nothing() {
    let mut g = new_game("none");
    play_all(&mut *g, &["2g2f"]);
    for (text, wanted) in [
        ("PI\n+\n+7776FU\n-3334FU\n+7775FU\n", "move 3 '+7775FU'"),
        ("PI\n+\n+7776FU\n+3334FU\n", "move 2 '+3334FU' of the record: it is Gote's turn"),
        ("+7776FU\n-3334FU\n+8822RY\n", "move 3 '+8822RY' of the record: the piece on 88 is a KA, not a RY"),
        ("+7776FU\n-0055KA\n", "move 2 '-0055KA' of the record: no bishop in hand"),
        ("+7776FU,-33\n", "move 2 '-33'"),
        ("PI\n+\nP+00FU\n", "comes after the moves began"),
        ("PI99KA\n+\n", "there is no KA on 99 to remove"),
    ] {
        let err = g.load_record(text).expect_err(text).to_string();
        assert!(err.contains(wanted), "{err} (wanted {wanted})");
        assert_eq!(g.history(), ["2g2f"], "a failed load changes nothing");
    }
}

#[test]
fn record_format_argument() {
    let mut g = new_game("none");
    play_all(&mut *g, &["7g7f", "3c3d"]);
    assert_eq!(g.record_as("kif").expect("kif"), g.record());
    let err = g.record_as("psn").expect_err("unknown format").to_string();
    assert!(err.contains("'psn'"), "{err}");
    let chess = boardgames::new_game("chess", &boardgames::core::Options::none()).expect("chess");
    assert!(chess.record_as("csa").is_err());
}

// ------------------------------------------------------------------ KI2

#[test]
fn reads_a_hand_written_ki2_file() {
    let text = "開始日時：2024/01/02\n棋戦：テスト\n手合割：平手\n先手：先手太郎\n後手：後手花子\n\n▲７六歩　　△３四歩　　▲２二角不成\n*コメント\n△同　銀　　▲４五角打　△５二金右\n▲３四角　△３三銀　▲２三角成\nまで9手で先手の勝ち\n";
    let mut g = new_game("none");
    g.load_record(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.history(), ["7g7f", "3c3d", "8h2b", "3a2b", "B*4e", "6a5b", "4e3d", "2b3c", "3d2c+"]);
}

#[test]
fn ki2_disambiguation_right_left_straight() {
    // Golds on 6九, 5九 and 4九 can all go to 5八.
    let sfen = "4k4/9/9/9/9/9/9/9/3GGG2K b - 1";
    let g = game(sfen);
    assert_eq!(moves(&*g).into_iter().filter(|m| m.ends_with("5h")).collect::<Vec<_>>(), ["4i5h", "5i5h", "6i5h"]);
    for (said, usi) in [("５八金右", "4i5h"), ("５八金直", "5i5h"), ("５八金左", "6i5h")] {
        let mut g = game(sfen);
        g.load_record(&format!("{}▲{said}\n", bod_header(sfen))).unwrap_or_else(|e| panic!("{said}: {e}"));
        assert_eq!(g.history(), [usi], "{said}");
    }
    // For Gote the right is the other way.
    let sfen = "2k2ggg1/9/9/9/9/9/9/9/4K4 w - 1";
    for (said, usi) in [("３二金右", "4a3b"), ("３二金直", "3a3b"), ("３二金左", "2a3b")] {
        let mut g = game(sfen);
        g.load_record(&format!("{}△{said}\n", bod_header(sfen))).unwrap_or_else(|e| panic!("{said}: {e}"));
        assert_eq!(g.history(), [usi], "{said}");
    }
}

#[test]
fn ki2_disambiguation_up_back_sideways() {
    // Golds on 6九 (up to 5八), 4八 (sideways) and 5七 (back).
    let sfen = "4k4/9/9/9/9/9/4G4/5G3/3G4K b - 1";
    for (said, usi) in [("５八金上", "6i5h"), ("５八金寄", "4h5h"), ("５八金引", "5g5h")] {
        let mut g = game(sfen);
        g.load_record(&format!("{}▲{said}\n", bod_header(sfen))).unwrap_or_else(|e| panic!("{said}: {e}"));
        assert_eq!(g.history(), [usi], "{said}");
        // The engine writes the same word.
        assert!(ja(&*game(sfen), usi).ends_with(&said[said.len() - 3..]), "{}", ja(&*game(sfen), usi));
    }
    // Dragons: 右/左 compare the two, 引/寄/行 their motion.
    let sfen = "4k4/9/9/9/1+R5+R1/9/9/9/4K4 b - 1";
    for (said, usi) in [("５五龍右", "2e5e"), ("５五竜左", "8e5e")] {
        let mut g = game(sfen);
        g.load_record(&format!("{}▲{said}\n", bod_header(sfen))).unwrap_or_else(|e| panic!("{said}: {e}"));
        assert_eq!(g.history(), [usi], "{said}");
    }
}

#[test]
fn ki2_promotion_drop_and_ambiguity() {
    let sfen = "4k4/9/9/5S3/9/9/9/5G3/4K4 b G 1";
    for (said, usi) in [("３三銀成", "4d3c+"), ("３三銀不成", "4d3c"), ("３三銀生", "4d3c"), ("５八金打", "G*5h"), ("５八金", "4h5h")]
    {
        let mut g = game(sfen);
        g.load_record(&format!("{}▲{said}\n", bod_header(sfen))).unwrap_or_else(|e| panic!("{said}: {e}"));
        assert_eq!(g.history(), [usi], "{said}");
    }
    let sfen = "4k4/9/9/9/9/9/9/9/3GGG2K b - 1";
    let mut g = game(sfen);
    let err = g.load_record(&format!("{}▲５八金\n", bod_header(sfen))).expect_err("ambiguous").to_string();
    assert!(err.contains("move 1 '５八金'") && err.contains("右/左"), "{err}");
}

#[test]
fn ki2_reads_what_the_engine_writes() {
    // Every move of random games, written in the engine's Japanese notation (with its
    // disambiguation), read back as KI2.
    let mut rng = Rng(0x0CA1_0B1E_5EED_0003);
    for (round, handicap) in ["none", "none", "none", "none", "lance", "two"].iter().enumerate() {
        let mut g = new_game(handicap);
        random_game(&mut *g, &mut rng, 80 + round * 20);
        let name = match *handicap {
            "lance" => "香落ち",
            "two" => "二枚落ち",
            _ => "平手",
        };
        let mut text = format!("手合割：{name}\n");
        for (i, m) in g.played().iter().enumerate() {
            text.push_str(m.ja.as_deref().expect("japanese"));
            text.push_str(if i % 6 == 5 { "\n" } else { "　" });
        }
        same_game(&*g, &text);
    }
}

#[test]
fn ki2_errors_name_the_move() {
    let mut g = new_game("none");
    let err = g.load_record("手合割：平手\n▲７六歩　△３四歩　▲７六歩\n").expect_err("bad").to_string();
    assert!(err.contains("move 3 '７六歩'"), "{err}");
    let err = g.load_record("▲同　歩\n").expect_err("bad").to_string();
    assert!(err.contains("move 1") && err.contains("同"), "{err}");
    assert!(g.history().is_empty());
}
