// The page's puzzle data and logic in Node (issue 32): the packed modules are data/puzzles/
// as it stands, every shipped line parses and its whole solution is judged right move by
// move (and a wrong move wrong) by www/puzzles/check.js over the real engine; Glicko-2 gives
// the paper's worked example; the store rates a puzzle once and keeps the streak.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Game } from "./engine.mjs";
import { SAMPLE, packedFiles, splitSample } from "../../tools/puzzles-pack.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const load = (p) => import(pathToFileURL(path.join(repo, p)).href);
const { parsePuzzleLine } = await load("www/puzzles/line.js");
const { judgeMove, solverSide } = await load("www/puzzles/check.js");
const { rate } = await load("www/puzzles/glicko2.js");
const { puzzleStore, STORE_KEY } = await load("www/puzzles/store.js");

test("www/puzzles/data is written from data/puzzles (node tools/puzzles-pack.mjs --write)", () => {
  assert.doesNotThrow(() => execFileSync(process.execPath, [path.join(repo, "tools", "puzzles-pack.mjs")], { stdio: "pipe" }));
});

test("every shipped puzzle's line is judged right move by move, and a wrong first move wrong", async () => {
  const files = packedFiles();
  let count = 0;
  for (const [name, text] of Object.entries(files)) {
    if (name === "index.js" || name === "more.js") continue;
    const lines = (await import(`data:text/javascript,${encodeURIComponent(text)}`)).default.split("\n").filter(Boolean);
    for (const line of lines) {
      const p = parsePuzzleLine(line);
      assert.equal(p.line, line);
      const side = solverSide(Game, p);
      const played = [];
      for (let k = 0; k < p.solution.length; k++) {
        if (k % 2 === 0) {
          const verdict = judgeMove(Game, p, played, p.solution[k][0]);
          assert.equal(verdict, k === p.solution.length - 1 ? "solved" : "next", `${line}: move ${k + 1}`);
          // A listed alternative (the verifier's proven equal) solves the puzzle where it is played.
          for (const alt of p.solution[k].slice(1)) assert.equal(judgeMove(Game, p, played, alt), "solved", `${line}: ${alt}`);
        }
        played.push(p.solution[k][0]);
      }
      count++;
      // A legal move that is not the solution's, leads elsewhere and does not win at once
      // (every fifth puzzle: each move tried costs two games).
      if (count % 5) continue;
      const g = Game.fromPosition(p.game, p.position, p.options);
      assert.equal(g.turn(), side);
      const other = g.legalMoves().find((m) => {
        if (p.solution[0].includes(m.notation)) return false;
        return judgeMove(Game, p, [], m.notation) === "wrong";
      });
      g.free();
      if (other) assert.equal(judgeMove(Game, p, [], other.notation), "wrong");
    }
  }
  assert.ok(count > 0, "no puzzle shipped");
});

test("a move reaching the line's own position in another notation, and an instant win, are right", () => {
  // Chess mate in one with two mating moves: Rb8# is the line's, Re8# (the other rook) mates too.
  const p = parsePuzzleLine("chess||6k1/5ppp/8/8/8/8/4R3/1R4K1 w - - 0 1|Rb8#|1000|mateIn1");
  assert.equal(judgeMove(Game, p, [], "Rb8#"), "solved");
  assert.equal(judgeMove(Game, p, [], "Re8#"), "solved");
  assert.equal(judgeMove(Game, p, [], "Rb7"), "wrong");
  // A listed alternative is right as written.
  const q = parsePuzzleLine("chess||6k1/5ppp/8/8/8/8/4R3/1R4K1 w - - 0 1|Rb8#/Re8#|1000|mateIn1");
  assert.deepEqual(q.solution, [["Rb8#", "Re8#"]]);
});

test("a listed alternative before the last solver's move solves the puzzle there; an unlisted slower win is wrong", () => {
  // Written by `boardgames puzzles --annotate` (tests/puzzles.rs checks the same line): 10-15
  // wins as fast as the line's 10-7.
  const p = parsePuzzleLine("american||B:WK4,K14:BK3,K7:C2,2|7-10 14x7 3x10 4-8 10-7/10-15 8-3 7-11 3-8 11x4|2000|shot,endgame,winIn5");
  const before = p.solution.slice(0, 4).map((m) => m[0]);
  assert.equal(judgeMove(Game, p, before, "10-7"), "next");
  assert.equal(judgeMove(Game, p, before, "10-15"), "solved");
  const g = Game.fromPosition(p.game, p.position, p.options);
  for (const m of before) g.play(m);
  const others = g.legalMoves().map((m) => m.notation).filter((n) => !["10-7", "10-15"].includes(n));
  g.free();
  assert.ok(others.length > 0);
  for (const n of others) assert.equal(judgeMove(Game, p, before, n), "wrong", n);
});

test("each game's sample spreads over the ratings; sample and rest are the whole file", () => {
  const lines = Array.from({ length: 100 }, (_, i) => `american||B:W${i}:B1|1-5|${1000 + ((i * 37) % 100) * 10}|`);
  const { sample, rest } = splitSample(lines);
  assert.equal(sample.length, SAMPLE);
  assert.deepEqual([...sample, ...rest].sort(), [...lines].sort());
  const ratings = sample.map((l) => Number(l.split("|")[4])).sort((a, b) => a - b);
  assert.ok(ratings[0] < 1100 && ratings.at(-1) > 1880, ratings.join(","));
  assert.deepEqual(splitSample(lines.slice(0, 5)), { sample: lines.slice(0, 5), rest: [] });
  // The packed files: a game's sample and rest hold its whole data file.
  const files = packedFiles();
  assert.match(files["index.js"], /export const COUNTS/);
  assert.match(files["more.js"], /export const MORE/);
});

test("Glicko-2 gives Glickman's worked example", () => {
  const r = rate({ rating: 1500, rd: 200, vol: 0.06 }, [
    { rating: 1400, rd: 30, score: 1 },
    { rating: 1550, rd: 100, score: 0 },
    { rating: 1700, rd: 300, score: 0 },
  ]);
  assert.ok(Math.abs(r.rating - 1464.06) < 0.01, r.rating);
  assert.ok(Math.abs(r.rd - 151.52) < 0.01, r.rd);
  assert.ok(Math.abs(r.vol - 0.05999) < 0.00001, r.vol);
});

test("the store rates a puzzle once, moves both ratings and keeps the streak", () => {
  const memory = new Map();
  const storage = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => memory.set(k, v) };
  const store = puzzleStore(storage);
  const p = parsePuzzleLine("american||B:WK2:BK15|15-10 2-7 10x3|1250|endgame");
  const up = store.record(p, true);
  assert.ok(up > 0);
  assert.equal(store.record(p, false), null, "rated once");
  assert.equal(store.streak(), 1);
  assert.ok(store.puzzle(p).rating < 1250, "the puzzle lost");
  const again = puzzleStore(storage);
  assert.equal(again.player("american").rating, store.player("american").rating);
  const q = parsePuzzleLine("american||B:WK3:BK15|15-10 3-7 10x3|1250|endgame");
  assert.ok(again.record(q, false) < 0);
  assert.equal(again.streak(), 0);
  assert.equal(again.best(), 1);
  assert.ok(JSON.parse(memory.get(STORE_KEY)).puzzles[q.id].result === "failed");
});
