//! The states a multi-jump search has already expanded, so that it explores each
//! distinct (square, captured set, constraint) once instead of once per path: with
//! many flying kings the paths to one state grow exponentially, the states far less.
//!
//! States are grouped by what else than the square makes them (a 64-bit key, the
//! pieces jumped so far, and a 32-bit tag): one bucket per group, with a bit per
//! square (below 128). The landings of one jump share their captured set, so they
//! find their bucket in the cache line the first one loaded: a crowd's millions of
//! states cost one memory access per group rather than one per landing.
//!
//! Nothing is allocated per node: tables live in a thread-local pool, are taken only
//! by a search that needs one (one that expands many landings, rare in ordinary
//! play), and are "cleared" by bumping a stamp, so a few tables serve every search
//! of the thread.

use std::cell::RefCell;

/// 32 bytes: the group's key and tag, the stamp of the search it belongs to (any other
/// marks a free bucket), and the squares of the group already expanded.
#[derive(Copy, Clone, Default)]
#[repr(align(32))]
struct Bucket {
    key: u64,
    tag: u32,
    stamp: u32,
    squares: u128,
}

#[derive(Default)]
struct Table {
    buckets: Vec<Bucket>,
    stamp: u32,
    live: usize,
}

thread_local! {
    static POOL: RefCell<Vec<Table>> = const { RefCell::new(Vec::new()) };
}

const FIRST_CAPACITY: usize = 1 << 9;
/// 32 MB at most: once it is half full, each new group replaces an older one (the
/// search stays exact: a forgotten state is only expanded again).
const MAX_CAPACITY: usize = 1 << 20;

impl Table {
    fn restart(&mut self) {
        self.live = 0;
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            // After 2^32 searches: old stamps could come back, so wipe them for real.
            self.buckets.iter_mut().for_each(|b| *b = Bucket::default());
            self.stamp = 1;
        }
    }

    fn slot(&self, key: u64, tag: u32) -> usize {
        let mixed = (key ^ (tag as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> 32) as usize & (self.buckets.len() - 1)
    }

    fn grow(&mut self) {
        let capacity = (self.buckets.len() * 2).max(FIRST_CAPACITY);
        let old = std::mem::replace(&mut self.buckets, vec![Bucket::default(); capacity]);
        let stamp = self.stamp;
        // Buckets of the new table start at stamp 0, which `restart` never hands out.
        for b in old.into_iter().filter(|b| b.stamp == stamp) {
            let mut i = self.slot(b.key, b.tag);
            while self.buckets[i].stamp == stamp {
                i = (i + 1) & (capacity - 1);
            }
            self.buckets[i] = b;
        }
    }

    fn visit(&mut self, key: u64, tag: u32, square: u32) -> bool {
        if (self.live + 1) * 2 > self.buckets.len() && self.buckets.len() < MAX_CAPACITY {
            self.grow();
        }
        let bit = 1u128 << square;
        let full = (self.live + 1) * 2 > self.buckets.len();
        let mask = self.buckets.len() - 1;
        let fresh = Bucket { key, tag, stamp: self.stamp, squares: bit };
        let home = self.slot(key, tag);
        let mut i = home;
        loop {
            let b = &mut self.buckets[i];
            if b.stamp != self.stamp {
                if full {
                    // No room: the group takes the place of the one at its home slot,
                    // whose states may then be expanded again (a cache of the latest).
                    self.buckets[home] = fresh;
                } else {
                    *b = fresh;
                    self.live += 1;
                }
                return true;
            }
            if b.key == key && b.tag == tag {
                let first = b.squares & bit == 0;
                b.squares |= bit;
                return first;
            }
            i = (i + 1) & mask;
        }
    }
}

/// One search's table, taken from the thread's pool on first use and given back when dropped.
#[derive(Default)]
pub struct Seen {
    table: Option<Table>,
}

impl Seen {
    pub const fn new() -> Seen {
        Seen { table: None }
    }

    /// Starts a new search root: every state is unexplored again.
    pub fn restart(&mut self) {
        if let Some(t) = &mut self.table {
            t.restart();
        }
    }

    /// Whether the landing on `square` (below 128) of the group (`key`, `tag`) is
    /// reached for the first time in this search (or was forgotten to make room).
    pub fn first_visit(&mut self, key: u64, tag: u32, square: u32) -> bool {
        debug_assert!(square < 128);
        let table = self.table.get_or_insert_with(|| {
            let mut t = POOL.with(|pool| pool.borrow_mut().pop()).unwrap_or_default();
            t.restart();
            t
        });
        table.visit(key, tag, square)
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
    fn a_landing_is_expanded_once_per_group_and_search() {
        let mut seen = Seen::new();
        assert!(seen.first_visit(0b101, 7, 3));
        assert!(!seen.first_visit(0b101, 7, 3));
        assert!(seen.first_visit(0b101, 7, 4));
        assert!(seen.first_visit(0b101, 8, 3));
        assert!(seen.first_visit(1 << 60 | 0b101, 7, 3));
        assert!(seen.first_visit(0b101, 7, 127));
        seen.restart();
        assert!(seen.first_visit(0b101, 7, 3));
    }

    #[test]
    fn the_table_grows_and_keeps_every_landing() {
        let mut seen = Seen::new();
        for i in 0..5000u64 {
            assert!(seen.first_visit(i * 0x1_0000_0001, (i % 7) as u32, (i % 71) as u32));
        }
        for i in 0..5000u64 {
            assert!(!seen.first_visit(i * 0x1_0000_0001, (i % 7) as u32, (i % 71) as u32));
        }
    }

    #[test]
    fn a_full_table_keeps_the_latest_groups() {
        let mut seen = Seen::new();
        let half = super::MAX_CAPACITY as u64 / 2;
        for i in 0..half + 1000 {
            assert!(seen.first_visit(i, 1, 0));
        }
        assert!((half..half + 1000).filter(|&i| !seen.first_visit(i, 1, 0)).count() >= 990);
        assert!((0..half).any(|i| seen.first_visit(i, 1, 0)));
    }
}
