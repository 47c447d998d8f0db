//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::collections::BTreeSet;

use boardgames::core::{OptionValue, Options};
use boardgames::session::AnyGame;

/// Every draughts game's id, in the catalog's order.
pub const DRAUGHTS: [&str; 15] = [
    "american",
    "international",
    "german",
    "pool",
    "russian",
    "brazilian",
    "spanish",
    "italian",
    "czech",
    "turkish",
    "armenian",
    "gothic",
    "frisian",
    "canadian",
    "malaysian",
];

pub fn game(id: &str) -> Box<dyn AnyGame> {
    boardgames::new_game(id, &Options::none()).unwrap_or_else(|e| panic!("{id}: {e}"))
}

pub fn at(id: &str, position: &str) -> Box<dyn AnyGame> {
    boardgames::from_position(id, position, &Options::none()).unwrap_or_else(|e| panic!("{id} {position}: {e}"))
}

pub fn at_with(id: &str, position: &str, options: &[(&str, OptionValue)]) -> Box<dyn AnyGame> {
    let mut opts = Options::none();
    for (k, v) in options {
        opts = opts.with(k, v.clone());
    }
    boardgames::from_position(id, position, &opts).unwrap_or_else(|e| panic!("{id} {position}: {e}"))
}

pub fn notations(g: &dyn AnyGame) -> BTreeSet<String> {
    g.legal_moves().into_iter().map(|m| m.notation).collect()
}

pub fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// The legal moves' notations, sorted (a duplicate stays, for the test to see).
pub fn sorted_moves(g: &dyn AnyGame) -> Vec<String> {
    let mut m: Vec<String> = g.legal_moves().into_iter().map(|m| m.notation).collect();
    m.sort();
    m
}

pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Asserts the exact set of legal moves of `id` at `position`.
pub fn assert_moves(id: &str, position: &str, expected: &[&str]) {
    let g = at(id, position);
    assert_eq!(notations(g.as_ref()), set(expected), "{id} at {position}");
}

/// A small deterministic generator for random playouts.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A game of `id` after `plies` random legal moves (fewer if it ends first).
pub fn random_game(id: &str, plies: usize, rng: &mut boardgames::ai::rng::Rng) -> Box<dyn AnyGame> {
    let mut game = boardgames::new_game(id, &Options::none()).unwrap();
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())].notation.clone();
        game.play(&mv).unwrap();
    }
    game
}
