//! How deep `perft` and `divide` may count through the API: deep enough for every test and
//! benchmark, shallow enough that no call blocks its page for minutes and every count is
//! exact in a JS number (below 2^53). The native command line has no such limit.

use wasm_bindgen::prelude::*;

use super::args::{error, whole_number};
use crate::session::AnyGame;

/// The deepest count from the start position that takes at most about 10 s in wasm
/// (Node 20 on a shared 2-core machine; measured for every option set of each game, e.g.
/// zonghen size 12 at depth 4, binary size 10 at 3). One more ply takes 5 to 40 times
/// longer: chess 7 runs a minute, binary size 10 at depth 4 five minutes.
fn max_depth(id: &str) -> u32 {
    match id {
        "american" | "spanish" | "italian" => 10,
        "german" | "pool" | "russian" | "brazilian" | "czech" => 9,
        "international" | "frisian" | "alquerque" => 8,
        "turkish" | "canadian" | "malaysian" => 7,
        "gothic" | "incorrect-checkers" | "chess" => 6,
        "armenian" | "shogi" => 5,
        "zonghen" => 4,
        "binary" => 3,
        _ => 4, // a game added without an entry here: cautious until measured
    }
}

/// The most leaves a count may be expected to reach, estimated as (legal moves here)^depth:
/// a position far busier than the start (Kiwipete has 48 moves, a board of kings many
/// more) then gets a lower maximum. Chess from the start at depth 6 is estimated 6.4e7.
const MAX_ESTIMATED_LEAVES: f64 = 2e9;

/// The largest count a JS number holds exactly.
const MAX_EXACT: u64 = 1 << 53;

/// The depth argument of `perft` and `divide` for `game` in its current position.
pub fn depth(game: &dyn AnyGame, value: &JsValue) -> Result<usize, JsValue> {
    let game_max = max_depth(game.id());
    let depth = whole_number(value, "depth", 0.0, f64::from(game_max))
        .map_err(|_| error(format!("depth must be a whole number from 0 to {game_max} for {}", game.id())))?;
    let depth = depth as u32;
    if depth >= 2 {
        let moves = game.perft(1);
        let position_max = (1..=game_max).take_while(|&d| (moves as f64).powi(d as i32) <= MAX_ESTIMATED_LEAVES).last().unwrap_or(1);
        if depth > position_max {
            return Err(error(format!(
                "depth must be a whole number from 0 to {position_max} for {} from this position ({moves} legal moves: a deeper count would take too long)",
                game.id()
            )));
        }
    }
    Ok(depth as usize)
}

/// `count` as a JS number, refused when it could not be exact.
pub fn exact(count: u64) -> Result<f64, JsValue> {
    if count > MAX_EXACT {
        return Err(error("the count exceeds 2^53 and cannot be given exactly; use a smaller depth"));
    }
    Ok(count as f64)
}
