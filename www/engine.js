// The one place the wasm engine is loaded. Every board on a page, the page itself and
// the computer player's worker share the module-level promises here, so each wasm module
// is fetched and instantiated once per realm.
//
// One module per family (issue 13): besides the combined module of every game
// (www/pkg/boardgames.js + boardgames_bg.wasm, through www/pkg/version.js), build.sh builds
// one module per family of games (draughts, chess, shogi, the small games) and lists them in
// www/pkg/families.js with the games of each. The page loads only the family of the game it
// shows: `loadEngine(gameId)`. A first switch to a game of another family fetches that
// family's module (docs/design.md, "The family modules"). Where there is no family table (the npm package, which
// ships the combined module only) or the combined wasm is given (`BOARDGAMES_WASM`: the
// single file, which inlines the combined module), every game uses the combined module.
//
// The bindings and the wasm of each module are named by a hash of both (version.js,
// families.js, written by build.sh): the bindings of one build never meet the wasm of
// another, even when a service worker holds an older build (sw.js).
//
// One compile: the page compiles each module once (`engineModule(gameId)`) and hands the
// compiled WebAssembly.Module to the computer player's worker (www/ai.js), which
// instantiates that module (`provideModule`) instead of fetching and compiling the wasm.
//
// Override: if `globalThis.BOARDGAMES_WASM` is set (a URL string such as a blob: URL, a
// URL object, a Response, bytes, a WebAssembly.Module, or a promise of one of these) it is
// the combined module, used instead of the file next to the generated bindings: the
// single-file build sets it to the inlined bytes.

/** The family name of the combined module (every game). */
export const ALL = "all";

// families.js is imported by a computed specifier on purpose: the single-file bundler and the
// npm package follow literal imports, and neither must carry the family modules (sw.js reaches
// them from its ENTRIES instead, for offline use). The npm package sets this to null
// (tools/pack/pack.mjs): it ships the combined module only. The bundled copy in dist/ has the
// name folded into a literal: build.sh names it to the bundler as `--external`.
const FAMILY_TABLE = ["./pkg", "families.js"].join("/");

let table = null;

/** Resolves to www/pkg/families.js ({ FAMILY_OF, FAMILIES }) or null where there is none. */
function familyTable() {
  table ??=
    FAMILY_TABLE == null || globalThis.BOARDGAMES_WASM != null
      ? Promise.resolve(null)
      : import(/* @vite-ignore */ /* webpackIgnore: true */ FAMILY_TABLE).catch(() => null);
  return table;
}

// Asked for at once: the page's first board needs it, and its request then overlaps the
// loading of the page's other modules instead of coming after them.
familyTable();

/** Resolves to the family whose module has game `gameId` (ALL: the combined module). */
export async function familyOf(gameId) {
  const t = await familyTable();
  // Own keys only: an id such as "constructor" is no game, and the combined module says so.
  return (t && typeof gameId === "string" && Object.hasOwn(t.FAMILY_OF, gameId) && t.FAMILY_OF[gameId]) || ALL;
}

/** The bindings and the wasm URL of a family's module. */
async function source(family) {
  if (family === ALL) {
    const bindings = await import("./pkg/version.js");
    return { bindings, wasm: () => globalThis.BOARDGAMES_WASM ?? bindings.wasmUrl() };
  }
  const entry = (await familyTable())?.FAMILIES[family];
  if (!entry) throw new Error(`cannot load the engine: no module for the family '${family}'`);
  return { bindings: await entry.bindings(), wasm: entry.wasmUrl };
}

const compiled = new Map(); // family -> Promise<WebAssembly.Module>
const ready = new Map(); // family -> Promise<engine API>

/**
 * Hands this realm a family's compiled module (the worker gets it from the page), before
 * the family is first loaded: it is then instantiated without fetching the wasm.
 */
export function provideModule(family, module) {
  if (!compiled.has(family) && module instanceof WebAssembly.Module) compiled.set(family, Promise.resolve(module));
}

/** Resolves to a family's compiled module, compiled once per realm. */
export function familyModule(family) {
  if (!compiled.has(family)) {
    const module = source(family).then((s) => compile(s.wasm()));
    compiled.set(family, module);
    // A failed load (the network) is tried again by the next caller.
    module.catch(() => compiled.get(family) === module && compiled.delete(family));
  }
  return compiled.get(family);
}

/** Resolves to the compiled module that has game `gameId` (no id: the combined module). */
export async function engineModule(gameId) {
  return familyModule(await familyOf(gameId));
}

