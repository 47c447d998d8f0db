//! Which draughts games opt in to the selective search (`Rules::selective_search`):
//! 8x8 boards of dark squares (measured in self-play, README), not 10x10 or larger
//! boards (International lost a little) nor boards where every square is played.

use boardgames::core::{Options, Rules};
use boardgames::games::draughts::{self, Draughts};

fn start(id: &str) -> Draughts {
    let opts = Options::none().resolve(id, &draughts::variants::options(id)).unwrap();
    draughts::start(id, &opts).unwrap()
}

#[test]
fn selective_search_on_eight_by_eight_dark_square_boards() {
    for id in ["american", "german", "pool", "russian", "brazilian", "spanish", "italian", "czech"] {
        assert!(start(id).selective_search(), "{id}");
    }
}

#[test]
fn selective_search_off_on_large_boards_and_boards_of_every_square() {
    for id in ["international", "frisian", "canadian", "malaysian", "turkish", "armenian", "gothic"] {
        assert!(!start(id).selective_search(), "{id}");
    }
}
