// The computer player's speed in wasm: for each game, level 6 thinks for `--ms` on the
// start position and after a few plies, and the search's own counters give nodes (or
// Monte Carlo playouts) per second. Native figures come from `boardgames ai-bench`.
//   node tools/bench/search.mjs [--ms 1000] [game ...]

import { loadWasm } from "./measure.mjs";

const args = process.argv.slice(2);
const msAt = args.indexOf("--ms");
const ms = msAt >= 0 ? Number(args[msAt + 1]) : 1000;
const only = args.filter((a, i) => !a.startsWith("--") && (msAt < 0 || i !== msAt + 1));
const { Game, catalog, searchStats } = await loadWasm();

const rows = [];
for (const { id } of catalog()) {
  if (only.length && !only.includes(id)) continue;
  const g = new Game(id);
  let nodes = 0, playouts = 0, elapsed = 0, depth = 0;
  for (let i = 0; i < 2; i++) {
    const mv = g.bestMove({ level: 6, timeMs: ms });
    const s = searchStats();
    nodes += s.nodes;
    playouts += s.playouts;
    elapsed += s.elapsedMs;
    depth = Math.max(depth, s.depth);
    if (mv) g.play(mv.notation);
    // Move on a few plies so the second search is not from the start.
    for (let k = 0; k < 3 && g.legalMoves().length; k++) g.play(g.legalMoves()[k % g.legalMoves().length].notation);
  }
  g.free?.();
  const secs = Math.max(elapsed, 1) / 1000;
  rows.push({ id, knps: nodes / secs / 1000, playoutsPerSec: playouts / secs, depth });
  console.log(
    `${id.padEnd(20)} ${playouts ? `${(playouts / secs).toFixed(0).padStart(8)} playouts/s (Monte Carlo)` : `${(nodes / secs / 1e6).toFixed(2).padStart(8)} M nodes/s, depth ${depth}`}  (wasm, level 6, ${ms} ms)`,
  );
}
