//! `SearchHints::capture_threat` in draughts: whether the opponent of the side to move
//! could capture if it were to move now (the search's quiescence searches every
//! move once at such a horizon node). PDN FEN positions.

use boardgames::core::{Options, Rules, SearchHints};
use boardgames::games::draughts::{self, Draughts};

fn position(id: &str, fen: &str) -> Draughts {
    let opts = Options::none().resolve(id, &draughts::variants::options(id)).unwrap();
    draughts::read(id, fen, &opts).unwrap()
}

#[test]
fn capture_threat_when_the_opponent_could_jump() {
    // White to move, men on 18 and 22: Black's man on 14 could jump 18 (landing on 23).
    let pos = position("american", "W:W18,30:B14,1");
    assert!(pos.capture_threat());
}

#[test]
fn capture_threat_absent_when_the_opponent_cannot_jump() {
    let pos = position("american", "W:W30:B1");
    assert!(!pos.capture_threat());
}

#[test]
fn capture_threat_on_an_eight_by_eight_board_with_algebraic_squares() {
    // Brazilian, White to move: Black's man on d6 could take White's man on c5 (landing on b4).
    let pos = position("brazilian", "W:Wc5,a1:Bd6,h8");
    assert!(pos.capture_threat());
    let quiet = position("brazilian", "W:Wa1:Bh8");
    assert!(!quiet.capture_threat());
}

#[test]
fn capture_threat_is_never_reported_on_a_turkish_board() {
    // Turkish, White to move: Black's man on d5 could take White's man on d4 (landing on d3),
    // but on boards where men also step sideways the quiescence does not extend (docs/journal/2026-11-25-strength-tuning.md).
    let pos = position("turkish", "W:Wd4,a1:Bd5,h8");
    assert!(!pos.capture_threat());
    // The threat is real: with Black to move, the capture is there.
    let black = position("turkish", "B:Wd4,a1:Bd5,h8");
    let mut moves = Vec::new();
    black.generate(&mut moves);
    assert!(moves.iter().any(|m| black.is_noisy(m)));
}
