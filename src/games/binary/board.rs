//! The Binary board: Kato's checkerboard (`kato::board`); the centre space is the middle 2x2.

use crate::core::Side;
pub use crate::games::kato::board::*;

/// No second square in a move.
pub const NONE: u8 = u8::MAX;

/// Seed: Black plays the black (dark) squares, White the white (light) ones
/// ("自分の色と同色の空きマス").
pub const fn is_own_colour(size: usize, cell: usize, side: Side) -> bool {
    is_dark(size, cell) == matches!(side, Side::First)
}

/// Seed: "ボードの中央の2×2のスペースをセンタースペースと呼びます".
pub const fn is_centre(size: usize, cell: usize) -> bool {
    let (r, c) = (cell / size, cell % size);
    let lo = size / 2 - 1;
    (r == lo || r == lo + 1) && (c == lo || c == lo + 1)
}
