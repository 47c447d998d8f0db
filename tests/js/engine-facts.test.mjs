// The display facts the engine answers through the wasm API (issue 29 point 3): the mover
// and number of each move (legalMoves, play, playedMoves, bestMove), the result token and
// move count of outcome(), the catalog's setup kinds and capabilities, and whyNoMove's
// refusal codes; bad cells throw and change nothing.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, catalog, cellOf, snapshot } from "./engine.mjs";

const facts = (moves) => moves.map((m) => [m.side, m.number]);

test("moves carry their mover and number: chess and draughts by full moves, shogi by ply", () => {
  const chess = new Game("chess");
  assert.deepEqual(facts(["e4", "e5", "Nf3"].map((m) => chess.play(m))), [[0, 1], [1, 1], [0, 2]]);
  assert.deepEqual(facts(chess.playedMoves()), [[0, 1], [1, 1], [0, 2]]);
  assert.ok(chess.legalMoves().every((m) => m.side === 1 && m.number === 2));
  const late = Game.fromPosition("chess", "4k3/8/8/8/8/8/8/4K2R b K - 0 30");
  assert.deepEqual(facts([late.play("Kd7"), late.play("Rh7+")]), [[1, 30], [0, 31]]);
  const american = new Game("american");
  assert.deepEqual(facts(["11-15", "23-19", "8-11"].map((m) => american.play(m))), [[0, 1], [1, 1], [0, 2]]);
  const best = american.bestMove({ level: 1, depth: 1, seed: 1 });
  assert.deepEqual([best.side, best.number], [1, 2]);
  const shogi = new Game("shogi");
  assert.deepEqual(facts(["7g7f", "3c3d", "2g2f"].map((m) => shogi.play(m))), [[0, 1], [1, 2], [0, 3]]);
  assert.deepEqual(facts([shogi.view().lastMove]), [[0, 3]]);
});

test("outcome() gives the result token of the family and the moves played", () => {
  const cases = [
    ["chess", ["f3", "e5", "g4", "Qh4#"], null, "0-1"],
    ["chess", ["e4"], "agreeDraw", "½-½"],
    ["american", ["11-15"], "resign", "2-0"],
    ["international", ["32-28"], "agreeDraw", "1-1"],
    ["shogi", ["7g7f", "3c3d"], "resign", "まで2手で後手の勝ち"],
    ["alquerque", [], "agreeDraw", "1/2-1/2"],
  ];
  for (const [id, moves, end, token] of cases) {
    const g = new Game(id);
    for (const m of moves) g.play(m);
    if (end) g[end]();
    const o = g.outcome();
    assert.equal(o.token, token, id);
    assert.equal(o.plies, moves.length, id);
    assert.deepEqual(g.view().outcome, o, id);
  }
});

test("the catalog gives setup kinds and capabilities", () => {
  for (const info of catalog()) {
    assert.deepEqual(info.capabilities, { claimDraw: info.id === "chess", declareWin: info.id === "shogi", drawOffer: true }, info.id);
    const v = new Game(info.id).view();
    for (const p of v.pieces) if (p) assert.ok(info.setupKinds.includes(p.kind), `${info.id}: ${p.kind}`);
    assert.equal(info.handKinds !== undefined, info.id === "shogi", info.id);
  }
  assert.deepEqual(catalog().find((c) => c.id === "shogi").handKinds, ["R", "B", "G", "S", "N", "L", "P"]);
});

test("whyNoMove: must-capture (American: captures are compulsory), not your piece, no piece, blocked", () => {
  const g = new Game("american");
  g.play("11-15");
  g.play("22-18");
  const label = (c) => g.view().labels[c];
  const why = (name) => g.whyNoMove(cellOf(g, name));
  const refusal = why("9");
  assert.equal(refusal.code, "must-capture");
  assert.deepEqual(refusal.movable.map(label), ["15"]);
  assert.equal(why("15"), null);
  assert.equal(why("24").code, "not-your-piece");
  assert.equal(why("16").code, "no-piece");
  assert.equal(why("1").code, "must-capture", "blocked, and a capture is compulsory elsewhere");
  const start = new Game("american");
  assert.equal(start.whyNoMove(cellOf(start, "1")).code, "no-moves");
});

test("whyNoMove: must-take-most (International: the majority rule)", () => {
  const g = Game.fromPosition("international", "W:W33,35,45:B17,28,30");
  const label = (c) => g.view().labels[c];
  const most = g.whyNoMove(cellOf(g, "35"));
  assert.equal(most.code, "must-take-most");
  assert.deepEqual(most.movable.map(label), ["33"]);
  assert.equal(g.whyNoMove(cellOf(g, "45")).code, "must-capture");
});

test("whyNoMove: a bad cell throws and changes nothing; a finished game refuses every piece", () => {
  const g = new Game("chess");
  const before = snapshot(g);
  for (const bad of [-1, 64, 1.5, "3", null, undefined, 5000]) assert.throws(() => g.whyNoMove(bad), Error, String(bad));
  assert.deepEqual(snapshot(g), before);
  g.resign();
  assert.equal(g.whyNoMove(cellOf(g, "e2")).code, "game-over");
});
