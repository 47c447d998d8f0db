//! The computer player over every registered game: every level returns a legal move
//! from random positions, the search stops near its time limit, and a fixed seed
//! gives the same move.

mod common;

use boardgames::ai::rng::Rng;
use boardgames::ai::{self, Config, SearchLimits, SearchMethod};
use boardgames::core::{Options, Rules, SearchHints};
use boardgames::games::draughts::{self, Draughts};
use common::random_game;

/// A draughts position of `id` after `plies` random legal moves (fewer if it ends first).
fn random_draughts(id: &str, plies: usize, rng: &mut Rng) -> Draughts {
    let opts = Options::none().resolve(id, &draughts::variants::options(id)).unwrap();
    let mut pos = draughts::start(id, &opts).unwrap();
    let mut moves = Vec::new();
    for _ in 0..plies {
        pos.generate(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        pos.apply(&mv);
    }
    pos
}

#[test]
fn every_level_returns_a_legal_move_in_every_game() {
    let mut rng = Rng::new(2024);
    for info in boardgames::catalog() {
        for plies in [0, 9 + rng.below(30)] {
            let game = random_game(info.id, plies, &mut rng);
            let legal: Vec<String> = game.legal_moves().into_iter().map(|m| m.notation).collect();
            for level in 1..=6 {
                let chosen = game.best_move(level, 40);
                match &chosen {
                    None => assert!(legal.is_empty(), "{}: level {level} gave no move at {}", info.id, game.position()),
                    Some(m) => assert!(
                        legal.contains(&m.notation),
                        "{}: level {level} chose '{}', not legal at {}",
                        info.id,
                        m.notation,
                        game.position()
                    ),
                }
            }
        }
    }
}

#[test]
fn monte_carlo_returns_a_legal_move_at_every_level() {
    let mut rng = Rng::new(77);
    for id in ["russian", "turkish", "international"] {
        let pos = random_draughts(id, 10 + rng.below(10), &mut rng);
        let mut legal = Vec::new();
        pos.generate(&mut legal);
        for level in 1..=6 {
            let config = Config { method: Some(SearchMethod::MonteCarlo), ..Config::new(level, 40, level as u64) };
            let mv = ai::choose_with(&pos, &[], &config);
            assert!(mv.is_some_and(|m| legal.contains(&m)), "{id}: level {level} at {}", pos.position_text());
        }
    }
}

#[test]
fn search_stops_near_its_time_limit() {
    let limit = 300;
    for (id, plies) in [("international", 0), ("russian", 12), ("canadian", 20)] {
        let mut rng = Rng::new(9);
        let pos = random_draughts(id, plies, &mut rng);
        for method in [SearchMethod::AlphaBeta, SearchMethod::MonteCarlo] {
            let start = ai::now_ms();
            let config = Config { method: Some(method), ..Config::new(6, limit, 1) };
            ai::choose_with(&pos, &[], &config);
            let elapsed = ai::now_ms() - start;
            assert!(elapsed <= 3.0 * limit as f64 + 200.0, "{id} {method:?}: {elapsed:.0} ms for a {limit} ms limit");
        }
    }
}

#[test]
fn a_fixed_seed_gives_the_same_move() {
    let mut rng = Rng::new(5);
    for id in ["american", "russian", "international", "turkish", "frisian"] {
        let pos = random_draughts(id, 8 + rng.below(10), &mut rng);
        for level in 1..=6 {
            for method in [SearchMethod::AlphaBeta, SearchMethod::MonteCarlo] {
                // A node cap, and time to spare, take the clock out of the result.
                let limits = SearchLimits { time_ms: Some(10_000), nodes: Some(3000), depth: None };
                let config = Config { method: Some(method), ..Config::with_limits(level, limits, 42 + level as u64) };
                let first = ai::choose_with(&pos, &[], &config);
                let second = ai::choose_with(&pos, &[], &config);
                assert_eq!(first, second, "{id} level {level} {method:?} at {}", pos.position_text());
            }
        }
    }
}

#[test]
fn low_levels_vary_with_the_seed() {
    // Deliberate noise: from the start, level 1 does not always play the same move.
    let opts = Options::none().resolve("russian", &draughts::variants::options("russian")).unwrap();
    let pos = draughts::start("russian", &opts).unwrap();
    let mut seen = Vec::new();
    for seed in 0..40 {
        let mv = ai::choose_with(&pos, &[], &Config::new(1, 1000, seed)).unwrap();
        if !seen.contains(&mv) {
            seen.push(mv);
        }
    }
    assert!(seen.len() >= 3, "level 1 played only {} different first moves", seen.len());
}

#[test]
fn top_level_stops_near_its_time_limit_in_every_game() {
    let limit = 100;
    let mut rng = Rng::new(31);
    for info in boardgames::catalog() {
        let game = random_game(info.id, 6 + rng.below(10), &mut rng);
        let start = ai::now_ms();
        game.best_move(6, limit);
        let elapsed = ai::now_ms() - start;
        assert!(elapsed <= 3.0 * limit as f64 + 200.0, "{}: {elapsed:.0} ms for a {limit} ms limit at {}", info.id, game.position());
    }
}

/// Nodes searched by alpha-beta `level` at a node budget (no clock, no depth cap).
fn level_nodes<R: SearchHints>(pos: &R, level: u32, nodes: u64) -> u64 {
    let limits = SearchLimits { time_ms: None, nodes: Some(nodes), depth: None };
    ai::choose_with(pos, &[], &Config::with_limits(level, limits, 7)).unwrap();
    ai::last_stats().nodes
}

/// Asserts that level 5 searched its share of the budget (90-105% of it).
fn assert_spends_share(name: &str, nodes: u64, budget: u64, share: f64) {
    let cap = budget as f64 * share;
    assert!(nodes as f64 > 0.9 * cap && nodes as f64 <= 1.05 * cap, "{name} level 5: {nodes} nodes for a share of {cap}");
}

#[test]
fn chess_and_shogi_levels_follow_their_tuning() {
    // the levels of its row in src/ai/tuning.rs (the yardstick of docs/journal/2026-11-25-strength-tuning.md): chess level 5 takes 0.4 of the
    // budget and level 2 a wider choice; shogi (not yet measured with a change) and
    // every level 6 keep the common table.
    use boardgames::games::{chess::Chess, shogi};
    let chess = Chess::start();
    let shogi = shogi::from_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1").unwrap();
    assert_eq!(ai::alpha_beta_settings(&chess, 5).share, 0.4);
    assert_eq!(ai::alpha_beta_settings(&shogi, 5).share, 0.25);
    assert_eq!(ai::alpha_beta_settings(&chess, 2).margin, Some(112));
    assert_eq!(ai::alpha_beta_settings(&shogi, 2).margin, Some(80));
    let common_depths: Vec<u32> = (1..=4).map(|level| ai::alpha_beta_settings(&shogi, level).depth).collect();
    assert_eq!(common_depths, [1, 2, 3, 5]);
    for level in [1, 3, 4, 6] {
        assert_eq!(ai::alpha_beta_settings(&chess, level), ai::alpha_beta_settings(&shogi, level), "level {level}");
    }
    // The search spends what the setting says: level 5 searches until its share is used.
    let budget = 200_000;
    assert_spends_share("chess", level_nodes(&chess, 5, budget), budget, 0.4);
    assert_spends_share("shogi", level_nodes(&shogi, 5, budget), budget, 0.25);
}

#[test]
fn draughts_levels_follow_their_rows_tuning() {
    // Each draughts row's `levels` (src/ai/draughts_levels.rs, set by the
    // ladders in docs/journal/2026-11-25-strength-tuning.md). In every row the levels deepen from 1 to 4, none below
    // 5 takes a larger share than level 5, and level 6 is the full search.
    let rows: Vec<_> = boardgames::catalog().into_iter().filter(|g| g.family == "draughts").collect();
    assert_eq!(rows.len(), 15);
    for info in &rows {
        let pos = random_draughts(info.id, 0, &mut Rng::new(1));
        let settings: Vec<_> = (1..=6).map(|level| ai::alpha_beta_settings(&pos, level)).collect();
        // A level's depth counts its share of moves one ply deeper.
        let plies = |s: &ai::AlphaBetaSettings| s.depth as f64 + s.deeper;
        assert!(settings[..4].windows(2).all(|w| plies(&w[0]) < plies(&w[1])), "{}: {settings:?}", info.id);
        assert!(settings[..4].iter().all(|s| s.share <= settings[4].share), "{}: {settings:?}", info.id);
        assert_eq!((settings[5].depth, settings[5].share, settings[5].margin), (64, 1.0, None), "{}", info.id);
        if !["international", "turkish", "armenian", "frisian"].contains(&info.id) {
            assert!(settings.iter().all(|s| s.deeper == 0.0), "{}: {settings:?}", info.id);
        }
    }
    // American's set: levels 3 and 4 at depths 4 and 7, level 5 on an eighth.
    let american = random_draughts("american", 12, &mut Rng::new(3));
    let depths: Vec<u32> = (1..=4).map(|level| ai::alpha_beta_settings(&american, level).depth).collect();
    assert_eq!(depths, [1, 2, 4, 7]);
    assert_eq!(ai::alpha_beta_settings(&american, 5).share, 0.125);
    // International's: level 1 draws among fewer moves than the common table's, level 2
    // among more, and levels 2 and 3 search one ply deeper on 0.15 of their moves;
    // Canadian takes the same set without the deeper moves (the larger boards' set).
    let international = random_draughts("international", 12, &mut Rng::new(3));
    assert_eq!(ai::alpha_beta_settings(&international, 1).margin, Some(45));
    assert_eq!(ai::alpha_beta_settings(&international, 2).margin, Some(128));
    let deeper = |pos: &Draughts| -> Vec<f64> { (1..=6).map(|level| ai::alpha_beta_settings(pos, level).deeper).collect() };
    assert_eq!(deeper(&international), [0.0, 0.15, 0.15, 0.0, 0.0, 0.0]);
    let canadian = random_draughts("canadian", 0, &mut Rng::new(1));
    for level in 1..=6 {
        let without_deeper = ai::AlphaBetaSettings { deeper: 0.0, ..ai::alpha_beta_settings(&international, level) };
        assert_eq!(ai::alpha_beta_settings(&canadian, level), without_deeper, "level {level}");
    }
    // Turkish's: level 3 draws among twice the common margin, level 4 at depth 7;
    // Armenian's has Turkish's margins for levels 1-3, level 3 at depth 2 (three plies on
    // 0.7 of its moves), level 4 at depth 5 and level 5 on 0.12 of the budget.
    let turkish = random_draughts("turkish", 0, &mut Rng::new(1));
    let armenian = random_draughts("armenian", 0, &mut Rng::new(1));
    assert_eq!(ai::alpha_beta_settings(&turkish, 3).margin, Some(70));
    assert_eq!((ai::alpha_beta_settings(&turkish, 4).depth, ai::alpha_beta_settings(&armenian, 4).depth), (7, 5));
    assert_eq!((ai::alpha_beta_settings(&turkish, 5).share, ai::alpha_beta_settings(&armenian, 5).share), (0.125, 0.12));
    assert_eq!((ai::alpha_beta_settings(&armenian, 3).depth, ai::alpha_beta_settings(&armenian, 4).margin), (2, Some(30)));
    for level in [1, 2, 3] {
        assert_eq!(ai::alpha_beta_settings(&armenian, level).margin, ai::alpha_beta_settings(&turkish, level).margin, "level {level}");
    }
    // Both put level 1 between depths 1 and 2: two plies on a share of its moves.
    assert_eq!(deeper(&turkish), [0.1, 0.0, 0.0, 0.0, 0.0, 0.0]);
    assert_eq!(deeper(&armenian), [0.4, 0.0, 0.7, 0.0, 0.0, 0.0]);
    // The search spends what the settings say: level 5 its share, the levels below it less.
    let budget = 200_000;
    let level5 = level_nodes(&american, 5, budget);
    assert_spends_share("american", level5, budget, 0.125);
    for level in 1..=4 {
        let nodes = level_nodes(&american, level, budget);
        assert!(nodes <= level5, "american level {level}: {nodes} nodes, level 5 {level5}");
    }
}

#[test]
fn a_level_searches_one_ply_deeper_on_its_share_of_moves() {
    // `LevelTuning::deeper`: Turkish's level 1 searches one ply on most moves and two on
    // a tenth of them, drawn move by move from the seed (in Turkish each ply wins
    // nearly every game against the ply below, so level 1 at depth 1 alone stood about
    // 600 Elo under level 2). Level 2 has no such share and always searches two.
    let pos = random_draughts("turkish", 6, &mut Rng::new(5));
    let level1 = ai::alpha_beta_settings(&pos, 1);
    assert_eq!((level1.depth, level1.deeper), (1, 0.1));
    assert_eq!(ai::alpha_beta_settings(&pos, 2).deeper, 0.0);
    let depths = |level: u32| -> Vec<u32> {
        let limits = SearchLimits { time_ms: None, nodes: Some(100_000), depth: None };
        (0..300)
            .map(|seed| {
                ai::choose_with(&pos, &[], &Config::with_limits(level, limits, seed)).unwrap();
                ai::last_stats().depth
            })
            .collect()
    };
    let level1 = depths(1);
    let deeper = level1.iter().filter(|&&d| d == 2).count();
    assert!(level1.iter().all(|&d| d == 1 || d == 2), "{level1:?}");
    // 30 expected of 300; a binomial's spread is about 5.
    assert!((15..=45).contains(&deeper), "level 1 searched two plies on {deeper} of 300 moves");
    assert!(depths(2).iter().all(|&d| d == 2));
}

#[test]
fn alquerque_levels_follow_their_tuning() {
    // Alquerque's levels (src/games/alquerque/mod.rs, set by its ladder in docs/journal/2026-11-25-strength-tuning.md):
    // levels 2 and 3 both search two plies, level 2 among more moves; level 4 three
    // plies; level 5 searches a fortieth of the budget, so it stays clearly below level 6
    // (on a quarter the two drew each other by repetition).
    use boardgames::games::alquerque::{Alquerque, RuleSet};
    let pos = Alquerque::start(RuleSet::ALFONSO);
    let settings: Vec<_> = (1..=6).map(|level| ai::alpha_beta_settings(&pos, level)).collect();
    let depths: Vec<u32> = settings[..4].iter().map(|s| s.depth).collect();
    assert_eq!(depths, [1, 2, 2, 3]);
    assert!(settings[1].margin > settings[2].margin && settings[1].temperature > settings[2].temperature, "{settings:?}");
    assert_eq!(settings[4].share, 0.025);
    assert!(settings[..4].iter().all(|s| s.share <= settings[4].share), "{settings:?}");
    assert_eq!((settings[5].depth, settings[5].share, settings[5].margin), (64, 1.0, None));
    let budget = 400_000;
    assert_spends_share("alquerque", level_nodes(&pos, 5, budget), budget, 0.025);
}

#[test]
fn monte_carlo_levels_stop_at_their_playouts() {
    // Levels 1-4 of the Monte Carlo games stop at their playouts (src/ai/levels.rs, set
    // by the ladders in docs/journal/2026-11-25-strength-tuning.md) when the budget is far larger: Binary's RAVE table
    // (level 4 on 1500 since the eleventh round) and Zong-Heng's plain table.
    use boardgames::games::{binary::Binary, zonghen::ZongHeng};
    fn playouts<R: SearchHints>(pos: &R) -> Vec<u64> {
        let limits = SearchLimits { time_ms: None, nodes: Some(50_000_000), depth: None };
        (1..=4)
            .map(|level| {
                ai::choose_with(pos, &[], &Config::with_limits(level, limits, 7)).unwrap();
                ai::last_stats().playouts
            })
            .collect()
    }
    assert_eq!(playouts(&Binary::start(8)), [60, 175, 800, 1500]);
    assert_eq!(playouts(&ZongHeng::start(8)), [200, 800, 3000, 10000]);
}
