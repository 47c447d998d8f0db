//! The one draughts move generator. Captures first (the search of capture.rs),
//! then quiet moves; every difference between games comes from
//! the `Variant` row. Jumped pieces keep blocking until the move ends unless the
//! row says removal is immediate.

use crate::core::Side;

use super::board::{Board, MAX_CELLS, NONE};
use super::capture::{CaptureSearch, Strategy};
use super::moves::DMove;
use super::pieces::{is_king, side_of, EMPTY};
use super::position::Draughts;
use super::variants::Variant;

/// Fills `out` with the legal moves of `pos`; returns the landings the capture search expanded.
pub fn generate(pos: &Draughts, out: &mut Vec<DMove>) -> u64 {
    generate_with(pos, out, Strategy::States)
}

/// The same moves, in the same order and with the same paths, found by expanding
/// every capture path: exponential with many flying kings, kept as the reference
/// the state-bounded search is tested against. Returns the landings expanded, or
/// None when that passed `budget` (and `out` is then incomplete).
pub fn generate_by_paths(pos: &Draughts, out: &mut Vec<DMove>, budget: u64) -> Option<u64> {
    let landings = generate_with(pos, out, Strategy::Paths { budget });
    (landings < budget).then_some(landings)
}

/// Fills `out`; returns the landings the capture search expanded.
fn generate_with(pos: &Draughts, out: &mut Vec<DMove>, strategy: Strategy) -> u64 {
    out.clear();
    let v = pos.variant();
    let board = pos.board();
    if pos.pending_huff() == 0 {
        return generate_turn(v, board, pos.cells(), pos, NONE, strategy, out);
    }
    // Malaysian huffing: the turn begins by removing one of the pieces that could
    // have captured; one move per candidate, the huff followed by a normal move. A
    // huff that takes the last enemy piece is the whole turn (the game ends); one
    // that leaves no move is not a move at all: never "huff, then pass" (RULES.md).
    let mut landings = 0;
    let mut candidates = pos.pending_huff();
    while candidates != 0 {
        let i = candidates.trailing_zeros() as usize;
        candidates &= candidates - 1;
        let cell = board.playable[i];
        let mut cells = *pos.cells();
        cells[cell as usize] = EMPTY;
        let opponent = pos.side_to_move().other();
        let opponent_left = board.playable.iter().any(|&c| cells[c as usize] != EMPTY && side_of(cells[c as usize]) == opponent);
        if opponent_left {
            landings += generate_turn(v, board, &cells, pos, cell, strategy, out);
        } else {
            out.push(DMove::huff_only(cell));
        }
    }
    landings
}

/// Moves for the side to move on `cells` (which may differ from `pos` by a huffed
/// piece); returns the landings the capture search expanded.
fn generate_turn(
    v: &Variant,
    board: &Board,
    cells: &[u8; MAX_CELLS],
    pos: &Draughts,
    huff: u8,
    strategy: Strategy,
    out: &mut Vec<DMove>,
) -> u64 {
    let side = pos.side_to_move();
    let start = out.len();
    let mut search = CaptureSearch::new(v, board, cells, side, huff, start, strategy);
    for &c in &board.playable {
        let p = cells[c as usize];
        if p != EMPTY && side_of(p) == side {
            search.search_from(c, out);
        }
    }
    let captures_end = out.len();
    if captures_end > start && !v.huffing {
        return search.landings;
    }
    // Under huffing a quiet move stays legal, but leaves the capturing pieces to be huffed.
    let mut huffable = 0u128;
    for m in &out[start..captures_end] {
        huffable |= 1u128 << board.index[m.from as usize];
    }
    quiet_moves(v, board, cells, pos, side, huff, huffable, out);
    search.landings
}

fn quiet_moves(
    v: &Variant,
    board: &Board,
    cells: &[u8; MAX_CELLS],
    pos: &Draughts,
    side: Side,
    huff: u8,
    huffable: u128,
    out: &mut Vec<DMove>,
) {
    let blocked_king = pos.king_at_move_limit(side, cells);
    for &c in &board.playable {
        let p = cells[c as usize];
        if p == EMPTY || side_of(p) != side {
            continue;
        }
        let king = is_king(p);
        if king && c == blocked_king {
            continue;
        }
        let (dirs, fly) = if king { (v.king_steps, v.king_moves_fly) } else { (v.man_steps, false) };
        for rel in 0..8 {
            if !dirs.contains(rel) {
                continue;
            }
            let d = board.absolute(side, rel);
            let mut to = board.next[d][c as usize];
            while to != NONE && cells[to as usize] == EMPTY {
                let crowns = !king && board.is_crowning_row(side, to as usize);
                let mut m = DMove::quiet(c, to, crowns, king);
                m.huff = huff;
                m.huffable = relocate(huffable, board, c, to);
                out.push(m);
                if !fly {
                    break;
                }
                to = board.next[d][to as usize];
            }
        }
    }
}

/// A huffable set after the piece on `from` moved to `to`: it is huffed where it now stands.
fn relocate(set: u128, board: &Board, from: u8, to: u8) -> u128 {
    let bit = 1u128 << board.index[from as usize];
    if set & bit == 0 {
        set
    } else {
        (set & !bit) | 1u128 << board.index[to as usize]
    }
}
