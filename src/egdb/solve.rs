//! Retrograde analysis of one signature with the engine's own move generation.
//!
//! Every position of the signature is visited once: its moves are generated and made
//! by the engine, and each successor either leaves the signature (a capture, a
//! crowning: its value is read from the smaller tables solved before, or the mover
//! took the last piece) or stays in it (an edge of the signature's graph). The graph's
//! edges are then reversed and values spread back from the decided positions: a
//! position with a successor lost for the opponent is won; one whose successors are
//! all won for the opponent is lost; what is never decided is a draw (neither side can
//! force a win: play goes on for ever). Draw rules (move counts, repetition) are not
//! applied.

use crate::core::Rules;
use crate::games::draughts::DMove;

use super::board::{signature_of, turned, BoardMap};
use super::index::{Indexer, Signature, Unranked};
use super::{Table, Tables, Wdl};

const UNDECIDED: u8 = 255;
/// The distance of a drawn position (or of no position).
pub const NO_DISTANCE: u8 = 255;

/// One signature's values (Wdl codes, `Wdl::NONE` where no position) and distances to
/// conversion in plies (`NO_DISTANCE` where drawn).
pub struct Solved {
    pub value: Vec<u8>,
    pub dist: Vec<u8>,
}

/// The values and distances of every index of `sig`. Errors if a successor's signature has no
/// table (`tables` must hold every smaller one) or a man stands on its crowning row.
pub fn solve(map: &BoardMap, sig: Signature, tables: &Tables) -> Result<Solved, String> {
    let ix = Indexer::new(sig, map.squares(), map.crown);
    let size = usize::try_from(ix.size()).map_err(|_| "table too large")?;
    if size >= u32::MAX as usize {
        return Err(format!("{}: {} positions, too many for this solver", sig.name(), size));
    }
    let mut value = vec![UNDECIDED; size];
    // Plies to the next conversion (a capture or crowning that keeps the result, or the
    // end): 0 with no move left, 1 when the next move leaves the signature. Spread in
    // order of distance, so a win takes its shortest way and a loss its longest.
    let mut dist = vec![NO_DISTANCE; size];
    // Successors in the signature not yet known to be won for the opponent.
    let mut open = vec![0u32; size];
    // A move out of the signature that draws: the position cannot be lost.
    let mut can_draw = vec![false; size];
    let mut starts = Vec::with_capacity(size + 1);
    let mut edges: Vec<u32> = Vec::new();
    let mut moves: Vec<DMove> = Vec::new();
    let mut last = Unranked::default();
    for idx in 0..size {
        starts.push(edges.len() as u64);
        let Some(p) = ix.placement_after(idx as u64, &mut last) else {
            value[idx] = Wdl::NONE;
            continue;
        };
        let pos = map.position(&p);
        pos.generate(&mut moves);
        let mut won = false;
        let first_edge = edges.len();
        for m in &moves {
            let q = map.successor(&p, m);
            if (q.men[0] & map.crown[0]) | (q.men[1] & map.crown[1]) != 0 {
                return Err(format!("{}: a man left on its crowning row", sig.name()));
            }
            // Only a capture or a crowning changes the material: any other move is an
            // edge of the signature's graph (the common case, decided without counting).
            if !m.is_capture() && !m.crowns {
                edges.push(ix.index(&q) as u32);
                continue;
            }
            let next_sig = signature_of(&q);
            if next_sig.pieces(q.side) == 0 {
                won = true;
                continue;
            }
            if next_sig == sig {
                edges.push(ix.index(&q) as u32);
                continue;
            }
            match tables.value_of(next_sig, &q) {
                Some(Wdl::Loss) => won = true,
                Some(Wdl::Draw) => can_draw[idx] = true,
                Some(Wdl::Win) => {}
                None => return Err(format!("{}: no table for {} (build smaller ones first)", sig.name(), next_sig.name())),
            }
        }
        open[idx] = (edges.len() - first_edge) as u32;
        (value[idx], dist[idx]) = if won {
            (Wdl::Win as u8, 1)
        } else if open[idx] == 0 && !can_draw[idx] {
            (Wdl::Loss as u8, if moves.is_empty() { 0 } else { 1 })
        } else {
            (UNDECIDED, NO_DISTANCE)
        };
    }
    starts.push(edges.len() as u64);
    let (pred_starts, preds) = reverse(&starts, &edges, size);
    drop(edges);
    // Decided so far: distance 0 (no move) or 1 (the next move converts); in index
    // order within each (what a stable sort by distance gave, without its cost).
    let decided = &dist;
    let mut queue: Vec<u32> = (0..2).flat_map(|d| (0..size as u32).filter(move |&i| decided[i as usize] == d)).collect();
    let mut head = 0;
    while head < queue.len() {
        let p = queue[head] as usize;
        head += 1;
        let lost = value[p] == Wdl::Loss as u8;
        let d = dist[p].saturating_add(1).min(NO_DISTANCE - 1);
        for &q in &preds[pred_starts[p] as usize..pred_starts[p + 1] as usize] {
            let q = q as usize;
            if value[q] != UNDECIDED {
                continue;
            }
            if lost {
                (value[q], dist[q]) = (Wdl::Win as u8, d);
                queue.push(q as u32);
            } else {
                open[q] -= 1;
                if open[q] == 0 && !can_draw[q] {
                    (value[q], dist[q]) = (Wdl::Loss as u8, d);
                    queue.push(q as u32);
                }
            }
        }
    }
    for v in value.iter_mut().filter(|v| **v == UNDECIDED) {
        *v = Wdl::Draw as u8;
    }
    Ok(Solved { value, dist })
}

/// The edges reversed: for each position, the positions with a move to it.
fn reverse(starts: &[u64], edges: &[u32], size: usize) -> (Vec<u64>, Vec<u32>) {
    let mut count = vec![0u64; size + 1];
    for &e in edges {
        count[e as usize + 1] += 1;
    }
    for i in 0..size {
        count[i + 1] += count[i];
    }
    let mut fill = count.clone();
    let mut preds = vec![0u32; edges.len()];
    for from in 0..size {
        for &to in &edges[starts[from] as usize..starts[from + 1] as usize] {
            preds[fill[to as usize] as usize] = from as u32;
            fill[to as usize] += 1;
        }
    }
    (count, preds)
}

/// The values and distances of `sig` read from `other`, the table of its swapped
/// signature: each position is `other`'s position turned half round with the sides
/// swapped (`turn`: `BoardMap::half_turn`), the same game seen from the other side.
/// One placement and one index a position instead of its moves.
pub fn turned_round(map: &BoardMap, sig: Signature, other: &Table, turn: &[u8]) -> Solved {
    let ix = Indexer::new(sig, map.squares(), map.crown);
    let size = ix.size() as usize;
    let mut value = vec![Wdl::NONE; size];
    let mut dist = vec![NO_DISTANCE; size];
    let mut last = Unranked::default();
    for idx in 0..size {
        if let Some(p) = ix.placement_after(idx as u64, &mut last) {
            let at = other.indexer.index(&turned(&p, turn));
            value[idx] = other.code(at);
            dist[idx] = other.dist[at as usize];
        }
    }
    Solved { value, dist }
}
