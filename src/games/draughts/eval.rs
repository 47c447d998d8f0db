//! Static evaluation for the search: a sum of weighted features, the weights a data
//! table (eval_weights.rs) named by the rules row or chosen by its king rules. The
//! features: men by square (material, advancement and centre together), kings and
//! their distance from the middle columns, a guarded back row (eval_structure.rs),
//! men that cannot step, the balance of the men between the two wings, the men's
//! free steps, runaway men, a material edge that grows as pieces come off; and the
//! draw of a few kings against one lone king where kings fly (not a weight: a rule).
//! `features` lists the same terms unweighted for the tuning tool (tools/tune/).

use crate::core::Side;

use super::board::{DirList, Layout, Word};
use super::eval_runaway::{runaway_men, runaways};
use super::eval_structure::{back_row_guards, guards};
use super::eval_tables::{band, king_band_value, man_value, own_cell, EvalTables};
use super::eval_weights::{EvalWeights, FLYING_KINGS, FLYING_KINGS_EVERY_SQUARE, SHORT_KINGS};
use super::position::Draughts;
use super::variants::{Squares, Variant};

/// Whether runaway men (eval_runaway.rs) earn their bonus.
const RUNAWAY: bool = true;

/// The weight set of a rules row: its own if tuned, else the hand-set one of its kings.
pub fn weights_of(v: &Variant) -> &'static EvalWeights {
    match (v.eval_weights, v.king_moves_fly, v.squares) {
        (Some(w), _, _) => w,
        (None, false, _) => &SHORT_KINGS,
        (None, true, Squares::All) => &FLYING_KINGS_EVERY_SQUARE,
        (None, true, _) => &FLYING_KINGS,
    }
}

/// The search's evaluation: the hand-set one, corrected by a learned one where the
/// game has it and the search uses it (eval_learned.rs).
pub fn evaluate(pos: &Draughts) -> i32 {
    #[cfg(knowledge_code)]
    return super::eval_learned::evaluate(pos);
    // Only the knowledge module has it among the wasm modules (docs/learned-eval.md: its size).
    #[cfg(not(knowledge_code))]
    hand_evaluate(pos)
}

/// The hand-set (or Texel-tuned) evaluation alone: what the learned one builds on.
pub fn hand_evaluate(pos: &Draughts) -> i32 {
    if pos.board().bits.fits_u64() {
        evaluate_in::<u64>(pos)
    } else {
        evaluate_in::<u128>(pos)
    }
}

/// The hand-set evaluation's material part alone: men and kings by square, the material
/// edge that grows as pieces come off, the lone-king draw; none of its structure terms
/// (back row, blocked men, wings, steps, runaway men). What a learned model of base
/// `+material` adds its patterns to (eval_patterns.rs `Base`): where its fit learns
/// the structure from the patterns, the structure terms' cost a node is saved.
pub fn material_evaluate(pos: &Draughts) -> i32 {
    if pos.board().bits.fits_u64() {
        material_in::<u64>(pos)
    } else {
        material_in::<u128>(pos)
    }
}

/// `material_evaluate` in the word `W` (as `evaluate_in`, of which it is the first terms).
#[inline(always)]
fn material_in<W: Word>(pos: &Draughts) -> i32 {
    let t = pos.eval_tables();
    let pieces = [W::narrow(pos.pieces_of(Side::First)), W::narrow(pos.pieces_of(Side::Second))];
    let all_kings = W::narrow(pos.kings());
    let mut sides = Sides::default();
    for side in Side::BOTH {
        let i = side.index();
        sides.count_material(t, i, pieces[i] & !all_kings, pieces[i] & all_kings);
    }
    sides.value(pos, t.weights)
}

/// `evaluate` in the word `W` (u64 where the layout fits: 8x8 and 10x10, as the
/// generator does; plain 64-bit operations, which wasm has natively).
#[inline(always)]
fn evaluate_in<W: Word>(pos: &Draughts) -> i32 {
    let t = pos.eval_tables();
    let w = t.weights;
    let board = pos.board();
    let l = &board.bits;
    let pieces = [W::narrow(pos.pieces_of(Side::First)), W::narrow(pos.pieces_of(Side::Second))];
    let all_kings = W::narrow(pos.kings());
    let empty = W::narrow(l.all) & !(pieces[0] | pieces[1]);
    let mut sides = Sides::default();
    for side in Side::BOTH {
        let i = side.index();
        let (own_men, own_kings) = (pieces[i] & !all_kings, pieces[i] & all_kings);
        let their = pieces[1 - i];
        sides.count_material(t, i, own_men, own_kings);
        let mut s = 0;
        let wing = (own_men & W::narrow(t.wings[1])).count() - (own_men & W::narrow(t.wings[0])).count();
        s -= w.imbalance * wing.abs();
        s += w.back_row * guards(own_men, their & !all_kings, l.crown[1 - i]);
        if RUNAWAY {
            runaways(t, i, own_men, their, their & all_kings != W::ZERO, |to_go| s += (w.runaway - w.runaway_per_row * to_go).max(0));
        }
        let (blocked, steps) = blocked_and_steps_in(l, &board.dirs[i].man_steps, own_men, empty);
        s += w.mobility * steps - w.blocked * blocked;
        sides.score[i] += s;
    }
    sides.value(pos, w)
}

