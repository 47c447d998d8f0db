//! Monte Carlo tree search (UCT) for games without a reliable static evaluation:
//! the tree grows one node per playout, playouts are random with a light
//! preference for noisy moves, and a playout too long to finish is scored by the
//! evaluation through a logistic curve.

use crate::core::{Repetition, SearchHints, Side};

use super::clock::now_ms;
use super::rng::Rng;
use super::search::WIN;

/// Exploration constant of UCB1 (rewards lie in [0, 1]).
const EXPLORE: f64 = 0.6;
/// A playout longer than this is scored by the evaluation.
const PLAYOUT_PLIES: usize = 150;
/// Evaluation units (a man or pawn = 100) per unit of the logistic curve.
const EVAL_SCALE: f64 = 200.0;
/// RAVE (games with `SearchHints::amaf_squares`): a child's value mixes its own mean with
/// its all-moves-as-first mean, the latter weighing sqrt(K / (3 n + K)) after n visits
/// (Gelly and Silver's schedule): it decides alone while a move is untried, and
/// fades as the move's own visits grow.
const RAVE_K: f64 = 1000.0;
/// Exploration with RAVE (the all-moves-as-first statistics already spread the visits).
const RAVE_EXPLORE: f64 = 0.05;
/// Squares a set of claimed squares holds (`amaf_squares` stay below this).
const AMAF_SQUARES: usize = 192;
/// The tree stops growing past this many nodes (memory stays bounded); playouts go on.
const MAX_TREE: usize = 400_000;
const NO_NODE: u32 = u32::MAX;
/// The longest line reported (analysis).
const MAX_LINE: usize = 64;
/// Win rates map to at most this many evaluation units (far from any proven result).
const MAX_RATE_SCORE: f64 = 10_000.0;

#[derive(Copy, Clone, Debug, Default)]
pub struct MctsLimits {
    /// None: no time limit (the clock decides nothing).
    pub time_ms: Option<u32>,
    /// Stop after this many playouts (0: no limit); makes a search repeatable.
    pub max_playouts: u64,
    /// Stop once this many positions were visited, in the tree and in playouts (0: no limit).
    pub max_nodes: u64,
    /// Stop once the principal line (most visited) is this long, or proven, or the
    /// tree can grow no more.
    pub max_depth: Option<u32>,
    /// Stop once the best move is a proven win or the root's result is proven
    /// (analysis: nothing more to learn about the best line).
    pub stop_when_settled: bool,
}

/// A root move after the search.
#[derive(Copy, Clone, Debug)]
pub struct RootStat<M> {
    pub mv: M,
    pub visits: u32,
    /// Mean reward for the side to move at the root (1 win, 0.5 draw, 0 loss).
    pub mean: f64,
    /// The tree proved the result: `Some(1.0)` wins, `Some(0.0)` loses.
    pub proven: Option<f64>,
}

impl<M> RootStat<M> {
    /// Higher is better: a proven win, then visits; a proven loss last.
    pub fn rank(&self) -> (u8, u32) {
        match self.proven {
            Some(r) if r >= 1.0 => (2, self.visits),
            Some(r) if r <= 0.0 => (0, self.visits),
            _ => (1, self.visits),
        }
    }
}

#[derive(Clone, Debug)]
pub struct MctsResult<M> {
    /// Every root move with its statistics.
    pub roots: Vec<RootStat<M>>,
    pub playouts: u64,
    /// Positions visited in the tree and in playouts.
    pub nodes: u64,
    pub elapsed_ms: f64,
}

#[derive(Copy, Clone)]
struct Node {
    parent: u32,
    first_child: u32,
    children: u32,
    /// Index of the move leading here in the parent's generated moves.
    index: u32,
    visits: u32,
    /// Sum of rewards for the side that moved into this node.
    reward: f64,
    /// The side that moved into this node.
    mover: Side,
    expanded: bool,
    /// The game is over here: the reward for `mover`.
    terminal: Option<f64>,
    /// Playouts through the parent in which `mover` later took this move's squares
    /// (RAVE), and the sum of their rewards for `mover`.
    amaf_visits: u32,
    amaf_reward: f32,
}

/// A set of squares (`SearchHints::amaf_squares`).
#[derive(Copy, Clone, Default)]
struct Squares([u64; AMAF_SQUARES / 64]);

impl Squares {
    fn add(&mut self, squares: &[u8]) {
        for &s in squares {
            let s = s as usize % AMAF_SQUARES;
            self.0[s / 64] |= 1 << (s % 64);
        }
    }

