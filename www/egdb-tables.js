// The endgame tables of the analysis, in the worker only (docs/egdb.md, "On the page").
// build.sh writes them beside this file: egdb/manifest.json ({ games: { id: pieces } })
// and egdb/<game>/<signature>.egdb, one file per material signature. Before an analysis
// of a draughts position with few enough pieces, the worker asks the engine which
// signatures the position can reach (captures, crownings), fetches only those it does not
// hold yet, and installs them into its wasm module; the analysis then probes them. Any
// failure (no file, offline without the service worker's copy, a bad file) leaves the
// analysis as it is without tables: nothing is shown to the player. The main thread
// never loads a table, and a first visit fetches none (no draughts endgame analysed).

/** Where the tables are, relative to this module (a variable: no bundler follows it). */
const TABLES_DIR = "egdb/";
/** The most pieces any table can have (the engine's limit). */
const MAX_PIECES = 8;
/** How long a file that could not be had is not asked for again (offline, a missing file). */
const RETRY_MS = 60000;

let manifest = null;
/** Signatures installed in this worker's module, as "game/signature". */
const installed = new Set();
/** "game/signature" (or the manifest) -> when its fetch last failed. */
const failed = new Map();

const recentlyFailed = (key) => performance.now() - (failed.get(key) ?? -Infinity) < RETRY_MS;

/** The games with tables and their pieces, or null when there is no manifest (yet). */
async function readManifest() {
  if (manifest) return manifest;
  if (recentlyFailed("manifest")) return null;
  try {
    const response = await fetch(new URL(TABLES_DIR + "manifest.json", import.meta.url));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = await response.json();
    manifest = body && typeof body.games === "object" ? body.games : {};
  } catch {
    failed.set("manifest", performance.now());
    return null;
  }
  return manifest;
}

/** Fetches and installs one table; false when it could not be had or was refused. */
async function installOne(engine, game, signature) {
  const key = `${game}/${signature}`;
  if (installed.has(key)) return true;
  if (recentlyFailed(key)) return false;
  try {
    const response = await fetch(new URL(`${TABLES_DIR}${game}/${signature}.egdb`, import.meta.url));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    engine.installEndgameTable(new Uint8Array(await response.arrayBuffer()));
    installed.add(key);
    return true;
  } catch {
    failed.set(key, performance.now());
    return false;
  }
}

/**
 * Installs the tables the position of `game` (a Game of `engine`, game id `id`) can reach
 * and resolves to whether any is installed (the analysis then asks for them). No fetch at
 * all for a position with more pieces than any table, or a game without tables.
 */
export async function prepareTables(engine, game, id) {
  if (typeof engine.installEndgameTable !== "function" || typeof game.endgameTablesNeeded !== "function") return false;
  if (game.endgameTablesNeeded(MAX_PIECES).length === 0) return false;
  const pieces = (await readManifest())?.[id];
  if (!Number.isInteger(pieces) || pieces < 2) return false;
  const needed = game.endgameTablesNeeded(Math.min(pieces, MAX_PIECES));
  const got = await Promise.all(needed.map((signature) => installOne(engine, id, signature)));
  return got.some(Boolean);
}
