//! A shogi position: board, hands, side to move, and what the rules remember across
//! moves (checks given in a row for perpetual-check sennichite, the last destination
//! for 同). Copy-make: `apply` changes a copy, nothing is undone.

use crate::core::zobrist;

use super::bitboard::*;
use super::handicap::Handicap;
use super::moves::SMove;
use super::pieces::*;

#[derive(Clone, Debug)]
pub struct Position {
    pub(super) board: [u8; 81],
    pub(super) by_side: [Bb; 2],
    /// Both sides' pieces of each kind.
    pub(super) by_kind: [Bb; KINDS],
    pub(super) hands: [[u8; HAND_KINDS]; 2],
    pub(super) side: usize,
    pub(super) king: [u8; 2],
    /// Pieces giving check to the side to move.
    pub(super) checkers: Bb,
    /// Per side, how many of its latest moves in a row gave check.
    pub(super) checks_in_row: [u16; 2],
    /// Destination of the last move (for 同), `NO_SQ` at the start.
    pub(super) last_to: u8,
    /// The SFEN move number (1 for the first move).
    pub(super) move_number: u32,
    /// Zobrist hash of board, hands and side to move only (what sennichite compares).
    pub(super) hash: u64,
    /// The handicap this game was started with (its standard start).
    pub(super) handicap: Handicap,
}

static PIECE_KEYS: zobrist::Table<0x5809_0001, { 32 * 81 }> = zobrist::Table::new();
static HAND_KEYS: zobrist::Table<0x5809_0002, { 2 * HAND_KINDS * 20 }> = zobrist::Table::new();
const SIDE_KEY: u64 = zobrist::key(0x5809_0003, 0);

#[inline]
fn piece_key(p: u8, sq: usize) -> u64 {
    PIECE_KEYS.get()[p as usize * 81 + sq]
}

#[inline]
fn hand_key(side: usize, kind: u8, count: u8) -> u64 {
    HAND_KEYS.get()[(side * HAND_KINDS + kind as usize) * 20 + count as usize]
}

impl Position {
    pub fn empty(handicap: Handicap) -> Position {
        Position {
            board: [EMPTY; 81],
            by_side: [0; 2],
            by_kind: [0; KINDS],
            hands: [[0; HAND_KINDS]; 2],
            side: 0,
            king: [NO_SQ; 2],
            checkers: 0,
            checks_in_row: [0; 2],
            last_to: NO_SQ,
            move_number: 1,
            hash: 0,
            handicap,
        }
    }

    #[inline]
    pub fn side(&self) -> usize {
        self.side
    }

    #[inline]
    pub fn at(&self, sq: usize) -> u8 {
        self.board[sq]
    }

    pub fn hand(&self, side: usize, kind: u8) -> u8 {
        self.hands[side][kind as usize]
    }

    pub fn king_square(&self, side: usize) -> Option<usize> {
        (self.king[side] != NO_SQ).then_some(self.king[side] as usize)
    }

    #[inline]
    pub fn in_check(&self) -> bool {
        self.checkers != 0
    }

    /// The position with the turn passed (the search's null move; never a legal
    /// move). Only from a position without check, so the opponent is not in check.
    pub fn passed(&self) -> Position {
        let mut next = self.clone();
        next.checks_in_row[self.side] = 0;
        next.side ^= 1;
        next.hash ^= SIDE_KEY;
        next.checkers = 0;
        next.last_to = NO_SQ;
        next
    }

    pub fn last_destination(&self) -> Option<usize> {
        (self.last_to != NO_SQ).then_some(self.last_to as usize)
    }

    pub fn hash(&self) -> u64 {
        self.hash
    }

    #[inline]
    pub fn occupied(&self) -> Bb {
        self.by_side[0] | self.by_side[1]
    }

    #[inline]
    pub fn pieces(&self, side: usize, kind: u8) -> Bb {
        self.by_kind[kind as usize] & self.by_side[side]
    }

