//! The puzzle generator (issue 32, src/puzzles): it repeats exactly for a seed and node
//! limit; what it outputs reads back, plays legally, and is confirmed by the deeper
//! search and the plain second search; hand-made positions with a known shot are found.

use boardgames::ai::{plain_search, SearchLimits};
use boardgames::puzzles::candidate::{judge, thresholds, unique, value};
use boardgames::puzzles::{generate, judge_position, Puzzle, Settings, Summary};

fn run(game: &str, count: usize, seed: u64, nodes: u64) -> (Vec<String>, Summary) {
    let mut settings = Settings::new(game, count, seed, nodes);
    settings.max_games = 40;
    let mut lines = Vec::new();
    let summary = generate(&settings, &mut |p| lines.push(p.to_line())).expect("the generator runs");
    (lines, summary)
}

/// The plain search to the line's length plus two plies (at most `nodes`) chooses the
/// first move, and the whole solution is legal from the position.
fn second_search_agrees_and_solution_plays(game: &mut dyn boardgames::session::AnyGame, puzzle: &Puzzle, nodes: u64, line: &str) {
    let depth = puzzle.solution.len() as u32 + 2;
    let limits = SearchLimits { time_ms: None, nodes: Some(nodes), depth: Some(depth) };
    let plain = plain_search(|| game.analyse(&limits, 2));
    assert_eq!(plain.lines[0].pv[0], puzzle.solution[0], "{line}");
    for mv in &puzzle.solution {
        // `a/b`: moves accepted alike (docs/puzzles.md); the line goes on from the first.
        let mv = mv.split('/').next().unwrap_or(mv);
        game.play(mv).unwrap_or_else(|e| panic!("{mv} of {line}: {e}"));
    }
}

#[test]
fn the_generator_repeats_exactly_for_a_seed_and_node_limit() {
    // Seeds whose first games hold puzzles, so the test stays short.
    for (game, count, seed) in [("american", 2, 2), ("chess", 1, 1)] {
        let first = run(game, count, seed, 1500);
        assert_eq!(first.0.len(), count, "{game}: {:?}", first.1);
        assert_eq!(run(game, count, seed, 1500), first, "{game}");
    }
}

/// Every puzzle of a seeded sample, read back from its line as the page will read it.
#[test]
fn every_puzzle_is_legal_its_first_move_unique_by_the_margin_and_confirmed_by_the_second_search() {
    let (lines, _) = run("american", 3, 3, 2000);
    assert_eq!(lines.len(), 3);
    for line in &lines {
        let puzzle = Puzzle::from_line(line).expect("a puzzle line reads back");
        assert_eq!(&puzzle.to_line(), line);
        assert_eq!(puzzle.solution.len() % 2, 1, "the line ends on the solver's move: {line}");
        let mut game = boardgames::from_position(&puzzle.game, &puzzle.position, &boardgames::core::Options::none()).unwrap();
        // The deeper search (ten times the generation's nodes) finds the first move unique by the margin.
        let deep = game.analyse(&SearchLimits::nodes(20_000), 2);
        let found = judge(&deep, &thresholds(&puzzle.game)).unwrap_or_else(|| panic!("no clear best move at {line}: {deep:?}"));
        assert_eq!(found.best, puzzle.solution[0], "{line}");
        assert!(unique(&deep, &thresholds(&puzzle.game)));
        assert!(value(deep.lines[0].score) - value(deep.lines[1].score) >= thresholds(&puzzle.game).margin);
        second_search_agrees_and_solution_plays(game.as_mut(), &puzzle, 200_000, line);
    }
}

#[test]
fn an_american_two_for_one_is_found_as_a_shot() {
    // Black gives 15-19; 24x15 is forced; 11 jumps 15 and 23: two for one.
    let settings = Settings::new("american", 1, 1, 5000);
    let puzzle = judge_position(&settings, "B:W23,24,28,29:B8,11,15,16", 40).unwrap().expect("a candidate").expect("verified");
    assert_eq!(puzzle.solution, ["15-19", "24x15", "11x27"]);
    assert!(puzzle.themes.contains(&"shot".to_string()), "{:?}", puzzle.themes);
}

