// Writes random shogi games as our KIF and CSA records with their USI moves (JSON on
// stdout), for tools/cshogi_check.py to read with cshogi. Not part of CI: cshogi is a
// Python package we do not depend on. Usage: node tools/shogi-records-export.mjs > games.json
import { Game } from "../tests/js/engine.mjs";

let seed = 0x2545f491;
const below = (n) => {
  seed ^= seed << 13; seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5; seed >>>= 0;
  return seed % n;
};

const BOD_START = "ln1g3nl/1r3kg2/p2pppsp1/2ps2p1p/1p7/2P1P1PP1/PPSP1PS1P/1KG2G1R1/LN5NL w Bb 1";
const starts = [
  ...Array(8).fill({}),
  { handicap: "lance" }, { handicap: "bishop" }, { handicap: "rook" },
  { handicap: "two" }, { handicap: "four" }, { handicap: "six" },
  { sfen: BOD_START }, { sfen: BOD_START },
];
const games = [];
starts.forEach((options, i) => {
  const g = options.sfen ? Game.fromPosition("shogi", options.sfen) : new Game("shogi", options);
  for (let ply = 0; ply < 60 + 10 * i; ply++) {
    const moves = g.legalMoves();
    if (moves.length === 0) break;
    g.play(moves[below(moves.length)].notation);
  }
  if (i % 2 === 0 && !g.outcome()) g.resign();
  games.push({ options, start: g.startPosition(), moves: g.history(), position: g.position(), kif: g.record(), csa: g.record("csa") });
});
process.stdout.write(JSON.stringify(games, null, 1));
