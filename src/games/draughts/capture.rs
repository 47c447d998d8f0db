//! The capture search: a depth-first search over jump sequences from each piece,
//! collecting the moves the capture law allows.
//!
//! A move is its start, end, captured set and crowning (docs/rules.md, "The draughts family"), so the
//! search is bounded by the distinct states it passes through, not by the paths:
//! - a landing reached again with the same pieces jumped and the same constraint on
//!   the next jump is not expanded again (`Seen`): whatever it would record was
//!   recorded the first time;
//! - under a capture law that wants the most pieces (or the most value), a piece
//!   whose every conceivable capture is already outranked, or whose every possible
//!   best result is already recorded, stops searching (`Bound`);
//! - the jump straight on from a flying king's landing is searched from the first
//!   landing of the line only (the farther ones see the same piece ahead).
//!
//! None changes the moves, their order or the path recorded for each: the first
//! path found to a move is the one kept, as when every path was expanded (the
//! `Strategy::Paths` reference, tests/slow_positions.rs).
//!
//! What a landing costs, once a search from one start square grows past a few dozen landings:
//! - where jumped pieces stay until the move ends (every game but those of immediate
//!   removal), the board does not change during a capture, so a king's jumps from a
//!   square (the piece ahead each way, where it may land) are worked out once per start
//!   square (capture_jumps.rs); whether a jump is still open is one bit of the captured set;
//! - states are grouped by captured set and constraint, a bit per square
//!   (games::seen): the landings of one jump share their set, so they cost one
//!   memory access, not one each (the table is far larger than the caches).
//!
//! Frisian crowds are still slow (issue 34; games::slow_positions::STILL_SLOW): the costs
//! above are per landing, and the landings expanded are what they were (the crowd of the
//! issue / `W:WK48...` / three kings against twenty: 394k / 116k / 2.25M). Measured and
//! left out: a value bound over the fixed jump graph (the pieces a king can still reach,
//! jump after jump over pieces not taken yet, of which it takes one at most among those
//! no jump follows), per jump rather than per landing, gives 254k landings for the crowd
//! and 1.68M for the three kings but costs 30-45% more time than it saves; an earlier
//! attempt's exact best value of the rest from each landing (an oracle) leaves 19k / 17k
//! / 101k landings. Where the best move takes less than every piece (three kings: 19 of
//! 20), proving that nothing takes more is the cost: it needs a search of another shape.

use crate::core::Side;
use crate::games::seen::Seen;

use super::board::{Bits, Board, DirList, NONE};
use super::capture_jumps::{KingJumps, SquareJumps};
use super::moves::{DMove, MAX_CAPTURES};
use super::variants::{Criterion, Landing, MidCapturePromotion, Variant};

/// Landings from one start square expanded before states are remembered and bounds
/// worked out. Skipping the first few only means those may be expanded twice.
const SMALL_SEARCH: u64 = 32;

/// A captured set (72 playable squares at most) and a 16-bit tag as a `Seen` state.
fn seen_key(set: u128, tag: u32) -> (u64, u32) {
    debug_assert!(set >> 72 == 0 && tag >> 16 == 0);
    (set as u64, tag | ((set >> 64) as u32) << 16)
}

/// Every path expanded (the reference the state-bounded search is tested against,
/// which gives up after `budget` landings), or each distinct state once.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Strategy {
    Paths { budget: u64 },
    States,
}

/// What one start square can capture at most, from the position alone.
#[derive(Copy, Clone)]
struct Bound {
    /// Every enemy piece that some sequence could take (a superset).
    capturable: u128,
    /// The capture-law key of taking all of them: no result of this piece ranks higher,
    /// and one that ranks as high takes all of them (the law ranks first by number or value).
    best_key: [i32; 4],
    /// The squares a sequence can end on.
    ends: u128,
    /// The ends already recorded with every capturable piece taken.
    ended: u128,
    /// The capturable pieces beyond which some end is not recorded yet (a king's
    /// sequence ends beyond the piece it takes last).
    unfinished: u128,
    /// `ended` grew since `unfinished` was worked out.
    stale: bool,
}

