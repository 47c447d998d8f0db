// The computer player's search speed in wasm on a loaded machine: level 6 searches a fixed
// number of nodes (`--nodes`, default 300000) with a fixed seed from the start and after a
// few plies, and the speed is those nodes over the process's CPU time (not the wall clock,
// which on a shared machine counts the time spent waiting for a core). The same build gives
// the same nodes and moves every run, so old and new builds compare on equal work:
//   BOARDGAMES_PKG=dir node tools/bench/search-cpu.mjs [--nodes N] [--runs R] [game ...]
// (tools/bench/search.mjs measures at a time limit instead, as the page plays.)

import { loadWasm } from "./measure.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const nodes = opt("--nodes", 300000);
const runs = opt("--runs", 3);
const games = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));
const { Game, searchStats } = await loadWasm();

for (const id of games.length ? games : ["american", "international", "chess", "shogi"]) {
  let best = Infinity, counted = 0;
  for (let r = 0; r < runs; r++) {
    const g = new Game(id);
    for (let k = 0; k < 4; k++) g.play(g.legalMoves()[(k * 3) % g.legalMoves().length].notation);
    const before = process.cpuUsage();
    g.bestMove({ level: 6, nodes, seed: 1 });
    const used = process.cpuUsage(before);
    const seconds = (used.user + used.system) / 1e6;
    counted = searchStats().nodes;
    best = Math.min(best, seconds);
    g.free?.();
  }
  console.log(`${id.padEnd(14)} ${(counted / best / 1e6).toFixed(3)} M nodes/s (${counted} nodes, best of ${runs}: ${best.toFixed(3)} s CPU)`);
}
