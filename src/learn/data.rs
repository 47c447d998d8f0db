//! Training positions from self-play: games of the present search at a small node
//! budget from a few random plies, every quiet position (neither side can capture)
//! kept with the game's result for the side to move, or with the endgame tables' exact
//! value where tables are given (`Tables`), which the search itself does not use here.

use crate::ai::{rng::Rng, SearchLimits};
use crate::core::{Options, Side};
use crate::egdb::{Tables, Wdl};
use crate::games::draughts::eval_patterns::{hand_evaluation, is_quiet, Regions};
use crate::games::draughts::{self, variants, Draughts};
use crate::session::AnyGame;

/// Positions as the fit reads them: per position the hand-set evaluation, the pattern
/// indexes seen from the side to move then from the other side (`regions` each), the
/// target (1 won, 0.5 drawn, 0 lost for the side to move) and the game it came from.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Data {
    pub regions: usize,
    pub hand: Vec<f32>,
    pub index: Vec<u32>,
    pub target: Vec<f32>,
    pub game: Vec<u32>,
    /// Games played, and how many positions took the tables' value.
    pub games: usize,
    pub from_tables: usize,
}

impl Data {
    pub fn len(&self) -> usize {
        self.target.len()
    }

    pub fn is_empty(&self) -> bool {
        self.target.is_empty()
    }

    /// Appends `other`'s positions (its games numbered after this one's).
    pub fn append(&mut self, other: &Data) -> Result<(), String> {
        if self.regions != other.regions && !self.is_empty() {
            return Err("learned-data: the sets are of different boards".to_string());
        }
        let offset = self.game.iter().max().map_or(0, |&g| g + 1);
        self.regions = other.regions;
        self.hand.extend_from_slice(&other.hand);
        self.index.extend_from_slice(&other.index);
        self.target.extend_from_slice(&other.target);
        self.game.extend(other.game.iter().map(|g| g + offset));
        self.games += other.games;
        self.from_tables += other.from_tables;
        Ok(())
    }

    /// Adds `pos` with its target.
    pub fn push(&mut self, regions: &Regions, pos: &Draughts, target: f32, game: u32) {
        let me = pos.side_to_move();
        self.hand.push(hand_evaluation(pos) as f32);
        regions.indexes(pos, me, |i| self.index.push(i as u32));
        regions.indexes(pos, me.other(), |i| self.index.push(i as u32));
        self.target.push(target);
        self.game.push(game);
    }
}

/// How the self-play runs.
pub struct SelfPlay<'a> {
    pub game: &'a str,
    /// Stop after the game in which this many positions are reached.
    pub positions: usize,
    pub nodes: u64,
    pub seed: u64,
    pub max_plies: usize,
    pub tables: Option<&'a Tables>,
}

/// A position of `game` from its FEN with the game's default options.
pub fn read_position(game: &str, text: &str) -> Result<Draughts, String> {
    let opts = Options::none().resolve(game, &variants::options(game)).map_err(|e| e.to_string())?;
    draughts::read(game, text, &opts).map_err(|e| e.to_string())
}

fn result_for(winner: Option<Side>, side: Side) -> f32 {
    match winner {
        None => 0.5,
        Some(w) if w == side => 1.0,
        Some(_) => 0.0,
    }
}

/// Plays self-play games until `positions` quiet positions are gathered.
pub fn self_play(run: &SelfPlay) -> Result<Data, String> {
    let limits = SearchLimits::nodes(run.nodes);
    let start = read_position(run.game, &crate::new_game(run.game, &Options::none()).map_err(|e| e.to_string())?.position())?;
    let regions = Regions::new(start.board())?;
    let mut data = Data { regions: regions.count(), ..Data::default() };
    let mut rng = Rng::new(run.seed);
    let mut g = 0u32;
    while data.len() < run.positions {
        g += 1;
        let mut game = crate::new_game(run.game, &Options::none()).map_err(|e| e.to_string())?;
        if !random_plies(game.as_mut(), 2 + rng.below(8), &mut rng)? {
            continue;
        }
        let mut seen: Vec<(Draughts, Option<f32>)> = Vec::new();
        let mut plies = game.history().len();
        while game.outcome().is_none() && plies < run.max_plies {
            let pos = read_position(run.game, &game.position())?;
            if is_quiet(&pos) {
                let exact = run.tables.and_then(|t| t.probe(&pos)).map(|v| match v {
                    Wdl::Win => 1.0,
                    Wdl::Draw => 0.5,
                    Wdl::Loss => 0.0,
                });
                seen.push((pos, exact));
            }
            let move_seed = run.seed ^ ((g as u64) << 32) ^ plies as u64;
            let mv = game.best_move_with(6, &limits, Some(move_seed)).ok_or("no move while the game goes on")?;
            game.play(&mv.notation).map_err(|e| e.to_string())?;
            plies += 1;
        }
        let winner = game.outcome().and_then(|o| o.winner);
        for (pos, exact) in &seen {
            data.from_tables += exact.is_some() as usize;
            let target = exact.unwrap_or_else(|| result_for(winner, pos.side_to_move()));
            data.push(&regions, pos, target, g);
        }
        data.games += 1;
    }
    Ok(data)
}

/// Plays `plies` random legal moves (varied openings); false if the game ended.
pub fn random_plies(game: &mut dyn AnyGame, plies: usize, rng: &mut Rng) -> Result<bool, String> {
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return Ok(false);
        }
        game.play(&moves[rng.below(moves.len())].notation).map_err(|e| e.to_string())?;
    }
    Ok(game.outcome().is_none())
}

/// `Data` as bytes (the command's `--data` cache, so a fit can be repeated without
/// playing the games again): counts, then each vector, little-endian.
pub fn to_bytes(data: &Data) -> Vec<u8> {
    let mut out = Vec::new();
    for n in [data.regions, data.len(), data.games, data.from_tables] {
        out.extend_from_slice(&(n as u64).to_le_bytes());
    }
    data.hand.iter().for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
    data.index.iter().for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
    data.target.iter().for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
    data.game.iter().for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
    out
}

/// Reads what `to_bytes` wrote.
pub fn from_bytes(bytes: &[u8]) -> Result<Data, String> {
    let word = |i: usize| -> Result<[u8; 4], String> {
        bytes.get(4 * i..4 * i + 4).map(|b| b.try_into().unwrap()).ok_or("learned-data: the file ends early".to_string())
    };
    let count = |i: usize| -> Result<usize, String> {
        let b = bytes.get(8 * i..8 * i + 8).ok_or("learned-data: the file ends early")?;
        Ok(u64::from_le_bytes(b.try_into().unwrap()) as usize)
    };
    let (regions, n) = (count(0)?, count(1)?);
    let mut data = Data { regions, games: count(2)?, from_tables: count(3)?, ..Data::default() };
    let mut at = 8;
    for _ in 0..n {
        data.hand.push(f32::from_le_bytes(word(at)?));
        at += 1;
    }
    for _ in 0..2 * regions * n {
        data.index.push(u32::from_le_bytes(word(at)?));
        at += 1;
    }
    for _ in 0..n {
        data.target.push(f32::from_le_bytes(word(at)?));
        at += 1;
    }
    for _ in 0..n {
        data.game.push(u32::from_le_bytes(word(at)?));
        at += 1;
    }
    Ok(data)
}
