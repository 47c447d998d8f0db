//! Incorrect Checkers moves (docs/rules.md, "Incorrect Checkers"): diagonal steps forward; chains of
//! jumps over friendly pieces (any diagonal, each piece at most once) with at most
//! one orthogonal jump over an enemy piece, ending strictly further forward; the
//! retreat of a piece whose reachable goal squares are all full; a pass when
//! nothing else is possible.

use crate::core::Side;

use super::board::{advance, backward, bit, cells_of, forward, CELLS, CONE, DIAGONALS, NEXT, NONE, ORTHOGONALS};
use super::moves::{IMove, Kind, MAX_PATH};
use super::position::IncorrectCheckers;

/// Fills `out` with the legal moves of `pos`; a forced pass is the only move when there is no other.
pub fn generate(pos: &IncorrectCheckers, out: &mut Vec<IMove>) {
    out.clear();
    moves_of(pos, pos.side, out, false);
    if out.is_empty() {
        out.push(IMove::PASS);
    }
}

/// Whether `side` has a move other than a pass here (for "neither can move").
pub fn can_move(pos: &IncorrectCheckers, side: Side) -> bool {
    let mut none = Vec::new();
    moves_of(pos, side, &mut none, true)
}

/// Generates `side`'s moves into `out`; with `probe` stops at the first one found
/// (pushing nothing) and says whether there was one.
fn moves_of(pos: &IncorrectCheckers, side: Side, out: &mut Vec<IMove>, probe: bool) -> bool {
    let me = side.index();
    let own = pos.men[me];
    let enemy = pos.men[1 - me];
    let empty = !(own | enemy);
    for from in cells_of(own) {
        for d in forward(side) {
            let to = NEXT[d][from as usize];
            if to != NONE && empty & bit(to) != 0 {
                if probe {
                    return true;
                }
                out.push(IMove::simple(Kind::Step, from, to));
            }
        }
        if may_retreat(pos, side, from) {
            for d in backward(side) {
                let to = NEXT[d][from as usize];
                if to != NONE && empty & bit(to) != 0 {
                    if probe {
                        return true;
                    }
                    out.push(IMove::simple(Kind::Retreat, from, to));
                }
            }
        }
        let mut chains = Chains::new(side, own, enemy, from, out.len(), probe);
        chains.search(from, out);
        if chains.found && probe {
            return true;
        }
    }
    !out.is_empty()
}

/// The retreat rule: every goal square the piece could still reach holds one of its
/// own pieces (only its own can stand on its colour). A piece with none ahead (on
/// the far row) never retreats.
pub fn may_retreat(pos: &IncorrectCheckers, side: Side, from: u8) -> bool {
    let cone = CONE[side.index()][from as usize];
    cone != 0 && cone & !pos.men[side.index()] == 0
}

/// Depth-first search over jump chains from one piece; every landing strictly
/// further forward than the start is a move, the shortest path kept for display.
struct Chains {
    side: Side,
    /// The mover's other pieces (the ones it may jump; they do not move this turn).
    friends: u64,
    enemy: u64,
    empty: u64,
    from: u8,
    start_advance: usize,
    start: usize,
    probe: bool,
    found: bool,
    path: [u8; MAX_PATH],
    len: usize,
    jumped: u64,
    enemy_jumped: bool,
    /// End squares already recorded, and where each one is in `out`.
    ends: u64,
    index: [u16; CELLS],
}

impl Chains {
    fn new(side: Side, own: u64, enemy: u64, from: u8, start: usize, probe: bool) -> Chains {
        let friends = own & !bit(from);
        let mut path = [NONE; MAX_PATH];
        path[0] = from;
        Chains {
            side,
            friends,
            enemy,
            empty: !(friends | enemy),
            from,
            start_advance: advance(side, from as usize),
            start,
            probe,
            found: false,
            path,
            len: 1,
            jumped: 0,
            enemy_jumped: false,
            ends: 0,
            index: [0; CELLS],
        }
    }

    fn search(&mut self, at: u8, out: &mut Vec<IMove>) {
        for d in DIAGONALS {
            let over = NEXT[d][at as usize];
            if over == NONE || self.friends & !self.jumped & bit(over) == 0 {
                continue;
            }
            self.jumped |= bit(over);
            self.leg(NEXT[d][over as usize], out);
            self.jumped &= !bit(over);
            if self.found && self.probe {
                return;
            }
        }
        // One enemy piece per turn, jumped orthogonally (it stands on the other colour).
        if self.enemy_jumped {
            return;
        }
        for d in ORTHOGONALS {
            let over = NEXT[d][at as usize];
            if over == NONE || self.enemy & bit(over) == 0 {
                continue;
            }
            self.enemy_jumped = true;
            self.leg(NEXT[d][over as usize], out);
            self.enemy_jumped = false;
            if self.found && self.probe {
                return;
            }
        }
    }

    fn leg(&mut self, land: u8, out: &mut Vec<IMove>) {
        if land == NONE || self.empty & bit(land) == 0 {
            return;
        }
        self.path[self.len] = land;
        self.len += 1;
        // The chain may stop at any landing, but the move must end further forward.
        if advance(self.side, land as usize) > self.start_advance {
            self.record(land, out);
        }
        if !(self.found && self.probe) {
            self.search(land, out);
        }
        self.len -= 1;
    }

    fn record(&mut self, to: u8, out: &mut Vec<IMove>) {
        self.found = true;
        if self.probe {
            return;
        }
        let mut m = IMove::simple(Kind::Jump, self.from, to);
        m.path[..self.len].copy_from_slice(&self.path[..self.len]);
        m.path[self.len..].fill(NONE);
        m.len = self.len as u8;
        if self.ends & bit(to) == 0 {
            self.ends |= bit(to);
            self.index[to as usize] = (out.len() - self.start) as u16;
            out.push(m);
        } else {
            let slot = &mut out[self.start + self.index[to as usize] as usize];
            if m.len < slot.len {
                *slot = m;
            }
        }
    }
}
