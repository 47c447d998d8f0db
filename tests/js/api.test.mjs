// The JS API of docs/api.md, exercised through the built wasm module in Node (American checkers).

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, catalog, notations, cellOf } from "./engine.mjs";

const START = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

test("catalog lists american, and every entry has the documented fields", () => {
  const games = catalog();
  assert.ok(Array.isArray(games) && games.length >= 1);
  const ids = games.map((g) => g.id);
  assert.equal(new Set(ids).size, ids.length, "ids are unique");
  for (const g of games) {
    assert.equal(typeof g.id, "string");
    assert.match(g.id, /^[a-z][a-z-]*$/);
    assert.equal(typeof g.name.en, "string");
    assert.equal(typeof g.name.ja, "string");
    assert.ok(g.name.en.length > 0 && g.name.ja.length > 0, `${g.id} has both names`);
    assert.equal(typeof g.family, "string");
    assert.ok(Number.isInteger(g.rows) && g.rows > 0, `${g.id} rows`);
    assert.ok(Number.isInteger(g.cols) && g.cols > 0, `${g.id} cols`);
    assert.ok(Array.isArray(g.options), `${g.id} options`);
    for (const o of g.options) {
      assert.equal(typeof o.name, "string");
      assert.ok(Array.isArray(o.values) && o.values.length > 0);
      assert.ok(o.values.some((v) => v === o.default), `${g.id}.${o.name}: the default is one of the values`);
    }
  }
  const american = games.find((g) => g.id === "american");
  assert.ok(american, "american is in the catalog");
  assert.equal(american.name.en, "American checkers");
  assert.equal(american.family, "draughts");
  assert.equal(american.rows, 8);
  assert.equal(american.cols, 8);
});

test("every catalog game starts with its default options and round-trips its position", () => {
  for (const { id, options } of catalog()) {
    const defaults = Object.fromEntries(options.map((o) => [o.name, o.default]));
    for (const g of [new Game(id), new Game(id, defaults)]) {
      assert.equal(g.id, id);
      assert.equal(g.turn(), 0, `${id}: side 0 moves first`);
      assert.equal(g.outcome(), null);
      assert.ok(g.legalMoves().length > 0, `${id} has moves at the start`);
      const again = Game.fromPosition(id, g.position(), defaults);
      assert.equal(again.position(), g.position(), `${id} position round trip`);
      assert.deepEqual(notations(again), notations(g));
    }
  }
});

test("new Game('american') is the standard start, Black (side 0) to move", () => {
  const g = new Game("american");
  assert.equal(g.id, "american");
  assert.equal(g.turn(), 0);
  assert.equal(g.position(), START);
  assert.deepEqual(g.history(), []);
  assert.equal(g.outcome(), null);
  assert.deepEqual(notations(g), ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]);
});

test("legalMoves describe from, to, path and captures as cells", () => {
  const g = new Game("american");
  const m = g.legalMoves().find((x) => x.notation === "11-15");
  assert.ok(m);
  assert.equal(m.from, cellOf(g, 11));
  assert.equal(m.to, cellOf(g, 15));
  assert.deepEqual(m.path, [cellOf(g, 11), cellOf(g, 15)]);
  assert.deepEqual(m.captures, []);
  assert.equal(m.crowns, false);
});

test("play accepts 11-15 and 15x24-style captures and returns the move", () => {
  const g = new Game("american");
  assert.equal(g.play("11-15").notation, "11-15");
  assert.equal(g.turn(), 1);
  assert.equal(g.play("22-18").notation, "22-18");
  // Capture is compulsory: the only move is the capture.
  assert.deepEqual(notations(g), ["15x22"]);
  const cap = g.play("15x22");
  assert.equal(cap.notation, "15x22");
  assert.deepEqual(cap.path, [cellOf(g, 15), cellOf(g, 22)]);
  assert.deepEqual(cap.captures, [cellOf(g, 18)]);
  assert.deepEqual(notations(g), ["25x18", "26x17"]);
  assert.equal(g.play("26x17").notation, "26x17");
  assert.deepEqual(g.history(), ["11-15", "22-18", "15x22", "26x17"]);
});

