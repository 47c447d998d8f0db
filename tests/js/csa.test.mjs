// Shogi records through the wasm API in Node: record("csa") written and read back by
// loadRecord (which tells CSA, KI2 and KIF apart), record() unchanged, and a format
// argument that is not a known format or not a string throws and changes nothing.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, snapshot } from "./engine.mjs";

const throwsError = (fn, pattern) =>
  assert.throws(fn, (e) => e instanceof Error && pattern.test(e.message), `expected an Error matching ${pattern}`);

function playAll(g, moves) {
  for (const m of moves.split(" ")) g.play(m);
  return g;
}

test("shogi: record('csa') round trips through loadRecord", () => {
  const g = playAll(new Game("shogi"), "7g7f 3c3d 8h2b+ 3a2b B*4e 8b3b 4e3d");
  g.resign();
  const text = g.record("csa");
  assert.equal(text, "V2.2\nPI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0045KA\n-8232HI\n+4534KA\n%TORYO\n");
  const h = new Game("shogi");
  h.loadRecord(text);
  assert.deepEqual(h.history(), g.history());
  assert.equal(h.position(), g.position());
});

test("shogi: a handicap game in CSA starts with PI and the removed pieces", () => {
  const g = playAll(new Game("shogi", { handicap: "lance" }), "5a4b 7g7f");
  const text = g.record("csa");
  assert.ok(text.startsWith("V2.2\nPI11KY\n-\n-5142OU\n+7776FU\n"), text);
  const h = new Game("shogi");
  h.loadRecord(text);
  assert.equal(h.startPosition(), g.startPosition());
  assert.deepEqual(h.history(), g.history());
});

test("shogi: record() is KIF as before, record('kif') the same, KI2 reads", () => {
  const g = playAll(new Game("shogi"), "7g7f 3c3d");
  assert.ok(g.record().startsWith("手合割：平手\n"));
  assert.equal(g.record("kif"), g.record());
  assert.equal(g.record(undefined), g.record());
  const h = new Game("shogi");
  h.loadRecord("手合割：平手\n▲７六歩　△３四歩　▲２二角成　△同　銀\n");
  assert.deepEqual(h.history(), ["7g7f", "3c3d", "8h2b+", "3a2b"]);
});

test("record(format): an unknown format or a non-string throws and changes nothing", () => {
  const g = playAll(new Game("shogi"), "7g7f");
  const before = snapshot(g);
  throwsError(() => g.record("psn"), /unknown record format 'psn'/);
  throwsError(() => g.record(42), /format must be a string/);
  throwsError(() => g.record(null), /format must be a string/);
  throwsError(() => g.record("x".repeat(1000)), /too long/);
  throwsError(() => new Game("chess").record("csa"), /unknown record format 'csa'/);
  assert.deepEqual(snapshot(g), before);
});

test("shogi: a bad CSA move throws naming its number, the game unchanged", () => {
  const g = playAll(new Game("shogi"), "2g2f");
  const before = snapshot(g);
  throwsError(() => g.loadRecord("PI\n+\n+7776FU\n-3334FU\n+7775FU\n"), /move 3 '\+7775FU'/);
  assert.deepEqual(snapshot(g), before);
});
