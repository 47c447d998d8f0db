// The board's move animation plan (www/board/anim.js), checked in Node: legs follow the
// path, captured pieces fade at the end of the sequence or as each is jumped, new
// pieces fade in, and other changes (a castling rook) glide.

import { test } from "node:test";
import assert from "node:assert/strict";
import { planAnimation } from "../../www/board/anim.js";

const man = (side) => ({ side, kind: "man", promoted: false });
const king = (side) => ({ side, kind: "king", promoted: true });
const rect = (c) => ({ x: (c % 8) * 10, y: Math.floor(c / 8) * 10 });

/** An 8x8 board with pieces at the given cells. */
function board(pieces) {
  const b = Array(64).fill(null);
  for (const [cell, p] of Object.entries(pieces)) b[cell] = p;
  return b;
}

// A double jump 55 -> 37 -> 19 over 46 and 28.
const jump = { from: 55, to: 19, path: [55, 37, 19], captures: [46, 28] };
const before = board({ 55: man(1), 46: man(0), 28: man(0) });
const after = board({ 19: man(1) });

test("the piece glides along each leg and ends on its square", () => {
  const plan = planAnimation(jump, before, after, { cols: 8, removal: "end" });
  assert.ok(plan.hidden.has(19));
  const legEnd = plan.frame(0, rect).movers[0];
  assert.deepEqual([legEnd.x, legEnd.y], [70, 60]);
  const mid = plan.frame(plan.duration / 2 - 100, rect).movers[0];
  assert.ok(mid.y < 60 && mid.y > 20, "between the start and the end");
  const end = plan.frame(plan.duration, rect).movers[0];
  assert.deepEqual([end.x, end.y], [30, 20]);
});

test("removal at the end: captured pieces stay until the last leg, then fade", () => {
  const plan = planAnimation(jump, before, after, { cols: 8, removal: "end" });
  const lastLegEnd = plan.duration - 170;
  const ghosts = (t) => plan.frame(t, rect).ghosts.map((g) => Math.round(g.alpha * 100));
  assert.deepEqual(ghosts(lastLegEnd - 1), [100, 100], "both still there during the jumps");
  assert.deepEqual(ghosts(plan.duration), [], "gone at the end");
});

test("immediate removal: each captured piece fades as it is jumped", () => {
  // Two legs of 180 ms (two squares each): the first capture fades from the middle of the
  // first leg (90-260 ms), the second from the middle of the second leg (270-440 ms).
  const plan = planAnimation(jump, before, after, { cols: 8, removal: "immediate" });
  assert.equal(plan.duration, 440);
  assert.equal(plan.frame(0, rect).ghosts.length, 2);
  const g = plan.frame(300, rect).ghosts;
  assert.equal(g.length, 1, "the first captured piece is gone during the second jump");
  assert.deepEqual([g[0].x, g[0].y], [rect(28).x, rect(28).y]);
  assert.ok(g[0].alpha < 1 && g[0].alpha > 0.5);
});

test("a crowning shows the man while moving; the king appears at the end", () => {
  const move = { from: 10, to: 1, path: [10, 1], captures: [], crowns: true };
  const plan = planAnimation(move, board({ 10: man(0) }), board({ 1: king(0) }), { cols: 8, removal: "end" });
  assert.equal(plan.frame(10, rect).movers[0].piece.kind, "man");
  assert.ok(plan.hidden.has(1), "the king's square is drawn from the animation until it ends");
});

test("a dragged move does not glide; a drop fades in; an unexplained change glides by diffing", () => {
  const dragged = planAnimation({ from: 10, to: 19, path: [10, 19], captures: [] }, board({ 10: man(0) }), board({ 19: man(0) }), {
    cols: 8,
    removal: "end",
    dragged: true,
  });
  assert.equal(dragged, null);
  const drop = planAnimation({ from: null, to: 20, path: [20], captures: [], drop: "P" }, board({}), board({ 20: man(0) }), { cols: 8, removal: "end" });
  assert.equal(drop.frame(0, rect).ghosts.length, 0, "not yet visible");
  assert.equal(Math.round(drop.frame(85, rect).ghosts[0].alpha * 100), 50);
  // Castling: the king's move names only the king; the rook is found by diffing.
  const rook = { side: 0, kind: "R", promoted: false }, k = { side: 0, kind: "K", promoted: false };
  const castle = planAnimation({ from: 60, to: 62, path: [60, 62], captures: [] }, board({ 60: k, 63: rook }), board({ 62: k, 61: rook }), {
    cols: 8,
    removal: "end",
  });
  const movers = castle.frame(castle.duration, rect).movers.map((m) => m.piece.kind).sort();
  assert.deepEqual(movers, ["K", "R"]);
});
