//! The search for slow positions: seeded samples of every game whose captures chain
//! (the fifteen draughts games, alquerque under both rule sets, Incorrect Checkers),
//! each timed through `legal_moves`, the call the page makes. A position that takes
//! long here would freeze the page; the goal is 50 ms natively for any position.
//!
//! Samples mix positions of random games with placements a game seldom reaches:
//! a few kings among many enemy pieces, enemy pieces on every other row (room to
//! jump each one), boards fuller than a game allows (the position text accepts
//! them), and then a climb: the costliest placements are mutated piece by piece,
//! keeping each change that makes the move generator work harder.

use std::time::{Duration, Instant};

use crate::ai::rng::Rng;
use crate::core::geometry::Grid;
use crate::core::{GameError, OptionValue, Options, Side};
use crate::games::draughts::{self, samples as dsamples, variants};
use crate::session::AnyGame;

/// A game and the options it is sampled under.
#[derive(Clone, Debug)]
pub struct GameSpec {
    pub id: &'static str,
    pub options: Options,
    /// How the options are shown (`""` for none).
    pub label: &'static str,
}

impl GameSpec {
    pub fn name(&self) -> String {
        if self.label.is_empty() {
            self.id.to_string()
        } else {
            format!("{} ({})", self.id, self.label)
        }
    }
}

/// Positions known to have been slow, checked first: the Turkish one of issue 16
/// (32 s in Node before captures were searched by state).
pub const KNOWN: &[(&str, &str)] =
    &[("turkish", "W:WKh6:BKh8,f6,Ka1,f4,c7,Kg1,Ka7,b6,Kd8,Kh4,b4,Ke1,d6,c5,Kf8,e3,Kc1,g5,Kb8,e7,Kg7,d4,c3,h2,a5,b2,d2,g3,a3,Kf2,e5")];

/// Positions still over issue 34's goal (20 ms of CPU in wasm): Frisian, a flying king
/// that captures in eight directions among twenty pieces: the two (one king
/// against twenty: one move, `23x5`, taking all twenty, 0.2 s in wasm, 0.11-0.15 s since
/// a king's jumps come from a table; 23 moves, 40-65 ms in wasm, 22-24 ms since) and the
/// costliest of `boardgames slow-positions --game frisian` (seed 1: three kings against
/// twenty, 18 moves, 1.3-1.5 s of CPU in wasm, 0.58-0.64 s since); and that search's
/// Canadian find (31 moves, 30-40 ms in wasm; 9 ms since). `WORST_FOUND`'s Frisian
/// placement is over the goal too (40 moves, 86-124 ms in wasm, 37-53 ms since).
pub const STILL_SLOW: &[(&str, &str)] = &[
    ("frisian", "W:WK23:BK9,19,K30,K15,40,2,K21,13,8,K35,43,18,22,K4,38,K24,K7,37,10,20"),
    ("frisian", "W:WK48:B5,14,K29,K12,41,40,K37,K3,21,28,K26,K43,K17,K47,K18,32,K10,25,34,8"),
    ("frisian", "B:WK3,9,11,K12,13,K14,K15,K18,K20,K23,27,29,33,K36,K38,40,41,42,43,47:BK1,K44,K45"),
    ("canadian", "W:WK1,K5,K12,K55,K69:B13,K14,15,16,K17,26,K27,K28,29,K37,38,K39,40,K41,K49,50,K52,53,61,62,64,K65"),
];

