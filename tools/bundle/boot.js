// The loader inlined into dist/boardgames.html. It runs as a classic script before any
// module, in the page and (a copy of it) in each Web Worker, and is serialised with
// Function.prototype.toString, so it must not refer to anything outside itself.
//
// bundle = {
//   modules: [{ path, code }],   // in dependency order; code holds placeholders:
//                                //   "__BOARDGAMES_MODULE_<i>__"           a static import of module i
//                                //   globalThis.__boardgamesUrl(i)          a dynamic import of module i
//                                //   globalThis.__boardgamesWorker(i)       a worker whose entry is module i
//                                //   globalThis.__boardgamesAsset(i)        assets[i] as a URL
//   assets: [{ path, type, base64, gzip }],   // gzip: base64 holds the gzipped bytes (the wasm)
//   wasm: index of the engine's wasm in assets, or -1 (a worker's copy: the page sends the
//         compiled module, www/ai.js),
//   workers: { <entry index>: [module indices the worker needs] },
// }
//
// Why this shape: in a file:// page Chromium refuses module workers from blob: URLs and
// lets a worker fetch none of the page's blob: URLs (each has its own opaque origin), so
// a worker starts from a data: URL holding this loader and the modules it needs, and
// builds its own blob: URLs.
export function boot(bundle) {
  const g = globalThis;
  const bytesOf = (base64) => {
    const text = atob(base64);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  };
  const assetUrls = [];
  g.__boardgamesAsset = (i) => {
    const a = bundle.assets[i];
    if (!a) throw new Error(`asset ${i} is not in this build`);
    if (a.gzip) throw new Error(`asset ${a.path} is stored compressed and has no URL`);
    return (assetUrls[i] ??= URL.createObjectURL(new Blob([bytesOf(a.base64)], { type: a.type })));
  };
  if (bundle.wasm >= 0) {
    // www/engine.js instantiates these bytes instead of fetching the .wasm file.
    // Stored gzipped (a third of the size): then a promise of the bytes, which the
    // wasm-bindgen loader awaits; the browser's DecompressionStream inflates it.
    const a = bundle.assets[bundle.wasm];
    g.BOARDGAMES_WASM = a.gzip
      ? new Response(new Blob([bytesOf(a.base64)]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer()
      : bytesOf(a.base64);
  }
  const urls = [];
  g.__boardgamesUrl = (i) => {
    if (urls[i] === undefined) throw new Error(`module ${bundle.modules[i]?.path ?? i} is not in this build`);
    return urls[i];
  };
  bundle.modules.forEach((m, i) => {
    if (!m) return;
    const code = m.code.replace(/__BOARDGAMES_MODULE_(\d+)__/g, (_, j) => g.__boardgamesUrl(Number(j)));
    urls[i] = URL.createObjectURL(new Blob([code + `\n//# sourceURL=${m.path}\n`], { type: "text/javascript" }));
  });
  const workerUrls = {};
  const loader = boot.toString();
  g.__boardgamesWorker = (entry) => {
    if (workerUrls[entry]) return workerUrls[entry];
    const needed = bundle.workers[entry];
    if (!needed) throw new Error(`no worker starts at module ${entry}`);
    // No wasm in the worker: www/ai.js hands it the module the page compiled (one compile).
    const sub = {
      modules: bundle.modules.map((m, i) => (needed.includes(i) ? m : null)),
      assets: bundle.assets.map(() => null),
      wasm: -1,
      workers: {},
    };
    // Messages that arrive before the entry module has installed its handler are held, then replayed.
    const script = `(${loader})(${JSON.stringify(sub)});
const held = [];
const hold = (e) => held.push(e.data);
self.addEventListener("message", hold);
import(globalThis.__boardgamesUrl(${entry})).then(() => {
  self.removeEventListener("message", hold);
  for (const data of held) self.dispatchEvent(new MessageEvent("message", { data }));
}, (e) => setTimeout(() => { throw e; }));
`;
    return (workerUrls[entry] = "data:text/javascript;charset=utf-8," + encodeURIComponent(script));
  };
  const entries = Object.keys(bundle.workers);
  if (entries.length === 1 && typeof document !== "undefined") {
    // www/ai.js starts its worker from here when it is set.
    Object.defineProperty(g, "BOARDGAMES_WORKER", { configurable: true, get: () => g.__boardgamesWorker(Number(entries[0])) });
  }
}
