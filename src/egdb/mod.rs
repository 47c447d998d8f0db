//! Endgame databases for the draughts family: win/draw/loss of every position with few
//! pieces, built by retrograde analysis with the engine's own move generation (so each
//! game's capture, promotion and precedence rules are the ones its tables obey), one
//! table per material signature, two bits a position. docs/egdb.md describes the
//! convention (perfect play, draw rules not applied), the index and the file format.

mod board;
pub mod file;
pub mod index;
pub mod loaded;
pub mod reach;
mod solve;

use crate::games::draughts::Draughts;

pub use board::supported;
use board::{signature_of, BoardMap};
use index::{Indexer, Placement, Signature};

/// A position's value for the side to move, under perfect play by both sides.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Wdl {
    Draw = 0,
    Win = 1,
    Loss = 2,
}

impl Wdl {
    /// The code of an index that names no position.
    pub const NONE: u8 = 3;

    pub fn from_code(code: u8) -> Option<Wdl> {
        match code {
            0 => Some(Wdl::Draw),
            1 => Some(Wdl::Win),
            2 => Some(Wdl::Loss),
            _ => None,
        }
    }
}

/// One signature's table: its index, its values four to a byte, and each position's
/// distance to conversion in plies (one byte, `NO_DISTANCE` where drawn): the plies
/// until the winner's next capture or crowning under play that keeps the result (the
/// winner's shortest, the loser's longest), what lets the search make progress.
pub struct Table {
    pub sig: Signature,
    pub indexer: Indexer,
    pub packed: Vec<u8>,
    pub dist: Vec<u8>,
}

pub use solve::NO_DISTANCE;

impl Table {
    fn from_solved(sig: Signature, indexer: Indexer, solved: solve::Solved) -> Table {
        let mut packed = vec![0u8; solved.value.len().div_ceil(4)];
        for (i, &c) in solved.value.iter().enumerate() {
            packed[i / 4] |= c << (2 * (i % 4));
        }
        Table { sig, indexer, packed, dist: solved.dist }
    }

    /// The longest distance to conversion in the table.
    pub fn longest(&self) -> u8 {
        self.dist.iter().copied().filter(|&d| d != NO_DISTANCE).max().unwrap_or(0)
    }

    pub fn code(&self, idx: u64) -> u8 {
        self.packed[(idx / 4) as usize] >> (2 * (idx % 4)) & 3
    }

    /// Positions (with either side to move), wins, draws, losses.
    pub fn counts(&self) -> [u64; 4] {
        let mut c = [0u64; 4];
        for i in 0..self.indexer.size() {
            c[self.code(i) as usize] += 1;
        }
        c
    }
}

/// The tables of one game.
pub struct Tables {
    pub game: String,
    map: BoardMap,
    /// Sorted by signature (a map's code is kilobytes of the page's wasm; a binary search is not).
    tables: Vec<Table>,
}

/// What building one signature reported.
pub struct Built {
    pub sig: Signature,
    pub positions: u64,
    pub seconds: f64,
}

impl Tables {
    /// No tables yet, for the game of `rules` (any position of it).
    pub fn new(rules: &Draughts) -> Result<Tables, String> {
        if !supported(rules) {
            return Err(format!(
                "{}: its rules keep state beyond the board (a huff, a king's move count); no database",
                rules.variant().id
            ));
        }
        Ok(Tables { game: rules.variant().id.to_string(), map: BoardMap::new(rules), tables: Vec::new() })
    }

    pub fn signatures(&self) -> impl Iterator<Item = &Table> {
        self.tables.iter()
    }

    /// Solves every signature of up to `pieces` pieces not held yet, smallest first.
    pub fn build(&mut self, pieces: u8, mut report: impl FnMut(&Built, &Table)) -> Result<(), String> {
        for total in 2..=pieces {
            self.build_signatures(&Signature::all_of(total), &mut report)?;
        }
        Ok(())
    }

    /// Solves each of `sigs` not held yet, in their order: every signature a capture or a
    /// crowning leads to must be held or come earlier (an error names the one missing).
    /// What lets a test build one large signature without every other of its size.
    pub fn build_signatures(&mut self, sigs: &[Signature], mut report: impl FnMut(&Built, &Table)) -> Result<(), String> {
        for &sig in sigs {
            if self.get(sig).is_some() {
                continue;
            }
            let start = std::time::Instant::now();
            // A signature whose swapped one is held is that one seen from the other side.
            let solved = match (self.get(sig.swapped()), self.map.half_turn()) {
                (Some(other), Some(turn)) if sig.swapped() != sig => solve::turned_round(&self.map, sig, other, &turn),
                _ => solve::solve(&self.map, sig, self)?,
            };
            let indexer = Indexer::new(sig, self.map.squares(), self.map.crown);
            let table = Table::from_solved(sig, indexer, solved);
            let built = Built { sig, positions: table.indexer.size(), seconds: start.elapsed().as_secs_f64() };
            report(&built, &table);
            self.insert(table);
        }
        Ok(())
    }

    fn get(&self, sig: Signature) -> Option<&Table> {
        self.tables.binary_search_by_key(&sig, |t| t.sig).ok().map(|at| &self.tables[at])
    }

    pub fn insert(&mut self, table: Table) {
        match self.tables.binary_search_by_key(&table.sig, |t| t.sig) {
            Ok(at) => self.tables[at] = table,
            Err(at) => self.tables.insert(at, table),
        }
    }

    /// The rules the tables were built for (the game with its options).
    pub fn variant(&self) -> &crate::games::draughts::variants::Variant {
        self.map.variant()
    }

    pub fn board_squares(&self) -> usize {
        self.map.squares()
    }

    pub fn crown(&self) -> [u128; 2] {
        self.map.crown
    }

    fn value_of(&self, sig: Signature, p: &Placement) -> Option<Wdl> {
        let t = self.get(sig)?;
        Wdl::from_code(t.code(t.indexer.index(p)))
    }

    /// The value of `pos` for its side to move, if its signature is held (a side with
    /// no piece left has lost). None for a position whose rules state matters (a
    /// pending huff), never the case in the games tables are built for.
    pub fn probe(&self, pos: &Draughts) -> Option<Wdl> {
        self.probe_with_distance(pos).map(|(wdl, _)| wdl)
    }

    /// The value and the distance to conversion (`NO_DISTANCE` where drawn).
    pub fn probe_with_distance(&self, pos: &Draughts) -> Option<(Wdl, u8)> {
        if pos.pending_huff() != 0 {
            return None;
        }
        let p = self.map.placement(pos);
        let sig = signature_of(&p);
        if sig.pieces(p.side) == 0 {
            return Some((Wdl::Loss, 0));
        }
        let t = self.get(sig)?;
        let idx = t.indexer.index(&p);
        Some((Wdl::from_code(t.code(idx))?, t.dist[idx as usize]))
    }

    /// The largest number of pieces for which every signature is held.
    pub fn pieces(&self) -> u8 {
        (2..=8).take_while(|&n| Signature::all_of(n).iter().all(|s| self.get(*s).is_some())).last().unwrap_or(0)
    }

    /// The most pieces of any signature held (the page installs only some signatures).
    pub fn largest(&self) -> u8 {
        self.tables.iter().map(|t| t.sig.total()).max().unwrap_or(0)
    }

    /// Builds the position of a placement (tests and the command line's checks).
    pub fn position(&self, p: &Placement) -> Draughts {
        self.map.position(p)
    }
}
