//! The two sides. Side 0 moves first in the game's standard start.

#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum Side {
    First = 0,
    Second = 1,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Side {
        if i == 0 {
            Side::First
        } else {
            Side::Second
        }
    }
}
