//! Records with variations and comments: for every game a line with variations, a nested
//! variation and comments is written and read back unchanged; an illegal move in a
//! variation refuses the whole record, naming it; records as lichess, Kifu for Windows
//! and PDN sources write them are read.

use boardgames::core::variations::{mainline, Line, Node};
use boardgames::core::Options;
use boardgames::session::AnyGame;
use boardgames::{catalog, new_game};

fn game(id: &str) -> Box<dyn AnyGame> {
    new_game(id, &Options::none()).unwrap()
}

fn node(mv: &str) -> Node {
    Node::new(mv)
}

/// Plays `plies` moves on `g` (a fixed pick among the legal moves, other than `avoid` for
/// the first) and returns them.
fn play_some(g: &mut dyn AnyGame, plies: usize, seed: usize, avoid: Option<&str>) -> Vec<String> {
    let mut out = Vec::new();
    for i in 0..plies {
        let legal: Vec<String> = g.legal_moves().into_iter().map(|m| m.notation).filter(|m| i > 0 || Some(m.as_str()) != avoid).collect();
        if legal.is_empty() {
            break;
        }
        let mv = legal[(i * 7 + seed) % legal.len()].clone();
        g.play(&mv).unwrap();
        out.push(mv);
    }
    out
}

/// A game of 8 plies with: two alternatives to the first move's reply, one of them with a
/// nested variation at its second move; an alternative to the first move; comments in all
/// of them (a `[%eval]` command among them).
fn tree(id: &str) -> (Box<dyn AnyGame>, Line) {
    let mut g = game(id);
    let main = play_some(&mut *g, 8, 3, None);
    assert!(main.len() >= 5, "{id}: a game of {} plies", main.len());
    let mut line: Line = main.iter().map(|m| node(m)).collect();
    line[0].comment = Some("[%eval 0.17] the first move".into());
    line[3].comment = Some("a comment".into());

    // Alternatives to ply 2 (index 1): two of them; the first has a nested variation.
    let alternative = |at: usize, seed: usize, nested: bool| -> Line {
        let mut v = game(id);
        for m in &main[..at] {
            v.play(m).unwrap();
        }
        let moves = play_some(&mut *v, 3, seed, Some(&main[at]));
        let mut var: Line = moves.iter().map(|m| node(m)).collect();
        if nested && var.len() >= 2 {
            let mut w = game(id);
            for m in main[..at].iter().chain(&moves[..1]) {
                w.play(m).unwrap();
            }
            let inner = play_some(&mut *w, 2, seed + 1, Some(&moves[1]));
            if !inner.is_empty() {
                let mut inner: Line = inner.iter().map(|m| node(m)).collect();
                inner[0].comment = Some("nested".into());
                var[1].variations.push(inner);
            }
        }
        if let Some(first) = var.first_mut() {
            first.comment = Some("in a variation".into());
        }
        var
    };
    let a = alternative(1, 5, true);
    let b = alternative(1, 9, false);
    let c = alternative(0, 11, false);
    let d = alternative(3, 2, false);
    for (at, v) in [(1, a), (1, b), (0, c), (3, d)] {
        if !v.is_empty() && v[0].mv != line[at].mv && line[at].variations.iter().all(|w| w[0].mv != v[0].mv) {
            line[at].variations.push(v);
        }
    }
    (g, line)
}

fn count_variations(line: &[Node]) -> usize {
    line.iter().map(|n| n.variations.len() + n.variations.iter().map(|v| count_variations(v)).sum::<usize>()).sum()
}

fn round_trip(id: &str, format: Option<&str>) {
    let (g, line) = tree(id);
    assert!(count_variations(&line) >= 3, "{id}: {line:?}");
    let text = g.record_line(format, line.clone()).unwrap_or_else(|e| panic!("{id}: {e}"));
    let mut fresh = game(id);
    let read = fresh.load_record_line(&text).unwrap_or_else(|e| panic!("{id}: {e}\n{text}"));
    assert_eq!(read, line, "{id}\n{text}");
    assert_eq!(fresh.history(), g.history(), "{id}");
    assert_eq!(fresh.position(), g.position(), "{id}");
}

#[test]
fn every_game_writes_and_reads_variations_nested_variations_and_comments() {
    for info in catalog() {
        round_trip(info.id, None);
    }
    round_trip("shogi", Some("kif"));
}

#[test]
fn a_record_without_a_line_is_written_as_before_and_a_flat_line_reads_back() {
    for info in catalog() {
        let mut g = game(info.id);
        play_some(&mut *g, 6, 1, None);
        let mut fresh = game(info.id);
        let line = fresh.load_record_line(&g.record()).unwrap();
        assert_eq!(mainline(&line), g.history(), "{}", info.id);
        assert!(line.iter().all(|n| n.comment.is_none() && n.variations.is_empty()), "{}", info.id);
    }
}

