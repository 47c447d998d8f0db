#!/usr/bin/env python3
"""Do two builds play the same moves at every level? (Issue 14 point 6: a level set tried
through an experimental build's environment must be what the merged build plays.)

  python3 tools/match/same_moves.py GAME BIN_A BIN_B [--env-a "K=V K=V"] [--nodes 100000]

From 12 positions (0-29 random legal plies from the start, seed 5), each build picks a
move at levels 1-6 with the same node budget and seed (`boardgames serve`, `go`);
prints each difference and then "same S diff D". A check that should find no
difference is only worth something if the same script finds some against other
settings: run it against the old build too.
"""

import argparse
import random

from match import Ours


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("bin_a")
    ap.add_argument("bin_b")
    ap.add_argument("--env-a", default="", help="environment for BIN_A, as K=V words")
    ap.add_argument("--nodes", type=int, default=100000)
    args = ap.parse_args()
    env_a = dict(word.split("=", 1) for word in args.env_a.split())
    a, b = Ours(args.bin_a, "a", env_a), Ours(args.bin_b, "b")
    rng = random.Random(5)
    same = diff = 0
    for position in range(12):
        moves = []
        for _ in range(rng.randrange(0, 30)):
            _, outcome, legal = a.state(args.game, moves)
            if not legal or outcome:
                break
            moves.append(rng.choice(legal)[0])
        for level in range(1, 7):
            # The move with its search's nodes, depth and score.
            move_a, move_b = (engine.go(args.game, moves, level, args.nodes, 0, position + 1) for engine in (a, b))
            if move_a == move_b:
                same += 1
            else:
                diff += 1
                print("DIFF level %d after %d plies: %s | %s" % (level, len(moves), move_a, move_b))
    for engine in (a, b):
        engine.close()
    print("same", same, "diff", diff)


if __name__ == "__main__":
    main()
