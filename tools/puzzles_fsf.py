#!/usr/bin/env python3
"""Checks chess and shogi puzzles (docs/puzzles.md's line format) with Fairy-Stockfish,
an engine independent of ours, and reports the agreement rate.

A puzzle agrees when Fairy-Stockfish's best move at a fixed depth (MultiPV 2) is the
puzzle's first move, and it is best by the margin: a mate against no mate, or at least
MARGIN centipawns more than the second line. pyffish (Fairy-Stockfish's rules as a Python
module) also checks that every move of the solution is legal and, for a `mateInN`
puzzle, that the line ends in mate.

Needs: `pip install pyffish` and the fairy-stockfish engine (Debian/Ubuntu: `apt-get
install fairy-stockfish`, /usr/games/fairy-stockfish; or --engine PATH). Offline once
installed.

    python3 tools/puzzles_fsf.py data/puzzles/chess.txt data/puzzles/shogi.txt [--depth 12]
"""

import argparse
import subprocess
import sys

import pyffish

MARGIN = 200  # our chess and shogi threshold (src/puzzles/candidate.rs)


class Engine:
    def __init__(self, path, protocol):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send(protocol)
        self.wait(protocol + "ok")
        self.newgame = protocol + "newgame"

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("the engine stopped")
            lines.append(line.strip())
            if line.startswith(prefix):
                return lines

    def analyse(self, position, depth):
        """Lines at the last completed depth: {multipv: (kind, value, first move)}. A new game
        each time (its hash table cleared), so that a puzzle's verdict does not depend on the
        puzzles checked before it and a second run repeats the first."""
        self.send(self.newgame)
        self.send("isready")
        self.wait("readyok")
        self.send(position)
        self.send(f"go depth {depth}")
        lines = self.wait("bestmove")
        best = {}
        for line in lines:
            w = line.split()
            if not w or w[0] != "info" or "multipv" not in w or "pv" not in w:
                continue
            pv = int(w[w.index("multipv") + 1])
            s = w.index("score")
            best[pv] = (w[s + 1], int(w[s + 2]), w[w.index("pv") + 1])
        return best

    def close(self):
        self.send("quit")
        self.p.wait(timeout=10)


def value(score):
    kind, v, _ = score
    if kind == "mate":
        return 100000 - abs(v) if v > 0 else -100000 + abs(v)
    return v


def chess_moves(fen, solution):
    """Our SAN moves to UCI, each checked legal by pyffish; None when one is not."""
    moves = []
    for san in solution:
        here = pyffish.get_fen("chess", fen, moves)
        want = san.rstrip("+#")
        match = [m for m in pyffish.legal_moves("chess", here, []) if pyffish.get_san("chess", here, m).rstrip("+#") == want]
        if len(match) != 1:
            return None
        moves.append(match[0])
    return moves


def usi_to_fsf(move):
    """A USI move (7g7f, P*5e, 8h2b+) in Fairy-Stockfish's shogi coordinates (c3c4, P@e5)."""
    def square(s):
        return "abcdefghi"[9 - int(s[0])] + str(10 - (ord(s[1]) - ord("a") + 1))
    promote = "+" if move.endswith("+") else ""
    move = move.rstrip("+")
    if move[1] == "*":
        return move[0] + "@" + square(move[2:4])
    return square(move[0:2]) + square(move[2:4]) + promote


def sfen_to_fsf(sfen):
    """An SFEN (`board b|w hands n`) as Fairy-Stockfish's shogi FEN (hands in brackets)."""
    board, turn, hands = sfen.split()[:3]
    hand = "" if hands == "-" else "".join(c * int(n or 1) for n, c in __import__("re").findall(r"(\d*)(\D)", hands))
    return f"{board}[{hand}] {'w' if turn == 'b' else 'b'} - - 0 1"


def check(engine_path, puzzles, depth):
    engines = {}
    agree = first_only = illegal = 0
    disagreements = []
    for game, position, solution, themes, line in puzzles:
        if game == "chess":
            uci = chess_moves(position, solution)
            if uci is None:
                illegal += 1
                disagreements.append((line, game, position, solution, "illegal in pyffish"))
                continue
            if any(t.startswith("mateIn") for t in themes) and pyffish.game_result("chess", position, uci) == 0:
                disagreements.append((line, game, position, solution, "no mate at the end in pyffish"))
                continue
            if game not in engines:
                engines[game] = Engine(engine_path, "uci")
                engines[game].send("setoption name MultiPV value 2")
            lines = engines[game].analyse(f"position fen {position}", depth)
            ours = uci[0]
        else:
            fen = sfen_to_fsf(position)
            fsf = [usi_to_fsf(m) for m in solution]
            moves = []
            for m in fsf:
                if m not in pyffish.legal_moves("shogi", fen, moves):
                    break
                moves.append(m)
            if len(moves) != len(fsf):
                illegal += 1
                disagreements.append((line, game, position, solution, "illegal in pyffish"))
                continue
            if game not in engines:
                engines[game] = Engine(engine_path, "usi")
                engines[game].send("setoption name USI_Variant value shogi")
                engines[game].send("setoption name USI_MultiPV value 2")
                engines[game].send("setoption name MultiPV value 2")
            lines = engines[game].analyse(f"position sfen {position}", depth)
            ours = solution[0]
        if 1 not in lines or lines[1][2] != ours:
            disagreements.append((line, game, position, solution, f"engine prefers {lines.get(1)}"))
            continue
        if 2 in lines:
            a, b = lines[1], lines[2]
            clear = (a[0] == "mate" and a[1] > 0 and not (b[0] == "mate" and b[1] > 0)) or value(a) - value(b) >= MARGIN
            if not clear:
                first_only += 1
                disagreements.append((line, game, position, solution, f"same move, margin {a} vs {b}"))
                continue
        agree += 1
    for e in engines.values():
        e.close()
    return agree, first_only, illegal, disagreements


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--depth", type=int, default=12)
    ap.add_argument("--engine", default="/usr/games/fairy-stockfish")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--drop-disagreeing", action="store_true", help="write each file again without the puzzles not confirmed")
    args = ap.parse_args()
    by_game = {}
    for path in args.files:
        for line in open(path, encoding="utf-8"):
            fields = line.rstrip("\n").split("|")
            if len(fields) != 6 or fields[0] not in ("chess", "shogi"):
                continue
            game, options, position, solution, _rating, themes = fields
            if options:
                continue  # Fairy-Stockfish plays the standard rules only
            moves = [m.split("/")[0].replace("_", " ") for m in solution.split()]
            by_game.setdefault(game, []).append((game, position, moves, themes.split(","), line.rstrip("\n")))
    dropped = set()
    for game, puzzles in sorted(by_game.items()):
        agree, first_only, illegal, disagreements = check(args.engine, puzzles, args.depth)
        dropped.update(d[0] for d in disagreements)
        n = len(puzzles)
        print(f"{game}: {agree}/{n} agree ({100 * agree / n:.0f}%) at depth {args.depth}: best move and margin; "
              f"{first_only} the same move by a smaller margin; {illegal} illegal in pyffish")
        if args.verbose:
            for d in disagreements:
                print("  ", *d[1:])
    if args.drop_disagreeing:
        for path in args.files:
            lines = open(path, encoding="utf-8").read().splitlines()
            kept = [line for line in lines if line not in dropped]
            with open(path, "w", encoding="utf-8") as f:
                f.write("".join(line + "\n" for line in kept))
            print(f"{path}: {len(lines) - len(kept)} dropped, {len(kept)} kept")
    return 0


if __name__ == "__main__":
    sys.exit(main())
