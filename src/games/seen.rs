//! The states a multi-jump search has already expanded, so that it explores each
//! distinct (square, captured set, constraint) once instead of once per path: with
//! many flying kings the paths to one state grow exponentially, the states far less.
//!
//! A state is a 64-bit key (the pieces jumped so far) and a 24-bit tag (where the
//! piece stands and whatever else decides how it may go on); each remembers the
//! shortest prefix (`len`) it was reached by, for searches that keep shortest paths.
//!
//! Nothing is allocated per node: tables live in a thread-local pool, are taken only
//! by a search that needs one (one that expands many landings, rare in ordinary
//! play), and are "cleared" by bumping a stamp, so a few tables serve every search
//! of the thread.

use std::cell::RefCell;

/// 16 bytes: the key, then the tag (low 24 bits), `len` (next 8) and the stamp of
/// the search the entry belongs to (high 32; any other stamp marks a free slot).
#[derive(Copy, Clone, Default)]
struct Entry {
    key: u64,
    meta: u64,
}

const TAG_BITS: u32 = 0x00FF_FFFF;

#[derive(Default)]
struct Table {
    entries: Vec<Entry>,
    stamp: u32,
    live: usize,
}

thread_local! {
    static POOL: RefCell<Vec<Table>> = const { RefCell::new(Vec::new()) };
}

const FIRST_CAPACITY: usize = 1 << 10;
/// 32 MB at most: once it is half full, each new state replaces an older one (the
/// search stays exact: a forgotten state is only expanded again).
const MAX_CAPACITY: usize = 1 << 21;

impl Table {
    /// Forgets every state (a new search root).
    fn restart(&mut self) {
        self.live = 0;
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            // After 2^32 searches: old stamps could come back, so wipe them for real.
            self.entries.iter_mut().for_each(|e| *e = Entry::default());
            self.stamp = 1;
        }
    }

    fn slot(&self, key: u64, tag: u32) -> usize {
        let mixed = (key ^ (tag as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> 32) as usize & (self.entries.len() - 1)
    }

    fn stamp_of(e: &Entry) -> u32 {
        (e.meta >> 32) as u32
    }

    fn grow(&mut self) {
        let capacity = (self.entries.len() * 2).max(FIRST_CAPACITY);
        let old = std::mem::replace(&mut self.entries, vec![Entry::default(); capacity]);
        let stamp = self.stamp;
        // Entries of the new table start at stamp 0, which `restart` never hands out.
        for e in old.into_iter().filter(|e| Self::stamp_of(e) == stamp) {
            let mut i = self.slot(e.key, e.meta as u32 & TAG_BITS);
            while Self::stamp_of(&self.entries[i]) == stamp {
                i = (i + 1) & (capacity - 1);
            }
            self.entries[i] = e;
        }
    }

    fn visit(&mut self, key: u64, tag: u32, len: u8) -> bool {
        debug_assert!(tag <= TAG_BITS, "a tag has 24 bits");
        if (self.live + 1) * 2 > self.entries.len() && self.entries.len() < MAX_CAPACITY {
            self.grow();
        }
        let full = (self.live + 1) * 2 > self.entries.len();
        let meta = |len: u8| tag as u64 | (len as u64) << 24 | (self.stamp as u64) << 32;
        let mask = self.entries.len() - 1;
        let mut i = self.slot(key, tag);
        loop {
            let e = self.entries[i];
            if Self::stamp_of(&e) != self.stamp {
                if full {
                    // No room: the state takes the place of the one at its home slot,
                    // which may then be expanded again (a cache of the latest states).
                    let home = self.slot(key, tag);
                    self.entries[home] = Entry { key, meta: meta(len) };
                } else {
                    self.entries[i] = Entry { key, meta: meta(len) };
                    self.live += 1;
                }
                return true;
            }
            if e.key == key && e.meta as u32 & TAG_BITS == tag {
                if len < (e.meta >> 24) as u8 {
                    self.entries[i].meta = meta(len);
                    return true;
                }
                return false;
            }
            i = (i + 1) & mask;
        }
    }
}

/// One search's table, taken from the thread's pool on first use and given back
/// when dropped.
#[derive(Default)]
pub struct Seen {
    table: Option<Table>,
}

impl Seen {
    pub const fn new() -> Seen {
        Seen { table: None }
    }

    /// Whether the state (`key`, `tag` of 24 bits) reached by a prefix of length `len`
    /// must be expanded: it was not seen in this search (or was forgotten to make room),
    /// or only by a longer prefix.
    pub fn first_visit(&mut self, key: u64, tag: u32, len: u8) -> bool {
        let table = self.table.get_or_insert_with(|| {
            let mut t = POOL.with(|pool| pool.borrow_mut().pop()).unwrap_or_default();
            t.restart();
            t
        });
        table.visit(key, tag, len)
    }
}

impl Drop for Seen {
    fn drop(&mut self) {
        if let Some(t) = self.table.take() {
            // During thread teardown the pool may be gone; the table is then simply freed.
            let _ = POOL.try_with(|pool| pool.borrow_mut().push(t));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Seen;

    #[test]
    fn a_state_is_seen_once_unless_reached_by_a_shorter_prefix() {
        let mut seen = Seen::new();
        assert!(seen.first_visit(0b101, 7, 3));
        assert!(!seen.first_visit(0b101, 7, 3));
        assert!(!seen.first_visit(0b101, 7, 4));
        assert!(seen.first_visit(0b101, 7, 2));
        assert!(seen.first_visit(0b101, 8, 3));
        assert!(seen.first_visit(1 << 60 | 0b101, 7, 3));
    }

    #[test]
    fn the_table_grows_and_keeps_every_state() {
        let mut seen = Seen::new();
        for i in 0..5000u64 {
            assert!(seen.first_visit(i * 0x1_0000_0001, (i % 7) as u32, 1));
        }
        for i in 0..5000u64 {
            assert!(!seen.first_visit(i * 0x1_0000_0001, (i % 7) as u32, 1));
        }
    }

    #[test]
    fn a_full_table_keeps_the_latest_states() {
        let mut seen = Seen::new();
        let half = super::MAX_CAPACITY as u64 / 2;
        for i in 0..half + 1000 {
            assert!(seen.first_visit(i, 1, 0));
        }
        // The newest are remembered (but for the odd one whose home slot another of
        // them took); some of the oldest made room for them.
        assert!((half..half + 1000).filter(|&i| !seen.first_visit(i, 1, 0)).count() >= 990);
        assert!((0..half).any(|i| seen.first_visit(i, 1, 0)));
    }

    #[test]
    fn tables_of_two_searches_at_once_are_separate() {
        let mut a = Seen::new();
        let mut b = Seen::new();
        assert!(a.first_visit(1, 1, 0));
        assert!(b.first_visit(1, 1, 0));
        assert!(!a.first_visit(1, 1, 0));
    }
}
