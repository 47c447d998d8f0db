//! The evaluation terms of issue 14 point 4, each on a pair of positions that differ in
//! that term only (scores are for the side to move, a man or pawn = 100). These are the
//! hand-set terms: the learned patterns built in for American and international are
//! switched off here (a correction fitted on top of them, tested in tests/learned.rs;
//! with them, American's man up scores 167 among 23 men and 140 among 5).

use boardgames::core::Options;
use boardgames::session::AnyGame;

fn eval(id: &str, position: &str) -> i32 {
    boardgames::learn::installed::set_enabled(false);
    let game: Box<dyn AnyGame> = boardgames::from_position(id, position, &Options::none()).unwrap();
    game.evaluate()
}

#[test]
fn flying_kings_three_against_a_lone_king_is_about_even_on_the_large_board() {
    // International: three kings cannot force a lone king (the game's draw rule ends it).
    let three = eval("international", "W:WK46,K47,K48:BK5");
    let four = eval("international", "W:WK46,K47,K48,K49:BK5");
    assert!(three.abs() < 80, "three kings against one: {three}");
    assert!(four > 400, "four kings against one: {four}");
}

#[test]
fn two_kings_against_one_is_about_even_in_russian_three_are_not() {
    let two = eval("russian", "W:WKa1,Kc1:BKh8");
    let three = eval("russian", "W:WKa1,Kc1,Ke1:BKh8");
    assert!(two.abs() < 60, "two kings against one: {two}");
    assert!(three > 300, "three kings against one: {three}");
}

#[test]
fn turkish_flying_king_outweighs_four_men() {
    // A king flying along rows and columns on a board of every square is worth 450
    // (measured in self-play), more than four men on their second row.
    let king = eval("turkish", "W:WKd4:Ba7,b7,g7,h7");
    assert!(king > 20, "king against four men: {king}");
    // On a board of dark squares a flying king (320) is worth less than four men.
    let dark = eval("russian", "W:WKd4:Ba7,c7,e7,g7");
    assert!(dark < -20, "russian king against four men: {dark}");
}

#[test]
fn a_material_edge_counts_for_more_with_fewer_pieces_on_the_board() {
    // A man up with 12 against 11 men, and with 3 against 2 (same advancement rows).
    let crowded = eval("american", "B:B1,2,3,4,5,6,7,8,9,10,11,12:W21,22,23,24,25,26,27,28,29,30,31");
    let sparse = eval("american", "B:B1,2,3:W30,31");
    assert!(crowded > 80 && sparse > crowded, "crowded {crowded}, sparse {sparse}");
}

#[test]
fn men_spread_over_both_wings_beat_men_on_one_wing() {
    // Four men each; in the first the side to move has two per wing, in the second all
    // four on one wing (same rows).
    let balanced = eval("international", "W:W31,35,36,40:B1,5,6,10");
    let lopsided = eval("international", "W:W31,32,36,37:B1,5,6,10");
    assert!(balanced > lopsided, "balanced {balanced}, lopsided {lopsided}");
}

#[test]
fn checkers_back_row_guard_outweighs_a_rows_advance_on_8x8() {
    // American, Black to move: its man on 3 (back row) against the same man on 7, one
    // row further; White still has men to crown, so the guard scores more.
    let guarded = eval("american", "B:B3,9,10:W22,23,24");
    let advanced = eval("american", "B:B7,9,10:W22,23,24");
    assert!(guarded > advanced, "guarded {guarded}, advanced {advanced}");
}

#[test]
fn chess_passed_pawn_is_worth_more_than_a_blocked_one() {
    // White e6 with Black's pawn on a7 (both passed) against d7 (neither passed).
    let passed = eval("chess", "4k3/p7/4P3/8/8/8/8/4K3 w - - 0 1");
    let stopped = eval("chess", "4k3/3p4/4P3/8/8/8/8/4K3 w - - 0 1");
    assert!(passed > stopped + 30, "passed {passed}, stopped {stopped}");
}

#[test]
fn chess_rook_on_an_open_file_and_mobile_pieces_score() {
    // The same rook on the open e-file and behind its own pawn on the closed a-file.
    let open = eval("chess", "3k4/pp6/8/8/8/8/PP6/4RK2 w - - 0 1");
    let closed = eval("chess", "3k4/pp6/8/8/8/8/PP6/R4K2 w - - 0 1");
    assert!(open > closed + 20, "open {open}, closed {closed}");
}

#[test]
fn chess_doubled_and_isolated_pawns_cost() {
    let healthy = eval("chess", "4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1");
    let doubled = eval("chess", "4k3/8/8/8/8/4P3/4P3/4K3 w - - 0 1");
    assert!(healthy > doubled + 15, "healthy {healthy}, doubled {doubled}");
}

/// Incorrect Checkers positions: Black's pieces given, White on its start squares.
fn incorrect(black: &str, to_move: char) -> i32 {
    eval("incorrect-checkers", &format!("{to_move}:B{black}:Wa6,c6,e6,g6,b7,d7,f7,h7,a8,c8,e8,g8"))
}

#[test]
fn incorrect_checkers_a_row_gained_inside_the_goal_rows_counts_like_one_outside() {
    // The twelve goal squares are four a row, so a piece on the near goal row while
    // the far row has room is not done: the race counts every row still to go alike.
    let base = incorrect("a7,c7,e7,g7,b6,d6,f6,h6,a1,c1,e1,g1", 'W');
    let deeper = incorrect("a7,c7,e7,h8,b6,d6,f6,h6,a1,c1,e1,g1", 'W');
    let behind = incorrect("a7,c7,e7,g7,b6,d6,f6,h6,a1,c1,e1,h2", 'W');
    // Scores are White's: Black's gain is White's loss.
    assert!(deeper < base, "a row gained in the goal rows: {base} -> {deeper}");
    assert_eq!(base - deeper, base - behind, "a row in the goal rows against a row at the back");
}

#[test]
fn incorrect_checkers_the_side_to_move_is_a_move_ahead_in_the_race() {
    let start = "a1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3";
    assert!(incorrect(start, 'B') > 0 && incorrect(start, 'W') > 0, "the symmetric start favours the side to move");
}
