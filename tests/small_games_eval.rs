//! Evaluation terms of the small alpha-beta games (issue 14), each on a pair of
//! positions that differ in that term only (scores for the side to move).

use boardgames::core::Options;
use boardgames::session::AnyGame;

fn eval(id: &str, position: &str) -> i32 {
    let game: Box<dyn AnyGame> = boardgames::from_position(id, position, &Options::none()).unwrap();
    game.evaluate()
}

/// Incorrect Checkers with White on its start squares and Black's pieces given.
fn incorrect(black: &str) -> i32 {
    eval("incorrect-checkers", &format!("B:B{black}:Wa6,c6,e6,g6,b7,d7,f7,h7,a8,c8,e8,g8"))
}

#[test]
fn incorrect_checkers_a_piece_ready_to_jump_a_friend_forward_counts() {
    // The same rows: c1 with d2 diagonally ahead of it and e3 empty (a jump), against
    // c1 and f2 (no friend ahead of either).
    let ready = incorrect("c1,d2");
    let apart = incorrect("c1,f2");
    assert!(ready > apart, "ready {ready}, apart {apart}");
    // No jump when the square beyond the friend is taken: with e3 added, c1 no longer
    // counts (e3 is taken), d2 does (over e3 to f4) as f2 does (over e3 to d4).
    let blocked = incorrect("c1,d2,e3");
    let blocked_apart = incorrect("c1,f2,e3");
    assert_eq!(blocked, blocked_apart);
}

#[test]
fn incorrect_checkers_the_hindmost_piece_costs_per_row_it_lacks() {
    // The same rows still to go (a1 lacks 7, g5 3; c3 and e3 5 each) and no jump for
    // either pair: the pair whose hindmost piece (a1) lacks 5 rows to the goal rows is
    // worse than the pair whose hindmost (c3) lacks 3.
    let straggler = incorrect("a1,g5");
    let together = incorrect("c3,e3");
    assert!(straggler < together, "straggler {straggler}, together {together}");
}

#[test]
fn incorrect_checkers_each_piece_outside_the_goal_rows_costs_a_move() {
    // The same rows still to go (9), the same hindmost piece (c3) and no jump: b6 and
    // f6 are both in the goal rows, where a7 is but e5 still needs a move to get there.
    let inside = incorrect("b6,f6,c3");
    let outside = incorrect("a7,e5,c3");
    assert!(inside > outside, "inside {inside}, outside {outside}");
}
