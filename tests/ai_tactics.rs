//! The computer player finds wins in one and winning captures at every level above
//! 1, never hangs a man for nothing from level 3 on, and its search (alpha-beta and
//! Monte Carlo) prefers the winning move by itself. Positions in PDN FEN.

use boardgames::ai::mcts::{self, MctsLimits};
use boardgames::ai::{self, Config, Limits, SearchLimits, SearchMethod};
use boardgames::core::{Options, Rules};
use boardgames::games::draughts::{self, DMove, Draughts};
use boardgames::games::incorrect_checkers;

fn position(id: &str, fen: &str) -> Draughts {
    let opts = Options::none().resolve(id, &draughts::variants::options(id)).unwrap();
    draughts::read(id, fen, &opts).unwrap()
}

fn notation(pos: &Draughts, mv: &DMove) -> String {
    let mut legal = Vec::new();
    pos.generate(&mut legal);
    pos.describe(mv, &legal).notation
}

/// Every level from 2 to 6, both searches, several seeds: the move played is `expected`.
fn assert_found(id: &str, fen: &str, expected: &str) {
    let pos = position(id, fen);
    for level in 2..=6 {
        for method in [SearchMethod::AlphaBeta, SearchMethod::MonteCarlo] {
            for seed in 0..4 {
                let config = Config { method: Some(method), ..Config::new(level, 200, seed) };
                let mv = ai::choose_with(&pos, &[pos.hash()], &config).unwrap();
                assert_eq!(notation(&pos, &mv), expected, "{id} level {level} {method:?} seed {seed}");
            }
        }
    }
}

/// The search alone (no win-in-one shortcut) prefers `expected`.
fn assert_search_prefers(id: &str, fen: &str, expected: &str) {
    let pos = position(id, fen);
    let limits = Limits { max_depth: 3, time_ms: Some(5_000), max_nodes: 0, fresh_table: true, until_deadline: false };
    let found = ai::search(&pos, &[], &limits, None);
    assert_eq!(notation(&pos, &found.best.unwrap()), expected, "{id}: alpha-beta");
    let result = mcts::search(&pos, &MctsLimits { time_ms: Some(5_000), max_playouts: 3_000, ..MctsLimits::default() }, 1);
    let most = result.roots.iter().max_by_key(|r| r.rank()).unwrap();
    assert_eq!(
        notation(&pos, &most.mv),
        expected,
        "{id}: monte carlo {:?}",
        result.roots.iter().map(|r| (r.visits, r.proven)).collect::<Vec<_>>()
    );
}

// Russian: capture choice is free. c3 takes d4 and f6 (the last black pieces) and
// wins; e3 takes d4 only.
const RUSSIAN_WINNING_CAPTURE: &str = "W:Wc3,e3:Bd4,f6";

// American: 24-27 leaves White's man on 32 blocked (27 and 28 occupied, 23 behind 27
// occupied): a win without a capture. 23-27 would let it capture, 23-26 lets it move.
const AMERICAN_BLOCKING_WIN: &str = "B:W32:B23,24,28";

// American: Black's 14-18 hangs a man to 23x14; 1-5, 1-6 and 14-17 are safe.
const AMERICAN_HANGING_MAN: &str = "B:W23,32:B1,14";

#[test]
fn winning_capture_of_the_last_pieces_is_found_at_every_level_above_one() {
    assert_found("russian", RUSSIAN_WINNING_CAPTURE, "c3:e5:g7");
}

#[test]
fn blocking_win_in_one_is_found_at_every_level_above_one() {
    assert_found("american", AMERICAN_BLOCKING_WIN, "24-27");
}

#[test]
fn search_alone_prefers_the_win_in_one() {
    assert_search_prefers("russian", RUSSIAN_WINNING_CAPTURE, "c3:e5:g7");
    assert_search_prefers("american", AMERICAN_BLOCKING_WIN, "24-27");
}

