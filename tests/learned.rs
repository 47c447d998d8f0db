//! The learned evaluation (src/learn, docs/learned-eval.md) on a small seeded set of
//! American self-play positions: the data and the fit repeat exactly for a seed, the
//! fit lowers the cross-entropy on held-out games below the hand-set evaluation's,
//! positions labelled by a deeper search are the same positions with a score that
//! agrees with the results, the model's file (of any region shape) reads back as
//! written and refuses damage, the models built in for American, international and
//! the other games that have one read, and the search evaluates with the built-in model (or an installed one) at
//! levels 5-6 only, and with neither while switched off.

use boardgames::ai::{self, SearchLimits};
use boardgames::core::{Options, SearchHints};
use boardgames::games::draughts::eval_learned;
use boardgames::games::draughts::eval_patterns::{hand_evaluation, Base, Regions, Shape};
use boardgames::games::draughts::{self, Draughts};
use boardgames::learn::data::{self, Data, Label, Positions, Sample, SelfPlay};
use boardgames::learn::fit::{fit, score_k, Fitted, Settings};
use boardgames::learn::installed;
use boardgames::learn::model::Model;

fn start(id: &str) -> Draughts {
    let opts = Options::none().resolve(id, &draughts::variants::options(id)).unwrap();
    draughts::start(id, &opts).unwrap()
}

fn self_play(positions: usize, seed: u64, every: usize, label_nodes: u64) -> Positions {
    self_play_taught(positions, seed, every, label_nodes, false)
}

fn self_play_taught(positions: usize, seed: u64, every: usize, label_nodes: u64, learned_teacher: bool) -> Positions {
    let run = SelfPlay { game: "american", positions, nodes: 300, seed, max_plies: 200, tables: None, every, label_nodes, learned_teacher };
    data::self_play(&run).unwrap()
}

fn positions(seed: u64) -> Positions {
    self_play(2500, seed, 1, 0)
}

fn fit_data(set: &Positions, shape: Shape, label: &Label) -> Data {
    Data::of(set, &Regions::with_shape(start("american").board(), shape).unwrap(), label).unwrap()
}

fn fitted_with(set: &Data, shape: Shape) -> Fitted {
    let settings = Settings { epochs: 150, l2: 1e-3, ..Settings::default() };
    fit(set, &Model::untrained_with("american", &start("american"), shape).unwrap(), &settings)
}

fn fitted(set: &Data) -> Fitted {
    fitted_with(set, Shape::DEFAULT)
}

#[test]
fn the_fit_repeats_for_a_seed_and_beats_the_hand_set_evaluation_on_held_out_games() {
    let played = positions(7);
    assert!(played.len() >= 2500 && played.games > 10, "{} positions from {} games", played.len(), played.games);
    assert_eq!(played, positions(7), "the same seed plays the same games");
    let set = fit_data(&played, Shape::DEFAULT, &Label::results_only());
    assert_eq!(set.target, set.result, "without scores the targets are the results");
    let (a, b) = (fitted(&set), fitted(&set));
    assert_eq!(a.model.weights(), b.model.weights());
    assert_eq!(a.model.scale, b.model.scale);
    assert!(a.held > 100 && a.train > 5 * a.held, "{} training, {} held out", a.train, a.held);
    assert!(a.model.weights().iter().any(|&w| w != 0), "the fit moved the pattern weights");
    assert!(a.held_loss[1] < a.held_loss[0], "held out: hand-set {} against learned {}", a.held_loss[0], a.held_loss[1]);
    assert!(a.train_loss[1] < a.train_loss[0]);
    assert_eq!(a.held_result_loss[0], a.held_loss[0], "against the results: the same loss when the targets are the results");
    // The data cache reads back as written, and refuses what it did not write.
    let text = data::to_text(&played);
    assert_eq!(data::from_text(&text).unwrap(), played);
    assert!(data::from_text("boardgames learn-data 1 american games 1 tables 0\n").is_err());
    let header = text.lines().next().unwrap();
    assert!(data::from_text(&format!("{header}\nx 1 - B:W32:B1\n")).unwrap_err().contains("line 2"));
    assert!(data::from_text(&(text.clone() + "3 1.5 - B:W32:B1\n")).is_err(), "a result above 1");
    // Two sets fitted together keep their games apart.
    let mut both = played.clone();
    both.append(&played).unwrap();
    assert_eq!((both.len(), both.games), (2 * played.len(), 2 * played.games));
    assert!(both.samples[played.len()].game > played.samples.iter().map(|s| s.game).max().unwrap());
    let russian = Positions { game_id: "russian".into(), ..played.clone() };
    assert!(both.append(&russian).is_err());
}

