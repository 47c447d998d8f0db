// The knowledge modules, in the computer player's worker only (docs/design.md, "The knowledge
// module"): a family module's companion built with Cargo's `knowledge` feature (the endgame
// tables' code and the learned evaluation, about 21 KB gzip that a first visit does without),
// and the fetching of the endgame tables (www/egdb-tables.js). build.sh lists them
// (KNOWLEDGE_MODULES) and tools/families.mjs names each one's bindings and wasm by a hash in
// www/pkg/knowledge.js. The worker imports this file when a question first needs a knowledge
// module (www/ai-worker.js `needsKnowledge`: an analysis, the review, the computer at levels
// 5-6), never for a first visit, two players on one screen or levels 1-4; from then on that
// worker asks it every question of its family (levels 1-4 play the same moves with it:
// tests/js/knowledge.test.mjs). The single file leaves this file out (build.sh: its worker
// plays on the combined module), and the npm package has no worker.
//
// The table is imported by a computed name, as www/engine.js imports families.js, so that no
// bundler follows it into the modules it names.

export { prepareTables } from "./egdb-tables.js";

const KNOWLEDGE_TABLE = ["./pkg", "knowledge.js"].join("/");
/** How long a knowledge module that could not be had is not asked for again (offline before the snapshot has it). */
const RETRY_MS = 60000;

const loaded = new Map(); // family -> Promise<engine API>
const failedAt = new Map(); // family -> when its load last failed

/** The knowledge modules of this site: { family: { bindings, wasmUrl } }. */
async function knowledgeTable() {
  return (await import(/* @vite-ignore */ /* webpackIgnore: true */ KNOWLEDGE_TABLE)).KNOWLEDGE;
}

/**
 * Resolves to the engine API of `family`'s knowledge module, once loaded in this worker; to
 * null when the family has none. Rejects when it exists but cannot be
 * had now (the network): the caller plays on the family module and says so; a later question
 * tries again after RETRY_MS.
 */
export function loadKnowledge(family) {
  if (performance.now() - (failedAt.get(family) ?? -Infinity) < RETRY_MS) {
    // Said once, when it failed: `recent` asks for no second note.
    return Promise.reject(Object.assign(new Error("the knowledge module could not be loaded a moment ago"), { recent: true }));
  }
  if (!loaded.has(family)) {
    const api = knowledgeTable().then(async (table) => {
      const entry = table && Object.hasOwn(table, family) ? table[family] : null;
      if (!entry) return null;
      const bindings = await entry.bindings();
      await bindings.default({ module_or_path: entry.wasmUrl() });
      return bindings;
    });
    loaded.set(family, api);
    api.catch(() => {
      if (loaded.get(family) === api) loaded.delete(family);
      failedAt.set(family, performance.now());
    });
  }
  return loaded.get(family);
}

/** The knowledge module of `family` if this worker has loaded it already (null otherwise). */
export async function loadedKnowledge(family) {
  if (!loaded.has(family)) return null;
  try {
    return await loaded.get(family);
  } catch {
    return null;
  }
}
