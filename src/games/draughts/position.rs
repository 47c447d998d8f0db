//! A draughts position: the board, the side to move and the state the rules keep
//! (draw-rule counters, a pending huff, Frisian king-move runs); its `Rules` (moves
//! played and hashed here).

use std::rc::Rc;

use crate::core::zobrist;
use crate::core::{GameError, MoveInfo, Outcome, Repetition, Rules, Side, View};

use super::board::{Bits, Board, MAX_CELLS, NONE};
use super::eval::weights_of;
use super::eval_tables::EvalTables;
use super::moves::DMove;
use super::pieces::{is_king, piece, side_of, EMPTY};
use super::variants::Variant;
use super::{fen, movegen, notation, referee, rules_text, view};

/// The rules row, its board and its evaluation's tables, shared by every copy of a position.
#[derive(Debug)]
pub struct Setup {
    pub variant: Variant,
    pub board: Board,
    pub eval: EvalTables,
}

#[derive(Clone, Debug)]
pub struct Draughts {
    setup: Rc<Setup>,
    /// Each side's pieces, by side index, as bits of the board's layout (`board::Layout`).
    pieces: [Bits; 2],
    /// The kings of both sides.
    kings: Bits,
    /// The Zobrist keys of the pieces on the board, kept up to date by every change
    /// (`hash` adds the side to move and the rules' state).
    piece_hash: u64,
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
        let eval = EvalTables::new(&variant, &board, weights_of(&variant));
        let setup = Rc::new(Setup { variant, board, eval });
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
                    pos.put(cell, piece(side, false));
                }
            }
        }
        pos
    }

    pub fn empty(variant: Variant) -> Draughts {
        let side = variant.starts;
        Draughts::on(shared_setup(variant), [0; 2], 0, side)
    }

    /// A position of `setup` with these pieces, `side` to move and every rules counter at zero.
    fn on(setup: Rc<Setup>, pieces: [Bits; 2], kings: Bits, side: Side) -> Draughts {
        let mut pos =
            Draughts { setup, pieces, kings, piece_hash: 0, side, quiet_plies: 0, material_plies: 0, huff: 0, king_run: [(NONE, 0); 2] };
        pos.piece_hash = pos.piece_hash_from_scratch();
        pos
    }

    /// This position's rules with other pieces (layout bits), `side` to move and every
    /// rules counter at zero: how the endgame databases (src/egdb) visit their positions.
    pub fn with_pieces(&self, pieces: [Bits; 2], kings: Bits, side: Side) -> Draughts {
        Draughts::on(Rc::clone(&self.setup), pieces, kings, side)
    }

    pub fn variant(&self) -> &Variant {
        &self.setup.variant
    }

    pub fn board(&self) -> &Board {
        &self.setup.board
    }

    /// The evaluation's weights laid out on this board (eval_tables.rs).
    pub fn eval_tables(&self) -> &EvalTables {
        &self.setup.eval
    }

    /// The piece code on `cell` (EMPTY on an empty or unplayable cell).
    pub fn piece_at(&self, cell: usize) -> u8 {
        let b = self.board().bits.bit[cell];
        if b == NONE {
            return EMPTY;
        }
        let bit = 1u128 << b;
        let king = self.kings & bit != 0;
        if self.pieces[0] & bit != 0 {
            piece(Side::First, king)
        } else if self.pieces[1] & bit != 0 {
            piece(Side::Second, king)
        } else {
            EMPTY
        }
    }

    /// The pieces of `side` (layout bits).
    pub fn pieces_of(&self, side: Side) -> Bits {
        self.pieces[side.index()]
    }

    /// The kings of both sides (layout bits).
    pub fn kings(&self) -> Bits {
        self.kings
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

    /// Puts `p` (EMPTY to clear) on the playable `cell`.
    pub(super) fn put(&mut self, cell: usize, p: u8) {
        let bit = 1u128 << self.board().bits.bit[cell];
        let old = self.piece_at(cell);
        if old != EMPTY {
            self.piece_hash ^= piece_key(cell, old);
        }
        if p != EMPTY {
            self.piece_hash ^= piece_key(cell, p);
        }
        self.clear(bit);
        if p != EMPTY {
            self.pieces[side_of(p).index()] |= bit;
            if is_king(p) {
                self.kings |= bit;
            }
        }
    }

    /// Empties the squares of `set`.
    #[inline(always)]
    fn clear(&mut self, set: Bits) {
        self.pieces[0] &= !set;
        self.pieces[1] &= !set;
        self.kings &= !set;
    }

    /// Counts of (men, kings) for each side.
    pub fn material(&self) -> [(u32, u32); 2] {
        let count = |set: Bits| ((set & !self.kings).count_ones(), (set & self.kings).count_ones());
        [count(self.pieces[0]), count(self.pieces[1])]
    }

    /// The king of `side` that may not make another non-capturing move (Frisian), or NONE.
    pub fn king_at_move_limit(&self, side: Side) -> u8 {
        let limit = self.variant().king_move_limit;
        let (king, count) = self.king_run[side.index()];
        if limit == 0 || king == NONE || count < limit {
            return NONE;
        }
        let has_men = self.pieces[side.index()] & !self.kings != 0;
        if has_men {
            king
        } else {
            NONE
        }
    }

    fn remove(&mut self, cell: u8, owner: Side) {
        let p = self.piece_at(cell as usize);
        if p != EMPTY {
            self.piece_hash ^= piece_key(cell as usize, p);
        }
        let bit = self.board().bits.of(cell);
        self.clear(bit);
        if self.king_run[owner.index()].0 == cell {
            self.king_run[owner.index()] = (NONE, 0);
        }
    }

    /// The piece keys summed over the board (what `piece_hash` keeps incrementally).
    fn piece_hash_from_scratch(&self) -> u64 {
        let l = &self.board().bits;
        let mut h = 0;
        for side in Side::BOTH {
            let mut set = self.pieces[side.index()];
            while set != 0 {
                let b = set.trailing_zeros() as usize;
                set &= set - 1;
                h ^= piece_key(l.cell[b] as usize, piece(side, self.kings & (1u128 << b) != 0));
            }
        }
        h
    }
}

