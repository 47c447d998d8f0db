//! Monte Carlo tree search (UCT) for games without a reliable static evaluation:
//! the tree grows one node per playout, playouts are random with a light
//! preference for noisy moves, and a playout too long to finish is scored by the
//! evaluation through a logistic curve.

use crate::core::{Repetition, Rules, Side};

use super::clock::now_ms;
use super::rng::Rng;

/// Exploration constant of UCB1 (rewards lie in [0, 1]).
const EXPLORE: f64 = 1.0;
/// A playout longer than this is scored by the evaluation.
const PLAYOUT_PLIES: usize = 150;
/// Evaluation units (a man or pawn = 100) per unit of the logistic curve.
const EVAL_SCALE: f64 = 200.0;
/// The tree stops growing past this many nodes (memory stays bounded); playouts go on.
const MAX_TREE: usize = 400_000;
const NO_NODE: u32 = u32::MAX;

#[derive(Copy, Clone, Debug)]
pub struct MctsLimits {
    pub time_ms: u32,
    /// Stop after this many playouts (0: no limit); makes a search repeatable.
    pub max_playouts: u64,
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
}

struct Tree<R: Rules> {
    nodes: Vec<Node>,
    moves: Vec<R::Move>,
    rng: Rng,
    count: u64,
}

/// Searches `pos` by UCT within `limits`; `seed` makes the playouts repeatable.
pub fn search<R: Rules>(pos: &R, limits: &MctsLimits, seed: u64) -> MctsResult<R::Move> {
    let start = now_ms();
    let deadline = start + limits.time_ms as f64;
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
    };
    let mut tree: Tree<R> = Tree { nodes: vec![root], moves: Vec::with_capacity(64), rng: Rng::new(seed), count: 0 };
    let mut playouts = 0u64;
    let max = if limits.max_playouts == 0 { u64::MAX } else { limits.max_playouts };
    while playouts < max && !root_moves.is_empty() {
        tree.iterate(pos);
        playouts += 1;
        if playouts.is_multiple_of(16) && now_ms() > deadline {
            break;
        }
    }
    let root = tree.nodes[0];
    let roots = if root.expanded {
        (0..root.children)
            .map(|i| {
                let c = tree.nodes[(root.first_child + i) as usize];
                let mean = if c.visits > 0 { c.reward / c.visits as f64 } else { 0.5 };
                RootStat { mv: root_moves[c.index as usize], visits: c.visits, mean, proven: c.terminal }
            })
            .collect()
    } else {
        root_moves.iter().map(|m| RootStat { mv: *m, visits: 0, mean: 0.5, proven: None }).collect()
    };
    MctsResult { roots, playouts, nodes: tree.count, elapsed_ms: now_ms() - start }
}

fn reward_for(winner: Option<Side>, side: Side) -> f64 {
    match winner {
        Some(w) if w == side => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

impl<R: Rules> Tree<R> {
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
                if room && !self.moves.is_empty() && (n.visits > 0 || node == 0) {
                    self.expand(node, pos.side_to_move());
                    continue;
                }
                break self.playout(&mut pos);
            }
            let child = self.select(node);
            pos.generate(&mut self.moves);
            let mv = self.moves[self.nodes[child].index as usize];
            pos.apply(&mv);
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
            });
        }
        let n = &mut self.nodes[node];
        n.first_child = first;
        n.children = self.moves.len() as u32;
        n.expanded = true;
    }

    /// UCB1; an unvisited child first (a random one, so the generator's order does not bias).
    fn select(&mut self, node: usize) -> usize {
        let n = self.nodes[node];
        let range = n.first_child as usize..(n.first_child + n.children) as usize;
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

    /// Plays random moves (noisy ones preferred half the time) to the end or the
    /// ply limit; returns the reward for the first side.
    fn playout(&mut self, pos: &mut R) -> f64 {
        for ply in 0.. {
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
            let noisy = self.moves.iter().filter(|m| pos.is_noisy(m)).count();
            let mv = if noisy > 0 && noisy < self.moves.len() && self.rng.below(2) == 0 {
                let k = self.rng.below(noisy);
                self.moves.iter().filter(|m| pos.is_noisy(m)).nth(k).copied()
            } else {
                let k = self.rng.below(self.moves.len());
                self.moves.get(k).copied()
            };
            match mv {
                Some(mv) => pos.apply(&mv),
                None => break,
            }
        }
        let p = 1.0 / (1.0 + (-(pos.evaluate() as f64) / EVAL_SCALE).exp());
        if pos.side_to_move() == Side::First { p } else { 1.0 - p }
    }
}