/// The costliest placement per game that `boardgames slow-positions --game all --seed 1
/// --samples 200 --climbs 2 --steps 150` found (issue 34), by `GameSpec::name`: fixtures
/// that every game's generation stays quick on (tests/slow_positions.rs) and that
/// tools/bench/positions-wasm.mjs --fixtures times in wasm, with `KNOWN` and `STILL_SLOW`.
pub const WORST_FOUND: &[(&str, &str)] = &[
    ("american", "W:WK3,K20:B6,7,K8,K14,K15,K16,K21,K22,K23,K24,K29,K31"),
    ("international", "B:WK3,K5,11,12,13,K14,24,K31,32,K33,K34,K41,42,K43,K44:BK1,K4,K16,K46,K50"),
    ("german", "B:W5,K6,K7,K8,K14,15,K16,26,K27:BK1,K13,K29,K30"),
    ("pool", "B:WK2,K3,9,10,11,K17,18,K19,K25,26,27:BK5,K8,K12,K29,K32"),
    ("russian", "B:WKb6,Kd6,Kf6,b4,Kd4,f4,b2,d2,f2:BKa7,Ke5,Ka3,Kh2,Ka1,Kg1"),
    ("brazilian", "B:We7,b6,Kd6,g5,b4,d4,f4,Kb2,d2,f2:Ba7,Kg7,Ka1,Kc1"),
    ("spanish", "W:WK2,K4,K9,K13,K14,K15,16,K20,K21,K24,K25:BK17,K32"),
    ("italian", "W:WK7,K8,K10,K11,K12,K14,K16,K17,20,K21,K29,K32:BK13"),
    ("czech", "W:WKd8,Kf8,Kh8,Ka7,Kh2,Ka1:Bc7,g7,c5,e5,g5,Kc3,g3"),
    ("turkish", "W:WKc4,Ke3:Bb8,Kg8,Ke7,c6,Ka5,f5,Kb4,Kd4,Ke4,g4,b3,Ka2,c2,h2,Kb1,Kf1"),
    ("armenian", "W:WKa8,Ka6,Kh1:Bd8,Kg8,f7,Kh7,Kb6,e6,Kc5,a4,Kc4,e4,Kb3,Kd3,f3,Ke2,Kg2,Kd1"),
    ("gothic", "W:WKb8,Kh7,b6,Kc3,h2,Kd1:Bg7,d6,e6,f6,h6,e5,Kg5,b4,c4,d4,e4,f4,Kg4,e3,Kd2,g2"),
    ("frisian", "B:WK3,K8,K10,12,K14,K16,17,K18,K20,K23,28,K31,35,K39,K40,43,K48:BK5,K41,K50"),
    ("canadian", "B:W8,9,K10,11,12,20,K21,22,24,K32,K34,K35,36,44,46,K48,55,56,K58,60:BK7,K61,K66,K69"),
    ("malaysian", "W:WK5,K7,K71,K72:BK2,K13,14,15,K17,K18,K25,K26,27,K35,36,37,42,49,50,51,K53,K62,63,64,K65,66"),
    ("alquerque", "B:We2,c2,d2,c4,b2,d4,b4,b3,a2,b1,d3,e4:Bd5,e1,a5,d1"),
    ("alquerque (rules=bell)", "B:Wa1,b1,e1,a2,c2,e2,d3,e3:Bc1,a3,b3,c3,d4,e4,a5,b5,d5,e5:Hb1,a2,c2,e3:Vc1/c2/c4,c2/d1/d2,c3/a4/b4:P1"),
    ("incorrect-checkers", "W:Bg3,c5,b6,e3,h8,f4,b4,f2,d2,f6,c1,h6:Wg8,f7,d7,c2,a4,g4,e4,h5,b1,c8,e6,e2"),
];

/// Every game searched: each draughts game, alquerque (Alfonso, Bell), Incorrect Checkers.
pub fn games() -> Vec<GameSpec> {
    let mut out: Vec<GameSpec> = variants::VARIANTS.iter().map(|v| GameSpec { id: v.id, options: Options::none(), label: "" }).collect();
    out.push(GameSpec { id: "alquerque", options: Options::none(), label: "" });
    out.push(GameSpec { id: "alquerque", options: Options::none().with("rules", OptionValue::Text("bell".into())), label: "rules=bell" });
    out.push(GameSpec { id: "incorrect-checkers", options: Options::none(), label: "" });
    out
}

