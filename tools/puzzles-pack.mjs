// Writes the page's puzzle modules from the generator's files (docs/puzzles.md, "Loading"):
// data/puzzles/GAME.txt -> www/puzzles/data/GAME.js, a sample of SAMPLE lines spread over the
// ratings (`export default` the lines, unchanged), and www/puzzles/data/GAME-more.js, the rest;
// www/puzzles/data/index.js lists the samples' loaders and each game's count, more.js the rest's
// (one literal dynamic import a module: the offline snapshot finds them all, and the page loads a
// game's puzzles only when its puzzle mode opens). The single file leaves more.js out
// (build.sh: `--external`): it carries the samples only and says so.
// `node tools/puzzles-pack.mjs` checks they are up to date (exit 1 if not); `--write` writes them.

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(repo, "data", "puzzles");
const target = path.join(repo, "www", "puzzles", "data");

/** The files the data gives: { relative path: text }. */
export function packedFiles() {
  const games = readdirSync(source)
    .filter((f) => f.endsWith(".txt"))
    .map((f) => f.slice(0, -4))
    .sort();
  const out = {};
  const loaders = [];
  const counts = [];
  const more = [];
  const module = (game, from, lines) =>
    `// Written by tools/puzzles-pack.mjs from data/puzzles/${game}.txt (docs/puzzles.md): do not edit.\n// ${from}\nexport default ${JSON.stringify(lines.join("\n") + "\n")};\n`;
  for (const game of games) {
    const lines = readFileSync(path.join(source, `${game}.txt`), "utf8").split("\n").filter((l) => l.trim());
    if (!lines.length) continue;
    const { sample, rest } = splitSample(lines);
    out[`${game}.js`] = module(game, `The sample: ${sample.length} of ${lines.length} puzzles, spread over the ratings.`, sample);
    loaders.push(`  ${JSON.stringify(game)}: () => import("./${game}.js"),`);
    counts.push(`  ${JSON.stringify(game)}: ${lines.length},`);
    if (!rest.length) continue;
    out[`${game}-more.js`] = module(game, `The rest: ${rest.length} of ${lines.length} puzzles (not in the single file).`, rest);
    more.push(`  ${JSON.stringify(game)}: () => import("./${game}-more.js"),`);
  }
  const head = "// Written by tools/puzzles-pack.mjs (docs/puzzles.md): do not edit.\n";
  out["index.js"] =
    head +
    `// The shipped puzzles, loaded only by the puzzle mode: each game's sample, its count, and the rest's loaders.\n` +
    `export const LOADERS = {\n${loaders.join("\n")}\n};\nexport const COUNTS = {\n${counts.join("\n")}\n};\n` +
    `export const loadMore = () => import("./more.js");\n`;
  out["more.js"] = head + `// Each game's puzzles beyond its sample (the single file leaves this module out).\nexport const MORE = {\n${more.join("\n")}\n};\n`;
  return out;
}

/** Puzzles a game's sample holds (the single file carries the samples only). */
export const SAMPLE = 30;

/**
 * A game's lines split into a sample of SAMPLE lines spread evenly over the ratings (every
 * level of player finds some) and the rest, each in the file's order.
 */
export function splitSample(lines) {
  if (lines.length <= SAMPLE) return { sample: lines, rest: [] };
  const byRating = lines.map((l, i) => ({ i, rating: Number(l.split("|")[4]) })).sort((a, b) => a.rating - b.rating || a.i - b.i);
  const picked = new Set();
  for (let k = 0; k < SAMPLE; k++) picked.add(byRating[Math.floor(((k + 0.5) * lines.length) / SAMPLE)].i);
  return { sample: lines.filter((_, i) => picked.has(i)), rest: lines.filter((_, i) => !picked.has(i)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = packedFiles();
  const write = process.argv.includes("--write");
  let stale = 0;
  if (write) mkdirSync(target, { recursive: true });
  // A module the data no longer gives (a game's rest once it fits in its sample).
  for (const name of existsSync(target) ? readdirSync(target) : []) {
    if (Object.hasOwn(files, name)) continue;
    if (write) rmSync(path.join(target, name));
    else {
      console.error(`stale: www/puzzles/data/${name} (node tools/puzzles-pack.mjs --write)`);
      stale++;
    }
  }
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(target, name);
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
    if (write) writeFileSync(file, text);
    else {
      console.error(`stale: www/puzzles/data/${name} (node tools/puzzles-pack.mjs --write)`);
      stale++;
    }
  }
  process.exit(stale ? 1 : 0);
}
