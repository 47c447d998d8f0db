// Issue 34, point 4: a collection costs the module its own text and no more. wasm memory
// never shrinks, so whatever `readCollection` takes while it reads stays taken: a 15 MB
// file of one long game grew the module by 61 MiB (a list of its 1.7 million lines, then
// two copies of the game's text); its records are now slices of the text.
// Alone in its file: each test file runs in its own process, with a fresh module.

import { test } from "node:test";
import assert from "node:assert/strict";
import { wasm } from "./engine.mjs";

const { readCollection } = await import(new URL("../../www/pkg/boardgames.js", import.meta.url).href);

const MiB = 2 ** 20;
const memory = () => wasm.memory.buffer.byteLength;

/** How much `f` grew the module's memory beyond the text it was given, in bytes. */
function growthBeyond(text, f) {
  const before = memory();
  f();
  return memory() - before - text.length;
}

test("a 15 MB collection grows the module by its text and at most 8 MiB more", () => {
  const oneLongGame = "1. e4 e5\n".repeat(Math.floor(15e6 / 9));
  let games;
  const grown = growthBeyond(oneLongGame, () => (games = readCollection(oneLongGame)));
  assert.equal(games.length, 1);
  assert.equal(games[0].text.length, oneLongGame.length - 1, "the whole game, its last line break trimmed");
  assert.ok(grown <= 8 * MiB, `the memory grew by ${(grown / MiB).toFixed(1)} MiB beyond the text`);

  const manyGames = '[Event "a"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n'.repeat(19_000);
  const more = growthBeyond(manyGames, () => (games = readCollection(manyGames)));
  assert.equal(games.length, 19_000);
  assert.deepEqual(games[18_999], { text: '[Event "a"]\n\n1. e4 e5 2. Nf3 Nc6 1-0', tags: [["Event", "a"]], opening: "1. e4 e5 2. Nf3 Nc6" });
  assert.ok(more <= 8 * MiB, `the memory grew by ${(more / MiB).toFixed(1)} MiB beyond the text`);
});
