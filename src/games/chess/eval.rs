//! Static evaluation for the search: material, piece-square tables blended between
//! middlegame and endgame by the material left, a pawn shield for the king, pawn
//! structure (passed, doubled, isolated pawns), rooks on open files, the mobility
//! of the pieces and their attack on the enemy king's zone. Centipawns, from the
//! side to move's point of view.

use super::attacks::{self, bit, Squares, FILE_A, FILE_H};
use super::board::{file_of, rank_of, Board, BISHOP, BLACK, KNIGHT, PAWN, QUEEN, ROOK, WHITE};
use super::position::Chess;

const VALUE: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// Phase weight of each kind; 24 is a full set of pieces (middlegame).
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];

// Tables as seen from White, rank 8 first (index = square ^ 56 for White).
#[rustfmt::skip]
const PAWN_TABLE: [i32; 64] = [
      0,   0,   0,   0,   0,   0,   0,   0,
     60,  60,  60,  60,  60,  60,  60,  60,
     20,  20,  30,  40,  40,  30,  20,  20,
      8,   8,  15,  28,  28,  15,   8,   8,
      2,   2,   8,  22,  22,   6,   2,   2,
      4,   0,   2,   6,   6,  -4,   0,   4,
      4,   8,   8, -20, -20,  10,   8,   4,
      0,   0,   0,   0,   0,   0,   0,   0,
];
#[rustfmt::skip]
const KNIGHT_TABLE: [i32; 64] = [
    -50, -35, -28, -25, -25, -28, -35, -50,
    -35, -18,   0,   4,   4,   0, -18, -35,
    -25,   4,  12,  16,  16,  12,   4, -25,
    -25,   6,  16,  22,  22,  16,   6, -25,
    -25,   2,  14,  20,  20,  14,   2, -25,
    -28,   4,  10,  12,  12,  10,   4, -28,
    -35, -18,   0,   4,   4,   0, -18, -35,
    -50, -30, -28, -25, -25, -28, -30, -50,
];
#[rustfmt::skip]
const BISHOP_TABLE: [i32; 64] = [
    -18, -10, -10, -10, -10, -10, -10, -18,
    -10,   0,   0,   0,   0,   0,   0, -10,
    -10,   0,   6,  10,  10,   6,   0, -10,
    -10,   6,   6,  10,  10,   6,   6, -10,
    -10,   0,  10,  10,  10,  10,   0, -10,
    -10,  10,  10,  10,  10,  10,  10, -10,
    -10,   6,   0,   0,   0,   0,   6, -10,
    -18, -10, -12, -10, -10, -12, -10, -18,
];
#[rustfmt::skip]
const ROOK_TABLE: [i32; 64] = [
      0,   0,   0,   0,   0,   0,   0,   0,
     10,  14,  14,  14,  14,  14,  14,  10,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
      0,   0,   2,   6,   6,   4,   0,   0,
];
#[rustfmt::skip]
const QUEEN_TABLE: [i32; 64] = [
    -18, -10, -10,  -5,  -5, -10, -10, -18,
    -10,   0,   0,   0,   0,   0,   0, -10,
    -10,   0,   5,   5,   5,   5,   0, -10,
     -5,   0,   5,   5,   5,   5,   0,  -5,
     -5,   0,   5,   5,   5,   5,   0,  -5,
    -10,   4,   5,   5,   5,   5,   0, -10,
    -10,   0,   4,   0,   0,   0,   0, -10,
    -18, -10, -10,  -5,  -5, -10, -10, -18,
];
#[rustfmt::skip]
const KING_MIDDLE: [i32; 64] = [
    -30, -40, -40, -50, -50, -40, -40, -30,
    -30, -40, -40, -50, -50, -40, -40, -30,
    -30, -40, -40, -50, -50, -40, -40, -30,
    -30, -40, -40, -50, -50, -40, -40, -30,
    -20, -30, -30, -40, -40, -30, -30, -20,
    -10, -20, -20, -25, -25, -20, -20, -10,
     15,  15,  -5, -10, -10,  -5,  15,  15,
     20,  30,  10,  -5,   0,  10,  32,  20,
];
#[rustfmt::skip]
const KING_END: [i32; 64] = [
    -50, -35, -28, -20, -20, -28, -35, -50,
    -30, -15,  -5,   0,   0,  -5, -15, -30,
    -28,  -5,  18,  25,  25,  18,  -5, -28,
    -28,  -5,  25,  35,  35,  25,  -5, -28,
    -28,  -5,  25,  35,  35,  25,  -5, -28,
    -28,  -5,  18,  25,  25,  18,  -5, -28,
    -30, -25,   0,   0,   0,   0, -25, -30,
    -50, -30, -30, -30, -30, -30, -30, -50,
];

