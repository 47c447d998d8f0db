//! `texel-data`: self-play games of one draughts game at a small node budget from
//! random openings, writing every quiet position's evaluation and features with the
//! game's result for the side to move (1, 0.5, 0): the data of tools/tune/tune.py.
//! Line format: `RESULT EVAL F0 F1 ... ;FEN`.

use std::io::Write;

use boardgames::ai::{rng::Rng, SearchLimits};
use boardgames::games::draughts::texel::{quiet_features, weight_header};

use super::{open_id, random_opening, Args};

pub fn texel_data(args: &Args) -> Result<(), String> {
    let id = args.get("game").unwrap_or("international").to_string();
    let games = args.number("games", 100);
    let nodes = args.number("nodes", 3000) as u64;
    let seed = args.number("seed", 1) as u64;
    let max_plies = args.number("max-plies", 300);
    let limits = SearchLimits::nodes(nodes);
    let out = std::io::stdout();
    let mut out = out.lock();
    writeln!(out, "{}", weight_header(&id).map_err(|e| e.to_string())?).map_err(|e| e.to_string())?;
    let mut rng = Rng::new(seed);
    let (mut positions, mut results) = (0usize, [0usize; 3]);
    for g in 0..games {
        let mut game = open_id(args, &id)?;
        // 2 to 9 random plies: varied openings (an uneven one is still a lesson).
        if !random_opening(game.as_mut(), 2 + rng.below(8), &mut rng)? {
            continue;
        }
        let mut seen = Vec::new();
        let mut plies = game.history().len();
        while game.outcome().is_none() && plies < max_plies {
            if let Some(sample) = quiet_features(&id, &game.position()).map_err(|e| e.to_string())? {
                seen.push((sample, game.position()));
            }
            let move_seed = seed ^ ((g as u64) << 32) ^ plies as u64;
            let mv = game.best_move_with(6, &limits, Some(move_seed)).ok_or("no move while the game goes on")?;
            game.play(&mv.notation).map_err(|e| e.to_string())?;
            plies += 1;
        }
        let winner = game.outcome().and_then(|o| o.winner);
        results[match winner {
            None => 1,
            Some(w) if w == boardgames::core::Side::First => 0,
            Some(_) => 2,
        }] += 1;
        for ((line, side), fen) in &seen {
            let result = match winner {
                None => 0.5,
                Some(w) if w == *side => 1.0,
                Some(_) => 0.0,
            };
            writeln!(out, "{result} {line} ;{fen}").map_err(|e| e.to_string())?;
        }
        positions += seen.len();
    }
    eprintln!("{id}: {games} games at {nodes} nodes, first side +{} ={} -{}, {positions} quiet positions", results[0], results[1], results[2]);
    Ok(())
}