pub struct CaptureSearch<'a> {
    v: &'a Variant,
    board: &'a Board,
    /// Occupied squares (layout bits): every piece but the moving one, the pieces
    /// jumped so far included unless removal is immediate.
    occ: Bits,
    /// The enemy pieces not jumped yet (layout bits).
    enemy: Bits,
    /// The kings on the board (layout bits).
    kings: Bits,
    /// The absolute capture directions of a man and of a king, in relative order.
    man_dirs: DirList,
    king_dirs: DirList,
    side: Side,
    huff: u8,
    /// Where this turn's moves begin in the output list.
    start: usize,
    from: u8,
    by_king: bool,
    /// Occupied playable cells (jumped pieces included), kept once a flying king needs
    /// them (`occupancy_known`): its line of sight in one step.
    occupied: u128,
    occupancy_known: bool,
    path: [u8; MAX_CAPTURES + 1],
    captures: [u8; MAX_CAPTURES],
    captured_kings: [bool; MAX_CAPTURES],
    n: usize,
    captured_set: u128,
    best: Option<[i32; 4]>,
    strategy: Strategy,
    /// Landings expanded so far, and when this start square began.
    pub landings: u64,
    from_landings: u64,
    /// Landings already expanded from this start square (see `land`).
    seen: Seen,
    /// Where this start square's moves begin in the output list.
    mine: usize,
    /// The moves of this start square once they are many (`record`), or None.
    recorded: Option<Seen>,
    /// The capture law compares the order of captures (Italian): part of a state.
    order_matters: bool,
    /// The capture law ranks first by number or value, and not by order: `Bound` applies.
    bounded: bool,
    bound: Option<Bound>,
    /// Jumped pieces stay on the board until the move ends: a king's jumps from each
    /// square are fixed for one start square (`king_jumps`, once the search is large).
    static_board: bool,
    /// The enemy pieces at the start of the turn (layout bits).
    all_enemy: Bits,
    king_jumps: Option<KingJumps>,
}

