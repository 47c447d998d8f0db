// The board's click-to-move matching (www/board/select.js), checked in Node without a
// browser: the same rules serve every game, so each kind of move the engine can list
// (multi-path captures, circular king captures, huffs, drops, placements, promotion
// choices, passes) is exercised with hand-written move lists.

import { test } from "node:test";
import assert from "node:assert/strict";
import * as sel from "../../www/board/select.js";

const mv = (notation, path, extra = {}) => ({ notation, from: path[0], to: path[path.length - 1], path, captures: [], ...extra });

const viaA = mv("1x10x19", [1, 10, 19], { captures: [5, 14] });
const viaB = mv("1x12x19", [1, 12, 19], { captures: [6, 15] });
const quiet = mv("3-7", [3, 7]);

test("a click on a movable piece selects it; its targets are the moves' ends and next landings", () => {
  const r = sel.step([viaA, viaB, quiet], [], 1);
  assert.deepEqual(r.clicks, [1]);
  const t = sel.targets([viaA, viaB, quiet], [1]);
  assert.deepEqual([...t.finals], [19]);
  assert.deepEqual([...t.waypoints].sort(), [10, 12]);
  assert.deepEqual([...t.captures].sort((a, b) => a - b), [5, 6, 14, 15]);
  assert.deepEqual([...t.capturing], [19]);
});

test("two capture paths to one square: the final square alone asks, a landing square decides", () => {
  const moves = [viaA, viaB, quiet];
  const ask = sel.step(moves, [1], 19);
  assert.deepEqual(ask.choose.map((m) => m.notation).sort(), ["1x10x19", "1x12x19"]);
  assert.deepEqual(ask.clicks, [1], "the selection stays so that a landing square can still be clicked");
  const via = sel.step(moves, [1], 12);
  assert.deepEqual(via.clicks, [1, 12]);
  assert.equal(sel.step(moves, via.clicks, 19).play.notation, "1x12x19");
});

test("the short form: the final square plays the only move that ends there", () => {
  const stop = mv("1x10", [1, 10], { captures: [5] });
  assert.equal(sel.step([viaA, stop], [1], 10).play.notation, "1x10");
  assert.equal(sel.step([viaA, stop], [1], 19).play.notation, "1x10x19");
});

test("clicking the selected piece again deselects it; another movable piece is selected instead", () => {
  assert.deepEqual(sel.step([viaA, quiet], [1], 1), { clicks: [], none: true });
  assert.deepEqual(sel.step([viaA, quiet], [1], 3).clicks, [3]);
  assert.deepEqual(sel.step([viaA, quiet], [1], 40), { clicks: [], none: true });
});

test("a king's circular capture back to its square is chosen through a waypoint", () => {
  const loop = mv("k", [5, 9, 13, 5], { captures: [1, 2, 3] });
  assert.deepEqual(sel.step([loop], [5], 5), { clicks: [], none: true });
  const r = sel.step([loop], [5], 9);
  assert.equal(sel.step([loop], r.clicks, 5).play.notation, "k");
});

test("a huff is clicked first, then the move that follows it", () => {
  const huffed = mv("h", [20, 27], { huff: 11 });
  assert.ok(sel.starts([huffed]).has(11));
  const r = sel.step([huffed], [], 11);
  assert.deepEqual(r.clicks, [11]);
  assert.deepEqual(sel.step([huffed], r.clicks, 20).clicks, [11, 20]);
  assert.equal(sel.step([huffed], [11, 20], 27).play.notation, "h");
});

test("a drop: the hand piece, then the square", () => {
  const drop = { notation: "P*5e", from: null, to: 40, path: [40], captures: [], drop: "P" };
  const token = sel.handToken("P");
  assert.ok(sel.starts([drop]).has(token));
  assert.deepEqual(sel.step([drop], [], token).clicks, [token]);
  assert.equal(sel.step([drop], [token], 40).play.notation, "P*5e");
});

test("a promotion choice lists the moves that differ only in promotion", () => {
  const plain = mv("7g7f", [60, 51]);
  const promo = mv("7g7f+", [60, 51], { promotion: "+" });
  const r = sel.step([plain, promo], [60], 51);
  assert.deepEqual(r.choose.map((m) => m.notation), ["7g7f", "7g7f+"]);
});

test("placements build a set; a done button appears when a larger set is possible", () => {
  const one = { notation: "a", from: null, to: null, path: [], captures: [], places: [1] };
  const two = { notation: "ab", from: null, to: null, path: [], captures: [], places: [1, 2] };
  const first = sel.placeStep([one, two], new Set(), 1);
  assert.deepEqual(first.confirm.map((m) => m.notation), ["a"]);
  assert.deepEqual([...first.targets], [2]);
  assert.equal(sel.placeStep([one, two], first.chosen, 2).play.notation, "ab");
  const untoggled = sel.placeStep([one, two], first.chosen, 1);
  assert.equal(untoggled.chosen.size, 0);
});

test("a pass has nothing to click: it is offered as a button", () => {
  const pass = { notation: "pass", from: null, to: null, path: [], captures: [] };
  assert.ok(sel.isSpecial(pass));
  assert.equal(sel.starts([pass]).size, 0);
  assert.ok(!sel.isSpecial(quiet));
});
