// What telling a record's game costs beside reading it (issue 34 point 4): a shogi game of
// 600 moves (seeded, as tests/js/detect-record.test.mjs plays it) written as KIF, then
// `detectRecord` and a whole `loadRecord` timed under Node, the mean of 10 runs each.
//
//   node tools/bench/detect-record.mjs [--pkg DIR]
//
// `--pkg DIR` measures another build's www/pkg (e.g. a copy of the one before a change).

import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const pkgAt = args.indexOf("--pkg");
const pkg = pkgAt >= 0 ? args[pkgAt + 1] : fileURLToPath(new URL("../../www/pkg", import.meta.url));
const api = await import(pathToFileURL(`${pkg}/boardgames.js`).href);
await api.default({ module_or_path: readFileSync(`${pkg}/boardgames_bg.wasm`) });
const { Game, detectRecord } = api;

const g = new Game("shogi");
for (let ply = 0; ply < 600; ply++) {
  const moves = g.legalMoves();
  g.play(moves[(ply * 5 + 1) % moves.length].notation);
}
const kif = g.record();
const mean = (fn) => {
  const t = performance.now();
  for (let i = 0; i < 10; i++) fn();
  return ((performance.now() - t) / 10).toFixed(1);
};
const detect = mean(() => detectRecord(kif));
const read = mean(() => new Game("shogi").loadRecord(kif));
console.log(`600-move KIF (${kif.length} characters): detectRecord ${detect} ms, loadRecord ${read} ms`);
