//! Records keep their tags and result: for every game and every record format, a game with
//! players, event, site, date, round and other tags that ended by a result its moves do
//! not reach (a resignation) is written, read, written again and read again: the tags, the
//! moves and the result are the same each time. Records as other programs write them
//! (PGN, American PDN, KIF with a handicap, KI2, CSA) give their tags by side.

use boardgames::core::{Options, RecordTags};
use boardgames::session::AnyGame;
use boardgames::{catalog, new_game};

fn game(id: &str) -> Box<dyn AnyGame> {
    new_game(id, &Options::none()).unwrap()
}

fn tags() -> RecordTags {
    RecordTags {
        players: [Some("Ann \"the first\"".into()), Some("Bo".into())],
        event: Some("Club cup".into()),
        site: Some("Hall 2".into()),
        date: Some("2024.05.06".into()),
        round: Some("3".into()),
        result: None,
        other: vec![("Annotator".into(), "Cy".into()), ("TimeControl".into(), "600".into())],
    }
}

/// Plays up to `plies` moves (a fixed pick among the legal ones) without ending the game.
fn play_some(g: &mut dyn AnyGame, plies: usize) {
    for i in 0..plies {
        let legal = g.legal_moves();
        let Some(mv) = legal.get((i * 5 + 1) % legal.len().max(1)) else { break };
        let mv = mv.notation.clone();
        g.play(&mv).unwrap();
        if g.outcome().is_some() {
            g.undo();
            break;
        }
    }
}

/// Writes `g` in `format` with its tags, reads it back into a new game of `id`.
fn reread(id: &str, g: &dyn AnyGame, format: Option<&str>, tags: &RecordTags) -> Box<dyn AnyGame> {
    let text = g.record_tagged(format, None, tags).unwrap();
    let mut back = game(id);
    back.load_record_line(&text).unwrap_or_else(|e| panic!("{id} {format:?}: {e}\n{text}"));
    back
}

/// The formats every game writes: its own, and shogi's CSA.
fn formats(id: &str) -> Vec<Option<&'static str>> {
    if id == "shogi" {
        vec![None, Some("csa")]
    } else {
        vec![None]
    }
}

#[test]
fn every_format_round_trips_tags_moves_and_a_recorded_result() {
    for info in catalog() {
        for format in formats(info.id) {
            let mut g = game(info.id);
            play_some(&mut *g, 7);
            let loser = g.turn();
            assert!(g.resign(), "{}", info.id);
            let first = reread(info.id, &*g, format, &tags());
            let outcome = first.outcome().unwrap_or_else(|| panic!("{} {format:?}: the result was lost", info.id));
            assert_eq!(outcome.winner, Some(loser.other()), "{} {format:?}", info.id);
            assert_eq!(first.history(), g.history(), "{} {format:?}", info.id);
            let read = first.record_tags();
            assert_eq!(read.players, tags().players, "{} {format:?}", info.id);
            assert!(read.result.is_some(), "{} {format:?}", info.id);
            let second = reread(info.id, &*first, format, &read);
            assert_eq!(second.record_tags(), read, "{} {format:?}", info.id);
            assert_eq!(second.history(), first.history(), "{} {format:?}", info.id);
            assert_eq!(second.outcome(), first.outcome(), "{} {format:?}", info.id);
            // Written without tags, a loaded game writes the tags it was loaded with.
            assert_eq!(
                second.record_tagged(format, None, &read).unwrap(),
                second.record_tagged(format, None, &second.record_tags()).unwrap()
            );
        }
    }
}

#[test]
fn pgn_like_records_keep_every_tag() {
    for info in catalog().into_iter().filter(|i| i.id != "shogi") {
        let mut g = game(info.id);
        play_some(&mut *g, 4);
        g.resign();
        let back = reread(info.id, &*g, None, &tags());
        let read = back.record_tags();
        assert_eq!(read.event.as_deref(), Some("Club cup"), "{}", info.id);
        assert_eq!(read.site.as_deref(), Some("Hall 2"), "{}", info.id);
        assert_eq!(read.date.as_deref(), Some("2024.05.06"), "{}", info.id);
        assert_eq!(read.round.as_deref(), Some("3"), "{}", info.id);
        assert_eq!(read.other, tags().other, "{}", info.id);
    }
}

