//! Shogi perft against the published counts (start position: YaneuraOu and others;
//! "matsuri" and the 593-move position: the usual engine test positions).

mod shogi_util;

use std::time::Instant;

use boardgames::core::perft;
use shogi_util::*;

#[test]
fn shogi_moves_perft_from_the_start() {
    let start = pos(START);
    let expected = [30u64, 900, 25470, 719731, 19861490];
    for (i, want) in expected.iter().enumerate() {
        let t = Instant::now();
        assert_eq!(perft(&start, i + 1), *want, "perft {}", i + 1);
        eprintln!("perft {} = {want} in {:.3} s", i + 1, t.elapsed().as_secs_f64());
    }
}

#[test]
fn perft_matsuri_position() {
    let p = pos("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
    for (i, want) in [207u64, 28684, 4809015].iter().enumerate() {
        assert_eq!(perft(&p, i + 1), *want, "perft {}", i + 1);
    }
}

#[test]
fn the_position_with_593_legal_moves() {
    let p = pos("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1");
    assert_eq!(perft(&p, 1), 593);
}

#[test]
fn perft_through_the_game_api() {
    let g = game(START);
    assert_eq!(g.perft(3), 25470);
}
