//! The learned evaluation (src/learn, docs/learned-eval.md) on a small seeded set of
//! American self-play positions: the data and the fit repeat exactly for a seed, the
//! fit lowers the cross-entropy on held-out games below the hand-set evaluation's,
//! the model's file reads back as written and refuses damage, and the search's
//! evaluation changes only while a model is installed and switched on.

use boardgames::core::{Options, SearchHints};
use boardgames::games::draughts::eval_patterns::hand_evaluation;
use boardgames::games::draughts::{self, Draughts};
use boardgames::learn::data::{self, Data, SelfPlay};
use boardgames::learn::fit::{fit, Fitted, Settings};
use boardgames::learn::installed;
use boardgames::learn::model::Model;

fn start(id: &str) -> Draughts {
    let opts = Options::none().resolve(id, &draughts::variants::options(id)).unwrap();
    draughts::start(id, &opts).unwrap()
}

fn positions(seed: u64) -> Data {
    data::self_play(&SelfPlay { game: "american", positions: 2500, nodes: 300, seed, max_plies: 200, tables: None }).unwrap()
}

fn fitted(set: &Data) -> Fitted {
    let settings = Settings { epochs: 150, l2: 1e-3, ..Settings::default() };
    fit(set, &Model::untrained("american", &start("american")).unwrap(), &settings)
}

#[test]
fn the_fit_repeats_for_a_seed_and_beats_the_hand_set_evaluation_on_held_out_games() {
    let set = positions(7);
    assert!(set.len() >= 2500 && set.games > 10, "{} positions from {} games", set.len(), set.games);
    assert_eq!(set, positions(7), "the same seed plays the same games");
    let (a, b) = (fitted(&set), fitted(&set));
    assert_eq!(a.model.weights, b.model.weights);
    assert_eq!(a.model.scale, b.model.scale);
    assert!(a.held > 100 && a.train > 5 * a.held, "{} training, {} held out", a.train, a.held);
    assert!(a.model.weights.iter().any(|&w| w != 0), "the fit moved the pattern weights");
    assert!(a.held_loss[1] < a.held_loss[0], "held out: hand-set {} against learned {}", a.held_loss[0], a.held_loss[1]);
    assert!(a.train_loss[1] < a.train_loss[0]);
    // The data cache reads back as written.
    assert_eq!(data::from_bytes(&data::to_bytes(&set)).unwrap(), set);
    // Two sets fitted together keep their games apart.
    let mut both = set.clone();
    both.append(&set).unwrap();
    assert_eq!((both.len(), both.games), (2 * set.len(), 2 * set.games));
    assert!(both.game[set.len()] > *set.game.iter().max().unwrap());
}

#[test]
fn a_model_file_reads_back_and_refuses_damage_and_another_game() {
    let pos = start("american");
    let mut model = Model::untrained("american", &pos).unwrap();
    model.scale = 0.75;
    model.weights[123] = -42;
    model.weights[59_000] = 300;
    let bytes = model.to_bytes();
    let back = Model::from_bytes(&bytes, "american", &pos).unwrap();
    assert_eq!((back.scale, &back.weights), (0.75, &model.weights));
    let mut damaged = bytes.clone();
    damaged[40] ^= 1;
    assert!(Model::from_bytes(&damaged, "american", &pos).unwrap_err().starts_with("learned-checksum"));
    assert!(Model::from_bytes(&bytes[..100], "american", &pos).is_err());
    assert!(Model::from_bytes(&bytes, "russian", &start("russian")).unwrap_err().starts_with("learned-game"));
    assert!(Model::untrained("turkish", &start("turkish")).unwrap_err().starts_with("learned-board"));
}

#[test]
fn the_search_evaluates_with_the_model_only_while_it_is_installed_and_on() {
    // A position where the patterns read men: the start of American checkers after 11-15.
    let opts = Options::none().resolve("american", &draughts::variants::options("american")).unwrap();
    let pos = draughts::read("american", "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15", &opts).unwrap();
    let hand = hand_evaluation(&pos);
    assert_eq!(pos.evaluate(), hand, "nothing installed");
    let mut model = Model::untrained("american", &pos).unwrap();
    model.weights.iter_mut().enumerate().for_each(|(i, w)| *w = (i % 7) as i16);
    let expected = model.evaluate(&pos, hand);
    assert_ne!(expected, hand);
    installed::install(model);
    assert_eq!(pos.evaluate(), expected);
    installed::set_enabled(false);
    assert_eq!(pos.evaluate(), hand);
    installed::set_enabled(true);
    // A model of another game leaves this one alone.
    let mut russian = Model::untrained("russian", &start("russian")).unwrap();
    russian.scale = 2.0;
    installed::install(russian);
    assert_eq!(pos.evaluate(), hand);
}