#[test]
fn a_chess_mate_in_one_is_found() {
    // Material level; the back rank is open.
    let settings = Settings::new("chess", 1, 1, 5000);
    let puzzle = judge_position(&settings, "6k1/5ppp/8/8/8/8/r4PPP/1R4K1 w - - 0 1", 40).unwrap().expect("a candidate").expect("verified");
    assert_eq!(puzzle.solution, ["Rb8#"]);
    assert!(puzzle.themes.contains(&"mateIn1".to_string()), "{:?}", puzzle.themes);
    assert!(!puzzle.themes.contains(&"opening".to_string()));
}

#[test]
fn a_shogi_gold_drop_mate_is_a_tsume() {
    // Gote's king on 5a, Sente's pawn on 5c guards 5b; Gote holds a silver and a pawn.
    let settings = Settings::new("shogi", 1, 1, 5000);
    let puzzle = judge_position(&settings, "4k4/9/4P4/9/9/9/9/9/4K4 b Gsp 1", 40).unwrap().expect("a candidate").expect("verified");
    assert_eq!(puzzle.solution, ["G*5b"]);
    for theme in ["mateIn1", "tsume"] {
        assert!(puzzle.themes.contains(&theme.to_string()), "{:?}", puzzle.themes);
    }
}

#[test]
fn a_position_early_in_its_game_is_an_opening_trap() {
    let settings = Settings::new("chess", 1, 1, 5000);
    let puzzle = judge_position(&settings, "6k1/5ppp/8/8/8/8/r4PPP/1R4K1 w - - 0 1", 8).unwrap().unwrap().unwrap();
    assert!(puzzle.themes.contains(&"opening".to_string()), "{:?}", puzzle.themes);
}

#[test]
fn the_start_position_and_a_position_already_won_are_no_candidates() {
    let settings = Settings::new("chess", 1, 1, 5000);
    assert_eq!(judge_position(&settings, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0).unwrap(), None);
    // Mate in one, but a rook up whatever White plays: decided already.
    assert_eq!(judge_position(&settings, "6k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1", 40).unwrap(), None);
}

#[test]
fn a_puzzle_line_reads_back_with_options_and_a_move_holding_a_space() {
    let p = Puzzle {
        game: "alquerque".into(),
        options: "huffing=true".into(),
        position: "W:Wa1:Bb3".into(),
        solution: vec!["hb3 c3-d4".into(), "a5-b4".into(), "a1-a2".into()],
        rating: 1250,
        themes: vec!["shot".into(), "endgame".into()],
    };
    let line = p.to_line();
    assert_eq!(line, "alquerque|huffing=true|W:Wa1:Bb3|hb3_c3-d4 a5-b4 a1-a2|1250|shot,endgame");
    assert_eq!(Puzzle::from_line(&line), Ok(p));
    assert!(Puzzle::from_line("chess||8/8/8/8/8/8/8/8 w - - 0 1||1000|").is_err());
    assert!(Puzzle::from_line("chess|x|y").is_err());
}

#[test]
fn a_plain_search_leaves_the_default_search_as_it_was() {
    let game = boardgames::new_game("chess", &boardgames::core::Options::none()).unwrap();
    let limits = SearchLimits::nodes(20_000);
    let before = game.analyse(&limits, 2);
    let plain = plain_search(|| game.analyse(&limits, 2));
    assert_eq!(game.analyse(&limits, 2), before);
    // Without the pruning the same nodes reach less deep.
    assert!(plain.depth < before.depth, "plain {} default {}", plain.depth, before.depth);
}

/// The shipped set in data/puzzles/*.txt, whole: every line reads back, its whole solution
/// is legal, and the plain second search confirms its first move again.
#[test]
fn the_set_in_data_puzzles_is_legal_and_confirmed_by_the_second_search() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/puzzles");
    let (mut files, mut puzzles) = (0, 0);
    for entry in std::fs::read_dir(&dir).expect("data/puzzles") {
        let path = entry.unwrap().path();
        // The runs' log (data/puzzles/runs.log) and the generator's passing files are no puzzles.
        if path.extension().is_none_or(|e| e != "txt") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        files += 1;
        for line in text.lines() {
            let puzzle = Puzzle::from_line(line).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let options = boardgames::puzzles::format::parse_options(&puzzle.options).unwrap();
            let mut game = boardgames::from_position(&puzzle.game, &puzzle.position, &options).unwrap();
            // The generator's cap: 100 times its --nodes (5000).
            second_search_agrees_and_solution_plays(game.as_mut(), &puzzle, 500_000, line);
            puzzles += 1;
        }
    }
    assert!(files >= 4);
    assert!(puzzles >= 100, "{puzzles} puzzles");
}