test("play accepts the full path 15x24x31 and the short form 15x31 of a double jump", () => {
  for (const text of ["15x24x31", "15x31", "15-31", "15:24:31", " 15x31 "]) {
    const g = Game.fromPosition("american", "B:W19,27:B15");
    const m = g.play(text);
    assert.equal(m.notation, "15x31", `played as ${text}`);
    assert.deepEqual(m.path, [15, 24, 31].map((s) => cellOf(g, s)));
    assert.deepEqual(m.captures, [19, 27].map((s) => cellOf(g, s)));
    assert.equal(m.crowns, true, "a man reaching row 32-29 is crowned");
    assert.equal(g.position(), "W:W:BK31");
    assert.deepEqual(g.history(), ["15x31"]);
  }
});

test("two capture paths with the same start and end need the full path; the short form is ambiguous", () => {
  const fen = "B:W14,15,22,23:B10";
  const g = Game.fromPosition("american", fen);
  assert.deepEqual(notations(g), ["10x17x26", "10x19x26"]);
  assert.throws(() => g.play("10x26"), (e) => e instanceof Error && /ambiguous/.test(e.message) && e.message.includes("10x17x26") && e.message.includes("10x19x26"));
  assert.equal(g.position(), fen, "the ambiguous move changed nothing");
  assert.deepEqual(g.history(), []);
  const m = g.play("10x19x26");
  assert.deepEqual(m.captures, [15, 23].map((s) => cellOf(g, s)));
  assert.equal(g.position(), "W:W14,22:B26");
});

test("undo and redo walk the history and return false at its ends", () => {
  const g = new Game("american");
  assert.equal(g.undo(), false);
  assert.equal(g.redo(), false);
  const positions = [g.position()];
  for (const m of ["11-15", "22-18", "15x22"]) {
    g.play(m);
    positions.push(g.position());
  }
  assert.equal(g.undo(), true);
  assert.equal(g.undo(), true);
  assert.equal(g.position(), positions[1]);
  assert.deepEqual(g.history(), ["11-15"]);
  assert.equal(g.turn(), 1);
  assert.equal(g.redo(), true);
  assert.equal(g.position(), positions[2]);
  assert.deepEqual(g.history(), ["11-15", "22-18"]);
  assert.equal(g.redo(), true);
  assert.equal(g.redo(), false);
  assert.equal(g.position(), positions[3]);
  // A new move after an undo discards the redo line.
  g.undo();
  g.undo();
  g.play("23-19");
  assert.equal(g.redo(), false);
  assert.deepEqual(g.history(), ["11-15", "23-19"]);
  while (g.undo());
  assert.equal(g.position(), START);
});

test("position() is PDN FEN and fromPosition reproduces the same game state", () => {
  const g = new Game("american");
  for (const m of ["11-15", "23-19", "8-11", "22-17"]) g.play(m);
  const text = g.position();
  assert.match(text, /^[BW]:W[K0-9,]*:B[K0-9,]*(:.*)?$/);
  const h = Game.fromPosition("american", text);
  assert.equal(h.position(), text);
  assert.equal(h.turn(), g.turn());
  assert.deepEqual(notations(h), notations(g));
  assert.equal(h.perft(3), g.perft(3));
  // Lenient input: quotes, a trailing full stop, lower-case colours, kings.
  assert.equal(Game.fromPosition("american", '"B:W18,K24:B14."').position(), "B:W18,K24:B14");
  assert.equal(Game.fromPosition("american", "w:bK1:w5").position(), "W:W5:BK1");
});

test("history() records the canonical notation whatever form was typed", () => {
  const g = new Game("american");
  g.play(" 11-15 ");
  g.play("22:18");
  g.play("15×22");
  assert.deepEqual(g.history(), ["11-15", "22-18", "15x22"]);
});

