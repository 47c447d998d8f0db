//! Static evaluation for the search, from the side to move's point of view: material
//! (pieces in hand a little above the same piece on the board, promoted values) and
//! a simple king safety term (own gold/silver guards near the king, enemy pieces near it).

use super::bitboard::{pop, KING_ATTACKS};
use super::pieces::*;
use super::position::Position;

/// Board values by kind (P L N S B R G K +P +L +N +S +B +R).
pub(super) const VALUE: [i32; KINDS] = [90, 230, 260, 370, 570, 650, 450, 0, 530, 490, 510, 500, 830, 950];

/// A piece in hand is worth a little more: it can go anywhere.
pub(super) fn hand_value(kind: u8) -> i32 {
    VALUE[kind as usize] * 11 / 10
}

pub fn evaluate(pos: &Position) -> i32 {
    let mut score = [0i32; 2];
    for sq in 0..81 {
        let p = pos.at(sq);
        if p != EMPTY {
            score[side_of(p)] += VALUE[kind_of(p) as usize];
        }
    }
    for (side, s) in score.iter_mut().enumerate() {
        for kind in 0..HAND_KINDS as u8 {
            *s += pos.hand(side, kind) as i32 * hand_value(kind);
        }
        *s += king_safety(pos, side);
    }
    let me = pos.side();
    score[me] - score[me ^ 1]
}

fn king_safety(pos: &Position, side: usize) -> i32 {
    let Some(k) = pos.king_square(side) else { return 0 };
    let around = KING_ATTACKS[k];
    let guards = around & pos.by_side[side] & (pos.gold_movers() | pos.by_kind[SILVER as usize]);
    let mut attackers = around & pos.by_side[side ^ 1];
    let mut danger = 0;
    while attackers != 0 {
        let sq = pop(&mut attackers);
        danger += if kind_of(pos.at(sq)) >= BISHOP { 30 } else { 15 };
    }
    guards.count_ones() as i32 * 20 - danger
}
