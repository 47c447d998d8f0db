// bestMove's limits in wasm (issue 14): without timeMs, the same position, limits,
// level and seed give the same move in every game, and the same move as the native
// build (the draughts knowledge module, which has the learned evaluation, as the native
// build with it); every option is checked, and a bad one throws and changes nothing.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Game, catalog, snapshot } from "./engine.mjs";

// The module engine.mjs has loaded (one instance: the same URL).
const { searchStats } = await import(new URL("../../www/pkg/boardgames.js", import.meta.url).href);

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const ids = catalog().map((g) => g.id);

/** A game of `id` after `plies` moves chosen by a fixed rule (fewer if it ends). */
function played(id, plies) {
  const g = new Game(id);
  for (let i = 0; i < plies; i++) {
    const moves = g.legalMoves();
    if (!moves.length) break;
    g.play(moves[(i * 7 + 3) % moves.length].notation);
  }
  return g;
}

test("the same position, limits, level and seed give the same move in every game", () => {
  for (const id of ids) {
    for (const plies of [0, 5]) {
      const g = played(id, plies);
      for (const level of [1, 2, 3, 4, 5, 6]) {
        const options = { level, nodes: 3000, seed: 11 };
        const first = g.bestMove(options)?.notation;
        // A timed search in between leaves its table behind; a clock-free one ignores it.
        g.bestMove({ level: 6, timeMs: 20 });
        const again = g.bestMove(options)?.notation;
        assert.equal(again, first, `${id} level ${level} at ${g.position()}`);
        assert.ok(g.legalMoves().some((m) => m.notation === first), `${id}: ${first} is legal`);
      }
      g.free();
    }
  }
});

test("a depth limit alone repeats in every game", () => {
  for (const id of ids) {
    const g = new Game(id);
    const first = g.bestMove({ level: 6, depth: 3, seed: 1 });
    assert.ok(first, id);
    assert.equal(g.bestMove({ level: 6, depth: 3, seed: 1 }).notation, first.notation, id);
    g.free();
  }
});

test("a node budget bounds the alpha-beta search", () => {
  for (const id of ["american", "international", "chess", "shogi"]) {
    const g = new Game(id);
    g.bestMove({ level: 6, nodes: 7000, seed: 0 });
    const { nodes } = searchStats();
    assert.ok(nodes > 0 && nodes <= 7000, `${id}: ${nodes} nodes`);
    g.free();
  }
});

// The native command line's ai-bench prints each position it searched (the moves from
// the start) and its choice at the same limits and seed; wasm must agree exactly.
const cli = path.join(repo, process.env.CARGO_TARGET_DIR ?? "target", "release", "boardgames");

/**
 * Replays in `api` (a wasm module's bindings) every position the native ai-bench searched
 * with the environment `env`, for the games `api` has: level 6 at 3000 nodes, seed 1, must give the native
 * move with the same node count. Returns how many positions were compared.
 */
function compareWithNative(env, api) {
  const own = new Set(api.catalog().map((g) => g.id));
  const out = execFileSync(cli, ["ai-bench", "--game", "all", "--nodes", "3000", "--positions", "2", "--verbose"], { encoding: "utf8", env });
  let pending = [];
  let compared = 0;
  for (const line of out.split("\n")) {
    const searched = /^ {2}.* \| moves (.*) \| best (\S+) \| (\d+) nodes,/.exec(line);
    if (searched) {
      pending.push({ moves: searched[1].split("; ").filter(Boolean), best: searched[2], nodes: Number(searched[3]) });
      continue;
    }
    const summary = /^([a-z-]+): /.exec(line);
    if (!summary) continue;
    for (const { moves, best, nodes } of own.has(summary[1]) ? pending : []) {
      const g = new api.Game(summary[1]);
      for (const m of moves) g.play(m);
      const mv = g.bestMove({ level: 6, nodes: 3000, seed: 1 });
      assert.equal(mv.notation, best, `${summary[1]} after ${moves.join("; ")}`);
      assert.equal(api.searchStats().nodes, nodes, `${summary[1]}: the same search, node for node`);
      compared++;
      g.free();
    }
    pending = [];
  }
  return compared;
}

test("wasm chooses what the native build chooses at a node limit", { skip: !existsSync(cli) && `${cli} is not built` }, async () => {
  // The native build's learned draughts evaluation (levels 5-6) is not in the combined
  // module (docs/learned-eval.md): compared with it switched off.
  const api = await import(new URL("../../www/pkg/boardgames.js", import.meta.url).href);
  const compared = compareWithNative({ ...process.env, BOARDGAMES_LEARNED: "off" }, api);
  assert.ok(compared >= ids.length, `${compared} positions compared`);
});

