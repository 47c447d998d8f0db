//! The puzzle generator (issue 32, src/puzzles): it repeats exactly for a seed and node
//! limit; what it outputs reads back, plays legally, and is confirmed by the deeper
//! search and the plain second search; hand-made positions with a known shot are found.

use boardgames::ai::{plain_search, SearchLimits};
use boardgames::puzzles::annotate::annotate;
use boardgames::puzzles::candidate::{judge, thresholds, unique, value};
use boardgames::puzzles::exact_puzzles::{confirms, is_exact_game};
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

/// The shipped set in data/puzzles/*.txt: every line reads back and its whole solution is
/// legal, every listed alternative too; the second search (the plain search, or for
/// Zong-Heng and Binary the exact solver's second run) confirms the first move of every
/// puzzle of a seeded sample of `SAMPLE` a game (the whole set, some 3,900 puzzles, takes
/// minutes).
#[test]
fn the_set_in_data_puzzles_is_legal_and_confirmed_by_the_second_search() {
    const SAMPLE: usize = 30;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/puzzles");
    let (mut files, mut puzzles, mut confirmed) = (0, 0, 0);
    for entry in std::fs::read_dir(&dir).expect("data/puzzles") {
        let path = entry.unwrap().path();
        // The runs' log (data/puzzles/runs.log) and the generator's passing files are no puzzles.
        if path.extension().is_none_or(|e| e != "txt") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        files += 1;
        let lines: Vec<&str> = text.lines().collect();
        // Seeded: the same sample every run, spread over the file.
        let stride = lines.len().div_ceil(SAMPLE).max(1);
        let offset = 7 % stride;
        for (i, line) in lines.iter().enumerate() {
            let puzzle = Puzzle::from_line(line).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let options = boardgames::puzzles::format::parse_options(&puzzle.options).unwrap();
            let mut game = boardgames::from_position(&puzzle.game, &puzzle.position, &options).unwrap();
            let sampled = i % stride == offset;
            if is_exact_game(&puzzle.game) {
                if sampled {
                    let mut settings = Settings::new(&puzzle.game, 1, 1, 5000);
                    settings.options = puzzle.options.clone();
                    let answers: Vec<String> = puzzle.solution[0].split('/').map(str::to_string).collect();
                    assert!(confirms(&settings, &puzzle.position, &answers).unwrap(), "{line}");
                    confirmed += 1;
                }
                plays_with_its_alternatives(game.as_mut(), &puzzle, line);
            } else if sampled {
                // The generator's cap: 100 times its --nodes (5000).
                second_search_agrees_and_solution_plays(game.as_mut(), &puzzle, 500_000, line);
                confirmed += 1;
            } else {
                plays_with_its_alternatives(game.as_mut(), &puzzle, line);
            }
            puzzles += 1;
        }
    }
    assert!(files >= 4);
    assert!(puzzles >= 100, "{puzzles} puzzles");
    assert!(confirmed >= files, "{confirmed} confirmed");
}

/// The whole solution plays, and every alternative listed (`a/b`) is legal where it stands.
fn plays_with_its_alternatives(game: &mut dyn boardgames::session::AnyGame, puzzle: &Puzzle, line: &str) {
    for accepted in &puzzle.solution {
        let mut moves = accepted.split('/');
        let own = moves.next().unwrap();
        for alt in moves {
            game.play(alt).unwrap_or_else(|e| panic!("alternative {alt} of {line}: {e}"));
            game.undo();
        }
        game.play(own).unwrap_or_else(|e| panic!("{own} of {line}: {e}"));
    }
}

/// Zong-Heng and Binary: the exact generator repeats for a seed, and each of its puzzles
/// is confirmed by the second, independent run of the solver (no table, the other move
/// order): the listed answers win, and no other move does.
#[test]
fn the_exact_games_puzzles_repeat_and_are_confirmed_by_the_second_run() {
    for game in ["zonghen", "binary"] {
        let mut settings = Settings::new(game, 2, 1, 2000);
        settings.max_games = 30;
        let mut lines = Vec::new();
        generate(&settings, &mut |p| lines.push(p.to_line())).unwrap();
        assert!(!lines.is_empty(), "{game}: no puzzle in 30 games");
        let mut again = Vec::new();
        generate(&settings, &mut |p| again.push(p.to_line())).unwrap();
        assert_eq!(again, lines, "{game}");
        for line in &lines {
            let puzzle = Puzzle::from_line(line).unwrap();
            let answers: Vec<String> = puzzle.solution[0].split('/').map(str::to_string).collect();
            assert!(confirms(&settings, &puzzle.position, &answers).unwrap(), "{line}");
            let mut g = boardgames::from_position(game, &puzzle.position, &boardgames::core::Options::none()).unwrap();
            plays_with_its_alternatives(g.as_mut(), &puzzle, line);
        }
    }
}

