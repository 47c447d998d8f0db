// `node tools/bench/sizes.mjs [--json FILE]`: the sizes a visitor downloads (issue 13.6),
// measured from the build, never typed: raw, gzip -9 and brotli (quality 11, as a host
// storing precompressed files would send; node:zlib) of
//   - the wasm: the combined module (www/pkg/boardgames_bg.wasm: every game; the single file
//     and the npm package use it) and each family module the page loads (www/pkg/families.js);
//   - the cold page, of the source site and of the deployed one (dist/, bundled): every
//     response index.html receives before its first board is drawn (for the deployed site
//     also with a saved game of shogi and of chess, whose family modules differ)
//     (board-game[ready]), measured by loading the served site in headless Chromium
//     (playwright-core) with the service worker blocked (its offline snapshot is not part
//     of the load) and summing the response bodies;
//   - the single file dist/boardgames.html (./build.sh dist; skipped when missing).
// Prints a table; --json appends one JSON line with the figures.

import { appendFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { execSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { coldPage as coldPageOf } from "./cold-page.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const jsonIndex = process.argv.indexOf("--json");
const jsonFile = jsonIndex >= 0 ? process.argv[jsonIndex + 1] : null;

const gzip = (b) => zlib.gzipSync(b, { level: 9 }).length;
const brotli = (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } }).length;
const sizes = (bodies) => ({ files: bodies.length, raw: bodies.reduce((s, b) => s + b.length, 0), gzip: bodies.reduce((s, b) => s + gzip(b), 0), brotli: bodies.reduce((s, b) => s + brotli(b), 0) });

const coldPage = (entry, savedGame) => coldPageOf(repo, entry, savedGame);

const rows = [];
const wasmFile = path.join(repo, "www/pkg/boardgames_bg.wasm");
if (!existsSync(wasmFile)) throw new Error("www/pkg/boardgames_bg.wasm is missing: run ./build.sh build");
rows.push({ what: "wasm, every game (www/pkg/boardgames_bg.wasm)", ...sizes([readFileSync(wasmFile)]) });
// The family modules, in families.js's order (build.sh writes it from the modules built).
const familiesFile = path.join(repo, "www/pkg/families.js");
if (!existsSync(familiesFile)) throw new Error("www/pkg/families.js is missing: run ./build.sh build");
const { FAMILY_OF, FAMILIES } = await import(pathToFileURL(familiesFile).href);
for (const family of Object.keys(FAMILIES)) {
  const file = `www/pkg/family-${family}_bg.wasm`;
  const games = Object.values(FAMILY_OF).filter((f) => f === family).length;
  rows.push({ what: `wasm, ${family} (${games} game${games === 1 ? "" : "s"}: ${file})`, ...sizes([readFileSync(path.join(repo, file))]) });
}
const cold = await coldPage("index.html");
rows.push({ what: "cold page, source site (index.html to the first board)", ...sizes(cold.map((r) => r.body)) });
// What a host deploys: dist/, the site bundled and minified (./build.sh dist, tools/bundle-site.mjs).
const deployed = existsSync(path.join(repo, "dist/index.html")) ? await coldPage("dist/index.html") : null;
if (deployed) rows.push({ what: "cold page, deployed site (dist/index.html)", ...sizes(deployed.map((r) => r.body)) });
else rows.push({ what: "cold page, deployed site: dist/ missing, run ./build.sh dist", files: 0, raw: 0, gzip: 0, brotli: 0 });
// The same for a visitor whose saved game is shogi (the largest family module) and chess.
const others = [];
for (const game of deployed ? ["shogi", "chess"] : []) {
  const bodies = await coldPage("dist/index.html", game);
  others.push(...bodies);
  rows.push({ what: `cold page, deployed site, saved game ${game}`, ...sizes(bodies.map((r) => r.body)) });
}
const single = path.join(repo, "dist/boardgames.html");
if (existsSync(single)) rows.push({ what: "single file (dist/boardgames.html)", ...sizes([readFileSync(single)]) });
else rows.push({ what: "single file (dist/boardgames.html): missing, run ./build.sh dist", files: 0, raw: 0, gzip: 0, brotli: 0 });

let commit = "unknown";
try {
  commit = execSync("git rev-parse --short HEAD", { cwd: repo, encoding: "utf8" }).trim();
  if (execSync("git status --porcelain --untracked-files=no", { cwd: repo, encoding: "utf8" }).trim()) commit += "+changes";
} catch {}
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
console.log(`sizes of commit ${commit}, ${new Date().toISOString().slice(0, 10)} (KB = 1000 bytes; node:zlib gzip level 9 and brotli quality 11)`);
const head = ["", "files", "raw", "gzip", "brotli"];
const cells = rows.map((r) => [r.what, String(r.files), kb(r.raw), kb(r.gzip), kb(r.brotli)]);
const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const fmt = (c) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join("  ");
console.log(fmt(head));
for (const c of cells) console.log(fmt(c));
if (process.env.VERBOSE) for (const r of [...cold, ...(deployed ?? []), ...others]) console.log(`  ${r.body.length.toString().padStart(8)}  ${r.url}`);
if (jsonFile) appendFileSync(jsonFile, JSON.stringify({ kind: "sizes", commit, date: new Date().toISOString(), rows }) + "\n");
