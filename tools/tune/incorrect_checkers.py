#!/usr/bin/env python3
"""Texel-style fit of Incorrect Checkers' evaluation weights (issue 14).

  incorrect_checkers.py data --games 600 --nodes 10000 --out /tmp/ic.jsonl
  incorrect_checkers.py fit /tmp/ic.jsonl

`data` plays the engine against itself (`boardgames serve`, level 6 at a node budget,
after 2-10 random plies) and writes every position's pieces, side to move, the rows
the mover's best move gains and the game's winner; `fit` computes features (those
of src/games/incorrect_checkers/eval.rs and a few others, for the mover) and fits a
logistic model of the result, printing the weights in evaluation units (a row = 10).
The game is a race without captures: each position's features come from the pieces.
"""

import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "match"))
from match import DEFAULT_BIN, Ours  # noqa: E402

GAME = "incorrect-checkers"
SIZE = 8


def advance(side, cell):
    """Rows from `side`'s own edge (side 0 = Black, first, at the bottom; row 0 is rank 8)."""
    return SIZE - 1 - cell // SIZE if side == 0 else cell // SIZE


def start():
    men = [set(), set()]
    for c in range(64):
        r, col = divmod(c, SIZE)
        dark = (col + (SIZE - 1 - r)) % 2 == 0
        for side in (0, 1):
            if advance(side, c) < 3 and dark == (side == 0):
                men[side].add(c)
    return men


def data(args):
    ours = Ours(args.bin)
    rng = random.Random(args.seed)
    with open(args.out, "w") as f:
        for g in range(args.games):
            moves, men, side, records = [], start(), 0, []
            plies = rng.randint(2, 10)
            winner = None
            for ply in range(200):
                turn, outcome, legal = ours.state(GAME, moves)
                if outcome:
                    winner = outcome[0]
                    break
                gains = [advance(side, int(t)) - advance(side, int(fr)) for _, fr, t, _ in legal if fr != "-"]
                if ply >= plies:
                    records.append({"men": [sorted(men[0]), sorted(men[1])], "side": side, "gain": max(gains, default=0)})
                    mv, _ = ours.go(GAME, moves, 6, args.nodes, 0, rng.randrange(1 << 30))
                else:
                    mv = rng.choice(legal)[0]
                chosen = next(m for m in legal if m[0] == mv)
                if chosen[1] != "-":
                    men[side].remove(int(chosen[1]))
                    men[side].add(int(chosen[2]))
                moves.append(mv)
                side = 1 - side
            if winner in (None, "draw"):
                continue
            w = 0 if winner == "first" else 1
            for r in records:
                r["result"] = 1 if r["side"] == w else 0
                f.write(json.dumps(r) + "\n")
            f.flush()
            print(f"game {g + 1}: {len(moves)} plies, winner {winner}", file=sys.stderr, flush=True)
    ours.close()


def distance(men, side):
    """Rows still to cover, pieces furthest first matched with goal rows deepest first."""
    adv = sorted((advance(side, c) for c in men), reverse=True)
    return sum(max(0, (SIZE - 1 - i // 4) - a) for i, a in enumerate(adv))


DIAG = [(-1, -1), (-1, 1), (1, -1), (1, 1)]


def cell_at(c, dr, dc):
    r, col = divmod(c, SIZE)
    r, col = r + dr, col + dc
    return r * SIZE + col if 0 <= r < SIZE and 0 <= col < SIZE else None


def jump_starts(men, other, side):
    """For each piece outside the goal rows, how many forward diagonals it could jump a friend along now."""
    fwd = -1 if side == 0 else 1
    counts = []
    for c in men:
        if advance(side, c) >= 5:
            continue
        n = 0
        for dc in (-1, 1):
            over = cell_at(c, fwd, dc)
            if over is None or over not in men:
                continue
            land = cell_at(over, fwd, dc)
            if land is not None and land not in men and land not in other:
                n += 1
        counts.append(n)
    return counts


def ready(men, other, side):
    """Pieces that could jump a friend forward now (the engine's READY term)."""
    return sum(1 for n in jump_starts(men, other, side) if n)


def jumps(men, other, side):
    """Forward jump starts counted per direction (a piece with two counts twice)."""
    return sum(jump_starts(men, other, side))


def last(men, side):
    """Rows the hindmost piece lacks to reach the goal rows."""
    return max(max(0, 5 - advance(side, c)) for c in men)


def features(r):
    me, them = r["side"], 1 - r["side"]
    mine, theirs = set(r["men"][me]), set(r["men"][them])
    f = {
        "rows": distance(theirs, them) - distance(mine, me),
        "tempo": 1,
        "ready_me": ready(mine, theirs, me),
        "ready_them": ready(theirs, mine, them),
        "gain": r["gain"],
        "jumps_me": jumps(mine, theirs, me),
        "jumps_them": jumps(theirs, mine, them),
        "last_me": last(mine, me),
        "last_them": last(theirs, them),
    }
    f["ready"] = f["ready_me"] - f["ready_them"]
    f["jumps"] = f["jumps_me"] - f["jumps_them"]
    f["last"] = f["last_them"] - f["last_me"]
    f["outside"] = sum(advance(them, c) < 5 for c in theirs) - sum(advance(me, c) < 5 for c in mine)
    return f


def fit(args):
    import numpy as np

    rows = [json.loads(line) for line in open(args.file)]
    feats = [features(r) for r in rows]
    names = args.features.split(",")
    x = np.array([[f[n] for n in names] for f in feats], dtype=float)
    y = np.array([r["result"] for r in rows], dtype=float)
    # With --holdout, fit the first half of the positions (games in order) and score the rest.
    half = len(y) // 2 if args.holdout else len(y)
    x_test, y_test = (x[half:], y[half:]) if args.holdout else (x, y)
    x, y = x[:half], y[:half]
    w = np.zeros(len(names))
    for _ in range(args.steps):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) / len(y)
        hess = (x * (p * (1 - p))[:, None]).T @ x / len(y) + 1e-6 * np.eye(len(names))
        w -= np.linalg.solve(hess, grad)
    p = 1 / (1 + np.exp(-x_test @ w))
    loss = -np.mean(y_test * np.log(p + 1e-12) + (1 - y_test) * np.log(1 - p + 1e-12))
    print(f"{len(y)} positions fitted, log loss {loss:.4f} on {len(y_test)}, mover wins {y.mean():.3f}")
    row = w[names.index("rows")]
    for n, v in zip(names, w):
        print(f"  {n:12s} {v:+.4f}  = {10 * v / row:+.1f} units (a row = 10)")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("data")
    d.add_argument("--games", type=int, default=600)
    d.add_argument("--nodes", type=int, default=10000)
    d.add_argument("--seed", type=int, default=1)
    d.add_argument("--bin", default=DEFAULT_BIN)
    d.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("file")
    f.add_argument("--steps", type=int, default=30)
    f.add_argument("--features", default="rows,tempo,ready,last,outside",
                   help="comma-separated: rows, tempo, ready, last, outside (the evaluation's), "
                   "ready_me, ready_them, jumps, jumps_me, jumps_them, last_me, last_them, gain")
    f.add_argument("--holdout", action="store_true", help="fit half the positions, score the other half")
    args = ap.parse_args()
    data(args) if args.cmd == "data" else fit(args)


if __name__ == "__main__":
    main()
