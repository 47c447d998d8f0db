//! Alquerque through the public API: perft from the start, the position text,
//! records, and property tests over random playouts (every legal move accepted,
//! undo exact, the position text round-trips, every game ends).

use boardgames::core::{OptionValue, Options};
use boardgames::session::AnyGame;

fn options(rules: &str, no_return: &str) -> Options {
    Options::none().with("rules", OptionValue::Text(rules.into())).with("noReturn", OptionValue::Text(no_return.into()))
}

/// Counts computed with this engine and checked against an independent Python
/// generator written from docs/rules.md (depths 1-6 of all three, 7 of Alfonso's);
/// no published counts exist.
#[test]
fn perft_from_the_start() {
    let cases: [(&str, &str, &[u64]); 3] = [
        ("alfonso", "ever", &[4, 8, 41, 426, 7569, 132961, 2688109]),
        ("bell", "ever", &[4, 8, 41, 364, 4338, 63898, 992193]),
        ("bell", "turn", &[4, 8, 41, 367, 4612, 68741, 1105023]),
    ];
    for (rules, no_return, counts) in cases {
        let g = boardgames::new_game("alquerque", &options(rules, no_return)).unwrap();
        for (i, &n) in counts.iter().enumerate() {
            assert_eq!(g.perft(i + 1), n, "{rules}/{no_return} perft({})", i + 1);
        }
    }
}

#[test]
fn position_text_round_trips_with_every_field() {
    let opts = options("bell", "ever");
    for text in [
        "W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:Ba3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5",
        "B:Wa1,e2:Bb2,e5:Ha1:P7",
        "W:Wa3,c3:Bd5,e5:Va3/a1/b2,c3/b3:P12",
        "B:Wb2:B",
    ] {
        let g = boardgames::from_position("alquerque", text, &opts).unwrap();
        assert_eq!(g.position(), text);
    }
}

#[test]
fn bad_position_text_is_refused_with_a_reason() {
    let alfonso = Options::none();
    for (text, words) in [
        ("X:Wa1:Ba5", "must start with W or B"),
        ("W:Wa1,f1:Ba5", "no point 'f1'"),
        ("W:Wa1:Ba1", "both sides"),
        ("W:Wa1", "both piece lists"),
        ("W:Wa1:Ba5:Ha1", "only pieces of black"),
        ("W:Wa1:Ba5:Va1/b1", "bell's rules"),
        ("W:Wa1:Ba5:Pxx", "ply count"),
        ("W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,a3,b3,c3:Ba5", "more than 12"),
        ("W:Wa1:Ba5:Q1", "invalid position field"),
    ] {
        let err = boardgames::from_position("alquerque", text, &alfonso).err().unwrap_or_else(|| panic!("{text} accepted"));
        assert!(err.to_string().contains(words), "{text}: {err}");
    }
}

#[test]
fn illegal_or_unreadable_moves_are_refused_and_change_nothing() {
    let mut g = boardgames::new_game("alquerque", &Options::none()).unwrap();
    let before = g.position();
    for bad in ["a1-a2", "b2-c4", "b2", "z9-c3", "", "pass", "hb2 c2-c3"] {
        assert!(g.play(bad).is_err(), "{bad:?} accepted");
        assert_eq!(g.position(), before);
    }
    assert_eq!(g.play("B2-C3").unwrap().notation, "b2-c3", "play is lenient about case");
}

#[test]
fn records_use_the_text_record_and_keep_huffs_with_their_move() {
    let mut g = boardgames::from_position("alquerque", "W:Wa1,e1:Bb2,e5", &Options::none()).unwrap();
    for m in ["e1-e2", "ha1 e5-e4", "e2-e3", "b2-c3"] {
        g.play(m).unwrap();
    }
    let record = g.record();
    assert!(record.contains("[Game \"alquerque\"]") && record.contains("[Position \"W:Wa1,e1:Bb2,e5\"]"), "{record}");
    assert!(record.contains("1. e1-e2 ha1 e5-e4 2. e2-e3 b2-c3"), "{record}");
    let mut copy = boardgames::new_game("alquerque", &Options::none()).unwrap();
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
fn playout(opts: &Options, seed: u64, bound: usize) -> usize {
    let mut rng = Rng(seed);
    let mut g = boardgames::new_game("alquerque", opts).unwrap();
    for ply in 0..bound {
        if g.outcome().is_some() {
            let record = g.record();
            let mut copy = boardgames::new_game("alquerque", opts).unwrap();
            copy.load_record(&record).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{record}"));
            assert_eq!((copy.position(), copy.outcome()), (g.position(), g.outcome()), "seed {seed}");
            return ply;
        }
        let before = g.position();
        let legal = notations(g.as_ref());
        assert!(!legal.is_empty(), "seed {seed}: no move and no result at {before}");
        let mut unique = legal.clone();
        unique.dedup();
        assert_eq!(unique.len(), legal.len(), "seed {seed}: two moves share a notation at {before}");
        let copy = boardgames::from_position("alquerque", &before, opts).unwrap();
        assert_eq!(copy.position(), before, "seed {seed}");
        assert_eq!(notations(copy.as_ref()), legal, "seed {seed}: moves differ after reading {before}");
        for m in &legal {
            let played = g.play(m).unwrap_or_else(|e| panic!("seed {seed}: {m} at {before}: {e}"));
            assert_eq!(&played.notation, m);
            assert!(g.undo());
            assert_eq!(g.position(), before, "seed {seed}: undo of {m}");
        }
        let _ = g.view();
        let _ = g.evaluate();
        g.play(&legal[rng.below(legal.len())]).unwrap();
    }
    panic!("seed {seed}: no result after {bound} plies at {}", g.position());
}

#[test]
fn random_playouts_keep_every_invariant_and_end() {
    // 24 pieces and 40 plies between captures: no game outlasts 25 x 40 plies.
    for (rules, no_return) in [("alfonso", "ever"), ("bell", "ever"), ("bell", "turn")] {
        let opts = options(rules, no_return);
        let mut total = 0;
        for seed in 1..=40u64 {
            total += playout(&opts, seed * 0x9E37_79B9 + 1, 1000);
        }
        assert!(total > 0);
    }
}

#[test]
fn computer_finds_a_legal_move() {
    for opts in [Options::none(), options("bell", "ever")] {
        let g = boardgames::from_position("alquerque", "W:Wa1,e1:Bb2,e5", &opts).unwrap();
        let m = g.best_move(3, 200).unwrap();
        assert!(g.legal_moves().iter().any(|l| l.notation == m.notation));
        assert_eq!(m.notation, "a1:c3", "taking the piece beats leaving a1 to be huffed");
    }
}
