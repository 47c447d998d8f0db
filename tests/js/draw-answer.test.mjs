// The computer's answer to a draw offer (www/page/draw-answer.js, issue 11.7): it
// declines in the opening and when it is better, and accepts when it is clearly worse or
// the position is drawn. Both sides are checked on the pure decision and on the facts a
// real search gathers (the same function the worker calls), from either side's turn.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./engine.mjs";
import { CLEARLY_WORSE, drawAnswer, drawFacts, scoreFor } from "../../www/page/draw-answer.js";

test("the decision: declines in the opening, even when level", () => {
  assert.equal(drawAnswer({ score: 0, plies: 2, material: 1 }), false);
  assert.equal(drawAnswer({ score: -20, plies: 10, material: 1, drawInSight: false }), false);
});

test("the decision: declines whenever it is better", () => {
  assert.equal(drawAnswer({ score: 120, plies: 80, material: 0.2 }), false);
  assert.equal(drawAnswer({ score: 60, plies: 80, material: 0.2, drawInSight: true }), false);
  assert.equal(drawAnswer({ score: { win: 9 }, plies: 80, material: 0.1 }), false);
});

test("the decision: accepts when clearly worse, even early", () => {
  assert.equal(drawAnswer({ score: CLEARLY_WORSE, plies: 40, material: 0.8 }), true);
  assert.equal(drawAnswer({ score: -400, plies: 6, material: 0.9 }), true);
  assert.equal(drawAnswer({ score: { loss: 12 }, plies: 30, material: 0.6 }), true);
  // A little worse in a full middlegame: plays on.
  assert.equal(drawAnswer({ score: -60, plies: 40, material: 0.8 }), false);
});

test("the decision: accepts a level ending and a draw the rules allow", () => {
  assert.equal(drawAnswer({ score: 0, plies: 90, material: 0.1 }), true);
  assert.equal(drawAnswer({ score: 10, plies: 60, material: 0.3 }), true);
  // Level, but the board is still full: plays on.
  assert.equal(drawAnswer({ score: 0, plies: 60, material: 0.7 }), false);
  // Level with a draw claimable (a repetition), material on the board.
  assert.equal(drawAnswer({ score: 0, plies: 40, material: 0.9, drawInSight: true }), true);
  // No verdict (no search line): plays on.
  assert.equal(drawAnswer({ score: null, plies: 90, material: 0.1 }), false);
});

test("a score for the side to move is turned to the computer's view", () => {
  assert.equal(scoreFor(80, 0, 0), 80);
  assert.equal(scoreFor(80, 0, 1), -80);
  assert.deepEqual(scoreFor({ win: 3 }, 1, 0), { loss: 3 });
  assert.deepEqual(scoreFor({ loss: 4 }, 1, 0), { win: 4 });
});

/** The answer of the computer playing `side` in `game`, as the worker gives it. */
function answer(game, side) {
  const facts = drawFacts(Game, game, { side, nodes: 60000 });
  return { accept: drawAnswer(facts), facts };
}

test("with the engine: at move 2 of American checkers the computer declines, whichever side it plays", () => {
  const g = new Game("american");
  g.play("11-15");
  g.play("23-19");
  for (const side of [0, 1]) {
    const { accept, facts } = answer(g, side);
    assert.equal(accept, false, JSON.stringify(facts));
    assert.equal(facts.plies, 2);
    assert.equal(facts.material, 1);
  }
  g.free();
});

test("with the engine: a one-man-against-eight position is accepted by the side that is lost, declined by the other", () => {
  // White (side 1) has one man against eight; Black to move.
  const g = Game.fromPosition("american", "B:W32:B1,2,3,4,5,6,7,8");
  const white = answer(g, 1), black = answer(g, 0);
  assert.equal(white.accept, true, `White, not to move, is lost: ${JSON.stringify(white.facts)}`);
  assert.equal(black.accept, false, `Black, to move, is winning: ${JSON.stringify(black.facts)}`);
  assert.ok(typeof white.facts.score === "object" || white.facts.score <= CLEARLY_WORSE);
  g.free();
});

test("with the engine: a bare king against king is a drawn ending, accepted by either side", () => {
  const g = Game.fromPosition("american", "W:WK30:BK3");
  for (const side of [0, 1]) {
    const { accept, facts } = answer(g, side);
    assert.equal(accept, true, JSON.stringify(facts));
    assert.ok(facts.material < 0.2);
  }
  g.free();
});
