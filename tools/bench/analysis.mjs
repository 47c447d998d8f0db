// How deep the analysis gets in a fixed time, in wasm (issue 12): for every game, g.analyse
// with one line from the start position and from a position a few plies in, and the depth
// (alpha-beta) or the tree depth (Monte Carlo) it reached, with the nodes or playouts of
// the second.
//   node tools/bench/analysis.mjs [--ms 1000] [game ...]

import { loadWasm } from "./measure.mjs";

const args = process.argv.slice(2);
const msAt = args.indexOf("--ms");
const ms = msAt >= 0 ? Number(args[msAt + 1]) : 1000;
const only = args.filter((a, i) => !a.startsWith("--") && (msAt < 0 || i !== msAt + 1));
const { Game, catalog } = await loadWasm();

console.log(`${"game".padEnd(20)} ${"start".padStart(6)} ${"later".padStart(6)}  kind       (depth reached by g.analyse in ${ms} ms, wasm)`);
for (const { id } of catalog()) {
  if (only.length && !only.includes(id)) continue;
  const g = new Game(id);
  const depths = [];
  let kind = "";
  for (let i = 0; i < 2; i++) {
    const a = g.analyse({ timeMs: ms });
    depths.push(a.depth);
    kind = `${a.kind}, ${a.nodes} ${a.kind === "winrate" ? "playouts" : "nodes"}`;
    // A few plies on, so the second analysis is not from the start.
    for (let k = 0; k < 4 && g.legalMoves().length && !g.outcome(); k++) g.play(g.legalMoves()[k % g.legalMoves().length].notation);
  }
  g.free();
  console.log(`${id.padEnd(20)} ${String(depths[0]).padStart(6)} ${String(depths[1]).padStart(6)}  ${kind}`);
}
