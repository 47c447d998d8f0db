// The knowledge module (Cargo.toml `knowledge`, build.sh KNOWLEDGE_MODULES; docs/design.md "The
// knowledge module"): the draughts module's companion that only the computer player's worker
// loads. It has the endgame tables' calls, which the plain draughts module (a first visit's)
// and the combined module (the single file, the npm package) do not; it knows the same games
// as the draughts module; at levels 1-4 it plays exactly the plain module's moves (the
// hand-set evaluation, node for node), and at levels 5-6 its learned evaluation makes it
// differ where a game has weights. www/pkg/knowledge.js names it by the hash of its files.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "www", "pkg");

/** A module of www/pkg instantiated in Node from its own files. */
async function moduleApi(name) {
  const wasm = path.join(pkg, `${name}_bg.wasm`);
  assert.ok(existsSync(wasm), `${wasm} is missing: run ./build.sh`);
  const api = await import(pathToFileURL(path.join(pkg, `${name}.js`)).href);
  await api.default({ module_or_path: readFileSync(wasm) });
  return api;
}

const plain = await moduleApi("family-draughts");
const knowing = await moduleApi("family-draughts-knowledge");
const combined = await moduleApi("boardgames");

/** `f(game)` on a new game of `api` at `id` after `moves`, freed after. */
function at(api, id, moves, f) {
  const g = new api.Game(id);
  try {
    for (const m of moves) g.play(m);
    return f(g);
  } finally {
    g.free();
  }
}

test("the plain draughts module and the combined module have no endgame table calls; the knowledge module has them", () => {
  for (const [name, api] of [["family-draughts", plain], ["boardgames", combined]]) {
    assert.equal(api.installEndgameTable, undefined, `${name}: no installEndgameTable`);
    assert.equal(api.Game.prototype.endgameTablesNeeded, undefined, `${name}: no endgameTablesNeeded`);
    at(api, "american", [], (g) => assert.throws(() => g.analyse({ depth: 1, endgameTables: true }), /has no option 'endgameTables'/));
  }
  assert.equal(typeof knowing.installEndgameTable, "function");
  at(knowing, "american", [], (g) => {
    assert.deepEqual(g.endgameTablesNeeded(8), []);
    assert.ok(g.analyse({ depth: 1, endgameTables: true }).lines.length > 0);
  });
});

test("the knowledge module knows the draughts module's games, no other", () => {
  assert.deepEqual(knowing.catalog(), plain.catalog());
  assert.throws(() => new knowing.Game("chess"), (e) => e instanceof Error && /chess/.test(e.message));
});

test("www/pkg/knowledge.js names the knowledge module's files by the hash of this build's", async () => {
  const { KNOWLEDGE } = await import(pathToFileURL(path.join(pkg, "knowledge.js")).href);
  assert.deepEqual(Object.keys(KNOWLEDGE), ["draughts"]);
  const hash = createHash("sha256")
    .update(readFileSync(path.join(pkg, "family-draughts-knowledge.js")))
    .update(readFileSync(path.join(pkg, "family-draughts-knowledge_bg.wasm")))
    .digest("hex")
    .slice(0, 16);
  assert.match(KNOWLEDGE.draughts.wasmUrl().href, new RegExp(`/family-draughts-knowledge_bg\\.wasm\\?v=${hash}$`));
  assert.match(String(KNOWLEDGE.draughts.bindings), new RegExp(`family-draughts-knowledge\\.js\\?v=${hash}`));
});

// Positions a few moves in: American and international (men's patterns), Russian (with king terms).
const POSITIONS = [
  ["american", []],
  ["american", ["11-15", "23-19", "8-11", "22-17"]],
  ["international", ["32-28", "19-23", "28x19", "14x23"]],
  ["russian", ["c3-d4", "f6-g5"]],
];

/** The move and the search's own figures of `api` at `level` (node limit and seed: the same on any machine). */
const choice = (api, id, moves, level) =>
  at(api, id, moves, (g) => {
    const move = g.bestMove({ level, nodes: 5000, seed: 3 })?.notation;
    const { nodes, depth, score } = api.searchStats();
    return { move, nodes, depth, score };
  });

test("levels 1-4: the knowledge module plays the plain module's moves, node for node (the hand-set evaluation)", () => {
  for (const [id, moves] of POSITIONS)
    for (const level of [1, 2, 3, 4]) assert.deepEqual(choice(knowing, id, moves, level), choice(plain, id, moves, level), `${id} after ${moves.join(" ")} at level ${level}`);
});

test("levels 5-6: the learned evaluation makes the search differ in American and international (their weights)", () => {
  const differs = [];
  for (const [id, moves] of POSITIONS.filter(([id]) => id === "american" || id === "international"))
    for (const level of [5, 6]) if (JSON.stringify(choice(knowing, id, moves, level)) !== JSON.stringify(choice(plain, id, moves, level))) differs.push(`${id} ${level}`);
  assert.ok(differs.length >= 4, `the learned evaluation changed these searches only: ${differs.join(", ")}`);
});
