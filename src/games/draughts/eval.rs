//! Static evaluation for the search: material (kings worth more where they fly),
//! advancement of men, a guarded back row (eval_structure.rs) and central squares;
//! the balance of the men between the two wings; men that cannot step; runaway men;
//! a material edge that grows as pieces come off; and the draw of a few kings
//! against one lone king where kings fly.

use crate::core::Side;

use super::eval_runaway::runaway_bonus;
use super::eval_structure::back_row_guards;
use super::position::Draughts;
use super::variants::Squares;

/// Whether runaway men (eval_runaway.rs) earn their bonus.
const RUNAWAY: bool = true;

/// Per man on the back row while the opponent has men to crown. Where kings step one
/// square on 8x8 (American, Italian, Gothic) a guard weighs 24: raised from 8, it measured
/// +152 [+93, +221] over the build without it in American self-play; on 10x10
/// (International, 10) and with flying kings on 8x8 (Russian, 24) it measured neutral,
/// so 8 stays there (README).
const BACK_ROW_SHORT_KINGS: i32 = 24;
const BACK_ROW: i32 = 8;
/// Per man that cannot step forward (blocked men cost tempo and freedom).
const BLOCKED: i32 = 5;
/// Per man of difference between the wings (a lopsided formation is weak).
const IMBALANCE: i32 = 3;
/// The material edge is worth `edge * TRADE / (material on the board + TRADE_BASE)`
/// more: trading down when ahead brings the win nearer.
const TRADE: i32 = 300;
const TRADE_BASE: i32 = 1000;
/// A flying king on a board of dark squares, and on a board of every square (Turkish,
/// Armenian; Gothic with its flying-kings option, not measured): there 450 measured
/// +66 [+11, +126] over 100 games of Turkish self-play against 320 (400: +28, 550:
/// +35), neutral in Armenian (+2 over 160 games).
const FLYING_KING: i32 = 320;
const FLYING_KING_EVERY_SQUARE: i32 = 450;
/// A king that steps one square.
const SHORT_KING: i32 = 200;

pub fn evaluate(pos: &Draughts) -> i32 {
    let v = pos.variant();
    let board = pos.board();
    let king_value = match (v.king_moves_fly, v.squares) {
        (false, _) => SHORT_KING,
        (true, Squares::All) => FLYING_KING_EVERY_SQUARE,
        (true, _) => FLYING_KING,
    };
    let rows = board.grid.rows as i32;
    let back_row = if v.king_moves_fly || rows > 8 { BACK_ROW } else { BACK_ROW_SHORT_KINGS };
    let mut score = [0i32; 2];
    let mut material = [0i32; 2];
    let mut men = [0i32; 2];
    let mut kings = [0i32; 2];
    let mut wing = [0i32; 2];
    let l = &board.bits;
    // Piece by piece from the bitboards (in cell order, as the sum does not care).
    for side in Side::BOTH {
        let i = side.index();
        let mut set = pos.pieces_of(side);
        let s = &mut score[i];
        while set != 0 {
            let b = set.trailing_zeros() as usize;
            set &= set - 1;
            let c = l.cell[b] as usize;
            let row = board.row_from(side, c) as i32;
            let col = board.grid.col(c) as i32;
            let centre = (2 * col - (rows - 1)).abs();
            if pos.kings() & (1u128 << b) != 0 {
                *s += king_value - centre;
                material[i] += king_value;
                kings[i] += 1;
            } else {
                *s += 100 + (row - 1) * 6 - centre;
                material[i] += 100;
                men[i] += 1;
                wing[i] += (2 * col - (rows - 1)).signum();
            }
        }
        *s -= IMBALANCE * wing[i].abs();
        *s += back_row * back_row_guards(pos, side);
    }
    if RUNAWAY {
        for side in Side::BOTH {
            score[side.index()] += runaway_bonus(pos, side, king_value);
        }
    }
    let empty = l.all & !(pos.pieces_of(Side::First) | pos.pieces_of(Side::Second));
    for side in Side::BOTH {
        let men_set = pos.pieces_of(side) & !pos.kings();
        let mut movable = 0;
        for d in board.dirs[side.index()].man_steps.iter() {
            movable |= men_set & l.step_back_in(empty, d);
        }
        score[side.index()] -= BLOCKED * (men_set & !movable).count_ones() as i32;
    }
    let me = pos.side_to_move().index();
    let other = 1 - me;
    let edge = material[me] - material[other];
    let mut value = score[me] - score[other] + edge * TRADE / (material[0] + material[1] + TRADE_BASE);
    // Flying kings: a few kings cannot catch a lone king on the long diagonals (the
    // draw rules of these variants end such games drawn): three on a large board, two
    // on 8x8 (where three win unless the lone king holds the long diagonal).
    let enough = if rows >= 10 { 4 } else { 3 };
    if v.king_moves_fly && men == [0, 0] && kings[me].min(kings[other]) == 1 && kings[me].max(kings[other]) < enough {
        value /= 16;
    }
    value
}
