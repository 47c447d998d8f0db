// The family modules of www/pkg (issue 13; build.sh builds them with Cargo features): each
// knows the games of its family only and names any other game as unknown (the usual
// Error), the families together have every game exactly once, and the generated catalog.js
// is the combined module's catalog (the game picker reads it before any wasm).

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { catalog } from "./engine.mjs";

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "www", "pkg");
for (const f of ["families.js", "catalog.js"]) assert.ok(existsSync(path.join(pkg, f)), `www/pkg/${f} is missing: run ./build.sh`);
const { FAMILY_OF, FAMILIES } = await import(pathToFileURL(path.join(pkg, "families.js")).href);
const all = catalog();

/** A family module instantiated in Node from its own files. */
async function familyApi(family) {
  const api = await import(pathToFileURL(path.join(pkg, `family-${family}.js`)).href);
  await api.default({ module_or_path: readFileSync(path.join(pkg, `family-${family}_bg.wasm`)) });
  return api;
}

test("catalog.js is the combined module's catalog", async () => {
  const { default: generated } = await import(pathToFileURL(path.join(pkg, "catalog.js")).href);
  assert.deepEqual(generated, all);
});

test("every game is in exactly one family module, and families.js says which", async () => {
  assert.deepEqual(Object.keys(FAMILY_OF).sort(), all.map((g) => g.id).sort());
  const seen = {};
  for (const family of Object.keys(FAMILIES)) {
    const ids = (await familyApi(family)).catalog().map((g) => g.id);
    assert.ok(ids.length > 0, `${family} has games`);
    for (const id of ids) {
      assert.equal(seen[id], undefined, `${id} is in ${seen[id]} and ${family}`);
      seen[id] = family;
      assert.equal(FAMILY_OF[id], family, `families.js puts ${id} in ${family}`);
    }
  }
  assert.deepEqual(seen, FAMILY_OF);
});

test("a family module plays its own games and refuses the others' with the unknown-game error", async () => {
  for (const family of Object.keys(FAMILIES)) {
    const api = await familyApi(family);
    const info = api.catalog();
    for (const g of info) assert.deepEqual(g, all.find((x) => x.id === g.id), `${family}: ${g.id}'s entry is the combined one's`);
    const own = info[0].id;
    const game = new api.Game(own);
    assert.ok(game.legalMoves().length > 0, `${own} starts with moves`);
    game.free();
    const other = all.find((g) => FAMILY_OF[g.id] !== family).id;
    assert.throws(
      () => new api.Game(other),
      (e) => e.code === "unknown-game" && e.message.includes(`unknown game '${other}'`),
      `the ${family} module refuses ${other}`,
    );
  }
});

test("www/engine.js picks each game's family module, and the module of every game for any other id", async () => {
  const engine = await import(pathToFileURL(path.join(pkg, "..", "engine.js")).href);
  for (const g of all) assert.equal(await engine.familyOf(g.id), FAMILY_OF[g.id], g.id);
  for (const id of ["no-such-game", "constructor", "__proto__", "toString", "", undefined, null, 7]) {
    assert.equal(await engine.familyOf(id), engine.ALL, `${String(id)}: the combined module (its error names the games)`);
  }
});
