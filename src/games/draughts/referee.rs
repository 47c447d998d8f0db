//! When a draughts game is over: no legal move loses; threefold repetition and the
//! game's draw rules (docs/rules.md) draw.

use crate::core::{Outcome, Reason, Repetition};

use super::moves::DMove;
use super::position::Draughts;
use super::variants::{DrawRule, Material};

pub fn outcome(pos: &Draughts, moves: &[DMove], repetition: Repetition) -> Option<Outcome> {
    let side = pos.side_to_move();
    let material = pos.material();
    if moves.is_empty() {
        let (men, kings) = material[side.index()];
        let reason = if men + kings == 0 { Reason::AllCaptured } else { Reason::NoMoves };
        return Some(Outcome::win(side.other(), reason));
    }
    if repetition.count >= 3 {
        return Some(Outcome::draw(Reason::Threefold));
    }
    draw_rule_reached(pos, material).then(|| Outcome::draw(Reason::MoveRule))
}

fn draw_rule_reached(pos: &Draughts, material: [(u32, u32); 2]) -> bool {
    let mut ending_matched = false;
    for rule in pos.variant().draw_rules {
        match *rule {
            DrawRule::Quiet(moves) => {
                if pos.quiet_plies >= moves * 2 {
                    return true;
                }
            }
            // Only the first ending rule whose material matches applies (Frisian's
            // two kings against one count 7 moves, not International's 5).
            DrawRule::Ending(pattern, moves) => {
                if !ending_matched && matches(pattern, material) {
                    ending_matched = true;
                    if pos.material_plies >= moves * 2 {
                        return true;
                    }
                }
            }
        }
    }
    false
}

fn matches(pattern: Material, m: [(u32, u32); 2]) -> bool {
    let total = |s: usize| m[s].0 + m[s].1;
    match pattern {
        Material::AgainstLoneKing { min, max, kings } => (0..2).any(|lone| {
            let strong = 1 - lone;
            m[lone] == (0, 1) && total(strong) >= min as u32 && total(strong) <= max as u32 && m[strong].1 >= kings as u32
        }),
        Material::BothHaveKings { min, max } => {
            let all = total(0) + total(1);
            m[0].1 > 0 && m[1].1 > 0 && all >= min as u32 && all <= max as u32
        }
        Material::OnePieceEach => total(0) == 1 && total(1) == 1,
    }
}