const TABLES: [&[i32; 64]; 5] = [&PAWN_TABLE, &KNIGHT_TABLE, &BISHOP_TABLE, &ROOK_TABLE, &QUEEN_TABLE];

/// Index into a table drawn from White's side for a piece of `colour` on `sq`.
fn table_index(colour: usize, sq: usize) -> usize {
    if colour == WHITE {
        sq ^ 56
    } else {
        sq
    }
}

/// Pawns of `colour` in front of a king on its first two ranks, on the king's file
/// and both neighbours; missing shield pawns and open files near the king cost.
fn king_shelter(board: &Board, colour: usize) -> i32 {
    let king = board.king(colour);
    let home_rank = if colour == WHITE { 0 } else { 7 };
    if rank_of(king).abs_diff(home_rank) > 1 {
        return -30;
    }
    let pawns = board.pieces(colour, PAWN);
    let mut score = 0;
    let centre = file_of(king).clamp(1, 6);
    for file in centre - 1..=centre + 1 {
        let file_bb = FILE_A << file;
        let near = if colour == WHITE { home_rank + 1 } else { home_rank - 1 };
        let next = if colour == WHITE { home_rank + 2 } else { home_rank - 2 };
        if pawns & bit(near * 8 + file) != 0 {
            score += 12;
        } else if pawns & bit(next * 8 + file) != 0 {
            score += 6;
        } else if pawns & file_bb == 0 {
            score -= 18;
        }
    }
    score
}

/// A (middlegame, endgame) pair of weights.
type Pair = (i32, i32);

/// A passed pawn by its rank counted from its own side (1: start .. 6: one step from promoting).
const PASSED: [Pair; 8] = [(0, 0), (0, 5), (5, 10), (10, 20), (20, 40), (35, 70), (55, 110), (0, 0)];
const DOUBLED: Pair = (-10, -20);
const ISOLATED: Pair = (-10, -12);
const ROOK_OPEN_FILE: Pair = (25, 10);
const ROOK_HALF_OPEN_FILE: Pair = (12, 6);
/// Per square a piece attacks (not held by its own side, not guarded by an enemy
/// pawn), counted from a typical number so an average piece scores about zero.
const MOBILITY: [(Pair, i32); 4] = [((4, 4), 4), ((4, 5), 6), ((2, 4), 6), ((1, 2), 12)];

/// King attack (middlegame): per square of the enemy king's zone a piece attacks,
/// by kind (knight, bishop, rook, queen); the units' square over four, capped.
const KING_SAFETY: bool = true;
const KING_ATTACK: [i32; 4] = [2, 2, 3, 5];
const KING_DANGER_MAX: i32 = 400;

fn files_beside(file: usize) -> u64 {
    let f = FILE_A << file;
    ((f & !FILE_A) >> 1) | ((f & !FILE_H) << 1)
}

/// Squares strictly in front of rank `rank` from `colour`'s side.
fn ahead(colour: usize, rank: usize) -> u64 {
    if colour == WHITE {
        if rank >= 7 {
            0
        } else {
            !0u64 << (8 * (rank + 1))
        }
    } else {
        (1u64 << (8 * rank)) - 1
    }
}

