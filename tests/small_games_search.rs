//! The search hooks of the small alpha-beta games (issue 14): the pass that
//! null-move pruning searches, where each game allows one.

use boardgames::core::{Rules, Side};
use boardgames::games::alquerque::{self, RuleSet};
use boardgames::games::incorrect_checkers;

#[test]
fn incorrect_checkers_null_move_passes_the_turn_and_keeps_every_piece() {
    let pos = incorrect_checkers::read("B:Ba1,c1,e1,g1,b2,d2:Wa8,c8,e8,g8,b7,d7").unwrap();
    let null = pos.null_move().expect("a race allows a pass");
    assert_eq!(null.side_to_move(), Side::Second);
    for side in Side::BOTH {
        assert_eq!(null.men(side), pos.men(side));
    }
    assert_ne!(null.hash(), pos.hash(), "the side to move is part of the hash");
}

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
