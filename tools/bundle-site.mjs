// `node tools/bundle-site.mjs DIR`: bundles, in place, the JavaScript of the copy of the site
// that `./build.sh dist` writes to DIR (dist/): the page's modules become a few minified
// chunks instead of some sixty files, which a visitor downloads at once and which compress
// together (issue 13: the cold page). Stylesheets are minified in place.
//
// What stays as it is, so that everything that names a file keeps working:
//   - the entry points keep their paths: www/app.js (the play page), www/board-game.js (the
//     element rules sites load), www/ai-worker.js (the computer's worker, named by
//     `new URL("./ai-worker.js", import.meta.url)` in www/ai-player.js), www/offline.js,
//     www/knowledge.js (the worker's loader of the knowledge modules, which the single file
//     leaves out by that path: build.sh);
//   - every chunk is written to www/ itself, beside the entry points, so a module of www/ that
//     resolves a URL against its own `import.meta.url` (www/ai-player.js, www/engine.js) resolves it
//     as in the source (modules in sub-folders resolve nothing against their own URL);
//   - www/pkg/ (the engine's generated bindings, named by build hashes) and www/vendor/ (a
//     library kept whole with its licence) are not bundled: the chunks import them by path.
// The modules loaded on first use (`import()`: the analysis, the review, the editor, the
// Japanese texts, the chess and shogi pieces) become chunks of their own, still loaded on
// first use. index.html's modulepreload list is rewritten to the chunks the page starts with.
// The bundler and minifiers are those vite brings (rolldown with its oxc minifier,
// lightningcss), named as devDependencies.

import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { rolldown } from "rolldown";
import { minifySync } from "rolldown/experimental";
import { transform } from "lightningcss";
import { START, END, startupModules } from "./preload-list.mjs";

const root = process.argv[2];
if (!root) {
  console.error("usage: node tools/bundle-site.mjs DIR");
  process.exit(2);
}
const site = path.resolve(root);
const www = path.join(site, "www");
const ENTRIES = { app: "app.js", "board-game": "board-game.js", "ai-worker": "ai-worker.js", offline: "offline.js", knowledge: "knowledge.js" };
// www/puzzles/data/ too: the puzzles, strings that minify to nothing less, each module its own
// file so that the single file can leave the rest beyond each game's sample out by its path
// (build.sh, docs/puzzles.md "Loading").
const KEPT = [path.join(www, "pkg") + path.sep, path.join(www, "vendor") + path.sep, path.join(www, "puzzles", "data") + path.sep];

/** Every .js file under a folder, except the kept ones. */
function modulesUnder(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!KEPT.some((k) => (file + path.sep).startsWith(k))) modulesUnder(file, out);
    } else if (name.endsWith(".js")) out.push(file);
  }
  return out;
}

let sourceBytes = 0;
const sources = modulesUnder(www);
for (const f of sources) sourceBytes += statSync(f).size;

// Two builds. The play page (www/app.js) is bundled on its own, so that what it starts with is
// one file: bundled together with the other entry points, the modules it shares with them (the
// board element, the engine loader, the page's state) were three more chunks, which compress
// apart and cost 1.8 KB gzip and two requests on the cold page (issue 13). Every module the
// page starts with (its static imports: tools/preload-list.mjs) is grouped into app.js, where
// the bundler alone split the ones its late modules share into chunks of their own; the late
// modules are chunks that import what they share from app.js itself. The other entry points (the
// element for rules sites, the computer's worker, the offline registration) are bundled
// together: a page that uses the element alone loads none of the play page.
const external = (id, importer) => {
  const file = importer && !path.isAbsolute(id) ? path.resolve(path.dirname(importer), id.split("?")[0]) : id.split("?")[0];
  return KEPT.some((k) => file.startsWith(k));
};
const startup = new Set(startupModules(site).filter((f) => !f.startsWith("www/pkg/")).map((f) => path.join(site, f)));
const output = [];
for (const group of [["app"], Object.keys(ENTRIES).filter((n) => n !== "app")]) {
  const bundle = await rolldown({
    input: Object.fromEntries(group.map((name) => [name, path.join(www, ENTRIES[name])])),
    // The engine's files and the vendored library are loaded by path, as in the source.
    external,
    logLevel: "warn",
  });
  const split = group.includes("app") ? { codeSplitting: { groups: [{ name: "app", test: (id) => startup.has(id) }] } } : {};
  // Generated first, written after both builds: the second reads the source modules, which
  // the first's output must not have replaced (www/app.js is an entry of the first).
  output.push(...(await bundle.generate({ format: "es", entryFileNames: "[name].js", chunkFileNames: "chunk-[hash].js", minify: true, ...split })).output);
  await bundle.close();
}
for (const o of output) writeFileSync(path.join(www, o.fileName), o.type === "chunk" ? o.code : o.source);

