//! Legal move generation: board moves (promotion optional in, into or out of the zone,
//! forced where the piece could never move again) and drops (not where the piece
//! could never move, no nifu, no uchifuzume). Pins and checks are handled directly,
//! so every generated move is legal; nothing is allocated.

use super::bitboard::*;
use super::moves::SMove;
use super::pieces::*;
use super::position::Position;

/// Replaces `out` with every legal move of the side to move.
pub fn generate(pos: &Position, out: &mut Vec<SMove>) {
    out.clear();
    let us = pos.side;
    let own = pos.by_side[us];
    let occ = pos.occupied();
    let king = pos.king_square(us);
    let checkers = pos.checkers;
    if let Some(k) = king {
        king_moves(pos, k, own, occ, out);
    }
    if more_than_one(checkers) {
        return;
    }
    let (targets, drop_targets) = match king {
        Some(k) if checkers != 0 => {
            let c = lsb(checkers);
            let block = between(k, c);
            (block | checkers, block)
        }
        _ => (FULL & !own, FULL & !occ),
    };
    let pinned = pos.pinned(us, occ);
    let mut movers = own & !pos.by_kind[KING as usize];
    while movers != 0 {
        let from = pop(&mut movers);
        let kind = kind_of(pos.board[from]);
        let mut to = Position::attacks(us, kind, from, occ) & targets;
        if pinned & bit(from) != 0 {
            if let Some(k) = king {
                to &= ray_through(k, from);
            }
        }
        if to != 0 {
            board_moves(us, kind, from, to, out);
        }
    }
    if drop_targets != 0 {
        drops(pos, drop_targets, out);
    }
}

fn king_moves(pos: &Position, k: usize, own: Bb, occ: Bb, out: &mut Vec<SMove>) {
    let them = pos.side ^ 1;
    // The king does not shield the squares behind it from a slider.
    let occ = occ & !bit(k);
    let mut to = KING_ATTACKS[k] & !own;
    while to != 0 {
        let t = pop(&mut to);
        if !pos.is_attacked(t, them, occ) {
            out.push(SMove::board(k, t, KING, false));
        }
    }
}

/// Whether a piece of `kind` on `to` could never move again (rules: forced promotion,
/// no drop there).
#[inline]
pub fn dead_end(side: usize, kind: u8, to: usize) -> bool {
    match kind {
        PAWN | LANCE => LAST_RANK[side] & bit(to) != 0,
        KNIGHT => LAST_TWO_RANKS[side] & bit(to) != 0,
        _ => false,
    }
}

#[inline]
fn board_moves(us: usize, kind: u8, from: usize, mut to: Bb, out: &mut Vec<SMove>) {
    if !can_promote(kind) {
        while to != 0 {
            out.push(SMove::board(from, pop(&mut to), kind, false));
        }
        return;
    }
    let zone = ZONE[us];
    let from_zone = zone & bit(from) != 0;
    while to != 0 {
        let t = pop(&mut to);
        if from_zone || zone & bit(t) != 0 {
            out.push(SMove::board(from, t, kind, true));
            if !dead_end(us, kind, t) {
                out.push(SMove::board(from, t, kind, false));
            }
        } else {
            out.push(SMove::board(from, t, kind, false));
        }
    }
}

/// Files holding one of `side`'s unpromoted pawns (a promoted pawn does not count for nifu).
pub fn pawn_files(pos: &Position, side: usize) -> Bb {
    let mut pawns = pos.pieces(side, PAWN);
    let mut files = 0;
    while pawns != 0 {
        let sq = pop(&mut pawns);
        files |= COLUMNS[sq % 9];
    }
    files
}

fn drops(pos: &Position, empty: Bb, out: &mut Vec<SMove>) {
    let us = pos.side;
    let hand = &pos.hands[us];
    if hand[PAWN as usize] > 0 {
        let mut to = empty & !LAST_RANK[us] & !pawn_files(pos, us);
        // Uchifuzume: only a drop right in front of the enemy king gives check.
        if let Some(ek) = pos.king_square(us ^ 1) {
            let front = PAWN_ATTACKS[us ^ 1][ek];
            if to & front != 0 && is_pawn_drop_mate(pos, lsb(front)) {
                to &= !front;
            }
        }
        push_drops(PAWN, to, out);
    }
    if hand[LANCE as usize] > 0 {
        push_drops(LANCE, empty & !LAST_RANK[us], out);
    }
    if hand[KNIGHT as usize] > 0 {
        push_drops(KNIGHT, empty & !LAST_TWO_RANKS[us], out);
    }
    for kind in [SILVER, GOLD, BISHOP, ROOK] {
        if hand[kind as usize] > 0 {
            push_drops(kind, empty, out);
        }
    }
}

#[inline]
fn push_drops(kind: u8, mut to: Bb, out: &mut Vec<SMove>) {
    while to != 0 {
        out.push(SMove::drop(kind, pop(&mut to)));
    }
}

/// Uchifuzume (打ち歩詰め): whether dropping a pawn on `sq`, right in front of the
/// enemy king, mates. The pawn gives a direct check that cannot be blocked, so the
/// defence is a king step to an unattacked square or a legal capture of the pawn.
pub fn is_pawn_drop_mate(pos: &Position, sq: usize) -> bool {
    let us = pos.side;
    let them = us ^ 1;
    let Some(ek) = pos.king_square(them) else { return false };
    let occ = pos.occupied() | bit(sq);
    let occ_without_king = occ & !bit(ek);
    let mut escapes = KING_ATTACKS[ek] & !pos.by_side[them];
    while escapes != 0 {
        let t = pop(&mut escapes);
        // The pawn itself attacks only the king's square, so the existing attackers decide.
        if !pos.is_attacked(t, us, occ_without_king) {
            return false;
        }
    }
    let defenders = pos.attackers(sq, them, occ) & !pos.by_kind[KING as usize];
    if defenders == 0 {
        return true;
    }
    // The pawn (an occupied square that is not theirs) can only end pins, never make one.
    let pinned = pos.pinned(them, occ);
    defenders & !pinned == 0
}
