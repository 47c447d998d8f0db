//! Binary perft. No published counts exist (reference/perft.md): these were computed
//! by this engine and agree with an independent re-implementation of docs/rules.md, "Binary"
//! written for the check (a Python script: start d1-d3, 6x6 d1-d3, 10x10 d1-d2, and
//! positions from random games up to their ends). This engine gives d4 = 3066250680
//! from the 8x8 start (9 s native; not cross-checked).

use boardgames::core::{OptionValue, Options};

fn perft(size: i64, text: Option<&str>, depth: usize) -> u64 {
    let opts = Options::none().with("size", OptionValue::Int(size));
    let g = match text {
        Some(t) => boardgames::from_position("binary", t, &opts),
        None => boardgames::new_game("binary", &opts),
    };
    g.unwrap().perft(depth)
}

#[test]
fn perft_from_the_start() {
    // d1: the 30 dark squares outside the centre. d2: White then has 32 singles on light
    // squares, 435 pairs of the 30 outside the centre and 31 on dark squares: 30 x 498.
    assert_eq!([1, 2, 3].map(|d| perft(8, None, d)), [30, 14_940, 6_954_510]);
}

#[test]
fn perft_other_sizes() {
    assert_eq!([1, 2, 3].map(|d| perft(6, None, d)), [16, 2480, 339_440]);
    assert_eq!([1, 2].map(|d| perft(10, None, d)), [48, 58_896]);
    assert_eq!([1, 2].map(|d| perft(12, None, d)), [70, 179_060]);
}

#[test]
fn perft_from_a_middle_game_position() {
    assert_eq!(perft(8, Some("1b5b/8/8/2bww3/3b4/8/w7/1wb5 w 11 11"), 2), 163_079);
}

#[test]
fn perft_when_one_supply_is_empty() {
    // White is out: Black places its last three pieces over consecutive turns.
    let text = "8/8/8/8/8/8/8/bw6 b 3 0";
    let black_first = perft(8, Some(text), 1);
    // 31 dark singles (a1 taken; d4 and e5 included), pairs of the 29 outside the
    // centre, 31 light singles (b1 taken; d5 and e4 with a discard).
    assert_eq!(black_first, 31 + 29 * 28 / 2 + 31);
}
