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
import os
import random
import subprocess


def serve(binary, env):
    full = dict(os.environ)
    full.update(env)
    return subprocess.Popen([binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=full)


def ask(proc, line):
    proc.stdin.write(line + "\n")
    proc.stdin.flush()
    return proc.stdout.readline().strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("bin_a")
    ap.add_argument("bin_b")
    ap.add_argument("--env-a", default="", help="environment for BIN_A, as K=V words")
    ap.add_argument("--nodes", type=int, default=100000)
    args = ap.parse_args()
    env_a = dict(word.split("=", 1) for word in args.env_a.split())
    a, b = serve(args.bin_a, env_a), serve(args.bin_b, {})
    rng = random.Random(5)
    same = diff = 0
    for position in range(12):
        moves = []
        for _ in range(rng.randrange(0, 30)):
            state = ask(a, "state %s %s" % (args.game, " ".join(moves)))
            legal = state.split("|")[2].split()
            if not legal or "outcome none" not in state:
                break
            moves.append(rng.choice(legal).split(",")[0])
        for level in range(1, 7):
            query = "go %s %d %d 0 %d %s" % (args.game, level, args.nodes, position + 1, " ".join(moves))
            move_a, move_b = ask(a, query), ask(b, query)
            if move_a == move_b:
                same += 1
            else:
                diff += 1
                print("DIFF level %d after %d plies: %s | %s" % (level, len(moves), move_a, move_b))
    print("same", same, "diff", diff)


if __name__ == "__main__":
    main()
