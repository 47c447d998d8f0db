// CPU time of the engine in wasm (Node) at given positions (issue 34): a fresh game's first
// legalMoves() (its move generation), and the 42 questions the page asked on opening a link
// (29 outcome(), 9 view(), 4 legalMoves()), best of three fresh games each.
//
//   node tools/bench/positions-wasm.mjs [--pkg DIR] [--once] game=position ...
//   node tools/bench/positions-wasm.mjs --still-slow      (games::slow_positions::STILL_SLOW)
//   node tools/bench/positions-wasm.mjs --fixtures        (WORST_FOUND, KNOWN and STILL_SLOW)
//
// A game is its id, or its id and options as `GameSpec::name` writes them: "alquerque (rules=bell)".
//
// `--pkg DIR` times another build's www/pkg (e.g. a copy of the one before a change).

import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const flag = (name) => (args.includes(name) ? (args.splice(args.indexOf(name), 1), true) : false);
const pkgAt = args.indexOf("--pkg");
const pkg = pkgAt >= 0 ? args.splice(pkgAt, 2)[1] : fileURLToPath(new URL("../../www/pkg", import.meta.url));
const repeats = flag("--once") ? 1 : 3;
let cases = args.map((a) => a.split(/=(.*)/s).slice(0, 2));
const fixtures = flag("--fixtures");
if (flag("--still-slow") || fixtures || cases.length === 0) {
  const source = readFileSync(new URL("../../src/games/slow_positions.rs", import.meta.url), "utf8");
  /** The (game, position) rows of one of the file's tables. */
  const rows = (name) => {
    const table = source.slice(source.indexOf(`pub const ${name}`));
    return [...table.slice(0, table.indexOf("];")).matchAll(/\("([^"]+)", "([^"]+)"\)/g)].map((m) => [m[1], m[2]]);
  };
  cases = fixtures ? [...rows("WORST_FOUND"), ...rows("KNOWN"), ...rows("STILL_SLOW")] : rows("STILL_SLOW");
}

const api = await import(pathToFileURL(`${pkg}/boardgames.js`).href);
await api.default({ module_or_path: readFileSync(`${pkg}/boardgames_bg.wasm`) });

/** The least CPU time of `f` over fresh games at the position, in ms. */
function time(game, position, f) {
  // "alquerque (rules=bell)": the id, then the options.
  const [, id, options] = game.match(/^([a-z-]+)(?: \((.*)\))?$/);
  const opts = options ? Object.fromEntries(options.split(",").map((o) => o.split("="))) : undefined;
  let best = Infinity;
  for (let i = 0; i < repeats; i++) {
    const g = api.Game.fromPosition(id, position, opts);
    const t = process.cpuUsage();
    f(g);
    const u = process.cpuUsage(t);
    best = Math.min(best, (u.user + u.system) / 1000);
    g.free();
  }
  return best;
}

for (const [id, position] of cases) {
  const first = time(id, position, (g) => g.legalMoves());
  const page = time(id, position, (g) => {
    for (let i = 0; i < 29; i++) g.outcome();
    for (let i = 0; i < 9; i++) g.view();
    for (let i = 0; i < 4; i++) g.legalMoves();
  });
  console.log(`${id}\tlegalMoves ${first.toFixed(1)} ms\tthe page's 42 questions ${page.toFixed(1)} ms\t${position}`);
}
