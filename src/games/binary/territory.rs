//! Territories (seed: "縦か横でたがいに隣接している同色のコマのまとまり…コマに縦か横で
//! 隣接している、そのコマと同じ色の空きマスもテリトリーに含まれます"): a player's pieces
//! joined orthogonally, with the empty squares of the player's colour next to them.
//! An empty square next to two groups joins them (docs/rules.md, "Binary", our reading). A
//! territory has at least 2 squares ("単独の空きマスや単独のコマはテリトリーではありません").

use std::cmp::Ordering;

use crate::core::view::Region;
use crate::core::Side;

use super::board::{is_own_colour, neighbours, piece, EMPTY, MAX_CELLS};
use super::position::Binary;

/// One side's territory sizes, largest first, in a fixed buffer.
pub struct Sizes {
    sizes: [u8; MAX_CELLS],
    count: usize,
}

impl Sizes {
    pub fn as_slice(&self) -> &[u8] {
        &self.sizes[..self.count]
    }

    /// Seed: "スコア＝最も大きいテリトリーのサイズ×2＋残りのテリトリーのサイズの合計".
    pub fn score(&self) -> u32 {
        let all: u32 = self.as_slice().iter().map(|&n| n as u32).sum();
        all + self.as_slice().first().map_or(0, |&n| n as u32)
    }
}

/// Visits every territory of `side`: `found(cells)` gets its pieces and empty squares.
fn each_territory(pos: &Binary, side: Side, mut found: impl FnMut(&[u8])) {
    let size = pos.size();
    let me = piece(side);
    // Which squares belong to `side`'s territories, worked out once by rows and columns
    // (the flood fill runs at the end of every Monte Carlo playout).
    let mut member = [false; MAX_CELLS];
    let own_parity = usize::from(side == Side::First);
    for r in 0..size {
        for c in 0..size {
            let cell = r * size + c;
            let p = pos.at(cell);
            member[cell] = p == me || (p == EMPTY && (r + c) % 2 == own_parity);
        }
    }
    debug_assert!((0..size * size).all(|c| member[c] == (pos.at(c) == me || pos.at(c) == EMPTY && is_own_colour(size, c, side))));
    let mut seen = [false; MAX_CELLS];
    let mut stack = [0u8; MAX_CELLS];
    for start in 0..size * size {
        // Two empty squares of one colour are never orthogonal neighbours, so every
        // territory holds a piece: start from pieces only.
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
            for n in neighbours(size, cell) {
                if !seen[n] && member[n] {
                    seen[n] = true;
                    stack[len] = n as u8;
                    len += 1;
                }
            }
        }
        if len >= 2 {
            found(&stack[..len]);
        }
    }
}

pub fn sizes(pos: &Binary, side: Side) -> Sizes {
    let mut out = Sizes { sizes: [0; MAX_CELLS], count: 0 };
    each_territory(pos, side, |cells| {
        out.sizes[out.count] = cells.len() as u8;
        out.count += 1;
    });
    crate::core::sort::sort_descending(&mut out.sizes[..out.count]);
    out
}

/// Higher score first; on equal scores the sizes from the largest down, a missing
/// territory counting 0 (seed: "同点の場合、最大テリトリーのサイズを比較し…").
pub fn compare(a: &Sizes, b: &Sizes) -> Ordering {
    a.score().cmp(&b.score()).then_with(|| {
        let (a, b) = (a.as_slice(), b.as_slice());
        (0..a.len().max(b.len()))
            .map(|i| a.get(i).copied().unwrap_or(0).cmp(&b.get(i).copied().unwrap_or(0)))
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    })
}

/// Every territory of both sides, for the page (largest first per side).
pub fn regions(pos: &Binary) -> Vec<Region> {
    let mut out = Vec::new();
    for side in Side::BOTH {
        let mut mine: Vec<Region> = Vec::new();
        each_territory(pos, side, |cells| {
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
