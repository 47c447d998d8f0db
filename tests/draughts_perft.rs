//! Perft of every draughts game against the counts in tests/data/perft_draughts.txt.
//! Counts above NODE_LIMIT are skipped so the suite stays fast; `./build.sh bench` goes deeper.

use boardgames::core::{OptionValue, Options};

const NODE_LIMIT: u64 = 5_000_000;

fn options(text: &str) -> Options {
    let mut opts = Options::none();
    for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').expect("option k=v");
        let value = match v {
            "true" => OptionValue::Bool(true),
            "false" => OptionValue::Bool(false),
            _ => v.parse().map(OptionValue::Int).unwrap_or(OptionValue::Text(v.to_string())),
        };
        opts = opts.with(k, value);
    }
    opts
}

#[test]
fn perft_matches_the_reference_counts() {
    let data = include_str!("data/perft_draughts.txt");
    let mut checked = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let (id, opts, position, counts) = (fields[0], options(fields[1]), fields[2], fields[3]);
        let game = if position == "start" { boardgames::new_game(id, &opts) } else { boardgames::from_position(id, position, &opts) }
            .unwrap_or_else(|e| panic!("{line}: {e}"));
        for (i, expected) in counts.split_whitespace().enumerate() {
            let expected: u64 = expected.parse().expect("count");
            if expected > NODE_LIMIT {
                continue;
            }
            assert_eq!(game.perft(i + 1), expected, "{id} ({}) perft {}", fields[1], i + 1);
            checked += 1;
        }
    }
    assert!(checked > 60, "only {checked} counts checked");
}