// The source modules are gone from the deployed site (the chunks hold them), except those
// that are entry points (rewritten above) and the kept folders.
const written = new Set(output.map((o) => path.join(www, o.fileName)));
for (const f of sources) if (!written.has(f)) rmSync(f);
for (const dir of readdirSync(www)) {
  const full = path.join(www, dir);
  if (statSync(full).isDirectory() && !KEPT.some((k) => (full + path.sep).startsWith(k)) && modulesUnder(full).length === 0 && readdirSync(full).every((n) => n.endsWith(".js"))) {
    rmSync(full, { recursive: true });
  }
}

// The engine's bindings (www/pkg/*.js), minified in place: not bundled (they are named by
// build hashes and loaded by path), but a visitor downloads them.
const pkg = path.join(www, "pkg");
for (const name of readdirSync(pkg)) {
  if (!name.endsWith(".js")) continue;
  const file = path.join(pkg, name);
  const result = minifySync(file, readFileSync(file, "utf8"), { module: true, compress: true, mangle: { toplevel: true } });
  if (result.errors?.length) throw new Error(`${file}: ${result.errors.map((e) => e.message).join("; ")}`);
  writeFileSync(file, result.code);
}

// The stylesheets, minified in place.
for (const name of readdirSync(www)) {
  if (!name.endsWith(".css")) continue;
  const file = path.join(www, name);
  writeFileSync(file, transform({ filename: file, code: readFileSync(file), minify: true }).code);
}

// index.html preloads what the page starts with: its entry and the chunks it imports statically.
const chunks = new Map(output.filter((o) => o.type === "chunk").map((o) => [o.fileName, o]));
const start = [];
const visit = (name) => {
  if (start.includes(name) || !chunks.has(name)) return;
  start.push(name);
  for (const i of chunks.get(name).imports) visit(i);
};
visit("app.js");
const indexFile = path.join(site, "index.html");
const html = readFileSync(indexFile, "utf8");
const a = html.indexOf(START);
const b = html.indexOf(END);
if (a < 0 || b < a) throw new Error(`${indexFile}: no modulepreload block (${START} ... ${END})`);
const links = start.map((f) => `<link rel="modulepreload" href="www/${f}">`).join("\n");
// Then its comments and indentation go (they are for the source's readers: 0.4 KB gzip on every
// first visit); a line break stays wherever there was white space, so no text changes.
const page = `${html.slice(0, a + START.length)}\n${links}\n${html.slice(b)}`;
writeFileSync(indexFile, page.replace(/<!--[\s\S]*?-->/g, "").replace(/\n\s+/g, "\n"));

let bundledBytes = 0;
for (const o of output) bundledBytes += o.type === "chunk" ? Buffer.byteLength(o.code) : 0;
console.log(`bundled ${root}/www: ${sources.length} modules, ${sourceBytes} bytes -> ${output.length} files, ${bundledBytes} bytes (${start.length} at start)`);