/// The exact solver's two configurations agree with each other and with the game's end:
/// a Zong-Heng position one push from the end, solved both ways.
#[test]
fn the_exact_solver_agrees_with_itself_and_with_the_end_of_the_game() {
    let puzzle =
        Puzzle::from_line("zonghen||1wwwwwww/bwbbbwbw/bwwwbwww/bwbbbwbb/bbbwwwww/bwbbwbbw/bbbwwbbb/bwbbbwbw w 0 1|b8<|1040|endgame,winIn1")
            .unwrap();
    let settings = Settings::new("zonghen", 1, 1, 2000);
    assert!(confirms(&settings, &puzzle.position, &["b8<".to_string()]).unwrap());
    // Claiming a wrong answer set is refused (the solution with another legal move).
    let mut game = boardgames::from_position("zonghen", &puzzle.position, &boardgames::core::Options::none()).unwrap();
    let other = game.legal_moves().into_iter().map(|m| m.notation).find(|n| n != "b8<").unwrap();
    assert!(!confirms(&settings, &puzzle.position, &["b8<".to_string(), other]).unwrap());
    game.play("b8<").unwrap();
    // The game ends with White's win: the solver's side.
    let _ = game.legal_moves();
    let outcome = game.outcome().or_else(|| {
        // Passes until neither side can move.
        while game.outcome().is_none() && game.legal_moves().len() == 1 {
            let only = game.legal_moves()[0].notation.clone();
            game.play(&only).unwrap();
        }
        game.outcome()
    });
    assert_eq!(outcome.and_then(|o| o.winner), Some(boardgames::core::Side::Second));
}

/// Incorrect Checkers is a race: its puzzles are proven wins of the race with one
/// winning move, found by the generator (it found none with the material thresholds).
#[test]
fn incorrect_checkers_puzzles_are_race_wins() {
    let (lines, summary) = run("incorrect-checkers", 2, 1, 3000);
    assert_eq!(lines.len(), 2, "{summary:?}");
    for line in &lines {
        assert!(line.contains("winIn"), "{line}");
    }
}

/// `--annotate`: a won line gets the other moves that win as fast, each confirmed by the
/// plain search; a material line and an exact game's line are left as they are.
#[test]
fn annotate_adds_the_moves_that_win_as_fast_and_nothing_else() {
    let won = "american||B:WK4,K14:BK3,K7:C2,2|7-10 14x7 3x10 4-8 10-7 8-3 7-11 3-8 11x4|2000|shot,endgame,winIn5";
    let annotated = annotate(won, 5000).unwrap();
    let puzzle = Puzzle::from_line(&annotated).unwrap();
    assert_eq!(puzzle.solution[4], "10-7/10-15", "{annotated}");
    // The alternative wins as fast: after it, the plain search finds White lost within the line's plies.
    let mut game = boardgames::from_position("american", &puzzle.position, &boardgames::core::Options::none()).unwrap();
    for mv in ["7-10", "14x7", "3x10", "4-8", "10-15"] {
        game.play(mv).unwrap();
    }
    let limits = SearchLimits { time_ms: None, nodes: Some(500_000), depth: Some(6) };
    let plain = plain_search(|| game.analyse(&limits, 1));
    assert!(matches!(plain.lines[0].score, boardgames::ai::Score::Loss { loss } if loss <= 4), "{plain:?}");
    let material = "american||B:W23,24,28,29:B8,11,15,16|15-19 24x15 11x27|1450|shot,endgame";
    assert_eq!(annotate(material, 5000).unwrap(), material);
    assert_eq!(annotate(&annotated, 5000).unwrap(), annotated, "annotating twice adds nothing");
}
