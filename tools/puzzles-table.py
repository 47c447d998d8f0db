#!/usr/bin/env python3
"""The per-game table of docs/puzzles.md ("The shipped set") from data/puzzles/runs.log
(one line a generator run, written by tools/puzzles-generate.sh), the shipped files'
line counts and the bytes of their page modules (www/puzzles/data/GAME.js and GAME-more.js
together, gzip -9).

Usage: python3 tools/puzzles-table.py  (prints the Markdown table)"""

import gzip
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
RUN = re.compile(
    r" (?P<game>[\w-]+) seed (?P<seed>\d+) count (?P<count>\d+) nodes (?P<nodes>\d+): added (?P<added>\d+); "
    r"[\w-]+: (?P<games>\d+) games, (?P<positions>\d+) positions, (?P<candidates>\d+) candidates, "
    r"(?P<verified>\d+) verified, (?P<kept>\d+) kept; .*?; (?P<cpu>[\d.]+) s CPU"
)
# A run cut short by its time limit printed no summary: its puzzles count as kept, its CPU is
# the last sample of `ps` noted on its line ("about N s CPU"); games and candidates are unknown.
CUT = re.compile(r" (?P<game>[\w-]+) seed (?P<seed>\d+) count (?P<count>\d+) nodes (?P<nodes>\d+): added (?P<added>\d+); (?!\S+: \d+ games)")


def main():
    totals = {}
    for line in (ROOT / "data/puzzles/runs.log").read_text().splitlines():
        m = RUN.search(line)
        if m:
            t = totals.setdefault(m["game"], {"runs": [], "games": 0, "positions": 0, "candidates": 0, "verified": 0, "kept": 0, "cpu": 0.0, "cut": 0})
            t["runs"].append(f"{m['seed']}/{m['count']}")
            for k in ("games", "positions", "candidates", "verified", "kept"):
                t[k] += int(m[k])
            t["cpu"] += float(m["cpu"])
            continue
        m = CUT.search(line)
        if m:
            t = totals.setdefault(m["game"], {"runs": [], "games": 0, "positions": 0, "candidates": 0, "verified": 0, "kept": 0, "cpu": 0.0, "cut": 0})
            t["runs"].append(f"{m['seed']}/{m['count']} cut: {m['added']}")
            t["partial"] = True
            t["kept"] += int(m["added"])
            cpu = re.search(r"about ([\d.]+) s CPU", line)
            if cpu:
                t["cpu"] += float(cpu[1])
            else:
                t["cut"] += 1
    print("| game | shipped | runs (seed/count[ cut: added]) | games played | candidates | verified | kept | CPU (s) | CPU per kept puzzle | module bytes (gzip) |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for txt in sorted((ROOT / "data/puzzles").glob("*.txt")):
        game = txt.stem
        shipped = sum(1 for l in txt.read_text().splitlines() if l.strip())
        # The game's sample module and the rest beside it (tools/puzzles-pack.mjs), together.
        modules = [ROOT / "www/puzzles/data" / f"{game}{part}.js" for part in ("", "-more")]
        data = b"".join(m.read_bytes() for m in modules if m.exists())
        t = totals.get(game)
        if not t:
            print(f"| {game} | {shipped} | | | | | | | | {len(data)} ({len(gzip.compress(data, 9))}) |")
            continue
        per = f"{t['cpu'] / t['kept']:.2f}" if t["kept"] else ""
        # A cut run's games, candidates and verified puzzles are not known: at least the sum.
        if t.get("partial"):
            t["verified"] = max(t["verified"], t["kept"])
            t["candidates"] = max(t["candidates"], t["verified"])
        for k in ("games", "candidates", "verified"):
            t[k] = (f"≥ {t[k]}" if t[k] else "?") if t.get("partial") else str(t[k])
        print(
            f"| {game} | {shipped} | {', '.join(t['runs'])} | {t['games']} | {t['candidates']} | {t['verified']} | {t['kept']} | "
            f"{t['cpu']:.1f}{' + ?' if t['cut'] else ''} | {per} | {len(data)} ({len(gzip.compress(data, 9))}) |"
        )


main()
