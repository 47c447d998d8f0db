// g.analyse (issue 12): in all 21 games the lines are legal move sequences from the
// position, best first, as many as multiPv asks where there are enough moves; forced
// wins are found and scored in plies in every family (each checked against the legal
// moves alone); the depth callback; bad options throw and change nothing.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, catalog, snapshot } from "./engine.mjs";

const ids = catalog().map((g) => g.id);
const MONTE_CARLO = new Set(["zonghen", "binary"]);

/** A game of `id` after `plies` moves chosen by a fixed rule (fewer if it ends). */
function played(id, plies) {
  const g = new Game(id);
  for (let i = 0; i < plies; i++) {
    const moves = g.legalMoves();
    if (!moves.length) break;
    g.play(moves[(i * 5 + 2) % moves.length].notation);
  }
  return g;
}

/** Wins above values above losses; a sooner win and a later loss rank higher. */
function rank(score) {
  if (typeof score === "number") return score;
  if ("win" in score) return 1e6 - score.win;
  return -1e6 + score.loss;
}

function assertScore(score, what) {
  if (typeof score === "number") {
    assert.ok(Number.isInteger(score), `${what}: ${score}`);
    return;
  }
  const keys = Object.keys(score);
  assert.ok(keys.length === 1 && (keys[0] === "win" || keys[0] === "loss"), `${what}: ${JSON.stringify(score)}`);
  assert.ok(Number.isInteger(score[keys[0]]) && score[keys[0]] > 0, `${what}: ${JSON.stringify(score)}`);
}

/** Every line plays move by move on a copy made from the position text. */
function assertPlayable(g, analysis) {
  for (const line of analysis.lines) {
    assert.ok(line.pv.length >= 1, `${g.id}: empty line`);
    const copy = Game.fromPosition(g.id, g.position());
    for (const mv of line.pv) {
      assert.doesNotThrow(() => copy.play(mv), `${g.id}: ${mv} in ${line.pv.join(" ")} from ${g.position()}`);
    }
    copy.free();
  }
}

test("analyse: legal lines, best first, multiPv honoured, in all 21 games", () => {
  for (const id of ids) {
    for (const plies of [0, 5]) {
      const g = played(id, plies);
      const before = snapshot(g);
      const legal = g.legalMoves().length;
      const a = g.analyse({ nodes: 20000, multiPv: 3 });
      assert.deepEqual(snapshot(g), before, `${id}: analyse changes nothing`);
      assert.equal(a.kind, MONTE_CARLO.has(id) ? "winrate" : "search", id);
      assert.ok(Number.isInteger(a.depth) && a.depth >= 1, `${id}: depth ${a.depth}`);
      assert.ok(Number.isInteger(a.nodes) && a.nodes > 0, `${id}: nodes ${a.nodes}`);
      assert.equal(a.lines.length, Math.min(3, legal), `${id}: ${legal} legal moves`);
      const firsts = new Set(a.lines.map((l) => l.pv[0]));
      assert.equal(firsts.size, a.lines.length, `${id}: each line starts with another move`);
      a.lines.forEach((l, i) => assertScore(l.score, `${id} line ${i + 1}`));
      for (let i = 1; i < a.lines.length; i++) {
        assert.ok(rank(a.lines[i - 1].score) >= rank(a.lines[i].score), `${id}: ${JSON.stringify(a.lines.map((l) => l.score))}`);
      }
      assertPlayable(g, a);
      g.free();
    }
  }
});

test("analyse: five lines where there are five moves, fewer where there are not", () => {
  const g = new Game("chess");
  assert.equal(g.analyse({ depth: 2, multiPv: 5 }).lines.length, 5);
  assert.equal(g.analyse({ depth: 2 }).lines.length, 1, "one line by default");
  g.free();
  // American: after 26-23 Black's only move is the capture 19x26.
  const forced = Game.fromPosition("american", "W:W25,26,31:B17,19");
  forced.play("26-23");
  const a = forced.analyse({ depth: 3, multiPv: 5 });
  assert.equal(a.lines.length, 1);
  assert.deepEqual(a.lines[0], { score: { loss: 2 }, pv: ["19x26", "31x13"] });
  forced.free();
});

test("analyse: a node-limited analysis repeats exactly", () => {
  for (const id of ["international", "shogi", "zonghen"]) {
    const g = played(id, 3);
    const first = g.analyse({ nodes: 15000, multiPv: 2 });
    g.bestMove({ level: 6, timeMs: 20 });
    assert.deepEqual(g.analyse({ nodes: 15000, multiPv: 2 }), first, id);
    g.free();
  }
});

/** Whether `winner`, to move, forces a win within `plies` plies, by the legal moves alone. */
function winsWithin(g, winner, plies) {
  if (plies === 0) return false;
  const mine = g.turn() === winner;
  const moves = g.legalMoves().map((m) => m.notation);
  const results = [];
  for (const mv of moves) {
    g.play(mv);
    const o = g.outcome();
    const won = o ? o.winner === winner : winsWithin(g, winner, plies - 1);
    g.undo();
    if (mine && won) return true;
    if (!mine && !won) return false;
    results.push(won);
  }
  return mine ? false : results.length > 0;
}

