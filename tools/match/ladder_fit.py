#!/usr/bin/env python3
"""Each level's rating on Fairy-Stockfish's UCI_Elo scale from `match.py fsf --level L --elo E`
rows (issue 14 point 6: a yardstick for ladders whose adjacent levels win every game).

  python3 tools/match/ladder_fit.py rows.md

For each game and level: the rating R that maximises the likelihood of its scores (a game's
expected score against UCI_Elo E is 1 / (1 + 10^((E - R) / 400)), a draw counting half a win
and half a loss), the 95% interval where the log-likelihood falls by 1.92 (chi-square, one
degree of freedom), and the step from the level below.
"""

import math
import re
import sys

ROW = re.compile(r"^\| (\S+) \| ours L(\d) .*UCI_Elo (\d+) \| (\d+) \| \+(\d+) =(\d+) -(\d+) \|")


def log_likelihood(rating, results):
    total = 0.0
    for elo, wins, draws, losses in results:
        p = 1 / (1 + 10 ** ((elo - rating) / 400))
        total += (wins + draws / 2) * math.log(p) + (losses + draws / 2) * math.log(1 - p)
    return total


def main():
    results = {}
    for line in open(sys.argv[1], encoding="utf-8"):
        m = ROW.match(line)
        if m:
            game, level, elo, _, wins, draws, losses = m.groups()
            results.setdefault((game, int(level)), []).append((int(elo), int(wins), int(draws), int(losses)))
    grid = range(0, 3600, 5)
    previous = {}
    for (game, level), rows in sorted(results.items()):
        ll = {r: log_likelihood(r, rows) for r in grid}
        best = max(grid, key=ll.get)
        inside = [r for r in grid if ll[r] >= ll[best] - 1.92]
        games = sum(w + d + l for _, w, d, l in rows)
        played = ", ".join(f"{e}: +{w} ={d} -{l}" for e, w, d, l in rows)
        step = f"{best - previous[game]:+d}" if game in previous else ""
        previous[game] = best
        print(f"| {game} | {level} | {games} ({played}) | {best} [{inside[0]}, {inside[-1]}] | {step} |")


if __name__ == "__main__":
    main()
