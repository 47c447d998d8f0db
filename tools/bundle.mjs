// `node tools/bundle.mjs --html index.html --out dist/boardgames.html`
//
// Writes ONE self-contained HTML file that plays from file:// with the network off:
// stylesheets become <style>, every ES module reachable from the page's module scripts
// (and from the Web Workers they start) is embedded as text, the wasm and other assets
// as base64, and a small loader (tools/bundle/boot.js) turns them into blob: URLs at
// start-up. No bundler dependency: the front end is plain ES modules with relative,
// literal imports (docs/design.md, "The single file").

import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { findReferences } from "./bundle/scan.mjs";
import { boot } from "./bundle/boot.js";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const MIME = {
  ".wasm": "application/wasm",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain",
};
const mimeOf = (file) => MIME[path.extname(file).toLowerCase()] || "application/octet-stream";
const isJs = (file) => /\.m?js$/i.test(file);
const isRelative = (spec) => spec.startsWith("./") || spec.startsWith("../") || (!/^[a-z][a-z0-9+.-]*:/i.test(spec) && !spec.startsWith("/") && !spec.startsWith("#"));

class BundleError extends Error {}

function args() {
  const a = process.argv.slice(2);
  const get = (name, fallback) => {
    const i = a.indexOf(name);
    return i >= 0 && a[i + 1] ? a[i + 1] : fallback;
  };
  // --external FILE (repeatable): a module a dynamic import may name that the single file
  // leaves out (the import is kept and rejects if ever run).
  const externals = a.flatMap((x, i) => (x === "--external" && a[i + 1] ? [path.resolve(repo, a[i + 1])] : []));
  return {
    html: path.resolve(repo, get("--html", "index.html")),
    out: path.resolve(repo, get("--out", "dist/boardgames.html")),
    externals,
  };
}

/** The module graph: modules (with references resolved to indices), assets, workers. */
class Graph {
  constructor(externals = []) {
    this.externals = new Set(externals);
    this.modules = []; // { file, path, source, refs: [{ kind, spec, start, end, target }] }
    this.index = new Map(); // file -> module index
    this.assets = []; // { file, path, type }
    this.assetIndex = new Map();
    this.workerEntries = new Set();
    this.warnings = [];
  }

  rel(file) {
    return path.relative(repo, file).split(path.sep).join("/");
  }

