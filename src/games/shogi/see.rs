//! Static exchange evaluation (SEE) for shogi: what a capture or promotion wins or
//! loses once both sides have taken on its square with their cheapest attackers,
//! each free to stop. A captured piece changes sides (it goes to the captor's hand),
//! so taking it swings its board value and its value in hand. The search orders
//! noisy moves by it and its quiescence skips the ones that lose material.

use super::bitboard::bit;
use super::eval::{hand_value, VALUE};
use super::moves::SMove;
use super::pieces::{kind_of, promoted, unpromoted, EMPTY, KINDS, KING};
use super::position::Position;
use crate::core::exchange::exchange;

/// The longest exchange on one square (40 pieces at most).
const MAX_EXCHANGE: usize = 41;

/// What taking a piece of `kind` is worth to the captor: it leaves the board and
/// joins the captor's hand, unpromoted (the king ends the game: very large).
fn swing(kind: u8) -> i32 {
    if kind == KING {
        20_000
    } else {
        VALUE[kind as usize] + hand_value(unpromoted(kind))
    }
}

/// The material balance of the board move `mv` for the side making it, in the
/// evaluation's units, when every piece that attacks the target square joins in
/// cheapest first (pins and promotions during the exchange ignored). Drops: 0.
pub fn see(pos: &Position, mv: &SMove) -> i32 {
    if mv.is_drop() {
        return 0;
    }
    let to = mv.to as usize;
    let target = pos.at(to);
    let mut first = if target == EMPTY { 0 } else { swing(kind_of(target)) };
    let mut on_square = swing(mv.kind);
    if mv.promote {
        let up = promoted(mv.kind);
        first += VALUE[up as usize] - VALUE[mv.kind as usize];
        on_square = swing(up);
    }
    let mut occupied = pos.occupied() ^ bit(mv.from as usize);
    let mut side = pos.side() ^ 1;
    exchange::<MAX_EXCHANGE>(first, on_square, || {
        let attackers = pos.attackers(to, side, occupied) & occupied;
        if attackers == 0 {
            return None;
        }
        let (sq, kind) = cheapest(pos, attackers);
        occupied ^= bit(sq);
        // Sliders behind the piece that left see the square at the next step.
        side ^= 1;
        Some(swing(kind))
    })
}

/// The square and kind of the least valuable piece of `set`.
fn cheapest(pos: &Position, set: super::bitboard::Bb) -> (usize, u8) {
    let mut best = (set.trailing_zeros() as usize, KING);
    let mut best_value = i32::MAX;
    let mut rest = set;
    while rest != 0 {
        let sq = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let kind = kind_of(pos.at(sq));
        let value = if kind == KING { i32::MAX - 1 } else { VALUE[kind as usize] };
        if value < best_value && (kind as usize) < KINDS {
            best = (sq, kind);
            best_value = value;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;

    fn see_of(sfen: &str, usi: &str) -> i32 {
        let pos = super::super::sfen::read(super::super::handicap::Handicap::None, sfen).unwrap();
        let mut moves = Vec::new();
        pos.generate(&mut moves);
        let mv = pos.parse_move(usi, &moves).unwrap();
        see(&pos, &mv)
    }

    #[test]
    fn see_of_an_undefended_pawn_is_its_swing() {
        assert_eq!(see_of("4k4/9/4p4/9/9/9/9/4R4/4K4 b - 1", "5h5c"), swing(super::super::pieces::PAWN));
    }

    #[test]
    fn see_of_a_rook_taking_a_pawn_defended_by_a_gold_loses_the_rook() {
        let pawn = swing(super::super::pieces::PAWN);
        let dragon = swing(super::super::pieces::DRAGON);
        let promotion = VALUE[super::super::pieces::DRAGON as usize] - VALUE[super::super::pieces::ROOK as usize];
        assert_eq!(see_of("4k4/4g4/4p4/9/9/9/9/4R4/4K4 b - 1", "5h5c+"), pawn + promotion - dragon);
    }
}
