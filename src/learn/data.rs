//! Training positions from self-play: games of the present search at a small node
//! budget from a few random plies, the quiet positions (neither side can capture) kept
//! with the game's result for the side to move, or with the endgame tables' exact
//! value where tables are given (`Tables`), which the search itself does not use here;
//! and, with `label_nodes`, each with the score of a deeper search of it (the
//! distillation label). The positions are kept as text (`Positions`), so that one set,
//! slow to label, serves fits of any region shape; `Data` is the fit's view of them.

use crate::ai::{self, rng::Rng, SearchLimits};
use crate::core::{Options, Side};
use crate::egdb::{Tables, Wdl};
use crate::games::draughts::eval_patterns::{is_quiet, Regions};
use crate::games::draughts::{self, variants, Draughts};
use crate::session::AnyGame;

/// One self-play position.
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    /// The position (FEN with the side to move).
    pub fen: String,
    /// The game's result for the side to move (1 won, 0.5 drawn, 0 lost), or the
    /// endgame tables' value.
    pub result: f32,
    /// The deeper search's score for the side to move (hundredths of a man, or a
    /// win/loss score), if labelled.
    pub score: Option<i32>,
    /// The game it came from (games are held out whole).
    pub game: u32,
}

/// A set of self-play positions of one game (the command's `--data` cache).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Positions {
    pub game_id: String,
    pub samples: Vec<Sample>,
    /// Games played, and how many positions took the tables' value.
    pub games: usize,
    pub from_tables: usize,
}

impl Positions {
    pub fn len(&self) -> usize {
        self.samples.len()
    }

    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// Appends `other`'s positions (its games numbered after this one's).
    pub fn append(&mut self, other: &Positions) -> Result<(), String> {
        if self.game_id != other.game_id && !self.is_empty() {
            return Err(format!("learned-data: the sets are of {} and {}", self.game_id, other.game_id));
        }
        let offset = self.samples.iter().map(|s| s.game + 1).max().unwrap_or(0);
        self.game_id = other.game_id.clone();
        self.samples.extend(other.samples.iter().map(|s| Sample { game: s.game + offset, ..s.clone() }));
        self.games += other.games;
        self.from_tables += other.from_tables;
        Ok(())
    }

    /// The scored samples' (score, result) pairs, for the score's own K.
    pub fn scored(&self) -> Vec<(f64, f64)> {
        self.samples.iter().filter_map(|s| s.score.map(|v| (clamp_score(v), s.result as f64))).collect()
    }
}

/// A search score bounded to plus or minus 15 men: a win (`WIN - plies`) or a
/// database result reads as a very large edge, not as a number the sigmoid would
/// flatten differently from one search to the next.
pub fn clamp_score(score: i32) -> f64 {
    score.clamp(-1500, 1500) as f64
}

/// How a sample's target is made: `mix` of sigmoid(`k` * the search's score) plus
/// (1 - `mix`) of the game's result; an unscored sample keeps its result.
#[derive(Debug, Clone, Copy)]
pub struct Label {
    pub k: f64,
    pub mix: f64,
}

impl Label {
    pub fn results_only() -> Label {
        Label { k: 0.0, mix: 0.0 }
    }

    pub fn target(&self, s: &Sample) -> f32 {
        match s.score {
            Some(v) => (self.mix / (1.0 + (-self.k * clamp_score(v)).exp()) + (1.0 - self.mix) * s.result as f64) as f32,
            None => s.result,
        }
    }
}

/// Positions as the fit reads them: per position the model's base evaluation (`hand`: the
/// hand-set evaluation, or its material part for a `+material` shape), the pattern
/// indexes seen from the side to move then from the other side (`regions` each: one a
/// region and one for the king terms where the shape reads them), the
/// target (the label), the game's result (to measure against play) and the game.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Data {
    pub regions: usize,
    pub hand: Vec<f32>,
    pub index: Vec<u32>,
    pub target: Vec<f32>,
    pub result: Vec<f32>,
    pub game: Vec<u32>,
}

impl Data {
    pub fn len(&self) -> usize {
        self.target.len()
    }

    pub fn is_empty(&self) -> bool {
        self.target.is_empty()
    }

    /// The fit's view of `set` read through `regions`, each target made by `label`.
    pub fn of(set: &Positions, regions: &Regions, label: &Label) -> Result<Data, String> {
        let mut data = Data { regions: regions.features(), ..Data::default() };
        for s in &set.samples {
            let pos = read_position(&set.game_id, &s.fen)?;
            data.push(regions, &pos, label.target(s), s.result, s.game);
        }
        Ok(data)
    }