    fn has_all(&self, squares: &[u8]) -> bool {
        squares.iter().all(|&s| {
            let s = s as usize % AMAF_SQUARES;
            self.0[s / 64] & 1 << (s % 64) != 0
        })
    }
}

pub(super) struct Tree<R: SearchHints> {
    nodes: Vec<Node>,
    /// The move into node `i` is `edges[i - 1]` (every node but the root is a child,
    /// created in order): the way down replays them without generating moves.
    edges: Vec<R::Move>,
    moves: Vec<R::Move>,
    rng: Rng,
    count: u64,
    /// The root's legal moves (children index into them).
    root_moves: Vec<R::Move>,
    pub(super) playouts: u64,
    /// A node could not be expanded for want of room.
    full: bool,
    /// The game's moves claim squares: selection uses RAVE.
    rave: bool,
    /// The squares each side took in the current playout (RAVE).
    played: [Squares; 2],
    /// Random moves drawn at each playout ply (the game's row of the tuning table).
    samples: usize,
    start: f64,
}

/// Searches `pos` by UCT within `limits`; `seed` makes the playouts repeatable.
pub fn search<R: SearchHints>(pos: &R, limits: &MctsLimits, seed: u64) -> MctsResult<R::Move> {
    let mut tree = Tree::new(pos, seed);
    tree.run(pos, limits, None);
    tree.result()
}

/// Hears of the tree during a search (analysis); returns false to stop it.
pub(super) type Report<'a, R> = &'a mut dyn FnMut(&Tree<R>) -> bool;

/// How often a search with reports reads the clock for the next one.
const REPORT_MS: f64 = 200.0;

impl<R: SearchHints> Tree<R> {
    pub(super) fn new(pos: &R, seed: u64) -> Tree<R> {
        let mut root_moves = Vec::new();
        pos.generate(&mut root_moves);
        let root = Node {
            parent: NO_NODE,
            first_child: NO_NODE,
            children: 0,
            index: 0,
            visits: 0,
            reward: 0.0,
            mover: pos.side_to_move().other(),
            expanded: false,
            terminal: None,
            amaf_visits: 0,
            amaf_reward: 0.0,
        };
        let rave = root_moves.first().is_some_and(|m| !R::amaf_squares(m).is_empty());
        Tree {
            nodes: vec![root],
            edges: Vec::new(),
            moves: Vec::with_capacity(64),
            rng: Rng::new(seed),
            count: 0,
            root_moves,
            playouts: 0,
            full: false,
            rave,
            samples: super::tuning::of(pos.id()).playout_samples,
            played: [Squares::default(); 2],
            start: now_ms(),
        }
    }

    /// Playouts until a limit is reached. `report` (analysis) hears of the tree each
    /// time the principal line grows, and at least every `REPORT_MS`; it returns false
    /// to stop.
    pub(super) fn run(&mut self, pos: &R, limits: &MctsLimits, mut report: Option<Report<'_, R>>) {
        let deadline = limits.time_ms.map(|t| self.start + t as f64);
        let max = if limits.max_playouts == 0 { u64::MAX } else { limits.max_playouts };
        let max_nodes = if limits.max_nodes == 0 { u64::MAX } else { limits.max_nodes };
        let (mut reported_depth, mut reported_at) = (0, self.start);
        while self.playouts < max && self.count < max_nodes && !self.root_moves.is_empty() {
            self.iterate(pos);
            self.playouts += 1;
            if !self.playouts.is_multiple_of(16) {
                continue;
            }
            if deadline.is_some_and(|d| now_ms() > d) {
                break;
            }
            if limits.max_depth.is_none() && report.is_none() && !limits.stop_when_settled {
                continue;
            }
            let (depth, settled) = self.principal_depth();
            if let Some(f) = report.as_mut() {
                let now = now_ms();
                if depth > reported_depth || now - reported_at >= REPORT_MS {
                    (reported_depth, reported_at) = (depth, now);
                    if !f(self) {
                        break;
                    }
                }
            }
            if limits.max_depth.is_some_and(|d| depth >= d || settled || self.full) || limits.stop_when_settled && settled {
                break;
            }
        }
    }

