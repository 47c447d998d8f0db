// `node tools/preload-list.mjs [--write]`: the modules the page loads at start (the static
// imports reachable from www/app.js, with the first of the engine's generated www/pkg/ files
// they name; the build-hashed files behind it and the modules loaded on first use through
// `import()` are not among them), which index.html names as
// <link rel="modulepreload"> so that the browser fetches them all at once instead of one
// level of imports after another (issue 13: the first board at 4x CPU throttling).
// Prints the list; --write rewrites index.html's block between the two markers.
// tests/js/preload.test.mjs checks that index.html's list is this one.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const START = "<!-- modulepreload: node tools/preload-list.mjs --write -->";
export const END = "<!-- /modulepreload -->";

/** Static import specifiers of a module's source (`import ... from "x"`, `export ... from "x"`, `import "x"`). */
export function staticImports(source) {
  const out = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s[^;'"]*?from\s*"([^"]+)"|^\s*import\s*"([^"]+)"/gm)) out.push(m[1] ?? m[2]);
  return out;
}

/** The start-up modules, paths from the repository root, in the order first reached. */
export function startupModules(root = ROOT, entry = "www/app.js") {
  const seen = [];
  const walk = (file) => {
    if (seen.includes(file)) return;
    seen.push(file);
    // The engine's generated files: named (version.js names the build's bindings, which
    // are found from it early), not read (they are built, and their names carry a hash).
    if (file.startsWith("www/pkg/")) return;
    for (const spec of staticImports(readFileSync(path.join(root, file), "utf8"))) {
      if (!spec.startsWith(".")) continue;
      walk(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec.split("?")[0])));
    }
  };
  walk(entry);
  return seen;
}

/** index.html's block of modulepreload links for `modules`. */
export const preloadBlock = (modules) => [START, ...modules.map((m) => `<link rel="modulepreload" href="${m}">`), END].join("\n");

/** The modules index.html names in its block (null when it has no block). */
export function listedModules(html) {
  const a = html.indexOf(START), b = html.indexOf(END);
  if (a < 0 || b < a) return null;
  return [...html.slice(a, b).matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const modules = startupModules();
  if (process.argv.includes("--write")) {
    const file = path.join(ROOT, "index.html");
    const html = readFileSync(file, "utf8");
    const a = html.indexOf(START), b = html.indexOf(END);
    if (a < 0 || b < a) throw new Error(`index.html has no ${START} ... ${END} block`);
    writeFileSync(file, html.slice(0, a) + preloadBlock(modules) + html.slice(b + END.length));
  }
  console.log(modules.join("\n"));
}
