//! The one draughts move generator. Captures first (a depth-first search over
//! jump sequences), then quiet moves; every difference between games comes from
//! the `Variant` row. Jumped pieces keep blocking until the move ends unless the
//! row says removal is immediate.

use crate::core::Side;

use super::board::{Board, MAX_CELLS, NONE};
use super::moves::{DMove, MAX_CAPTURES};
use super::pieces::{is_king, side_of, EMPTY};
use super::position::Draughts;
use super::variants::{Criterion, Landing, MidCapturePromotion, Variant};

/// A jumped piece under removal at end: still on the board, blocking, not capturable.
const JUMPED: u8 = 0x80;

/// Fills `out` with the legal moves of `pos`.
pub fn generate(pos: &Draughts, out: &mut Vec<DMove>) {
    out.clear();
    let v = pos.variant();
    let board = pos.board();
    if pos.pending_huff() == 0 {
        generate_turn(v, board, pos.cells(), pos, NONE, out);
        return;
    }
    // Malaysian huffing: the turn begins by removing one of the pieces that could
    // have captured; one move per candidate, the huff followed by a normal move.
    let mut candidates = pos.pending_huff();
    while candidates != 0 {
        let i = candidates.trailing_zeros() as usize;
        candidates &= candidates - 1;
        let cell = board.playable[i];
        let mut cells = *pos.cells();
        cells[cell as usize] = EMPTY;
        let opponent = pos.side_to_move().other();
        let opponent_left = board.playable.iter().any(|&c| cells[c as usize] != EMPTY && side_of(cells[c as usize]) == opponent);
        let before = out.len();
        if opponent_left {
            generate_turn(v, board, &cells, pos, cell, out);
        }
        if out.len() == before {
            out.push(DMove::huff_only(cell));
        }
    }
}

/// Moves for the side to move on `cells` (which may differ from `pos` by a huffed piece).
fn generate_turn(v: &Variant, board: &Board, cells: &[u8; MAX_CELLS], pos: &Draughts, huff: u8, out: &mut Vec<DMove>) {
    let side = pos.side_to_move();
    let start = out.len();
    let mut search = CaptureSearch::new(v, board, cells, side, huff, start);
    for &c in &board.playable {
        let p = cells[c as usize];
        if p != EMPTY && side_of(p) == side {
            search.from_square(c, out);
        }
    }
    let captures_end = out.len();
    if captures_end > start && !v.huffing {
        return;
    }
    // Under huffing a quiet move stays legal, but leaves the capturing pieces to be huffed.
    let mut huffable = 0u128;
    for m in &out[start..captures_end] {
        huffable |= 1u128 << board.index[m.from as usize];
    }
    quiet_moves(v, board, cells, pos, side, huff, huffable, out);
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

/// Depth-first search over capture sequences, collecting those the capture law allows.
struct CaptureSearch<'a> {
    v: &'a Variant,
    board: &'a Board,
    cells: [u8; MAX_CELLS],
    side: Side,
    huff: u8,
    /// Where this turn's moves begin in the output list.
    start: usize,
    from: u8,
    by_king: bool,
    path: [u8; MAX_CAPTURES + 1],
    captures: [u8; MAX_CAPTURES],
    captured_kings: [bool; MAX_CAPTURES],
    n: usize,
    captured_set: u128,
    best: Option<[i32; 4]>,
}

impl<'a> CaptureSearch<'a> {
    fn new(v: &'a Variant, board: &'a Board, cells: &[u8; MAX_CELLS], side: Side, huff: u8, start: usize) -> Self {
        CaptureSearch {
            v,
            board,
            cells: *cells,
            side,
            huff,
            start,
            from: NONE,
            by_king: false,
            path: [0; MAX_CAPTURES + 1],
            captures: [0; MAX_CAPTURES],
            captured_kings: [false; MAX_CAPTURES],
            n: 0,
            captured_set: 0,
            best: None,
        }
    }

    fn from_square(&mut self, from: u8, out: &mut Vec<DMove>) {
        let p = self.cells[from as usize];
        self.from = from;
        self.by_king = is_king(p);
        self.path[0] = from;
        // The moving piece has left its square: it may pass or land there again.
        self.cells[from as usize] = EMPTY;
        self.jumps(from, self.by_king, None, out);
        self.cells[from as usize] = p;
    }

    fn capturable(&self, p: u8, by_king: bool) -> bool {
        p != EMPTY && p & JUMPED == 0 && side_of(p) != self.side && (by_king || self.v.men_capture_kings || !is_king(p))
    }

    /// The enemy piece a jump from `at` in absolute direction `d` would take, and the first landing square.
    fn jump_target(&self, at: u8, d: usize, king: bool) -> Option<(u8, u8)> {
        let next = &self.board.next[d];
        let mut sq = next[at as usize];
        if king && self.v.king_captures_fly {
            while sq != NONE && self.cells[sq as usize] == EMPTY {
                sq = next[sq as usize];
            }
        }
        if sq == NONE || !self.capturable(self.cells[sq as usize], king) {
            return None;
        }
        let land = next[sq as usize];
        if land == NONE || self.cells[land as usize] != EMPTY {
            return None;
        }
        Some((sq, land))
    }