#[test]
fn csa_writes_comments_and_the_mainline_only() {
    let (g, line) = tree("shogi");
    let text = g.record_line(Some("csa"), line.clone()).unwrap();
    assert!(text.contains("'[%eval 0.17] the first move\n"), "{text}");
    assert!(!text.contains("in a variation"), "{text}");
    let mut fresh = game("shogi");
    let read = fresh.load_record_line(&text).unwrap();
    let mut expected = line.clone();
    for n in &mut expected {
        n.variations.clear();
    }
    assert_eq!(read, expected, "{text}");
}

#[test]
fn a_line_whose_moves_are_not_the_history_is_refused() {
    let (g, mut line) = tree("chess");
    line.pop();
    let e = g.record_line(None, line.clone()).unwrap_err();
    assert!(e.0.contains("history()"), "{e}");
    let (g, mut line) = tree("american");
    line[2].mv = line[1].mv.clone();
    assert!(g.record_line(None, line.clone()).unwrap_err().0.contains("move 3"));
}

#[test]
fn an_illegal_move_in_a_variation_is_refused_naming_it() {
    let cases = [
        ("chess", "1. e4 e5 (1... Nf6 2. Nc3 (2. e6) 2... d5) 2. Nf3 *", "'e6'"),
        ("american", "1. 11-15 23-19 (1... 24-19 2. 15-18) 2. 8-11 *", "'15-18'"),
        ("international", "1. 32-28 19-23 (1... 17-21 2. 28-17) 2. 28x19 14x23 *", "'28-17'"),
        ("zonghen", "", ""),
    ];
    for (id, text, named) in cases {
        if text.is_empty() {
            continue;
        }
        let mut g = game(id);
        g.play(&g.legal_moves()[0].notation.clone()).unwrap();
        let before = (g.history(), g.position());
        let e = g.load_record_line(text).unwrap_err();
        assert!(e.0.contains(named) && e.0.contains("variation"), "{id}: {e}");
        assert_eq!((g.history(), g.position()), before, "{id}: the game changed");
    }
    // KIF: a pawn two squares forward in a variation.
    let kif = "手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n\n変化：2手\n   2 ５五歩(53)\n";
    let e = game("shogi").load_record_line(kif).unwrap_err();
    assert!(e.0.contains("5c5e") && e.0.contains("variation"), "{e}");
    // The small games' record: a move from a variation's own position that is not legal there.
    let (g, line) = tree("zonghen");
    let text = g.record_line(None, line.clone()).unwrap();
    let wrong = text.replacen("{in a variation}", "{in a variation} 1. zz9", 1);
    let e = game("zonghen").load_record_line(&wrong).unwrap_err();
    assert!(e.0.contains("'zz9'") && e.0.contains("variation"), "{e}\n{wrong}");
    // Writing: a line with an illegal variation move is refused too.
    let (g, mut line) = tree("chess");
    line[1].variations.push(vec![node("Ke2")]);
    let e = g.record_line(None, line.clone()).unwrap_err();
    assert!(e.0.contains("'Ke2'"), "{e}");
}

#[test]
fn pgn_as_lichess_exports_it_with_eval_comments_and_variations_reads() {
    let pgn = r#"[Event "Rated Blitz game"]
[Site "https://lichess.org/AbCdEfGh"]
[Date "2024.01.06"]
[White "alice"]
[Black "bob"]
[Result "1-0"]
[WhiteElo "1800"]
[BlackElo "1750"]
[TimeControl "180+0"]
[ECO "B90"]
[Opening "Sicilian Defense: Najdorf Variation"]

1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... c5 { [%eval 0.19] [%clk 0:03:00] } 2. Nf3 { [%eval 0.13] [%clk 0:02:59] } 2... d6 { [%eval 0.25] [%clk 0:02:58] } (2... Nc6 { [%eval 0.3] } 3. d4 cxd4 (3... e6 4. d5) 4. Nxd4) 3. d4 $1 { [%eval 0.21] } 3... cxd4 4. Nxd4 Nf6 5. Nc3 a6?! { B90 Sicilian Defense: Najdorf Variation } 1-0

"#;
    let mut g = game("chess");
    let line = g.load_record_line(pgn).unwrap();
    assert_eq!(mainline(&line), ["e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6"]);
    assert_eq!(line[0].comment.as_deref(), Some("[%eval 0.17] [%clk 0:03:00]"));
    assert_eq!(line[4].comment.as_deref(), Some("[%eval 0.21]"));
    let nc6 = &line[3].variations[0];
    assert_eq!(mainline(nc6), ["Nc6", "d4", "cxd4", "Nxd4"]);
    assert_eq!(nc6[0].comment.as_deref(), Some("[%eval 0.3]"));
    assert_eq!(mainline(&nc6[2].variations[0]), ["e6", "d5"]);
    // Written again, the eval commands are kept verbatim.
    let text = g.record_line(None, line.clone()).unwrap();
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("1. e4 {[%eval 0.17] [%clk 0:03:00]} 1... c5"), "{text}");
    assert!(words.contains("(2... Nc6 {[%eval 0.3]} 3. d4 cxd4 (3... e6 4. d5) 4. Nxd4)"), "{text}");
    assert_eq!(game("chess").load_record_line(&text).unwrap(), line);
}

