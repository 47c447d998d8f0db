//! Zong-Heng perft. No published counts exist (reference/perft.md): these were
//! computed by this engine and agree with an independent re-implementation of
//! docs/rules.md, "Zong-Heng" written for the check (a Python script, start d1-d4, 6x6 d1-d5, 10x10
//! d1-d2, and positions from random games up to their ends, passes included).

use boardgames::core::{OptionValue, Options};

fn perft(size: i64, text: Option<&str>, depth: usize) -> u64 {
    let opts = Options::none().with("size", OptionValue::Int(size));
    let g = match text {
        Some(t) => boardgames::from_position("zonghen", t, &opts),
        None => boardgames::new_game("zonghen", &opts),
    };
    g.unwrap().perft(depth)
}

#[test]
fn perft_from_the_start() {
    // d1: 16 Black pieces, four directions each, less the 4 on the bottom edge and 4 on the left.
    let counts = [56, 3108, 171_192, 9_322_982];
    for (d, n) in counts.iter().enumerate() {
        assert_eq!(perft(8, None, d + 1), *n, "depth {}", d + 1);
    }
}

#[test]
fn perft_other_sizes() {
    assert_eq!([1, 2, 3, 4].map(|d| perft(6, None, d)), [30, 880, 25_268, 701_956]);
    assert_eq!([1, 2].map(|d| perft(10, None, d)), [90, 8064]);
    assert_eq!(perft(12, None, 1), 132);
}

#[test]
fn perft_from_a_middle_game_position() {
    let text = "1w1w1w1w/b1b1bbbw/bw1w1w1w/b1b1bwb1/1w1w1w1w/bwb1bbb1/wbww1w1w/b1b1b1b1 b 12 12";
    assert_eq!(perft(8, Some(text), 3), 123_506);
}

#[test]
fn perft_counts_a_forced_pass() {
    // White cannot push; Black can: White's only move is the pass.
    let text = "8/8/8/8/3bw3/8/8/8 w 10 10";
    assert_eq!(perft(8, Some(text), 1), 1);
    assert_eq!(perft(8, Some(text), 2), 3);
}
