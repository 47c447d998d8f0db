//! The endgame tables as the page uses them (docs/egdb.md, "On the page"): the
//! signatures a position can reach (what the worker fetches), installing one file at a
//! time (bad bytes refused, nothing changed), and an analysis that reports the tables'
//! result for its lines.

use boardgames::ai::analyse::Database;
use boardgames::ai::search::is_database_result;
use boardgames::ai::{analyse, SearchLimits};
use boardgames::core::{OptionValue, Options, Rules, SearchHints};
use boardgames::egdb::index::Placement;
use boardgames::egdb::{file, loaded, reach, Tables, Wdl};
use boardgames::games::draughts::{self, Draughts};

fn rules(id: &str, options: Options) -> Draughts {
    let opts = options.resolve(id, &draughts::variants::options(id)).unwrap();
    draughts::start(id, &opts).unwrap()
}

/// Side 0's men and kings, side 1's, by playable index; side 0 to move.
fn place(id: &str, men: [&[u32]; 2], kings: [&[u32]; 2]) -> Draughts {
    let set = |squares: &[u32]| squares.iter().fold(0u128, |s, &i| s | 1 << i);
    let p = Placement { men: [set(men[0]), set(men[1])], kings: [set(kings[0]), set(kings[1])], side: 0 };
    Tables::new(&rules(id, Options::none())).unwrap().position(&p)
}

/// Every table file of `id` up to `pieces` pieces, as the build writes them.
fn files(id: &str, pieces: u8) -> Vec<Vec<u8>> {
    let mut t = Tables::new(&rules(id, Options::none())).unwrap();
    t.build(pieces, |_, _| {}).unwrap();
    t.signatures().map(|table| file::write(id, t.board_squares(), table)).collect()
}

#[test]
fn needed_lists_every_signature_captures_and_crownings_reach_and_no_other() {
    let pos = place("american", [&[10, 11], &[]], [&[], &[28]]);
    assert_eq!(pos.endgame_tables_needed(3), ["1k-1k", "1m-1k", "2k-1k", "1m1k-1k", "2m-1k"]);
    assert_eq!(reach::needed(&pos, 4), reach::needed(&pos, 3), "a capture never adds pieces");
    assert!(pos.endgame_tables_needed(2).is_empty(), "three pieces: beyond 2-piece tables");
    let kings = place("american", [&[], &[]], [&[3], &[20, 28]]);
    assert_eq!(kings.endgame_tables_needed(3), ["1k-1k", "1k-2k"], "kings never become men");
    assert!(rules("american", Options::none()).endgame_tables_needed(8).is_empty(), "24 pieces");
}

#[test]
fn needed_is_empty_for_games_and_rules_without_the_page_tables() {
    let backward = Options::none().with("menCaptureBackward", OptionValue::Bool(true));
    let tables = Tables::new(&rules("turkish", backward)).unwrap();
    let p = Placement { men: [1 << 20, 0], kings: [0, 1 << 40], side: 0 };
    assert!(tables.position(&p).endgame_tables_needed(3).is_empty(), "tables are built with the default options");
    assert_eq!(place("turkish", [&[20], &[]], [&[], &[40]]).endgame_tables_needed(2), ["1k-1k", "1m-1k"]);
    assert!(reach::default_rules("frisian").is_none() && reach::default_rules("malaysian").is_none());
    assert!(reach::default_rules("chess").is_none());
}

#[test]
fn a_bad_file_is_refused_with_its_code_and_installs_nothing() {
    let all = files("american", 2);
    let pos = place("american", [&[], &[]], [&[3], &[5]]);
    let good = all.iter().find(|f| file::game_of(f).is_ok()).unwrap().clone();
    let mut flipped = good.clone();
    *flipped.last_mut().unwrap() ^= 1;
    let mut magic = good.clone();
    magic[0] = b'X';
    let mut version = good.clone();
    version[8] = 9;
    let cases: [(&[u8], &str); 6] = [
        (&[], "egdb-magic"),
        (&magic, "egdb-magic"),
        (&version, "egdb-version"),
        (&good[..good.len() - 1], "egdb-truncated"),
        (&good[..12], "egdb-truncated"),
        (&flipped, "egdb-checksum"),
    ];
    for (bytes, code) in cases {
        let e = loaded::install_file(bytes).unwrap_err();
        assert!(e.starts_with(&format!("{code}:")), "{e}");
    }
    let mut frisian = good.clone();
    frisian.splice(11..19, *b"frisian!");
    assert!(loaded::install_file(&frisian).unwrap_err().starts_with("egdb-"));
    assert_eq!(loaded::probe(&pos), None, "nothing was installed");
    for f in &all {
        loaded::install_file(f).unwrap();
    }
    assert_eq!(loaded::probe(&pos), Some(0), "a lone king against a lone king: drawn");
}

#[test]
fn installed_signatures_alone_are_probed_and_agree_with_the_tables() {
    let mut t = Tables::new(&rules("american", Options::none())).unwrap();
    t.build(3, |_, _| {}).unwrap();
    let pos = place("american", [&[], &[]], [&[3, 9], &[28]]);
    let wanted = pos.endgame_tables_needed(3);
    for table in t.signatures().filter(|tb| wanted.contains(&tb.sig.name())) {
        assert_eq!(loaded::install_file(&file::write("american", 32, table)).unwrap(), table.sig.name());
    }
    let want = t.probe_with_distance(&pos).unwrap();
    assert_eq!(want.0, Wdl::Win, "two kings against one");
    assert_eq!(loaded::probe(&pos), Some(want.1 as i16));
    let other = place("american", [&[10], &[]], [&[3], &[28]]);
    assert_eq!(loaded::probe(&other), None, "1m1k-1k is not reachable from 2k-1k: not installed");
    loaded::set_enabled(false);
    assert_eq!(loaded::probe(&pos), None, "switched off");
}

fn lines(pos: &Draughts) -> Vec<boardgames::ai::Line> {
    analyse(pos, &[pos.hash()], &SearchLimits { depth: Some(4), ..SearchLimits::default() }, 2, &mut |_| true).lines
}

#[test]
fn an_analysis_reports_the_tables_result_of_its_lines() {
    let won = place("american", [&[], &[]], [&[3, 9], &[28]]);
    let drawn = place("american", [&[], &[]], [&[3], &[5]]);
    assert!(lines(&won).iter().all(|l| l.database.is_none()), "no tables installed: as before");
    for f in files("american", 3) {
        loaded::install_file(&f).unwrap();
    }
    let best = &lines(&won)[0];
    let Some(Database::Win { plies }) = best.database else { panic!("{:?}", best) };
    let boardgames::ai::Score::Value(score) = best.score else { panic!("{:?}", best) };
    assert!(is_database_result(score) && score > 0, "{score}");
    let distance = loaded::probe(&won).unwrap();
    assert_eq!(plies, distance as u32, "the best line keeps the shortest way to conversion");
    assert_eq!(loaded::probe(&drawn), Some(0));
    let best = &lines(&drawn)[0];
    assert_eq!(best.database, Some(Database::Draw));
    assert_eq!(best.score, boardgames::ai::Score::Value(0));
    let unused = {
        let _off = loaded::Probing::start(false);
        lines(&won)
    };
    assert!(unused.iter().all(|l| l.database.is_none()), "probing off: as before");
}
