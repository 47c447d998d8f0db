//! Static evaluation for the search. The game is a race (docs/rules.md, "Incorrect Checkers"): pieces
//! of the two sides stand on different colours, so neither blocks the other, and the
//! first to fill its twelve goal squares (four on each of the far three rows) wins.
//! What counts is how far each side still has to go: its pieces, furthest first, are
//! matched with the goal rows deepest first (four to the far row, four to the next,
//! four to the third), and every row a piece still lacks costs the same. A piece in
//! the goal rows but short of the row its turn in the queue needs is not done yet.
//! Then what the rows alone miss, weighed by a logistic fit to the results of
//! self-play positions (tools/tune/incorrect_checkers.py): the pieces that could
//! start a chain forward now, the hindmost piece's rows to the goal rows, and the
//! pieces still outside them (each needs a move of its own).

use crate::core::{Rules, Side};

use super::board::{advance, GOAL, GOAL_ROWS_FROM, NONE, SIZE};
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
/// formation whose pieces can jump each other gets there first). Hand-set at 4 at
/// first; the fit with LAST and OUTSIDE gave 18 to 20.
const READY: i32 = 18;

/// Per row the hindmost piece still lacks to reach the goal rows: the race ends only
/// when the last piece is home, and a straggler needs its own steps (few friends
/// are left behind to jump over). Weight fitted to self-play positions
/// (tools/tune/incorrect_checkers.py, with the other weights of this file).
const LAST: i32 = 25;

/// Per piece outside the goal rows: each needs a move of its own to get there, so a
/// side with many rows to go in few pieces (long chains ahead) is nearer than one
/// with the same rows spread over many pieces. Fitted with READY and LAST (half of
/// 19000 self-play positions: 20, 18 and 23 a row = 10; all of them: 28, 20, 29).
const OUTSIDE: i32 = 25;

/// `side`'s pieces outside the goal rows.
fn outside(pos: &IncorrectCheckers, side: Side) -> i32 {
    (pos.men(side) & !GOAL[side.index()]).count_ones() as i32
}

/// Rows `side`'s hindmost piece lacks to reach the goal rows (0 when all are there).
fn straggler(pos: &IncorrectCheckers, side: Side) -> i32 {
    let men = pos.men(side);
    if men == 0 {
        return 0;
    }
    // Row 0 is the Second side's own edge: its hindmost piece is the lowest bit.
    let cell = if side == Side::First { 63 - men.leading_zeros() } else { men.trailing_zeros() } as usize;
    (GOAL_ROWS_FROM as i32 - advance(side, cell) as i32).max(0)
}

/// Cells whose column is at least 2 (a jump two columns to the left lands on the board)
/// and at most 5 (two to the right).
const FROM_COL_2: u64 = 0xFCFC_FCFC_FCFC_FCFC;
const TO_COL_5: u64 = 0x3F3F_3F3F_3F3F_3F3F;

/// `side`'s pieces outside the goal rows that could jump a friend forward now
/// (bitboard shifts: every piece and both forward diagonals at once; cells are row
/// major from rank 8, so First's forward diagonals are -7 and -9, Second's +7 and +9).
fn ready(pos: &IncorrectCheckers, side: Side) -> i32 {
    let own = pos.men(side);
    let empty = !(own | pos.men(side.other()));
    let jumpers = match side {
        Side::First => (own << 9 & empty << 18 & FROM_COL_2) | (own << 7 & empty << 14 & TO_COL_5),
        Side::Second => (own >> 9 & empty >> 18 & TO_COL_5) | (own >> 7 & empty >> 14 & FROM_COL_2),
    };
    (jumpers & own & !GOAL[side.index()]).count_ones() as i32
}

pub fn evaluate(pos: &IncorrectCheckers) -> i32 {
    let me = pos.side_to_move();
    let them = me.other();
    ROW * (distance(pos, them) - distance(pos, me))
        + TEMPO
        + READY * (ready(pos, me) - ready(pos, them))
        + LAST * (straggler(pos, them) - straggler(pos, me))
        + OUTSIDE * (outside(pos, them) - outside(pos, me))
}