/// Where pieces may stand and how a placement is written, per family.
enum Shape {
    Draughts(variants::Variant),
    /// Alquerque (5x5, every point, letters W B for sides 0 1, at most 12 a side) or
    /// Incorrect Checkers (8x8, side 0 "B" on the dark squares, side 1 "W" on the
    /// light ones, any number).
    Points {
        size: usize,
        coloured: bool,
        letters: [&'static str; 2],
    },
}

/// A placement: (cell, side, king) for each piece, and the side to move.
#[derive(Clone, Debug)]
struct Layout {
    pieces: Vec<(usize, Side, bool)>,
    to_move: Side,
}

impl Shape {
    fn of(game: &GameSpec) -> Option<Shape> {
        match game.id {
            "alquerque" => Some(Shape::Points { size: 5, coloured: false, letters: ["W", "B"] }),
            "incorrect-checkers" => Some(Shape::Points { size: 8, coloured: true, letters: ["B", "W"] }),
            id => {
                let opts = game.options.resolve(id, &variants::options(id)).ok()?;
                Some(Shape::Draughts(variants::Variant::with_options(id, &opts)?))
            }
        }
    }

    /// The cells a piece of `side` may stand on.
    fn cells(&self, side: Side) -> Vec<usize> {
        match self {
            Shape::Draughts(v) => dsamples::squares(v),
            Shape::Points { size, coloured, .. } => (0..size * size)
                .filter(|&c| {
                    // a1 (bottom left, cell size*(size-1)) is dark and holds side 0's pieces.
                    let dark = ((c % size) + (size - 1 - c / size)) % 2 == 0;
                    !coloured || dark == (side == Side::First)
                })
                .collect(),
        }
    }

    fn kings(&self) -> bool {
        matches!(self, Shape::Draughts(_))
    }

    /// Whether the position text refuses more pieces a side than at the start.
    fn capped(&self) -> bool {
        matches!(self, Shape::Points { coloured: false, .. })
    }

    /// Pieces a side has at the start.
    fn standard(&self) -> usize {
        match self {
            Shape::Draughts(v) => dsamples::start_count(v),
            Shape::Points { .. } => 12,
        }
    }

    fn text(&self, layout: &Layout) -> String {
        match self {
            Shape::Draughts(v) => dsamples::text(v, &layout.pieces, layout.to_move),
            Shape::Points { size, letters, .. } => {
                let grid = Grid::new(*size, *size);
                let mut text = letters[layout.to_move.index()].to_string();
                for side in Side::BOTH {
                    let names: Vec<String> = layout.pieces.iter().filter(|p| p.1 == side).map(|p| grid.algebraic(p.0)).collect();
                    text.push_str(&format!(":{}{}", letters[side.index()], names.join(",")));
                }
                text
            }
        }
    }

    /// A random placement of `kind` (see the module comment); with `legal`, no side
    /// has more pieces than at the start.
    fn random(&self, kind: usize, legal: bool, rng: &mut Rng) -> Layout {
        let legal = legal || self.capped();
        let to_move = if rng.below(2) == 0 { Side::First } else { Side::Second };
        let me = to_move.index();
        let full = self.standard();
        let room = self.cells(to_move.other()).len();
        let mut counts = [0usize; 2];
        let mut king_percent = [rng.below(101), rng.below(101)];
        let mut rows: Option<usize> = None;
        match kind {
            // A few hunters, mostly kings, among many enemy pieces.
            1 => {
                counts[me] = 1 + rng.below(3);
                counts[1 - me] = full / 2 + rng.below(full / 2 + 1);
                king_percent[me] = 70 + rng.below(31);
            }
            // Enemy pieces on every other row, kings on the rows between.
            2 => {
                counts[me] = 1 + rng.below(4);
                counts[1 - me] = full / 2 + rng.below(full + 1);
                king_percent[me] = 100;
                rows = Some(rng.below(2));
            }
            // Any legal number of pieces on each side.
            3 => counts = [1 + rng.below(full), 1 + rng.below(full)],
            // Fuller than a game allows.
            4 => counts = [1 + rng.below(room * 2 / 5), 1 + rng.below(room * 2 / 5)],
            // One or two kings in a crowd with gaps (the kind of the Turkish position of KNOWN).
            _ => {
                counts[me] = 1 + rng.below(2);
                counts[1 - me] = room / 4 + rng.below(room * 35 / 100);
                king_percent[me] = 100;
            }
        }
        if legal {
            counts = counts.map(|c| c.min(full));
        }
        let size = match self {
            Shape::Draughts(v) => v.size,
            Shape::Points { size, .. } => *size,
        };
        let mut taken = vec![false; size * size];
        let mut pieces = Vec::new();
        for side in Side::BOTH {
            let i = side.index();
            let row_ok = |c: usize| match rows {
                Some(parity) => (c / size) % 2 == if i == me { 1 - parity } else { parity },
                None => true,
            };
            let mut free: Vec<usize> = self.cells(side).into_iter().filter(|&c| !taken[c] && row_ok(c)).collect();
            for _ in 0..counts[i] {
                if free.is_empty() {
                    break;
                }
                let c = free.swap_remove(rng.below(free.len()));
                taken[c] = true;
                pieces.push((c, side, self.kings() && rng.below(100) < king_percent[i]));
            }
        }
        Layout { pieces, to_move }
    }

