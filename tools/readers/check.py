"""Reads our records with other programs' readers (issue 15.3): python-chess reads our PGN,
py-draughts our PDN (international, frisian, russian, brazilian), cshogi our CSA and KIF.
Writes what each reader made of each record (its final position, in its own notation) to
tests/data/readers/read-by-tools.json; tests/js/readers.test.mjs compares that with our
own final positions, so CI needs none of these packages.

    pip install chess==1.11.2 py-draughts==1.10.1 cshogi==1.1.0
    node tools/readers/export.mjs && python3 tools/readers/check.py
"""

import io
import json
import os
import tempfile
from importlib.metadata import version

import chess
import chess.pgn
import cshogi
import cshogi.CSA
import cshogi.KIF
import draughts

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "tests", "data", "readers")

BOARDS = {
    "international": draughts.StandardBoard,
    "frisian": draughts.FrisianBoard,
    "russian": draughts.RussianBoard,
    "brazilian": draughts.BrazilianBoard,
}


def read_chess(record):
    game = chess.pgn.read_game(io.StringIO(record))
    if game.errors:
        raise ValueError("; ".join(str(e) for e in game.errors))
    # The en passant square as FEN writes it after every double step (python-chess's default
    # writes it only where a capture is legal).
    return game.end().board().fen(en_passant="fen")


def read_draughts(game, record):
    board = BOARDS[game].from_pdn(record)
    return board.fen.removeprefix('[FEN "').removesuffix('"]')


def read_shogi(fmt, record):
    # A .kif file is Shift_JIS (cp932), as cshogi's KIF reader expects; CSA is ASCII.
    with tempfile.NamedTemporaryFile("w", suffix="." + fmt, delete=False, encoding="cp932") as f:
        f.write(record)
        path = f.name
    try:
        parser = cshogi.CSA.Parser.parse_file(path)[0] if fmt == "csa" else cshogi.KIF.Parser.parse_file(path)
        board = cshogi.Board(parser.sfen)
        for move in parser.moves:
            board.push(move)
        return board.sfen()
    finally:
        os.unlink(path)


def main():
    with open(os.path.join(DATA, "records.json"), encoding="utf-8") as f:
        records = json.load(f)
    readers = {
        "chess": f"python-chess {version('chess')}",
        "draughts": f"py-draughts {version('py-draughts')}",
        "shogi": f"cshogi {version('cshogi')}",
    }
    out = []
    for r in records:
        game, fmt, record = r["game"], r["format"], r["record"]
        family = "chess" if game == "chess" else "shogi" if game == "shogi" else "draughts"
        entry = {"game": game, "format": fmt, "reader": readers[family]}
        try:
            if family == "chess":
                entry["position"] = read_chess(record)
            elif family == "draughts":
                entry["position"] = read_draughts(game, record)
            else:
                entry["position"] = read_shogi(fmt, record)
        except Exception as e:  # a reader's refusal is recorded, not hidden
            entry["error"] = str(e)[:300]
        out.append(entry)
    with open(os.path.join(DATA, "read-by-tools.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"read {len(out)} records: {sum('error' in e for e in out)} refused")


if __name__ == "__main__":
    main()