/// The Zobrist key of piece code `p` on `cell`.
fn piece_key(cell: usize, p: u8) -> u64 {
    PIECE_KEYS.get()[cell * 4 + (p as usize - 1)]
}

impl Rules for Draughts {
    type Move = DMove;

    fn id(&self) -> &'static str {
        self.variant().id
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn generate(&self, out: &mut Vec<DMove>) {
        movegen::generate(self, out);
    }

    fn apply(&mut self, mv: &DMove) {
        let me = self.side;
        let them = me.other();
        let mut material_changed = false;
        let mut resets_quiet = false;
        if mv.huff != NONE {
            self.remove(mv.huff, them);
            material_changed = true;
            resets_quiet = true;
        }
        self.huff = 0;
        if mv.from != NONE {
            let l = &self.setup.board.bits;
            let (from, to) = (l.of(mv.from), l.of(mv.to));
            let was_king = self.kings & from != 0;
            let keys = PIECE_KEYS.get();
            let key = |cell: u8, p: u8| keys[cell as usize * 4 + (p as usize - 1)];
            let mut hash = self.piece_hash ^ key(mv.from, piece(me, was_king)) ^ key(mv.to, piece(me, was_king || mv.crowns));
            let mut taken = 0;
            for &c in mv.captured() {
                let bit = l.of(c);
                taken |= bit;
                hash ^= key(c, piece(them, self.kings & bit != 0));
            }
            self.piece_hash = hash;
            let run_taken = taken != 0 && self.king_run[them.index()].0 != NONE && taken & l.of(self.king_run[them.index()].0) != 0;
            self.pieces[me.index()] &= !from;
            self.kings &= !from;
            // Taken before landing: with immediate removal a king may end where it took a piece.
            self.clear(taken);
            self.pieces[me.index()] |= to;
            if was_king || mv.crowns {
                self.kings |= to;
            }
            if run_taken {
                self.king_run[them.index()] = (NONE, 0);
            }
            let man_moved = !was_king;
            material_changed |= mv.is_capture() || mv.crowns;
            resets_quiet |= mv.is_capture() || man_moved;
            if self.variant().king_move_limit > 0 {
                let run = &mut self.king_run[me.index()];
                *run = if mv.is_capture() || man_moved {
                    (NONE, 0)
                } else if run.0 == mv.from {
                    (mv.to, run.1 + 1)
                } else {
                    (mv.to, 1)
                };
            }
            self.huff = mv.huffable;
        }
        self.quiet_plies = if resets_quiet { 0 } else { self.quiet_plies.saturating_add(1) };
        self.material_plies = if material_changed { 0 } else { self.material_plies.saturating_add(1) };
        self.side = them;
    }

