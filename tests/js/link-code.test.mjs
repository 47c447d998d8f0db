// Short links (www/page/link-code.js): the moves of a game as their places in the engine's
// list of legal moves. In every game a random game reads back move for move, takes one or
// two characters a move, and a code that does not fit the game is refused.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, catalog } from "./engine.mjs";
import { decodeMoves, encodeMoves } from "../../www/page/link-code.js";

/** A seeded random game of `id`: its notations. */
function randomMoves(id, plies, seed) {
  const g = new Game(id);
  let s = seed;
  const moves = [];
  try {
    for (let i = 0; i < plies && !g.outcome(); i++) {
      const legal = g.legalMoves();
      if (!legal.length) break;
      s = (s * 1103515245 + 12345) % 2 ** 31;
      moves.push(g.play(legal[s % legal.length].notation).notation);
    }
  } finally {
    g.free();
  }
  return moves;
}

test("every game's moves read back from their code, at most two characters a move", () => {
  for (const { id } of catalog()) {
    for (const seed of [1, 2]) {
      const moves = randomMoves(id, 80, seed);
      const setup = { game: id };
      const code = encodeMoves(Game, setup, moves);
      assert.ok(code.length <= 2 * moves.length, `${id}: ${code.length} characters for ${moves.length} moves`);
      assert.deepEqual(decodeMoves(Game, setup, code), moves, `${id} seed ${seed}`);
    }
  }
});

test("a draughts game of 60 moves takes 60 characters, not the notations' 300", () => {
  const moves = randomMoves("american", 60, 7);
  const code = encodeMoves(Game, { game: "american" }, moves);
  assert.equal(code.length, moves.length);
  assert.ok(moves.join("+").length > 4 * code.length);
});

test("a code is read from the start position and options it was made for", () => {
  const start = "W:W31,32:B1,2";
  const setup = { game: "international", start };
  const moves = randomMoves("international", 0, 1); // none: from the start below
  assert.deepEqual(moves, []);
  const g = Game.fromPosition("international", start);
  const first = g.legalMoves().at(-1).notation;
  g.free();
  assert.deepEqual(decodeMoves(Game, setup, encodeMoves(Game, setup, [first])), [first]);
  // Options change the legal moves, so a code is made and read with them.
  const bell = { game: "alquerque", options: { rules: "bell" } };
  const g2 = new Game("alquerque", bell.options);
  const line = [];
  for (let i = 0; i < 12 && !g2.outcome(); i++) line.push(g2.play(g2.legalMoves().at(-1).notation).notation);
  g2.free();
  assert.deepEqual(decodeMoves(Game, bell, encodeMoves(Game, bell, line)), line);
});

test("codes that do not fit are refused with a message", () => {
  const setup = { game: "american" };
  assert.throws(() => decodeMoves(Game, setup, "a+b"), /characters/);
  assert.throws(() => decodeMoves(Game, setup, "_"), /does not fit this game at move 1/);
  // Binary's first placement has 30 choices (one character), its second hundreds (two).
  assert.throws(() => decodeMoves(Game, { game: "binary" }, "AA"), /does not fit this game after 1 moves/);
  assert.equal(decodeMoves(Game, { game: "binary" }, "AAA").length, 2);
  assert.throws(() => decodeMoves(Game, setup, 42), /characters/);
  assert.throws(() => encodeMoves(Game, setup, ["11-15", "11-15"]), Error);
});
