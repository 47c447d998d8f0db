//! An Incorrect Checkers move: a step, a retreat, a chain of jumps or a pass. Moves
//! with the same start and end are one move; the path kept is one way there (the
//! shortest the generator found, or the one the player gave), for display.

use super::board::NONE;

/// At most eleven friendly pieces and one enemy piece can be jumped in a turn.
pub const MAX_PATH: usize = 16;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    Step,
    Retreat,
    Jump,
    Pass,
}

#[derive(Copy, Clone, Debug)]
pub struct IMove {
    pub kind: Kind,
    pub from: u8,
    pub to: u8,
    pub len: u8,
    /// Every square the piece stands on, start and end included.
    pub path: [u8; MAX_PATH],
}

/// One move per start and end: the path is not part of the move's identity.
impl PartialEq for IMove {
    fn eq(&self, other: &IMove) -> bool {
        self.kind == other.kind && self.from == other.from && self.to == other.to
    }
}

impl IMove {
    pub fn simple(kind: Kind, from: u8, to: u8) -> IMove {
        let mut path = [NONE; MAX_PATH];
        path[0] = from;
        path[1] = to;
        IMove { kind, from, to, len: 2, path }
    }

    pub const PASS: IMove = IMove { kind: Kind::Pass, from: NONE, to: NONE, len: 0, path: [NONE; MAX_PATH] };

    pub fn cells(&self) -> &[u8] {
        &self.path[..self.len as usize]
    }
}