async function compile(source) {
  source = await source;
  if (source instanceof WebAssembly.Module) return source;
  if (typeof source === "string" || source instanceof URL || source instanceof Request) source = await fetch(source);
  if (!(source instanceof Response)) return WebAssembly.compile(source);
  if (!source.ok) throw new Error(`cannot load the engine: ${source.status} ${source.statusText} fetching ${source.url}`);
  // Streaming compiles while the bytes arrive, but only for a response served as application/wasm.
  const streams = typeof WebAssembly.compileStreaming === "function" && (source.headers.get("content-type") || "").split(";")[0].trim() === "application/wasm";
  return streams ? WebAssembly.compileStreaming(source) : WebAssembly.compile(await source.arrayBuffer());
}

/** Resolves to a family's engine API `{ catalog, Game, ... }` once its wasm is instantiated. */
export function loadFamily(family) {
  if (!ready.has(family)) {
    const api = source(family).then(async ({ bindings }) => {
      await bindings.default({ module_or_path: await familyModule(family) });
      if (typeof bindings.Game.prototype.rules !== "function") giveRules(bindings.Game, family);
      return bindings;
    });
    ready.set(family, api);
    api.catch(() => ready.get(family) === api && ready.delete(family));
  }
  return ready.get(family);
}

/**
 * Resolves to the engine API `{ catalog, Game, ... }` of the module that has game `gameId`:
 * its `Game` knows the games of that family only (others: the unknown-game error). Without
 * an id, the combined module of every game.
 */
export async function loadEngine(gameId) {
  return loadFamily(await familyOf(gameId));
}

// ---- the rules' sentences of the family modules (docs/design.md, "Rules text from the rules") ----
//
// A family module is built without the rules' sentences (Cargo feature `rules-prose`: 1.4 KB
// gzip of the shogi module, on every first visit). build.sh writes them, from the combined
// module's own `rules()`, into www/pkg/rules-<family>.js: SENTENCES ([en, ja] pairs) and
// RULES (each game's `rulesKey`, its id and options, to the indices of its sentences).
// `loadRules(gameId)` imports that file; `g.rules()` then gives what the combined module's
// gives, `[{ en, ja }, ...]`, and before it throws an Error whose code is "rules-not-loaded".

const rulesTexts = new Map(); // family -> the module www/pkg/rules-<family>.js

function giveRules(Game, family) {
  Object.defineProperty(Game.prototype, "rules", {
    configurable: true,
    writable: true,
    value: function rules() {
      const texts = rulesTexts.get(family);
      const indices = texts && Object.hasOwn(texts.RULES, this.rulesKey) ? texts.RULES[this.rulesKey] : null;
      if (!texts) {
        const error = new Error(`the rules text of ${this.id} is not loaded yet: await loadRules("${this.id}") (www/engine.js) first`);
        error.code = "rules-not-loaded";
        throw error;
      }
      // Not expected: build.sh writes every option set of every game of the family.
      if (!indices) throw new Error(`no rules text for ${this.rulesKey}`);
      return indices.map((i) => ({ en: texts.SENTENCES[i][0], ja: texts.SENTENCES[i][1] }));
    },
  });
}

/**
 * Resolves once `g.rules()` works for the games of `gameId`'s module: the combined module has
 * the sentences inside; a family module's come from its rules file, imported once (again
 * after a failure, such as offline before the snapshot has it).
 */
export async function loadRules(gameId) {
  const family = await familyOf(gameId);
  await loadFamily(family);
  if (family === ALL || rulesTexts.has(family)) return;
  const entry = (await familyTable()).FAMILIES[family];
  rulesTexts.set(family, await entry.rules());
}

/**
 * Which game a record is ({ game, options } or null), as the engine's detectRecord says: the
 * module of `gameId`'s family (the game shown) knows its own games' names and no other module
 * is fetched; with `everyGame`, the combined module of every game, loaded then (a record of
 * another family: its tags, a KIF, a PGN). www/page/record-read.js asks the second only when
 * the record does not read in the game shown.
 */
export async function detectRecord(text, gameId, everyGame = false) {
  const api = await loadFamily(everyGame ? ALL : await familyOf(gameId));
  return api.detectRecord(text) ?? null;
}

let catalogCache = null;
let catalogRead = null;

/**
 * The catalog of every game, read once: from www/pkg/catalog.js, which build.sh writes
 * from the combined module's catalog(), so the game picker needs no wasm.
 */
export function loadCatalog() {
  catalogRead ??= import("./pkg/catalog.js").then((m) => (catalogCache = m.default));
  return catalogRead;
}

/** The catalog if it has been read already (for synchronous callers), else null. */
export function cachedCatalog() {
  return catalogCache;
}