    /// Adds `pos` with its target and result.
    pub fn push(&mut self, regions: &Regions, pos: &Draughts, target: f32, result: f32, game: u32) {
        let me = pos.side_to_move();
        self.hand.push(regions.shape.base.evaluate(pos) as f32);
        regions.indexes(pos, me, |i| self.index.push(i as u32));
        regions.indexes(pos, me.other(), |i| self.index.push(i as u32));
        self.target.push(target);
        self.result.push(result);
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
    /// Keep one quiet position in `every` (1: all of them; more: positions from more
    /// games for the same labelling time).
    pub every: usize,
    /// Label each kept position with a level-6 search of this many nodes (0: none).
    pub label_nodes: u64,
    /// Play and label with the game's learned evaluation (the installed one, or else the
    /// built-in one) instead of the hand-set one: a next generation's data, labelled by
    /// the stronger search.
    pub learned_teacher: bool,
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
/// Unless `learned_teacher`, the self-play and its labels are the hand-set evaluation's
/// (the built-in learned ones are switched off meanwhile), so a seed gives the same
/// positions as before they were built in, and a new fit does not learn from its
/// predecessor's play unless asked to.
pub fn self_play(run: &SelfPlay) -> Result<Positions, String> {
    let was = super::installed::enabled();
    super::installed::set_enabled(run.learned_teacher);
    let set = self_play_with_teacher(run);
    super::installed::set_enabled(was);
    set
}

fn self_play_with_teacher(run: &SelfPlay) -> Result<Positions, String> {
    let limits = SearchLimits::nodes(run.nodes);
    let label_limits = SearchLimits::nodes(run.label_nodes);
    let mut set = Positions { game_id: run.game.to_string(), ..Positions::default() };
    let mut rng = Rng::new(run.seed);
    let every = run.every.max(1);
    let mut g = 0u32;
    while set.len() < run.positions {
        g += 1;
        let mut game = crate::new_game(run.game, &Options::none()).map_err(|e| e.to_string())?;
        if !random_plies(game.as_mut(), 2 + rng.below(8), &mut rng)? {
            continue;
        }
        let mut seen: Vec<(String, Side, Option<f32>, Option<i32>)> = Vec::new();
        let mut plies = game.history().len();
        let mut quiet = g as usize;
        while game.outcome().is_none() && plies < run.max_plies {
            let fen = game.position();
            let pos = read_position(run.game, &fen)?;
            if is_quiet(&pos) {
                quiet += 1;
                if quiet.is_multiple_of(every) {
                    let exact = run.tables.and_then(|t| t.probe(&pos)).map(|v| match v {
                        Wdl::Win => 1.0,
                        Wdl::Draw => 0.5,
                        Wdl::Loss => 0.0,
                    });
                    let score = if run.label_nodes > 0 {
                        let label_seed = run.seed ^ ((g as u64) << 32) ^ plies as u64 ^ 0x4C41_4245_4C00_0000;
                        game.best_move_with(6, &label_limits, Some(label_seed)).ok_or("no move while the game goes on")?;
                        Some(ai::last_stats().score)
                    } else {
                        None
                    };
                    seen.push((fen, pos.side_to_move(), exact, score));
                }
            }
            let move_seed = run.seed ^ ((g as u64) << 32) ^ plies as u64;
            let mv = game.best_move_with(6, &limits, Some(move_seed)).ok_or("no move while the game goes on")?;
            game.play(&mv.notation).map_err(|e| e.to_string())?;
            plies += 1;
        }
        let winner = game.outcome().and_then(|o| o.winner);
        for (fen, side, exact, score) in seen {
            set.from_tables += exact.is_some() as usize;
            let result = exact.unwrap_or_else(|| result_for(winner, side));
            set.samples.push(Sample { fen, result, score, game: g });
        }
        set.games += 1;
    }
    Ok(set)
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

const HEADER: &str = "boardgames learn-data 2";

/// `Positions` as text (the command's `--data` cache): a header line
/// `boardgames learn-data 2 GAME games N tables M`, then one line a position:
/// `GAME-NUMBER RESULT SCORE FEN` (SCORE `-` when not labelled).
pub fn to_text(set: &Positions) -> String {
    let mut out = format!("{HEADER} {} games {} tables {}\n", set.game_id, set.games, set.from_tables);
    for s in &set.samples {
        let score = s.score.map_or("-".to_string(), |v| v.to_string());
        out.push_str(&format!("{} {} {score} {}\n", s.game, s.result, s.fen));
    }
    out
}

/// Reads what `to_text` wrote.
pub fn from_text(text: &str) -> Result<Positions, String> {
    let mut lines = text.lines();
    let head: Vec<&str> = lines.next().unwrap_or("").split(' ').collect();
    if head.len() != 8 || head[..3].join(" ") != HEADER || head[4] != "games" || head[6] != "tables" {
        return Err("learned-data: not a positions file of this version".to_string());
    }
    let count = |w: &str| w.parse::<usize>().map_err(|_| format!("learned-data: not a count: {w}"));
    let mut set = Positions { game_id: head[3].to_string(), games: count(head[5])?, from_tables: count(head[7])?, ..Positions::default() };
    for (n, line) in lines.enumerate() {
        let bad = || format!("learned-data: line {} is not GAME RESULT SCORE FEN", n + 2);
        let mut words = line.splitn(4, ' ');
        let mut next = || words.next().ok_or_else(bad);
        let game = next()?.parse::<u32>().map_err(|_| bad())?;
        let result = next()?.parse::<f32>().map_err(|_| bad())?;
        let score = match next()? {
            "-" => None,
            v => Some(v.parse::<i32>().map_err(|_| bad())?),
        };
        let fen = next()?.to_string();
        if !(0.0..=1.0).contains(&result) {
            return Err(bad());
        }
        set.samples.push(Sample { fen, result, score, game });
    }
    Ok(set)
}
