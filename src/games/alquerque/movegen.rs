//! The alquerque move generator: capture chains (a depth-first search, each jumped
//! piece removed at once), then steps, under Alfonso's or Bell's rules; huffing
//! makes capture "compulsory" without forbidding the other moves.

use crate::core::Side;

use super::board::{bell_dirs, bit, cells_of, enemy_back_row, ALL, ALL_DIRS, NEXT, NONE};
use super::moves::{AMove, MAX_JUMPS};
use super::position::Alquerque;
use super::rules::NoReturn;

/// Fills `out` with the legal moves of `pos`.
pub fn generate(pos: &Alquerque, out: &mut Vec<AMove>) {
    out.clear();
    let me = pos.side.index();
    let them = 1 - me;
    if pos.huff == 0 {
        turn(pos, pos.men, NONE, out);
        return;
    }
    // The turn begins by removing one of the pieces that could have captured: one
    // move per candidate, the huff and the move that follows it being one move.
    for cell in cells_of(pos.huff) {
        let mut men = pos.men;
        men[them] &= !bit(cell);
        if men[them] == 0 {
            // The huff took the last piece: it is the whole turn, and the game ends.
            out.push(AMove::pass(cell));
            continue;
        }
        // Otherwise a move follows: under Alfonso's rules a pass if nothing else; under
        // Bell's a huff is never followed by a pass (docs/rules.md), so a huff that leaves
        // no move is no move, and with no other the player has lost.
        turn(pos, men, cell, out);
    }
}

fn directions(pos: &Alquerque, side: Side) -> &'static [usize] {
    const WHITE: [usize; 5] = bell_dirs(Side::First);
    const BLACK: [usize; 5] = bell_dirs(Side::Second);
    match (pos.rules.bell, side) {
        (false, _) => &ALL_DIRS,
        (true, Side::First) => &WHITE,
        (true, Side::Second) => &BLACK,
    }
}

/// The side to move's moves on `men` (which lacks the huffed piece, if any).
fn turn(pos: &Alquerque, men: [u32; 2], huff: u8, out: &mut Vec<AMove>) {
    let side = pos.side;
    let me = side.index();
    let dirs = directions(pos, side);
    let start = out.len();
    let mut chains = Chains::new(pos, men, dirs, huff, start);
    for c in cells_of(men[me]) {
        chains.search_from(c, out);
    }
    // A step is legal even when a capture exists; the pieces that could have
    // captured are then the opponent's to huff (a piece that steps, where it lands).
    let mut huffable = 0;
    for m in &out[start..] {
        huffable |= bit(m.from);
    }
    let empty = ALL & !(men[0] | men[1]);
    let only_capture = if pos.rules.bell { enemy_back_row(side) } else { 0 };
    for c in cells_of(men[me] & !only_capture) {
        let forbidden = forbidden_points(pos, c);
        for &d in dirs {
            let to = NEXT[d][c as usize];
            if to == NONE || empty & bit(to) == 0 || forbidden & bit(to) != 0 {
                continue;
            }
            let moved = if huffable & bit(c) != 0 { (huffable & !bit(c)) | bit(to) } else { huffable };
            out.push(AMove::step(c, to, huff, moved));
        }
    }
    // Alfonso's rules: a player with pieces but no move passes (Bell's loses).
    if out.len() == start && men[me] != 0 && !pos.rules.bell {
        out.push(AMove::pass(huff));
    }
}

/// Points the piece on `cell` may not land on under Bell's no-return rule ("ever").
fn forbidden_points(pos: &Alquerque, cell: u8) -> u32 {
    if pos.rules.tracks_visits() {
        pos.visited[cell as usize] | bit(cell)
    } else {
        0
    }
}

/// Depth-first search over capture chains. A chain must go on while a jump is
/// possible; any complete chain may be chosen.
struct Chains<'a> {
    pos: &'a Alquerque,
    dirs: &'a [usize],
    huff: u8,
    start: usize,
    /// The mover's other pieces (the moving piece has left its point).
    own: u32,
    /// Enemy pieces still on the board: a jumped piece leaves at once.
    enemy: u32,
    from: u8,
    forbidden: u32,
    path: [u8; MAX_JUMPS + 1],
    captures: [u8; MAX_JUMPS],
    n: usize,
    captured: u32,
    landed: u32,
}

impl<'a> Chains<'a> {
    fn new(pos: &'a Alquerque, men: [u32; 2], dirs: &'a [usize], huff: u8, start: usize) -> Self {
        let me = pos.side.index();
        Chains {
            pos,
            dirs,
            huff,
            start,
            own: men[me],
            enemy: men[1 - me],
            from: NONE,
            forbidden: 0,
            path: [NONE; MAX_JUMPS + 1],
            captures: [NONE; MAX_JUMPS],
            n: 0,
            captured: 0,
            landed: 0,
        }
    }

    fn search_from(&mut self, from: u8, out: &mut Vec<AMove>) {
        self.own &= !bit(from);
        self.from = from;
        self.forbidden = forbidden_points(self.pos, from);
        self.path[0] = from;
        self.jumps(from, out);
        self.own |= bit(from);
    }

    fn jumps(&mut self, at: u8, out: &mut Vec<AMove>) {
        let mut any = false;
        for &d in self.dirs {
            let over = NEXT[d][at as usize];
            if over == NONE || self.enemy & bit(over) == 0 {
                continue;
            }
            let land = NEXT[d][over as usize];
            if land == NONE || (self.own | self.enemy) & bit(land) != 0 || self.forbidden & bit(land) != 0 {
                continue;
            }
            any = true;
            let landed = self.landed;
            self.enemy &= !bit(over);
            self.captures[self.n] = over;
            self.captured |= bit(over);
            self.n += 1;
            self.path[self.n] = land;
            self.landed |= bit(land);
            if self.pos.rules.tracks_visits() {
                self.forbidden |= bit(land);
            }
            self.jumps(land, out);
            if self.pos.rules.tracks_visits() {
                self.forbidden &= !bit(land);
            }
            self.landed = landed;
            self.n -= 1;
            self.captured &= !bit(over);
            self.enemy |= bit(over);
        }
        if !any && self.n > 0 {
            self.record(at, out);
        }
    }

    fn record(&self, to: u8, out: &mut Vec<AMove>) {
        // Bell's milder no-return reading: the turn may not end where it began.
        if self.pos.rules.bell && self.pos.rules.no_return == NoReturn::Turn && to == self.from {
            return;
        }
        // Same start, end and captured pieces: one move, unless the landings differ
        // and the rules remember them (Bell's "ever").
        let visits = self.pos.rules.tracks_visits();
        let duplicate = out[self.start..].iter().any(|o| {
            o.from == self.from && o.to == to && o.captured == self.captured && o.huff == self.huff && (!visits || o.landed == self.landed)
        });
        if duplicate {
            return;
        }
        let mut m = AMove::step(self.from, to, self.huff, 0);
        m.n = self.n as u8;
        m.path[..=self.n].copy_from_slice(&self.path[..=self.n]);
        m.captures[..self.n].copy_from_slice(&self.captures[..self.n]);
        m.captured = self.captured;
        m.landed = self.landed;
        out.push(m);
    }
}