test("the draughts knowledge module chooses what the native build chooses with its learned evaluation", { skip: !existsSync(cli) && `${cli} is not built` }, async () => {
  const wasm = path.join(repo, "www", "pkg", "family-draughts-knowledge_bg.wasm");
  assert.ok(existsSync(wasm), `${wasm} is missing: run ./build.sh`);
  const api = await import(new URL("../../www/pkg/family-draughts-knowledge.js", import.meta.url).href);
  await api.default({ module_or_path: readFileSync(wasm) });
  // The native build as it plays: the learned evaluation on (an inherited switch-off dropped).
  const env = { ...process.env };
  delete env.BOARDGAMES_LEARNED;
  const compared = compareWithNative(env, api);
  assert.ok(compared >= api.catalog().length, `${compared} positions compared`);
});

const BAD_OPTIONS = [
  [{ level: 0 }, /level must be a whole number from 1 to 6/],
  [{ level: 7 }, /level/],
  [{ level: 2.5 }, /level/],
  [{ level: NaN }, /level/],
  [{ level: "3" }, /level/],
  [{ level: null }, /level/],
  [{ level: -1 }, /level/],
  [{ timeMs: 0 }, /timeMs must be a whole number from 1 to 600000/],
  [{ timeMs: 600001 }, /timeMs/],
  [{ timeMs: Infinity }, /timeMs/],
  [{ timeMs: -5 }, /timeMs/],
  [{ timeMs: "100" }, /timeMs/],
  [{ timeMs: 1.5 }, /timeMs/],
  [{ nodes: 0 }, /nodes must be a whole number from 1 to 1000000000/],
  [{ nodes: 1e10 }, /nodes/],
  [{ nodes: -1 }, /nodes/],
  [{ nodes: 2.5 }, /nodes/],
  [{ nodes: 10n }, /nodes/],
  [{ depth: 0 }, /depth must be a whole number from 1 to 64/],
  [{ depth: 65 }, /depth/],
  [{ depth: "2" }, /depth/],
  [{ seed: -1 }, /seed must be a whole number from 0 to 4294967295/],
  [{ seed: 2 ** 32 }, /seed/],
  [{ seed: 0.5 }, /seed/],
  [{ seed: NaN }, /seed/],
  [{ lvl: 3 }, /bestMove has no option 'lvl'/],
  [{ level: 3, multiPv: 2 }, /no option 'multiPv'/],
  [{ [Symbol("x")]: 1 }, /named by strings/],
  [7, /options must be an object/],
  ["fast", /options must be an object/],
  [() => 1, /options must be an object/],
  [[], /must be an object, not an array/],
];

test("bestMove: every bad option throws an Error and changes nothing", () => {
  const g = played("russian", 3);
  const before = snapshot(g);
  for (const [options, message] of BAD_OPTIONS) {
    assert.throws(() => g.bestMove(options), (e) => e instanceof Error && message.test(e.message), `bestMove(${String(options?.toString?.() ?? options)})`);
    assert.deepEqual(snapshot(g), before);
  }
  g.free();
});

test("bestMove: a throwing getter or proxy becomes an Error and the game still works", () => {
  const g = new Game("chess");
  const before = snapshot(g);
  const getter = { get level() { throw new Error("no level here"); } };
  assert.throws(() => g.bestMove(getter), /bestMove options could not be read: a getter or Proxy trap threw/);
  assert.throws(() => g.bestMove(new Proxy({}, { ownKeys() { throw new Error("trap"); } })), /could not be read/);
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  assert.throws(() => g.bestMove(proxy), Error);
  // A getter that plays on the same game cannot (the game is busy) and says so.
  assert.throws(() => g.bestMove({ get nodes() { g.play("e4"); return 10; } }), /could not be read/);
  assert.deepEqual(snapshot(g), before);
  const mv = g.bestMove({ level: 6, nodes: 2000, seed: 3 });
  assert.ok(g.legalMoves().some((m) => m.notation === mv.notation));
  g.free();
});

test("bestMove: accepted options, limits combined and the defaults", () => {
  const g = new Game("american");
  for (const options of [undefined, null, {}, { level: 1 }, { level: 6, timeMs: 30 }, { seed: 0, nodes: 500 }, { seed: 2 ** 32 - 1, depth: 2 }, { level: 4, timeMs: 60000, nodes: 1000, depth: 20, seed: 9 }, { timeMs: undefined, level: 2, nodes: 800 }]) {
    const mv = g.bestMove(options);
    assert.ok(g.legalMoves().some((m) => m.notation === mv.notation), JSON.stringify(options));
  }
  // The node budget stops a search that has a minute and depth 20.
  const started = performance.now();
  g.bestMove({ level: 6, timeMs: 60000, nodes: 1000, depth: 20, seed: 1 });
  assert.ok(searchStats().nodes <= 1000);
  assert.ok(performance.now() - started < 10000);
  g.free();
});
