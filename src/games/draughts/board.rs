//! Draughts board geometry from a rules row: which cells are played, the next
//! playable cell in each direction, square names, and the crowning rows.

use crate::core::geometry::{Dir, Grid};
use crate::core::Side;

use super::variants::{Dirs, Notation, Squares, Variant};

/// No cell.
pub const NONE: u8 = u8::MAX;
/// The largest board (12x12).
pub const MAX_CELLS: usize = 144;

#[derive(Clone, Debug)]
pub struct Board {
    pub grid: Grid,
    /// Playable cells in cell order.
    pub playable: Vec<u8>,
    /// Cell -> index into `playable` (NONE if not playable); used for bitsets.
    pub index: [u8; MAX_CELLS],
    /// `next[dir][cell]`: the next playable cell in absolute direction `dir`. On boards
    /// of one colour an orthogonal step skips the unplayable square between (Frisian).
    pub next: [[u8; MAX_CELLS]; 8],
    /// `rays[dir][cell]`: the playable cells beyond `cell` in direction `dir`, as a
    /// bitset over playable indexes (a flying piece's line of sight).
    pub rays: [[u128; MAX_CELLS]; 8],
    /// Whether playable indexes grow along each direction (the nearest cell of a ray is
    /// then its lowest bit, else its highest).
    pub ascending: [bool; 8],
    /// Square names in the game's notation, by cell.
    pub names: Vec<String>,
    /// Which side is at the bottom (White).
    pub white: Side,
    /// The bitboard layout of the generator (see `Layout`).
    pub bits: Layout,
    /// Each side's absolute directions (by side index), from the rules row.
    pub dirs: [PieceDirs; 2],
}

/// Absolute directions in relative order (forward first, clockwise), `n` of them.
#[derive(Copy, Clone, Debug, Default)]
pub struct DirList {
    pub list: [u8; 8],
    pub n: usize,
}

impl DirList {
    fn new(board_white: Side, side: Side, dirs: Dirs) -> DirList {
        let mut l = DirList::default();
        for rel in 0..8 {
            if dirs.contains(rel) {
                l.list[l.n] = if side == board_white { rel } else { (rel + 4) % 8 } as u8;
                l.n += 1;
            }
        }
        l
    }

    #[inline(always)]
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.list[..self.n].iter().map(|&d| d as usize)
    }
}

/// How one side's men and kings move and capture, as absolute directions.
#[derive(Copy, Clone, Debug, Default)]
pub struct PieceDirs {
    pub man_steps: DirList,
    pub man_captures: DirList,
    pub king_steps: DirList,
    pub king_captures: DirList,
}

/// A set of playable squares as bits of the board's layout (not playable indexes).
pub type Bits = u128;

/// The board as bitboards: each playable cell is one bit, numbered so that a step in
/// any direction is the same shift from every square (Scan's and dame-rs's layout):
/// on the boards of one colour two rows take `size + 1` bits (one ghost bit between
/// row pairs), `(row * (size + 1) + col + s) / 2`; on Turkish-style boards every cell
/// is its own bit, `row * size + col`. Bits grow with cells, so ascending bits are the
/// cell order. A step is `shift[d]` applied to the squares of `can_step[d]` (those
/// with a neighbour that way), so nothing needs edge masks after the shift.
/// Built at setup time from the `next` tables: nothing of it is stored in the wasm.
#[derive(Clone, Debug)]
pub struct Layout {
    /// Bit -> cell (NONE for a ghost or unused bit).
    pub cell: [u8; 128],
    /// Cell -> bit (NONE if not playable).
    pub bit: [u8; MAX_CELLS],
    /// Bit -> playable index (the index space of huff and captured sets).
    pub index: [u8; 128],
    /// Every playable square.
    pub all: Bits,
    /// `bit(next[d][c]) - bit(c)`, the same for every `c`.
    pub shift: [i8; 8],
    /// The squares with a next playable cell in direction `d`.
    pub can_step: [Bits; 8],
    /// Each side's crowning row, by side index.
    pub crown: [Bits; 2],
    /// Cell -> its bit as a mask (0 if not playable): a load, not a 128-bit shift.
    pub mask: [Bits; MAX_CELLS],
}

