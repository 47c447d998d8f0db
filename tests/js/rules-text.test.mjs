// The rules' sentences out of the family modules (issue 13; docs/design.md, "Rules text from the
// rules"): each family module is built without them (Cargo feature `rules-prose` off) and
// www/engine.js gives its games `rules()` from www/pkg/rules-<family>.js, written at build time
// from the combined module. Here, for every game and every combination of its options, the
// family path gives exactly what the combined module's `rules()` gives (the sentences authored
// in Rust, the draughts ones written from the rules table), and the family modules hold none of
// the sentences.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Game, catalog } from "./engine.mjs";

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "www", "pkg");
assert.ok(existsSync(path.join(pkg, "families.js")), "www/pkg/families.js is missing: run ./build.sh");
const { FAMILY_OF, FAMILIES } = await import(pathToFileURL(path.join(pkg, "families.js")).href);
const engine = await import(pathToFileURL(path.join(pkg, "..", "engine.js")).href);

// Node's fetch reads no file: URLs; the page's own path (provideModule) hands each family's
// compiled module to engine.js, as the page hands it to the computer's worker.
for (const family of Object.keys(FAMILIES)) engine.provideModule(family, await WebAssembly.compile(readFileSync(path.join(pkg, `family-${family}_bg.wasm`))));

/** Every combination of a game's options: [{}] when it has none. */
function optionSets(game) {
  let sets = [{}];
  for (const opt of game.options) sets = sets.flatMap((set) => opt.values.map((v) => ({ ...set, [opt.name]: v })));
  return sets;
}

test("before loadRules, a family module's rules() throws the rules-not-loaded error; the combined module's needs no loading", async () => {
  const api = await engine.loadEngine("shogi");
  const g = new api.Game("shogi");
  try {
    assert.throws(() => g.rules(), (e) => e instanceof Error && e.code === "rules-not-loaded" && e.message.includes('loadRules("shogi")'));
  } finally {
    g.free();
  }
  const combined = new Game("shogi");
  assert.ok(combined.rules().length > 0);
  combined.free();
});

test("for every game and option set, a family module's rules() are the combined module's, sentence for sentence", async () => {
  let sets = 0;
  for (const game of catalog()) {
    const api = await engine.loadEngine(game.id);
    await engine.loadRules(game.id);
    for (const options of optionSets(game)) {
      const mine = new api.Game(game.id, options);
      const theirs = new Game(game.id, options);
      try {
        assert.equal(mine.rulesKey, theirs.rulesKey, `${game.id} ${JSON.stringify(options)}`);
        const expected = theirs.rules();
        assert.ok(expected.length >= 3 && expected.every((t) => t.en && t.ja), `${game.id}: sentences in both languages`);
        assert.deepEqual(mine.rules(), expected, `${game.id} ${JSON.stringify(options)}`);
        // A game made from a position, with the same options, has the same rules.
        const placed = api.Game.fromPosition(game.id, mine.position(), options);
        assert.deepEqual(placed.rules(), expected, `${game.id} from its position`);
        placed.free();
      } finally {
        mine.free();
        theirs.free();
      }
      sets++;
    }
  }
  assert.equal(sets, catalog().reduce((n, g) => n + optionSets(g).length, 0));
});

test("the option values are in the key: shogi's handicap adds its sentence, Malaysian's board size changes the board's", async () => {
  await engine.loadRules("shogi");
  const api = await engine.loadEngine("shogi");
  const even = new api.Game("shogi");
  const handicap = new api.Game("shogi", { handicap: "two" });
  assert.equal(even.rulesKey, 'shogi handicap="none"');
  assert.equal(handicap.rules().length, even.rules().length + 1);
  assert.match(handicap.rules().at(-1).en, /^Handicap game/);
  even.free();
  handicap.free();
  await engine.loadRules("malaysian");
  const draughts = await engine.loadEngine("malaysian");
  const [big, small] = [12, 8].map((board) => new draughts.Game("malaysian", { board }));
  assert.match(big.rules()[0].en, /^12×12 board/);
  assert.match(small.rules()[0].en, /^8×8 board/);
  big.free();
  small.free();
});

test("the family modules hold none of the sentences, and their bindings no rules() of their own", async () => {
  const shogiSentence = new Game("shogi").rules()[3].en.slice(0, 40);
  const draughtsSentence = "A man captures by jumping over an adjacent enemy piece";
  const shogi = readFileSync(path.join(pkg, "family-shogi_bg.wasm")).toString("latin1");
  const draughts = readFileSync(path.join(pkg, "family-draughts_bg.wasm")).toString("latin1");
  assert.ok(readFileSync(path.join(pkg, "boardgames_bg.wasm")).toString("latin1").includes(shogiSentence), "the combined module has them (the test's probe is right)");
  assert.ok(!shogi.includes(shogiSentence), "no shogi sentence in the shogi module");
  assert.ok(!draughts.includes(draughtsSentence), "no draughts sentence in the draughts module");
  // Imported without families.js's `?v=`: a copy of the bindings engine.js has not given rules().
  for (const family of Object.keys(FAMILIES)) {
    const bindings = await import(pathToFileURL(path.join(pkg, `family-${family}.js`)).href);
    assert.equal(typeof bindings.Game.prototype.rules, "undefined", `${family}: no rules() in the module's own bindings`);
    assert.ok(Object.values(FAMILY_OF).includes(family));
  }
});