#[test]
fn positions_labelled_by_a_deeper_search_are_the_same_positions_with_scores_that_agree_with_the_results() {
    let plain = self_play(300, 5, 3, 0);
    let labelled = self_play(300, 5, 3, 3000);
    let fens = |set: &Positions| set.samples.iter().map(|s| (s.fen.clone(), s.result, s.game)).collect::<Vec<_>>();
    assert_eq!(fens(&plain), fens(&labelled), "labelling does not change the games");
    assert!(plain.samples.iter().all(|s| s.score.is_none()));
    assert!(labelled.samples.iter().all(|s| s.score.is_some()));
    assert_eq!(labelled, self_play(300, 5, 3, 3000), "the labels repeat for a seed");
    // One quiet position in three: fewer positions a game than with every one kept.
    let every = self_play(300, 5, 1, 0);
    assert!(plain.games > every.games + every.games / 2, "{} games against {}", plain.games, every.games);
    // A higher score goes with a better result for the side to move: K is positive,
    // and of the order of the hand-set evaluation's (a man is worth about 100).
    let k = score_k(&labelled.scored());
    assert!((0.001..0.05).contains(&k), "K {k}");
    let label = Label { k, mix: 1.0 };
    let set = fit_data(&labelled, Shape::parse("2x4").unwrap(), &label);
    assert!(set.target.iter().all(|&t| t > 0.0 && t < 1.0));
    assert_ne!(set.target, set.result);
    let mixed = fit_data(&labelled, Shape::DEFAULT, &Label { k, mix: 0.5 });
    for ((m, t), r) in mixed.target.iter().zip(&set.target).zip(&set.result) {
        assert!((m - (t + r) / 2.0).abs() < 1e-6);
    }
}

#[test]
fn a_learned_teacher_plays_and_labels_with_the_built_in_model_and_leaves_the_switch_as_it_was() {
    for was in [true, false] {
        installed::set_enabled(was);
        let hand = self_play_taught(150, 5, 3, 3000, false);
        let taught = self_play_taught(150, 5, 3, 3000, true);
        assert_eq!(installed::enabled(), was, "the switch is restored");
        assert_ne!(hand, taught, "the learned evaluation plays or labels otherwise");
        assert_eq!(taught, self_play_taught(150, 5, 3, 3000, true), "a taught set repeats for a seed");
    }
    installed::set_enabled(true);
}

#[test]
fn a_label_is_the_scores_sigmoid_mixed_with_the_result_and_a_win_reads_as_certain() {
    let sample = |score: Option<i32>, result: f32| Sample { fen: String::new(), result, score, game: 1 };
    let label = Label { k: 0.01, mix: 1.0 };
    assert_eq!(label.target(&sample(Some(0), 1.0)), 0.5);
    assert!((label.target(&sample(Some(100), 0.0)) - 0.731_058_6).abs() < 1e-6);
    assert!(label.target(&sample(Some(99_990), 0.0)) > 0.999_99, "a win in 10 plies");
    assert!(label.target(&sample(Some(-99_990), 1.0)) < 1e-5);
    assert_eq!(label.target(&sample(None, 0.5)), 0.5, "an unlabelled position keeps its result");
    let half = Label { k: 0.01, mix: 0.25 };
    assert!((half.target(&sample(Some(0), 1.0)) - 0.875).abs() < 1e-6);
    assert_eq!(Label::results_only().target(&sample(Some(500), 0.0)), 0.0);
}

#[test]
fn a_fit_of_small_regions_to_search_labels_beats_the_hand_set_evaluation_on_held_out_games() {
    let labelled = self_play(1500, 9, 2, 2000);
    let k = score_k(&labelled.scored());
    let shape = Shape::parse("2x4").unwrap();
    let set = fit_data(&labelled, shape, &Label { k, mix: 1.0 });
    let f = fitted_with(&set, shape);
    assert_eq!(f.model.weights().len(), 12 * 81);
    assert!(f.held > 100, "{} held out", f.held);
    assert!(f.held_loss[1] < f.held_loss[0], "held out: hand-set {} against learned {}", f.held_loss[0], f.held_loss[1]);
    assert!(f.model.weights().iter().filter(|&&w| w != 0).count() > 100);
}

