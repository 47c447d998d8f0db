//! Logistic regression of the learned evaluation: the probability that the side to
//! move wins is sigmoid(K * evaluation) (a draw counts one half); K is fitted first on
//! the hand-set evaluation alone (as Texel tuning does), then the scale and the pattern
//! weights by full-batch Adam on the mean cross-entropy plus an L2 penalty on the
//! weights. Everything runs in a fixed order on one thread, so a seed repeats exactly.

use super::data::Data;
use super::model::Model;

/// The fit's settings.
#[derive(Debug, Clone)]
pub struct Settings {
    pub epochs: usize,
    /// Adam's step for the weights, in hundredths of a man.
    pub rate: f64,
    /// The penalty on each weight's square, in the sigmoid's units (K w)^2.
    pub l2: f64,
    /// One game in `held_out` is kept out of the fit to measure it.
    pub held_out: u32,
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { epochs: 300, rate: 1.0, l2: 1e-3, held_out: 10, seed: 1 }
    }
}

/// What the fit gives: the model (weights rounded to whole hundredths), K, and the
/// mean cross-entropy against the targets on the training and the held-out positions,
/// before (the hand-set evaluation alone, with its fitted K) and after; and on the
/// held-out positions against the games' results (each evaluation with its own K for
/// the results, fitted on the training positions): the same measure whatever the
/// targets were.
#[derive(Debug, Clone)]
pub struct Fitted {
    pub model: Model,
    pub k: f64,
    pub train: usize,
    pub held: usize,
    pub train_loss: [f64; 2],
    pub held_loss: [f64; 2],
    pub held_result_loss: [f64; 2],
}

/// Whether game `g` is held out for a seed.
fn is_held_out(g: u32, s: &Settings) -> bool {
    let mut h = (g as u64 ^ s.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h ^= h >> 31;
    h.is_multiple_of(s.held_out as u64)
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Cross-entropy of a prediction `p` against target `y`, bounded away from log 0.
fn cross_entropy(p: f64, y: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
}

/// The evaluation of position `i` under `scale` and `weights`.
fn eval_of(data: &Data, i: usize, scale: f64, weights: &[f64]) -> f64 {
    let r = data.regions;
    let idx = &data.index[2 * r * i..2 * r * (i + 1)];
    let own: f64 = idx[..r].iter().map(|&j| weights[j as usize]).sum();
    let other: f64 = idx[r..].iter().map(|&j| weights[j as usize]).sum();
    data.hand[i] as f64 * scale + own - other
}

fn mean_loss(data: &Data, set: &[usize], k: f64, scale: f64, weights: &[f64]) -> f64 {
    mean_loss_against(data, &data.target, set, k, scale, weights)
}

fn mean_loss_against(data: &Data, target: &[f32], set: &[usize], k: f64, scale: f64, weights: &[f64]) -> f64 {
    let sum: f64 = set.iter().map(|&i| cross_entropy(sigmoid(k * eval_of(data, i, scale, weights)), target[i] as f64)).sum();
    sum / set.len().max(1) as f64
}

/// K for the hand-set evaluation on `set`.
fn fit_k(data: &Data, set: &[usize], zero: &[f64]) -> f64 {
    best_k(|k| mean_loss(data, set, k, 1.0, zero))
}

/// K of a search score against the games' results (the distillation label's
/// sigmoid(K * score) then reads as the chance the side to move wins).
pub fn score_k(pairs: &[(f64, f64)]) -> f64 {
    best_k(|k| score_loss(pairs, k))
}

/// The mean cross-entropy of sigmoid(`k` * score) against the results: how well the
/// labelling search itself predicts the games.
pub fn score_loss(pairs: &[(f64, f64)], k: f64) -> f64 {
    pairs.iter().map(|&(score, result)| cross_entropy(sigmoid(k * score), result)).sum::<f64>() / pairs.len().max(1) as f64
}

/// The K that minimises `loss`: a golden-section search over log K (the loss is
/// unimodal in K).
fn best_k(loss_at: impl Fn(f64) -> f64) -> f64 {
    let loss = |lk: f64| loss_at(lk.exp());
    let (mut a, mut b) = ((1e-5f64).ln(), (0.1f64).ln());
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let (c, d) = (b - phi * (b - a), a + phi * (b - a));
        if loss(c) < loss(d) {
            b = d;
        } else {
            a = c;
        }
    }
    ((a + b) / 2.0).exp()
}

/// Fits `start`'s scale and weights to `data`.
pub fn fit(data: &Data, start: &Model, s: &Settings) -> Fitted {
    let (held, train): (Vec<usize>, Vec<usize>) = (0..data.len()).partition(|&i| is_held_out(data.game[i], s));
    let n = start.weights().len();
    let zero = vec![0.0; n];
    let k = fit_k(data, &train, &zero);
    let before = (mean_loss(data, &train, k, 1.0, &zero), mean_loss(data, &held, k, 1.0, &zero));
    // Parameter 0 is the scale, 1.. the weights.
    let mut p = vec![0.0; n + 1];
    p[0] = 1.0;
    let (mut m, mut v) = (vec![0.0; n + 1], vec![0.0; n + 1]);
    let mut grad = vec![0.0; n + 1];
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8);
    let rates: [f64; 2] = [s.rate / 200.0, s.rate];
    let r = data.regions;
    for t in 1..=s.epochs {
        grad.iter_mut().for_each(|g| *g = 0.0);
        let norm = k / train.len().max(1) as f64;
        for &i in &train {
            let e = eval_of(data, i, p[0], &p[1..]);
            let g = (sigmoid(k * e) - data.target[i] as f64) * norm;
            grad[0] += g * data.hand[i] as f64;
            let idx = &data.index[2 * r * i..2 * r * (i + 1)];
            for &j in &idx[..r] {
                grad[1 + j as usize] += g;
            }
            for &j in &idx[r..] {
                grad[1 + j as usize] -= g;
            }
        }
        for j in 1..=n {
            grad[j] += 2.0 * s.l2 * k * k * p[j];
        }
        let (c1, c2) = (1.0 - b1.powi(t as i32), 1.0 - b2.powi(t as i32));
        for j in 0..=n {
            if grad[j] == 0.0 && m[j] == 0.0 {
                continue;
            }
            m[j] = b1 * m[j] + (1.0 - b1) * grad[j];
            v[j] = b2 * v[j] + (1.0 - b2) * grad[j] * grad[j];
            p[j] -= rates[(j > 0) as usize] * (m[j] / c1) / ((v[j] / c2).sqrt() + eps);
        }
    }
    let mut model = start.clone();
    model.scale = p[0] as f32;
    let weights: Vec<i16> = p[1..].iter().map(|x| x.round().clamp(i16::MIN as f64, i16::MAX as f64) as i16).collect();
    let rounded: Vec<f64> = weights.iter().map(|&w| w as f64).collect();
    // As many as `start`'s, so they fit its regions.
    model.set_weights(weights).expect("the start model's weight count");
    let scale = model.scale as f64;
    let after = (mean_loss(data, &train, k, scale, &rounded), mean_loss(data, &held, k, scale, &rounded));
    let against_results = |scale: f64, weights: &[f64]| {
        let k = best_k(|k| mean_loss_against(data, &data.result, &train, k, scale, weights));
        mean_loss_against(data, &data.result, &held, k, scale, weights)
    };
    let held_result_loss = [against_results(1.0, &zero), against_results(scale, &rounded)];
    Fitted {
        model,
        k,
        train: train.len(),
        held: held.len(),
        train_loss: [before.0, after.0],
        held_loss: [before.1, after.1],
        held_result_loss,
    }
}
