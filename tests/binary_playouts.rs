//! Property tests over random Binary games through the AnyGame API: every legal move
//! is accepted by `play`, undo and redo are exact, positions round-trip through their
//! text, pieces are conserved (board + supply + discards), and every game ends with
//! a score result once both supplies are empty.

use std::collections::BTreeSet;

use boardgames::core::{OptionValue, Options};
use boardgames::session::AnyGame;

/// xorshift64*: a fixed, dependency-free random sequence.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

fn notations(g: &dyn AnyGame) -> BTreeSet<String> {
    g.legal_moves().into_iter().map(|m| m.notation).collect()
}

fn playout(size: i64, seed: u64, check_every_move: bool) {
    let opts = Options::none().with("size", OptionValue::Int(size));
    let mut g = boardgames::new_game("binary", &opts).unwrap();
    let mut rng = Rng(seed);
    let quarter = (size * size / 4) as usize;
    let mut discards = [0usize; 2];
    for ply in 0.. {
        // Every move spends at least one piece.
        assert!(ply <= 2 * quarter, "game longer than {} plies", 2 * quarter);
        let v = g.view();
        let supply = v.supply.unwrap();
        for side in 0..2 {
            let on_board = v.pieces.iter().flatten().filter(|p| p.side as usize == side).count();
            assert_eq!(on_board + supply[side] as usize + discards[side], quarter, "side {side} conserves pieces");
        }
        let legal = g.legal_moves();
        if legal.is_empty() {
            assert_eq!(supply, [0, 0], "the game ends only when both supplies are empty");
            let o = g.outcome().expect("no legal move means the game is over");
            assert_eq!(o.reason.code(), "score");
            assert_eq!(o.scores, v.scores, "the final score is the running score");
            return;
        }
        assert!(g.outcome().is_none());
        let mover = g.turn().index();
        assert!(supply[mover] > 0, "the side to move has pieces");
        let before = g.position();
        let before_moves = notations(&*g);
        assert_eq!(before_moves.len(), legal.len(), "notations are unique");
        let again = boardgames::from_position("binary", &before, &opts).unwrap();
        assert_eq!(again.position(), before);
        assert_eq!(notations(&*again), before_moves);
        if check_every_move {
            for m in &legal {
                let info = g.play(&m.notation).unwrap_or_else(|e| panic!("{before}: {} refused: {e}", m.notation));
                assert_eq!(&info, m);
                assert!(g.undo());
                assert_eq!(g.position(), before);
            }
        }
        let pick = &legal[rng.below(legal.len())];
        g.play(&pick.notation).unwrap();
        if pick.discard == Some(true) {
            discards[mover] += 1;
        }
        let after = g.position();
        assert!(g.undo());
        assert_eq!(g.position(), before);
        assert_eq!(notations(&*g), before_moves);
        assert!(g.redo());
        assert_eq!(g.position(), after);
    }
}

#[test]
fn random_games_on_8x8() {
    for seed in 1..=40u64 {
        playout(8, seed * 7919, seed <= 3);
    }
}

#[test]
fn random_games_on_other_sizes() {
    for seed in 1..=60u64 {
        playout(6, seed * 104_729, seed <= 10);
    }
    for seed in 1..=3u64 {
        playout(12, seed * 31, false);
    }
}

#[test]
fn computer_plays_legal_moves_and_evaluation_follows_the_score() {
    let mut g = boardgames::new_game("binary", &Options::none()).unwrap();
    for _ in 0..4 {
        let legal = notations(&*g);
        let best = g.best_move(2, 200).expect("a move");
        assert!(legal.contains(&best.notation), "{}", best.notation);
        g.play(&best.notation).unwrap();
    }
    // White's territory of 5 against nothing.
    let g = boardgames::from_position("binary", "8/8/8/8/8/2w5/8/b7 w 15 15", &Options::none()).unwrap();
    assert!(g.evaluate() > 0);
    let g = boardgames::from_position("binary", "8/8/8/8/8/2w5/8/b7 b 15 15", &Options::none()).unwrap();
    assert!(g.evaluate() < 0);
}
