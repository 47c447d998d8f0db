//! Property tests over random Zong-Heng games through the AnyGame API: every legal
//! move is accepted by `play`, undo and redo are exact, positions round-trip through
//! their text, pieces are conserved, and every game ends with a score result.

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

fn pieces_plus_supply(g: &dyn AnyGame) -> [usize; 2] {
    let v = g.view();
    let supply = v.supply.unwrap();
    let mut n = [supply[0] as usize, supply[1] as usize];
    for p in v.pieces.iter().flatten() {
        n[p.side as usize] += 1;
    }
    n
}

fn playout(size: i64, start: Option<&str>, seed: u64, check_every_move: bool) -> usize {
    let opts = Options::none().with("size", OptionValue::Int(size));
    let mut g = match start {
        Some(text) => boardgames::from_position("zonghen", text, &opts),
        None => boardgames::new_game("zonghen", &opts),
    }
    .unwrap();
    let mut rng = Rng(seed);
    let totals = pieces_plus_supply(&*g);
    // Every push spends a piece and two passes never follow each other.
    let supply = g.view().supply.unwrap();
    let bound = 2 * (supply[0] + supply[1]) as usize + 1;
    let mut passes = 0;
    for ply in 0.. {
        assert!(ply <= bound, "game longer than {bound} plies");
        assert_eq!(pieces_plus_supply(&*g), totals, "pieces are conserved");
        let groups: usize = g.view().regions.iter().map(|r| r.size).sum();
        assert_eq!(groups, g.view().pieces.iter().flatten().count(), "groups partition the pieces");
        let legal = g.legal_moves();
        if legal.is_empty() {
            let o = g.outcome().expect("no legal move means the game is over");
            assert_eq!(o.reason.code(), "score");
            assert!(o.scores.is_some());
            return passes;
        }
        assert!(g.outcome().is_none());
        let before = g.position();
        let before_moves = notations(&*g);
        assert_eq!(before_moves.len(), legal.len(), "notations are unique");
        let again = boardgames::from_position("zonghen", &before, &opts).unwrap();
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
        if pick.notation == "pass" {
            passes += 1;
        }
        g.play(&pick.notation).unwrap();
        let after = g.position();
        assert!(g.undo());
        assert_eq!(g.position(), before);
        assert_eq!(notations(&*g), before_moves);
        assert!(g.redo());
        assert_eq!(g.position(), after);
    }
    unreachable!()
}

#[test]
fn random_games_on_8x8() {
    for seed in 1..=30u64 {
        playout(8, None, seed * 7919, seed <= 5);
    }
}

/// Random games from the start almost never pass (the board fills evenly), so
/// these start where passes are forced.
#[test]
fn random_games_with_forced_passes() {
    let mut passes = 0;
    for seed in 1..=30u64 {
        passes += playout(8, Some("8/8/8/8/3bw3/8/8/8 w 10 10"), seed, true);
        passes += playout(8, Some("1w6/8/8/8/4b3/8/8/8 b 10 10"), seed, true);
    }
    assert!(passes >= 60, "{passes} passes");
}

#[test]
fn random_games_on_other_sizes() {
    for seed in 1..=40u64 {
        playout(6, None, seed * 104_729, seed <= 10);
    }
    for seed in 1..=4u64 {
        playout(12, None, seed * 31, false);
    }
}

#[test]
fn computer_plays_legal_moves_and_evaluation_favours_larger_groups() {
    let mut g = boardgames::new_game("zonghen", &Options::none()).unwrap();
    for _ in 0..6 {
        let legal = notations(&*g);
        let best = g.best_move(2, 200).expect("a move");
        assert!(legal.contains(&best.notation), "{}", best.notation);
        g.play(&best.notation).unwrap();
    }
    // Black's group of 4 against White's three groups of 3, Black to move, then White.
    let ahead = boardgames::from_position("zonghen", "bbbb4/8/www5/8/1w6/8/8/8 b 5 5", &Options::none()).unwrap();
    assert!(ahead.evaluate() > 0);
    let behind = boardgames::from_position("zonghen", "bbbb4/8/www5/8/1w6/8/8/8 w 5 5", &Options::none()).unwrap();
    assert!(behind.evaluate() < 0);
}
