// Shared by the benchmark scripts: loading our wasm in Node, and timing a perft.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Our wasm module from www/pkg (built by ./build.sh), initialised: `{ Game, catalog }`. */
export async function loadWasm() {
  // BOARDGAMES_PKG=dir measures another build (a copy of www/pkg), for old/new comparisons.
  const pkg = process.env.BOARDGAMES_PKG ? path.resolve(process.env.BOARDGAMES_PKG) : path.join(repo, "www", "pkg");
  const api = await import(pathToFileURL(path.join(pkg, "boardgames.js")).href);
  await api.default({ module_or_path: readFileSync(path.join(pkg, "boardgames_bg.wasm")) });
  return api;
}

/**
 * Times `run()` (one perft, returning its node count). The machine may be shared, so a run's
 * time is the smaller of its wall-clock time (which includes waiting for a core) and the
 * process's CPU time over it (which includes any work of other threads, such as a garbage
 * collector's): both are upper bounds of the run's undisturbed time. Runs at least `minRuns`
 * times and until `minSeconds` have passed (at most `maxRuns`); the best run counts. Every
 * run must give the same count. With `batch` > 1 each timed sample is `batch` runs in a row
 * (so that short runs are timed over a span as long as a slower library's single run) and
 * one run's time is the sample's time / `batch`.
 */
export function measure(run, { minRuns = 2, maxRuns = 20, minSeconds = 1, batch = 1 } = {}) {
  let best = Infinity;
  let bestWall = Infinity;
  let bestCpu = Infinity;
  let nodes = null;
  let samples = 0;
  const start = performance.now();
  while (samples < minRuns || (samples < maxRuns && (performance.now() - start) / 1000 < minSeconds)) {
    const cpu = process.cpuUsage();
    const t = performance.now();
    let n = run();
    for (let i = 1; i < batch; i++) {
      if (run() !== n) throw new Error("perft gave two different counts");
    }
    const wall = (performance.now() - t) / 1000 / batch;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6 / batch;
    if (nodes !== null && n !== nodes) throw new Error(`perft gave ${n}, then ${nodes}`);
    nodes = n;
    best = Math.min(best, wall, cpuSeconds);
    bestWall = Math.min(bestWall, wall);
    bestCpu = Math.min(bestCpu, cpuSeconds);
    samples++;
  }
  return { nodes, seconds: best, wallSeconds: bestWall, cpuSeconds: bestCpu, runs: samples * batch, samples, batch, rate: nodes / best };
}

/** Millions of nodes per second, two decimals. */
export const mnps = (rate) => (rate / 1e6).toFixed(2);