    /// Gold and the four pieces that move like it once promoted.
    #[inline]
    pub fn gold_movers(&self) -> Bb {
        self.by_kind[GOLD as usize]
            | self.by_kind[PRO_PAWN as usize]
            | self.by_kind[PRO_LANCE as usize]
            | self.by_kind[PRO_KNIGHT as usize]
            | self.by_kind[PRO_SILVER as usize]
    }

    #[inline]
    fn rook_movers(&self) -> Bb {
        self.by_kind[ROOK as usize] | self.by_kind[DRAGON as usize]
    }

    #[inline]
    fn bishop_movers(&self) -> Bb {
        self.by_kind[BISHOP as usize] | self.by_kind[HORSE as usize]
    }

    pub(super) fn put(&mut self, sq: usize, p: u8) {
        let side = side_of(p);
        let kind = kind_of(p);
        self.board[sq] = p;
        self.by_side[side] |= bit(sq);
        self.by_kind[kind as usize] |= bit(sq);
        self.hash ^= piece_key(p, sq);
        if kind == KING {
            self.king[side] = sq as u8;
        }
    }

    fn remove(&mut self, sq: usize, p: u8) {
        self.board[sq] = EMPTY;
        self.by_side[side_of(p)] &= !bit(sq);
        self.by_kind[kind_of(p) as usize] &= !bit(sq);
        self.hash ^= piece_key(p, sq);
    }

    pub(super) fn set_hand(&mut self, side: usize, kind: u8, count: u8) {
        let old = self.hands[side][kind as usize];
        self.hash ^= hand_key(side, kind, old) ^ hand_key(side, kind, count);
        self.hands[side][kind as usize] = count;
    }

    pub(super) fn set_side(&mut self, side: usize) {
        if side != self.side {
            self.hash ^= SIDE_KEY;
        }
        self.side = side;
    }

    /// Recomputes what depends on the whole position (after setting it up).
    pub(super) fn refresh(&mut self) {
        self.checkers = self.checkers_of(self.side);
    }

    /// The squares a piece of `side` and `kind` on `sq` attacks.
    #[inline]
    pub fn attacks(side: usize, kind: u8, sq: usize, occ: Bb) -> Bb {
        match kind {
            PAWN => PAWN_ATTACKS[side][sq],
            LANCE => lance_attacks(side, sq, occ),
            KNIGHT => KNIGHT_ATTACKS[side][sq],
            SILVER => SILVER_ATTACKS[side][sq],
            BISHOP => bishop_attacks(sq, occ),
            ROOK => rook_attacks(sq, occ),
            KING => KING_ATTACKS[sq],
            HORSE => bishop_attacks(sq, occ) | KING_ATTACKS[sq],
            DRAGON => rook_attacks(sq, occ) | KING_ATTACKS[sq],
            _ => GOLD_ATTACKS[side][sq],
        }
    }

    /// The pieces of `by` attacking `sq`, with `occ` as the occupancy.
    pub fn attackers(&self, sq: usize, by: usize, occ: Bb) -> Bb {
        let other = by ^ 1;
        let steps = (PAWN_ATTACKS[other][sq] & self.by_kind[PAWN as usize])
            | (KNIGHT_ATTACKS[other][sq] & self.by_kind[KNIGHT as usize])
            | (SILVER_ATTACKS[other][sq] & self.by_kind[SILVER as usize])
            | (GOLD_ATTACKS[other][sq] & self.gold_movers())
            | (KING_ATTACKS[sq] & (self.by_kind[KING as usize] | self.by_kind[HORSE as usize] | self.by_kind[DRAGON as usize]));
        let slides = (lance_attacks(other, sq, occ) & self.by_kind[LANCE as usize])
            | (rook_attacks(sq, occ) & self.rook_movers())
            | (bishop_attacks(sq, occ) & self.bishop_movers());
        (steps | slides) & self.by_side[by]
    }