    fn directions(&self, king: bool) -> super::variants::Dirs {
        if king { self.v.king_captures } else { self.v.man_captures }
    }

    /// A piece may not reverse between two jumps where removal is immediate.
    fn reverses(&self, d: usize, last: Option<usize>) -> bool {
        self.v.immediate_removal && last == Some((d + 4) % 8)
    }

    fn can_jump(&self, at: u8, king: bool, last: Option<usize>) -> bool {
        let dirs = self.directions(king);
        (0..8).any(|rel| {
            let d = self.board.absolute(self.side, rel);
            dirs.contains(rel) && !self.reverses(d, last) && self.jump_target(at, d, king).is_some()
        })
    }

    /// Tries every jump from `at`; returns whether there was one.
    fn jumps(&mut self, at: u8, king: bool, last: Option<usize>, out: &mut Vec<DMove>) -> bool {
        if self.n == MAX_CAPTURES {
            return false;
        }
        let dirs = self.directions(king);
        let mut any = false;
        for rel in 0..8 {
            let d = self.board.absolute(self.side, rel);
            if !dirs.contains(rel) || self.reverses(d, last) {
                continue;
            }
            let Some((taken, first_landing)) = self.jump_target(at, d, king) else {
                continue;
            };
            any = true;
            let piece_taken = self.cells[taken as usize];
            self.cells[taken as usize] = if self.v.immediate_removal { EMPTY } else { piece_taken | JUMPED };
            self.captures[self.n] = taken;
            self.captured_kings[self.n] = is_king(piece_taken);
            self.captured_set |= 1u128 << self.board.index[taken as usize];
            self.n += 1;

            let mut landings = [0u8; 12];
            let mut count = 0;
            let lands_far = king && self.v.king_captures_fly && self.v.king_landing == Landing::Anywhere;
            let mut sq = first_landing;
            while sq != NONE && self.cells[sq as usize] == EMPTY && count < landings.len() {
                landings[count] = sq;
                count += 1;
                if !lands_far {
                    break;
                }
                sq = self.board.next[d][sq as usize];
            }
            // A flying king that can go on capturing from some landing squares must use one of them.
            let continuing = landings[..count].iter().filter(|&&l| self.can_jump(l, king, Some(d))).count();
            for &l in &landings[..count] {
                if continuing > 0 && count > 1 && !self.can_jump(l, king, Some(d)) {
                    continue;
                }
                self.path[self.n] = l;
                self.land(l, king, d, out);
            }

            self.n -= 1;
            self.captured_set &= !(1u128 << self.board.index[taken as usize]);
            self.cells[taken as usize] = piece_taken;
        }
        any
    }

    fn land(&mut self, at: u8, king: bool, d: usize, out: &mut Vec<DMove>) {
        if !king && self.board.is_crowning_row(self.side, at as usize) {
            match self.v.mid_capture_promotion {
                MidCapturePromotion::CrownedMoveEnds => self.record(at, true, out),
                MidCapturePromotion::CrownedContinues => {
                    if !self.jumps(at, true, Some(d), out) {
                        self.record(at, true, out);
                    }
                }
                MidCapturePromotion::OnlyIfItEndsThere => {
                    if !self.jumps(at, false, Some(d), out) {
                        self.record(at, true, out);
                    }
                }
            }
            return;
        }
        if !self.jumps(at, king, Some(d), out) {
            let crowned_on_the_way = !self.by_king && king;
            self.record(at, crowned_on_the_way, out);
        }
    }

    fn key(&self) -> [i32; 4] {
        let mut key = [0; 4];
        let caps = &self.captured_kings[..self.n];
        for (slot, criterion) in key.iter_mut().zip(self.v.capture_choice) {
            *slot = match *criterion {
                Criterion::Count => self.n as i32,
                Criterion::Value { man, king } => caps.iter().map(|&k| if k { king } else { man }).sum(),
                Criterion::ByKing => self.by_king as i32,
                Criterion::Kings => caps.iter().filter(|&&k| k).count() as i32,
                Criterion::EarliestKing => caps.iter().position(|&k| k).map_or(0, |i| (MAX_CAPTURES - i) as i32),
            };
        }
        key
    }

    fn record(&mut self, to: u8, crowns: bool, out: &mut Vec<DMove>) {
        let key = self.key();
        match self.best {
            Some(best) if key < best => return,
            Some(best) if key > best => out.truncate(self.start),
            _ => {}
        }
        self.best = Some(key);
        let mut m = DMove::quiet(self.from, to, crowns, self.by_king);
        m.huff = self.huff;
        m.n = self.n as u8;
        m.captures[..self.n].copy_from_slice(&self.captures[..self.n]);
        m.path[..=self.n].copy_from_slice(&self.path[..=self.n]);
        m.path_len = self.n as u8 + 1;
        m.captured_set = self.captured_set;
        if out[self.start..].iter().any(|o| o.same_turn(&m)) {
            return;
        }
        out.push(m);
    }
}
