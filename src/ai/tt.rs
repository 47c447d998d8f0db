//! The transposition table: a fixed-size array of two-slot buckets keyed by the
//! position's Zobrist hash (`Rules::hash`). Moves are stored by `SearchHints::move_key`,
//! so an entry stays small whatever the game's move type.

pub const EXACT: u8 = 0;
pub const LOWER: u8 = 1;
pub const UPPER: u8 = 2;

#[derive(Copy, Clone, Default, Debug)]
pub struct Entry {
    /// The hash's upper half (the lower bits chose the bucket).
    check: u32,
    pub score: i32,
    pub mv: u32,
    pub depth: i8,
    pub bound: u8,
    /// The search that wrote it (older entries are replaced first).
    age: u8,
    /// The table's generation when written: other generations are empty slots.
    generation: u8,
}

pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
    age: u8,
    generation: u8,
    /// The game the entries belong to (a new game starts from an empty table).
    pub owner: &'static str,
}

/// Two million entries natively (32 MB), half that in the browser.
#[cfg(not(target_arch = "wasm32"))]
const LOG_SIZE: u32 = 21;
#[cfg(target_arch = "wasm32")]
const LOG_SIZE: u32 = 20;
/// The size both builds have: a search that must give the same move natively and in
/// wasm (one without a time limit) uses only this many entries.
const PORTABLE_LOG_SIZE: u32 = 20;

impl Table {
    pub fn new(owner: &'static str) -> Table {
        let n = 1usize << LOG_SIZE;
        Table { entries: vec![Entry::default(); n], mask: n - 2, age: 0, generation: 1, owner }
    }

    /// Empties the table and uses all of it, or only the portable size.
    pub fn reset(&mut self, portable: bool) {
        self.clear();
        let log = if portable { PORTABLE_LOG_SIZE.min(LOG_SIZE) } else { LOG_SIZE };
        self.mask = (1usize << log) - 2;
    }

    /// Whether the table is cut down to the portable size (only useful to a search
    /// that must repeat: any other search resets it to its full size).
    pub fn is_portable(&self) -> bool {
        self.mask != self.entries.len() - 2
    }

    /// Begins a new search: entries from earlier searches are kept but lose priority.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// Empties the table at once (a new generation); memory is wiped only when the
    /// generation counter wraps.
    pub fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.entries.iter_mut().for_each(|e| *e = Entry::default());
            self.generation = 1;
        }
    }

    fn bucket(&self, hash: u64) -> usize {
        hash as usize & self.mask
    }

    pub fn probe(&self, hash: u64) -> Option<Entry> {
        let b = self.bucket(hash);
        let check = (hash >> 32) as u32;
        let generation = self.generation;
        self.entries[b..b + 2].iter().find(|e| e.generation == generation && e.check == check).copied()
    }

    /// Slot 0 keeps the deepest entry of the current search, slot 1 takes the rest.
    pub fn store(&mut self, hash: u64, depth: i32, score: i32, bound: u8, mv: u32) {
        let b = self.bucket(hash);
        let check = (hash >> 32) as u32;
        let age = self.age;
        let depth = depth.clamp(-1, 127) as i8;
        let generation = self.generation;
        let entry = Entry { check, score, mv, depth, bound, age, generation };
        let slot0 = self.entries[b];
        let used = slot0.generation == generation;
        let i = if !used || slot0.check == check || slot0.age != age || depth >= slot0.depth {
            // Keep the old slot-0 entry in slot 1 when it is about a different position.
            if used && slot0.check != check {
                self.entries[b + 1] = slot0;
            }
            b
        } else {
            b + 1
        };
        let old = self.entries[i];
        let keep_move = entry.mv == 0 && old.generation == generation && old.check == check;
        self.entries[i] = entry;
        if keep_move {
            self.entries[i].mv = old.mv;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_entry_is_found_and_a_different_hash_is_not() {
        let mut t = Table::new("test");
        t.store(0x1234_5678_9ABC_DEF0, 5, 42, EXACT, 7);
        let e = t.probe(0x1234_5678_9ABC_DEF0).unwrap();
        assert_eq!((e.score, e.mv, e.depth, e.bound), (42, 7, 5, EXACT));
        assert!(t.probe(0x1234_5679_9ABC_DEF0).is_none());
    }

    #[test]
    fn cleared_table_is_empty_across_generation_wrap() {
        let mut t = Table::new("test");
        for _ in 0..300 {
            t.store(99, 3, 1, EXACT, 5);
            assert!(t.probe(99).is_some());
            t.clear();
            assert!(t.probe(99).is_none());
        }
    }
}
