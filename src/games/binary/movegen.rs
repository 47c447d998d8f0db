//! Legal placements (docs/rules.md, "Binary"). Allocation-free: the candidate squares are
//! gathered in fixed buffers, then pairs are written straight into `out`.

use crate::core::Side;

use super::board::{is_centre, is_own_colour, EMPTY, MAX_CELLS};
use super::moves::BMove;
use super::position::Binary;

pub fn generate(pos: &Binary, out: &mut Vec<BMove>) {
    out.clear();
    let side = pos.side_to_move();
    let supply = pos.supply()[side.index()];
    if supply == 0 {
        return;
    }
    let size = pos.size();
    // Seed: "黒のプレイヤーの初手ではセンタースペースには配置できません": the first piece
    // goes on a square of the mover's colour outside the centre, alone.
    let first = pos.is_board_empty();
    let mut own = [0u8; MAX_CELLS];
    let mut own_len = 0;
    for cell in 0..size * size {
        if pos.at(cell) != EMPTY {
            continue;
        }
        let centre = is_centre(size, cell);
        if is_own_colour(size, cell, side) {
            if !centre {
                own[own_len] = cell as u8;
                own_len += 1;
            } else if !first {
                // Centre, own colour: "その手番ではコマを1つしか配置できません".
                out.push(BMove::one(cell, false));
            }
        } else if !first {
            if !centre {
                out.push(BMove::one(cell, false));
            } else if supply >= 2 {
                // Centre, other colour: one more piece is discarded, so a piece must
                // remain after this one ("手持ちのコマが1つもない場合…配置できません").
                out.push(BMove::one(cell, true));
            }
        }
    }
    let own = &own[..own_len];
    for &cell in own {
        out.push(BMove::one(cell as usize, false));
    }
    if first || supply < 2 {
        return;
    }
    for (i, &a) in own.iter().enumerate() {
        for &b in &own[i + 1..] {
            out.push(BMove::two(a as usize, b as usize));
        }
    }
}

/// One legal placement drawn uniformly among those `generate` lists, without listing
/// the pairs (a playout's move: about 400 pairs early in the 8x8 game, one draw here).
/// `None` when the mover has no piece left (the game may be over) or on the first move.
pub fn random(pos: &Binary, below: &mut dyn FnMut(usize) -> usize) -> Option<BMove> {
    let side = pos.side_to_move();
    let supply = pos.supply()[side.index()];
    if supply == 0 {
        return None;
    }
    let size = pos.size();
    let mut placed = false;
    // The moves of one piece, in classes: own colour outside the centre (also the
    // pairs), own colour in the centre, other colour outside, other colour in the centre.
    let mut own = [0u8; MAX_CELLS];
    let mut singles = [0u8; MAX_CELLS];
    let (mut own_len, mut singles_len) = (0, 0);
    // Rows and columns counted, not divided out of the cell (the board's size is not a constant).
    let lo = size / 2 - 1;
    let own_parity = usize::from(side == Side::First);
    for (cell, r, c) in (0..size).flat_map(|r| (0..size).map(move |c| (r * size + c, r, c))) {
        if pos.at(cell) != EMPTY {
            placed = true;
            continue;
        }
        let centre = (r == lo || r == lo + 1) && (c == lo || c == lo + 1);
        if (r + c) % 2 == own_parity {
            if !centre {
                own[own_len] = cell as u8;
                own_len += 1;
            } else {
                singles[singles_len] = cell as u8;
                singles_len += 1;
            }
        } else if !centre || supply >= 2 {
            singles[singles_len] = cell as u8;
            singles_len += 1;
        }
    }
    if !placed {
        return None;
    }
    let pairs = if supply >= 2 { own_len * own_len.saturating_sub(1) / 2 } else { 0 };
    let total = own_len + singles_len + pairs;
    if total == 0 {
        return None;
    }
    let k = below(total);
    if k < own_len {
        return Some(BMove::one(own[k] as usize, false));
    }
    if k < own_len + singles_len {
        let cell = singles[k - own_len] as usize;
        let discard = is_centre(size, cell) && !is_own_colour(size, cell, side);
        return Some(BMove::one(cell, discard));
    }
    // A pair uniformly among the unordered pairs: two distinct draws.
    let i = below(own_len);
    let mut j = below(own_len - 1);
    if j >= i {
        j += 1;
    }
    let (a, b) = (own[i].min(own[j]), own[i].max(own[j]));
    Some(BMove::two(a as usize, b as usize))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::rng::Rng;
    use crate::core::Rules;

    /// Positions along a game of random legal moves (on `size`), the start excluded.
    fn positions(size: usize, seed: u64) -> Vec<Binary> {
        let (mut pos, mut rng, mut out, mut moves) = (Binary::start(size), Rng::new(seed), Vec::new(), Vec::new());
        loop {
            generate(&pos, &mut moves);
            if moves.is_empty() {
                out.push(pos);
                return out;
            }
            pos.apply(&moves[rng.below(moves.len())]);
            out.push(pos.clone());
        }
    }

    #[test]
    fn a_random_playout_move_is_legal_and_every_legal_move_is_as_likely() {
        let mut rng = Rng::new(11);
        let mut moves = Vec::new();
        for (size, seed) in [(6, 1), (8, 2), (8, 3), (10, 4)] {
            for pos in positions(size, seed).iter().step_by(3) {
                generate(pos, &mut moves);
                if moves.is_empty() {
                    assert_eq!(random(pos, &mut |n| rng.below(n)), None, "no move at the end");
                    continue;
                }
                // 200 draws a move on average: each count within 7 standard deviations.
                let mut counts = vec![0usize; moves.len()];
                for _ in 0..200 * moves.len() {
                    let mv = random(pos, &mut |n| rng.below(n)).expect("a move while the mover has pieces");
                    let i = moves.iter().position(|m| *m == mv).unwrap_or_else(|| panic!("{mv:?} is not legal"));
                    counts[i] += 1;
                }
                for (m, &c) in moves.iter().zip(&counts) {
                    assert!((100..=300).contains(&c), "{m:?} drawn {c} times in {} draws", 200 * moves.len());
                }
            }
        }
    }

    #[test]
    fn the_first_move_is_left_to_the_generator() {
        assert_eq!(random(&Binary::start(8), &mut |n| n - 1), None);
    }
}
