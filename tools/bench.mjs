// `node tools/bench.mjs GAME DEPTH [REPEAT]`: perft speed through the wasm API in Node
// (www/pkg must be built). Perft counts the last ply in bulk: at depth 1 it returns
// the number of legal moves without playing them.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = path.join(repo, "www", "pkg");
const [game = "american", depthText = "9", repeatText = "3"] = process.argv.slice(2);
const depth = Number(depthText);
const repeat = Math.max(1, Number(repeatText));

const { default: init, Game } = await import(pathToFileURL(path.join(pkg, "boardgames.js")).href);
await init({ module_or_path: readFileSync(path.join(pkg, "boardgames_bg.wasm")) });

const g = new Game(game);
g.perft(Math.min(depth, 4)); // warm-up: compile the hot code before timing
let best = Infinity;
let nodes = 0;
for (let i = 0; i < repeat; i++) {
  const t = performance.now();
  nodes = g.perft(depth);
  best = Math.min(best, (performance.now() - t) / 1000);
}
console.log(
  `${game} perft(${depth}) = ${nodes}: ${best.toFixed(3)} s, ${(nodes / best / 1e6).toFixed(2)} M nodes/s wasm in Node ${process.version} (best of ${repeat}; last ply counted in bulk)`,
);