    fn hash(&self) -> u64 {
        debug_assert_eq!(self.piece_hash, self.piece_hash_from_scratch(), "the incremental piece keys");
        let huff_keys = HUFF_KEYS.get();
        let run_keys = RUN_KEYS.get();
        let mut h = self.piece_hash ^ if self.side == Side::Second { SIDE_KEY } else { 0 };
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

    fn outcome(&self, moves: &[DMove], repetition: Repetition) -> Option<Outcome> {
        referee::outcome(self, moves, repetition)
    }

    fn describe(&self, mv: &DMove, legal: &[DMove]) -> MoveInfo {
        notation::describe(self.board(), self.variant().notation, mv, legal)
    }

    fn parse_move(&self, text: &str, legal: &[DMove]) -> Result<DMove, GameError> {
        notation::parse(self.board(), self.variant().notation, self.variant().huffing, text, legal)
    }

    fn position_text(&self) -> String {
        fen::write(self)
    }

    fn read_position(&self, text: &str) -> Result<Self, GameError> {
        fen::read(self.variant().clone(), text)
    }

    fn standard_start_text(&self) -> String {
        fen::write(&Draughts::start(self.variant().clone()))
    }

    /// The captures of the same position under free choice (the variant without its
    /// precedence criteria): one from `cell` means the rule, not the board, forbids it.
    fn captures_without_precedence(&self, cell: usize) -> bool {
        if self.variant().capture_choice.is_empty() {
            return false;
        }
        let free = Variant { capture_choice: &[], ..self.variant().clone() };
        let Ok(pos) = fen::read(free, &fen::write(self)) else { return false };
        let mut moves = Vec::new();
        pos.generate(&mut moves);
        moves.iter().any(|m| m.from as usize == cell && m.n > 0)
    }

    fn rules_text(&self) -> Vec<crate::core::view::Text> {
        rules_text::rules_text(self.variant())
    }

    fn view(&self) -> View {
        view(self)
    }
}

#[cfg(test)]
mod tests {
    use crate::core::options::Options;
    use crate::games::draughts::movegen;
    use crate::games::draughts::variants::{options, Variant, VARIANTS};

    use super::Draughts;
    use crate::core::Rules;

    #[test]
    fn the_incremental_hash_equals_the_hash_from_scratch_through_random_games() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for base in &VARIANTS {
            let v = Variant::with_options(base.id, &Options::none().resolve(base.id, &options(base.id)).unwrap()).unwrap();
            for _game in 0..20 {
                let mut pos = Draughts::start(v.clone());
                let mut moves = Vec::new();
                for _ply in 0..200 {
                    movegen::generate(&pos, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let m = moves[(seed % moves.len() as u64) as usize];
                    pos.apply(&m);
                    assert_eq!(pos.piece_hash, pos.piece_hash_from_scratch(), "{} after {:?}", v.id, m.cells());
                }
            }
        }
    }
}
