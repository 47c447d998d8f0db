//! Chess's selective search (reverse futility, futility and late-move pruning,
//! reductions by depth and move number) must not lose the quiet moves that win:
//! forced mates whose key move is quiet, and a combination, found at a small node
//! budget. Each position's solution was checked to be the only one by a full search
//! (python-chess, every line to the given depth).

use boardgames::ai::SearchLimits;
use boardgames::core::Options;
use boardgames::session::AnyGame;

fn best(fen: &str, nodes: u64) -> String {
    let game: Box<dyn AnyGame> = boardgames::from_position("chess", fen, &Options::none()).unwrap();
    game.best_move_with(6, &SearchLimits::nodes(nodes), Some(1)).unwrap().notation
}

#[test]
fn quiet_king_move_that_mates_in_two_is_found() {
    // 1. Kf7 Kh7 2. Rh1#: the only mate in two, and not a check.
    assert_eq!(best("7k/8/5K2/8/8/8/8/6R1 w - - 0 1", 50_000), "Kf7");
}

#[test]
fn quiet_rook_move_that_mates_in_three_is_found() {
    // The only mate in three (none in two), a quiet rook move that boxes the king in.
    assert_eq!(best("7k/6R1/8/5K2/8/8/8/8 w - - 0 1", 100_000), "Rf7");
}

#[test]
fn quiet_king_approach_that_mates_in_three_is_found() {
    assert_eq!(best("1k6/3K4/8/8/8/8/8/6R1 w - - 0 1", 100_000), "Kc6");
}

#[test]
fn mate_in_three_against_the_exposed_king_is_found() {
    // Black mates in three starting with Bc5+ (the only way), though a queen is on offer.
    assert_eq!(best("r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1", 200_000), "Bc5+");
}
