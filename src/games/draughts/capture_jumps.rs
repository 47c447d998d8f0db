//! A king's jumps where the board does not change during a capture (the jumped pieces
//! stay until the move ends): from each square, in each direction, the piece a jump
//! takes and where it may land are the same all through the search of one start
//! square. Only whether that piece was taken already changes, so each square's jumps
//! are worked out once (on first use) and a landing then costs a few loads and a mask
//! test instead of a walk along each line.
//!
//! Tables come from a thread-local pool and are taken only by a search that expands
//! many landings (as `games::seen`): ordinary captures never build one.

use std::cell::RefCell;

/// The jumps of a king from one square, in the order of its capture directions.
#[derive(Copy, Clone, Default)]
pub struct SquareJumps {
    /// The playable index of the piece a jump that way takes, or NONE.
    pub piece: [u8; 8],
    /// The first landing cell of that jump and how many landings follow in a row.
    pub first: [u8; 8],
    pub count: [u8; 8],
    /// Every piece some jump from here takes (bits of playable indexes).
    pub takes: u128,
}

thread_local! {
    static POOL: RefCell<Vec<Vec<SquareJumps>>> = const { RefCell::new(Vec::new()) };
}

/// One start square's table: the squares worked out so far.
pub struct KingJumps {
    squares: Vec<SquareJumps>,
    /// The playable indexes whose entry is up to date.
    known: u128,
}

impl KingJumps {
    /// A table from the pool, for a board of `playable` squares, with nothing known.
    pub fn take(playable: usize) -> KingJumps {
        let mut squares = POOL.with(|pool| pool.borrow_mut().pop()).unwrap_or_default();
        squares.resize(playable, SquareJumps::default());
        KingJumps { squares, known: 0 }
    }

    /// Forgets every square (a new start square vacates its own).
    pub fn forget(&mut self) {
        self.known = 0;
    }

    /// The entry of the square of playable index `i`, if worked out.
    #[inline(always)]
    pub fn get(&self, i: usize) -> Option<&SquareJumps> {
        (self.known >> i & 1 != 0).then(|| &self.squares[i])
    }

    pub fn set(&mut self, i: usize, jumps: SquareJumps) {
        self.squares[i] = jumps;
        self.known |= 1u128 << i;
    }
}

impl Drop for KingJumps {
    fn drop(&mut self) {
        let squares = std::mem::take(&mut self.squares);
        // During thread teardown the pool may be gone; the table is then simply freed.
        let _ = POOL.try_with(|pool| pool.borrow_mut().push(squares));
    }
}
