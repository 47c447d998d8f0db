//! Piece placement as bitboards (one per colour, one per kind), square names, and
//! the attack questions every other file asks.

use super::attacks::{self, bit, Bitboard};

pub const WHITE: usize = 0;
pub const BLACK: usize = 1;

pub const PAWN: usize = 0;
pub const KNIGHT: usize = 1;
pub const BISHOP: usize = 2;
pub const ROOK: usize = 3;
pub const QUEEN: usize = 4;
pub const KING: usize = 5;

/// Upper-case letters of the kinds, indexed by kind (SAN and FEN use them).
pub const LETTERS: [char; 6] = ['P', 'N', 'B', 'R', 'Q', 'K'];

/// The kind named by an upper-case or lower-case letter.
pub fn kind_of_letter(c: char) -> Option<usize> {
    LETTERS.iter().position(|l| *l == c.to_ascii_uppercase())
}

/// The API's cell number of a square: rows from the top (rank 8), so a8 = 0, h1 = 63.
#[inline]
pub fn cell(sq: usize) -> usize {
    sq ^ 56
}

pub fn file_of(sq: usize) -> usize {
    sq & 7
}

pub fn rank_of(sq: usize) -> usize {
    sq >> 3
}

pub fn square_name(sq: usize) -> String {
    let mut s = String::with_capacity(2);
    s.push((b'a' + file_of(sq) as u8) as char);
    s.push((b'1' + rank_of(sq) as u8) as char);
    s
}

/// Reads `e4` (lower-case file, then rank).
pub fn parse_square(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    Some(((b[1] - b'1') * 8 + (b[0] - b'a')) as usize)
}

/// The dark squares (a1 is dark: file + rank even); bishops on them never meet the others.
pub const DARK_SQUARES: Bitboard = 0xAA55_AA55_AA55_AA55;

#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Board {
    pub colours: [Bitboard; 2],
    pub kinds: [Bitboard; 6],
}

impl Board {
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.colours[WHITE] | self.colours[BLACK]
    }

    #[inline(always)]
    pub fn pieces(&self, colour: usize, kind: usize) -> Bitboard {
        self.colours[colour] & self.kinds[kind]
    }

    #[inline(always)]
    pub fn king(&self, colour: usize) -> usize {
        self.pieces(colour, KING).trailing_zeros() as usize
    }

    /// The kind on `sq`, if any.
    #[inline]
    pub fn kind_at(&self, sq: usize) -> Option<usize> {
        let b = bit(sq);
        (0..6).find(|&k| self.kinds[k] & b != 0)
    }

    pub fn colour_at(&self, sq: usize) -> Option<usize> {
        let b = bit(sq);
        (0..2).find(|&c| self.colours[c] & b != 0)
    }

    /// `(colour, kind)` on `sq`.
    pub fn piece_at(&self, sq: usize) -> Option<(usize, usize)> {
        Some((self.colour_at(sq)?, self.kind_at(sq)?))
    }

    #[inline(always)]
    pub fn toggle(&mut self, colour: usize, kind: usize, squares: Bitboard) {
        self.colours[colour] ^= squares;
        self.kinds[kind] ^= squares;
    }

    /// Pieces of `by` attacking `sq` when the board holds `occupied`.
    #[inline]
    pub fn attackers(&self, sq: usize, by: usize, occupied: Bitboard) -> Bitboard {
        let them = self.colours[by];
        let diag = self.kinds[BISHOP] | self.kinds[QUEEN];
        let orth = self.kinds[ROOK] | self.kinds[QUEEN];
        them & ((attacks::KNIGHT[sq] & self.kinds[KNIGHT])
            | (attacks::KING[sq] & self.kinds[KING])
            | (attacks::PAWN[by ^ 1][sq] & self.kinds[PAWN])
            | (attacks::bishop(sq, occupied) & diag)
            | (attacks::rook(sq, occupied) & orth))
    }

    /// Whether any piece of `by` attacks `sq` when the board holds `occupied`
    /// (cheap tests first, stopping at the first attacker).
    #[inline]
    pub fn is_attacked(&self, sq: usize, by: usize, occupied: Bitboard) -> bool {
        let them = self.colours[by];
        if attacks::KNIGHT[sq] & self.kinds[KNIGHT] & them != 0
            || attacks::PAWN[by ^ 1][sq] & self.kinds[PAWN] & them != 0
            || attacks::KING[sq] & self.kinds[KING] & them != 0
        {
            return true;
        }
        let diag = (self.kinds[BISHOP] | self.kinds[QUEEN]) & them;
        if diag != 0 && attacks::bishop(sq, occupied) & diag != 0 {
            return true;
        }
        let orth = (self.kinds[ROOK] | self.kinds[QUEEN]) & them;
        orth != 0 && attacks::rook(sq, occupied) & orth != 0
    }
}
