//! Helpers shared by the shogi integration tests.
#![allow(dead_code)]

use boardgames::core::{OptionValue, Options, Rules};
use boardgames::games::shogi::{from_sfen, SMove, Shogi};
use boardgames::session::AnyGame;

pub const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

pub fn game(sfen: &str) -> Box<dyn AnyGame> {
    match boardgames::from_position("shogi", sfen, &Options::none()) {
        Ok(g) => g,
        Err(e) => panic!("bad test position {sfen}: {e}"),
    }
}

pub fn new_game(handicap: &str) -> Box<dyn AnyGame> {
    let opts = Options::none().with("handicap", OptionValue::Text(handicap.to_string()));
    boardgames::new_game("shogi", &opts).expect("shogi with a handicap")
}

pub fn pos(sfen: &str) -> Shogi {
    from_sfen(sfen).unwrap_or_else(|e| panic!("bad test position {sfen}: {e}"))
}

/// The legal moves in USI, sorted.
pub fn moves(g: &dyn AnyGame) -> Vec<String> {
    let mut m: Vec<String> = g.legal_moves().into_iter().map(|m| m.notation).collect();
    m.sort();
    m
}

/// Legal moves starting with `prefix` (a from-square like "3b" or a drop like "P*"), sorted.
pub fn moves_from(g: &dyn AnyGame, prefix: &str) -> Vec<String> {
    moves(g).into_iter().filter(|m| m.starts_with(prefix)).collect()
}

pub fn strings(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// The Japanese notation of a legal move given in USI.
pub fn ja(g: &dyn AnyGame, usi: &str) -> String {
    g.legal_moves()
        .into_iter()
        .find(|m| m.notation == usi)
        .unwrap_or_else(|| panic!("{usi} is not legal in {}", g.position()))
        .ja
        .expect("shogi moves have Japanese notation")
}

pub fn play_all(g: &mut dyn AnyGame, list: &[&str]) {
    for m in list {
        if let Err(e) = g.play(m) {
            panic!("{m} refused in {}: {e}", g.position());
        }
    }
}

/// Every USI square name, a9..1i order.
pub fn all_squares() -> Vec<String> {
    let mut v = Vec::new();
    for rank in b'a'..=b'i' {
        for file in (1..=9).rev() {
            v.push(format!("{file}{}", rank as char));
        }
    }
    v
}

/// A small deterministic generator (xorshift) for random playouts.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The legal moves of a Rules position.
pub fn legal(p: &Shogi) -> Vec<SMove> {
    let mut v = Vec::new();
    p.generate(&mut v);
    v
}

/// Plays up to `plies` random legal moves (fewer if the game ends).
pub fn random_game(g: &mut dyn AnyGame, rng: &mut Rng, plies: usize) {
    for _ in 0..plies {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let pick = moves[rng.below(moves.len())].notation.clone();
        g.play(&pick).unwrap_or_else(|e| panic!("{pick}: {e}"));
    }
}
