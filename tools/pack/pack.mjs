// Stages the npm package (./build.sh pack): node tools/pack/pack.mjs --out dist/npm
//
// The package holds the element and the engine exactly as the site serves them: the www/
// modules that www/board-game.js and www/engine.js reach (followed through their literal
// imports, so a new module of the board ships without a list to update, and the play
// page's app.js never does), www/pkg/ (the bindings, the wasm and version.js, which pairs
// them by a hash of the build), the entry of the engine API, the type declarations and the
// README of tools/pack/. Paths stay as in www/, so every relative import works unchanged
// from node_modules, from a static host and through a bundler.
//
// Two changes. www/engine.js names no family table (the package ships the combined module of
// every game, not the site's one module per family). www/pkg/version.js pairs the bindings and the wasm of a build by a query
// (`boardgames.js?v=<hash>`), which a bundler's dependency pre-bundling cannot load (Vite's
// dev server fails on it). The package names the pair by the hash in the file names
// instead (`boardgames-<hash>.js`, `boardgames_bg-<hash>.wasm`) and its version.js imports
// those: still one build's pair, with no query to trip a bundler.

import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const here = path.join(repo, "tools", "pack");
const www = path.join(repo, "www");
const NAME = "boardgames-board";

const args = process.argv.slice(2);
const out = path.resolve(repo, args[args.indexOf("--out") + 1] || "dist/npm");
if (!args.includes("--out")) throw new Error("usage: node tools/pack/pack.mjs --out DIR");

/** Relative module specifiers of a source: static imports and re-exports, and import("..."). */
export function specifiers(source) {
  const found = [];
  const patterns = [/\b(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']/g, /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, /^\s*import\s*["']([^"']+)["']/gm];
  for (const re of patterns) for (const m of source.matchAll(re)) if (m[1].startsWith(".")) found.push(m[1].split("?")[0]);
  return found;
}

/** Every www/ file reachable from the entries, relative to www/. */
function closure(entries) {
  const seen = new Set();
  const todo = entries.map((e) => path.join(www, e));
  while (todo.length) {
    const file = todo.pop();
    const rel = path.relative(www, file);
    if (seen.has(rel)) continue;
    if (rel.startsWith("..")) throw new Error(`a packaged module imports ${file}, outside www/`);
    if (!existsSync(file)) throw new Error(`a packaged module imports ${rel}, which does not exist (run ./build.sh build)`);
    seen.add(rel);
    // Comments may name modules in prose; only code counts.
    const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
    for (const s of specifiers(code)) todo.push(path.resolve(path.dirname(file), s));
  }
  return [...seen].sort();
}

const version = JSON.parse(readFileSync(path.join(repo, "package.json"), "utf8")).version;
const modules = closure(["board-game.js", "engine.js"]);
for (const page of ["app.js", "ai.js", "ai-worker.js", "offline.js"]) {
  if (modules.includes(page)) throw new Error(`the element would pull in the play page's ${page}`);
}
// The wasm is reached through new URL(...) in version.js, not an import.
const files = [...new Set([...modules, "pkg/boardgames_bg.wasm"])].sort();

/** The packaged pair: each www/pkg file's name in the package, and version.js rewritten. */
function pairByName() {
  const text = readFileSync(path.join(www, "pkg", "version.js"), "utf8");
  const hash = text.match(/BUILD = "([0-9a-f]+)"/)?.[1];
  if (!hash) throw new Error("www/pkg/version.js names no BUILD hash (run ./build.sh build)");
  const names = { "pkg/boardgames.js": `pkg/boardgames-${hash}.js`, "pkg/boardgames_bg.wasm": `pkg/boardgames_bg-${hash}.wasm` };
  const version = text
    .replaceAll(`./boardgames.js?v=${hash}`, `./boardgames-${hash}.js`)
    .replaceAll(`./boardgames_bg.wasm?v=${hash}`, `./boardgames_bg-${hash}.wasm`)
    .replace(/^/, "// Packaged by tools/pack/pack.mjs: the pair named by the hash in the file names, not a query.\n");
  if (version.includes("?v=")) throw new Error("www/pkg/version.js names a versioned file this script does not know");
  return { hash, names, version };
}

const pair = pairByName();
const packaged = (rel) => pair.names[rel] ?? rel;
rmSync(out, { recursive: true, force: true });
for (const rel of files) {
  mkdirSync(path.dirname(path.join(out, packaged(rel))), { recursive: true });
  copyFileSync(path.join(www, rel), path.join(out, packaged(rel)));
}
writeFileSync(path.join(out, "pkg", "version.js"), pair.version);
// The package ships the combined module of every game only (not the site's one module per
// family): its engine.js names no family table, so it uses the combined module for every game.
const engineFile = path.join(out, "engine.js");
const tableLine = 'const FAMILY_TABLE = ["./pkg", "families.js"].join("/");';
const engineCode = readFileSync(engineFile, "utf8");
if (!engineCode.includes(tableLine)) throw new Error("www/engine.js no longer names its family table as pack.mjs expects");
writeFileSync(engineFile, engineCode.replace(tableLine, "const FAMILY_TABLE = null; // the package: every game uses the combined module (tools/pack/pack.mjs)"));
// The bindings' own fallback URL (unused: engine.js always passes the wasm) names the same
// file, so that a bundler following it finds the one wasm of the package.
const bindings = path.join(out, pair.names["pkg/boardgames.js"]);
const fallback = "new URL('boardgames_bg.wasm', import.meta.url)";
const code = readFileSync(bindings, "utf8");
if (code.includes(fallback)) writeFileSync(bindings, code.replace(fallback, `new URL('boardgames_bg-${pair.hash}.wasm', import.meta.url)`));
for (const f of ["engine-api.js", "board-game.d.ts", "engine.d.ts"]) copyFileSync(path.join(here, f), path.join(out, f));
writeFileSync(path.join(out, "README.md"), readFileSync(path.join(here, "README.md"), "utf8").replaceAll("@VERSION@", version));

const pkg = {
  name: NAME,
  version,
  description: "<board-game>: a playable board for draughts (15 variants), chess, shogi and more, with a Rust rules engine in WebAssembly",
  license: "MIT",
  type: "module",
  main: "./board-game.js",
  types: "./board-game.d.ts",
  exports: {
    ".": { types: "./board-game.d.ts", default: "./board-game.js" },
    "./engine": { types: "./engine.d.ts", default: "./engine-api.js" },
    "./package.json": "./package.json",
  },
  // The element registers itself on import, and its pieces load on demand.
  sideEffects: ["./board-game.js", "./board/*.js", "./pieces/*.js"],
  files: ["README.md", "board-game.d.ts", "engine.d.ts", "engine-api.js", ...files.map(packaged)],
  keywords: ["draughts", "checkers", "chess", "shogi", "board-game", "web-component", "custom-element", "wasm"],
};
writeFileSync(path.join(out, "package.json"), JSON.stringify(pkg, null, 2) + "\n");
console.log(`pack: ${NAME}@${version} staged in ${path.relative(repo, out)} (${files.length} files from www/)`);
