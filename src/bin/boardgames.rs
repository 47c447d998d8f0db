//! Command line: `perft`, `divide` and `bench` over any game (tests and benchmarks).

use std::process::ExitCode;
use std::time::Instant;

use boardgames::core::{AnyGame, Options};

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
    use boardgames::core::OptionValue;
    let mut opts = Options::none();
    for pair in text.split(',').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').ok_or(format!("option '{pair}' must be name=value"))?;
        let value = match v {
            "true" => OptionValue::Bool(true),
            "false" => OptionValue::Bool(false),
            _ => v.parse().map(OptionValue::Int).unwrap_or(OptionValue::Text(v.to_string())),
        };
        opts = opts.with(k, value);
    }
    Ok(opts)
}

fn run(args: &Args) -> Result<(), String> {
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
            println!("{} perft({depth}) = {n}: {:.3} s, {:.2} M nodes/s native (last ply counted in bulk)", game.id(), s, n as f64 / s / 1e6);
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
        _ => Err("usage: boardgames perft|divide|bench|play|rules --game ID [--depth N] [--fen TEXT] [--options k=v,...]".into()),
    }
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