    /// The statistics of every root move.
    pub(super) fn result(&self) -> MctsResult<R::Move> {
        let root = self.nodes[0];
        let roots = if root.expanded {
            (0..root.children)
                .map(|i| {
                    let c = self.nodes[(root.first_child + i) as usize];
                    let mean = if c.visits > 0 { c.reward / c.visits as f64 } else { 0.5 };
                    RootStat { mv: self.root_moves[c.index as usize], visits: c.visits, mean, proven: c.terminal }
                })
                .collect()
        } else {
            self.root_moves.iter().map(|m| RootStat { mv: *m, visits: 0, mean: 0.5, proven: None }).collect()
        };
        MctsResult { roots, playouts: self.playouts, nodes: self.count, elapsed_ms: now_ms() - self.start }
    }

    pub(super) fn nodes_visited(&self) -> u64 {
        self.count
    }

    fn children(&self, node: usize) -> std::ops::Range<usize> {
        let n = &self.nodes[node];
        if n.expanded {
            n.first_child as usize..(n.first_child + n.children) as usize
        } else {
            0..0
        }
    }

    /// The length of the most visited line, and whether the search is settled: the
    /// root's result is proven, or its most visited move is a proven win.
    pub(super) fn principal_depth(&self) -> (u32, bool) {
        let (mut node, mut depth) = (0, 0);
        let mut settled = self.nodes[0].terminal.is_some();
        while self.nodes[node].terminal.is_none() {
            match self.children(node).filter(|&c| self.nodes[c].visits > 0).max_by_key(|&c| self.nodes[c].visits) {
                Some(c) => (node, depth) = (c, depth + 1),
                None => break,
            }
            if depth == 1 {
                settled |= self.nodes[node].terminal.is_some_and(|r| r >= 1.0);
            }
        }
        (depth, settled)
    }

    /// Plies from `node`'s position to the end of the game under the play that proves
    /// its result (`terminal`): the winner the shortest way, the loser the longest.
    fn proof_plies(&self, node: usize) -> u32 {
        let n = &self.nodes[node];
        if !n.expanded {
            return 0;
        }
        let plies = self.children(node).map(|c| (self.nodes[c].terminal, self.proof_plies(c)));
        // Lost for the mover: the side to move here has a won child; won: every child is lost.
        let best = if n.terminal.is_some_and(|r| r <= 0.0) {
            plies.filter(|(t, _)| t.is_some_and(|r| r >= 1.0)).map(|(_, p)| p).min()
        } else {
            plies.map(|(_, p)| p).max()
        };
        1 + best.unwrap_or(0)
    }

    /// The child that continues the line from `node`: the proof where there is one,
    /// else the most visited (more reward breaks ties).
    fn next_in_line(&self, node: usize) -> Option<usize> {
        let n = &self.nodes[node];
        match n.terminal {
            Some(r) if r <= 0.0 && n.expanded => {
                self.children(node).filter(|&c| self.nodes[c].terminal.is_some_and(|r| r >= 1.0)).min_by_key(|&c| self.proof_plies(c))
            }
            Some(_) if n.expanded => self.children(node).max_by_key(|&c| self.proof_plies(c)),
            Some(_) => None,
            None => self.children(node).filter(|&c| self.nodes[c].visits > 0).max_by(|&a, &b| {
                let (x, y) = (&self.nodes[a], &self.nodes[b]);
                x.visits.cmp(&y.visits).then(x.reward.total_cmp(&y.reward))
            }),
        }
    }

    /// The best `count` root moves as (score for the side to move, line), best first.
    /// A proven result scores `WIN` minus its plies (as in alpha-beta); otherwise the
    /// win rate (with one win and one loss added, so few visits stay near even) is
    /// mapped onto evaluation units through the logistic curve playouts use.
    pub(super) fn lines(&self, pos: &R, count: usize) -> Vec<(i32, Vec<R::Move>)> {
        let mut scored: Vec<(i32, u32, usize)> = self
            .children(0)
            .map(|c| {
                let n = &self.nodes[c];
                let score = match n.terminal {
                    Some(r) if r >= 1.0 => WIN - (1 + self.proof_plies(c)) as i32,
                    Some(r) if r <= 0.0 => -(WIN - (1 + self.proof_plies(c)) as i32),
                    Some(_) => 0,
                    None => {
                        let p = (n.reward + 1.0) / (n.visits as f64 + 2.0);
                        (EVAL_SCALE * (p / (1.0 - p)).ln()).round().clamp(-MAX_RATE_SCORE, MAX_RATE_SCORE) as i32
                    }
                };
                (score, n.visits, c)
            })
            .collect();
        best_first(&mut scored);
        scored
            .iter()
            .take(count)
            .map(|&(score, _, child)| {
                let mut line = vec![self.root_moves[self.nodes[child].index as usize]];
                let mut at = pos.clone();
                at.apply(&line[0]);
                let mut node = child;
                let mut moves = Vec::new();
                while line.len() < MAX_LINE {
                    let Some(next) = self.next_in_line(node) else { break };
                    at.generate(&mut moves);
                    let Some(mv) = moves.get(self.nodes[next].index as usize).copied() else { break };
                    at.apply(&mv);
                    line.push(mv);
                    node = next;
                }
                (score, line)
            })
            .collect()
    }
}