// Each: the position, the forced win in plies, the expected line where it is the only one.
const FORCED_WINS = [
  // American checkers: 26-23 gives a man, 19x26 is forced, 31x22x13 takes both black men.
  { id: "american", position: "W:W25,26,31:B17,19", plies: 3, pv: ["26-23", "19x26", "31x13"] },
  // International draughts: 41-37, 42x31 (forced; men capture backwards), 36x27x16x7.
  { id: "international", position: "W:W29,36,41:B11,21,42", plies: 3, pv: ["41-37", "42x31", "36x7"] },
  // Chess: 1.Ra7 (or Rb7) Kg8 2.Rb8# (Ra8#); no mate in one.
  { id: "chess", position: "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", plies: 3 },
  // Shogi tsume: G*2a (guarded by the knight on 3c), K1b forced, R*1a mate.
  { id: "shogi", position: "8k/9/6Ng1/9/9/9/9/9/4K4 b RG 1", plies: 3, pv: ["G*2a", "1a1b", "R*1a"] },
  // Alquerque: White wins in three plies whatever Black replies.
  { id: "alquerque", position: "W:We5,c3,d1:Bc5,d5", plies: 3 },
  // Zong-Heng (Monte Carlo, proven by the tree): Black wins in two plies.
  { id: "zonghen", position: "bwwwwwww/wwbwb1bb/bwbbbwww/bbbwbbbw/bwwbbwbw/bbbwwbww/bw1wbwww/bwbbbbwb b 1 1", plies: 2 },
];

test("analyse: a forced win is found and scored in plies in every family", () => {
  for (const { id, position, plies, pv } of FORCED_WINS) {
    const g = Game.fromPosition(id, position);
    const me = g.turn();
    // The rules alone: a win within `plies`, none sooner.
    assert.ok(winsWithin(g, me, plies), `${id}: the rules give a win in ${plies}`);
    assert.ok(!winsWithin(g, me, plies - 1), `${id}: and none sooner`);
    const a = g.analyse({ nodes: 200000, depth: 6, multiPv: 2 });
    assert.deepEqual(a.lines[0].score, { win: plies }, `${id}: ${JSON.stringify(a.lines)}`);
    if (pv) assert.deepEqual(a.lines[0].pv, pv, id);
    const copy = Game.fromPosition(id, position);
    for (const mv of a.lines[0].pv) copy.play(mv);
    assert.equal(copy.outcome()?.winner, me, `${id}: ${a.lines[0].pv.join(" ")} wins`);
    copy.free();
    g.free();
  }
});

test("analyse: a finished game has no lines", () => {
  const g = Game.fromPosition("american", "W:W25,26,31:B17,19");
  for (const mv of ["26-23", "19x26", "31x13"]) g.play(mv);
  assert.ok(g.outcome());
  assert.deepEqual(g.analyse({ depth: 3, multiPv: 3 }).lines, []);
  const resigned = new Game("shogi");
  resigned.resign();
  assert.deepEqual(resigned.analyse({ depth: 2 }).lines, []);
  g.free();
  resigned.free();
});

test("analyse: onDepth hears every completed depth and can stop the search", () => {
  const g = new Game("international");
  const reports = [];
  const result = g.analyse({ depth: 5, multiPv: 2, onDepth: (a) => { reports.push(a); } });
  assert.deepEqual(reports.map((a) => a.depth), [1, 2, 3, 4, 5]);
  assert.deepEqual(reports.at(-1).lines, result.lines);
  let calls = 0;
  const stopped = g.analyse({ depth: 10, onDepth: () => { calls++; return false; } });
  assert.equal(calls, 1);
  assert.equal(stopped.depth, 1);
  g.free();
  // Monte Carlo reports as its principal line grows.
  const z = new Game("zonghen");
  const kinds = [];
  z.analyse({ nodes: 30000, onDepth: (a) => { kinds.push(a.kind); } });
  assert.ok(kinds.length >= 1 && kinds.every((k) => k === "winrate"), String(kinds));
  z.free();
});

test("analyse: a throwing onDepth becomes an Error and changes nothing", () => {
  const g = played("chess", 2);
  const before = snapshot(g);
  assert.throws(() => g.analyse({ depth: 4, onDepth: () => { throw new Error("stop here"); } }), (e) => e instanceof Error && /onDepth threw: stop here/.test(e.message));
  assert.throws(() => g.analyse({ depth: 4, onDepth: () => { throw "a string"; } }), /onDepth threw: a string/);
  // The game is busy while it analyses: playing on it from the callback is refused.
  assert.throws(() => g.analyse({ depth: 4, onDepth: () => { g.play("Nf3"); } }), /onDepth threw/);
  assert.deepEqual(snapshot(g), before);
  assert.ok(g.analyse({ depth: 2 }).lines.length === 1, "the game still analyses");
  g.free();
});

test("analyse: every bad option throws an Error and changes nothing", () => {
  const g = played("russian", 2);
  const before = snapshot(g);
  const bad = [
    [{ multiPv: 0 }, /multiPv must be a whole number from 1 to 5/],
    [{ multiPv: 6 }, /multiPv/],
    [{ multiPv: 1.5 }, /multiPv/],
    [{ multiPv: "2" }, /multiPv/],
    [{ timeMs: 0 }, /timeMs/],
    [{ timeMs: NaN }, /timeMs/],
    [{ nodes: -3 }, /nodes/],
    [{ depth: 65 }, /depth/],
    [{ depth: null }, /depth/],
    [{ level: 3 }, /analyse has no option 'level'/],
    [{ seed: 1 }, /no option 'seed'/],
    [{ onDepth: 5 }, /onDepth must be a function/],
    [{ onDepth: null }, /onDepth must be a function/],
    [{ get multiPv() { throw new Error("getter"); } }, /analyse options could not be read/],
    [42, /options must be an object/],
  ];
  for (const [options, message] of bad) {
    assert.throws(() => g.analyse(options), (e) => e instanceof Error && message.test(e.message), String(message));
    assert.deepEqual(snapshot(g), before);
  }
  g.free();
});