/// Each side's terms so far (by side index): its score, material and pieces.
#[derive(Default)]
struct Sides {
    score: [i32; 2],
    material: [i32; 2],
    men: [i32; 2],
    kings: [i32; 2],
}

impl Sides {
    /// Side `i`'s men and kings by square, its material and its counts.
    #[inline(always)]
    fn count_material<W: Word>(&mut self, t: &EvalTables, i: usize, own_men: W, own_kings: W) {
        // Piece by piece from the bitboards (in bit order, as the sum does not care).
        let mut set = own_men;
        while set != W::ZERO {
            self.score[i] += t.man[i][set.lowest()];
            set = set.rest();
        }
        let mut set = own_kings;
        while set != W::ZERO {
            self.score[i] += t.king[set.lowest()];
            set = set.rest();
        }
        self.men[i] = own_men.count();
        self.kings[i] = own_kings.count();
        self.material[i] = t.weights.man * self.men[i] + t.weights.king * self.kings[i];
    }

    /// The side to move's score less the other's, with the material edge worth more as
    /// pieces come off, and the lone-king draw.
    #[inline(always)]
    fn value(&self, pos: &Draughts, w: &EvalWeights) -> i32 {
        let me = pos.side_to_move().index();
        let other = 1 - me;
        let edge = self.material[me] - self.material[other];
        let mut value = self.score[me] - self.score[other] + edge * w.trade / (self.material[0] + self.material[1] + w.trade_base);
        if lone_king_draw(pos, self.men, self.kings) {
            value /= 16;
        }
        value
    }
}

/// Flying kings: a few kings cannot catch a lone king on the long diagonals (the draw
/// rules of these variants end such games drawn): three on a large board, two on 8x8
/// (where three win unless the lone king holds the long diagonal).
fn lone_king_draw(pos: &Draughts, men: [i32; 2], kings: [i32; 2]) -> bool {
    let enough = if pos.board().grid.rows >= 10 { 4 } else { 3 };
    pos.variant().king_moves_fly && men == [0, 0] && kings[0].min(kings[1]) == 1 && kings[0].max(kings[1]) < enough
}

/// `side`'s men that cannot step, and the steps its men can make to empty squares.
fn blocked_and_steps(pos: &Draughts, side: Side) -> (i32, i32) {
    let board = pos.board();
    let l = &board.bits;
    let empty = l.all & !(pos.pieces_of(Side::First) | pos.pieces_of(Side::Second));
    let men_set = pos.pieces_of(side) & !pos.kings();
    blocked_and_steps_in(l, &board.dirs[side.index()].man_steps, men_set, empty)
}

/// `blocked_and_steps` on words: the men `men_set` stepping in `steps` to `empty`.
#[inline(always)]
fn blocked_and_steps_in<W: Word>(l: &Layout, steps: &DirList, men_set: W, empty: W) -> (i32, i32) {
    let mut movable = W::ZERO;
    let mut count = 0;
    for d in steps.iter() {
        let can = men_set & l.step_back_in(empty, d);
        movable |= can;
        count += can.count();
    }
    ((men_set & !movable).count(), count)
}

/// The number of features `features` lists for this board: one per playable square
/// (men), one per band of columns (kings), then the scalar terms in `SCALARS` order.
pub fn feature_count(pos: &Draughts) -> usize {
    pos.board().playable.len() + pos.board().grid.cols / 2 + SCALARS.len()
}

/// The scalar features after the square and band tables, as the tuning tool names them.
pub const SCALARS: [&str; 8] = ["king", "back_row", "blocked", "imbalance", "mobility", "runaway", "runaway_per_row", "trade"];

