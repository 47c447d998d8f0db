//! Zobrist keys (splitmix64), computed, not stored: a table of random keys does not
//! compress, and the compile-time tables took ~60 KB of the wasm (issue 13). A `Table` is
//! a `static` filled on first use (one check per `get()`, so callers take the table once
//! per hash and index it in their loops); a single key (`key`) stays a compile-time
//! constant. The values are those of the former compile-time tables: hashes are unchanged.

use std::sync::OnceLock;

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The key for `index` in the table named by `salt`; every game picks its own salt.
pub const fn key(salt: u64, index: u64) -> u64 {
    splitmix(salt.wrapping_mul(0x1000_0000_01B3) ^ splitmix(index))
}

/// A table of `N` keys for one salt.
pub const fn table<const N: usize>(salt: u64) -> [u64; N] {
    let mut t = [0u64; N];
    let mut i = 0;
    while i < N {
        t[i] = key(salt, i as u64);
        i += 1;
    }
    t
}

/// The `N` keys of salt `SALT`, filled on first use. Declare it `static` (a `const` would
/// be a fresh, empty table at every use). The salt is a type parameter so that the static
/// holds only zeros until filled: it then takes no bytes of the module's data.
pub struct Table<const SALT: u64, const N: usize> {
    keys: OnceLock<[u64; N]>,
}

impl<const SALT: u64, const N: usize> Table<SALT, N> {
    pub const fn new() -> Self {
        Table { keys: OnceLock::new() }
    }

    /// The keys (computed on the first call).
    #[inline]
    pub fn get(&self) -> &[u64; N] {
        self.keys.get_or_init(|| table(SALT))
    }
}

impl<const SALT: u64, const N: usize> Default for Table<SALT, N> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_holds_the_keys_of_its_salt() {
        static T: Table<7, 100> = Table::new();
        assert_eq!(T.get(), &table::<100>(7));
        assert_eq!(T.get()[42], key(7, 42));
    }

    #[test]
    fn keys_of_a_table_are_distinct() {
        let t = table::<4096>(0xD8A6_0001);
        let mut v = t.to_vec();
        v.sort_unstable();
        v.dedup();
        assert_eq!(v.len(), t.len());
    }
}