/// A bitboard word: u64 where the layout fits in 64 bits (8x8, 10x10: the generator's
/// hot loops then use plain 64-bit operations, which wasm has natively), else u128.
pub trait Word:
    Copy
    + Eq
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::Not<Output = Self>
    + std::ops::BitOrAssign
    + std::ops::BitAndAssign
    + std::ops::Shl<u32, Output = Self>
    + std::ops::Shr<u32, Output = Self>
{
    const ZERO: Self;
    /// The low bits of a layout set (all of it where the layout fits).
    fn narrow(set: Bits) -> Self;
    fn widen(self) -> Bits;
    fn lowest(self) -> usize;
    /// Without its lowest bit.
    fn rest(self) -> Self;
    /// Its lowest bit alone.
    fn lowest_bit(self) -> Self;
    /// How many bits are set.
    fn count(self) -> i32;
}

// One implementation for both widths (`as` between Bits and the word is exact where used).
macro_rules! word {
    ($t:ty) => {
        impl Word for $t {
            const ZERO: Self = 0;
            #[inline(always)]
            fn narrow(set: Bits) -> Self {
                set as $t
            }
            #[inline(always)]
            fn widen(self) -> Bits {
                self as Bits
            }
            #[inline(always)]
            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline(always)]
            fn rest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn lowest_bit(self) -> Self {
                self & self.wrapping_neg()
            }
            #[inline(always)]
            fn count(self) -> i32 {
                self.count_ones() as i32
            }
        }
    };
}

word!(u64);
word!(u128);

impl Layout {
    /// The squares one step from `set` in direction `d`.
    #[inline(always)]
    pub fn step(&self, set: Bits, d: usize) -> Bits {
        self.step_in(set, d)
    }

    /// `step` in the word `W`.
    #[inline(always)]
    pub fn step_in<W: Word>(&self, set: W, d: usize) -> W {
        let s = self.shift[d];
        let from = set & W::narrow(self.can_step[d]);
        if s >= 0 {
            from << s as u32
        } else {
            from >> (-s) as u32
        }
    }

    /// `step_back` in the word `W`.
    #[inline(always)]
    pub fn step_back_in<W: Word>(&self, set: W, d: usize) -> W {
        self.step_in(set, (d + 4) % 8)
    }

    /// Whether the layout fits in 64 bits.
    pub fn fits_u64(&self) -> bool {
        self.all >> 64 == 0
    }

    /// The squares whose next square in direction `d` is in `set`.
    #[inline(always)]
    pub fn step_back(&self, set: Bits, d: usize) -> Bits {
        self.step(set, (d + 4) % 8)
    }

    /// The bit of a playable cell.
    #[inline(always)]
    pub fn of(&self, cell: u8) -> Bits {
        self.mask[cell as usize]
    }
}

impl Board {
    pub fn new(v: &Variant) -> Board {
        let grid = Grid::new(v.size, v.size);
        let n = grid.cells();
        let is_playable = |cell: usize| {
            let rank = v.size - 1 - grid.row(cell);
            let file = grid.col(cell);
            match v.squares {
                Squares::All => true,
                Squares::DarkNearLeft => (rank + file).is_multiple_of(2),
                Squares::DarkNearRight | Squares::LightNearRight => (rank + file) % 2 == 1,
            }
        };
        let playable: Vec<u8> = (0..n).filter(|c| is_playable(*c)).map(|c| c as u8).collect();
        let mut index = [NONE; MAX_CELLS];
        for (i, c) in playable.iter().enumerate() {
            index[*c as usize] = i as u8;
        }
        let one_colour = v.squares != Squares::All;
        let mut next = [[NONE; MAX_CELLS]; 8];
        for dir in Dir::ALL {
            let steps = if one_colour && !dir.is_diagonal() { 2 } else { 1 };
            for &c in &playable {
                if let Some(t) = grid.offset(c as usize, dir, steps) {
                    next[dir.index()][c as usize] = t as u8;
                }
            }
        }
        let mut rays = [[0u128; MAX_CELLS]; 8];
        let mut ascending = [false; 8];
        for d in 0..8 {
            for &c in &playable {
                let mut t = next[d][c as usize];
                while t != NONE {
                    rays[d][c as usize] |= 1u128 << index[t as usize];
                    ascending[d] = t > c;
                    t = next[d][t as usize];
                }
            }
        }
        let count = playable.len();
        let names = (0..n)
            .map(|cell| match (index[cell], v.notation) {
                (NONE, Notation::Algebraic) => grid.algebraic(cell),
                (NONE, _) => String::new(),
                (_, Notation::Algebraic) => grid.algebraic(cell),
                (i, Notation::NumericTopLeft) => (i as usize + 1).to_string(),
                (i, Notation::NumericBottomRight) => (count - i as usize).to_string(),
            })
            .collect();
        let bits = layout(v, &grid, &playable, &next);
        let dirs = Side::BOTH.map(|side| PieceDirs {
            man_steps: DirList::new(v.white, side, v.man_steps),
            man_captures: DirList::new(v.white, side, v.man_captures),
            king_steps: DirList::new(v.white, side, v.king_steps),
            king_captures: DirList::new(v.white, side, v.king_captures),
        });
        Board { grid, playable, index, next, rays, ascending, names, white: v.white, bits, dirs }
    }