#[test]
fn level_three_and_up_never_hang_a_man() {
    let pos = position("american", AMERICAN_HANGING_MAN);
    for level in 3..=6 {
        for seed in 0..12 {
            let mv = ai::choose_with(&pos, &[pos.hash()], &Config::new(level, 200, seed)).unwrap();
            assert_ne!(notation(&pos, &mv), "14-18", "level {level} seed {seed}");
        }
    }
}

#[test]
fn levels_one_and_two_seldom_hang_a_man() {
    // Beatable, but not by a blunder every move (issue 14): over 100 seeds level 1
    // hangs the man at most 5 times, level 2 at most once. The levels before the
    // calibration (a softmax over every root move at temperature 120 and 50) hung it
    // 10 and 2 times; these hang it 0 and 0.
    let pos = position("american", AMERICAN_HANGING_MAN);
    for (level, most) in [(1, 5), (2, 1)] {
        let hung = (0..100)
            .filter(|&seed| {
                let config = Config::with_limits(level, SearchLimits::nodes(20_000), seed);
                let mv = ai::choose_with(&pos, &[pos.hash()], &config).unwrap();
                notation(&pos, &mv) == "14-18"
            })
            .count();
        assert!(hung <= most, "level {level} hung the man {hung} times in 100");
    }
}

// Incorrect Checkers, White to move: one-ply scores from +2 down to -52 (rows of the
// race count 10); 14 of the 24 moves lose more than a move's worth and a half.
const INCORRECT_SPREAD: &str = "W:Bc1,e1,g1,b2,g3,b4,d4,a5,c5,b6,c7,b8:Wd1,g2,f3,a4,g4,a6,e6,g6,b7,c8,e8,g8";

#[test]
fn incorrect_checkers_level_one_keeps_to_moves_near_the_best_in_its_own_units() {
    // The levels' margins count a man as 100; this game's evaluation counts a move's
    // worth of race as 30 (`SearchHints::eval_unit`). Level 1's margin of 1.5 units is 45
    // here: it varies its moves but never drops more than that behind its best. With
    // the margin taken as 150 (unit 100) it played one of them from seed 0.
    let pos = incorrect_checkers::read(INCORRECT_SPREAD).unwrap();
    let limits = Limits { max_depth: 1, time_ms: None, max_nodes: 100_000, fresh_table: true, until_deadline: false };
    let scored = ai::search(&pos, &[], &limits, Some(100_000));
    assert!(scored.roots.iter().filter(|r| r.1 < scored.score - 45).count() >= 10, "{:?}", scored.roots);
    let mut played = Vec::new();
    for seed in 0..100 {
        let config = Config::with_limits(1, SearchLimits::nodes(20_000), seed);
        let mv = ai::choose_with(&pos, &[pos.hash()], &config).unwrap();
        let score = scored.roots.iter().find(|r| r.0 == mv).unwrap().1;
        assert!(score >= scored.score - 45, "seed {seed}: a move scoring {score} against the best {}", scored.score);
        if !played.contains(&mv) {
            played.push(mv);
        }
    }
    assert!(played.len() >= 2, "level 1 always played the same move");
}

#[test]
fn majority_capture_is_the_only_move_and_is_played() {
    // International: 28x8 (two men) is compulsory over 28x17 (one); every level plays it.
    let pos = position("international", "W:W28,39:B22,23,13");
    let mut legal = Vec::new();
    pos.generate(&mut legal);
    assert_eq!(legal.len(), 1);
    for level in 1..=6 {
        let mv = ai::choose_with(&pos, &[], &Config::new(level, 100, 3)).unwrap();
        assert_eq!(mv, legal[0]);
    }
}

#[test]
fn losing_side_repeats_the_position_for_a_draw() {
    // American: White's lone king against three kings. After 18-22 4-8 22-18 8-4 the
    // start stands again; 18-22 now brings back a position of the game's history (a
    // draw by repetition in prospect), every other move keeps a lost ending.
    let mut game = boardgames::from_position("american", "W:WK18:BK1,K3,K4", &Options::none()).unwrap();
    for mv in ["18-22", "4-8", "22-18", "8-4"] {
        game.play(mv).unwrap();
    }
    let chosen = game.best_move(6, 300).unwrap();
    assert_eq!(chosen.notation, "18-22");
}
