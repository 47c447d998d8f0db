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
// Best of `repeat` runs, in wall-clock time and in CPU time (the machine may be shared).
let best = Infinity;
let bestCpu = Infinity;
let nodes = 0;
for (let i = 0; i < repeat; i++) {
  const cpu = process.cpuUsage();
  const t = performance.now();
  nodes = g.perft(depth);
  best = Math.min(best, (performance.now() - t) / 1000);
  const used = process.cpuUsage(cpu);
  bestCpu = Math.min(bestCpu, (used.user + used.system) / 1e6);
}
const rate = (s) => (nodes / s / 1e6).toFixed(2);
console.log(
  `${game} perft(${depth}) = ${nodes}: ${best.toFixed(3)} s, ${rate(best)} M nodes/s wasm in Node ${process.version} ` +
    `(CPU ${bestCpu.toFixed(3)} s, ${rate(bestCpu)} M nodes/s; best of ${repeat}; last ply counted in bulk)`,
);
