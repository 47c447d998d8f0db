//! Helpers shared by the chess integration tests.
#![allow(dead_code)]

use boardgames::core::{Options, Rules};
use boardgames::games::chess::Chess;
use boardgames::session::AnyGame;

pub fn game(fen: &str) -> Box<dyn AnyGame> {
    match boardgames::from_position("chess", fen, &Options::none()) {
        Ok(g) => g,
        Err(e) => panic!("bad test position {fen}: {e}"),
    }
}

pub fn start() -> Box<dyn AnyGame> {
    match boardgames::new_game("chess", &Options::none()) {
        Ok(g) => g,
        Err(e) => panic!("no chess: {e}"),
    }
}

/// `legal`: the legal moves in SAN, sorted.
#[allow(unused_imports)]
pub use crate::common::{sorted, sorted_moves as legal};

pub fn play_all(g: &mut dyn AnyGame, moves: &str) {
    for mv in moves.split_whitespace() {
        if let Err(e) = g.play(mv) {
            panic!("{mv} refused in {}: {e}", g.position());
        }
    }
}

pub fn position(fen: &str) -> Chess {
    match Chess::from_fen(fen) {
        Ok(p) => p,
        Err(e) => panic!("bad test position {fen}: {e}"),
    }
}

/// A small deterministic generator (xorshift64*), so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Legal moves of a `Chess` position.
pub fn moves_of(pos: &Chess) -> Vec<<Chess as Rules>::Move> {
    let mut v = Vec::new();
    pos.generate(&mut v);
    v
}