impl<'a> CaptureSearch<'a> {
    /// A search for `side`, whose pieces are `own`, against `enemy` (`kings` the kings of both).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        v: &'a Variant,
        board: &'a Board,
        own: Bits,
        enemy: Bits,
        kings: Bits,
        side: Side,
        huff: u8,
        start: usize,
        strategy: Strategy,
    ) -> Self {
        let order_matters = v.capture_choice.contains(&Criterion::EarliestKing);
        let ranks_by_amount = matches!(v.capture_choice.first(), Some(Criterion::Count | Criterion::Value { .. }));
        CaptureSearch {
            v,
            board,
            occ: own | enemy,
            enemy,
            kings,
            man_dirs: board.dirs[side.index()].man_captures,
            king_dirs: board.dirs[side.index()].king_captures,
            side,
            huff,
            start,
            from: NONE,
            by_king: false,
            occupied: 0,
            occupancy_known: false,
            path: [0; MAX_CAPTURES + 1],
            captures: [0; MAX_CAPTURES],
            captured_kings: [false; MAX_CAPTURES],
            n: 0,
            captured_set: 0,
            best: None,
            strategy,
            landings: 0,
            from_landings: 0,
            seen: Seen::new(),
            mine: start,
            recorded: None,
            order_matters,
            bounded: ranks_by_amount && !order_matters,
            bound: None,
            static_board: !v.immediate_removal,
            all_enemy: enemy,
            king_jumps: None,
        }
    }

    /// Every capture of the piece on `from`, added to `out` as the capture law allows.
    pub fn search_from(&mut self, from: u8, out: &mut Vec<DMove>) {
        let from_layout = self.board.bits.of(from);
        let king = self.kings & from_layout != 0;
        if king && self.v.king_captures_fly {
            self.know_occupancy();
        }
        // Most pieces have no capture: they cost one look in each direction.
        if !self.can_jump(from, king, None) {
            return;
        }
        self.from = from;
        self.by_king = king;
        self.path[0] = from;
        self.seen.restart();
        self.bound = None;
        self.mine = out.len();
        self.forget_recorded();
        self.from_landings = self.landings;
        if let Some(table) = &mut self.king_jumps {
            table.forget();
        }
        // The moving piece has left its square: it may pass or land there again.
        self.occ &= !from_layout;
        let from_bit = 1u128 << self.board.index[from as usize];
        self.occupied &= !from_bit;
        self.jumps(from, king, None, false, out);
        self.occ |= from_layout;
        if self.occupancy_known {
            self.occupied |= from_bit;
        }
    }

    /// Whether the piece on `cell` may be taken (by a king or by a man).
    fn capturable(&self, cell: u8, by_king: bool) -> bool {
        let bit = self.board.bits.of(cell);
        self.enemy & bit != 0 && (by_king || self.v.men_capture_kings || self.kings & bit == 0)
    }

    fn is_empty(&self, cell: u8) -> bool {
        self.occ & self.board.bits.of(cell) == 0
    }

    /// Starts keeping `occupied` (from the cells as they are now).
    fn know_occupancy(&mut self) {
        if !self.occupancy_known {
            self.occupancy_known = true;
            self.occupied = 0;
            let mut occ = self.occ;
            while occ != 0 {
                let b = occ.trailing_zeros() as usize;
                occ &= occ - 1;
                self.occupied |= 1u128 << self.board.bits.index[b];
            }
        }
    }

    /// The enemy piece a jump from `at` in absolute direction `d` would take, and the first landing square.
    fn jump_target(&self, at: u8, d: usize, king: bool) -> Option<(u8, u8)> {
        let next = &self.board.next[d];
        let mut sq = next[at as usize];
        if king && self.v.king_captures_fly {
            // The first piece in the line of sight (`occupied` is kept for flying kings).
            debug_assert!(self.occupancy_known);
            let seen = self.board.rays[d][at as usize] & self.occupied;
            sq = match (seen, self.board.ascending[d]) {
                (0, _) => NONE,
                (_, true) => self.board.playable[seen.trailing_zeros() as usize],
                (_, false) => self.board.playable[127 - seen.leading_zeros() as usize],
            };
        }
        if sq == NONE || !self.capturable(sq, king) {
            return None;
        }
        let land = next[sq as usize];
        if land == NONE || !self.is_empty(land) {
            return None;
        }
        Some((sq, land))
    }

    /// The absolute capture directions of a king or a man, in relative order.
    fn directions(&self, king: bool) -> DirList {
        if king {
            self.king_dirs
        } else {
            self.man_dirs
        }
    }

    /// A piece may not reverse between two jumps where removal is immediate.
    fn reverses(&self, d: usize, last: Option<usize>) -> bool {
        self.v.immediate_removal && last == Some((d + 4) % 8)
    }

    fn can_jump(&self, at: u8, king: bool, last: Option<usize>) -> bool {
        self.directions(king).iter().any(|d| !self.reverses(d, last) && self.jump_target(at, d, king).is_some())
    }

    /// Tries every jump from `at`; returns whether there was one. With `straight_done`
    /// the jump straight on (in direction `last`) is counted but not searched: the
    /// king landed on a line whose farther landings all see the same piece ahead,
    /// and an earlier landing on it searched that jump.
    fn jumps(&mut self, at: u8, king: bool, last: Option<usize>, straight_done: bool, out: &mut Vec<DMove>) -> bool {
        if self.n == MAX_CAPTURES {
            return false;
        }
        if king && self.static_board && (self.king_jumps.is_some() || self.landings - self.from_landings >= SMALL_SEARCH) {
            return self.king_jumps_by_table(at, last, straight_done, out);
        }
        if king && self.v.king_captures_fly {
            self.know_occupancy();
        }
        let dirs = self.directions(king);
        let mut any = false;
        for d in dirs.iter() {
            if self.reverses(d, last) {
                continue;
            }
            let Some((taken, first_landing)) = self.jump_target(at, d, king) else {
                continue;
            };
            any = true;
            if straight_done && last == Some(d) {
                continue;
            }
            self.take(taken);

            let mut landings = [0u8; 12];
            let mut count = 0;
            let lands_far = king && self.v.king_captures_fly && self.v.king_landing == Landing::Anywhere;
            let mut sq = first_landing;
            while sq != NONE && self.is_empty(sq) && count < landings.len() {
                landings[count] = sq;
                count += 1;
                if !lands_far {
                    break;
                }
                sq = self.board.next[d][sq as usize];
            }
            let allowed = continuing_only(count, |i| self.can_jump(landings[i], king, Some(d)));
            self.land_each(&landings[..count], allowed, king, d, out);
            self.put_back(taken);
        }
        any
    }

    /// Takes the enemy piece on `taken`: it cannot be taken again, and keeps blocking
    /// until the move ends unless removal is immediate.
    fn take(&mut self, taken: u8) {
        let taken_layout = self.board.bits.of(taken);
        self.enemy &= !taken_layout;
        if self.v.immediate_removal {
            self.occ &= !taken_layout;
        }
        let taken_bit = 1u128 << self.board.index[taken as usize];
        if self.v.immediate_removal && self.occupancy_known {
            self.occupied &= !taken_bit;
        }
        self.captures[self.n] = taken;
        self.captured_kings[self.n] = self.kings & taken_layout != 0;
        self.captured_set |= taken_bit;
        self.n += 1;
    }

    /// Undoes `take(taken)`, the last capture.
    fn put_back(&mut self, taken: u8) {
        let taken_layout = self.board.bits.of(taken);
        let taken_bit = 1u128 << self.board.index[taken as usize];
        self.n -= 1;
        self.captured_set &= !taken_bit;
        self.enemy |= taken_layout;
        if self.v.immediate_removal {
            self.occ |= taken_layout;
        }
        if self.v.immediate_removal && self.occupancy_known {
            self.occupied |= taken_bit;
        }
    }

    /// Lands on each of `landings` (those of one jump in direction `d`) that `allowed` marks.
    fn land_each(&mut self, landings: &[u8], allowed: u16, king: bool, d: usize, out: &mut Vec<DMove>) {
        // From each landing the jump straight on takes the same piece to the same
        // landings: the first landing searches it for all (not the reference search).
        let mut straight_done = false;
        for (i, &l) in landings.iter().enumerate() {
            if allowed & (1 << i) == 0 {
                continue;
            }
            self.path[self.n] = l;
            self.land(l, king, d, straight_done, out);
            straight_done = self.strategy == Strategy::States;
        }
    }

    /// `jumps` for a king where the board does not change during the capture, from
    /// the table of each square's jumps: the same jumps in the same order.
    fn king_jumps_by_table(&mut self, at: u8, last: Option<usize>, straight_done: bool, out: &mut Vec<DMove>) -> bool {
        let here = self.square_jumps(at);
        let dirs = self.king_dirs;
        let mut any = false;
        for (k, d) in dirs.iter().enumerate() {
            let p = here.piece[k];
            if p == NONE || self.captured_set >> p & 1 != 0 {
                continue;
            }
            any = true;
            if straight_done && last == Some(d) {
                continue;
            }
            let taken = self.board.playable[p as usize];
            self.take(taken);

            let count = here.count[k] as usize;
            let mut landings = [0u8; 12];
            let mut sq = here.first[k];
            for l in landings[..count].iter_mut() {
                *l = sq;
                sq = self.board.next[d][sq as usize];
            }
            let allowed = continuing_only(count, |i| self.square_jumps(landings[i]).takes & !self.captured_set != 0);
            self.land_each(&landings[..count], allowed, true, d, out);
            self.put_back(taken);
        }
        any
    }

    /// The king's jumps from `at` (worked out on first use): as `jump_target` finds
    /// them, the pieces jumped so far counted as not taken.
    fn square_jumps(&mut self, at: u8) -> SquareJumps {
        let i = self.board.index[at as usize] as usize;
        if let Some(j) = self.king_jumps.as_ref().and_then(|t| t.get(i)) {
            return *j;
        }
        if self.v.king_captures_fly {
            self.know_occupancy();
        }
        let board = self.board;
        let lands_far = self.v.king_captures_fly && self.v.king_landing == Landing::Anywhere;
        let mut jumps = SquareJumps { piece: [NONE; 8], ..SquareJumps::default() };
        for (k, d) in self.king_dirs.iter().enumerate() {
            let next = &board.next[d];
            let mut sq = next[at as usize];
            if self.v.king_captures_fly {
                let seen = board.rays[d][at as usize] & self.occupied;
                sq = match (seen, board.ascending[d]) {
                    (0, _) => NONE,
                    (_, true) => board.playable[seen.trailing_zeros() as usize],
                    (_, false) => board.playable[127 - seen.leading_zeros() as usize],
                };
            }
            if sq == NONE || self.all_enemy & board.bits.of(sq) == 0 {
                continue;
            }
            let first = next[sq as usize];
            if first == NONE || !self.is_empty(first) {
                continue;
            }
            let mut count = 0;
            let mut l = first;
            while l != NONE && self.is_empty(l) && count < 12 {
                count += 1;
                if !lands_far {
                    break;
                }
                l = next[l as usize];
            }
            jumps.piece[k] = board.index[sq as usize];
            jumps.first[k] = first;
            jumps.count[k] = count;
            jumps.takes |= 1u128 << board.index[sq as usize];
        }
        let table = self.king_jumps.get_or_insert_with(|| KingJumps::take(board.playable.len()));
        table.set(i, jumps);
        jumps
    }

    fn land(&mut self, at: u8, king: bool, d: usize, straight_done: bool, out: &mut Vec<DMove>) {
        let go_on = match self.strategy {
            // A small search is cheaper than the bookkeeping: most captures are a few
            // landings (and different paths to one state need two jumps at least).
            Strategy::States => self.n < 2 || self.landings - self.from_landings < SMALL_SEARCH || self.worth_expanding(at, king, d),
            Strategy::Paths { budget } => self.landings < budget,
        };
        if !go_on {
            return;
        }
        self.landings += 1;
        if !king && self.board.is_crowning_row(self.side, at as usize) {
            match self.v.mid_capture_promotion {
                MidCapturePromotion::CrownedMoveEnds => self.record(at, true, out),
                MidCapturePromotion::CrownedContinues => {
                    if !self.jumps(at, true, Some(d), straight_done, out) {
                        self.record(at, true, out);
                    }
                }
                MidCapturePromotion::OnlyIfItEndsThere => {
                    if !self.jumps(at, false, Some(d), straight_done, out) {
                        self.record(at, true, out);
                    }
                }
            }
            return;
        }
        if !self.jumps(at, king, Some(d), straight_done, out) {
            let crowned_on_the_way = !self.by_king && king;
            self.record(at, crowned_on_the_way, out);
        }
    }

    /// Whether the landing on `at` can still add a move: false when the capture law
    /// already outranks all it could lead to, when all it could lead to is recorded,
    /// or when the same state was expanded before.
    fn worth_expanding(&mut self, at: u8, king: bool, d: usize) -> bool {
        if self.bounded {
            let bound = match self.bound {
                Some(b) => b,
                None => *self.bound.insert(self.bound_from_here()),
            };
            if let Some(best) = self.best {
                // Nothing this piece can take ranks as high as what is already recorded.
                if best > bound.best_key {
                    return false;
                }
                // Only taking every capturable piece ties the best: such results differ by
                // their end alone (a king's move crowns nothing), and every end this
                // landing can lead to is recorded: here, or beyond a piece still to take.
                if best == bound.best_key && self.by_king {
                    let bound = self.refresh_unfinished();
                    let here = 1u128 << self.board.index[at as usize];
                    if here & !bound.ended == 0 && bound.unfinished & !self.captured_set == 0 {
                        return false;
                    }
                }
            }
        }
        // Two paths that reach the same landing with the same pieces jumped (and the
        // same constraint on the next jump) go on identically: every move the second
        // would record is one the first recorded, with the same capture-law key.
        let (key, tag) = seen_key(self.captured_set, self.state_tag(king, d));
        self.seen.first_visit(key, tag, self.board.index[at as usize] as u32)
    }

    /// The bound with `unfinished` brought up to date with `ended`.
    fn refresh_unfinished(&mut self) -> Bound {
        let mut bound = self.bound.expect("computed before");
        if bound.stale {
            let mut unfinished = 0;
            let mut pieces = bound.capturable;
            while pieces != 0 {
                let one = pieces & pieces.wrapping_neg();
                pieces &= pieces - 1;
                if self.ends_beyond(one, bound.ends) & !bound.ended != 0 {
                    unfinished |= one;
                }
            }
            bound.unfinished = unfinished;
            bound.stale = false;
            self.bound = Some(bound);
        }
        bound
    }

    /// The squares a king's sequence can end on after taking one of `pieces` last:
    /// beyond it on a line, on squares that can be free (`free`).
    fn ends_beyond(&self, mut pieces: u128, free: u128) -> u128 {
        let board = self.board;
        let lands_far = self.v.king_captures_fly && self.v.king_landing == Landing::Anywhere;
        let is_free = |c: u8| c != NONE && free & (1u128 << board.index[c as usize]) != 0;
        let mut ends = 0u128;
        while pieces != 0 {
            let p = board.playable[pieces.trailing_zeros() as usize] as usize;
            pieces &= pieces - 1;
            for rel in 0..8 {
                if !self.v.king_captures.contains(rel) {
                    continue;
                }
                let d = board.absolute(self.side, rel);
                if !is_free(board.next[(d + 4) % 8][p]) {
                    continue;
                }
                let mut sq = board.next[d][p];
                while is_free(sq) {
                    ends |= 1u128 << board.index[sq as usize];
                    if !lands_far {
                        break;
                    }
                    sq = board.next[d][sq as usize];
                }
            }
        }
        ends
    }

    /// What, besides the captured set and the square, decides how a capture goes on:
    /// the piece's rank, the direction of the last jump where the next may not reverse
    /// it, and where the capture law looks at the order of captures, the first king
    /// taken. 16 bits at most (`seen_key` adds the rest of the set).
    fn state_tag(&self, king: bool, d: usize) -> u32 {
        let mut tag = king as u32;
        if self.v.immediate_removal {
            tag |= (d as u32) << 1;
        }
        if self.order_matters {
            // Not with immediate removal (no game has both): the same bits as the direction.
            debug_assert!(!self.v.immediate_removal);
            let first_king = self.captured_kings[..self.n].iter().position(|&k| k).map_or(0, |i| i as u32 + 1);
            tag |= first_king << 1;
        }
        tag
    }

    /// The most the piece on `self.from` could capture, from the position alone. A
    /// piece is taken by a jump along some line, the squares on both sides of it on
    /// that line being free at that moment: empty, the start square, or (removal
    /// immediate) an enemy piece taken before. Runs mid-search: the pieces jumped so
    /// far count as on the board.
    fn bound_from_here(&self) -> Bound {
        let board = self.board;
        let bit = |c: u8| 1u128 << board.index[c as usize];
        let mut empty = 0u128;
        let mut enemy = 0u128;
        let mut kings = 0u128;
        for &c in &board.playable {
            let at = board.bits.of(c);
            if self.captured_set & bit(c) != 0 {
                enemy |= bit(c);
            } else if self.occ & at == 0 {
                empty |= bit(c);
            } else if self.enemy & at != 0 {
                enemy |= bit(c);
                kings |= if self.kings & at != 0 { bit(c) } else { 0 };
            }
        }
        for (&c, &king) in self.captures[..self.n].iter().zip(&self.captured_kings[..self.n]) {
            kings |= if king { bit(c) } else { 0 };
        }
        let mut dirs = 0u8;
        for rel in 0..8 {
            if self.v.king_captures.contains(rel) || self.v.man_captures.contains(rel) {
                dirs |= 1 << board.absolute(self.side, rel);
            }
        }
        // Grown from nothing, each round adding the pieces with a line whose both
        // squares are free: a piece is taken only once each neighbour it needs is
        // empty, and under immediate removal a neighbour is freed by an earlier capture.
        let mut capturable = 0u128;
        loop {
            let free = empty | if self.v.immediate_removal { capturable } else { 0 };
            let is_free = |c: u8| c != NONE && free & bit(c) != 0;
            let mut grown = capturable;
            for &c in &board.playable {
                if enemy & !capturable & bit(c) == 0 {
                    continue;
                }
                let c = c as usize;
                if (0..8).any(|d| dirs & (1 << d) != 0 && is_free(board.next[d][c]) && is_free(board.next[(d + 4) % 8][c])) {
                    grown |= 1u128 << board.index[c];
                }
            }
            if grown == capturable {
                break;
            }
            capturable = grown;
        }
        let ends = empty | if self.v.immediate_removal { capturable } else { 0 };
        Bound { capturable, best_key: self.key_of_set(capturable, kings), ends, ended: 0, unfinished: capturable, stale: true }
    }

    /// The capture-law key of taking the pieces of `set` (`kings` marks the kings among
    /// them); only for laws that do not look at the order of captures.
    fn key_of_set(&self, set: u128, kings: u128) -> [i32; 4] {
        let count = set.count_ones() as i32;
        let king_count = (set & kings).count_ones() as i32;
        let mut key = [0; 4];
        for (slot, criterion) in key.iter_mut().zip(self.v.capture_choice) {
            *slot = match *criterion {
                Criterion::Count => count,
                Criterion::Value { man, king } => (count - king_count) * man + king_count * king,
                Criterion::ByKing => self.by_king as i32,
                Criterion::Kings => king_count,
                Criterion::EarliestKing => 0,
            };
        }
        key
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

    fn forget_recorded(&mut self) {
        // Its table goes back to the pool.
        self.recorded = None;
    }

    /// Whether `m`, a move of this start square, is already in `out` (the same turn).
    /// A scan while they are few, a table once they are many (a crowd of enemy pieces
    /// can give thousands of moves, and one scan per sequence would be quadratic).
    fn already_recorded(&mut self, m: &DMove, out: &[DMove]) -> bool {
        const SCAN: usize = 16;
        let index = &self.board.index;
        let key = |m: &DMove| (seen_key(m.captured_set, m.crowns as u32), index[m.to as usize] as u32);
        if self.recorded.is_none() {
            if out.len() - self.mine < SCAN {
                return out[self.mine..].iter().any(|o| o.same_turn(m));
            }
            let mut table = Seen::new();
            for o in &out[self.mine..] {
                let ((k, t), to) = key(o);
                table.first_visit(k, t, to);
            }
            self.recorded = Some(table);
        }
        let table = self.recorded.as_mut().expect("made above");
        let ((k, t), to) = key(m);
        !table.first_visit(k, t, to)
    }

    fn record(&mut self, to: u8, crowns: bool, out: &mut Vec<DMove>) {
        let key = self.key();
        match self.best {
            Some(best) if key < best => return,
            Some(best) if key > best => {
                out.truncate(self.start);
                self.mine = self.start;
                self.forget_recorded();
            }
            _ => {}
        }
        self.best = Some(key);
        if let Some(bound) = &mut self.bound {
            let end = 1u128 << self.board.index[to as usize];
            if self.captured_set == bound.capturable && bound.ended & end == 0 {
                bound.ended |= end;
                bound.stale = true;
            }
        }
        let mut m = DMove::quiet(self.from, to, crowns, self.by_king);
        m.huff = self.huff;
        m.n = self.n as u8;
        m.captures[..self.n].copy_from_slice(&self.captures[..self.n]);
        m.path[..=self.n].copy_from_slice(&self.path[..=self.n]);
        m.path_len = self.n as u8 + 1;
        m.captured_set = self.captured_set;
        // Moves of other start squares differ by their start: only this one's are compared.
        if self.already_recorded(&m, out) {
            return;
        }
        out.push(m);
    }
}

/// The landings (bits of the first `count`) a jump may stop on: a flying king that can go on
/// capturing from some of them must use one of them; from none, any.
#[inline(always)]
fn continuing_only(count: usize, mut goes_on: impl FnMut(usize) -> bool) -> u16 {
    if count <= 1 {
        return u16::MAX;
    }
    match (0..count).filter(|&i| goes_on(i)).fold(0u16, |m, i| m | 1 << i) {
        0 => u16::MAX,
        continuing => continuing,
    }
}
