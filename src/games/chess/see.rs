//! Static exchange evaluation (SEE): what a capture wins or loses once both sides
//! have taken on its square with their cheapest attackers, each free to stop when
//! going on would lose. The search orders captures by it and its quiescence skips
//! the ones that lose material (a queen taking a defended pawn).

use super::attacks::bit;
use super::board::{KING, PAWN};
use super::moves::{Move, Special};
use super::position::Chess;
use crate::core::exchange::exchange;

/// Exchange values (the king's is large: taking it ends the exchange for good, so
/// a king never captures into a defended square).
const VALUE: [i32; 6] = [100, 320, 330, 500, 900, 20_000];

/// The longest exchange on one square (32 pieces at most).
const MAX_EXCHANGE: usize = 32;

/// The material balance of `mv` (a capture or promotion; 0 for a quiet move that
/// is not attacked) for the side making it, in centipawns, when every piece that
/// attacks the target square, x-rays included, joins in cheapest first. Pins are
/// ignored (as usual: a cheap approximation).
pub fn see(pos: &Chess, mv: &Move) -> i32 {
    let b = pos.board();
    let to = mv.to();
    let us = pos.us();
    let mut occupied = b.occupied() ^ bit(mv.from());
    let captured = if mv.special == Special::EnPassant {
        // The pawn taken en passant stands beside the target square, behind it for us.
        occupied ^= bit(if us == 0 { to - 8 } else { to + 8 });
        VALUE[PAWN]
    } else {
        b.kind_at(to).map_or(0, |k| VALUE[k])
    };
    let (mut first, mut on_square) = (captured, VALUE[mv.piece()]);
    if let Some(kind) = mv.promotion() {
        first += VALUE[kind] - VALUE[PAWN];
        on_square = VALUE[kind];
    }
    let mut side = us ^ 1;
    exchange::<MAX_EXCHANGE>(first, on_square, || {
        let attackers = b.attackers(to, side, occupied) & occupied;
        if attackers == 0 {
            return None;
        }
        let kind = (PAWN..=KING).find(|&k| attackers & b.kinds[k] != 0).unwrap_or(KING);
        let from = (attackers & b.kinds[kind]).trailing_zeros() as usize;
        occupied ^= bit(from);
        // Sliders behind the piece that left now see the square: `attackers` reads
        // the new occupancy at the next step.
        side ^= 1;
        Some(VALUE[kind])
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = Chess::empty().read_position(fen).unwrap();
        let mut moves = Vec::new();
        pos.generate(&mut moves);
        let mv = moves.iter().find(|m| super::super::uci::write(m) == uci).unwrap_or_else(|| panic!("no move {uci}"));
        see(&pos, mv)
    }

    #[test]
    fn see_of_an_undefended_piece_is_its_value() {
        assert_eq!(see_of("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"), 100);
    }

    #[test]
    fn see_of_a_queen_taking_a_defended_pawn_loses_the_queen() {
        assert_eq!(see_of("4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"), 100 - 900);
    }

    #[test]
    fn see_counts_x_rays_behind_the_first_attacker() {
        // Rook takes the pawn defended by a rook; the queen behind our rook recaptures.
        assert_eq!(see_of("3rk3/8/8/3p4/8/8/3R4/3QK3 w - - 0 1", "d2d5"), 100);
    }

    #[test]
    fn see_of_pawn_taking_a_defended_knight_wins_a_knight_for_a_pawn() {
        assert_eq!(see_of("4k3/2p5/3n4/4P3/8/8/8/4K3 w - - 0 1", "e5d6"), 320 - 100);
    }

    #[test]
    fn see_of_en_passant_is_a_pawn() {
        assert_eq!(see_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), 100);
    }
}
