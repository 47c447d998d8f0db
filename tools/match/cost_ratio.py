#!/usr/bin/env python3
"""The learned draughts evaluation's cost a node, by instructions (issue 33: matches at
equal CPU give the hand-set side this many times the learned side's nodes).

  python3 tools/match/cost_ratio.py BIN GAME [--learned FILE] [--nodes 100000] [--positions 4]

Runs `BIN ai-bench --game GAME` under valgrind's callgrind twice: with the learned weights
(the built-in ones, or FILE installed by BOARDGAMES_LEARNED) and with them off
(BOARDGAMES_LEARNED=off, the hand-set evaluation). Prints both instruction counts, their
ratio and the ratio rounded up to the next 0.05 (the B side's node factor). Instructions do
not change with the machine's load, unlike a clock.
"""

import argparse
import math
import os
import re
import subprocess


def instructions(binary, game, nodes, positions, learned):
    # The environment goes to the program, not to valgrind (as BOARDGAMES_LEARNED must).
    env = dict(os.environ)
    env.pop("BOARDGAMES_LEARNED", None)
    if learned is not None:
        env["BOARDGAMES_LEARNED"] = learned
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary, "ai-bench",
         "--game", game, "--nodes", str(nodes), "--positions", str(positions)],
        env=env, capture_output=True, text=True, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    if not found:
        raise SystemExit(f"no instruction count from valgrind:\n{run.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("game")
    ap.add_argument("--learned", help="a weights file to install instead of the built-in one")
    ap.add_argument("--nodes", type=int, default=100000)
    ap.add_argument("--positions", type=int, default=4)
    args = ap.parse_args()
    on = instructions(args.binary, args.game, args.nodes, args.positions,
                      f"{args.game}:{os.path.abspath(args.learned)}" if args.learned else None)
    off = instructions(args.binary, args.game, args.nodes, args.positions, "off")
    ratio = on / off
    print(f"{args.game}: learned {on:,} / hand-set {off:,} instructions = {ratio:.4f}, "
          f"rounded up {math.ceil(ratio * 20 - 1e-9) / 20:.2f}")


if __name__ == "__main__":
    main()
