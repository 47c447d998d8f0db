//! Which draughts games opt in to the selective search (`SearchHints::selective_search`):
//! 8x8 boards where men step only diagonally, Gothic's board of every square
//! included (measured in self-play, docs/journal/2026-11-25-strength-tuning.md); not 10x10 or larger boards
//! (International lost a little) nor boards where men also step sideways (Turkish
//! and Armenian lost clearly). And which reduce late moves
//! (their rows of the search's tuning table, src/ai/tuning.rs): the rows where self-play against the search
//! without them gained (docs/journal/2026-11-25-strength-tuning.md, the ninth round).

use boardgames::ai::tuning;
use boardgames::core::{Options, Rules, SearchHints};
use boardgames::games::draughts::{self, Draughts};

fn start(id: &str) -> Draughts {
    let opts = Options::none().resolve(id, &draughts::variants::options(id)).unwrap();
    draughts::start(id, &opts).unwrap()
}

#[test]
fn selective_search_on_eight_by_eight_boards_where_men_step_diagonally() {
    for id in ["american", "german", "pool", "russian", "brazilian", "spanish", "italian", "czech", "gothic"] {
        assert!(start(id).selective_search(), "{id}");
    }
}

#[test]
fn selective_search_off_on_large_boards_and_where_men_step_sideways() {
    for id in ["international", "frisian", "canadian", "malaysian", "turkish", "armenian"] {
        assert!(!start(id).selective_search(), "{id}");
    }
}

#[test]
fn late_move_reductions_where_self_play_gained_by_them() {
    for id in ["international", "spanish", "czech", "frisian", "canadian"] {
        assert!(tuning::of(start(id).id()).late_move_reductions, "{id}");
    }
    for id in ["american", "german", "pool", "russian", "brazilian", "italian", "turkish", "armenian", "gothic", "malaysian"] {
        assert!(!tuning::of(start(id).id()).late_move_reductions, "{id}");
    }
}
