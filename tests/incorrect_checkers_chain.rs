//! The landing-by-landing chain hook (`continuations`) of Incorrect Checkers: the
//! next landings after a partial chain, under docs/rules.md, "Incorrect Checkers" (friends jumped
//! diagonally at most once each, at most one orthogonal enemy jump per turn).

use boardgames::core::Options;
use boardgames::session::AnyGame;

const ID: &str = "incorrect-checkers";

fn game(text: &str) -> Box<dyn AnyGame> {
    boardgames::from_position(ID, text, &Options::none()).unwrap()
}

fn cell(g: &dyn AnyGame, name: &str) -> usize {
    g.view().labels.iter().position(|l| l == name).unwrap()
}

fn names(g: &dyn AnyGame, cells: Option<Vec<usize>>) -> Vec<String> {
    let v = g.view();
    let mut out: Vec<String> = cells.unwrap().into_iter().map(|c| v.labels[c].clone()).collect();
    out.sort();
    out
}

fn path(g: &dyn AnyGame, squares: &[&str]) -> Vec<usize> {
    squares.iter().map(|s| cell(g, s)).collect()
}

#[test]
fn chain_continues_over_each_friend_once_and_one_enemy() {
    // c3 jumps d4 to e5; from e5 over f6 to g7, or over White's e6 (orthogonally) to e7;
    // never back over d4, already jumped this turn.
    let g = game("B:Bc3,d4,f6:We6");
    assert_eq!(names(&*g, g.continuations(&path(&*g, &["c3"]))), ["e5"]);
    assert_eq!(names(&*g, g.continuations(&path(&*g, &["c3", "e5"]))), ["e7", "g7"]);
    // From e7 the chain may turn backwards over f6 (not jumped yet) to g5.
    assert_eq!(names(&*g, g.continuations(&path(&*g, &["c3", "e5", "e7"]))), ["g5"]);
    // Every landing reached hop by hop is also playable as a full path.
    let mut g = g;
    assert!(g.play("c3:e5:e7").is_ok());
}

#[test]
fn only_one_enemy_jump_per_chain() {
    // b4 jumps White's b5 north to b6; from b6 only the friend c7 (to d8): jumping
    // White's c6 to d6 would be a second enemy jump.
    let g = game("B:Bb4,c7:Wb5,c6");
    assert_eq!(names(&*g, g.continuations(&path(&*g, &["b4"]))), ["b6"]);
    assert_eq!(names(&*g, g.continuations(&path(&*g, &["b4", "b6"]))), ["d8"]);
}

#[test]
fn a_path_that_is_not_a_chain_has_no_continuation() {
    let g = game("B:Bc3,d4,f6:We6");
    // Not a piece of the side to move, a step instead of a jump, a jump over nothing.
    for bad in [&["e6"][..], &["c3", "d4"][..], &["c3", "a5"][..], &["d4", "f6"][..]] {
        assert_eq!(g.continuations(&path(&*g, bad)), Some(Vec::new()), "{bad:?}");
    }
    assert_eq!(g.continuations(&[]), Some(Vec::new()));
    assert_eq!(g.continuations(&[64, 3]), Some(Vec::new()));
}

#[test]
fn games_without_such_chains_answer_none() {
    let g = boardgames::new_game("american", &Options::none()).unwrap();
    assert_eq!(g.continuations(&[21]), None);
}