/// (score, visits, node) by score, then visits, highest first (outside the generic
/// code: one sort in the module, not one per game).
fn best_first(scored: &mut [(i32, u32, usize)]) {
    // Score in the high bits, visits below: one ascending key orders by score, then
    // visits, both highest first (the score kept off i32::MIN so the key cannot overflow).
    crate::core::sort::sort_by_key(scored, |s| (-(s.0.max(i32::MIN + 1) as i64)) << 32 | (u32::MAX - s.1) as i64);
}

fn reward_for(winner: Option<Side>, side: Side) -> f64 {
    match winner {
        Some(w) if w == side => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

impl<R: SearchHints> Tree<R> {
    /// One selection, expansion, playout and update.
    fn iterate(&mut self, root: &R) {
        let mut pos = root.clone();
        let mut node = 0usize;
        let reward_first: f64 = loop {
            self.count += 1;
            let n = self.nodes[node];
            if let Some(r) = n.terminal {
                break if n.mover == Side::First { r } else { 1.0 - r };
            }
            if !n.expanded {
                pos.generate(&mut self.moves);
                if let Some(o) = pos.outcome(&self.moves, Repetition { count: 1, cycle_plies: 0 }) {
                    let r = reward_for(o.winner, n.mover);
                    self.nodes[node].terminal = Some(r);
                    break if n.mover == Side::First { r } else { 1.0 - r };
                }
                // (A game that reports no end yet gives no move is scored by its evaluation.)
                let room = self.nodes.len() + self.moves.len() <= MAX_TREE;
                self.full |= !room;
                if room && !self.moves.is_empty() && (n.visits > 0 || node == 0) {
                    self.expand(node, pos.side_to_move());
                    continue;
                }
                break self.playout(&mut pos);
            }
            let child = self.select(node);
            pos.apply(&self.edges[child - 1]);
            node = child;
        };
        let mut at = node as u32;
        while at != NO_NODE {
            let n = &mut self.nodes[at as usize];
            n.visits += 1;
            n.reward += if n.mover == Side::First { reward_first } else { 1.0 - reward_first };
            let (proven, parent) = (n.terminal, n.parent);
            if let (Some(r), true) = (proven, parent != NO_NODE) {
                self.prove_parent(parent as usize, r);
            }
            at = parent;
        }
        if self.rave {
            self.update_amaf(node, reward_first);
        }
    }

    /// All moves as first: going up from `leaf`, every child of a node on the path
    /// whose squares its mover took from that node on in this playout (tree moves and
    /// playout moves) hears the playout's reward.
    fn update_amaf(&mut self, leaf: usize, reward_first: f64) {
        let mut taken = std::mem::take(&mut self.played);
        let mut at = leaf;
        loop {
            if self.nodes[at].expanded {
                for c in self.children(at) {
                    let mover = self.nodes[c].mover;
                    if taken[mover.index()].has_all(R::amaf_squares(&self.edges[c - 1])) {
                        let n = &mut self.nodes[c];
                        n.amaf_visits += 1;
                        n.amaf_reward += if mover == Side::First { reward_first } else { 1.0 - reward_first } as f32;
                    }
                }
            }
            if at == 0 {
                break;
            }
            let n = self.nodes[at];
            taken[n.mover.index()].add(R::amaf_squares(&self.edges[at - 1]));
            at = n.parent as usize;
        }
    }

    /// Monte Carlo solver: a won child proves its parent lost for the parent's
    /// mover; children all lost prove the parent won.
    fn prove_parent(&mut self, parent: usize, child_result: f64) {
        let p = self.nodes[parent];
        if p.terminal.is_some() {
            return;
        }
        if child_result >= 1.0 {
            self.nodes[parent].terminal = Some(0.0);
        } else if child_result <= 0.0 {
            let all_lost = (p.first_child..p.first_child + p.children).all(|c| self.nodes[c as usize].terminal.is_some_and(|r| r <= 0.0));
            if all_lost {
                self.nodes[parent].terminal = Some(1.0);
            }
        }
    }

    fn expand(&mut self, node: usize, to_move: Side) {
        let first = self.nodes.len() as u32;
        for i in 0..self.moves.len() {
            self.nodes.push(Node {
                parent: node as u32,
                first_child: NO_NODE,
                children: 0,
                index: i as u32,
                visits: 0,
                reward: 0.0,
                mover: to_move,
                expanded: false,
                terminal: None,
                amaf_visits: 0,
                amaf_reward: 0.0,
            });
        }
        self.edges.extend_from_slice(&self.moves);
        let n = &mut self.nodes[node];
        n.first_child = first;
        n.children = self.moves.len() as u32;
        n.expanded = true;
    }

    /// UCB1; an unvisited child first (a random one, so the generator's order does not bias).
    fn select(&mut self, node: usize) -> usize {
        let n = self.nodes[node];
        let range = n.first_child as usize..(n.first_child + n.children) as usize;
        if self.rave {
            return self.select_rave(n.visits, range);
        }
        let unvisited = range.clone().filter(|&c| self.nodes[c].visits == 0).count();
        if unvisited > 0 {
            let k = self.rng.below(unvisited);
            return range.filter(|&c| self.nodes[c].visits == 0).nth(k).unwrap_or(n.first_child as usize);
        }
        if let Some(won) = range.clone().find(|&c| self.nodes[c].terminal.is_some_and(|r| r >= 1.0)) {
            return won;
        }
        let log_n = (n.visits.max(1) as f64).ln();
        let mut best = n.first_child as usize;
        let mut best_value = f64::MIN;
        for c in range {
            let ch = &self.nodes[c];
            let v = ch.reward / ch.visits as f64 + EXPLORE * (log_n / ch.visits as f64).sqrt();
            if v > best_value {
                best_value = v;
                best = c;
            }
        }
        best
    }

    /// UCB over each child's mean mixed with its all-moves-as-first mean: an untried
    /// move is judged by the latter alone (one never seen in a playout first).
    fn select_rave(&mut self, parent_visits: u32, range: std::ops::Range<usize>) -> usize {
        if let Some(won) = range.clone().find(|&c| self.nodes[c].terminal.is_some_and(|r| r >= 1.0)) {
            return won;
        }
        let log_n = (parent_visits.max(1) as f64).ln();
        // Most children are untried: their exploration term is the same for all.
        let untried_explore = RAVE_EXPLORE * log_n.sqrt();
        let mut best = range.start;
        let mut best_value = f64::MIN;
        for c in range {
            let ch = &self.nodes[c];
            if ch.visits == 0 && ch.amaf_visits > 0 {
                let v = ch.amaf_reward as f64 / ch.amaf_visits as f64 + untried_explore;
                if v > best_value {
                    best_value = v;
                    best = c;
                }
                continue;
            }
            let visits = ch.visits as f64;
            let value = if ch.amaf_visits == 0 {
                if ch.visits == 0 {
                    2.0
                } else {
                    ch.reward / visits
                }
            } else {
                let amaf = ch.amaf_reward as f64 / ch.amaf_visits as f64;
                let beta = (RAVE_K / (3.0 * visits + RAVE_K)).sqrt();
                let mean = if ch.visits == 0 { amaf } else { ch.reward / visits };
                (1.0 - beta) * mean + beta * amaf
            };
            let v = value + RAVE_EXPLORE * (log_n / (visits + 1.0)).sqrt();
            if v > best_value {
                best_value = v;
                best = c;
            }
        }
        best
    }

    /// Plays random moves (noisy ones preferred half the time) to the end or the
    /// ply limit; returns the reward for the first side.
    fn playout(&mut self, pos: &mut R) -> f64 {
        for ply in 0.. {
            // A game that can draw a move without generating them all (Binary's pairs) does.
            if ply < PLAYOUT_PLIES {
                let rng = &mut self.rng;
                if let Some(mv) = pos.playout_move(&mut |n| rng.below(n)) {
                    self.count += 1;
                    if self.rave {
                        self.played[pos.side_to_move().index()].add(R::amaf_squares(&mv));
                    }
                    pos.apply(&mv);
                    continue;
                }
            }
            if ply > 0 {
                pos.generate(&mut self.moves);
                if let Some(o) = pos.outcome(&self.moves, Repetition { count: 1, cycle_plies: 0 }) {
                    return reward_for(o.winner, Side::First);
                }
            }
            if ply >= PLAYOUT_PLIES || self.moves.is_empty() {
                break;
            }
            self.count += 1;
            let samples = self.samples;
            let noisy = if samples > 1 { 0 } else { self.moves.iter().filter(|m| pos.is_noisy(m)).count() };
            let mv = if samples > 1 {
                self.sampled_move(pos, samples)
            } else if noisy > 0 && noisy < self.moves.len() && self.rng.below(2) == 0 {
                let k = self.rng.below(noisy);
                self.moves.iter().filter(|m| pos.is_noisy(m)).nth(k).copied()
            } else {
                let k = self.rng.below(self.moves.len());
                self.moves.get(k).copied()
            };
            match mv {
                Some(mv) => {
                    if self.rave {
                        self.played[pos.side_to_move().index()].add(R::amaf_squares(&mv));
                    }
                    pos.apply(&mv)
                }
                None => break,
            }
        }
        let p = 1.0 / (1.0 + (-(pos.evaluate() as f64) / EVAL_SCALE).exp());
        if pos.side_to_move() == Side::First {
            p
        } else {
            1.0 - p
        }
    }

    /// Of `samples` moves drawn at random (with repeats) from `self.moves`, the one
    /// after which the evaluation is lowest for the opponent (the first on ties).
    fn sampled_move(&mut self, pos: &R, samples: usize) -> Option<R::Move> {
        let mut best: Option<(i32, R::Move)> = None;
        for _ in 0..samples {
            let mv = self.moves[self.rng.below(self.moves.len())];
            let mut child = pos.clone();
            child.apply(&mv);
            let score = child.evaluate();
            if best.is_none_or(|(b, _)| score < b) {
                best = Some((score, mv));
            }
        }
        best.map(|(_, mv)| mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use crate::games::binary::Binary;
    use crate::games::zonghen::ZongHeng;

    #[test]
    fn rave_counts_a_move_in_every_playout_that_took_its_squares() {
        let mut pos = Binary::start(8);
        let mut moves = Vec::new();
        pos.generate(&mut moves);
        pos.apply(&moves[0]);
        let mut tree = Tree::new(&pos, 5);
        assert!(tree.rave, "Binary's placements claim squares");
        tree.run(&pos, &MctsLimits { max_playouts: 300, ..MctsLimits::default() }, None);
        let (mut amaf_total, mut visited) = (0u64, 0);
        for c in tree.children(0) {
            let n = tree.nodes[c];
            // A playout through the move took its squares at the root: it counts too.
            assert!(n.amaf_visits >= n.visits, "{:?}: {} all-moves-as-first, {} visits", tree.edges[c - 1], n.amaf_visits, n.visits);
            assert!(n.amaf_reward as f64 <= n.amaf_visits as f64);
            amaf_total += n.amaf_visits as u64;
            visited += (n.visits > 0) as usize;
        }
        // One playout tells about many root moves, and the untried ones are judged by that alone.
        assert!(amaf_total > 20 * tree.playouts, "{amaf_total} counts from {} playouts", tree.playouts);
        assert!(visited < tree.children(0).len(), "every root move was tried: RAVE did not choose");
        // Zong-Heng's moves claim no squares: plain UCT.
        assert!(!Tree::new(&ZongHeng::start(8), 1).rave);
    }

    #[test]
    fn a_sampled_playout_move_is_the_one_the_evaluation_prefers_among_those_drawn() {
        // Drawing many times covers every move: the choice must then be a move
        // after which the opponent's evaluation is the lowest of all.
        let mut pos = ZongHeng::start(8);
        let mut tree = Tree::new(&pos, 3);
        for _ in 0..4 {
            pos.generate(&mut tree.moves);
            let child_eval = |mv: &<ZongHeng as Rules>::Move| {
                let mut child = pos.clone();
                child.apply(mv);
                child.evaluate()
            };
            let lowest = tree.moves.iter().map(child_eval).min().unwrap();
            let highest = tree.moves.iter().map(child_eval).max().unwrap();
            let chosen = tree.sampled_move(&pos, 50 * tree.moves.len()).unwrap();
            assert_eq!(child_eval(&chosen), lowest);
            // The moves differ in value, or the test would mean nothing.
            assert!(lowest < highest, "every move evaluates alike at {}", pos.position_text());
            pos.apply(&chosen);
        }
    }
}
