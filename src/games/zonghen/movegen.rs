//! Legal pushes (docs/rules.md, "Zong-Heng"): the piece on a dark square and the contiguous line in
//! front of it move one square, the line must end at an empty square on the board,
//! and the pushed pieces must be more the mover's than the opponent's.

use crate::core::Side;

use super::board::{is_dark, piece, step, EMPTY};
use super::moves::ZMove;
use super::position::ZongHeng;

/// How many pieces the push from `from` in `dir` shifts, if `side` may make it.
/// Seed: "列ごと動かすことができるのは、ずらすコマに含まれる自分のコマが相手のコマより多い
/// 場合のみ" and, for one piece, "動かせるのは自分の色のコマのみ": both are own > opponent.
#[inline]
pub fn push_len(pos: &ZongHeng, side: Side, from: usize, dir: usize) -> Option<u8> {
    let size = pos.size();
    let me = piece(side);
    let (mut own, mut opp) = (0u8, 0u8);
    let mut cell = from;
    loop {
        match pos.at(cell) {
            EMPTY => break,
            p if p == me => own += 1,
            _ => opp += 1,
        }
        // A line that reaches the edge has no empty square to move into.
        cell = step(size, cell, dir)?;
    }
    (own > opp).then_some(own + opp)
}

/// Calls `found` for every push `side` may make; stops early when it returns false.
fn each_push(pos: &ZongHeng, side: Side, mut found: impl FnMut(ZMove) -> bool) {
    let size = pos.size();
    for cell in 0..size * size {
        if !is_dark(size, cell) || pos.at(cell) == EMPTY {
            continue;
        }
        for dir in 0..4 {
            if let Some(len) = push_len(pos, side, cell, dir) {
                if !found(ZMove { from: cell as u8, dir: dir as u8, len }) {
                    return;
                }
            }
        }
    }
}

/// Whether `side` could make a move (a legal push and a piece left to place).
pub fn can_move(pos: &ZongHeng, side: Side) -> bool {
    if pos.supply()[side.index()] == 0 {
        return false;
    }
    let mut any = false;
    each_push(pos, side, |_| {
        any = true;
        false
    });
    any
}

/// Every legal move: the pushes, or `pass` when there are none but the opponent can
/// move, or nothing when neither can (the game is over).
pub fn generate(pos: &ZongHeng, out: &mut Vec<ZMove>) {
    out.clear();
    let side = pos.side_to_move();
    if pos.supply()[side.index()] > 0 {
        each_push(pos, side, |m| {
            out.push(m);
            true
        });
    }
    if out.is_empty() && can_move(pos, side.other()) {
        out.push(ZMove::PASS);
    }
}
