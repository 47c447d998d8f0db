//! The one draughts move generator. Captures first (the search of capture.rs),
//! then quiet moves; every difference between games comes from
//! the `Variant` row. Jumped pieces keep blocking until the move ends unless the
//! row says removal is immediate.
//!
//! The position is a few bitboards (`board::Layout`): which pieces can capture at
//! all and where men can step are found for all pieces at once, a few shifts per
//! direction; only the pieces that can capture start a capture search.

use crate::core::Side;

use super::board::{Bits, Board, Word, NONE};
use super::capture::{CaptureSearch, Strategy};
use super::moves::DMove;
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
    if pos.pending_huff() == 0 {
        return generate_turn(pos, NONE, strategy, out);
    }
    // Malaysian huffing: the turn begins by removing one of the pieces that could
    // have captured; one move per candidate, the huff followed by a normal move. A
    // huff that takes the last enemy piece is the whole turn (the game ends); one
    // that leaves no move is not a move at all: never "huff, then pass" (docs/rules.md).
    let board = pos.board();
    let mut landings = 0;
    let mut candidates = pos.pending_huff();
    while candidates != 0 {
        let i = candidates.trailing_zeros() as usize;
        candidates &= candidates - 1;
        let cell = board.playable[i];
        let mut huffed = pos.clone();
        huffed.put(cell as usize, super::pieces::EMPTY);
        if huffed.pieces_of(pos.side_to_move().other()) != 0 {
            landings += generate_turn(&huffed, cell, strategy, out);
        } else {
            out.push(DMove::huff_only(cell));
        }
    }
    landings
}

/// Whether `side` would have a capture if it were to move now (a threat against the
/// side to move: the search's quiescence does not trust such a position as quiet).
pub fn can_capture(pos: &Draughts, side: Side) -> bool {
    capturers(pos.variant(), pos.board(), pos, side) != 0
}

/// The pieces of the side to move with at least one capture (exactly those whose
/// capture search finds a jump).
fn capturers(v: &Variant, board: &Board, pos: &Draughts, side: Side) -> Bits {
    if board.bits.fits_u64() {
        capturers_in::<u64>(v, board, pos, side)
    } else {
        capturers_in::<u128>(v, board, pos, side)
    }
}

fn capturers_in<W: Word>(v: &Variant, board: &Board, pos: &Draughts, side: Side) -> Bits {
    let l = &board.bits;
    let own = W::narrow(pos.pieces_of(side));
    let enemy = W::narrow(pos.pieces_of(side.other()));
    let empty = W::narrow(l.all) & !(own | enemy);
    let kings = W::narrow(pos.kings());
    let men = own & !kings;
    let mut found = W::ZERO;
    if men != W::ZERO {
        let victims = if v.men_capture_kings { enemy } else { enemy & !kings };
        for d in board.dirs[side.index()].man_captures.iter() {
            found |= men & l.step_back_in(victims & l.step_back_in(empty, d), d);
        }
    }
    let own_kings = own & kings;
    if own_kings != W::ZERO {
        let dirs = &board.dirs[side.index()].king_captures;
        if !v.king_captures_fly {
            for d in dirs.iter() {
                found |= own_kings & l.step_back_in(enemy & l.step_back_in(empty, d), d);
            }
        } else {
            // A flying king takes the first piece in its line of sight, if free beyond.
            let mut set = own_kings;
            while set != W::ZERO {
                let king = set.lowest_bit();
                set = set.rest();
                for d in dirs.iter() {
                    let mut sq = l.step_in(king, d);
                    while sq & empty != W::ZERO {
                        sq = l.step_in(sq, d);
                    }
                    if sq & enemy != W::ZERO && l.step_in(sq, d) & empty != W::ZERO {
                        found |= king;
                        break;
                    }
                }
            }
        }
    }
    found.widen()
}

