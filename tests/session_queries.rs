//! The page's questions before an ending by a player: may the side to move claim a
//! draw (chess threefold repetition, fifty-move rule) or declare a win (shogi impasse,
//! 27-point rule)? The answers must agree with what claimDraw/declareWin then do.

use boardgames::core::Options;
use boardgames::session::AnyGame;

fn game(id: &str, position: Option<&str>) -> Box<dyn AnyGame> {
    match position {
        Some(text) => boardgames::from_position(id, text, &Options::none()).expect("a valid position"),
        None => boardgames::new_game(id, &Options::none()).expect("a known game"),
    }
}

fn play(g: &mut Box<dyn AnyGame>, moves: &str) {
    for m in moves.split_whitespace() {
        g.play(m).expect("a legal move");
    }
}

#[test]
fn can_claim_draw_after_threefold_repetition_only() {
    let mut g = game("chess", None);
    play(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assert!(!g.can_claim_draw(), "the start position stood twice");
    assert!(!g.claim_draw());
    play(&mut g, "Ng8");
    assert!(g.can_claim_draw(), "the start position stands for the third time");
    assert!(g.claim_draw());
    assert!(!g.can_claim_draw(), "the game is over");
}

#[test]
fn can_claim_draw_under_the_fifty_move_rule() {
    let mut g = game("chess", Some("8/8/8/4k3/8/8/8/R3K3 w - - 99 100"));
    assert!(!g.can_claim_draw());
    play(&mut g, "Ra2");
    assert!(g.can_claim_draw());
}

#[test]
fn can_declare_win_by_the_27_point_rule() {
    // Sente: king in the zone, ten pieces there, 2R 2B 6P = 26 points and 2G in hand = 28.
    let mut g = game("shogi", Some("RRBB5/PPPPPP3/4K4/9/9/9/9/9/4k4 b 2G 1"));
    assert!(g.can_declare_win());
    assert!(!g.can_claim_draw(), "shogi has no draw claims");
    assert!(g.declare_win());
    assert!(!g.can_declare_win());
    // One point short (a gold less in hand): no declaration.
    let mut short = game("shogi", Some("RRBB5/PPPPPP3/4K4/9/9/9/9/9/4k4 b G 1"));
    assert!(!short.can_declare_win());
    assert!(!short.declare_win());
}

#[test]
fn games_without_these_endings_answer_no() {
    let g = game("american", None);
    assert!(!g.can_claim_draw());
    assert!(!g.can_declare_win());
}
