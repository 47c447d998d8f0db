// `node tools/bench/summary.mjs RESULTS`: the closing tables of `./build.sh bench`, from the
// JSON lines that build.sh (native runs), tools/bench.mjs (wasm runs) and tools/bench/peers.mjs
// appended to RESULTS. Checks that native and wasm give the same count, and the count of
// reference where one is known; exits non-zero when a count is wrong.

import { readFileSync } from "node:fs";
import path from "node:path";
import { mnps, repo } from "./measure.mjs";

const [resultsFile] = process.argv.slice(2);
const records = readFileSync(resultsFile, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));

// Reference counts from the start: the draughts data file of the Rust tests, and the published
// chess and shogi counts and the small games' Rust tests' counts for the others.
const reference = new Map(); // "game|options" -> [d1, d2, ...]
for (const line of readFileSync(path.join(repo, "tests", "data", "perft_draughts.txt"), "utf8").split("\n")) {
  if (!line.trim() || line.startsWith("#")) continue;
  const [game, options, start, counts] = line.split("|").map((f) => f.trim());
  if (start === "start") reference.set(`${game}|${options}`, counts.split(/\s+/).map(Number));
}
reference.set("chess|", [20, 400, 8902, 197281, 4865609, 119060324]);
reference.set("shogi|", [30, 900, 25470, 719731, 19861490, 547581517]);
reference.set("alquerque|", [4, 8, 41, 426, 7569, 132961, 2688109]);
reference.set("alquerque|rules=bell", [4, 8, 41, 364, 4338, 63898, 992193]);
reference.set("zonghen|", [56, 3108, 171192, 9322982]);
reference.set("binary|", [30, 14940, 6954510]);
reference.set("incorrect-checkers|", [13, 190, 3546, 70037, 1625963]);

function table(head, rows, rightAligned) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (cells) => cells.map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ").trimEnd();
  console.log(fmt(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(fmt(r));
}

let wrong = [];
const cases = [];
for (const r of records.filter((r) => r.side === "native")) {
  const wasm = records.find((w) => w.side === "wasm" && w.game === r.game && w.options === r.options && w.depth === r.depth);
  cases.push({ native: r, wasm });
}
const rows = cases.map(({ native, wasm }) => {
  const key = `${native.game}|${native.options}`;
  const expected = reference.get(key)?.[native.depth - 1];
  let check = expected === undefined ? "no ref" : "ref ok";
  if (expected !== undefined && native.nodes !== expected) {
    check = "WRONG";
    wrong.push(`${key} perft(${native.depth}): native ${native.nodes}, reference ${expected}`);
  }
  if (!wasm || wasm.nodes !== native.nodes) {
    check = "WRONG";
    wrong.push(`${key} perft(${native.depth}): native ${native.nodes}, wasm ${wasm ? wasm.nodes : "missing"}`);
  }
  const nRate = native.nodes / native.seconds;
  const wRate = wasm ? wasm.nodes / wasm.seconds : NaN;
  return [
    native.game + (native.options ? ` (${native.options})` : ""),
    String(native.depth),
    String(native.nodes),
    native.seconds.toFixed(3),
    mnps(nRate),
    wasm ? wasm.seconds.toFixed(3) : "-",
    wasm ? mnps(wRate) : "-",
    wasm ? `${(nRate / wRate).toFixed(2)}x` : "-",
    check,
  ];
});

console.log("Perft from the start position, the last ply counted in bulk (the legal moves of each node");
console.log("at depth 1 are generated and counted, not played), same count natively and in wasm.");
console.log("Times: the best of several runs; a run's time is the smaller of its wall-clock and CPU times");
console.log("(the machine may be shared: see tools/bench/measure.mjs).\n");
table(
  ["game", "depth", "nodes", "native s", "native M nodes/s", "wasm s", "wasm M nodes/s", "native/wasm", "count"],
  rows,
  new Set([1, 2, 3, 4, 5, 6, 7]),
);

const peers = records.filter((r) => r.peer);
if (peers.length) {
  console.log(`\nOur wasm against the npm libraries, perft in the same Node process (tools/bench/peers.mjs`);
  console.log("tells how each side counts the last ply); nodes/s of the best run of each, timed as above,");
  console.log("every side in samples of at least 0.5 s.\n");
  const peerRows = peers.map((p) => {
    const agrees = p.nodes === p.oursNodes;
    if (!agrees) wrong.push(`${p.peer}: ${p.position} perft(${p.depth}) = ${p.nodes}, ours ${p.oursNodes} (a finding about the peer)`);
    return [
      `${p.position} d${p.depth}`,
      p.peer,
      agrees ? "same" : "DIFFERS",
      mnps(p.nodes / p.seconds),
      mnps(p.oursNodes / p.oursSeconds),
      `${p.ratio.toFixed(1)}x`,
      p.target ? `>= ${p.target}x` : "-",
      p.target ? (p.ratio >= p.target ? "met" : "NOT MET") : "(information)",
    ];
  });
  table(["position", "peer", "count", "peer M nodes/s", "ours M nodes/s", "ours/peer", "target", ""], peerRows, new Set([3, 4, 5]));
}

if (wrong.length) {
  console.log(`\nCounts that differ:\n- ${wrong.join("\n- ")}`);
  if (wrong.some((w) => !w.includes("finding about the peer"))) process.exit(1);
}
