"""Reads our KIF and CSA records with cshogi (the Python shogi library) and checks that
it finds the same start position, moves and final position as our engine wrote.

Not part of CI (cshogi is not a dependency). Usage:
    pip install cshogi
    node tools/shogi-records-export.mjs > /tmp/games.json
    python3 tools/cshogi_check.py /tmp/games.json
The last run's output is kept in tests/data/cshogi-check.md.
"""
import json
import sys

import cshogi
import cshogi.CSA
import cshogi.KIF


def board_sfen(sfen):
    """Board, side and hands (cshogi numbers moves its own way)."""
    return " ".join(sfen.split()[:3])


def check(kind, parsed, game):
    problems = []
    if board_sfen(parsed.sfen) != board_sfen(game["start"]):
        problems.append(f"start {parsed.sfen} != {game['start']}")
    moves = [cshogi.move_to_usi(m) for m in parsed.moves]
    if moves != game["moves"]:
        problems.append(f"moves differ at {next((i for i, (a, b) in enumerate(zip(moves, game['moves'])) if a != b), min(len(moves), len(game['moves'])))}")
    board = cshogi.Board(parsed.sfen)
    for m in parsed.moves:
        board.push(m)
    if board_sfen(board.sfen()) != board_sfen(game["position"]):
        problems.append(f"end {board.sfen()} != {game['position']}")
    return f"{kind}: " + ("ok" if not problems else "; ".join(problems)), not problems


def main(path):
    games = json.load(open(path, encoding="utf-8"))
    failures = 0
    for i, game in enumerate(games):
        lines = []
        csa = cshogi.CSA.Parser.parse_str(game["csa"])[0]
        line, ok = check("csa", csa, game)
        lines.append(line + (f" (end {csa.endgame})" if csa.endgame else ""))
        failures += not ok
        kif = cshogi.KIF.Parser.parse_str(game["kif"])
        line, ok = check("kif", kif, game)
        lines.append(line + (f" (end {kif.endgame})" if getattr(kif, "endgame", None) else ""))
        failures += not ok
        print(f"game {i + 1} {json.dumps(game['options'])} {len(game['moves'])} moves: " + ", ".join(lines))
    print(f"{len(games)} games, {failures} failures (cshogi {getattr(cshogi, '__version__', '?')})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