#[test]
fn a_model_file_reads_back_and_refuses_damage_and_another_game() {
    let pos = start("american");
    let mut model = Model::untrained("american", &pos).unwrap();
    model.scale = 0.75;
    let mut weights = model.weights().to_vec();
    weights[123] = -42;
    weights[59_000] = 300;
    model.set_weights(weights).unwrap();
    assert!(model.set_weights(vec![0; 10]).unwrap_err().starts_with("learned-board"), "too few weights");
    let bytes = model.to_bytes();
    let back = Model::from_bytes(&bytes, "american", &pos).unwrap();
    assert_eq!((back.scale, &back.weights()), (0.75, &model.weights()));
    // Another shape reads back as that shape (its weights are its own count).
    let mut small = Model::untrained_with("american", &pos, Shape::parse("3x3").unwrap()).unwrap();
    let mut weights = small.weights().to_vec();
    weights[500] = 17;
    small.set_weights(weights).unwrap();
    let back = Model::from_bytes(&small.to_bytes(), "american", &pos).unwrap();
    assert_eq!((back.regions.shape, &back.weights()), (Shape::parse("3x3").unwrap(), &small.weights()));
    assert_ne!(back.weights().len(), model.weights().len());
    // With the king terms: version 3, their weights after the regions', read back whole;
    // without them the file is version 2 as before.
    let mut kings = Model::untrained_with("american", &pos, Shape::parse("3x3+kings").unwrap()).unwrap();
    let mut weights = kings.weights().to_vec();
    assert_eq!(weights.len(), small.weights().len() + 4096);
    *weights.last_mut().unwrap() = -9;
    kings.set_weights(weights).unwrap();
    let kings_bytes = kings.to_bytes();
    assert_eq!((kings_bytes[8], small.to_bytes()[8]), (3, 2), "the version");
    let back = Model::from_bytes(&kings_bytes, "american", &pos).unwrap();
    assert_eq!((back.regions.shape, &back.weights()), (Shape::parse("3x3+kings").unwrap(), &kings.weights()));
    assert_eq!(back.to_bytes(), kings_bytes);
    // The material base and the dense regions: version 3 with their bits, alone or with the
    // king terms, read back with their shape (and so their base and regions).
    for text in ["3x3+material", "3x3+kings+material", "3x3+kings+dense", "3x3+dense"] {
        let shape = Shape::parse(text).unwrap();
        assert_eq!(shape.to_string(), text);
        let mut model = Model::untrained_with("american", &pos, shape).unwrap();
        let mut weights = model.weights().to_vec();
        weights[3] = 11;
        model.set_weights(weights).unwrap();
        let bytes = model.to_bytes();
        assert_eq!(bytes[8], 3, "{text}: the version");
        let back = Model::from_bytes(&bytes, "american", &pos).unwrap();
        assert_eq!((back.regions.shape, &back.weights()), (shape, &model.weights()), "{text}");
        assert_eq!(back.to_bytes(), bytes, "{text}");
    }
    // An extras byte of no extra or of bits this build does not know (a later build's file)
    // is refused, not read without what it holds: the byte after the shape, its checksum
    // made again.
    let extras_at = 8 + 2 + 1 + "american".len() + 2;
    assert_eq!(kings_bytes[extras_at], 1, "the king terms' extras byte");
    for byte in [0u8, 8, 9, 255] {
        let mut other = kings_bytes[..kings_bytes.len() - 8].to_vec();
        other[extras_at] = byte;
        let sum = boardgames::egdb::file::checksum(&other);
        other.extend_from_slice(&sum.to_le_bytes());
        assert!(Model::from_bytes(&other, "american", &pos).unwrap_err().starts_with("learned-version"), "extras {byte}");
    }
    let mut damaged = bytes.clone();
    damaged[40] ^= 1;
    assert!(Model::from_bytes(&damaged, "american", &pos).unwrap_err().starts_with("learned-checksum"));
    assert!(Model::from_bytes(&bytes[..100], "american", &pos).is_err());
    assert!(Model::from_bytes(&bytes, "russian", &start("russian")).unwrap_err().starts_with("learned-game"));
    assert!(Model::untrained("turkish", &start("turkish")).unwrap_err().starts_with("learned-board"));
}

/// The start of American checkers after 11-15: a position where the patterns read men.
const AFTER_11_15: &str = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15";

fn american_after_11_15() -> Draughts {
    let opts = Options::none().resolve("american", &draughts::variants::options("american")).unwrap();
    draughts::read("american", AFTER_11_15, &opts).unwrap()
}

/// The model built into the module for `pos`'s game.
fn built_in(pos: &Draughts) -> Model {
    let bytes = eval_learned::shipped_bytes(pos.variant()).expect("a built-in model");
    Model::from_bytes(bytes, pos.variant().id, pos).unwrap()
}

#[test]
fn the_built_in_models_of_american_and_international_read_for_their_boards() {
    for id in ["american", "international"] {
        let pos = start(id);
        let model = built_in(&pos);
        assert_eq!(model.regions.shape, Shape::regions(3, 3), "{id}");
        assert!(model.weights().iter().any(|&w| w != 0), "{id}: trained weights");
    }
}

