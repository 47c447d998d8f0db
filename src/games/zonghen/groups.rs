//! Groups (seed: "縦または横で互いに隣接しあっている同色のコマのまとまり") and the final
//! comparison: each side's group sizes from the largest down, the first difference decides.

use std::cmp::Ordering;

use crate::core::view::Region;
use crate::core::Side;

use super::board::{piece, step, MAX_CELLS};
use super::position::ZongHeng;

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
}

/// Visits every group of `side`: `found(cells)` gets the group's cells.
fn each_group(pos: &ZongHeng, side: Side, mut found: impl FnMut(&[u8])) {
    let size = pos.size();
    let me = piece(side);
    let mut seen = [false; MAX_CELLS];
    let mut stack = [0u8; MAX_CELLS];
    for start in 0..size * size {
        if seen[start] || pos.at(start) != me {
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
                    if !seen[n] && pos.at(n) == me {
                        seen[n] = true;
                        stack[len] = n as u8;
                        len += 1;
                    }
                }
            }
        }
        found(&stack[..len]);
    }
}

pub fn sizes(pos: &ZongHeng, side: Side) -> Sizes {
    let mut out = Sizes { sizes: [0; MAX_CELLS], count: 0 };
    each_group(pos, side, |cells| {
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

/// Every group of both sides, for the page (largest first per side).
pub fn regions(pos: &ZongHeng) -> Vec<Region> {
    let mut out = Vec::new();
    for side in Side::BOTH {
        let mut mine: Vec<Region> = Vec::new();
        each_group(pos, side, |cells| {
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