/// Pawn structure, rooks' files and mobility of `colour` as (middlegame, endgame).
fn activity(board: &Board, colour: usize) -> Pair {
    let them = colour ^ 1;
    let pawns = board.pieces(colour, PAWN);
    let their_pawns = board.pieces(them, PAWN);
    let (mut mg, mut eg) = (0, 0);
    let mut add = |p: Pair, times: i32| {
        mg += p.0 * times;
        eg += p.1 * times;
    };
    for sq in Squares(pawns) {
        let (file, rank) = (file_of(sq), rank_of(sq));
        let own_rank = if colour == WHITE { rank } else { 7 - rank };
        let front = ahead(colour, rank);
        if their_pawns & front & (FILE_A << file | files_beside(file)) == 0 && pawns & front & (FILE_A << file) == 0 {
            add(PASSED[own_rank], 1);
        }
        if pawns & files_beside(file) == 0 {
            add(ISOLATED, 1);
        }
    }
    for file in 0..8 {
        let n = (pawns & (FILE_A << file)).count_ones() as i32;
        if n > 1 {
            add(DOUBLED, n - 1);
        }
    }
    for sq in Squares(board.pieces(colour, ROOK)) {
        let file = FILE_A << file_of(sq);
        if pawns & file == 0 {
            add(if their_pawns & file == 0 { ROOK_OPEN_FILE } else { ROOK_HALF_OPEN_FILE }, 1);
        }
    }
    let occupied = board.occupied();
    let own = board.pieces(colour, PAWN) | board.pieces(colour, super::board::KING);
    // Every square an enemy pawn attacks, by shifting the whole set.
    let guarded = if them == WHITE {
        ((their_pawns & !FILE_A) << 7) | ((their_pawns & !FILE_H) << 9)
    } else {
        ((their_pawns & !FILE_A) >> 9) | ((their_pawns & !FILE_H) >> 7)
    };
    let free = !(own | guarded);
    // The enemy king's zone: its square, its neighbours and one more rank towards us.
    let their_king = board.king(them);
    let zone = attacks::KING[their_king] | bit(their_king);
    let zone = zone | if them == WHITE { zone << 8 } else { zone >> 8 };
    let (mut attackers, mut units) = (0, 0);
    for kind in KNIGHT..=QUEEN {
        let (weight, typical) = MOBILITY[kind - KNIGHT];
        for sq in Squares(board.pieces(colour, kind)) {
            let reach = match kind {
                KNIGHT => attacks::KNIGHT[sq],
                BISHOP => attacks::bishop(sq, occupied),
                ROOK => attacks::rook(sq, occupied),
                _ => attacks::rook(sq, occupied) | attacks::bishop(sq, occupied),
            };
            add(weight, (reach & free).count_ones() as i32 - typical);
            let hits = (reach & zone).count_ones() as i32;
            if hits > 0 {
                attackers += 1;
                units += KING_ATTACK[kind - KNIGHT] * hits;
            }
        }
    }
    // One piece near the king is no attack; two or more with the queen grow fast.
    if KING_SAFETY && attackers >= 2 && board.pieces(colour, QUEEN) != 0 {
        mg += (units * units / 4).min(KING_DANGER_MAX);
    }
    (mg, eg)
}

pub fn evaluate(pos: &Chess) -> i32 {
    let board = pos.board();
    let mut middle = 0;
    let mut end = 0;
    let mut phase = 0;
    for colour in [WHITE, BLACK] {
        let sign = if colour == WHITE { 1 } else { -1 };
        for kind in PAWN..=QUEEN {
            for sq in Squares(board.pieces(colour, kind)) {
                let v = VALUE[kind] + TABLES[kind][table_index(colour, sq)];
                middle += sign * v;
                end += sign * v;
                phase += PHASE[kind];
            }
        }
        let king = table_index(colour, board.king(colour));
        middle += sign * (KING_MIDDLE[king] + king_shelter(board, colour));
        end += sign * KING_END[king];
        let (mg, eg) = activity(board, colour);
        middle += sign * mg;
        end += sign * eg;
        if board.pieces(colour, BISHOP).count_ones() >= 2 {
            middle += sign * 30;
            end += sign * 40;
        }
    }
    let phase = phase.min(24);
    let white_score = (middle * phase + end * (24 - phase)) / 24;
    if pos.us() == WHITE {
        white_score
    } else {
        -white_score
    }
}
