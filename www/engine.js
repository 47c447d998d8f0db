// The one place the wasm engine is loaded. Every board on a page, the page itself and
// the computer player's worker share this module-level promise, so the wasm is fetched
// and instantiated once per realm.
//
// The bindings and the wasm come through www/pkg/version.js (written by build.sh), which
// names both by a hash of the build: the bindings of one build never meet the wasm of
// another, even when a service worker holds an older build (sw.js).
//
// Override for the single-file build: if `globalThis.BOARDGAMES_WASM` is set (a URL
// string such as a blob: URL, a URL object, a Response, bytes or a WebAssembly.Module)
// it is used instead of the file next to the generated bindings.

import init, * as api from "./pkg/version.js";
import { wasmUrl } from "./pkg/version.js";

let ready = null;

/** Resolves to the engine API `{ catalog, Game }` once the wasm is instantiated. */
export function loadEngine() {
  ready ??= init({ module_or_path: globalThis.BOARDGAMES_WASM ?? wasmUrl() }).then(() => api);
  return ready;
}

let catalogCache = null;

/** The catalog, read once. */
export async function loadCatalog() {
  const engine = await loadEngine();
  catalogCache ??= engine.catalog();
  return catalogCache;
}

/** The catalog if it has been read already (for synchronous callers), else null. */
export function cachedCatalog() {
  return catalogCache;
}
