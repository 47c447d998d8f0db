// `node tools/bench.mjs GAME DEPTH [REPEAT] [--options k=v,...] [--seconds S] [--json FILE]`:
// perft speed from the start through the wasm API in Node (www/pkg must be built). Perft
// counts the last ply in bulk: at depth 1 it returns the number of legal moves without
// playing them. REPEAT (default 3) runs are timed and the best is kept (a run's time is the
// smaller of its wall-clock and CPU times: see tools/bench/measure.mjs); with `--seconds S`
// runs repeat until S seconds have passed instead (at least two, at most 50). `--json FILE`
// appends the result as one JSON line (for the summary table of `./build.sh bench`).

import { appendFileSync } from "node:fs";
import { loadWasm, measure, mnps } from "./bench/measure.mjs";

const positional = [];
let optionsText = "";
let jsonFile = null;
let seconds = null;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--options") optionsText = argv[++i] ?? "";
  else if (argv[i] === "--json") jsonFile = argv[++i];
  else if (argv[i] === "--seconds") seconds = Number(argv[++i]);
  else positional.push(argv[i]);
}
const [game = "american", depthText = "9", repeatText = "3"] = positional;
const depth = Number(depthText);
const repeat = Math.max(1, Number(repeatText));

/** `board=8,rules=bell,flag=true` as the API's options object (the same syntax as the CLI). */
function parseOptions(text) {
  const options = {};
  for (const pair of text.split(",").filter(Boolean)) {
    const [name, value] = pair.split("=");
    if (value === undefined) throw new Error(`option '${pair}' must be name=value`);
    options[name] = value === "true" ? true : value === "false" ? false : /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return options;
}

const { Game } = await loadWasm();
const g = new Game(game, parseOptions(optionsText));
g.perft(Math.max(1, depth - 2)); // warm-up: compile the hot code before timing
const timing = seconds === null ? { minRuns: repeat, maxRuns: repeat, minSeconds: 0 } : { minRuns: 2, maxRuns: 50, minSeconds: seconds };
const r = measure(() => g.perft(depth), timing);
const label = optionsText ? `${game} (${optionsText})` : game;
console.log(
  `${label} perft(${depth}) = ${r.nodes}: ${r.seconds.toFixed(3)} s, ${mnps(r.rate)} M nodes/s wasm in Node ${process.version} ` +
    `(best of ${r.runs}; wall clock ${r.wallSeconds.toFixed(3)} s, CPU ${r.cpuSeconds.toFixed(3)} s; last ply counted in bulk)`,
);
if (jsonFile) {
  const record = { game, options: optionsText, depth, side: "wasm", nodes: r.nodes, seconds: r.seconds, wallSeconds: r.wallSeconds, cpuSeconds: r.cpuSeconds, runs: r.runs };
  appendFileSync(jsonFile, JSON.stringify(record) + "\n");
}
