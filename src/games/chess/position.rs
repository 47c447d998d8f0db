//! A chess position (placement plus the state FEN keeps) and copy-make.

use crate::core::zobrist;
use crate::core::Side;

use super::attacks::{bit, Bitboard};
use super::board::{Board, BLACK, KING, PAWN, ROOK, WHITE};
use super::moves::{Move, Special};

/// Castling-right bits.
pub const WHITE_KINGSIDE: u8 = 1;
pub const WHITE_QUEENSIDE: u8 = 2;
pub const BLACK_KINGSIDE: u8 = 4;
pub const BLACK_QUEENSIDE: u8 = 8;

/// No en-passant square.
pub const NO_SQUARE: u8 = 64;

/// The rights kept when a move starts or ends on a square: moving the king or a rook,
/// or capturing a rook on its corner, loses the right for good (FIDE 3.8.2.1).
const KEEP_RIGHTS: [u8; 64] = {
    let mut t = [15u8; 64];
    t[0] = 15 & !WHITE_QUEENSIDE;
    t[4] = 15 & !(WHITE_KINGSIDE | WHITE_QUEENSIDE);
    t[7] = 15 & !WHITE_KINGSIDE;
    t[56] = 15 & !BLACK_QUEENSIDE;
    t[60] = 15 & !(BLACK_KINGSIDE | BLACK_QUEENSIDE);
    t[63] = 15 & !BLACK_KINGSIDE;
    t
};

static KEYS: zobrist::Table<0xC4E5_5000_0000_0004, { 12 * 64 + 1 + 4 + 8 }> = zobrist::Table::new();
const SIDE_KEY: usize = 12 * 64;
const CASTLE_KEYS: usize = SIDE_KEY + 1;
const EP_KEYS: usize = CASTLE_KEYS + 4;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Chess {
    pub(super) board: Board,
    /// 0 = White to move.
    pub(super) turn: u8,
    pub(super) castling: u8,
    /// The square a pawn skipped with a double step on the last move, else `NO_SQUARE`.
    pub(super) ep: u8,
    /// Plies since the last capture or pawn move (the fifty- and 75-move rules).
    pub(super) halfmoves: u32,
    pub(super) fullmoves: u32,
}

impl Chess {
    pub fn empty() -> Chess {
        Chess { board: Board::default(), turn: 0, castling: 0, ep: NO_SQUARE, halfmoves: 0, fullmoves: 1 }
    }

    #[inline(always)]
    pub fn us(&self) -> usize {
        self.turn as usize
    }

    pub fn side(&self) -> Side {
        Side::from_index(self.us())
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// Pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        let us = self.us();
        self.board.attackers(self.board.king(us), us ^ 1, self.board.occupied())
    }

    pub fn in_check(&self) -> bool {
        self.checkers() != 0
    }

    /// Copy-make: plays a move produced by the generator.
    #[inline]
    pub fn play(&mut self, mv: &Move) {
        let us = self.us();
        let them = us ^ 1;
        let (from, to) = (mv.from(), mv.to());
        let (from_bb, to_bb) = (bit(from), bit(to));
        let piece = mv.piece();
        let mut reset_clock = piece == PAWN;
        if self.board.colours[them] & to_bb != 0 {
            if let Some(victim) = self.board.kind_at(to) {
                self.board.toggle(them, victim, to_bb);
            }
            reset_clock = true;
        }
        self.board.toggle(us, piece, from_bb | to_bb);
        match mv.special {
            Special::EnPassant => self.board.toggle(them, PAWN, bit(to ^ 8)),
            Special::Promotion => {
                self.board.kinds[PAWN] ^= to_bb;
                self.board.kinds[mv.promotion as usize] ^= to_bb;
            }
            Special::CastleKingside | Special::CastleQueenside => {
                if let Some((rf, rt)) = mv.rook_squares() {
                    self.board.toggle(us, ROOK, bit(rf) | bit(rt));
                }
            }
            _ => {}
        }
        self.castling &= KEEP_RIGHTS[from] & KEEP_RIGHTS[to];
        self.ep = if mv.special == Special::DoublePush { ((from + to) / 2) as u8 } else { NO_SQUARE };
        self.halfmoves = if reset_clock { 0 } else { self.halfmoves.saturating_add(1) };
        self.fullmoves = self.fullmoves.saturating_add(us as u32);
        self.turn ^= 1;
    }

    /// The position after `mv` (for notation, never the hot path).
    pub fn after(&self, mv: &Move) -> Chess {
        let mut next = *self;
        next.play(mv);
        next
    }

    /// Zobrist hash of what makes positions "the same" for repetition (FIDE 9.2.3):
    /// placement, side to move, castling rights, and the en-passant square only when
    /// an en-passant capture is actually legal. The move clocks are left out.
    pub fn hash(&self) -> u64 {
        let keys = KEYS.get();
        let mut h = 0;
        for colour in [WHITE, BLACK] {
            for kind in PAWN..=KING {
                let mut bb = self.board.pieces(colour, kind);
                while bb != 0 {
                    let sq = bb.trailing_zeros() as usize;
                    bb &= bb - 1;
                    h ^= keys[(colour * 6 + kind) * 64 + sq];
                }
            }
        }
        if self.turn == 1 {
            h ^= keys[SIDE_KEY];
        }
        for i in 0..4 {
            if self.castling & (1 << i) != 0 {
                h ^= keys[CASTLE_KEYS + i];
            }
        }
        if self.ep != NO_SQUARE && super::movegen::has_legal_en_passant(self) {
            h ^= keys[EP_KEYS + (self.ep as usize & 7)];
        }
        h
    }
}