  /** Adds the module at `file` and everything it references; returns its index. */
  addModule(file, source, from) {
    if (this.index.has(file)) return this.index.get(file);
    if (source === undefined) {
      if (!existsSync(file)) throw new BundleError(`${from}: imports ${this.rel(file)}, which does not exist (run ./build.sh first?)`);
      source = readFileSync(file, "utf8");
    }
    const i = this.modules.length;
    const mod = { file, path: this.rel(file), source, refs: [] };
    this.modules.push(mod);
    this.index.set(file, i);
    for (const ref of findReferences(source)) {
      if (!isRelative(ref.spec)) {
        if (ref.kind === "static" || ref.kind === "dynamic") {
          throw new BundleError(`${mod.path}: import of '${ref.spec}' is not relative; the single-file build needs relative imports`);
        }
        continue; // new URL("https://...", import.meta.url): left alone
      }
      const target = path.resolve(path.dirname(file), ref.spec.split(/[?#]/)[0]);
      if (ref.kind === "dynamic" && this.externals.has(target)) {
        mod.refs.push({ ...ref, target: -1 });
      } else if (ref.kind === "dynamic" && !existsSync(target)) {
        this.warnings.push(`${mod.path}: import('${ref.spec}') has no file; it will reject at run time`);
        mod.refs.push({ ...ref, target: -1 });
      } else if (ref.kind === "url" && !isJs(target)) {
        mod.refs.push({ ...ref, target: -1, assetOf: this.addAsset(target, mod.path) });
      } else {
        const t = this.addModule(target, undefined, mod.path);
        if (ref.kind === "url") this.workerEntries.add(t);
        mod.refs.push({ ...ref, target: t });
      }
    }
    return i;
  }

  addAsset(file, from) {
    if (this.assetIndex.has(file)) return this.assetIndex.get(file);
    if (!existsSync(file)) throw new BundleError(`${from}: refers to ${this.rel(file)}, which does not exist (run ./build.sh first?)`);
    const i = this.assets.length;
    this.assets.push({ file, path: this.rel(file), type: mimeOf(file) });
    this.assetIndex.set(file, i);
    return i;
  }

  /** Module indices in an order where every static import comes before its importer. */
  order() {
    const state = new Map(); // index -> "visiting" | "done"
    const out = [];
    const visit = (i, trail) => {
      if (state.get(i) === "done") return;
      if (state.get(i) === "visiting") {
        const cycle = [...trail.slice(trail.indexOf(i)), i].map((k) => this.modules[k].path).join(" -> ");
        throw new BundleError(`static import cycle ${cycle}; the single-file build cannot express it (break the cycle or make one import dynamic)`);
      }
      state.set(i, "visiting");
      for (const r of this.modules[i].refs) if (r.kind === "static") visit(r.target, [...trail, i]);
      state.set(i, "done");
      out.push(i);
    };
    this.modules.forEach((_, i) => visit(i, []));
    return out;
  }

  /** Every module a worker starting at `entry` can load (static and dynamic imports). */
  reachable(entry) {
    const seen = new Set();
    const walk = (i) => {
      if (i < 0 || seen.has(i)) return;
      seen.add(i);
      for (const r of this.modules[i].refs) if (r.kind !== "url") walk(r.target);
    };
    walk(entry);
    return seen;
  }
}

/** Each module's code with its references replaced by the loader's placeholders. */
function rewriteAll(graph, position) {
  return graph.modules.map((m) => {
    let code = m.source;
    for (const r of [...m.refs].sort((a, b) => b.start - a.start)) {
      let replacement;
      if (r.kind === "static") replacement = JSON.stringify(`__BOARDGAMES_MODULE_${position.get(r.target)}__`);
      else if (r.kind === "dynamic")
        replacement = r.target < 0 ? `Promise.reject(new Error(${JSON.stringify(`module ${r.spec} is not in this build`)}))` : `import(globalThis.__boardgamesUrl(${position.get(r.target)}))`;
      else if (r.assetOf !== undefined) replacement = `new URL(globalThis.__boardgamesAsset(${r.assetOf}))`;
      else replacement = `new URL(globalThis.__boardgamesWorker(${position.get(r.target)}))`;
      code = code.slice(0, r.start) + replacement + code.slice(r.end);
    }
    return code;
  });
}

/** Text that is safe inside a <script> element as a JS expression. */
const scriptSafe = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

function bundle({ html: htmlFile, out, externals }) {
  const htmlDir = path.dirname(htmlFile);
  let html = readFileSync(htmlFile, "utf8");
  const graph = new Graph(externals);
  const entries = []; // [placeholder, module index]
  const fileIn = (ref) => path.resolve(htmlDir, ref.split(/[?#]/)[0]);
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))?.slice(1).find((v) => v !== undefined);

  // Stylesheets -> <style>.
  html = html.replace(/<link\b[^>]*>/gi, (tag) => {
    const rel = (attr(tag, "rel") || "").toLowerCase();
    const href = attr(tag, "href");
    if (!href || !isRelative(href)) return tag;
    // A file:// page can use neither a web app manifest nor a service worker.
    if (rel === "manifest") return "";
    if (rel === "stylesheet") {
      const css = readFileSync(fileIn(href), "utf8");
      if (/url\(\s*['"]?(?!data:)/i.test(css)) graph.warnings.push(`${href}: url(...) references are not inlined`);
      return `<style>\n${css.replace(/<\/style/gi, "<\\/style")}\n</style>`;
    }
    if (rel === "modulepreload") return "";
    const file = fileIn(href);
    return tag.replace(href, `data:${mimeOf(file)};base64,${readFileSync(file).toString("base64")}`);
  });

  // Module scripts -> entries, replaced by a stub that imports the bundled module.
  let inline = 0;
  html = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (whole, attrs, body) => {
    const type = (attr(attrs, "type") || "").toLowerCase();
    const src = attr(attrs, "src");
    // Scripts only for the served site (the service worker registration) stay out.
    if ((attr(attrs, "data-bundle") || "").toLowerCase() === "omit") return "";
    if (type !== "module") {
      if (src && isRelative(src)) return `<script${attrs.replace(/\bsrc\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, "")}>\n${readFileSync(fileIn(src), "utf8").replace(/<\/script/gi, "<\\/script")}\n</script>`;
      return whole;
    }
    const i = src ? graph.addModule(fileIn(src), undefined, path.basename(htmlFile)) : graph.addModule(path.join(htmlDir, `inline-module-${++inline}.js`), body, path.basename(htmlFile));
    const token = `__BOARDGAMES_ENTRY_${entries.length}__`;
    entries.push([token, i]);
    return `<script type="module">${token}</script>`;
  });
  if (entries.length === 0) throw new BundleError(`${path.basename(htmlFile)} has no module script`);

  const wasm = graph.assets.findIndex((a) => a.type === "application/wasm");
  if (wasm < 0) {
    // The bindings only name the wasm when no bytes are given; add it so the loader can give them.
    const bindings = graph.modules.find((m) => /boardgames\.js$/.test(m.path));
    if (bindings) graph.addAsset(path.join(path.dirname(bindings.file), "boardgames_bg.wasm"), bindings.path);
  }

  const order = graph.order();
  const position = new Map(order.map((moduleIndex, pos) => [moduleIndex, pos]));
  const codes = rewriteAll(graph, position);
  const workers = {};
  for (const w of graph.workerEntries) workers[position.get(w)] = [...graph.reachable(w)].map((k) => position.get(k)).sort((a, b) => a - b);
  const data = {
    modules: order.map((k) => ({ path: graph.modules[k].path, code: codes[k] })),
    // The wasm is stored gzipped (boot.js inflates it): the file is then about half the size.
    assets: graph.assets.map((a) =>
      a.type === "application/wasm"
        ? { path: a.path, type: a.type, gzip: true, base64: gzipSync(readFileSync(a.file), { level: 9 }).toString("base64") }
        : { path: a.path, type: a.type, base64: readFileSync(a.file).toString("base64") },
    ),
    wasm: graph.assets.findIndex((a) => a.type === "application/wasm"),
    workers,
  };

  for (const [token, i] of entries) html = html.replace(token, () => `await import(globalThis.__boardgamesUrl(${position.get(i)}));`);
  const loader = `<script>\n// Generated by tools/bundle.mjs from ${path.basename(htmlFile)}: every module, the wasm and the styles are inside this file.\n(${boot.toString()})(${scriptSafe(data)});\n</script>`;
  // The loader goes after <meta charset> (which must stay in the first 1024 bytes), before any module runs.
  const charset = html.match(/<meta\s+charset[^>]*>/i);
  // A function, not a replacement string: the loader holds the modules' code, where "$'" or
  // "$&" (minified code has them) would be read as patterns and splice the page's HTML in.
  if (charset) html = html.replace(charset[0], () => `${charset[0]}\n${loader}`);
  else if (/<head[^>]*>/i.test(html)) html = html.replace(/<head[^>]*>/i, (h) => `${h}\n<meta charset="utf-8">\n${loader}`);
  else html = `<meta charset="utf-8">\n${loader}\n${html}`;

  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, html);
  return { out, modules: data.modules.length, assets: data.assets.length, workers: Object.keys(workers).length, bytes: Buffer.byteLength(html), warnings: graph.warnings };
}

try {
  const result = bundle(args());
  for (const w of result.warnings) console.log(`bundle: note: ${w}`);
  console.log(`bundle: wrote ${path.relative(process.cwd(), result.out)}: ${result.modules} modules, ${result.assets} assets, ${result.workers} worker(s), ${result.bytes} bytes`);
} catch (e) {
  if (e instanceof BundleError) {
    console.error(`bundle: ERROR: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
