//! A draughts move: one complete turn, kept in fixed arrays so generating it allocates nothing.

use super::board::NONE;

/// More captures than any sequence can make on the largest board.
pub const MAX_CAPTURES: usize = 32;

#[derive(Copy, Clone, Debug, PartialEq)]
pub struct DMove {
    /// Start cell, NONE for a move that is only a huff.
    pub from: u8,
    pub to: u8,
    /// The piece is crowned by this move.
    pub crowns: bool,
    /// The moving piece was a king when the move began.
    pub by_king: bool,
    /// Cell of the enemy piece huffed before the move (Malaysian), or NONE.
    pub huff: u8,
    /// Number of captures.
    pub n: u8,
    pub captures: [u8; MAX_CAPTURES],
    /// Cells the piece stands on: `path[0] = from`, then every landing square.
    pub path: [u8; MAX_CAPTURES + 1],
    pub path_len: u8,
    /// Captured pieces as a bitset over playable-square indexes.
    pub captured_set: u128,
    /// Pieces the opponent may huff after this move (playable-square indexes).
    pub huffable: u128,
}

impl DMove {
    pub fn quiet(from: u8, to: u8, crowns: bool, by_king: bool) -> DMove {
        let mut path = [0; MAX_CAPTURES + 1];
        path[0] = from;
        path[1] = to;
        DMove { from, to, crowns, by_king, huff: NONE, n: 0, captures: [0; MAX_CAPTURES], path, path_len: 2, captured_set: 0, huffable: 0 }
    }

    /// A turn that consists of a huff alone (the huff ended the game or left no move).
    pub fn huff_only(cell: u8) -> DMove {
        DMove { from: NONE, to: NONE, path_len: 0, huff: cell, ..DMove::quiet(NONE, NONE, false, false) }
    }

    pub fn is_capture(&self) -> bool {
        self.n > 0
    }

    pub fn captured(&self) -> &[u8] {
        &self.captures[..self.n as usize]
    }

    pub fn cells(&self) -> &[u8] {
        &self.path[..self.path_len as usize]
    }

    /// Same start, end, captured set and result: one move (docs/rules.md, "The draughts family").
    pub fn same_turn(&self, other: &DMove) -> bool {
        self.from == other.from
            && self.to == other.to
            && self.captured_set == other.captured_set
            && self.crowns == other.crowns
            && self.huff == other.huff
    }
}
