// How the page writes an analysis score (www/page/eval-text.js): from the first player's
// point of view, in pawns or men, mates and forced wins as each family counts them, win
// rates for the Monte Carlo games, and the evaluation bar's share.

import { test } from "node:test";
import assert from "node:assert/strict";
import { forSideZero, nodesText, resultCount, scoreText, sideZeroShare, winRate } from "../../www/page/eval-text.js";

test("a score is shown from side 0's point of view, in pawns with two decimals", () => {
  assert.equal(scoreText(35, { turn: 0 }), "+0.35");
  assert.equal(scoreText(35, { turn: 1 }), "-0.35");
  assert.equal(scoreText(-120, { turn: 0 }), "-1.20");
  assert.equal(scoreText(0, { turn: 1 }), "0.00");
  // A value that rounds to zero is even, never "-0.00".
  assert.equal(scoreText(0.4, { turn: 1 }), "0.00");
  assert.equal(scoreText(1234, { turn: 0 }), "+12.3");
});

test("the bar's short text drops the sign and a decimal", () => {
  assert.equal(scoreText(35, { turn: 1, short: true }), "0.3");
  assert.equal(scoreText(-1500, { turn: 0, short: true }), "15");
  assert.equal(scoreText({ win: 5 }, { turn: 1, family: "chess", short: true }), "#3");
});

test("a mate in chess counts the winner's moves; in shogi every ply (tsume counting)", () => {
  assert.equal(scoreText({ win: 5 }, { turn: 0, family: "chess" }), "#3");
  assert.equal(scoreText({ win: 5 }, { turn: 1, family: "chess" }), "#-3");
  assert.equal(scoreText({ loss: 4 }, { turn: 0, family: "chess" }), "#-2");
  assert.equal(scoreText({ loss: 4 }, { turn: 1, family: "chess" }), "#2");
  assert.equal(scoreText({ win: 5 }, { turn: 0, family: "shogi" }), "#5");
  assert.equal(scoreText({ loss: 2 }, { turn: 0, family: "shogi" }), "#-2");
  assert.equal(resultCount(1, "chess"), 1);
  assert.equal(resultCount(7, "shogi"), 7);
});

test("a forced win in the other games is written W with the winner's moves", () => {
  assert.equal(scoreText({ win: 3 }, { turn: 0, family: "draughts" }), "W2");
  assert.equal(scoreText({ win: 3 }, { turn: 1, family: "draughts" }), "W-2");
  assert.equal(scoreText({ loss: 6 }, { turn: 1, family: "kato" }), "W3");
  assert.deepEqual(forSideZero({ loss: 6 }, 1), { win: 3 });
});

test("Monte Carlo scores are shown as side 0's win rate", () => {
  // 200 * ln(p / (1 - p)) is how the engine writes a win rate p (src/ai/mcts.rs).
  const score = (p) => Math.round(200 * Math.log(p / (1 - p)));
  assert.equal(scoreText(score(0.62), { turn: 0, kind: "winrate" }), "62%");
  assert.equal(scoreText(score(0.62), { turn: 1, kind: "winrate" }), "38%");
  assert.ok(Math.abs(winRate(score(0.9)) - 0.9) < 0.001);
  assert.ok(Math.abs(sideZeroShare(score(0.7), 1, "winrate") - 0.3) < 0.001);
});

test("the bar's share: even at 0, all for a forced win, more for the side ahead", () => {
  assert.equal(sideZeroShare(0, 0), 0.5);
  assert.equal(sideZeroShare({ win: 3 }, 0), 1);
  assert.equal(sideZeroShare({ win: 3 }, 1), 0);
  assert.equal(sideZeroShare({ loss: 2 }, 1), 1);
  const a = sideZeroShare(100, 0), b = sideZeroShare(300, 0);
  assert.ok(a > 0.5 && b > a && b < 1, `${a} ${b}`);
  assert.ok(Math.abs(sideZeroShare(100, 1) - (1 - a)) < 1e-12, "symmetric");
});

test("node counts are short", () => {
  assert.equal(nodesText(950), "950");
  assert.equal(nodesText(12345), "12.3k");
  assert.equal(nodesText(4560000), "4.56M");
  assert.equal(nodesText(23400000), "23.4M");
});

test("the win rate scale is the engine's (src/ai/mcts.rs EVAL_SCALE)", async () => {
  const { readFileSync } = await import("node:fs");
  const { WIN_RATE_SCALE } = await import("../../www/page/eval-text.js");
  const source = readFileSync(new URL("../../src/ai/mcts.rs", import.meta.url), "utf8");
  const m = /const EVAL_SCALE: f64 = ([\d.]+);/.exec(source);
  assert.ok(m, "EVAL_SCALE is found in src/ai/mcts.rs");
  assert.equal(Number(m[1]), WIN_RATE_SCALE);
});
