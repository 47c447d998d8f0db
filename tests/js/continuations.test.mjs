// g.continuations(path): the next landings of a partial jump chain (Incorrect
// Checkers), null for games without such chains, and clear errors for bad input.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./engine.mjs";

const cell = (g, name) => g.view().labels.indexOf(name);

test("continuations lists the next landings of a partial chain", () => {
  const g = Game.fromPosition("incorrect-checkers", "B:Bc3,d4,f6:We6");
  const names = (cells) => cells.map((c) => g.view().labels[c]).sort();
  assert.deepEqual(names(g.continuations([cell(g, "c3")])), ["e5"]);
  assert.deepEqual(names(g.continuations([cell(g, "c3"), cell(g, "e5")])), ["e7", "g7"]);
  assert.deepEqual(g.continuations([cell(g, "c3"), cell(g, "d4")]), [], "a step is not a jump");
});

test("continuations is null for games without landing-by-landing chains", () => {
  assert.equal(new Game("american").continuations([21]), null);
  assert.equal(new Game("zonghen").continuations([]), null);
});

test("continuations refuses what is not an array of cells", () => {
  const g = new Game("incorrect-checkers");
  for (const bad of [undefined, null, 42, "c3", [1.5], ["c3"], [-1]]) {
    assert.throws(() => g.continuations(bad), /path must be an array of cells/, String(bad));
  }
});