    /// `layout` with one random change: a piece added, removed, moved or its rank
    /// changed (with `legal`, never more pieces a side than at the start).
    fn mutate(&self, layout: &Layout, legal: bool, rng: &mut Rng) -> Layout {
        let legal = legal || self.capped();
        let mut out = layout.clone();
        let side = if rng.below(2) == 0 { Side::First } else { Side::Second };
        let free: Vec<usize> = self.cells(side).into_iter().filter(|c| !out.pieces.iter().any(|p| p.0 == *c)).collect();
        let room = !legal || out.pieces.iter().filter(|p| p.1 == side).count() < self.standard();
        match rng.below(4) {
            0 if !free.is_empty() && room => out.pieces.push((free[rng.below(free.len())], side, self.kings() && rng.below(2) == 0)),
            1 if out.pieces.len() > 2 => {
                out.pieces.swap_remove(rng.below(out.pieces.len()));
            }
            2 if self.kings() && !out.pieces.is_empty() => {
                let i = rng.below(out.pieces.len());
                out.pieces[i].2 = !out.pieces[i].2;
            }
            _ if !out.pieces.is_empty() => {
                let i = rng.below(out.pieces.len());
                let free: Vec<usize> = self.cells(out.pieces[i].1).into_iter().filter(|c| !out.pieces.iter().any(|p| p.0 == *c)).collect();
                if !free.is_empty() {
                    out.pieces[i].0 = free[rng.below(free.len())];
                }
            }
            _ => {}
        }
        out
    }
}

fn hash(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01B3))
}

fn rng_for(game: &GameSpec, seed: u64) -> Rng {
    Rng::new(seed ^ hash(game.id) ^ hash(game.label).rotate_left(17))
}

/// The position after a random number of random moves from the start.
fn playout(game: &GameSpec, rng: &mut Rng) -> Option<String> {
    let mut g = crate::games::new_game(game.id, &game.options).ok()?;
    let plies = rng.below(160);
    for _ in 0..plies {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = &moves[rng.below(moves.len())];
        g.play(&mv.notation).ok()?;
    }
    Some(g.position())
}

/// `count` sample positions of `game` for `seed` (random games and random placements,
/// no climb); with `legal`, none has more pieces a side than the start, else the
/// known slow ones come first.
pub fn samples(game: &GameSpec, seed: u64, count: usize, legal: bool) -> Vec<String> {
    let known = KNOWN.iter().filter(|(id, _)| *id == game.id && game.label.is_empty() && !legal);
    let mut out: Vec<String> = known.map(|(_, p)| p.to_string()).collect();
    let Some(shape) = Shape::of(game) else { return out };
    let mut rng = rng_for(game, seed);
    for i in 0..count {
        match i % 6 {
            0 => out.extend(playout(game, &mut rng)),
            kind => out.push(shape.text(&shape.random(kind, legal, &mut rng))),
        }
    }
    out
}

/// What a climb makes grow.
#[derive(Copy, Clone, Debug)]
pub enum Objective {
    /// The work of the move generator (`cost`).
    Work,
    /// The landings the draughts path-expanding reference search takes, kept under
    /// `budget` (placements past it are dropped): positions where searching by state
    /// saves the most, still small enough to check against that reference.
    Paths { budget: u64 },
}

