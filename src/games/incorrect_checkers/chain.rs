//! The next landings of a partial jump chain (docs/rules.md, "Incorrect Checkers"), so that a player
//! may hop landing by landing: the legal moves keep one path per start and end only.

use super::board::{bit, CELLS, DIAGONALS, NEXT, NONE, ORTHOGONALS};
use super::position::IncorrectCheckers;

/// The squares the piece on `path[0]` may land on next after hopping along `path`
/// (every later entry a landing), with the chain's constraints so far: each friend
/// jumped at most once, at most one (orthogonal) enemy jump per turn. Empty when
/// `path` is not a chain of the side to move.
pub fn continuations(pos: &IncorrectCheckers, path: &[usize]) -> Vec<usize> {
    let mut out = Vec::new();
    let me = pos.side.index();
    let Some(&start) = path.first() else { return out };
    if start >= CELLS || pos.men[me] & bit(start as u8) == 0 {
        return out;
    }
    let friends = pos.men[me] & !bit(start as u8);
    let enemy = pos.men[1 - me];
    let empty = !(friends | enemy);
    let mut jumped = 0u64;
    let mut enemy_jumped = false;
    for leg in path.windows(2) {
        let (a, b) = (leg[0], leg[1]);
        if b >= CELLS {
            return out;
        }
        // The jump from a to b, whichever of the eight directions it is.
        let Some(d) = (0..8).find(|&d| {
            let over = NEXT[d][a];
            over != NONE && NEXT[d][over as usize] == b as u8
        }) else {
            return out;
        };
        let over = NEXT[d][a];
        if empty & bit(b as u8) == 0 {
            return out;
        }
        if DIAGONALS.contains(&d) && friends & !jumped & bit(over) != 0 {
            jumped |= bit(over);
        } else if ORTHOGONALS.contains(&d) && !enemy_jumped && enemy & bit(over) != 0 {
            enemy_jumped = true;
        } else {
            return out;
        }
    }
    let at = *path.last().unwrap_or(&start);
    for d in DIAGONALS {
        let over = NEXT[d][at];
        if over != NONE && friends & !jumped & bit(over) != 0 {
            let land = NEXT[d][over as usize];
            if land != NONE && empty & bit(land) != 0 {
                out.push(land as usize);
            }
        }
    }
    if !enemy_jumped {
        for d in ORTHOGONALS {
            let over = NEXT[d][at];
            if over != NONE && enemy & bit(over) != 0 {
                let land = NEXT[d][over as usize];
                if land != NONE && empty & bit(land) != 0 {
                    out.push(land as usize);
                }
            }
        }
    }
    out
}
