//! The search hooks of the small alpha-beta games (issue 14): the pass that
//! null-move pruning searches in alquerque (Incorrect Checkers has none: measured
//! at equal time it did not pay, see docs/journal/2026-11-25-strength-tuning.md).

use boardgames::core::{Rules, SearchHints, Side};
use boardgames::games::alquerque::{self, RuleSet};

#[test]
fn alquerque_null_move_needs_five_pieces_a_side() {
    let rich = alquerque::read("W:Wa1,b1,c1,d1,e1:Ba5,b5,c5,d5,e5", RuleSet::ALFONSO).unwrap();
    let poor = alquerque::read("W:Wa1,b1,c1,d1:Ba5,b5,c5,d5,e5", RuleSet::ALFONSO).unwrap();
    let null = rich.null_move().expect("five pieces each: a pass is searched");
    assert_eq!(null.side_to_move(), Side::Second);
    assert_eq!((null.men(Side::First), null.men(Side::Second)), (rich.men(Side::First), rich.men(Side::Second)));
    assert!(poor.null_move().is_none(), "four pieces: zugzwang is common, no pass");
}

#[test]
fn alquerque_null_move_gives_up_a_pending_huff_and_counts_a_ply() {
    let pos = alquerque::read("B:Wa1,b1,c1,d1,e1:Ba5,b5,c5,d5,e5:Ha1:P7", RuleSet::ALFONSO).unwrap();
    assert_ne!(pos.pending_huff(), 0);
    let null = pos.null_move().unwrap();
    assert_eq!(null.pending_huff(), 0, "the pass forfeits the huff");
    assert_eq!(null.plies(), 8);
}
