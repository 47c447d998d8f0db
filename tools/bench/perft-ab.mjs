// Old against new on a shared machine: `node tools/bench/perft-ab.mjs PKG_A PKG_B ROUNDS "game depth [k=v,...]"...`
// loads two builds of www/pkg (for example a copy of the old one and the fresh one), runs each
// perft ROUNDS times alternating A and B so that both see the same load, and prints each side's
// median and best M nodes/s (a run's time is the smaller of its wall-clock and CPU times, as in
// measure.mjs) and the ratio of the medians. Both builds must give the same count.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

async function load(dir) {
  const api = await import(pathToFileURL(path.join(path.resolve(dir), "boardgames.js")).href + "?" + dir);
  await api.default({ module_or_path: readFileSync(path.join(dir, "boardgames_bg.wasm")) });
  return api;
}

const [a, b, roundsText, ...cases] = process.argv.slice(2);
if (!a || !b || !cases.length) {
  console.error('usage: node tools/bench/perft-ab.mjs PKG_A PKG_B ROUNDS "game depth [k=v,...]"...');
  process.exit(2);
}
const apis = [await load(a), await load(b)];
const rounds = Math.max(1, Number(roundsText));
const median = (x) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)];
for (const c of cases) {
  const [game, depthText, opts = ""] = c.split(" ");
  const options = Object.fromEntries(
    opts
      .split(",")
      .filter(Boolean)
      .map((p) => {
        const [k, v] = p.split("=");
        return [k, v === "true" ? true : v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v];
      }),
  );
  const depth = Number(depthText);
  const games = apis.map((api) => new api.Game(game, options));
  games.forEach((g) => g.perft(Math.max(1, depth - 2))); // warm-up
  const rates = [[], []];
  const nodes = [0, 0];
  for (let r = 0; r < rounds; r++) {
    for (const i of [0, 1]) {
      const u0 = process.cpuUsage();
      const t0 = performance.now();
      nodes[i] = Number(games[i].perft(depth));
      const wall = (performance.now() - t0) / 1000;
      const u = process.cpuUsage(u0);
      const cpu = (u.user + u.system) / 1e6;
      rates[i].push(nodes[i] / Math.min(wall, cpu || wall) / 1e6);
    }
  }
  if (nodes[0] !== nodes[1]) console.log(`${game}: the counts differ, ${nodes[0]} and ${nodes[1]}`);
  const [ma, mb] = rates.map(median);
  console.log(
    `${game}${opts ? ` (${opts})` : ""} perft(${depth}) = ${nodes[1]}: A median ${ma.toFixed(2)} (best ${Math.max(...rates[0]).toFixed(2)}), ` +
      `B median ${mb.toFixed(2)} (best ${Math.max(...rates[1]).toFixed(2)}) M nodes/s wasm; B/A ${(mb / ma).toFixed(2)}`,
  );
}
