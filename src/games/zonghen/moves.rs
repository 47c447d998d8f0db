//! A Zong-Heng move: the push of the piece on a dark square in one direction (with
//! the line in front of it), or a pass.

/// `from` is the origin (a dark square), `dir` an index into `board::DIRS`, `len` the
/// number of pieces shifted (origin included). Each (origin, direction) is its own
/// move even where two pushes give the same position (docs/rules.md, "Zong-Heng").
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ZMove {
    pub from: u8,
    pub dir: u8,
    pub len: u8,
}

impl ZMove {
    pub const PASS: ZMove = ZMove { from: u8::MAX, dir: 0, len: 0 };

    pub fn is_pass(self) -> bool {
        self.from == u8::MAX
    }
}