/// The evaluation's terms unweighted, the side to move's minus the other's, in the order
/// of `feature_count`, signed so that `evaluate` is their sum weighted by the set's
/// values (`weight_vector`), but for rounding, runaway men past their bonus's zero and
/// the lone-king draw: the data the tuning tool fits weights to.
pub fn features(pos: &Draughts) -> Vec<f64> {
    let board = pos.board();
    let w = weights_of(pos.variant());
    let squares = board.playable.len();
    let bands = board.grid.cols / 2;
    let mut f = vec![0.0; feature_count(pos)];
    let rows = board.grid.rows as i32;
    let l = &board.bits;
    let me = pos.side_to_move();
    let mut material = [0i32; 2];
    for side in Side::BOTH {
        let sign = if side == me { 1.0 } else { -1.0 };
        let mut wing = 0i32;
        let mut set = pos.pieces_of(side);
        while set != 0 {
            let b = set.trailing_zeros() as usize;
            set &= set - 1;
            let c = l.cell[b] as usize;
            if pos.kings() & (1u128 << b) != 0 {
                f[squares + band(board, c)] += sign;
                f[squares + bands] += sign;
                material[side.index()] += w.king;
            } else {
                f[board.index[own_cell(board, side, c)] as usize] += sign;
                material[side.index()] += w.man;
                wing += (2 * board.grid.col(c) as i32 - (rows - 1)).signum();
            }
        }
        let (blocked, steps) = blocked_and_steps(pos, side);
        let s = squares + bands;
        f[s + 1] += sign * back_row_guards(pos, side) as f64;
        f[s + 2] -= sign * blocked as f64;
        f[s + 3] -= sign * wing.abs() as f64;
        f[s + 4] += sign * steps as f64;
        if RUNAWAY {
            runaway_men(pos, side, |to_go| {
                f[s + 5] += sign;
                f[s + 6] -= sign * to_go as f64;
            });
        }
    }
    let edge = material[me.index()] - material[me.other().index()];
    f[squares + bands + 7] = edge as f64 / (material[0] + material[1] + w.trade_base) as f64;
    f
}

/// The weights of `w` in the order of `features` for this board (the hand-set
/// formulas written out where a table is empty).
pub fn weight_vector(pos: &Draughts, w: &EvalWeights) -> Vec<f64> {
    let board = pos.board();
    let mut out = Vec::with_capacity(feature_count(pos));
    let white = board.white;
    for &c in &board.playable {
        out.push(man_value(board, w, white, c as usize) as f64);
    }
    for d in 0..board.grid.cols / 2 {
        out.push(king_band_value(w, d) as f64);
    }
    let scalars = [w.king, w.back_row, w.blocked, w.imbalance, w.mobility, w.runaway, w.runaway_per_row, w.trade];
    out.extend(scalars.iter().map(|&x| x as f64));
    out
}

#[cfg(test)]
mod tests {
    use super::super::test_position as position;
    use super::*;

    fn weighted(pos: &Draughts) -> f64 {
        let w = weight_vector(pos, weights_of(pos.variant()));
        features(pos).iter().zip(&w).map(|(f, w)| f * w).sum()
    }

    #[test]
    fn features_weighted_by_the_set_give_the_evaluation() {
        for (id, fen) in [
            ("international", "W:W7,31,32,33,K45:B12,19,20,24"),
            ("international", "B:W7,31,32,33:B12,19,20,24,25"),
            ("american", "B:B1,3,10,K14:W22,23,30"),
            ("russian", "W:Wc3,e3,Kg5:Bb6,d6,f8"),
            ("turkish", "W:Wa2,b2,c3:Ba7,b6,Kh8"),
            ("spanish", "W:W21,22,27,K9:B5,6,12,18"),
        ] {
            let pos = position(id, fen);
            // The features describe the hand-set evaluation (American's and international's
            // learned patterns are added on top of it, natively: eval_learned.rs).
            let eval = hand_evaluate(&pos) as f64;
            // The trade term is the one rounded term (an integer division).
            assert!((weighted(&pos) - eval).abs() <= 1.0, "{id} {fen}: {} against {eval}", weighted(&pos));
        }
    }

    #[test]
    fn every_rules_row_names_a_weight_set_that_fits_its_board() {
        use super::super::variants::{options, VARIANTS};
        for v in &VARIANTS {
            let opts = crate::core::Options::none().resolve(v.id, &options(v.id)).unwrap();
            let pos = super::super::start(v.id, &opts).unwrap();
            let w = weights_of(pos.variant());
            let (squares, bands) = (pos.board().playable.len(), pos.board().grid.cols / 2);
            assert!(w.man_square.is_empty() || w.man_square.len() == squares, "{}: {} squares", v.id, w.man_square.len());
            assert!(w.king_band.is_empty() || w.king_band.len() == bands, "{}: {} bands", v.id, w.king_band.len());
        }
        // A board option that changes the board leaves the tuned set for the hand-set one.
        let opts = crate::core::Options::none().with("board", crate::core::OptionValue::Int(8));
        let opts = opts.resolve("malaysian", &options("malaysian")).unwrap();
        assert!(weights_of(super::super::start("malaysian", &opts).unwrap().variant()).man_square.is_empty());
    }