#[test]
fn the_search_evaluates_with_the_built_in_model_an_installed_one_instead_or_neither_when_switched_off() {
    let pos = american_after_11_15();
    let hand = hand_evaluation(&pos);
    let shipped = built_in(&pos).evaluate(&pos);
    assert_ne!(shipped, hand, "the built-in patterns read this position");
    assert_eq!(pos.evaluate(), shipped, "nothing installed: the built-in model");
    let mut model = Model::untrained("american", &pos).unwrap();
    model.set_weights((0..model.weights().len()).map(|i| (i % 7) as i16).collect()).unwrap();
    let expected = model.evaluate(&pos);
    assert_ne!(expected, hand);
    assert_ne!(expected, shipped);
    installed::install(model);
    assert_eq!(pos.evaluate(), expected);
    installed::set_enabled(false);
    assert_eq!(pos.evaluate(), hand);
    installed::set_enabled(true);
    // A model of another game leaves this one to its built-in model.
    let mut russian = Model::untrained("russian", &start("russian")).unwrap();
    russian.scale = 2.0;
    installed::install(russian);
    assert_eq!(pos.evaluate(), shipped);
    // A game without a built-in model evaluates with the hand-set terms.
    let russian = start("russian");
    assert_eq!(russian.evaluate(), hand_evaluation(&russian));
}

#[test]
fn levels_1_to_4_search_with_the_hand_set_evaluation_and_levels_5_and_6_with_the_learned_one() {
    // American after 11-15, and every game with built-in weights from its start and after
    // its first one and two legal moves: a search of one position may reach only leaves
    // where the learned terms cancel out (Russian's start at level 5 did), not of all three.
    let mut games = vec![vec![boardgames::from_position("american", AFTER_11_15, &Options::none()).unwrap()]];
    games.extend(shipped_games().into_iter().map(|id| {
        let mut game = boardgames::new_game(id, &Options::none()).unwrap();
        let mut line = vec![boardgames::from_position(id, &game.position(), &Options::none()).unwrap()];
        for _ in 0..2 {
            let first = game.legal_moves()[0].notation.clone();
            game.play(&first).unwrap();
            line.push(boardgames::from_position(id, &game.position(), &Options::none()).unwrap());
        }
        line
    }));
    for line in &games {
        let id = line[0].id();
        // The same seeded search with learned evaluations on and off: (move, nodes, score).
        let search = |level: u32, on: bool| -> Vec<_> {
            installed::set_enabled(on);
            let found = line
                .iter()
                .map(|game| {
                    let mv = game.best_move_with(level, &SearchLimits::nodes(20_000), Some(7)).unwrap().notation;
                    let s = ai::last_stats();
                    (mv, s.nodes, s.score)
                })
                .collect();
            installed::set_enabled(true);
            found
        };
        for level in 1..=4 {
            assert_eq!(search(level, true), search(level, false), "{id}: level {level}");
        }
        for level in 5..=6 {
            assert_ne!(search(level, true), search(level, false), "{id}: level {level}");
        }
    }
    assert!(ai::full_evaluation(), "every search but a low level's uses the full evaluation");
}

/// The draughts games with built-in weights (src/games/draughts/eval_learned.rs).
fn shipped_games() -> Vec<&'static str> {
    draughts::variants::VARIANTS.iter().filter(|v| eval_learned::shipped_bytes(v).is_some()).map(|v| v.id).collect()
}

#[test]
fn every_shipped_weights_file_reads_for_its_games_board_with_trained_weights() {
    let games = shipped_games();
    // American and international (docs/learned-eval.md), and the other games' that
    // matches at equal CPU kept (docs/learned-eval-variants.md).
    for id in [
        "american",
        "international",
        "italian",
        "frisian",
        "canadian",
        "malaysian",
        "turkish",
        "czech",
        "german",
        "russian",
        "spanish",
        "brazilian",
        "gothic",
        "armenian",
        "pool",
    ] {
        assert!(games.contains(&id), "{id} has built-in weights");
    }
    // Russian, Pool, Czech and Armenian read the king terms too (docs/learned-eval-variants.md, thirteenth round).
    for id in ["russian", "pool", "czech", "armenian"] {
        assert!(built_in(&start(id)).regions.shape.kings, "{id}: king terms");
    }
    // Pool and Armenian add their patterns to the material base (the fourteenth round); the
    // others to the whole hand-set evaluation.
    for &id in &games {
        let base = if ["pool", "armenian"].contains(&id) { Base::Material } else { Base::Hand };
        assert_eq!(built_in(&start(id)).regions.shape.base, base, "{id}: its base");
    }
    for id in games {
        let pos = start(id);
        let model = built_in(&pos);
        assert!(model.weights().iter().any(|&w| w != 0), "{id}: trained weights");
        assert!(eval_learned::shipped(pos.variant(), pos.board()).is_some(), "{id}: read for its rules row");
    }
}