#[test]
fn kif_with_variation_blocks_as_kifu_for_windows_writes_it_reads() {
    let kif = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/kif_variations.kif")).unwrap();
    let mut g = game("shogi");
    let line = g.load_record_line(&kif).unwrap();
    let usi = |l: &[Node]| mainline(l);
    assert_eq!(usi(&line), ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h", "4a3b"]);
    // The comment before the first move is dropped; the two lines after move 1 are one comment.
    assert_eq!(line[0].comment.as_deref(), Some("初手\n二行目"));
    // 変化：2手 twice: two alternatives to move 2.
    assert_eq!(line[1].variations.len(), 2);
    assert_eq!(usi(&line[1].variations[0]), ["8c8d", "2g2f"]);
    assert_eq!(usi(&line[1].variations[1]), ["5c5d"]);
    // 変化：3手 with 同 and a drop, and an eval comment.
    let c = &line[2].variations[0];
    assert_eq!(usi(c), ["8h2b+", "3a2b", "B*4e"]);
    assert_eq!(c[2].comment.as_deref(), Some("[%eval 1.5] 両取り"));
    // 変化：4手 with a nested 変化：5手.
    let a = &line[3].variations[0];
    assert_eq!(usi(a), ["4c4d", "3i4h", "3a3b"]);
    assert_eq!(a[0].comment.as_deref(), Some("振り飛車含み"));
    assert_eq!(usi(&a[1].variations[0]), ["2f2e", "2b3c"]);
    // Our KIF of it reads back the same tree, and its blocks come in the same order.
    let text = g.record_line(None, line.clone()).unwrap();
    assert_eq!(game("shogi").load_record_line(&text).unwrap(), line, "{text}");
    let order: Vec<&str> = text.lines().filter(|l| l.starts_with("変化")).collect();
    assert_eq!(order, ["変化：4手", "変化：5手", "変化：3手", "変化：2手", "変化：2手"], "{text}");
    assert!(text.contains("   2 ３四歩(33)+\n"), "{text}");
}

#[test]
fn kif_variation_replacing_the_end_word_is_dropped_and_a_heading_without_its_move_is_refused() {
    let kif = "手合割：平手\n   1 ７六歩(77)\n   2 投了\n\n変化：2手\n   2 ３四歩(33)\n";
    let line = game("shogi").load_record_line(kif).unwrap();
    assert_eq!(line, vec![node("7g7f")]);
    let kif = "手合割：平手\n   1 ７六歩(77)\n\n変化：5手\n   5 ３四歩(33)\n";
    let e = game("shogi").load_record_line(kif).unwrap_err();
    assert!(e.0.contains("変化：5手"), "{e}");
}

#[test]
fn pdn_with_variations_reads_for_american_and_international() {
    let american = r#"[Event "?"]
[GameType "21"]
[Result "*"]

1. 11-15 23-19 {the Old Fourteenth's move order} (1... 22-18 2. 15x22 25x18 (2... 26x17) 3. 8-11) 2. 8-11 22-17! 3. 9-13 *"#;
    let mut g = game("american");
    let line = g.load_record_line(american).unwrap();
    assert_eq!(mainline(&line), ["11-15", "23-19", "8-11", "22-17", "9-13"]);
    assert_eq!(line[1].comment.as_deref(), Some("the Old Fourteenth's move order"));
    let v = &line[1].variations[0];
    assert_eq!(mainline(v), ["22-18", "15x22", "25x18", "8-11"]);
    assert_eq!(mainline(&v[2].variations[0]), ["26x17"]);
    let text = g.record_line(None, line.clone()).unwrap();
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("1. 11-15 23-19 {the Old Fourteenth's move order} (1... 22-18 2. 15x22 25x18 (2... 26x17) 3. 8-11) 2. 8-11"),
        "{text}"
    );
    assert_eq!(game("american").load_record_line(&text).unwrap(), line);

    let international = r#"[GameType "20"]
1. 32-28 {[%eval 0.1]} 19-23 (1... 17-21 2. 33-29 (2. 37-32 21-26) 2... 21-26) 2. 28x19 14x23 *"#;
    let mut g = game("international");
    let line = g.load_record_line(international).unwrap();
    assert_eq!(mainline(&line), ["32-28", "19-23", "28x19", "14x23"]);
    assert_eq!(line[0].comment.as_deref(), Some("[%eval 0.1]"));
    assert_eq!(mainline(&line[1].variations[0]), ["17-21", "33-29", "21-26"]);
    assert_eq!(mainline(&line[1].variations[0][1].variations[0]), ["37-32", "21-26"]);
    let text = g.record_line(None, line.clone()).unwrap();
    assert_eq!(game("international").load_record_line(&text).unwrap(), line, "{text}");
}

#[test]
fn variations_nested_beyond_the_limit_are_refused() {
    use boardgames::core::variations::MAX_DEPTH;
    let mut g = game("chess");
    let deep = "1. e4 ".to_string() + &"(1. d4 ".repeat(MAX_DEPTH + 1) + &")".repeat(MAX_DEPTH + 1);
    assert!(g.load_record_line(&deep).unwrap_err().0.contains("nested too deep"));
    assert!(g.history().is_empty());
}
