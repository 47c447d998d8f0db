//! Orthogonally joined groups of cells (Zong-Heng's groups, Binary's territories), their
//! sizes and the final comparison: sizes from the largest down, the first difference decides.

use std::cmp::Ordering;

use crate::core::view::Region;
use crate::core::Side;

use super::board::{step, MAX_CELLS};

/// One side's group sizes, largest first, in a fixed buffer.
pub struct Sizes {
    sizes: [u8; MAX_CELLS],
    count: usize,
}

impl Sizes {
    pub fn as_slice(&self) -> &[u8] {
        &self.sizes[..self.count]
    }

    pub fn largest(&self) -> u8 {
        self.as_slice().first().copied().unwrap_or(0)
    }

    /// Binary's score. Seed: "スコア＝最も大きいテリトリーのサイズ×2＋残りのテリトリーのサイズの合計".
    pub fn score(&self) -> u32 {
        let all: u32 = self.as_slice().iter().map(|&n| n as u32).sum();
        all + self.as_slice().first().map_or(0, |&n| n as u32)
    }
}

/// Visits every group of the cells `member` marks that holds a cell `starts` marks and has
/// at least `min_len` cells: `found(cells)` gets its cells, in the order the fill reached them.
pub fn each_group(size: usize, member: &[bool; MAX_CELLS], starts: impl Fn(usize) -> bool, min_len: usize, mut found: impl FnMut(&[u8])) {
    let mut seen = [false; MAX_CELLS];
    let mut stack = [0u8; MAX_CELLS];
    for start in 0..size * size {
        if seen[start] || !starts(start) {
            continue;
        }
        seen[start] = true;
        stack[0] = start as u8;
        let mut len = 1;
        let mut next = 0;
        while next < len {
            let cell = stack[next] as usize;
            next += 1;
            for dir in 0..4 {
                if let Some(n) = step(size, cell, dir) {
                    if !seen[n] && member[n] {
                        seen[n] = true;
                        stack[len] = n as u8;
                        len += 1;
                    }
                }
            }
        }
        if len >= min_len {
            found(&stack[..len]);
        }
    }
}

/// The sizes of the groups `each` visits, largest first.
pub fn sizes(each: impl FnOnce(&mut dyn FnMut(&[u8]))) -> Sizes {
    let mut out = Sizes { sizes: [0; MAX_CELLS], count: 0 };
    each(&mut |cells: &[u8]| {
        out.sizes[out.count] = cells.len() as u8;
        out.count += 1;
    });
    crate::core::sort::sort_descending(&mut out.sizes[..out.count]);
    out
}

/// Compares two lists of sizes (largest first) from the largest down; a missing
/// group counts as 0 (seed: "サイズの差が出るまで比較").
pub fn compare(a: &[u8], b: &[u8]) -> Ordering {
    for i in 0..a.len().max(b.len()) {
        let x = a.get(i).copied().unwrap_or(0);
        let y = b.get(i).copied().unwrap_or(0);
        if x != y {
            return x.cmp(&y);
        }
    }
    Ordering::Equal
}

/// Every group of both sides that `each` visits per side, for the page (largest first per side).
pub fn regions(each: impl Fn(Side, &mut dyn FnMut(&[u8]))) -> Vec<Region> {
    let mut out = Vec::new();
    for side in Side::BOTH {
        let mut mine: Vec<Region> = Vec::new();
        each(side, &mut |cells: &[u8]| {
            let mut cells: Vec<usize> = cells.iter().map(|&c| c as usize).collect();
            crate::core::sort::sort_by_key(&mut cells, |&c| c as i64);
            mine.push(Region { side: side.index() as u8, size: cells.len(), cells });
        });
        // Largest first, then by first cell: the regions are disjoint and their cells sorted,
        // so the first cell orders them as comparing the whole lists would. (The module's one
        // shared sort: see core::sort.)
        crate::core::sort::sort_by_key(&mut mine, |r| -(r.size as i64) << 32 | r.cells.first().map_or(0, |&c| c as i64));
        out.extend(mine);
    }
    out
}
