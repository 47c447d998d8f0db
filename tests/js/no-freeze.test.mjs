// Issue 34: no record bloats the module, no position is generated twice, and onDepth
// cannot start a search or free the game under it.
//
// - A record longer than one game's can be (1,000,000 characters) is refused before it
//   is copied into wasm memory, which never shrinks: a refused 15 MB record leaves the
//   memory within 8 MiB of where it was (it grew by ~300 MiB before).
// - The session keeps a position's legal moves: asking again about one position (outcome,
//   view, claims, moves, record) does not generate them again (`generationCount`).
// - Inside onDepth, analyse and bestMove throw (code "search-running"), where each nested
//   call took another 16 MiB table until the innermost trapped at 4 GiB; free() throws,
//   the analysis stops with code "freed-during-analysis" and the game is freed as
//   analyse returns (no leak: the memory stays flat over many such games).

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, wasm } from "./engine.mjs";

const { detectRecord, generationCount } = await import(new URL("../../www/pkg/boardgames.js", import.meta.url).href);

const MiB = 2 ** 20;
const FRISIAN_CROWD = "W:WK23:BK9,19,K30,K15,40,2,K21,13,8,K35,43,18,22,K4,38,K24,K7,37,10,20";

const memory = () => wasm.memory.buffer.byteLength;

test("a 15 MB record is refused before it is read: the memory stays within 8 MiB", () => {
  const huge = "9".repeat(15e6);
  const g = new Game("american");
  const before = memory();
  const tooLong = (chars) => (e) => e instanceof Error && e.code === "record-too-long" && e.message === `the record is too long: ${chars} characters (at most 1000000 in one game)`;
  assert.throws(() => g.loadRecord(huge), tooLong(15000000));
  assert.throws(() => detectRecord(huge), tooLong(15000000));
  const chess = new Game("chess");
  const comment = `[Event "x"]\n1. e4 {${"a".repeat(2e6)}} *`;
  assert.throws(() => chess.loadRecord(comment), tooLong(comment.length));
  chess.free();
  assert.ok(memory() - before <= 8 * MiB, `the memory grew by ${((memory() - before) / MiB).toFixed(1)} MiB`);
  assert.deepEqual(g.history(), [], "the game is unchanged");
  assert.equal(g.position(), new Game("american").position());
  g.free();
});

test("a record within the limit still loads", () => {
  const g = new Game("american");
  g.play("11-15");
  const text = g.record();
  const h = new Game("american");
  h.loadRecord(`${text.replace(/\*\s*$/, "")} {${"a".repeat(500_000)}} *`);
  assert.deepEqual(h.history(), ["11-15"]);
  g.free();
  h.free();
});

test("asking again about a position does not generate its moves again", () => {
  const g = Game.fromPosition("frisian", FRISIAN_CROWD);
  const before = generationCount();
  for (let i = 0; i < 10; i++) {
    g.legalMoves();
    g.outcome();
    g.view();
    g.canClaimDraw();
    g.canDeclareWin();
    g.record();
  }
  assert.equal(generationCount() - before, 1);
  assert.deepEqual(g.legalMoves().map((m) => m.notation), ["23x5"]);
  g.play("23x5");
  g.legalMoves();
  g.outcome();
  assert.equal(generationCount() - before, 2, "the new position once");
  g.free();
});

test("onDepth cannot start another search", () => {
  const g = new Game("chess");
  const other = new Game("international");
  const errors = [];
  const result = g.analyse({
    depth: 3,
    onDepth: () => {
      for (const call of [() => g.analyse({ depth: 2 }), () => other.analyse({ depth: 2 }), () => g.bestMove({ depth: 1 })]) {
        try {
          call();
          errors.push(null);
        } catch (e) {
          errors.push(e);
        }
      }
    },
  });
  assert.equal(result.depth, 3, "the outer analysis went on");
  assert.ok(errors.length >= 3);
  for (const e of errors) {
    assert.ok(e instanceof Error && e.code === "search-running" && /cannot run inside onDepth/.test(e.message), String(e));
  }
  // Once it has returned, searching works again.
  assert.equal(other.analyse({ depth: 2 }).depth, 2);
  assert.ok(g.bestMove({ depth: 1 }));
  g.free();
  other.free();
});

test("free() inside onDepth stops the analysis with a clear error and leaks nothing", () => {
  const round = () => {
    const g = new Game("international");
    let depths = 0;
    assert.throws(
      () => g.analyse({ depth: 6, onDepth: () => { depths++; g.free(); } }),
      (e) => e instanceof Error && e.code === "freed-during-analysis" && /free\(\) was called inside onDepth/.test(e.message),
    );
    assert.equal(depths, 1, "the analysis stopped at the first depth");
  };
  for (let i = 0; i < 5; i++) round();
  const before = memory();
  for (let i = 0; i < 200; i++) round();
  assert.ok(memory() - before <= 2 * MiB, `the memory grew by ${((memory() - before) / MiB).toFixed(1)} MiB over 200 games`);
  // A game analysed afterwards is unaffected.
  const g = new Game("international");
  assert.equal(g.analyse({ depth: 2 }).depth, 2);
  g.free();
});
