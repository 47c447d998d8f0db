//! Zobrist keys computed at compile time (splitmix64), so no initialisation call is needed.

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
