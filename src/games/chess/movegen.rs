//! Legal move generation: check evasions and pins are resolved while generating,
//! so no move is made and taken back; only en passant, whose capture can open a
//! rank (FIDE 3.7.d with 3.9), is tested by looking at the board after it.

use super::attacks::{self, between, bit, line, Bitboard, Squares, FILE_A, FILE_H, RANK_1};
use super::board::{Board, BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE};
use super::moves::{Move, Special};
use super::position::{Chess, BLACK_KINGSIDE, BLACK_QUEENSIDE, NO_SQUARE, WHITE_KINGSIDE, WHITE_QUEENSIDE};

/// Our pieces pinned to our king on `king`.
#[inline]
fn pinned(board: &Board, us: usize, king: usize) -> Bitboard {
    let them = us ^ 1;
    let their = board.colours[them];
    let snipers = (attacks::rook(king, their) & (board.kinds[ROOK] | board.kinds[QUEEN])
        | attacks::bishop(king, their) & (board.kinds[BISHOP] | board.kinds[QUEEN]))
        & their;
    let occupied = board.occupied();
    let mut pinned = 0;
    for s in Squares(snipers) {
        let blockers = between(king, s) & occupied;
        if blockers != 0 && blockers & (blockers - 1) == 0 {
            pinned |= blockers & board.colours[us];
        }
    }
    pinned
}

#[inline(always)]
fn push_all(out: &mut Vec<Move>, from: usize, targets: Bitboard, piece: usize) {
    for to in Squares(targets) {
        out.push(Move::new(from, to, piece, Special::None));
    }
}

#[inline(always)]
fn push_promotions(out: &mut Vec<Move>, from: usize, to: usize) {
    for kind in [QUEEN, ROOK, BISHOP, KNIGHT] {
        out.push(Move::promote(from, to, kind));
    }
}

/// Replaces `out` with every legal move of the side to move.
pub fn generate(pos: &Chess, out: &mut Vec<Move>) {
    out.clear();
    let board = &pos.board;
    let us = pos.us();
    let them = us ^ 1;
    let ours = board.colours[us];
    let occupied = board.occupied();
    let king = board.king(us);
    let checkers = board.attackers(king, them, occupied);

    // The king steps to squares not attacked once it has left its square (a slider
    // checking along the line must still cover the square behind the king).
    let without_king = occupied ^ bit(king);
    for to in Squares(attacks::KING[king] & !ours) {
        if !board.is_attacked(to, them, without_king) {
            out.push(Move::new(king, to, KING, Special::None));
        }
    }
    if checkers & checkers.wrapping_sub(1) != 0 {
        return; // double check: only the king can move
    }

    // Non-king moves must capture the single checker or block its line.
    let target = if checkers != 0 { between(king, checkers.trailing_zeros() as usize) | checkers } else { !0 };
    let pins = pinned(board, us, king);
    let movable = !ours & target;

    for from in Squares(board.pieces(us, KNIGHT) & !pins) {
        push_all(out, from, attacks::KNIGHT[from] & movable, KNIGHT);
    }
    let queens = board.kinds[QUEEN];
    for from in Squares(ours & (board.kinds[BISHOP] | queens)) {
        let mut t = attacks::bishop(from, occupied) & movable;
        if pins & bit(from) != 0 {
            t &= line(king, from);
        }
        let piece = if queens & bit(from) != 0 { QUEEN } else { BISHOP };
        push_all(out, from, t, piece);
    }
    for from in Squares(ours & (board.kinds[ROOK] | queens)) {
        let mut t = attacks::rook(from, occupied) & movable;
        if pins & bit(from) != 0 {
            t &= line(king, from);
        }
        let piece = if queens & bit(from) != 0 { QUEEN } else { ROOK };
        push_all(out, from, t, piece);
    }

    pawn_moves(pos, out, king, pins, target);

    if checkers == 0 {
        castling(pos, out, occupied);
    }
}

