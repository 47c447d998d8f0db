//! A chess move as the generator produces it: four bytes, copied freely.

/// What a move does beyond carrying a piece from `from` to `to`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Special {
    None,
    /// A pawn's first move of two squares (it sets the en-passant square).
    DoublePush,
    /// The capturing pawn lands behind the pawn it takes (FIDE 3.7.d).
    EnPassant,
    /// The king moves two squares towards the h-file rook (FIDE 3.8.2).
    CastleKingside,
    CastleQueenside,
    /// The pawn becomes the kind given by `Move::promotion` (FIDE 3.7.e).
    Promotion,
}

/// `from`/`to` are squares (0 = a1); `piece` is the moving kind; `promotion` the new
/// kind for a promotion (0 otherwise). Castling is the king's move.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub piece: u8,
    pub special: Special,
    pub promotion: u8,
}

impl Move {
    #[inline(always)]
    pub fn new(from: usize, to: usize, piece: usize, special: Special) -> Move {
        Move { from: from as u8, to: to as u8, piece: piece as u8, special, promotion: 0 }
    }

    #[inline(always)]
    pub fn promote(from: usize, to: usize, kind: usize) -> Move {
        Move { from: from as u8, to: to as u8, piece: 0, special: Special::Promotion, promotion: kind as u8 }
    }

    pub fn from(&self) -> usize {
        self.from as usize
    }

    pub fn to(&self) -> usize {
        self.to as usize
    }

    pub fn piece(&self) -> usize {
        self.piece as usize
    }

    pub fn is_castle(&self) -> bool {
        matches!(self.special, Special::CastleKingside | Special::CastleQueenside)
    }

    /// The promotion kind, if the move promotes.
    pub fn promotion(&self) -> Option<usize> {
        (self.special == Special::Promotion).then_some(self.promotion as usize)
    }

    /// The castling rook's `(from, to)` squares.
    pub fn rook_squares(&self) -> Option<(usize, usize)> {
        let base = self.from() & 56;
        match self.special {
            Special::CastleKingside => Some((base + 7, base + 5)),
            Special::CastleQueenside => Some((base, base + 3)),
            _ => None,
        }
    }
}
