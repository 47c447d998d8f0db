//! Deterministic limits (issue 14): without a time limit, the same position, limits,
//! level and seed give the same move in every game, whatever ran before and however
//! busy the machine is; a node budget bounds the search; the seed drives the levels'
//! deliberate noise.

mod common;

use boardgames::ai::rng::Rng;
use boardgames::ai::{self, SearchLimits};
use boardgames::core::Options;
use boardgames::session::AnyGame;
use common::random_game;

fn chosen(game: &dyn AnyGame, level: u32, limits: &SearchLimits, seed: u64) -> Option<String> {
    game.best_move_with(level, limits, Some(seed)).map(|m| m.notation)
}

#[test]
fn same_position_limits_level_and_seed_give_the_same_move_in_every_game() {
    let mut rng = Rng::new(14);
    let limits = SearchLimits::nodes(4000);
    for info in boardgames::catalog() {
        for plies in [0, 6 + rng.below(12)] {
            let game = random_game(info.id, plies, &mut rng);
            for level in 1..=6 {
                let first = chosen(game.as_ref(), level, &limits, 99);
                // A timed search in between keeps its table for the next one: a clock-free
                // search must not use it.
                game.best_move(6, 20);
                let again = chosen(game.as_ref(), level, &limits, 99);
                assert_eq!(first, again, "{} level {level} at {}", info.id, game.position());
            }
        }
    }
}

#[test]
fn a_depth_limit_alone_repeats_in_every_game() {
    for info in boardgames::catalog() {
        let game = boardgames::new_game(info.id, &Options::none()).unwrap();
        let limits = SearchLimits::depth(3);
        let first = chosen(game.as_ref(), 6, &limits, 5);
        assert!(first.is_some(), "{}", info.id);
        assert_eq!(first, chosen(game.as_ref(), 6, &limits, 5), "{}", info.id);
    }
}

#[test]
fn a_node_limit_gives_the_same_move_under_load() {
    // Three searches at once on two cores: each is slowed down, none may change its move.
    let cases = [("international", 8), ("chess", 5), ("shogi", 4), ("zonghen", 10), ("binary", 6)];
    let alone: Vec<Option<String>> = cases
        .iter()
        .map(|&(id, plies)| chosen(random_game(id, plies, &mut Rng::new(3)).as_ref(), 6, &SearchLimits::nodes(60_000), 1))
        .collect();
    let busy: Vec<Vec<Option<String>>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..3)
            .map(|_| {
                scope.spawn(|| {
                    cases
                        .iter()
                        .map(|&(id, plies)| chosen(random_game(id, plies, &mut Rng::new(3)).as_ref(), 6, &SearchLimits::nodes(60_000), 1))
                        .collect()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for moves in busy {
        assert_eq!(moves, alone);
    }
}

#[test]
fn a_node_budget_bounds_the_alpha_beta_search() {
    for id in ["american", "international", "chess", "shogi", "alquerque"] {
        let game = random_game(id, 4, &mut Rng::new(8));
        game.best_move_with(6, &SearchLimits::nodes(7_000), Some(0)).unwrap();
        let stats = ai::last_stats();
        assert!(stats.nodes > 0 && stats.nodes <= 7_000, "{id}: {} nodes", stats.nodes);
    }
}

#[test]
fn the_seed_drives_the_noise_of_low_levels() {
    let game = boardgames::new_game("russian", &Options::none()).unwrap();
    let mut seen: Vec<String> = Vec::new();
    for seed in 0..40 {
        let mv = chosen(game.as_ref(), 1, &SearchLimits::nodes(2_000), seed).unwrap();
        if !seen.contains(&mv) {
            seen.push(mv);
        }
    }
    assert!(seen.len() >= 3, "level 1 played only {seen:?} over 40 seeds");
}

#[test]
fn limits_combine_and_the_first_reached_stops() {
    // A tiny node budget stops a search that has plenty of time and depth.
    let game = boardgames::new_game("chess", &Options::none()).unwrap();
    let limits = SearchLimits { time_ms: Some(60_000), nodes: Some(500), depth: Some(30) };
    let start = ai::now_ms();
    game.best_move_with(6, &limits, Some(0)).unwrap();
    assert!(ai::last_stats().nodes <= 500);
    assert!(ai::now_ms() - start < 5_000.0);
    // A shallow depth stops a search with a large node budget.
    let limits = SearchLimits { time_ms: None, nodes: Some(50_000_000), depth: Some(2) };
    game.best_move_with(6, &limits, Some(0)).unwrap();
    assert_eq!(ai::last_stats().depth, 2);
}