#[test]
fn a_game_not_loaded_has_no_tags() {
    let g = game("chess");
    assert_eq!(g.record_tags(), RecordTags::default());
    assert!(g.record().contains("[White \"?\"]"));
}

#[test]
fn pgn_white_and_black_and_a_resignation_written_as_a_result() {
    let mut g = game("chess");
    let text = "[Event \"Casual\"]\n[Site \"Oslo\"]\n[Date \"2023.01.02\"]\n[Round \"-\"]\n[White \"Carlsen\"]\n[Black \"Caruana\"]\n[Result \"0-1\"]\n[ECO \"C20\"]\n\n1. e4 e5 2. Qh5 Nc6 0-1\n";
    g.load_record_line(text).unwrap();
    let tags = g.record_tags();
    assert_eq!(tags.players, [Some("Carlsen".to_string()), Some("Caruana".to_string())]);
    assert_eq!(tags.result.as_deref(), Some("0-1"));
    assert_eq!(tags.other, vec![("ECO".to_string(), "C20".to_string())]);
    let o = g.outcome().unwrap();
    assert_eq!((o.winner.map(|s| s.index()), o.reason.code()), (Some(1), "recorded"));
    assert!(g.legal_moves().is_empty());
    let out = g.record();
    assert!(out.contains("[White \"Carlsen\"]") && out.contains("[Black \"Caruana\"]") && out.contains("[ECO \"C20\"]"), "{out}");
    assert!(out.contains("[Result \"0-1\"]") && out.trim_end().ends_with("0-1"), "{out}");
}

#[test]
fn american_pdn_black_moves_first_and_is_side_0() {
    let mut g = game("american");
    let text = "[Event \"Match\"]\n[Black \"Tinsley\"]\n[White \"Chinook\"]\n[Result \"1-0\"]\n\n1. 11-15 23-19 1-0\n";
    g.load_record_line(text).unwrap();
    let tags = g.record_tags();
    assert_eq!(tags.players, [Some("Tinsley".to_string()), Some("Chinook".to_string())]);
    assert_eq!(g.outcome().unwrap().winner.map(|s| s.index()), Some(0));
    let out = g.record();
    assert!(out.contains("[White \"Chinook\"]\n[Black \"Tinsley\"]"), "{out}");
}

#[test]
fn draughts_2_0_and_1_1_results() {
    let mut g = game("international");
    g.load_record_line("[White \"A\"]\n[Black \"B\"]\n[Result \"1-1\"]\n\n1. 32-28 19-23 1-1\n").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason.code()), (None, "recorded"));
    assert!(g.record().contains("[Result \"1-1\"]"));
    g.load_record_line("[Result \"0-2\"]\n\n1. 32-28 19-23 0-2\n").unwrap();
    assert_eq!(g.outcome().unwrap().winner.map(|s| s.index()), Some(1));
}

#[test]
fn kif_players_event_date_and_resignation() {
    let mut g = game("shogi");
    let text = "開始日時：2024/01/02 10:00\n棋戦：竜王戦\n場所：東京\n手合割：平手\n先手：羽生善治\n後手：藤井聡太\n戦型：相掛かり\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\nまで2手で後手の勝ち\n";
    g.load_record_line(text).unwrap();
    let tags = g.record_tags();
    assert_eq!(tags.players, [Some("羽生善治".to_string()), Some("藤井聡太".to_string())]);
    assert_eq!(tags.event.as_deref(), Some("竜王戦"));
    assert_eq!(tags.site.as_deref(), Some("東京"));
    assert_eq!(tags.date.as_deref(), Some("2024/01/02 10:00"));
    assert_eq!(tags.result.as_deref(), Some("投了"));
    assert_eq!(tags.other, vec![("戦型".to_string(), "相掛かり".to_string())]);
    let o = g.outcome().unwrap();
    assert_eq!((o.winner.map(|s| s.index()), o.reason.code()), (Some(1), "resignation"));
    let out = g.record();
    for line in
        ["先手：羽生善治", "後手：藤井聡太", "棋戦：竜王戦", "開始日時：2024/01/02 10:00", "戦型：相掛かり", "投了", "まで2手で後手の勝ち"]
    {
        assert!(out.contains(line), "{line} in\n{out}");
    }
}

