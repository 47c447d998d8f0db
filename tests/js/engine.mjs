// Loads the wasm module built by ./build.sh (www/pkg) as Node users load it: `init({ module_or_path: <the .wasm's bytes> })`.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const pkg = path.join(repo, "www", "pkg");
const wasmPath = path.join(pkg, "boardgames_bg.wasm");

if (!existsSync(wasmPath)) {
  throw new Error(`${wasmPath} is missing: run ./build.sh first`);
}

const api = await import(pathToFileURL(path.join(pkg, "boardgames.js")).href);
/** The module's own exports: `memory` and the JS-value table, to check that nothing leaks. */
export const wasm = await api.default({ module_or_path: readFileSync(wasmPath) });

export const { Game, catalog } = api;

/** The notations of the legal moves, sorted. */
export function notations(game) {
  return game.legalMoves().map((m) => m.notation).sort();
}

/** Everything observable about a game, to check that a failed call changed nothing. */
export function snapshot(game) {
  return {
    position: game.position(),
    history: game.history(),
    turn: game.turn(),
    outcome: game.outcome(),
    moves: notations(game),
  };
}

/** The cell index of a square name in `game`'s notation (e.g. "15" in american). */
export function cellOf(game, name) {
  const cell = game.view().labels.indexOf(String(name));
  if (cell < 0) throw new Error(`no square ${name}`);
  return cell;
}
