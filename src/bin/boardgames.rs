//! Command line: `perft`, `divide`, `bench`, `play`, the computer player's `match`
//! and `ai-bench`, `slow-positions`, and the draughts endgame tables (`egdb`), over any game (tests and benchmarks).

use std::process::ExitCode;
use std::time::Instant;

use boardgames::ai::{self, rng::Rng, SearchLimits};
use boardgames::core::{Options, Side};
use boardgames::learn::data::random_plies;
use boardgames::session::AnyGame;

struct Args {
    verb: String,
    flags: Vec<(String, String)>,
}

impl Args {
    fn parse() -> Args {
        let mut it = std::env::args().skip(1);
        let verb = it.next().unwrap_or_default();
        let mut flags = Vec::new();
        let rest: Vec<String> = it.collect();
        let mut i = 0;
        while i < rest.len() {
            let key = rest[i].trim_start_matches("--").to_string();
            let value = rest.get(i + 1).filter(|v| !v.starts_with("--")).cloned();
            i += if value.is_some() { 2 } else { 1 };
            flags.push((key, value.unwrap_or_else(|| "true".to_string())));
        }
        Args { verb, flags }
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.flags.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    fn number(&self, key: &str, default: usize) -> usize {
        self.get(key).and_then(|v| v.parse().ok()).unwrap_or(default)
    }
}

fn open(args: &Args) -> Result<Box<dyn AnyGame>, String> {
    let id = args.get("game").unwrap_or("american");
    let options = match args.get("options") {
        Some(text) => parse_options(text)?,
        None => Options::none(),
    };
    match args.get("fen").or(args.get("position")) {
        Some(text) => boardgames::from_position(id, text, &options),
        None => boardgames::new_game(id, &options),
    }
    .map_err(|e| e.to_string())
}

/// `name=value,name=value` (true/false, integers, or text).
fn parse_options(text: &str) -> Result<Options, String> {
    boardgames::puzzles::format::parse_options(text)
}

/// What `--help` prints, and any unknown verb gets.
const USAGE: &str = "usage: boardgames perft|divide|bench|play|rules|match|egdb|learn-eval|ai-bench|slow-positions|puzzles|serve|help --game ID [--depth N] [--fen TEXT] [--options k=v,...]\n  \
    match --game ID|all [--a 6] [--b 3] [--games 20] [--time-ms 200] [--nodes N] [--depth N] [--seed 1] [--max-plies 400] [--verbose] [--egdb DIR] [--endgame PIECES] [--learned FILE]\n  \
    egdb --game ID [--pieces 3] [--out data/egdb/ID]  (endgame tables, docs/egdb.md)\n  \
    learn-eval --game ID --out FILE [--positions 20000] [--seed 1] [--nodes 1000] [--every 1] [--label-nodes 0] [--teacher FILE] [--mix 1] [--label-k K] [--region 4x4[+kings][+material][+dense]] [--epochs 300] [--l2 0.001] [--rate 1] [--data FILE[,FILE...]] [--egdb DIR]  (docs/learned-eval.md)\n  \
    serve  (line protocol on standard input for tools/match: see `serve`)\n  \
    ai-bench --game ID|all [--time-ms 1000] [--nodes N] [--depth N] [--positions 4] [--learned FILE]  (BOARDGAMES_LEARNED=off: hand-set)\n  \
    slow-positions --game ID|all [--seed 1] [--samples 500] [--climbs 4] [--steps 300] [--overfull] [--verbose]\n  \
    puzzles --game ID [--count 10] [--seed 1] [--nodes 20000] [--max-games N] [--options k=v,...] [--position TEXT [--ply 40]] [--annotate FILE]  (docs/puzzles.md)\n  \
    (search limits combine, the first reached stops; without --time-ms, nodes and depth repeat exactly)";

fn run(args: &Args) -> Result<(), String> {
    // `--help` anywhere prints the usage and runs nothing: before it did, `learn-eval --help`
    // ran a whole default fit.
    if matches!(args.verb.as_str(), "help" | "--help" | "-h") || args.get("help").is_some() {
        println!("{USAGE}");
        return Ok(());
    }
    match args.verb.as_str() {
        "perft" => {
            let game = open(args)?;
            let depth = args.number("depth", 5);
            for d in 1..=depth {
                let t = Instant::now();
                let n = game.perft(d);
                let s = t.elapsed().as_secs_f64();
                println!("perft {d} {n} ({:.3} s, {:.0} nodes/s)", s, n as f64 / s.max(1e-9));
            }
            Ok(())
        }
        "divide" => {
            let game = open(args)?;
            let depth = args.number("depth", 3);
            let mut total = 0;
            for (mv, n) in game.divide(depth) {
                println!("{mv} {n}");
                total += n;
            }
            println!("total {total}");
            Ok(())
        }
        "bench" => {
            let game = open(args)?;
            let depth = args.number("depth", 8);
            let t = Instant::now();
            let n = game.perft(depth);
            let s = t.elapsed().as_secs_f64();
            println!(
                "{} perft({depth}) = {n}: {:.3} s, {:.2} M nodes/s native (last ply counted in bulk)",
                game.id(),
                s,
                n as f64 / s / 1e6
            );
            Ok(())
        }
        "rules" => {
            let game = open(args)?;
            for t in game.rules_text() {
                println!("- {}\n  {}", t.en, t.ja);
            }
            Ok(())
        }
        "play" => {
            let mut game = open(args)?;
            for mv in args.get("moves").unwrap_or("").split_whitespace() {
                game.play(mv).map_err(|e| e.to_string())?;
            }
            println!("{}", game.position());
            Ok(())
        }
        "match" => play_match(args),
        "serve" => serve(),
        "ai-bench" => ai_bench(args),
        "slow-positions" => slow_positions(args),
        "puzzles" => puzzles(args),
        "egdb" => egdb(args),
        "learn-eval" => learn_eval(args),
        _ => Err(USAGE.into()),
    }
}

/// The game ids a verb runs over: one, or every game of the catalog for `all`.
fn game_ids(args: &Args) -> Vec<String> {
    match args.get("game") {
        Some("all") => boardgames::catalog().iter().map(|g| g.id.to_string()).collect(),
        Some(id) => vec![id.to_string()],
        None => vec!["american".to_string()],
    }
}

/// The `--options` of a command (none by default).
fn match_options(args: &Args) -> Result<Options, String> {
    match args.get("options") {
        Some(text) => parse_options(text),
        None => Ok(Options::none()),
    }
}

fn open_id(args: &Args, id: &str) -> Result<Box<dyn AnyGame>, String> {
    let options = match_options(args)?;
    boardgames::new_game(id, &options).map_err(|e| e.to_string())
}

/// An opening is kept only if a short search does not find one side clearly ahead
/// (random plies can hand over a man, and in Turkish even a king); a forced reply
/// is not judged: the opening is drawn again.
fn balanced(game: &dyn AnyGame, clock_free: bool) -> bool {
    // A match that must repeat judges its openings by nodes, not time.
    let judged = if clock_free { game.best_move_with(6, &SearchLimits::nodes(50_000), Some(0)) } else { game.best_move(6, 50) };
    if judged.is_none() {
        return false;
    }
    let s = ai::last_stats();
    match (s.nodes, s.playouts) {
        (0, _) => false,
        (_, 0) => s.score.abs() < 60,
        _ => (s.score - 500).abs() < 200,
    }
}

/// `match`: level A against level B, colours alternating, each random (balanced)
/// opening played once with each colour; the game's own draw rules apply, and a game
/// reaching the ply cap counts as a draw.
fn play_match(args: &Args) -> Result<(), String> {
    let a = args.number("a", 6) as u32;
    let b = args.number("b", 3) as u32;
    let games = args.number("games", 20);
    let limits = search_limits(args, 200)?;
    let clock_free = limits.is_clock_free();
    let seed = args.number("seed", 1) as u64;
    let max_plies = args.number("max-plies", 400);
    let verbose = args.get("verbose").is_some();
    let endgame = args.get("endgame").map(|_| args.number("endgame", 6) as u8);
    for id in game_ids(args) {
        let tables = match args.get("egdb") {
            Some(dir) => Some(load_tables(args, &id, dir)?),
            None => None,
        };
        let learned = match args.get("learned") {
            Some(file) => Some(install_learned(args, &id, file)?),
            None => None,
        };
        let t = Instant::now();
        let (mut wins, mut draws, mut losses, mut plies_total) = (0, 0, 0, 0);
        let mut opening: Vec<String> = Vec::new();
        for g in 0..games {
            let mut game = open_id(args, &id)?;
            if let Some(pieces) = endgame {
                // `--endgame N`: a random position of N pieces, played once with each colour.
                if g % 2 == 0 {
                    let mut rng = Rng::new(seed.wrapping_mul(1_000_003) ^ (g / 2) as u64);
                    loop {
                        let text = endgame_position(args, &id, pieces, &mut rng)?;
                        game = boardgames::from_position(&id, &text, &match_options(args)?).map_err(|e| e.to_string())?;
                        // Not judged balanced: each colour is played once, and unequal
                        // material is where the tables matter (a win to convert or to hold off).
                        if game.outcome().is_none() {
                            opening = vec![text];
                            break;
                        }
                    }
                } else {
                    game = boardgames::from_position(&id, &opening[0], &match_options(args)?).map_err(|e| e.to_string())?;
                }
            } else if g % 2 == 0 {
                let mut rng = Rng::new(seed.wrapping_mul(1_000_003) ^ (g / 2) as u64);
                let mut tries = 0;
                loop {
                    let plies = 2 + rng.below(3);
                    if random_plies(game.as_mut(), plies, &mut rng)? && balanced(game.as_ref(), clock_free) || tries > 20 {
                        break;
                    }
                    game = open_id(args, &id)?;
                    tries += 1;
                }
                opening = game.history();
            } else {
                // The second game of a pair replays the first one's opening.
                for mv in &opening {
                    game.play(mv).map_err(|e| e.to_string())?;
                }
            }
            let a_side = if g % 2 == 0 { Side::First } else { Side::Second };
            let mut plies = game.history().len();
            while game.outcome().is_none() && plies < max_plies {
                let level = if game.turn() == a_side { a } else { b };
                // `--egdb DIR`: the endgame tables probed by A only (the old search plays B).
                if tables.is_some() {
                    boardgames::egdb::loaded::set_enabled(game.turn() == a_side);
                }
                // `--learned FILE`: the learned evaluation for A only.
                if learned.is_some() {
                    boardgames::learn::installed::set_enabled(game.turn() == a_side);
                }
                // Without a time limit every move is seeded, so the whole match repeats.
                let move_seed = clock_free.then_some(seed ^ ((g as u64) << 32) ^ plies as u64);
                let mv = game.best_move_with(level, &limits, move_seed).ok_or("no move while the game goes on")?;
                game.play(&mv.notation).map_err(|e| format!("{id}: computer move {} rejected: {e}", mv.notation))?;
                plies += 1;
            }
            plies_total += plies;
            let outcome = game.outcome();
            let (result, reason) = match &outcome {
                Some(o) => match o.winner {
                    Some(w) if w == a_side => ("win", o.reason.code()),
                    Some(_) => ("loss", o.reason.code()),
                    None => ("draw", o.reason.code()),
                },
                None => ("draw", "ply-cap"),
            };
            match result {
                "win" => wins += 1,
                "loss" => losses += 1,
                _ => draws += 1,
            }
            if verbose {
                let colour = if a_side == Side::First { "first" } else { "second" };
                println!("{id} game {}: A (level {a}) moving {colour}: {result} ({reason}) after {plies} plies", g + 1);
                println!("  {}", game.history().join(" "));
            }
        }
        if let Some(pieces) = tables {
            println!("{id}: A probed the endgame tables of up to {pieces} pieces, B did not");
        }
        if let Some(file) = learned {
            println!("{id}: A evaluated with the learned evaluation {file}, B with the hand-set one");
        }
        let score = if games > 0 { (wins as f64 + draws as f64 / 2.0) / games as f64 * 100.0 } else { 0.0 };
        println!(
            "{id}: level {a} vs level {b}, {games} games at {}: +{wins} ={draws} -{losses}, score {score:.1}% \
             ({:.0} plies/game, {:.0} s)",
            describe(&limits),
            plies_total as f64 / games.max(1) as f64,
            t.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// `serve`: a line protocol for the match tools (tools/match), so another program
/// can play this engine against an independent one or against another build of it.
/// Each command is one line of whitespace-separated words and gets one line back:
///   `state GAME [MOVES...]` -> `turn first|second | outcome none|first|second|draw REASON | MOVE...`
///     (the legal moves of the position after MOVES, each `notation,from,to,promotion`
///     with `-` for a missing part; `|` separates the fields; a space inside a
///     notation, as in a huff, travels as `_` both ways)
///   `go GAME LEVEL NODES DEPTH SEED [MOVES...]` -> `bestmove MOVE nodes N depth D score S`
///     (NODES, DEPTH 0: no such limit; without any limit 1 s; SEED makes it repeat)
///   `quit` ends; an error gives `error TEXT` and the loop goes on.
/// The protocol and `AnyGame` are all it uses, so this file also builds against an
/// older library (tools/match/match.py builds the old version that way).
fn serve() -> Result<(), String> {
    use std::io::{BufRead, Write};
    learned_from_environment()?;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.first() == Some(&"quit") {
            break;
        }
        let reply = serve_command(&words).unwrap_or_else(|e| format!("error {e}"));
        writeln!(out, "{reply}").and_then(|_| out.flush()).map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn serve_command(words: &[&str]) -> Result<String, String> {
    let replay = |id: &str, moves: &[&str]| -> Result<Box<dyn AnyGame>, String> {
        let mut game = boardgames::new_game(id, &Options::none()).map_err(|e| e.to_string())?;
        for mv in moves {
            game.play(&mv.replace('_', " ")).map_err(|e| format!("{mv}: {e}"))?;
        }
        Ok(game)
    };
    // A move's notation may hold a space (alquerque's huff "hb3 c3-d4"): `_` on the wire.
    let word = |notation: &str| notation.replace(' ', "_");
    let number = |w: Option<&&str>| -> Result<u64, String> { w.ok_or("missing number")?.parse::<u64>().map_err(|e| e.to_string()) };
    let side = |s: Side| if s == Side::First { "first" } else { "second" };
    match words.first() {
        Some(&"state") => {
            let game = replay(words.get(1).ok_or("state GAME [MOVES...]")?, &words[2.min(words.len())..])?;
            let outcome = match game.outcome() {
                None => "none".to_string(),
                Some(o) => format!("{} {}", o.winner.map_or("draw", side), o.reason.code()),
            };
            let cell = |c: Option<usize>| c.map_or("-".to_string(), |c| c.to_string());
            let moves: Vec<String> = game
                .legal_moves()
                .iter()
                .map(|m| format!("{},{},{},{}", word(&m.notation), cell(m.from), cell(m.to), m.promotion.as_deref().unwrap_or("-")))
                .collect();
            Ok(format!("turn {} | outcome {} | {}", side(game.turn()), outcome, moves.join(" ")))
        }
        Some(&"go") => {
            if words.len() < 6 {
                return Err("go GAME LEVEL NODES DEPTH SEED [MOVES...]".into());
            }
            let game = replay(words[1], &words[6..])?;
            let level = number(words.get(2))? as u32;
            let nodes = number(words.get(3))?;
            let depth = number(words.get(4))? as u32;
            let seed = number(words.get(5))?;
            let limits = SearchLimits { time_ms: None, nodes: (nodes > 0).then_some(nodes), depth: (depth > 0).then_some(depth) };
            let limits = if limits == SearchLimits::default() { SearchLimits::time(1000) } else { limits };
            let mv = game.best_move_with(level, &limits, Some(seed)).ok_or("no move: the game is over")?;
            let s = ai::last_stats();
            Ok(format!("bestmove {} nodes {} depth {} score {}", word(&mv.notation), s.nodes, s.depth, s.score))
        }
        _ => Err("unknown command (state, go, quit)".into()),
    }
}

/// `ai-bench`: the top level's search speed from the start and from a few random
/// positions reached by seeded random play.
fn ai_bench(args: &Args) -> Result<(), String> {
    let limits = search_limits(args, 1000)?;
    let seed = limits.is_clock_free().then_some(1);
    let what = describe(&limits);
    let positions = args.number("positions", 4).max(1);
    learned_from_environment()?;
    for id in game_ids(args) {
        if let Some(file) = args.get("learned") {
            install_learned(args, &id, file)?;
        }
        let (mut nodes, mut playouts, mut ms, mut depth, mut searched) = (0u64, 0u64, 0.0, 0, 0);
        let mut rng = Rng::new(12345);
        for p in 0..positions {
            let mut game = open_id(args, &id)?;
            if p > 0 && !random_plies(game.as_mut(), 6 + rng.below(20), &mut rng)? {
                continue;
            }
            // Play through forced moves: a single legal move is played without a search.
            while game.legal_moves().len() == 1 {
                random_plies(game.as_mut(), 1, &mut rng)?;
            }
            let Some(chosen) = game.best_move_with(6, &limits, seed) else {
                continue;
            };
            let s = ai::last_stats();
            if args.get("verbose").is_some() {
                // The moves from the start and the choice let another build replay the search (tests/js/search-limits).
                println!(
                    "  {} | moves {} | best {} | {} nodes, depth {}, {} playouts, score {}, {:.0} ms",
                    game.position(),
                    game.history().join("; "),
                    chosen.notation,
                    s.nodes,
                    s.depth,
                    s.playouts,
                    s.score,
                    s.elapsed_ms
                );
            }
            if s.nodes == 0 {
                // A forced or winning move is played without a search.
                continue;
            }
            searched += 1;
            nodes += s.nodes;
            playouts += s.playouts;
            ms += s.elapsed_ms;
            depth += s.depth;
        }
        let secs = (ms / 1000.0).max(1e-9);
        if playouts > 0 {
            println!(
                "{id}: {:.2} M nodes/s native, {:.0} playouts/s (Monte Carlo, {searched} positions searched, {what})",
                nodes as f64 / secs / 1e6,
                playouts as f64 / secs
            );
        } else {
            println!(
                "{id}: {:.2} M nodes/s native (alpha-beta, mean depth {:.1}, {searched} positions searched, {what})",
                nodes as f64 / secs / 1e6,
                depth as f64 / searched.max(1) as f64
            );
        }
    }
    Ok(())
}

/// The search limits of `match` and `ai-bench`: `--time-ms`, `--nodes` and `--depth`
/// in any combination (the first reached stops a search); `default_ms` when none.
fn search_limits(args: &Args, default_ms: u32) -> Result<SearchLimits, String> {
    fn bounded(args: &Args, key: &str, max: u64) -> Result<Option<u64>, String> {
        match args.get(key) {
            None => Ok(None),
            Some(v) => match v.parse::<u64>() {
                Ok(n) if (1..=max).contains(&n) => Ok(Some(n)),
                _ => Err(format!("--{key} must be a whole number from 1 to {max}")),
            },
        }
    }
    let limits = SearchLimits {
        time_ms: bounded(args, "time-ms", ai::MAX_TIME_MS as u64)?.map(|t| t as u32),
        nodes: bounded(args, "nodes", ai::MAX_NODES)?,
        depth: bounded(args, "depth", ai::MAX_DEPTH as u64)?.map(|d| d as u32),
    };
    Ok(if limits == SearchLimits::default() { SearchLimits::time(default_ms) } else { limits })
}

/// "200 ms", "100000 nodes", "depth 6", or several of them.
fn describe(limits: &SearchLimits) -> String {
    let mut parts = Vec::new();
    if let Some(t) = limits.time_ms {
        parts.push(format!("{t} ms"));
    }
    if let Some(n) = limits.nodes {
        parts.push(format!("{n} nodes"));
    }
    if let Some(d) = limits.depth {
        parts.push(format!("depth {d}"));
    }
    parts.join(", ")
}

/// `slow-positions`: the slowest `legal_moves` among seeded sample positions of each
/// game with chained captures and the results of a climb (games::slow_positions).
fn slow_positions(args: &Args) -> Result<(), String> {
    use boardgames::games::slow_positions::{climb_reporting, games, samples, slowest, Objective};
    let seed = args.number("seed", 1) as u64;
    let count = args.number("samples", 500);
    let climbs = args.number("climbs", 4);
    let steps = args.number("steps", 300);
    let wanted = args.get("game").unwrap_or("all");
    // Legal: no side with more pieces than at the start (a game can reach no other).
    let legal = args.get("overfull").is_none();
    println!("| game | position | moves | time |\n|---|---|---|---|");
    for game in games().iter().filter(|g| wanted == "all" || wanted == g.id) {
        let mut positions = samples(game, seed, count, legal);
        let verbose = args.get("verbose").is_some();
        positions.extend(climb_reporting(game, seed, climbs, steps, legal, Objective::Work, |cost, p| {
            if verbose {
                eprintln!("{}: cost {cost} at {p}", game.name());
            }
        }));
        match slowest(game, &positions) {
            Some(t) => println!("| {} | `{}` | {} | {:.2} ms |", game.name(), t.position, t.moves, t.time.as_secs_f64() * 1e3),
            None => println!("| {} | (no position) | | |", game.name()),
        }
    }
    Ok(())
}

/// `puzzles`: puzzles by self-play, one a line on standard output (docs/puzzles.md),
/// the run's counts and CPU time on standard error.
fn puzzles(args: &Args) -> Result<(), String> {
    use boardgames::puzzles::{generate, Drop, Settings};
    let id = args.get("game").unwrap_or("american");
    let nodes = args.number("nodes", 20_000) as u64;
    if !(100..=ai::MAX_NODES / 1000).contains(&nodes) {
        return Err(format!("--nodes must be from 100 to {}", ai::MAX_NODES / 1000));
    }
    let mut settings = Settings::new(id, args.number("count", 10), args.number("seed", 1) as u64, nodes);
    settings.options = args.get("options").unwrap_or("").to_string();
    settings.max_games = args.number("max-games", settings.max_games);
    if let Some(file) = args.get("annotate") {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            println!("{}", boardgames::puzzles::annotate::annotate(line, nodes)?);
        }
        return Ok(());
    }
    if let Some(position) = args.get("position") {
        let ply = args.number("ply", 40);
        return match boardgames::puzzles::judge_position(&settings, position, ply)? {
            None => Err("not a candidate: no move is clearly best".into()),
            Some(Err(why)) => Err(format!("a candidate, dropped: {}", why.code())),
            Some(Ok(p)) => {
                println!("{}", p.to_line());
                Ok(())
            }
        };
    }
    let cpu = cpu_seconds();
    let wall = Instant::now();
    let summary = generate(&settings, &mut |p| println!("{}", p.to_line()))?;
    let dropped: Vec<String> = Drop::ALL.iter().zip(summary.dropped).map(|(d, n)| format!("{} {n}", d.code())).collect();
    eprintln!(
        "{id}: {} games, {} positions, {} candidates, {} verified, {} kept; dropped: {}; {:.1} s CPU ({:.1} s wall), seed {}, {} nodes",
        summary.games,
        summary.positions,
        summary.candidates,
        summary.verified,
        summary.kept,
        dropped.join(", "),
        cpu_seconds() - cpu,
        wall.elapsed().as_secs_f64(),
        settings.seed,
        nodes
    );
    Ok(())
}

/// This process's CPU time in seconds (user + system), from /proc on Linux; 0 elsewhere.
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // The fields after the command name (in parentheses, which may hold spaces): utime is
    // the 14th field of the line, stime the 15th, in clock ticks (100 a second on Linux).
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

fn main() -> ExitCode {
    match run(&Args::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// A random position of `pieces` pieces of game `id`, half a side, each a king one time in
/// three, side to move at random (the text of the game's position format).
fn endgame_position(args: &Args, id: &str, pieces: u8, rng: &mut Rng) -> Result<String, String> {
    use boardgames::core::Rules;
    use boardgames::egdb::index::{Indexer, Signature};
    use boardgames::egdb::Tables;
    let tables = Tables::new(&draughts_rules(args, id)?)?;
    let mut sig = Signature { men: [0, 0], kings: [0, 0] };
    for i in 0..pieces as usize {
        let side = i % 2;
        if rng.below(3) == 0 {
            sig.kings[side] += 1;
        } else {
            sig.men[side] += 1;
        }
    }
    let ix = Indexer::new(sig, tables.board_squares(), tables.crown());
    loop {
        if let Some(p) = ix.placement(rng.next_u64() % ix.size()) {
            return Ok(tables.position(&p).position_text());
        }
    }
}

fn draughts_rules(args: &Args, id: &str) -> Result<boardgames::games::draughts::Draughts, String> {
    let opts = match_options(args)?.resolve(id, &boardgames::games::draughts::variants::options(id)).map_err(|e| e.to_string())?;
    boardgames::games::draughts::start(id, &opts).map_err(|e| e.to_string())
}

/// Installs the endgame tables of `dir` for game `id` with the match's options.
fn load_tables(args: &Args, id: &str, dir: &str) -> Result<u8, String> {
    boardgames::egdb::loaded::load_dir(&draughts_rules(args, id)?, std::path::Path::new(dir))
}

/// `egdb --game G --pieces N [--out DIR]`: the endgame tables of a draughts game up to N
/// pieces, one file per material signature in DIR (default data/egdb/G), docs/egdb.md.
fn egdb(args: &Args) -> Result<(), String> {
    use boardgames::egdb::{file, Tables};
    let id = args.get("game").unwrap_or("american");
    let pieces = args.number("pieces", 3).min(8) as u8;
    let start = draughts_rules(args, id)?;
    let dir = std::path::PathBuf::from(args.get("out").map(str::to_string).unwrap_or(format!("data/egdb/{id}")));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut tables = Tables::new(&start)?;
    let squares = tables.board_squares();
    let began = Instant::now();
    let mut bytes = 0;
    println!("| signature | positions | wins | draws | losses | longest conversion (plies) | seconds |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let mut failed = None;
    tables.build(pieces, |built, table| {
        let [d, w, l, _none] = table.counts();
        println!("| {} | {} | {w} | {d} | {l} | {} | {:.2} |", built.sig.name(), w + d + l, table.longest(), built.seconds);
        let data = file::write(id, squares, table);
        bytes += data.len();
        if let Err(e) = std::fs::write(dir.join(file::file_name(built.sig)), data) {
            failed.get_or_insert(e.to_string());
        }
    })?;
    if let Some(e) = failed {
        return Err(e);
    }
    println!("{id}: up to {pieces} pieces, {bytes} bytes in {} ({:.1} s)", dir.display(), began.elapsed().as_secs_f64());
    Ok(())
}

/// `BOARDGAMES_LEARNED=GAME:FILE` (`serve`, `ai-bench`): this process evaluates GAME
/// with a learned evaluation (docs/learned-eval.md), e.g. for tools/match/match.py's
/// `--bin`, instead of the built-in one; `off`: with the hand-set evaluation alone (the
/// built-in learned ones switched off, as in the wasm module).
fn learned_from_environment() -> Result<(), String> {
    match std::env::var("BOARDGAMES_LEARNED").as_deref() {
        Ok("off") => boardgames::learn::installed::set_enabled(false),
        Ok(spec) => {
            let (id, file) = spec.split_once(':').ok_or("BOARDGAMES_LEARNED: GAME:FILE or off")?;
            let args = Args { verb: "serve".to_string(), flags: Vec::new() };
            install_learned(&args, id, file)?;
        }
        Err(_) => {}
    }
    Ok(())
}

/// Installs the learned evaluation of `file` for game `id` (switched per move by the match).
fn install_learned(args: &Args, id: &str, file: &str) -> Result<String, String> {
    use boardgames::learn::{installed, model::Model};
    let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
    installed::install(Model::from_bytes(&bytes, id, &draughts_rules(args, id)?)?);
    Ok(file.to_string())
}

/// `learn-eval --game G --positions N --seed S`: self-play positions (or the `--data`
/// cache), optionally each labelled by a deeper search (`--label-nodes`), the learned
/// evaluation fitted to them, its file written (docs/learned-eval.md).
fn learn_eval(args: &Args) -> Result<(), String> {
    use boardgames::games::draughts::eval_patterns::{Base, Regions, Shape};
    use boardgames::learn::{data, fit, model::Model};
    let id = args.get("game").unwrap_or("american");
    // No default: the default was data/learned/ID.bin, a shipped file, overwritten by any
    // run that forgot --out. Asked before the self-play, so a forgotten one costs nothing.
    let out =
        args.get("out").ok_or("learn-eval: --out FILE is required (where the fitted weights go; a shipped file only by name)")?.to_string();
    let seed = args.number("seed", 1) as u64;
    let float = |key: &str, default: f64| {
        args.get(key).map_or(Ok(default), |v| v.parse::<f64>().map_err(|_| format!("--{key}: not a number: {v}")))
    };
    // The label's K, if given: checked before the self-play, like --out.
    let label_k = match args.get("label-k") {
        None => None,
        Some(v) => match float("label-k", 0.0)? {
            k if k > 0.0 => Some(k),
            _ => return Err(format!("--label-k: not a positive number: {v}")),
        },
    };
    let began = Instant::now();
    // `--data A,B`: several caches fitted together; one that does not exist yet is
    // played (and labelled) and written.
    let files: Vec<std::path::PathBuf> = args.get("data").map_or(Vec::new(), |d| d.split(',').map(std::path::PathBuf::from).collect());
    let read = |path: &std::path::Path| -> Result<data::Positions, String> {
        data::from_text(&std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?)
    };
    let cached = files.len() > 1 || files.first().is_some_and(|p| p.exists());
    if cached && args.get("teacher").is_some() {
        // The cached positions keep the teacher they were played with; said, not ignored.
        return Err("learn-eval: --teacher plays new games, but --data names positions already played (a new file, or no --teacher)".into());
    }
    let set = if cached {
        let mut set = data::Positions::default();
        for path in &files {
            set.append(&read(path)?)?;
        }
        set
    } else {
        let tables = match args.get("egdb") {
            Some(dir) => Some(boardgames::egdb::loaded::read_dir(&draughts_rules(args, id)?, std::path::Path::new(dir))?),
            None => None,
        };
        // `--teacher FILE`: the self-play and its labels by that learned evaluation (a
        // shipped file, for a next generation's data) instead of the hand-set one.
        let teacher = args.get("teacher").map(|file| install_learned(args, id, file)).transpose()?;
        let run = data::SelfPlay {
            game: id,
            positions: args.number("positions", 20000),
            nodes: args.number("nodes", 1000) as u64,
            seed,
            max_plies: args.number("max-plies", 300),
            tables: tables.as_ref(),
            every: args.number("every", 1),
            label_nodes: args.number("label-nodes", 0) as u64,
            learned_teacher: teacher.is_some(),
        };
        let set = data::self_play(&run)?;
        if let Some(path) = files.first() {
            std::fs::write(path, data::to_text(&set)).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        set
    };
    if set.game_id != id {
        return Err(format!("learned-data: the positions are of {}, not {id}", set.game_id));
    }
    let played = began.elapsed().as_secs_f64();
    // The distillation label: sigmoid(K * score) with the score's own K against the
    // results (or `--label-k`'s, where results say little of the scores: Gothic's are
    // mostly draws), mixed with the result by `--mix` (1: the search's label alone).
    let scored = set.scored();
    let label = if scored.is_empty() {
        data::Label::results_only()
    } else {
        data::Label { k: label_k.unwrap_or_else(|| fit::score_k(&scored)), mix: float("mix", 1.0)? }
    };
    let shape = Shape::parse(args.get("region").unwrap_or("4x4"))?;
    let start = Model::untrained_with(id, &draughts_rules(args, id)?, shape)?;
    let regions = Regions::with_shape(draughts_rules(args, id)?.board(), shape)?;
    let fit_data = data::Data::of(&set, &regions, &label)?;
    let settings =
        fit::Settings { epochs: args.number("epochs", 300), rate: float("rate", 1.0)?, l2: float("l2", 1e-3)?, held_out: 10, seed };
    let f = fit::fit(&fit_data, &start, &settings);
    if let Some(dir) = std::path::Path::new(&out).parent() {
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    }
    let bytes = f.model.to_bytes();
    std::fs::write(&out, &bytes).map_err(|e| format!("{out}: {e}"))?;
    let nonzero = f.model.weights().iter().filter(|&&w| w != 0).count();
    println!(
        "{id}: {} positions from {} games ({} valued by the tables, {} labelled by a search: K {:.6}, its loss against the results {:.5}; mix {}), {:.1} s",
        set.len(),
        set.games,
        set.from_tables,
        scored.len(),
        label.k,
        fit::score_loss(&scored, label.k),
        label.mix,
        played
    );
    println!(
        "{id}: fit {shape} regions, {} epochs, l2 {}, K {:.6}, scale {:.3}, {nonzero} of {} weights not zero, {:.1} s",
        settings.epochs,
        settings.l2,
        f.k,
        f.model.scale,
        f.model.weights().len(),
        began.elapsed().as_secs_f64() - played
    );
    // The first figure of each pair is the base's alone: the hand-set evaluation, or its material part.
    let base = if shape.base == Base::Material { "material base" } else { "hand-set" };
    println!(
        "{id}: cross-entropy against the targets, {base} -> learned: training ({} positions) {:.5} -> {:.5}; held out ({} positions) {:.5} -> {:.5}",
        f.train, f.train_loss[0], f.train_loss[1], f.held, f.held_loss[0], f.held_loss[1]
    );
    println!(
        "{id}: held out against the games' results {:.5} -> {:.5}; {} bytes to {out}",
        f.held_result_loss[0],
        f.held_result_loss[1],
        bytes.len()
    );
    Ok(())
}
