//! A draughts position: the board, the side to move and the state the rules keep
//! (draw-rule counters, a pending huff, Frisian king-move runs).

use std::rc::Rc;

use crate::core::zobrist;
use crate::core::Side;

use super::board::{Board, MAX_CELLS, NONE};
use super::moves::DMove;
use super::pieces::{is_king, piece, side_of, EMPTY};
use super::variants::Variant;

/// The rules row and its board, shared by every copy of a position.
#[derive(Debug)]
pub struct Setup {
    pub variant: Variant,
    pub board: Board,
}

#[derive(Clone, Debug)]
pub struct Draughts {
    setup: Rc<Setup>,
    cells: [u8; MAX_CELLS],
    side: Side,
    /// Plies since the last capture or man move (the "only kings moved" rules).
    pub(super) quiet_plies: u16,
    /// Plies since the material (pieces or kings) last changed (endgame rules).
    pub(super) material_plies: u16,
    /// Pieces of the side that just moved that the side to move must huff (playable indexes).
    huff: u128,
    /// Per side: the king that made the last non-capturing moves and how many in a row.
    pub(super) king_run: [(u8, u8); 2],
}

/// At most this many distinct rules rows keep their setup cached (15 games and their options
/// make a few dozen in practice); past it the oldest is dropped (games holding it keep it).
const CACHED_SETUPS: usize = 64;

thread_local! {
    static SETUPS: std::cell::RefCell<Vec<Rc<Setup>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The setup of `variant`, shared by every game of the same rules: the board's tables
/// (the rays alone are 18 KB on 12x12) are built once, not once per game.
fn shared_setup(variant: Variant) -> Rc<Setup> {
    SETUPS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some(s) = cache.iter().find(|s| s.variant == variant) {
            return Rc::clone(s);
        }
        let board = Board::new(&variant);
        let setup = Rc::new(Setup { variant, board });
        if cache.len() == CACHED_SETUPS {
            cache.remove(0);
        }
        cache.push(Rc::clone(&setup));
        setup
    })
}

static PIECE_KEYS: zobrist::Table<0xD8A6_0001, { MAX_CELLS * 4 }> = zobrist::Table::new();
static HUFF_KEYS: zobrist::Table<0xD8A6_0002, 128> = zobrist::Table::new();
static RUN_KEYS: zobrist::Table<0xD8A6_0003, { MAX_CELLS * 8 }> = zobrist::Table::new();
const SIDE_KEY: u64 = zobrist::key(0xD8A6_0004, 0);

impl Draughts {
    /// The standard start: men on each side's `men_rows`.
    pub fn start(variant: Variant) -> Draughts {
        let mut pos = Draughts::empty(variant);
        let (lo, hi) = pos.setup.variant.men_rows;
        for i in 0..pos.board().playable.len() {
            let cell = pos.board().playable[i] as usize;
            for side in Side::BOTH {
                let row = pos.board().row_from(side, cell);
                if row >= lo && row <= hi {
                    pos.cells[cell] = piece(side, false);
                }
            }
        }
        pos
    }

    pub fn empty(variant: Variant) -> Draughts {
        let side = variant.starts;
        Draughts {
            setup: shared_setup(variant),
            cells: [EMPTY; MAX_CELLS],
            side,
            quiet_plies: 0,
            material_plies: 0,
            huff: 0,
            king_run: [(NONE, 0); 2],
        }
    }

    pub fn variant(&self) -> &Variant {
        &self.setup.variant
    }

    pub fn board(&self) -> &Board {
        &self.setup.board
    }

    pub fn cells(&self) -> &[u8; MAX_CELLS] {
        &self.cells
    }

    pub fn side_to_move(&self) -> Side {
        self.side
    }

    pub fn pending_huff(&self) -> u128 {
        self.huff
    }

    pub(super) fn set_side(&mut self, side: Side) {
        self.side = side;
    }

    pub(super) fn set_pending_huff(&mut self, set: u128) {
        self.huff = set;
    }

    pub(super) fn put(&mut self, cell: usize, p: u8) {
        self.cells[cell] = p;
    }

    /// Counts of (men, kings) for each side.
    pub fn material(&self) -> [(u32, u32); 2] {
        let mut m = [(0, 0); 2];
        for &c in &self.board().playable {
            let p = self.cells[c as usize];
            if p != EMPTY {
                let slot = &mut m[side_of(p).index()];
                if is_king(p) { slot.1 += 1 } else { slot.0 += 1 }
            }
        }
        m
    }

    /// The king of `side` that may not make another non-capturing move (Frisian), or NONE.
    pub fn king_at_move_limit(&self, side: Side, cells: &[u8; MAX_CELLS]) -> u8 {
        let limit = self.variant().king_move_limit;
        let (king, count) = self.king_run[side.index()];
        if limit == 0 || king == NONE || count < limit {
            return NONE;
        }
        let has_men = self.board().playable.iter().any(|&c| {
            let p = cells[c as usize];
            p != EMPTY && side_of(p) == side && !is_king(p)
        });
        if has_men { king } else { NONE }
    }

    pub fn apply(&mut self, m: &DMove) {
        let me = self.side;
        let them = me.other();
        let mut material_changed = false;
        let mut resets_quiet = false;
        if m.huff != NONE {
            self.remove(m.huff, them);
            material_changed = true;
            resets_quiet = true;
        }
        self.huff = 0;
        if m.from != NONE {
            let p = self.cells[m.from as usize];
            self.cells[m.from as usize] = EMPTY;
            for &c in m.captured() {
                self.remove(c, them);
            }
            self.cells[m.to as usize] = if m.crowns { piece(me, true) } else { p };
            let man_moved = !is_king(p);
            material_changed |= m.is_capture() || m.crowns;
            resets_quiet |= m.is_capture() || man_moved;
            if self.variant().king_move_limit > 0 {
                let run = &mut self.king_run[me.index()];
                *run = if m.is_capture() || man_moved {
                    (NONE, 0)
                } else if run.0 == m.from {
                    (m.to, run.1 + 1)
                } else {
                    (m.to, 1)
                };
            }
            self.huff = m.huffable;
        }
        self.quiet_plies = if resets_quiet { 0 } else { self.quiet_plies.saturating_add(1) };
        self.material_plies = if material_changed { 0 } else { self.material_plies.saturating_add(1) };
        self.side = them;
    }

    fn remove(&mut self, cell: u8, owner: Side) {
        self.cells[cell as usize] = EMPTY;
        if self.king_run[owner.index()].0 == cell {
            self.king_run[owner.index()] = (NONE, 0);
        }
    }

    pub fn hash(&self) -> u64 {
        let piece_keys = PIECE_KEYS.get();
        let huff_keys = HUFF_KEYS.get();
        let run_keys = RUN_KEYS.get();
        let mut h = if self.side == Side::Second { SIDE_KEY } else { 0 };
        for &c in &self.board().playable {
            let p = self.cells[c as usize];
            if p != EMPTY {
                h ^= piece_keys[c as usize * 4 + (p as usize - 1)];
            }
        }
        let mut huff = self.huff;
        while huff != 0 {
            h ^= huff_keys[huff.trailing_zeros() as usize];
            huff &= huff - 1;
        }
        for (i, &(king, count)) in self.king_run.iter().enumerate() {
            if king != NONE {
                h ^= run_keys[king as usize * 8 + i * 4 + (count as usize).min(3)];
            }
        }
        h
    }
}