test("outcome: no legal move loses (no-moves), losing every piece loses (all-captured)", () => {
  const blocked = Game.fromPosition("american", "B:W32:B28");
  assert.deepEqual(blocked.outcome(), { winner: 1, reason: "no-moves", token: "0-2", plies: 0 });
  assert.deepEqual(blocked.legalMoves(), []);
  const g = Game.fromPosition("american", "W:W18:B14");
  assert.equal(g.outcome(), null);
  g.play("18x9");
  assert.deepEqual(g.outcome(), { winner: 1, reason: "all-captured", token: "0-2", plies: 1 });
  assert.throws(() => g.play("1-5"), Error);
});

test("outcome: threefold repetition and the 40-move rule draw", () => {
  const g = Game.fromPosition("american", "B:WK28:BK5");
  const cycle = ["5-9", "28-24", "9-5", "24-28"];
  for (const m of cycle) g.play(m);
  assert.equal(g.outcome(), null, "twice is not yet a draw");
  for (const m of cycle) g.play(m);
  assert.deepEqual(g.outcome(), { winner: null, reason: "threefold", token: "1-1", plies: 8 });

  const q = Game.fromPosition("american", "B:WK28:BK5:C79,0");
  assert.equal(q.outcome(), null);
  q.play("5-9");
  assert.deepEqual(q.outcome(), { winner: null, reason: "move-rule", token: "1-1", plies: 1 });
  assert.deepEqual(q.legalMoves(), []);
  assert.throws(() => q.play("28-24"), /over/);
  q.undo();
  assert.equal(q.outcome(), null, "undo reopens the game");
});

test("outcome: resignation and agreement are actions that end the game", () => {
  const r = new Game("american");
  assert.equal(r.resign(), true);
  assert.deepEqual(r.outcome(), { winner: 1, reason: "resignation", token: "0-2", plies: 0 });
  assert.equal(r.resign(), false, "a finished game cannot be resigned again");
  assert.deepEqual(r.legalMoves(), []);
  const a = new Game("american");
  a.play("11-15");
  assert.equal(a.agreeDraw(), true);
  assert.deepEqual(a.outcome(), { winner: null, reason: "agreement", token: "1-1", plies: 1 });
  assert.equal(new Game("american").claimDraw(), false, "american has no claimable draw");
});

test("view() describes the board for the renderer", () => {
  const g = new Game("american");
  const v = g.view();
  assert.equal(v.game, "american");
  assert.equal(v.rows, 8);
  assert.equal(v.cols, 8);
  assert.equal(v.cells.length, 64);
  assert.equal(v.labels.length, 64);
  assert.equal(v.pieces.length, 64);
  assert.equal(v.turn, 0);
  assert.equal(v.outcome, null);
  const pieces = v.pieces.filter(Boolean);
  assert.equal(pieces.length, 24);
  assert.equal(pieces.filter((p) => p.side === 0).length, 12);
  assert.deepEqual(v.pieces[cellOf(g, 1)], { side: 0, kind: "man", promoted: false });
  assert.equal(v.pieces[cellOf(g, 32)].side, 1);
  assert.equal(v.labels[1], "1", "square 1 is the second cell of the top row");
  assert.equal(v.cells[1], "dark");
  assert.equal(v.cells[0], "light");
  g.play("11-15");
  const after = g.view();
  assert.equal(after.turn, 1);
  assert.equal(after.lastMove.notation, "11-15");
  assert.equal(after.pieces[cellOf(g, 11)], null);
  assert.equal(after.pieces[cellOf(g, 15)].side, 0);
});

test("perft through wasm matches the published counts to depth 7", () => {
  const g = new Game("american");
  const expected = [1, 7, 49, 302, 1469, 7361, 36768, 179740];
  for (let d = 0; d < expected.length; d++) {
    assert.equal(g.perft(d), expected[d], `perft(${d})`);
  }
  assert.equal(g.position(), START, "perft leaves the game as it was");
});