/// Moves for the side to move of `pos` (which may differ from the game's position by a
/// huffed piece, `huff`); returns the landings the capture search expanded.
fn generate_turn(pos: &Draughts, huff: u8, strategy: Strategy, out: &mut Vec<DMove>) -> u64 {
    let v = pos.variant();
    let board = pos.board();
    let side = pos.side_to_move();
    let start = out.len();
    let mut landings = 0;
    let mut from = capturers(v, board, pos, side);
    if from != 0 {
        let (own, enemy) = (pos.pieces_of(side), pos.pieces_of(side.other()));
        let mut search = CaptureSearch::new(v, board, own, enemy, pos.kings(), side, huff, start, strategy);
        // In cell order, as the capture law's ties are kept in the order found.
        while from != 0 {
            let b = from.trailing_zeros() as usize;
            from &= from - 1;
            search.search_from(board.bits.cell[b], out);
        }
        landings = search.landings;
    }
    let captures_end = out.len();
    if captures_end > start && !v.huffing {
        return landings;
    }
    // Under huffing a quiet move stays legal, but leaves the capturing pieces to be huffed.
    let mut huffable = 0u128;
    for m in &out[start..captures_end] {
        huffable |= 1u128 << board.index[m.from as usize];
    }
    quiet_moves(v, board, pos, side, huff, huffable, out);
    landings
}

#[allow(clippy::too_many_arguments)]
fn quiet_moves(v: &Variant, board: &Board, pos: &Draughts, side: Side, huff: u8, huffable: u128, out: &mut Vec<DMove>) {
    if board.bits.fits_u64() {
        quiet_moves_in::<u64>(v, board, pos, side, huff, huffable, out)
    } else {
        quiet_moves_in::<u128>(v, board, pos, side, huff, huffable, out)
    }
}

fn quiet_moves_in<W: Word>(v: &Variant, board: &Board, pos: &Draughts, side: Side, huff: u8, huffable: u128, out: &mut Vec<DMove>) {
    let l = &board.bits;
    let own = W::narrow(pos.pieces_of(side));
    let empty = W::narrow(l.all) & !(own | W::narrow(pos.pieces_of(side.other())));
    let kings = W::narrow(pos.kings());
    let crown = W::narrow(l.crown[side.index()]);
    let dirs = &board.dirs[side.index()];
    // Which men can step each way: one shift per direction for all of them.
    let men = own & !kings;
    let mut steps = [W::ZERO; 8];
    let mut movable = W::ZERO;
    for d in dirs.man_steps.iter() {
        steps[d] = men & l.step_back_in(empty, d);
        movable |= steps[d];
    }
    let blocked_king = pos.king_at_move_limit(side);
    let blocked = if blocked_king == NONE { W::ZERO } else { W::narrow(l.of(blocked_king)) };
    let mut push = |from: W, to: W, crowns: bool, king: bool| {
        let (f, t) = (l.cell[from.lowest()], l.cell[to.lowest()]);
        let mut m = DMove::quiet(f, t, crowns, king);
        m.huff = huff;
        if huffable != 0 {
            m.huffable = relocate(huffable, board, f, t);
        }
        out.push(m);
    };
    // Piece by piece in cell order, each in the order of its directions.
    let mut pieces = (men & movable) | (own & kings & !blocked);
    while pieces != W::ZERO {
        let bit = pieces.lowest_bit();
        pieces = pieces.rest();
        if kings & bit == W::ZERO {
            for d in dirs.man_steps.iter() {
                if steps[d] & bit != W::ZERO {
                    let to = l.step_in(bit, d);
                    push(bit, to, to & crown != W::ZERO, false);
                }
            }
            continue;
        }
        for d in dirs.king_steps.iter() {
            let mut to = l.step_in(bit, d);
            while to & empty != W::ZERO {
                push(bit, to, false, true);
                if !v.king_moves_fly {
                    break;
                }
                to = l.step_in(to, d);
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