    #[test]
    fn a_man_counts_on_its_own_square_seen_from_its_side() {
        // International: White's man on 46 (its own back row, left corner) and Black's on
        // 5 (its back row, the corner turned half a turn): the same own square.
        let pos = position("international", "W:W46:B5");
        let f = features(&pos);
        let white_46 = pos.board().index[pos.board().playable[45] as usize] as usize;
        assert_eq!(white_46, 45);
        assert_eq!(f[45], 0.0, "one man each on the same own square: the difference is 0");
        let pos = position("international", "W:W46:B6");
        let f = features(&pos);
        assert_eq!(f[45], 1.0);
        assert_eq!(f[44], -1.0, "Black's 6 is White's 45 turned half a turn");
    }

    #[test]
    fn the_material_base_is_the_evaluation_without_its_structure_terms() {
        for (id, fen) in [
            ("international", "W:W7,31,32,33,K45:B12,19,20,24"),
            ("american", "B:B1,3,10,K14:W22,23,30"),
            ("russian", "W:Wc3,e3,Kg5:Bb6,d6,f8"),
            ("armenian", "W:Wa2,b2,c3,d3:Ba7,b6,Kh8"),
            ("pool", "B:W21,22,23,25,K3:B1,5,6,12"),
        ] {
            let pos = position(id, fen);
            // The set's weights with the structure terms' zero (the scalars end the vector).
            let mut weights = weight_vector(&pos, weights_of(pos.variant()));
            let first_scalar = weights.len() - SCALARS.len();
            for term in ["back_row", "blocked", "imbalance", "mobility", "runaway", "runaway_per_row"] {
                weights[first_scalar + SCALARS.iter().position(|&name| name == term).unwrap()] = 0.0;
            }
            let weighted: f64 = features(&pos).iter().zip(&weights).map(|(f, w)| f * w).sum();
            let material = material_evaluate(&pos) as f64;
            assert!((weighted - material).abs() <= 1.0, "{id} {fen}: {weighted} against {material}");
            // Not the whole evaluation: these positions have structure.
            assert_ne!(material_evaluate(&pos), hand_evaluate(&pos), "{id} {fen}");
        }
    }

    #[test]
    fn kings_count_by_band_and_in_all() {
        // International: a White king on 23 (column 4 of 0-9: band 0), a Black king on 46
        // (column 0: band 4).
        let pos = position("international", "W:WK23,30:BK46,20");
        let f = features(&pos);
        let s = pos.board().playable.len();
        assert_eq!((f[s], f[s + 4], f[s + 5]), (1.0, -1.0, 0.0));
    }

    #[test]
    fn mobility_counts_the_men_steps_to_empty_squares() {
        // International: White's men on 46 (one step, to 41) and 33 (two: 28, 29);
        // Black's man on 5 (two: 10 and... 5 is on the right edge: one, to 10).
        let pos = position("international", "W:W46,33:B5");
        let f = features(&pos);
        let s = pos.board().playable.len() + 5;
        assert_eq!(f[s + 4], 3.0 - 1.0);
    }

    #[test]
    fn blocked_men_and_back_row_guards_count_for_each_side() {
        // American: Black men on 1 and 3 guard the back row; White's man on 32 is blocked
        // by nothing, White's man on 27 is blocked by Black's 23 and 24? (27 steps to 23, 24.)
        let pos = position("american", "B:B1,3,23,24:W27,32");
        let f = features(&pos);
        let s = pos.board().playable.len() + 4;
        assert_eq!(f[s + 1], 2.0 - 1.0, "Black guards 1 and 3, White 32");
        assert_eq!(f[s + 2], -(0.0 - 1.0), "White's 27 cannot step: a blocked man of the other side");
    }

    #[test]
    fn runaway_features_count_the_men_and_their_rows_to_go() {
        // International: White man on 7 (row 9: one row to go), nothing in its cone;
        // Black's man on 16 is in its own half (no runaway).
        let pos = position("international", "W:W7:B16");
        let f = features(&pos);
        let s = pos.board().playable.len() + 5;
        assert_eq!((f[s + 5], f[s + 6]), (1.0, -1.0));
    }

    #[test]
    fn the_trade_feature_is_the_edge_over_the_material() {
        let pos = position("international", "W:W31,32,33:B12,19");
        let f = features(&pos);
        let s = pos.board().playable.len() + 5;
        assert!((f[s + 7] - 100.0 / 1500.0).abs() < 1e-9);
    }
}
