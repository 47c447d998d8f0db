//! Incorrect Checkers through the public API: perft from the start, the position
//! text, records, and property tests over random playouts (every legal move
//! accepted, undo exact, the position text round-trips, every game ends).

use boardgames::core::{CellStyle, Options};
use boardgames::session::AnyGame;

const ID: &str = "incorrect-checkers";

/// Counts computed with this engine and checked against an independent Python
/// generator written from docs/rules.md (depths 1-5; its perft(2) also agreed on 383
/// positions from random games); no published counts exist.
#[test]
fn perft_from_the_start() {
    let g = boardgames::new_game(ID, &Options::none()).unwrap();
    for (i, n) in [13u64, 190, 3546, 70037, 1625963].into_iter().enumerate() {
        assert_eq!(g.perft(i + 1), n, "perft({})", i + 1);
    }
}

#[test]
fn position_text_round_trips() {
    for text in
        ["B:Ba1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Wa6,c6,e6,g6,b7,d7,f7,h7,a8,c8,e8,g8", "W:Bd4,g5:We4", "B:Bh2,c7,b8,d8:Wd1,f1,e2,h5"]
    {
        let g = boardgames::from_position(ID, text, &Options::none()).unwrap();
        assert_eq!(g.position(), text);
    }
}

#[test]
fn bad_position_text_is_refused_with_a_reason() {
    for (text, words) in [
        ("X:Bd4:We4", "must start with B or W"),
        ("B:Bd4,i9:We4", "no square 'i9'"),
        ("B:Bd4,d4:We4", "given twice"),
        ("B:Bd5:We4", "dark squares"),
        ("B:Bd4", "white has no pieces"),
        ("B:Bd4:We4:Q", "piece lists start with B or W"),
    ] {
        let err = boardgames::from_position(ID, text, &Options::none()).err().unwrap_or_else(|| panic!("{text} accepted"));
        assert!(err.to_string().contains(words), "{text}: {err}");
    }
}

#[test]
fn play_takes_start_and_end_or_a_full_path_and_refuses_the_rest() {
    let mut g = boardgames::new_game(ID, &Options::none()).unwrap();
    let before = g.position();
    for bad in ["a3-a4", "c3:e5", "b2:d4:f6", "b2-c3", "pass", "", "z9-a1", "d2:c3:b4"] {
        assert!(g.play(bad).is_err(), "{bad:?} accepted");
        assert_eq!(g.position(), before);
    }
    let m = g.play("B2xD4").unwrap();
    assert_eq!((m.notation.as_str(), m.path.clone()), ("b2:d4", vec![49, 35]));
}

#[test]
fn records_use_the_text_record() {
    let mut g = boardgames::new_game(ID, &Options::none()).unwrap();
    for m in ["c3-d4", "c6-b5", "d2:f4"] {
        g.play(m).unwrap();
    }
    let record = g.record();
    assert!(record.contains("[Game \"incorrect-checkers\"]") && record.contains("1. c3-d4 c6-b5 2. d2:f4"), "{record}");
    let mut copy = boardgames::new_game(ID, &Options::none()).unwrap();
    copy.load_record(&record).unwrap();
    assert_eq!(copy.history(), g.history());
    assert_eq!(copy.position(), g.position());
}

/// A small deterministic generator (xorshift), so failures can be replayed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn notations(g: &dyn AnyGame) -> Vec<String> {
    let mut m: Vec<String> = g.legal_moves().into_iter().map(|m| m.notation).collect();
    m.sort();
    m
}

/// Plays one random game checking every position; returns its length in plies.
fn playout(seed: u64, bound: usize) -> usize {
    let mut rng = Rng(seed);
    let mut g = boardgames::new_game(ID, &Options::none()).unwrap();
    for ply in 0..bound {
        if g.outcome().is_some() {
            let mut copy = boardgames::new_game(ID, &Options::none()).unwrap();
            copy.load_record(&g.record()).unwrap();
            assert_eq!((copy.position(), copy.outcome()), (g.position(), g.outcome()), "seed {seed}");
            return ply;
        }
        let before = g.position();
        let legal = notations(g.as_ref());
        assert!(!legal.is_empty(), "seed {seed}: no move and no result at {before}");
        let mut unique = legal.clone();
        unique.dedup();
        assert_eq!(unique.len(), legal.len(), "seed {seed}: two moves share a notation at {before}");
        let copy = boardgames::from_position(ID, &before, &Options::none()).unwrap();
        assert_eq!(copy.position(), before, "seed {seed}");
        assert_eq!(notations(copy.as_ref()), legal, "seed {seed}: moves differ after reading {before}");
        let view = g.view();
        let labels = view.labels;
        let colour = if g.turn().index() == 0 { CellStyle::Dark } else { CellStyle::Light };
        for m in g.legal_moves() {
            // Each piece stays on its own colour.
            assert!(m.to.is_none_or(|to| view.cells[to] == colour), "seed {seed}: {} at {before}", m.notation);
            // The shown path is a legal way to play the move.
            let path: Vec<String> = m.path.iter().map(|&c| labels[c].clone()).collect();
            let full = if path.len() > 2 { path.join(":") } else { m.notation.clone() };
            for text in [m.notation.clone(), full] {
                let played = g.play(&text).unwrap_or_else(|e| panic!("seed {seed}: {text} at {before}: {e}"));
                assert_eq!(played.notation, m.notation);
                assert!(g.undo());
                assert_eq!(g.position(), before, "seed {seed}: undo of {text}");
            }
        }
        let _ = g.evaluate();
        g.play(&legal[rng.below(legal.len())]).unwrap();
    }
    panic!("seed {seed}: no result after {bound} plies at {}", g.position());
}

#[test]
fn random_playouts_keep_every_invariant_and_end() {
    let mut lengths = Vec::new();
    for seed in 1..=30u64 {
        lengths.push(playout(seed * 0x9E37_79B9 + 7, 3000));
    }
    assert!(lengths.iter().all(|&n| n > 0));
}

#[test]
fn computer_finds_a_legal_move() {
    // Black's last piece outside the goal can step into it.
    let g = boardgames::from_position(ID, "B:Bg5,b6,d6,f6,a7,c7,e7,g7,b8,d8,f8,h8:Wh5", &Options::none()).unwrap();
    let m = g.best_move(2, 200).unwrap();
    assert_eq!(m.notation, "g5-h6");
    let g = boardgames::new_game(ID, &Options::none()).unwrap();
    let m = g.best_move(3, 200).unwrap();
    assert!(g.legal_moves().iter().any(|l| l.notation == m.notation));
}