#[test]
fn kif_handicap_players_are_shitate_and_uwate() {
    let mut g = new_game("shogi", &Options::none().with("handicap", boardgames::core::OptionValue::Text("lance".into()))).unwrap();
    let text = "手合割：香落ち\n下手：Ann\n上手：Bo\n手数----指手---------消費時間--\n   1 ３四歩(33)\n   2 ７六歩(77)\n   3 投了\n";
    g.load_record_line(text).unwrap();
    let tags = g.record_tags();
    assert_eq!(tags.players, [Some("Ann".to_string()), Some("Bo".to_string())]);
    // 上手 (side 1) moved first and resigned at move 3.
    assert_eq!(g.outcome().unwrap().winner.map(|s| s.index()), Some(0));
    let out = g.record();
    assert!(out.contains("下手：Ann") && out.contains("上手：Bo"), "{out}");
}

#[test]
fn ki2_players_and_end_word() {
    let mut g = game("shogi");
    g.load_record_line("先手：A\n後手：B\n\n▲７六歩    △３四歩    ▲２六歩\nまで3手で先手の勝ち\n").unwrap();
    assert_eq!(g.record_tags().players, [Some("A".to_string()), Some("B".to_string())]);
    assert!(g.outcome().is_none(), "no end word: no result");
    g.load_record_line("先手：A\n後手：B\n\n▲７六歩    △３四歩    ▲２六歩 △投了\n").unwrap();
    assert_eq!(g.outcome().unwrap().winner.map(|s| s.index()), Some(0));
}

#[test]
fn csa_names_event_start_time_and_toryo() {
    let mut g = game("shogi");
    let text = "V2.2\nN+Ann\nN-Bo\n$EVENT:Cup\n$START_TIME:2024/01/02 10:00:00\n$OPENING:YAGURA\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n";
    g.load_record_line(text).unwrap();
    let tags = g.record_tags();
    assert_eq!(tags.players, [Some("Ann".to_string()), Some("Bo".to_string())]);
    assert_eq!(tags.event.as_deref(), Some("Cup"));
    assert_eq!(tags.date.as_deref(), Some("2024/01/02 10:00:00"));
    assert_eq!(tags.result.as_deref(), Some("%TORYO"));
    assert_eq!(tags.other, vec![("OPENING".to_string(), "YAGURA".to_string())]);
    assert_eq!(g.outcome().unwrap().winner.map(|s| s.index()), Some(1));
    let out = g.record_as("csa").unwrap();
    for line in ["N+Ann", "N-Bo", "$EVENT:Cup", "$START_TIME:2024/01/02 10:00:00", "$OPENING:YAGURA", "%TORYO"] {
        assert!(out.contains(line), "{line} in\n{out}");
    }
}

#[test]
fn a_result_the_moves_already_reached_is_the_rules_own() {
    let mut g = game("chess");
    g.load_record_line("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").unwrap();
    assert_eq!(g.outcome().unwrap().reason.code(), "checkmate");
}

#[test]
fn an_unfinished_result_leaves_the_game_going() {
    let mut g = game("chess");
    g.load_record_line("[White \"A\"]\n[Result \"*\"]\n\n1. e4 *\n").unwrap();
    assert!(g.outcome().is_none());
    assert_eq!(g.record_tags().result.as_deref(), Some("*"));
}
