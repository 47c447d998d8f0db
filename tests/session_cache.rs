//! One generation per position (issue 34): the session keeps the current position's
//! legal moves, so the page's many questions about one position (outcome, view,
//! claims, the moves, the record) generate its moves once, and every change of
//! position (play, undo, redo, load) is answered from the new position, never from
//! what was kept of the old one.

use boardgames::core::Options;
use boardgames::session::generations;
use boardgames::session::AnyGame;

const FRISIAN_CROWD: &str = "W:WK23:BK9,19,K30,K15,40,2,K21,13,8,K35,43,18,22,K4,38,K24,K7,37,10,20";

fn notations(g: &dyn AnyGame) -> Vec<String> {
    g.legal_moves().into_iter().map(|m| m.notation).collect()
}

/// Every question the page asks about a position when it shows it.
fn ask_everything(g: &dyn AnyGame) {
    g.legal_moves();
    g.outcome();
    g.view();
    g.can_claim_draw();
    g.can_declare_win();
    g.record();
}

#[test]
fn asking_again_about_a_position_does_not_generate_again() {
    let g = boardgames::from_position("frisian", FRISIAN_CROWD, &Options::none()).unwrap();
    let before = generations();
    for _ in 0..20 {
        ask_everything(g.as_ref());
    }
    assert_eq!(generations() - before, 1, "one generation for one position");
    assert_eq!(notations(g.as_ref()), ["23x5"]);
}

#[test]
fn every_change_of_position_is_answered_from_the_new_position() {
    for id in ["international", "chess", "shogi", "frisian", "alquerque"] {
        let mut g = boardgames::new_game(id, &Options::none()).unwrap();
        let fresh = |g: &dyn AnyGame| boardgames::from_position(id, &g.position(), &Options::none()).map(|f| notations(f.as_ref()));
        let start = notations(g.as_ref());
        let first = start[0].clone();
        g.play(&first).unwrap();
        let after = notations(g.as_ref());
        assert_ne!(after, start, "{id}: the moves after {first}");
        assert_eq!(Ok(after.clone()), fresh(g.as_ref()), "{id}: after play");
        assert!(g.undo());
        assert_eq!(notations(g.as_ref()), start, "{id}: after undo");
        assert!(g.redo());
        assert_eq!(notations(g.as_ref()), after, "{id}: after redo");
        let record = g.record();
        g.undo();
        g.load_record(&record).unwrap();
        assert_eq!(notations(g.as_ref()), after, "{id}: after loading the record");
        assert!(g.resign());
        assert!(g.legal_moves().is_empty() && g.outcome().is_some(), "{id}: after resigning");
        assert!(g.undo());
        assert_eq!(notations(g.as_ref()), after, "{id}: after taking the resignation back");
    }
}

#[test]
fn each_position_of_a_game_is_generated_once_however_it_is_visited() {
    let mut g = boardgames::new_game("international", &Options::none()).unwrap();
    let before = generations();
    for _ in 0..6 {
        let m = notations(g.as_ref())[0].clone();
        ask_everything(g.as_ref());
        g.play(&m).unwrap();
        ask_everything(g.as_ref());
    }
    // Six moves: seven positions, each generated once (playing asks the position before).
    assert_eq!(generations() - before, 7);
}

#[test]
fn stepping_back_finds_the_moves_of_the_positions_before() {
    let mut g = boardgames::new_game("international", &Options::none()).unwrap();
    let before = generations();
    let mut seen = Vec::new();
    for _ in 0..40 {
        let moves = notations(g.as_ref());
        ask_everything(g.as_ref());
        g.play(&moves[moves.len() / 2]).unwrap();
        seen.push(moves);
    }
    ask_everything(g.as_ref());
    assert_eq!(generations() - before, 41, "forty moves: forty-one positions");
    while let Some(moves) = seen.pop() {
        assert!(g.undo());
        ask_everything(g.as_ref());
        assert_eq!(notations(g.as_ref()), moves, "the moves {} plies in", seen.len());
    }
    // The last 32 positions before the current one keep their moves (memory bounded in a
    // game of any length); the 8 older ones are generated again.
    assert_eq!(generations() - before, 41 + 8);
}
