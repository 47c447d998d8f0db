#!/usr/bin/env python3
"""Matches between this project's engine and independent engines, or another build
of itself (issue 14). See tools/match/README.md.

  match.py fsf      --game chess|shogi --depth 7 --nodes 200000 --games 16
  match.py draughts --game international --engine turbo|simple --depth 6 --nodes 200000
  match.py self     --old REV --game american --nodes 200000 --games 40
  match.py levels   --game american --nodes 100000 --games 10 [--steps 1-2,5-6]

Our side plays through `boardgames serve` (the native CLI) at a fixed node budget and
a fixed seed per move, so a match repeats exactly whatever the machine's load; the
opponents play at a fixed depth. `levels` plays two levels of one build against each
other (the ladder of issue 14 point 6): --nodes is the top level's budget and each level
takes its own share of it, as it takes a share of the thinking time on the page. Every opening is played twice, colours swapped. The
referee is our rules engine (its `state` command): its outcome, draw rules included,
ends a game; a game reaching --max-plies is a draw.
"""

import argparse
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_BIN = os.path.join(ROOT, "target", "release", "boardgames")


# ---------------------------------------------------------------- our engine


class Ours:
    """`boardgames serve` as a subprocess (one per build)."""

    def __init__(self, binary, name="ours", env=None):
        """`env`: variables added to this process's environment (an experimental build's settings)."""
        self.name = name
        full = {**os.environ, **(env or {})}
        self.proc = subprocess.Popen([binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=full)

    def ask(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        reply = self.proc.stdout.readline().strip()
        if not reply or reply.startswith("error"):
            raise RuntimeError(f"{self.name}: '{line[:200]}' -> {reply}")
        return reply

    def state(self, game, moves):
        """(turn, outcome, legal) where outcome is None or (winner|'draw', reason) and
        legal is a list of (notation, from, to, promotion)."""
        turn, outcome, legal = (part.strip() for part in self.ask(" ".join(["state", game] + moves)).split("|"))
        words = outcome.split()[1:]
        outcome = None if words == ["none"] else (words[0], " ".join(words[1:]))
        moves_out = [tuple(m.split(",")) for m in legal.split()]
        return turn.split()[1], outcome, moves_out

    def go(self, game, moves, level=6, nodes=0, depth=0, seed=1):
        words = self.ask(" ".join(["go", game, str(level), str(nodes), str(depth), str(seed)] + moves)).split()
        info = dict(zip(words[2::2], words[3::2]))
        return words[1], {k: int(v) for k, v in info.items()}

    def close(self):
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            pass
        self.proc.wait(timeout=10)


class OurPlayer:
    """Our engine as a player: top level (or --level) at a node budget, seeded per move."""

    def __init__(self, engine, level, nodes, depth, seed):
        self.engine, self.level, self.nodes, self.depth, self.seed = engine, level, nodes, depth, seed
        self.name = f"{engine.name} L{level} {nodes} nodes" + (f" depth {depth}" if depth else "")
        self.total_nodes = 0
        self.searches = 0

    def move(self, game, moves, legal):
        mv, info = self.engine.go(game, moves, self.level, self.nodes, self.depth, self.seed * 1_000_003 + len(moves))
        self.total_nodes += info.get("nodes", 0)
        self.searches += 1
        return mv

    def close(self):
        pass


# ---------------------------------------------------------------- Fairy-Stockfish


class FairyStockfish:
    """Fairy-Stockfish (npm fairy-stockfish-nnue.wasm) in Node, at a fixed depth.
    Chess speaks UCI (our SAN is converted with python-chess), shogi USI (our notation)."""

    def __init__(self, game, depth, nnue=False, elo=None):
        script = os.path.join(ROOT, "node_modules", "fairy-stockfish-nnue.wasm", "uci.js")
        if not os.path.exists(script):
            sys.exit("fairy-stockfish-nnue.wasm is not installed: run `npm ci` (it is a devDependency)")
        # Node's fetch cannot read a file path: the Emscripten loader falls back to fs without it.
        self.proc = subprocess.Popen(["node", "--no-experimental-fetch", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.game, self.depth = game, depth
        self.name = f"Fairy-Stockfish 14 (wasm, {'NNUE' if nnue else 'classical'}) depth {depth}" + (f" UCI_Elo {elo}" if elo else "")
        protocol = "usi" if game == "shogi" else "uci"
        self.send(protocol)
        self.wait_for("usiok" if game == "shogi" else "uciok")
        self.send(f"setoption name {'USI' if game == 'shogi' else 'UCI'}_Variant value {game}")
        self.send(f"setoption name Use NNUE value {'true' if nnue else 'false'}")
        if elo:
            # Its own strength limit (a Skill Level from UCI_Elo, 500-2850): a yardstick for
            # our low levels, which lose every game even to depth 1. It draws its weaker
            # moves at random (seeded by the clock), so such a match does not repeat exactly.
            self.send("setoption name UCI_LimitStrength value true")
            self.send(f"setoption name UCI_Elo value {elo}")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("Fairy-Stockfish ended")
            if line.startswith(prefix):
                return line.strip()

    def move(self, game, moves, legal):
        if game == "chess":
            import chess

            board = chess.Board()
            for san in moves:
                board.push_san(san)
            line = " ".join(m.uci() for m in board.move_stack)
        else:
            line = " ".join(moves)
        self.send(f"position startpos moves {line}".rstrip())
        self.send(f"go depth {self.depth}")
        best = self.wait_for("bestmove").split()[1]
        if game == "chess":
            return board.san(chess.Move.from_uci(best))
        return best

    def close(self):
        self.send("quit")
        self.proc.wait(timeout=10)


# ---------------------------------------------------------------- py-draughts


PY_DRAUGHTS_BOARDS = {
    "international": "StandardBoard",
    "american": "AmericanBoard",
    "russian": "RussianBoard",
    "brazilian": "BrazilianBoard",
    "frisian": "FrisianBoard",
}


def algebraic_8x8(square):
    """py-draughts' square number (1-32, square 1 top left as White sees it) in algebraic."""
    row, k = divmod(square - 1, 4)
    file = 2 * k + (1 if row % 2 == 0 else 0)
    return "abcdefgh"[file] + str(8 - row)


class PyDraughts:
    """An engine of py-draughts (`pip install py-draughts`) at a fixed depth."""

    def __init__(self, game, engine, depth):
        import logging

        import draughts

        logging.disable(logging.WARNING)
        try:
            from loguru import logger

            logger.remove()
        except ImportError:
            pass
        if game not in PY_DRAUGHTS_BOARDS:
            sys.exit(f"py-draughts plays {', '.join(PY_DRAUGHTS_BOARDS)}, not {game}")
        if engine == "turbo" and game != "international":
            sys.exit("py-draughts' TurboEngine plays only international")
        self.board_class = getattr(draughts, PY_DRAUGHTS_BOARDS[game])
        if game == "american":
            self.board_class = american_with_forced_captures(self.board_class)
        cls = draughts.TurboEngine if engine == "turbo" else draughts.SimpleEngine
        self.engine = cls(depth_limit=depth)
        self.game = game
        self.name = f"py-draughts {draughts.__version__ if hasattr(draughts, '__version__') else ''} {cls.__name__} depth {depth}"

    def our_squares(self, move):
        """The move's squares (from, ..., to) in our notation's square names."""
        squares = [s + 1 for s in move.square_list]
        if self.game == "american":
            # py-draughts puts the side that moves first on 21-32; we (and the
            # checkers literature) on 1-12: the board turned half a turn.
            squares = [33 - s for s in squares]
        if self.game in ("russian", "brazilian"):
            return [algebraic_8x8(s) for s in squares]
        return [str(s) for s in squares]

    def translate(self, move, legal):
        """Our legal move that is py-draughts' `move` (same squares visited)."""
        path = self.our_squares(move)
        candidates = [m for m in legal if split_squares(m[0])[0] == path[0] and split_squares(m[0])[-1] == path[-1]]
        if len(candidates) > 1:
            exact = [m for m in candidates if split_squares(m[0]) == path]
            candidates = exact or candidates
        if not candidates:
            raise RuntimeError(f"py-draughts move {move} ({path}) is not legal here: {[m[0] for m in legal]}")
        return candidates[0][0]

    def board_for(self, moves, legal_of):
        board = self.board_class()
        for i, mv in enumerate(moves):
            ours = split_squares(mv)
            found = [m for m in board.legal_moves if self.our_squares(m)[0] == ours[0] and self.our_squares(m)[-1] == ours[-1]]
            if len(found) > 1:
                found = [m for m in found if self.our_squares(m) == ours] or found
            if not found:
                raise RuntimeError(f"our move {mv} has no py-draughts counterpart")
            board.push(found[0])
        return board

    def move(self, game, moves, legal):
        board = self.board_for(moves, None)
        best = self.engine.get_best_move(board)
        return self.translate(best, legal)

    def close(self):
        pass


def american_with_forced_captures(board_class):
    """py-draughts' American board (1.10.1) offers quiet moves beside captures
    ("captures optional"), but in American checkers a capture is compulsory (our rules
    and every rulebook): its engine, which searches `legal_moves`, would otherwise play
    a move our referee refuses. The same board with captures forced."""
    from draughts.boards.american import _CORE

    class ForcedCaptures(board_class):
        @property
        def legal_moves(self):
            return self._legal_moves_from_core(_CORE, max_capture=False, captures_optional=False)

    return ForcedCaptures


def split_squares(notation):
    for sep in "x:-":
        notation = notation.replace(sep, " ")
    return notation.split()


# ---------------------------------------------------------------- openings


# Short, common openings (played with both colours), so the engines' own opening
# play does not decide every game the same way.
CHESS_OPENINGS = [
    "e4 e5 Nf3 Nc6 Bb5",
    "e4 c5 Nf3 d6",
    "e4 e6 d4 d5",
    "e4 c6 d4 d5",
    "d4 d5 c4 e6",
    "d4 Nf6 c4 g6",
    "c4 e5",
    "Nf3 d5 g3",
    "d4 Nf6 c4 e6 Nc3 Bb4",
    "e4 e5 Nf3 Nf6",
    "e4 d5 exd5 Qxd5",
    "d4 d5 Bf4",
]
SHOGI_OPENINGS = [
    "7g7f 3c3d",
    "2g2f 8c8d",
    "7g7f 8c8d",
    "2g2f 3c3d",
    "7g7f 3c3d 2g2f 4c4d",
    "7g7f 3c3d 6g6f",
    "2g2f 8c8d 2f2e 8d8e",
    "5g5f 3c3d",
]


def openings(ours, game, count, seed):
    """`count` different opening lines for `game`: a fixed list for chess and shogi,
    then random balanced ones (2-4 random plies, after a fixed line in chess and
    shogi, that a short search finds neither side clearly ahead in)."""
    fixed = {"chess": CHESS_OPENINGS, "shogi": SHOGI_OPENINGS}.get(game, [])
    rng = random.Random(seed)
    lines = [line.split() for line in fixed[:count]]
    tries = 0
    while len(lines) < count:
        # Past the fixed list (the searches repeat exactly: a repeated opening would
        # repeat its games), a fixed line with random plies, or random plies alone.
        moves = fixed[len(lines) % len(fixed)].split() if fixed else []
        for _ in range(rng.randint(2, 4)):
            _, outcome, legal = ours.state(game, moves)
            if outcome or not legal:
                break
            moves.append(rng.choice(legal)[0])
        _, outcome, legal = ours.state(game, moves)
        if outcome or len(legal) < 2:
            continue
        _, info = ours.go(game, moves, 6, 50_000, 0, 0)
        tries += 1
        if moves not in lines and (abs(info.get("score", 0)) < 60 or tries > 20 * count):
            lines.append(moves)
    return lines


# ---------------------------------------------------------------- a match


def play_game(referee, game, opening, first, second, max_plies, verbose):
    moves = list(opening)
    players = {"first": first, "second": second}
    while True:
        turn, outcome, legal = referee.state(game, moves)
        if outcome:
            winner, reason = outcome
            break
        if len(moves) >= max_plies:
            winner, reason = "draw", "ply-cap"
            break
        mv = players[turn].move(game, moves, legal)
        if mv not in [m[0] for m in legal]:
            # A lenient notation (FSF's SAN with a different check mark): the referee's own.
            mv = referee_play_name(referee, game, moves, mv)
        moves.append(mv)
    if verbose:
        print(f"  {first.name} - {second.name}: {winner} ({reason}), {len(moves)} plies: {' '.join(moves)}", flush=True)
    return winner, reason, len(moves)


def referee_play_name(referee, game, moves, mv):
    """Our canonical notation of `mv` (the referee reads lenient notation)."""
    _, _, before = referee.state(game, moves)
    _, _, after = referee.state(game, moves + [mv])  # raises if illegal
    names = [m[0] for m in before]
    stripped = mv.rstrip("+#")
    for n in names:
        if n.rstrip("+#") == stripped:
            return n
    return mv


def elo_of(score):
    """The Elo difference that gives `score` (0-1) by the logistic model."""
    score = min(max(score, 1e-4), 1 - 1e-4)
    return -400 * math.log10(1 / score - 1)


def elo(wins, draws, losses):
    """Elo difference with a 95% interval (normal approximation over game scores)."""
    n = wins + draws + losses
    if n == 0:
        return 0.0, 0.0, 0.0
    p = (wins + draws / 2) / n
    var = (wins * (1 - p) ** 2 + draws * (0.5 - p) ** 2 + losses * p**2) / n
    sd = math.sqrt(var / n)

    def to_elo(x):
        x = min(max(x, 1e-4), 1 - 1e-4)
        return -400 * math.log10(1 / x - 1)

    return to_elo(p), to_elo(p - 1.96 * sd), to_elo(p + 1.96 * sd)


def run_match(referee, game, ours, opponent, games, seed, max_plies, verbose, first_game=1):
    pairs = (games + 1) // 2
    lines = openings(referee, game, pairs, seed)
    w = d = l = 0
    reasons = {}
    plies = 0
    # Games before `first_game` were played by an earlier run (the same openings and
    # colours, and the same games, since both sides repeat exactly): a long match can
    # be played in parts and the parts' W/D/L added.
    for g in range(first_game - 1, games):
        opening = lines[g // 2]
        ours_first = g % 2 == 0
        first, second = (ours, opponent) if ours_first else (opponent, ours)
        winner, reason, n = play_game(referee, game, opening, first, second, max_plies, verbose)
        plies += n
        ours_side = "first" if ours_first else "second"
        if winner == "draw":
            d += 1
        elif winner == ours_side:
            w += 1
        else:
            l += 1
        reasons[reason] = reasons.get(reason, 0) + 1
        print(f"{game} {g + 1}/{games}: +{w} ={d} -{l}", file=sys.stderr, flush=True)
    played = games - (first_game - 1)
    e, lo, hi = elo(w, d, l)
    score = (w + d / 2) / max(played, 1) * 100
    interval = f"{e:+.0f} [{lo:+.0f}, {hi:+.0f}]"
    if played and w == played:
        # All won: no interval from the normal approximation; the exact one-sided
        # bound says the true score is at least 0.025^(1/n) (97.5% confidence).
        interval = f"> {elo_of(0.025 ** (1 / played)):+.0f} (all won)"
    elif played and l == played:
        interval = f"< {-elo_of(0.025 ** (1 / played)):+.0f} (all lost)"
    nodes = ours.total_nodes / max(ours.searches, 1) if isinstance(ours, OurPlayer) else 0
    print(
        f"| {game} | {ours.name} | {opponent.name} | {played if first_game == 1 else f'{played} (games {first_game}-{games})'} | "
        f"+{w} ={d} -{l} | {score:.1f}% | {interval} | {plies / max(played, 1):.0f} plies/game; {reasons} |",
        flush=True,
    )
    return w, d, l


def build_old(rev):
    """Builds `rev` of the library with today's src/bin/boardgames.rs (whose `serve`
    uses only the `AnyGame` interface) into a temp dir; returns the binary."""
    out = os.path.join(tempfile.gettempdir(), f"boardgames-{rev}")
    binary = os.path.join(out, "target", "release", "boardgames")
    if os.path.exists(binary):
        return binary
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    archive = subprocess.run(["git", "-C", ROOT, "archive", rev], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", out], input=archive, check=True)
    shutil.copy(os.path.join(ROOT, "src", "bin", "boardgames.rs"), os.path.join(out, "src", "bin", "boardgames.rs"))
    env = dict(os.environ, CARGO_TARGET_DIR=os.path.join(out, "target"))
    subprocess.run(["nice", "-n", "10", "cargo", "build", "--release", "--bin", "boardgames"], cwd=out, check=True, env=env)
    return binary


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kind", choices=["fsf", "draughts", "self", "levels"])
    ap.add_argument("--game", required=True, help="a game id, or a comma-separated list (self)")
    ap.add_argument("--games", type=int, default=16, help="games per match (even: each opening with both colours)")
    ap.add_argument("--nodes", type=int, default=200_000, help="our node budget per move")
    ap.add_argument("--level", type=int, default=6)
    ap.add_argument("--depth", type=int, default=6, help="the opponent's depth (fsf, draughts)")
    ap.add_argument("--engine", default="simple", help="py-draughts engine: simple or turbo")
    ap.add_argument("--elo", type=int, help="fsf: limit its strength to this UCI_Elo (500-2850; games then differ run to run)")
    ap.add_argument("--nnue", action="store_true", help="Fairy-Stockfish with NNUE (default: classical)")
    ap.add_argument("--old", help="git revision of the old build (self)")
    ap.add_argument("--old-bin", help="self: the old side's binary, instead of building --old (a variant built by hand)")
    ap.add_argument("--old-nodes", type=int, help="the old build's node budget (self; default --nodes): "
                    "give it more when the new one searches fewer nodes per second, for a match at equal time")
    ap.add_argument("--steps", default="1-2,2-3,3-4,4-5,5-6",
                    help="levels: the pairs LOW-HIGH to play, comma-separated (the higher level is 'ours')")
    ap.add_argument("--bin", default=DEFAULT_BIN, help="our (new) binary")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=400)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--from-game", type=int, default=1,
                    help="start at this game (1-based) of the --games match: the rest of a match stopped earlier")
    args = ap.parse_args()

    new = Ours(args.bin, "new" if args.kind == "self" else "ours")
    print("| game | ours | opponent | games | W/D/L (ours) | score | Elo [95%] | notes |\n|---|---|---|---|---|---|---|---|", flush=True)
    if args.kind == "levels":
        for game in args.game.split(","):
            for step in args.steps.split(","):
                low, high = (int(x) for x in step.split("-"))
                player = OurPlayer(new, high, args.nodes, 0, args.seed)
                opponent = OurPlayer(new, low, args.nodes, 0, args.seed + 7)
                run_match(new, game, player, opponent, args.games, args.seed, args.max_plies, args.verbose, args.from_game)
        new.close()
        return
    for game in args.game.split(","):
        player = OurPlayer(new, args.level, args.nodes, 0, args.seed)
        if args.kind == "fsf":
            opponent = FairyStockfish(game, args.depth, args.nnue, args.elo)
        elif args.kind == "draughts":
            opponent = PyDraughts(game, args.engine, args.depth)
        else:
            if not args.old and not args.old_bin:
                sys.exit("self needs --old REV or --old-bin PATH")
            old_binary = args.old_bin or build_old(args.old)
            old_engine = Ours(old_binary, f"old {args.old or os.path.basename(old_binary)}")
            opponent = OurPlayer(old_engine, args.level, args.old_nodes or args.nodes, 0, args.seed)
        try:
            run_match(new, game, player, opponent, args.games, args.seed, args.max_plies, args.verbose, args.from_game)
        finally:
            opponent.close()
            if args.kind == "self":
                opponent.engine.close()
    new.close()


if __name__ == "__main__":
    main()
