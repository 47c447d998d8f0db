//! Pattern terms of the learned evaluation (src/learn): the board cut into overlapping
//! 4x4 regions (every second row and column), each region's eight dark squares read as
//! a base-3 number (empty, a man of the side whose view it is, a man of the other; kings
//! are left to the hand-set terms, as the strong draughts engines do), one weight per
//! region and number. Each side sees the board from its own home (the other side's
//! view is the board turned half a turn with the colours swapped), so one weight table
//! serves both sides and the sum is exactly antisymmetric.

use crate::core::Side;

use super::board::{Board, NONE};
use super::eval_tables::own_cell;
use super::position::Draughts;

/// The hand-set evaluation of `pos` for the side to move, without a learned one.
pub fn hand_evaluation(pos: &Draughts) -> i32 {
    super::eval::hand_evaluate(pos)
}

/// Whether neither side can capture: a position whose static evaluation is what the
/// search's quiescence stands on (the positions the evaluation is fitted to).
pub fn is_quiet(pos: &Draughts) -> bool {
    let me = pos.side_to_move();
    !super::movegen::can_capture(pos, me) && !super::movegen::can_capture(pos, me.other())
}

/// The dark squares of a 4x4 region.
pub const REGION_SQUARES: usize = 8;
/// The numbers a region can read: 3^8.
pub const PATTERNS: usize = 6561;

/// A board's regions: for each side's view, each region's squares as layout bits.
#[derive(Debug, Clone)]
pub struct Regions {
    bits: [Vec<[u8; REGION_SQUARES]>; 2],
    /// Each region's squares as one mask (the same set from either view's list
    /// order): a region without men reads 0 without looking at its squares.
    masks: [Vec<u128>; 2],
}

impl Regions {
    /// The regions of `board`; an error for a board whose 4x4 windows do not hold
    /// eight playable squares (boards of every square: 3^16 numbers a region).
    pub fn new(board: &Board) -> Result<Regions, String> {
        let g = board.grid;
        if g.rows < 4 || g.cols < 4 {
            return Err("learned-board: the board is smaller than a region".to_string());
        }
        let mut bits = [Vec::new(), Vec::new()];
        let mut masks = [Vec::new(), Vec::new()];
        for side in Side::BOTH {
            for r0 in (0..=g.rows - 4).step_by(2) {
                for c0 in (0..=g.cols - 4).step_by(2) {
                    let mut squares = Vec::with_capacity(REGION_SQUARES);
                    for r in r0..r0 + 4 {
                        for c in c0..c0 + 4 {
                            let cell = own_cell(board, side, g.cell(r, c));
                            if board.index[cell] != NONE {
                                squares.push(board.bits.bit[cell]);
                            }
                        }
                    }
                    let squares: [u8; REGION_SQUARES] =
                        squares.try_into().map_err(|_| "learned-board: patterns need a board of dark squares only".to_string())?;
                    masks[side.index()].push(squares.iter().fold(0u128, |m, &b| m | 1u128 << b));
                    bits[side.index()].push(squares);
                }
            }
        }
        Ok(Regions { bits, masks })
    }

    /// How many regions the board has (9 on 8x8, 16 on 10x10).
    pub fn count(&self) -> usize {
        self.bits[0].len()
    }

    /// The weight index (region * PATTERNS + number) of every region seen from `side`.
    #[inline]
    pub fn indexes(&self, pos: &Draughts, side: Side, mut each: impl FnMut(usize)) {
        let men = !pos.kings();
        let own = pos.pieces_of(side) & men;
        let their = pos.pieces_of(side.other()) & men;
        let masks = &self.masks[side.index()];
        for (r, squares) in self.bits[side.index()].iter().enumerate() {
            if (own | their) & masks[r] == 0 {
                each(r * PATTERNS);
                continue;
            }
            let mut n = 0usize;
            for &b in squares {
                n = n * 3 + ((own >> b) & 1) as usize + 2 * ((their >> b) & 1) as usize;
            }
            each(r * PATTERNS + n);
        }
    }

    /// The patterns' sum for the side to move: its regions' weights less the other's.
    #[inline]
    pub fn score(&self, pos: &Draughts, weights: &[i16]) -> i32 {
        let me = pos.side_to_move();
        let mut sum = 0i32;
        self.indexes(pos, me, |i| sum += weights[i] as i32);
        self.indexes(pos, me.other(), |i| sum -= weights[i] as i32);
        sum
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_position as position;
    use super::*;

    #[test]
    fn an_eight_by_eight_board_has_nine_regions_and_ten_by_ten_sixteen() {
        assert_eq!(Regions::new(position("american", "B:B1:W32").board()).unwrap().count(), 9);
        assert_eq!(Regions::new(position("international", "W:W46:B5").board()).unwrap().count(), 16);
        assert!(Regions::new(position("turkish", "W:Wa2:Ba7").board()).is_err());
    }

    #[test]
    fn a_position_and_its_mirror_with_colours_swapped_read_the_same_patterns() {
        // American: Black's men on 1, 6 and White's on 27, 32 are each other turned half
        // a turn; with the side to move swapped the two positions are one.
        let a = position("american", "B:B1,6:W27,32,K20");
        let b = position("american", "W:W32,27:B6,1,K13");
        let regions = Regions::new(a.board()).unwrap();
        let (mut ia, mut ib) = (Vec::new(), Vec::new());
        regions.indexes(&a, a.side_to_move(), |i| ia.push(i));
        regions.indexes(&b, b.side_to_move(), |i| ib.push(i));
        assert_eq!(ia, ib);
        assert!(ia.iter().any(|i| i % PATTERNS != 0), "some region holds a man");
        // And the sum is antisymmetric: the same from the side to move of each.
        let weights: Vec<i16> = (0..regions.count() * PATTERNS).map(|i| (i % 17) as i16 - 8).collect();
        assert_eq!(regions.score(&a, &weights), regions.score(&b, &weights));
    }
}
