//! KIF records: our output read back gives the same game (even, handicap and BOD
//! starts), and typical KIF/KI2 files and USI position commands are read.

mod shogi_util;

use boardgames::session::AnyGame;
use shogi_util::*;

fn reload(g: &dyn AnyGame, fresh: &mut dyn AnyGame) {
    let text = g.record();
    fresh.load_record(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(fresh.start_position(), g.start_position(), "{text}");
    assert_eq!(fresh.history(), g.history(), "{text}");
    assert_eq!(fresh.position(), g.position(), "{text}");
}

#[test]
fn kif_export_then_import_gives_the_same_game() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    for round in 0..12 {
        let mut g = new_game("none");
        random_game(&mut *g, &mut rng, 40 + round * 10);
        reload(&*g, &mut *new_game("none"));
    }
    for handicap in ["lance", "bishop", "rook", "two", "four", "six"] {
        let mut g = new_game(handicap);
        random_game(&mut *g, &mut rng, 60);
        assert!(g.record().contains("上手"), "{}", g.record());
        // Read into a game created without the handicap option: the 手合割 decides.
        reload(&*g, &mut *new_game("none"));
    }
    // A start that is no standard one is written as a BOD diagram.
    let sfen = "ln1g3nl/1r3kg2/p2pppsp1/2ps2p1p/1p7/2P1P1PP1/PPSP1PS1P/1KG2G1R1/LN5NL w Bb 40";
    let mut g = game(sfen);
    random_game(&mut *g, &mut rng, 50);
    assert!(g.record().contains("後手の持駒：角"), "{}", g.record());
    reload(&*g, &mut *new_game("none"));
}

#[test]
fn kif_output_format() {
    let mut g = new_game("none");
    play_all(&mut *g, &["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
    assert!(g.resign());
    let expected = "手合割：平手\n先手：\n後手：\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同\u{3000}銀(31)\n   5 ４五角打\n   6 投了\nまで5手で先手の勝ち\n";
    assert_eq!(g.record(), expected);
    let mut g = new_game("lance");
    play_all(&mut *g, &["5a4b", "7g7f"]);
    assert!(g.record().starts_with("手合割：香落ち\n下手：\n上手：\n"), "{}", g.record());
    assert!(g.record().contains("   1 ４二玉(51)\n   2 ７六歩(77)\n"), "{}", g.record());
    // Declining a promotion is written 不成.
    let mut g = new_game("none");
    play_all(&mut *g, &["7g7f", "3c3d", "8h2b"]);
    assert!(g.record().contains("   3 ２二角不成(88)\n"), "{}", g.record());
}

#[test]
fn reads_a_typical_kif_file() {
    let text = "\u{feff}# ---- Kifu for Windows V7 V7.70 棋譜ファイル ----\n開始日時：2024/01/02 10:00:00\n棋戦：テスト\n手合割：平手\n先手：先手太郎\n後手：後手花子\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:01/00:00:01)\n*初手のコメント\n   2 ３四歩(33)   ( 0:02/00:00:02)\n   3 ２二角成(88)   ( 0:03/00:00:04)\n   4 同　銀(31)   ( 0:01/00:00:03)\n   5 ４五角打   ( 0:05/00:00:09)\n   6 投了   ( 0:10/00:00:13)\nまで5手で先手の勝ち\n\n変化：3手\n   3 ６六歩(67)   ( 0:00/00:00:00)\n";
    let mut g = new_game("none");
    g.load_record(text).expect("kif");
    assert_eq!(g.history(), ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
}

#[test]
fn reads_handicap_and_bod_starts() {
    let text = "手合割：香落ち\n下手：\n上手：\n手数----指手---------消費時間--\n   1 ３四歩(33)\n   2 ７六歩(77)\n";
    let mut g = new_game("none");
    g.load_record(text).expect("handicap kif");
    assert_eq!(g.start_position(), "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
    assert_eq!(g.history(), ["3c3d", "7g7f"]);
    let bod = "後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n| ・ ・ ・ ・ ・ ・ ・v桂v玉|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ ・ ・ ・ 銀 ・|三\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n+---------------------------+\n先手の持駒：歩　金二\n先手番\n手数----指手---------消費時間--\n   1 １三歩打\n";
    let mut g = new_game("none");
    g.load_record(bod).expect("bod kif");
    assert_eq!(g.start_position(), "7nk/9/7S1/9/9/9/9/9/4K4 b 2GP 1");
    assert_eq!(g.history(), ["P*1c"]);
    let mut g = new_game("none");
    let err = g.load_record("手合割：十一枚落ち\n").unwrap_err().to_string();
    assert!(err.contains("手合割"), "{err}");
    let err = g.load_record("手合割：平手\n   1 ７五歩(77)\n").unwrap_err().to_string();
    assert!(err.contains("move 1"), "{err}");
    assert_eq!(g.history(), Vec::<String>::new(), "a failed load changes nothing");
}

#[test]
fn reads_ki2_lines_and_usi_position_commands() {
    let mut g = new_game("none");
    g.load_record("手合割：平手\n▲７六歩　△３四歩　▲２二角成　△同　銀\n▲４五角\n").expect("ki2");
    assert_eq!(g.history(), ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
    g.load_record("position startpos moves 7g7f 3c3d").expect("usi");
    assert_eq!(g.history(), ["7g7f", "3c3d"]);
    g.load_record("position sfen 7nk/9/7S1/9/9/9/9/9/4K4 b P 1 moves P*1c").expect("usi sfen");
    assert_eq!(g.history(), ["P*1c"]);
    assert_eq!(g.start_position(), "7nk/9/7S1/9/9/9/9/9/4K4 b P 1");
}