/// The work of generating the moves at `position`, the same on every run: the landings
/// the capture search expands in a draughts game; elsewhere the time in nanoseconds.
pub fn cost(game: &GameSpec, position: &str) -> Option<u64> {
    objective_cost(game, position, Objective::Work)
}

fn objective_cost(game: &GameSpec, position: &str, objective: Objective) -> Option<u64> {
    if let Some(Shape::Draughts(v)) = Shape::of(game) {
        let pos = draughts::read(v.id, position, &game.options.resolve(v.id, &variants::options(v.id)).ok()?).ok()?;
        return match objective {
            Objective::Work => Some(dsamples::work(&pos)),
            Objective::Paths { budget } => draughts::generate_by_paths(&pos, &mut Vec::new(), budget),
        };
    }
    time_legal_moves(game, position, 3).ok().map(|t| t.time.as_nanos() as u64)
}

/// The costliest placement found by `climbs` climbs of `steps` mutations each, every
/// climb starting from the costliest of a few random placements (`legal` as for `samples`).
pub fn climb(game: &GameSpec, seed: u64, climbs: usize, steps: usize, legal: bool) -> Option<String> {
    climb_reporting(game, seed, climbs, steps, legal, Objective::Work, |_, _| {})
}

/// `climb` towards `objective`, telling `progress` each new costliest placement and its cost.
pub fn climb_reporting(
    game: &GameSpec,
    seed: u64,
    climbs: usize,
    steps: usize,
    legal: bool,
    objective: Objective,
    mut progress: impl FnMut(u64, &str),
) -> Option<String> {
    let shape = Shape::of(game)?;
    let mut rng = rng_for(game, seed ^ 0xC11B);
    let mut best: Option<(u64, String)> = None;
    for _ in 0..climbs {
        let mut current: Option<(u64, Layout)> = None;
        for kind in 1..=5 {
            let layout = shape.random(kind, legal, &mut rng);
            let Some(c) = objective_cost(game, &shape.text(&layout), objective) else { continue };
            if current.as_ref().is_none_or(|(best, _)| c > *best) {
                current = Some((c, layout));
            }
        }
        let Some((mut score, mut layout)) = current else { continue };
        for _ in 0..steps {
            let next = shape.mutate(&layout, legal, &mut rng);
            if let Some(c) = objective_cost(game, &shape.text(&next), objective) {
                if c >= score {
                    if c > score {
                        progress(c, &shape.text(&next));
                    }
                    score = c;
                    layout = next;
                }
            }
        }
        if best.as_ref().is_none_or(|(b, _)| score > *b) {
            best = Some((score, shape.text(&layout)));
        }
    }
    best.map(|(_, text)| text)
}

/// One position's legal moves, timed.
#[derive(Clone, Debug)]
pub struct Timing {
    pub position: String,
    pub moves: usize,
    pub time: Duration,
}

/// Times `legal_moves` at `position` (the best of `repeats` runs, to see past noise).
pub fn time_legal_moves(game: &GameSpec, position: &str, repeats: usize) -> Result<Timing, GameError> {
    let mut best = Duration::MAX;
    let mut moves = 0;
    for _ in 0..repeats.max(1) {
        // A fresh game each time: a game keeps its position's moves once generated.
        let g: Box<dyn AnyGame> = crate::games::from_position(game.id, position, &game.options)?;
        let t = Instant::now();
        moves = g.legal_moves().len();
        best = best.min(t.elapsed());
    }
    Ok(Timing { position: position.to_string(), moves, time: best })
}

/// The slowest of `positions` (each timed best of three, to see past a stall of the machine).
pub fn slowest(game: &GameSpec, positions: &[String]) -> Option<Timing> {
    let mut worst: Option<Timing> = None;
    for position in positions {
        let Ok(t) = time_legal_moves(game, position, 3) else { continue };
        if worst.as_ref().is_none_or(|w| t.time > w.time) {
            worst = Some(t);
        }
    }
    worst
}
