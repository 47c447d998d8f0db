#!/usr/bin/env python3
"""Texel tuning of a draughts evaluation's weights (src/games/draughts/eval_weights.rs).

Reads the data `texel-data` (src/bin/texel-data.rs) writes (a header with the weights the game
evaluates with, then `RESULT EVAL F0 F1 ... ;FEN` per quiet position, the result for
the side to move: 1, 0.5, 0), fits K so that sigmoid(K * eval) predicts the result
best with the present weights, then minimises the mean squared error between the
result and sigmoid(K * features . weights) by Adam gradient descent, with an L2 pull
towards the present weights (--l2) so the weights stay sane where the data is thin.
The last --holdout of the positions (the last games: positions of one game are
alike) are kept out of the fit and their error is reported before and after. Prints
the weight set as Rust to paste into eval_weights.rs.

    cargo build --release --bin texel-data
    target/release/texel-data --game international --games 2000 --nodes 5000 > intl.txt
    python3 tools/tune/tune.py intl.txt --name INTERNATIONAL --label 'international (tuned)' --rows 10
"""
import argparse
import sys

import numpy as np


def load(paths):
    header, rows, results, evals, seen = None, [], [], [], set()
    for path in paths:
        with open(path) as f:
            for line in f:
                if line.startswith('# weights'):
                    header = header or line
                    continue
                data, _, fen = line.rstrip('\n').partition(' ;')
                words = data.split()
                key = (fen, words[0])
                if key in seen:  # the same position and result again (a shared opening)
                    continue
                seen.add(key)
                results.append(float(words[0]))
                evals.append(float(words[1]))
                rows.append([float(x) for x in words[2:]])
    name, _, rest = header[len('# weights '):].partition(': ')
    words = rest.split()
    squares, bands, scalars = int(words[0]), int(words[1]), words[2].split(',')
    w0 = np.array([float(x) for x in words[3:]])
    return name, squares, bands, scalars, w0, np.array(rows), np.array(results), np.array(evals)


def sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def mse(r, x):
    return float(np.mean((r - sigmoid(x)) ** 2))


def fit_k(r, e):
    """The K minimising the error of sigmoid(K * eval): golden-section search in log K."""
    lo, hi = np.log(1e-4), np.log(0.1)
    g = (np.sqrt(5) - 1) / 2
    for _ in range(60):
        a, b = hi - g * (hi - lo), lo + g * (hi - lo)
        if mse(r, np.exp(a) * e) < mse(r, np.exp(b) * e):
            hi = b
        else:
            lo = a
    return float(np.exp((lo + hi) / 2))


def tune(x, r, k, w0, l2, fixed, steps, rate):
    """Adam on mean (r - sigmoid(k x.w))^2 + l2 * mean(((w - w0) / 100)^2)."""
    w = w0.copy()
    m, v = np.zeros_like(w), np.zeros_like(w)
    free = np.ones_like(w)
    free[fixed] = 0
    n = len(r)
    for t in range(1, steps + 1):
        s = sigmoid(k * (x @ w))
        grad = (-2.0 / n) * (x.T @ ((r - s) * s * (1 - s))) * k
        grad += l2 * 2 * (w - w0) / 100.0 ** 2 / len(w)
        grad *= free
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w -= rate * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-12)
    return w


def rust(const, name, squares, bands, scalars, w, rows):
    ints = [int(round(x)) for x in w]
    # The man's square table above a man's 100 (bytes in the code).
    sq, bd, sc = [x - 100 for x in ints[:squares]], ints[squares:squares + bands], dict(zip(scalars, ints[squares + bands:]))
    per_row = squares // rows
    table = '\n'.join('        ' + ', '.join(str(x) for x in sq[i:i + per_row]) + ',' for i in range(0, squares, per_row))
    return f'''pub const {const}: EvalWeights = EvalWeights {{
    name: "{name}",
    man: 100,
    king: {sc['king']},
    man_square: &[
{table}
    ],
    king_band: &[{', '.join(str(x) for x in bd)}],
    back_row: {sc['back_row']},
    blocked: {sc['blocked']},
    imbalance: {sc['imbalance']},
    mobility: {sc['mobility']},
    runaway: {sc['runaway']},
    runaway_per_row: {sc['runaway_per_row']},
    trade: {sc['trade']},
    trade_base: 1000,
}};'''


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('data', nargs='+')
    ap.add_argument('--name', default='TUNED', help='the Rust constant')
    ap.add_argument('--label', default='tuned', help="the set's name in the code")
    ap.add_argument('--rows', type=int, default=10, help='board rows (to print the square table by rows)')
    ap.add_argument('--holdout', type=float, default=0.1)
    ap.add_argument('--l2', type=float, default=1.0)
    ap.add_argument('--steps', type=int, default=3000)
    ap.add_argument('--rate', type=float, default=0.5)
    ap.add_argument('--fix', default='trade', help='scalar terms kept as they are (comma-separated)')
    a = ap.parse_args()
    name, squares, bands, scalars, w0, x, r, e = load(a.data)
    # The positions the linear model does not reproduce (a lone-king draw divides the
    # evaluation by 16; a runaway bonus at its floor of 0) are left out.
    on = np.abs(x @ w0 - e) <= 1.5
    print(f'present weights reproduce the evaluation in {100 * on.mean():.1f}% of {len(r)} positions '
          '(the rest, left out: lone-king draws, runaway bonuses at their floor)', file=sys.stderr)
    x, r, e = x[on], r[on], e[on]
    cut = int(len(r) * (1 - a.holdout))
    print(f'{len(r)} positions ({cut} to fit, {len(r) - cut} held out), {x.shape[1]} features; weights "{name}"', file=sys.stderr)
    k = fit_k(r[:cut], e[:cut])
    print(f'K = {k:.6f} (sigmoid(K * eval)); error with the evaluation: fit {mse(r[:cut], k * e[:cut]):.6f}, '
          f'held out {mse(r[cut:], k * e[cut:]):.6f}', file=sys.stderr)
    fixed = [squares + bands + scalars.index(s) for s in a.fix.split(',') if s]
    w = tune(x[:cut], r[:cut], k, w0, a.l2, fixed, a.steps, a.rate)
    before = (mse(r[:cut], k * (x[:cut] @ w0)), mse(r[cut:], k * (x[cut:] @ w0)))
    after = (mse(r[:cut], k * (x[:cut] @ w)), mse(r[cut:], k * (x[cut:] @ w)))
    print(f'error of features . weights: fit {before[0]:.6f} -> {after[0]:.6f}, held out {before[1]:.6f} -> {after[1]:.6f}', file=sys.stderr)
    for s in scalars:
        i = squares + bands + scalars.index(s)
        print(f'  {s}: {w0[i]:g} -> {w[i]:.1f}', file=sys.stderr)
    print(f'  king bands: {w0[squares:squares + bands]} -> {np.round(w[squares:squares + bands], 1)}', file=sys.stderr)
    print(rust(a.name, a.label, squares, bands, scalars, w, a.rows))


if __name__ == '__main__':
    main()