/// Pawn pushes, double pushes, captures and promotions, computed a whole set of
/// pawns at a time; a pinned pawn keeps only moves along its pin line.
#[inline(always)]
fn pawn_moves(pos: &Chess, out: &mut Vec<Move>, king: usize, pins: Bitboard, target: Bitboard) {
    let board = &pos.board;
    let us = pos.us();
    let pawns = board.pieces(us, PAWN);
    let empty = !board.occupied();
    let enemies = board.colours[us ^ 1] & target;
    let white = us == WHITE;
    // The rank a pawn lands on after its first single step, and the last rank.
    let (third, last) = if white { (RANK_1 << 16, RANK_1 << 56) } else { (RANK_1 << 40, RANK_1) };
    let forward = |b: Bitboard| if white { b << 8 } else { b >> 8 };
    let single = forward(pawns) & empty;
    let double = forward(single & third) & empty & target;
    let single = single & target;
    let (left, right) = if white {
        ((pawns & !FILE_A) << 7 & enemies, (pawns & !FILE_H) << 9 & enemies)
    } else {
        ((pawns & !FILE_A) >> 9 & enemies, (pawns & !FILE_H) >> 7 & enemies)
    };
    let step: isize = if white { 8 } else { -8 };
    let sets = [(single, step), (left, if white { 7 } else { -9 }), (right, if white { 9 } else { -7 })];
    for (set, delta) in sets {
        for to in Squares(set) {
            let from = (to as isize - delta) as usize;
            if pins & bit(from) != 0 && line(king, from) & bit(to) == 0 {
                continue;
            }
            if bit(to) & last != 0 {
                push_promotions(out, from, to);
            } else {
                out.push(Move::new(from, to, PAWN, Special::None));
            }
        }
    }
    for to in Squares(double) {
        let from = (to as isize - 2 * step) as usize;
        if pins & bit(from) != 0 && line(king, from) & bit(to) == 0 {
            continue;
        }
        out.push(Move::new(from, to, PAWN, Special::DoublePush));
    }
    if pos.ep != NO_SQUARE {
        let ep = pos.ep as usize;
        for from in Squares(attacks::PAWN[us ^ 1][ep] & pawns) {
            if en_passant_is_legal(pos, from, ep) {
                out.push(Move::new(from, ep, PAWN, Special::EnPassant));
            }
        }
    }
}

/// Whether our king is safe after the pawn on `from` takes en passant onto `ep`:
/// both pawns leave their squares at once, which may open a rank or diagonal.
#[inline]
fn en_passant_is_legal(pos: &Chess, from: usize, ep: usize) -> bool {
    let board = &pos.board;
    let us = pos.us();
    let victim = bit(ep ^ 8);
    let occupied = (board.occupied() ^ bit(from) ^ victim) | bit(ep);
    let mut after = *board;
    after.toggle(us ^ 1, PAWN, victim);
    after.toggle(us, PAWN, bit(from) | bit(ep));
    after.attackers(board.king(us), us ^ 1, occupied) == 0
}

/// Whether the side to move has a legal en-passant capture (repetition hashing).
pub fn has_legal_en_passant(pos: &Chess) -> bool {
    if pos.ep == NO_SQUARE {
        return false;
    }
    let ep = pos.ep as usize;
    let us = pos.us();
    Squares(attacks::PAWN[us ^ 1][ep] & pos.board.pieces(us, PAWN)).any(|from| en_passant_is_legal(pos, from, ep))
}

/// FIDE 3.8.2: king and rook unmoved (the rights), the squares between them empty,
/// and the king neither in check (checked by the caller) nor crossing or landing on
/// an attacked square.
#[inline]
fn castling(pos: &Chess, out: &mut Vec<Move>, occupied: Bitboard) {
    let us = pos.us();
    let (kingside, queenside, base) =
        if us == WHITE { (WHITE_KINGSIDE, WHITE_QUEENSIDE, 0) } else { (BLACK_KINGSIDE, BLACK_QUEENSIDE, 56) };
    let board = &pos.board;
    let them = us ^ 1;
    if pos.castling & kingside != 0
        && occupied & (bit(base + 5) | bit(base + 6)) == 0
        && !board.is_attacked(base + 5, them, occupied)
        && !board.is_attacked(base + 6, them, occupied)
    {
        out.push(Move::new(base + 4, base + 6, KING, Special::CastleKingside));
    }
    if pos.castling & queenside != 0
        && occupied & (bit(base + 1) | bit(base + 2) | bit(base + 3)) == 0
        && !board.is_attacked(base + 3, them, occupied)
        && !board.is_attacked(base + 2, them, occupied)
    {
        out.push(Move::new(base + 4, base + 2, KING, Special::CastleQueenside));
    }
}

/// Whether the side to move has any legal move (mate and stalemate tests).
pub fn has_moves(pos: &Chess) -> bool {
    let mut moves = Vec::with_capacity(64);
    generate(pos, &mut moves);
    !moves.is_empty()
}