    /// Whether `by` attacks `sq` (cheaper than `attackers` when one is enough).
    #[inline]
    pub fn is_attacked(&self, sq: usize, by: usize, occ: Bb) -> bool {
        let other = by ^ 1;
        let mine = self.by_side[by];
        let steps = (PAWN_ATTACKS[other][sq] & self.by_kind[PAWN as usize])
            | (KNIGHT_ATTACKS[other][sq] & self.by_kind[KNIGHT as usize])
            | (SILVER_ATTACKS[other][sq] & self.by_kind[SILVER as usize])
            | (GOLD_ATTACKS[other][sq] & self.gold_movers())
            | (KING_ATTACKS[sq] & (self.by_kind[KING as usize] | self.by_kind[HORSE as usize] | self.by_kind[DRAGON as usize]));
        if steps & mine != 0 {
            return true;
        }
        let rooks = self.rook_movers() & mine;
        if rooks != 0 && rook_attacks(sq, occ) & rooks != 0 {
            return true;
        }
        let bishops = self.bishop_movers() & mine;
        if bishops != 0 && bishop_attacks(sq, occ) & bishops != 0 {
            return true;
        }
        let lances = self.by_kind[LANCE as usize] & mine;
        lances != 0 && lance_attacks(other, sq, occ) & lances != 0
    }

    /// The enemy pieces attacking `side`'s king (none when it has no king).
    pub fn checkers_of(&self, side: usize) -> Bb {
        match self.king_square(side) {
            Some(k) => self.attackers(k, side ^ 1, self.occupied()),
            None => 0,
        }
    }

    /// `side`'s pieces that stand alone between its king and an enemy slider,
    /// with `occ` as the occupancy.
    pub fn pinned(&self, side: usize, occ: Bb) -> Bb {
        let Some(k) = self.king_square(side) else { return 0 };
        let them = self.by_side[side ^ 1];
        // An enemy lance pins along the file it attacks, towards this side.
        let lance_dir = if side == 0 { N } else { S };
        let mut snipers = ((rook_attacks(k, 0) & self.rook_movers())
            | (bishop_attacks(k, 0) & self.bishop_movers())
            | (RAYS[lance_dir][k] & self.by_kind[LANCE as usize]))
            & them;
        let own = self.by_side[side];
        let mut pinned = 0;
        while snipers != 0 {
            let s = pop(&mut snipers);
            let blockers = between(k, s) & occ;
            if blockers != 0 && !more_than_one(blockers) && blockers & own != 0 {
                pinned |= blockers;
            }
        }
        pinned
    }

    /// Plays a legal move (unchecked; copy-make, nothing to undo).
    pub fn apply(&mut self, m: &SMove) {
        let us = self.side;
        let them = us ^ 1;
        let to = m.to as usize;
        if m.is_drop() {
            let n = self.hands[us][m.kind as usize];
            self.set_hand(us, m.kind, n - 1);
            self.put(to, piece(us, m.kind));
        } else {
            let from = m.from as usize;
            let p = self.board[from];
            let captured = self.board[to];
            if captured != EMPTY {
                self.remove(to, captured);
                let k = unpromoted(kind_of(captured));
                if k != KING {
                    let n = self.hands[us][k as usize];
                    self.set_hand(us, k, n + 1);
                } else {
                    self.king[them] = NO_SQ;
                }
            }
            self.remove(from, p);
            let kind = kind_of(p);
            self.put(to, piece(us, if m.promote { promoted(kind) } else { kind }));
        }
        self.side = them;
        self.hash ^= SIDE_KEY;
        self.checkers = self.checkers_of(them);
        self.checks_in_row[us] = if self.checkers != 0 { self.checks_in_row[us].saturating_add(1) } else { 0 };
        self.last_to = m.to;
        self.move_number += 1;
    }
}
