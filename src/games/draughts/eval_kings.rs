//! King terms of the learned evaluation (src/learn): the region patterns read men only,
//! and where kings decide a game (the 8x8 boards with flying kings, the boards of every
//! square) the hand-set evaluation's fixed king value was the fits' ceiling
//! (docs/learned-eval-variants.md). These terms give each side's view one number made of
//! its kings and the other side's (0 to 3, more counted as 3), its men and the other
//! side's (in 8 bands), and whether each side has a king on the board's long diagonal
//! (the "main road" that a lone king holds against three); one weight a number, fitted
//! with the patterns. A handful of popcounts a view: cheap beside the pattern read.

use crate::core::Side;

use super::board::{Bits, Board, NONE};
use super::position::Draughts;

/// How many numbers a view reads: kings 4 x 4, men 8 x 8, diagonal 2 x 2.
pub const NUMBERS: usize = 4 * 4 * 8 * 8 * 2 * 2;

/// The king terms of one board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KingTerms {
    /// The long diagonal's squares (layout bits); none on a board where every square
    /// is playable (both diagonals are, and kings there move along lines as well).
    diagonal: Bits,
}

/// A count of men in 8 bands: each of 0-4 alone, then 5-6, 7-9 and 10 or more.
fn men_band(n: u32) -> usize {
    match n {
        0..=4 => n as usize,
        5 | 6 => 5,
        7..=9 => 6,
        _ => 7,
    }
}

/// How many pieces `set` holds.
#[inline(always)]
fn count(set: Bits) -> u32 {
    let high = (set >> 64) as u64;
    (set as u64).count_ones() + if high != 0 { high.count_ones() } else { 0 }
}

impl KingTerms {
    pub fn new(board: &Board) -> KingTerms {
        let g = board.grid;
        let n = g.rows.min(g.cols);
        let line = |flip: bool| -> Option<Bits> {
            let mut bits: Bits = 0;
            for i in 0..n {
                let cell = g.cell(i, if flip { n - 1 - i } else { i });
                if board.index[cell] == NONE {
                    return None;
                }
                bits |= 1 << board.bits.bit[cell];
            }
            Some(bits)
        };
        let diagonal = match (line(false), line(true)) {
            (Some(d), None) | (None, Some(d)) => d,
            _ => 0,
        };
        KingTerms { diagonal }
    }

    /// The number each side's view reads in `pos` (by side index): both at once, as
    /// they share their counts. Counted in 64-bit halves, the high one only where it
    /// holds pieces (boards up to 10x10 fit the low one), and the kings only where there
    /// are any: a native build without the popcount instruction counts in software.
    #[inline]
    pub fn numbers(&self, pos: &Draughts) -> [usize; 2] {
        let (pieces, kings) = ([pos.pieces_of(Side::First), pos.pieces_of(Side::Second)], pos.kings());
        let [mut men0, mut men1] = pieces.map(count);
        let (mut kings0, mut kings1, mut diagonal0, mut diagonal1) = (0, 0, 0, 0);
        if kings != 0 {
            let [k0, k1] = pieces.map(|p| count(p & kings));
            (men0, men1) = (men0 - k0, men1 - k1);
            (kings0, kings1) = (k0.min(3) as usize, k1.min(3) as usize);
            let held = kings & self.diagonal;
            (diagonal0, diagonal1) = ((pieces[0] & held != 0) as usize, (pieces[1] & held != 0) as usize);
        }
        let (men0, men1) = (men_band(men0), men_band(men1));
        let number = |own_k, their_k, own_m, their_m, own_d, their_d| {
            ((((own_k * 4 + their_k) * 8 + own_m) * 8 + their_m) * 2 + own_d) * 2 + their_d
        };
        [number(kings0, kings1, men0, men1, diagonal0, diagonal1), number(kings1, kings0, men1, men0, diagonal1, diagonal0)]
    }

    /// The number `side`'s view reads in `pos`.
    pub fn number(&self, pos: &Draughts, side: Side) -> usize {
        self.numbers(pos)[side.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_position as position;
    use super::*;

    #[test]
    fn the_long_diagonal_has_a_square_of_each_row_on_checkered_boards_and_none_on_full_ones() {
        for (id, fen, squares) in [("russian", "W:Wa1:Bh8", 8), ("international", "W:W46:B5", 10), ("italian", "W:W30:B3", 8)] {
            let pos = position(id, fen);
            assert_eq!(KingTerms::new(pos.board()).diagonal.count_ones(), squares, "{id}");
        }
        assert_eq!(KingTerms::new(position("turkish", "W:Wa2:Ba7").board()).diagonal, 0);
    }

    #[test]
    fn the_number_counts_kings_men_and_the_diagonal_for_each_view() {
        // White: a king on a1 (the long diagonal) and a man; black: two kings off it.
        let pos = position("russian", "W:WKa1,c3:BKb8,Kh2");
        let terms = KingTerms::new(pos.board());
        let index = |own_k: usize, their_k: usize, own_m: usize, their_m: usize, own_d: usize, their_d: usize| {
            ((((own_k * 4 + their_k) * 8 + own_m) * 8 + their_m) * 2 + own_d) * 2 + their_d
        };
        assert_eq!(terms.number(&pos, Side::First), index(1, 2, 1, 0, 1, 0));
        assert_eq!(terms.number(&pos, Side::Second), index(2, 1, 0, 1, 0, 1));
        assert!((0..NUMBERS).contains(&terms.number(&pos, Side::First)));
        assert_eq!((men_band(4), men_band(6), men_band(9), men_band(20)), (4, 5, 6, 7));
    }
}
