//! Static evaluation for the search. The game is a race (RULES.md section 5): pieces
//! of the two sides stand on different colours, so neither blocks the other, and the
//! first to fill its twelve goal squares (four on each of the far three rows) wins.
//! What counts is how far each side still has to go: its pieces, furthest first, are
//! matched with the goal rows deepest first (four to the far row, four to the next,
//! four to the third), and every row a piece still lacks costs the same. A piece in
//! the goal rows but short of the row its turn in the queue needs is not done yet.
//! Then the formation: the pieces that could start a chain forward now.

use crate::core::Side;

use super::board::{advance, bit, cells_of, forward, GOAL, NEXT, NONE, SIZE};
use super::moves::IMove;
use super::position::IncorrectCheckers;

/// Evaluation units per row still to go.
const ROW: i32 = 10;
/// The side to move is a move ahead in the race: about the rows a move gains on
/// average (some sixty rows in some twenty moves), so that leaves of either parity
/// (reduced searches end a ply early) compare fairly.
pub const TEMPO: i32 = 3 * ROW;
/// Goal squares per row (the mover's colour on a row of eight).
const PER_ROW: usize = SIZE / 2;

/// The cells of one row, at the bottom of a board's bits.
const ROW_CELLS: u64 = (1 << SIZE) - 1;

/// Rows `side`'s pieces still have to cover to fill the goal rows.
pub fn distance(pos: &IncorrectCheckers, side: Side) -> i32 {
    // Pieces by rows advanced (a popcount a row: the search evaluates every node).
    let men = pos.men(side);
    let mut on_row = [0usize; SIZE];
    for (row, count) in on_row.iter_mut().enumerate() {
        *count = (men >> (row * SIZE) & ROW_CELLS).count_ones() as usize;
    }
    // Counted by board row; `advance` counts First's rows from the other edge.
    if side == Side::First {
        on_row.reverse();
    }
    // Walk the pieces furthest first, the targets deepest first.
    let (mut target, mut filled, mut missing) = (SIZE - 1, 0, 0);
    for a in (0..SIZE).rev() {
        for _ in 0..on_row[a] {
            missing += target.saturating_sub(a);
            filled += 1;
            if filled == PER_ROW {
                (target, filled) = (target - 1, 0);
            }
        }
    }
    missing as i32
}

/// Rows a move takes its piece forward (negative for a retreat, 0 for a pass).
pub fn rows_gained(side: Side, mv: &IMove) -> i32 {
    if mv.from == NONE {
        return 0;
    }
    advance(side, mv.to as usize) as i32 - advance(side, mv.from as usize) as i32
}

/// Per piece outside the goal rows with a friend diagonally ahead and the square
/// beyond it empty: a jump ready to start a chain (chains gain most of the rows; a
/// formation whose pieces can jump each other gets there first).
const READY: i32 = 4;

/// `side`'s pieces outside the goal rows that could jump a friend forward now.
fn ready(pos: &IncorrectCheckers, side: Side) -> i32 {
    let own = pos.men(side);
    let empty = !(own | pos.men(side.other()));
    let mut n = 0;
    for c in cells_of(own & !GOAL[side.index()]) {
        for d in forward(side) {
            let over = NEXT[d][c as usize];
            if over == NONE || own & bit(over) == 0 {
                continue;
            }
            let land = NEXT[d][over as usize];
            if land != NONE && empty & bit(land) != 0 {
                n += 1;
                break;
            }
        }
    }
    n
}

pub fn evaluate(pos: &IncorrectCheckers) -> i32 {
    let me = pos.side_to_move();
    ROW * (distance(pos, me.other()) - distance(pos, me)) + TEMPO + READY * (ready(pos, me) - ready(pos, me.other()))
}
