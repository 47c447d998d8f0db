//! An alquerque move: one complete turn (a huff, then a step, a capture chain or a
//! pass), kept in fixed arrays so generating it allocates nothing.

use super::board::NONE;

/// A chain captures at most the twelve enemy pieces.
pub const MAX_JUMPS: usize = 12;

#[derive(Copy, Clone, Debug, PartialEq)]
pub struct AMove {
    /// Start point, NONE for a pass or a huff alone.
    pub from: u8,
    pub to: u8,
    /// The enemy piece huffed before the move, or NONE.
    pub huff: u8,
    /// Number of captures.
    pub n: u8,
    /// `path[0] = from`, then every landing point.
    pub path: [u8; MAX_JUMPS + 1],
    pub captures: [u8; MAX_JUMPS],
    pub captured: u32,
    /// Every landing point of the chain (Bell's no-return rule remembers them).
    pub landed: u32,
    /// The mover's pieces that could have captured but did not: the opponent huffs one.
    pub huffable: u32,
}

impl AMove {
    pub const fn step(from: u8, to: u8, huff: u8, huffable: u32) -> AMove {
        let mut path = [NONE; MAX_JUMPS + 1];
        path[0] = from;
        path[1] = to;
        AMove { from, to, huff, n: 0, path, captures: [NONE; MAX_JUMPS], captured: 0, landed: 1 << to, huffable }
    }

    /// A pass (a player with pieces but no move, Alfonso's rules), or a huff alone.
    pub const fn pass(huff: u8) -> AMove {
        AMove {
            from: NONE,
            to: NONE,
            huff,
            n: 0,
            path: [NONE; MAX_JUMPS + 1],
            captures: [NONE; MAX_JUMPS],
            captured: 0,
            landed: 0,
            huffable: 0,
        }
    }

    pub fn is_capture(&self) -> bool {
        self.n > 0
    }

    pub fn is_pass(&self) -> bool {
        self.from == NONE
    }

    pub fn captured_cells(&self) -> &[u8] {
        &self.captures[..self.n as usize]
    }

    /// Every point the piece stands on, start and end included.
    pub fn cells(&self) -> &[u8] {
        let len = if self.is_pass() {
            0
        } else if self.n == 0 {
            2
        } else {
            self.n as usize + 1
        };
        &self.path[..len]
    }
}