    /// The absolute direction of relative direction `rel` (0 = forward, clockwise) for `side`.
    /// White plays up the diagram, Black down.
    pub fn absolute(&self, side: Side, rel: usize) -> usize {
        if side == self.white {
            rel
        } else {
            (rel + 4) % 8
        }
    }

    /// Row counted from `side`'s own edge, 1 = nearest.
    pub fn row_from(&self, side: Side, cell: usize) -> usize {
        let r = self.grid.row(cell);
        if side == self.white {
            self.grid.rows - r
        } else {
            r + 1
        }
    }

    pub fn is_crowning_row(&self, side: Side, cell: usize) -> bool {
        self.row_from(side, cell) == self.grid.rows
    }

    /// The cell named `text` in the game's notation.
    pub fn parse_square(&self, text: &str) -> Option<usize> {
        if text.is_empty() {
            return None;
        }
        self.playable.iter().map(|c| *c as usize).find(|c| self.names[*c] == text)
    }
}

/// The bitboard layout of a board (see `Layout`).
fn layout(v: &Variant, grid: &Grid, playable: &[u8], next: &[[u8; MAX_CELLS]; 8]) -> Layout {
    let one_colour = v.squares != Squares::All;
    // On one colour, `s` makes `row + col + s` odd on the played squares.
    let s = playable.first().map_or(0, |&c| (grid.row(c as usize) + grid.col(c as usize) + 1) % 2);
    let bit_of = |c: usize| {
        let (r, col) = (grid.row(c), grid.col(c));
        if one_colour {
            (r * (v.size + 1) + col + s) / 2
        } else {
            r * v.size + col
        }
    };
    let mut l = Layout {
        cell: [NONE; 128],
        bit: [NONE; MAX_CELLS],
        index: [NONE; 128],
        all: 0,
        shift: [0; 8],
        can_step: [0; 8],
        crown: [0; 2],
        mask: [0; MAX_CELLS],
    };
    for (i, &c) in playable.iter().enumerate() {
        let b = bit_of(c as usize);
        debug_assert!(b < 128 && l.cell[b] == NONE, "one bit per playable cell");
        l.cell[b] = c;
        l.bit[c as usize] = b as u8;
        l.index[b] = i as u8;
        l.all |= 1u128 << b;
        l.mask[c as usize] = 1u128 << b;
    }
    for (d, next) in next.iter().enumerate() {
        for &c in playable {
            let t = next[c as usize];
            if t != NONE {
                let shift = l.bit[t as usize] as i32 - l.bit[c as usize] as i32;
                debug_assert!(l.can_step[d] == 0 || shift == l.shift[d] as i32, "a step is one shift");
                l.shift[d] = shift as i8;
                l.can_step[d] |= 1u128 << l.bit[c as usize];
            }
        }
    }
    for &c in playable {
        for side in Side::BOTH {
            let rank = if side == v.white { grid.rows - grid.row(c as usize) } else { grid.row(c as usize) + 1 };
            if rank == grid.rows {
                l.crown[side.index()] |= 1u128 << l.bit[c as usize];
            }
        }
    }
    l
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::options::Options;
    use crate::games::draughts::variants::{options, Variant, VARIANTS};

    #[test]
    fn every_step_is_one_shift_in_the_bitboard_layout() {
        for base in &VARIANTS {
            let mut ids = vec![Options::none()];
            if base.id == "malaysian" {
                ids.push(Options::none().with("board", crate::core::OptionValue::Int(8)));
            }
            for opts in ids {
                let v = Variant::with_options(base.id, &opts.resolve(base.id, &options(base.id)).unwrap()).unwrap();
                let board = Board::new(&v);
                let l = &board.bits;
                for &c in &board.playable {
                    assert_eq!(l.cell[l.bit[c as usize] as usize], c);
                    for d in 0..8 {
                        let t = board.next[d][c as usize];
                        let stepped = l.step(l.of(c), d);
                        if t == NONE {
                            assert_eq!(stepped, 0, "{} cell {c} dir {d}", v.id);
                        } else {
                            assert_eq!(stepped, l.of(t), "{} cell {c} dir {d}", v.id);
                        }
                    }
                }
            }
        }
    }
}
