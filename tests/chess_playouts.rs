//! Property tests over random games through the public `AnyGame` API: every listed
//! move is accepted by `play`, undo restores the exact position, redo replays it,
//! and games end only with an outcome that matches the rules.

use boardgames::session::AnyGame;

mod chess_util;
mod common;
use chess_util::{start, Rng};

fn check_every_move_plays_and_undoes(g: &mut dyn AnyGame) -> Vec<String> {
    let before = g.position();
    let moves = g.legal_moves();
    let listed: Vec<String> = moves.iter().map(|m| m.notation.clone()).collect();
    for m in &moves {
        let info = g.play(&m.notation).unwrap_or_else(|e| panic!("{} refused in {before}: {e}", m.notation));
        assert_eq!(&info, m, "play returns the listed move");
        assert_ne!(g.position(), before);
        assert!(g.undo());
        assert_eq!(g.position(), before, "undo after {}", m.notation);
    }
    let again: Vec<String> = g.legal_moves().into_iter().map(|m| m.notation).collect();
    assert_eq!(again, listed, "legal moves after the undos in {before}");
    listed
}

#[test]
fn random_playouts_accept_every_move_and_undo_restores_the_position() {
    let mut rng = Rng(0xc4e5_50ba);
    let mut endings = std::collections::BTreeMap::new();
    for _ in 0..40 {
        let mut g = start();
        let mut positions = vec![g.position()];
        for _ in 0..300 {
            let listed = check_every_move_plays_and_undoes(g.as_mut());
            if listed.is_empty() {
                break;
            }
            let pick = &listed[rng.below(listed.len())];
            g.play(pick).unwrap_or_else(|e| panic!("{pick}: {e}"));
            positions.push(g.position());
        }
        match g.outcome() {
            Some(o) => {
                *endings.entry(o.reason.code()).or_insert(0) += 1;
                assert!(g.legal_moves().is_empty());
                assert!(g.play("e4").is_err() && g.play("Nf3").is_err());
            }
            None => *endings.entry("unfinished").or_insert(0) += 1,
        }
        // Undo back to the start passes through every position, then redo replays them.
        for expected in positions.iter().rev().skip(1) {
            assert!(g.undo());
            assert_eq!(&g.position(), expected);
        }
        assert!(!g.undo());
        for expected in positions.iter().skip(1) {
            assert!(g.redo());
            assert_eq!(&g.position(), expected);
        }
        assert!(!g.redo());
    }
    assert!(endings.len() >= 2, "random games should end in several ways: {endings:?}");
}
