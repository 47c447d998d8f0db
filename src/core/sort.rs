//! One sort for the whole module. Each call of the library's `sort*` with its own element
//! type or key closure is a separate copy of the sort in the wasm (several kilobytes each,
//! and the generic callers made one copy per game type). The sorts outside the hot search
//! paths go through `sort_by_key` here instead: the keys are sorted as plain
//! `(i64, u32)` pairs by the one library sort this file instantiates, and only a short
//! permutation loop is generic.

/// Sorts `items` by `key`, smallest first, equal keys in their original order (stable).
pub fn sort_by_key<T>(items: &mut [T], key: impl Fn(&T) -> i64) {
    let keys: Vec<i64> = items.iter().map(key).collect();
    for (a, b) in swaps_sorting(&keys) {
        items.swap(a, b);
    }
}

/// Indices 0..keys.len() in the order that sorts `keys`, smallest first, equal keys in
/// index order.
#[inline(never)]
pub fn stable_order(keys: &[i64]) -> Vec<usize> {
    let mut pairs: Vec<(i64, u32)> = keys.iter().enumerate().map(|(i, &k)| (k, i as u32)).collect();
    // The index in the pair makes every pair distinct, so the unstable sort gives the stable order.
    pairs.sort_unstable();
    pairs.into_iter().map(|(_, i)| i as usize).collect()
}

/// The swaps that put a list with `keys` into `stable_order`, applied left to right
/// (following each cycle of the permutation once).
#[inline(never)]
fn swaps_sorting(keys: &[i64]) -> Vec<(usize, usize)> {
    let order = stable_order(keys);
    let mut done = vec![false; order.len()];
    let mut swaps = Vec::new();
    for start in 0..order.len() {
        let mut j = start;
        while !done[j] {
            done[j] = true;
            let source = order[j];
            if source == start {
                break;
            }
            swaps.push((j, source));
            j = source;
        }
    }
    swaps
}

/// Sorts small numbers largest first (the group sizes Zong-Heng and Binary compare). An
/// insertion sort: the lists are a few dozen long and sorted in the evaluation, so it is
/// quick there, allocates nothing and is a few dozen bytes of wasm where the library's
/// sort was a copy of several kilobytes.
pub fn sort_descending(items: &mut [u8]) {
    for i in 1..items.len() {
        let item = items[i];
        let mut j = i;
        while j > 0 && items[j - 1] < item {
            items[j] = items[j - 1];
            j -= 1;
        }
        items[j] = item;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sort_descending_matches_the_library_sort() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for len in 0..40 {
            let mut items: Vec<u8> = (0..len)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    (seed % 12) as u8
                })
                .collect();
            let mut expected = items.clone();
            expected.sort_unstable_by(|a, b| b.cmp(a));
            sort_descending(&mut items);
            assert_eq!(items, expected);
        }
    }

    #[test]
    fn sort_by_key_is_stable_and_matches_the_library_sort() {
        let mut seed = 12345u64;
        for len in 0..60 {
            let mut items: Vec<(i64, usize)> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    (((seed >> 33) % 7) as i64 - 3, i)
                })
                .collect();
            let mut expected = items.clone();
            expected.sort_by_key(|x| x.0);
            sort_by_key(&mut items, |x| x.0);
            assert_eq!(items, expected, "length {len}");
        }
    }

    #[test]
    fn stable_order_keeps_equal_keys_in_index_order() {
        assert_eq!(stable_order(&[3, 1, 3, 0, 1]), vec![3, 1, 4, 0, 2]);
        assert_eq!(stable_order(&[]), Vec::<usize>::new());
    }
}
