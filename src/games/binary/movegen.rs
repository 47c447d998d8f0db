//! Legal placements (RULES.md 4). Allocation-free: the candidate squares are
//! gathered in fixed buffers, then pairs are written straight into `out`.

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
