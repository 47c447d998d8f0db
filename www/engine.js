// The one place the wasm engine is loaded. Every board on a page, the page itself and
// the computer player's worker share this module-level promise, so the wasm is fetched
// and instantiated once per realm.
//
// The bindings and the wasm come through www/pkg/version.js (written by build.sh), which
// names both by a hash of the build: the bindings of one build never meet the wasm of
// another, even when a service worker holds an older build (sw.js).
//
// One compile (issue 13): the page compiles the wasm once (`engineModule()`) and hands the
// compiled WebAssembly.Module to the computer player's worker (www/ai.js), which
// instantiates that module instead of fetching and compiling the wasm again. The module
// handed over is the one compiled from this page's own paired URL.
//
// Override: if `globalThis.BOARDGAMES_WASM` is set (a URL string such as a blob: URL, a
// URL object, a Response, bytes, a WebAssembly.Module, or a promise of one of these) it is
// used instead of the file next to the generated bindings: the single-file build sets it
// to the inlined bytes, and the worker to the module the page sent.

import init, * as api from "./pkg/version.js";
import { wasmUrl } from "./pkg/version.js";

let compiled = null;
let ready = null;

/** Resolves to the compiled engine (a WebAssembly.Module), compiled once per realm. */
export function engineModule() {
  compiled ??= compile(globalThis.BOARDGAMES_WASM ?? wasmUrl());
  return compiled;
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

/** Resolves to the engine API `{ catalog, Game }` once the wasm is instantiated. */
export function loadEngine() {
  ready ??= engineModule()
    .then((module) => init({ module_or_path: module }))
    .then(() => api);
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
