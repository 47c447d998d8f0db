// The draughts endgame tables in the knowledge module (docs/egdb.md, "On the page"; the
// plain draughts module and the combined one have no table calls: knowledge.test.mjs): a game
// names the tables its position can reach, `installEndgameTable` takes a table file's
// bytes (bad bytes throw with a stable code and install nothing), `analyse({
// endgameTables: true })` then reports the tables' result of its lines, and `bestMove`
// (the computer's levels) searches exactly as without tables. The files are the ones
// build.sh writes into www/egdb/ (American, up to 3 pieces).

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";

const knowledgeWasm = new URL("../../www/pkg/family-draughts-knowledge_bg.wasm", import.meta.url);
assert.ok(existsSync(knowledgeWasm), `${knowledgeWasm.pathname} is missing: run ./build.sh`);
const api = await import("../../www/pkg/family-draughts-knowledge.js");
await api.default({ module_or_path: readFileSync(knowledgeWasm) });
const { Game, searchStats } = api;
const TABLES = new URL("../../www/egdb/american/", import.meta.url);
const table = (signature) => {
  const file = new URL(`${signature}.egdb`, TABLES);
  assert.ok(existsSync(file), `${file.pathname} is missing: run ./build.sh`);
  return new Uint8Array(readFileSync(file));
};

// Black's kings on 4 and 10 against White's king on 29, Black to move: won (two kings
// against one). Black's king on 4 against White's on 6: drawn.
const WON = "B:WK29:BK4,K10";
const DRAWN = "B:WK6:BK4";

/** `f(game)` on a game at `fen`, freed after. */
function at(fen, f) {
  const g = Game.fromPosition("american", fen);
  try {
    return f(g);
  } finally {
    g.free();
  }
}

/** The computer's moves and how it searched them, at three levels. */
const computerMoves = (fen) =>
  at(fen, (g) =>
    [2, 4, 6].map((level) => {
      const move = g.bestMove({ level, nodes: 4000, seed: 7 })?.notation;
      const { nodes, depth, score } = searchStats();
      return { level, move, nodes, depth, score };
    }),
  );

test("a game names the tables its position can reach, and no table for more pieces or other games", () => {
  at(WON, (g) => assert.deepEqual(g.endgameTablesNeeded(3), ["1k-1k", "2k-1k"]));
  at("B:W18,K29:B4,K10", (g) => assert.deepEqual(g.endgameTablesNeeded(3), []));
  // Men on both sides: either side's man may be crowned, or taken.
  at("B:W29:B4,10", (g) => assert.deepEqual(g.endgameTablesNeeded(3), ["1k-1k", "1k-1m", "1m-1k", "1m-1m", "2k-1k", "2k-1m", "1m1k-1k", "1m1k-1m", "2m-1k", "2m-1m"]));
  const start = new Game("american");
  assert.deepEqual(start.endgameTablesNeeded(8), []);
  assert.throws(() => start.endgameTablesNeeded(9), /maxPieces/);
  start.free();
  // Three pieces of international draughts need tables; of Frisian none (the tables do not have its rules).
  const international = Game.fromPosition("international", "B:WK46:BK5,K10");
  assert.deepEqual(international.endgameTablesNeeded(3), ["1k-1k", "1k-2k"]); // White, the first player, named first
  international.free();
  const frisian = Game.fromPosition("frisian", "B:WK46:BK5,K10");
  assert.deepEqual(frisian.endgameTablesNeeded(8), []);
  frisian.free();
});

test("tables installed: the analysis that asks for them gives exact results; bestMove and other analyses are unchanged", () => {
  const before = [computerMoves(WON), computerMoves(DRAWN)];
  const plain = at(WON, (g) => g.analyse({ depth: 4, multiPv: 2 }));
  at(WON, (g) => assert.ok(g.analyse({ depth: 4, endgameTables: true }).lines.every((l) => !("database" in l)), "nothing installed yet"));

  // Bad bytes: a clear error with its code, and nothing installed.
  const good = table("2k-1k");
  const flipped = good.slice();
  flipped[flipped.length - 1] ^= 1;
  const cases = [
    [new Uint8Array([1, 2, 3]), "egdb-magic"],
    [good.slice(0, 40), "egdb-truncated"],
    [flipped, "egdb-checksum"],
  ];
  for (const [bytes, code] of cases) assert.throws(() => api.installEndgameTable(bytes), (e) => e instanceof Error && e.code === code, code);
  assert.throws(() => api.installEndgameTable("2k-1k"), /Uint8Array/);
  at(WON, (g) => assert.ok(g.analyse({ depth: 4, endgameTables: true }).lines.every((l) => !("database" in l)), "a refused file installs nothing"));

  for (const signature of ["1k-1k", "2k-1k"]) assert.equal(api.installEndgameTable(table(signature)), signature);

  const won = at(WON, (g) => g.analyse({ depth: 4, endgameTables: true }));
  const best = won.lines[0];
  assert.equal(best.database.result, "win", JSON.stringify(best));
  assert.ok(Number.isInteger(best.database.plies) && best.database.plies > 0);
  assert.ok(typeof best.score === "number" && best.score > 40000, `a table win's score: ${best.score}`);
  const drawn = at(DRAWN, (g) => g.analyse({ depth: 4, endgameTables: true }));
  assert.deepEqual(drawn.lines[0].database, { result: "draw" });
  assert.equal(drawn.lines[0].score, 0);

  // Without the option, and for the computer's moves, the tables are not probed.
  assert.deepEqual(at(WON, (g) => g.analyse({ depth: 4, multiPv: 2 })), plain);
  assert.deepEqual([computerMoves(WON), computerMoves(DRAWN)], before);
  assert.throws(() => at(WON, (g) => g.analyse({ depth: 1, endgameTables: 1 })), /endgameTables/);
});

test("the review's marks: a move that throws a database win away is a blunder, a slower database win is not marked", async () => {
  const { forSide, markMoves, thresholdsFor } = await import("../../www/page/review-marks.js");
  for (const signature of ["1k-1k", "2k-1k"]) api.installEndgameTable(table(signature));
  // Black's kings on 1 and 2 against White's king on 10, Black to move: 2-6 wins soonest,
  // 1-5 wins more slowly, 2-7 lets the win go (a draw), 1-6 loses a king.
  const START = "B:WK10:BK1,K2";
  const lines = at(START, (g) => g.analyse({ depth: 4, multiPv: 5, endgameTables: true }).lines);
  const byMove = Object.fromEntries(lines.map((l) => [l.pv[0], l.database?.result]));
  assert.deepEqual(byMove, { "2-6": "win", "1-5": "win", "2-7": "draw", "1-6": "loss" });
  const row = thresholdsFor("draughts", "search");
  const judged = (move) => {
    const after = at(START, (g) => {
      g.play(move);
      return g.analyse({ depth: 4, endgameTables: true }).lines[0].score;
    });
    const review = { evals: [lines[0].score, forSide(after, 1)], turns: [0, 1], lines: [lines.map((l) => ({ move: l.pv[0], score: l.score }))], moves: [move] };
    return markMoves({ ...review, row, wanted: 5 })[0];
  };
  assert.equal(judged("2-6"), null, "the engine's own choice");
  assert.equal(judged("1-5"), null, "still a database win, only slower");
  assert.equal(judged("2-7"), "blunder", "a database win let go for a draw");
  assert.equal(judged("1-6"), "blunder");
});
