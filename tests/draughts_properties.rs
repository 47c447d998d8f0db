//! Properties over random playouts of every draughts game: every legal move is
//! accepted by `play` under its own notation, undo restores the exact position,
//! positions round-trip through their text, and every game ends by its rules.

mod common;

use boardgames::core::{OptionValue, Options};
use common::*;

fn playout(id: &str, options: &Options, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut g = boardgames::new_game(id, options).unwrap();
    let mut plies = 0;
    while g.outcome().is_none() {
        let moves = g.legal_moves();
        assert!(!moves.is_empty(), "{id}: no moves but no outcome at {}", g.position());
        let before = g.position();
        // Every move is accepted by its notation and undone exactly.
        for m in moves.iter().take(6) {
            let played = g.play(&m.notation).unwrap_or_else(|e| panic!("{id} {before}: {} refused: {e}", m.notation));
            assert_eq!(played.notation, m.notation);
            assert!(g.undo());
            assert_eq!(g.position(), before, "{id}: undo of {}", m.notation);
        }
        // The position text round-trips with the same legal moves.
        let copy = boardgames::from_position(id, &before, options).unwrap_or_else(|e| panic!("{id} {before}: {e}"));
        assert_eq!(copy.position(), before);
        assert_eq!(notations(copy.as_ref()), notations(g.as_ref()), "{id} {before}");
        let pick = &moves[rng.below(moves.len())];
        g.play(&pick.notation).unwrap();
        plies += 1;
        assert!(plies < 3000, "{id}: game did not end");
    }
    plies
}

#[test]
fn random_playouts_respect_play_undo_and_position_text() {
    for id in DRAUGHTS {
        for seed in 1..=4u64 {
            playout(id, &Options::none(), seed * 7919 + id.len() as u64);
        }
    }
}

#[test]
fn random_playouts_with_rule_options() {
    let t = OptionValue::Bool(true);
    for (id, name, value) in [
        ("german", "menCaptureBackward", t.clone()),
        ("german", "kingLandsAnywhere", t.clone()),
        ("turkish", "menCaptureBackward", t.clone()),
        ("turkish", "promoteMidCapture", t.clone()),
        ("armenian", "menCaptureBackward", t.clone()),
        ("gothic", "flyingKings", t.clone()),
        ("frisian", "kingValue", OptionValue::Text("lidraughts".into())),
        ("malaysian", "board", OptionValue::Int(8)),
        ("malaysian", "first", OptionValue::Text("black".into())),
    ] {
        let opts = Options::none().with(name, value);
        for seed in 1..=2u64 {
            playout(id, &opts, seed * 104729);
        }
    }
}

#[test]
fn unknown_options_and_values_are_refused() {
    let e = boardgames::new_game("american", &Options::none().with("flyingKings", OptionValue::Bool(true))).err().unwrap();
    assert!(e.to_string().contains("unknown option 'flyingKings'"), "{e}");
    let e = boardgames::new_game("malaysian", &Options::none().with("board", OptionValue::Int(9))).err().unwrap();
    assert!(e.to_string().contains("cannot be 9"), "{e}");
}
