// Writes the page's puzzle modules from the generator's files: data/puzzles/GAME.txt ->
// www/puzzles/data/GAME.js (`export default` the lines, unchanged) and the loaders' list
// www/puzzles/data/index.js (one literal dynamic import a game: the offline snapshot and the
// single file find them, and the page loads a game's puzzles only when its puzzle mode opens).
// `node tools/puzzles-pack.mjs` checks they are up to date (exit 1 if not); `--write` writes them.

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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
  for (const game of games) {
    const lines = readFileSync(path.join(source, `${game}.txt`), "utf8").split("\n").filter((l) => l.trim());
    if (!lines.length) continue;
    out[`${game}.js`] = `// Written by tools/puzzles-pack.mjs from data/puzzles/${game}.txt (docs/puzzles.md): do not edit.\nexport default ${JSON.stringify(lines.join("\n") + "\n")};\n`;
    loaders.push(`  ${JSON.stringify(game)}: () => import("./${game}.js"),`);
  }
  out["index.js"] = `// Written by tools/puzzles-pack.mjs (docs/puzzles.md): do not edit.\n// The shipped puzzles, one module per game, loaded only by the puzzle mode.\nexport const LOADERS = {\n${loaders.join("\n")}\n};\n`;
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = packedFiles();
  const write = process.argv.includes("--write");
  let stale = 0;
  if (write) mkdirSync(target, { recursive: true });
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
