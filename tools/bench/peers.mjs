// `node tools/bench/peers.mjs [--json FILE]`: perft in Node, our wasm side by side with the npm
// libraries chess.js and chessops (chess) and shogiops (shogi), on the same positions, in one
// process (issue 4 item 5). Every side's count is checked against the published count.
//
// How each side counts the last ply (the part of perft that differs between libraries):
// - ours: `Game.perft` generates the legal moves of each node at depth 1 and adds up their
//   number (bulk counting); leaves are never played.
// - chessops: its own `debug.perft` does the same: at depth 1 it adds up the sizes of the legal
//   destination sets (`allDests`, times four for promotions) without playing them.
// - shogiops: its own `debug.perft` plays every leaf (clone + play), so to count the same way
//   tools/bench/shogiops-bulk.mjs walks the tree with the same public calls and adds up the
//   legal destinations (twice where promotion is optional) and drop squares at depth 1.
//   shogiops' own perft is timed too, for information (it is not like for like).
// - chess.js: its own `perft` is its fastest count. chess.js has no legal move generator
//   that avoids playing moves: it tests a move's legality by making it, asking whether its
//   king is attacked and taking it back, and `perft` does exactly that at the last ply and
//   counts the survivors (no move generation at the leaves, no recursion). Counting
//   `moves().length` at depth 1 would do the same make/test/undo work and build a SAN string
//   and an object per move on top, so it would only be slower.
// So at every depth but the last, every side generates moves and plays each one; at the last
// ply no side generates moves at the leaves.

import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { Chess as ChessJs } from "chess.js";
import { Chess as ChessopsChess } from "chessops/chess";
import { parseFen } from "chessops/fen";
import { perft as chessopsPerft } from "chessops/debug";
import { parseSfen } from "shogiops/sfen";
import { perft as shogiopsPerft } from "shogiops/debug";
import { loadWasm, measure, mnps, repo } from "./measure.mjs";
import { shogiopsBulkPerft } from "./shogiops-bulk.mjs";

const jsonIndex = process.argv.indexOf("--json");
const jsonFile = jsonIndex > 0 ? process.argv[jsonIndex + 1] : null;

const version = (name) => JSON.parse(readFileSync(path.join(repo, "node_modules", name, "package.json"), "utf8")).version;

const CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const SHOGI_START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

const { Game } = await loadWasm();

// Each peer: how to set up the position, one perft, how it counts, and our target ratio.
const chessPeers = [
  {
    name: `chess.js ${version("chess.js")}`,
    counts: "own perft: last ply made, king-safety tested and taken back (its legality test)",
    target: 30,
    prepare: (fen) => new ChessJs(fen),
    perft: (pos, depth) => pos.perft(depth),
  },
  {
    name: `chessops ${version("chessops")}`,
    counts: "own debug.perft: last ply counted in bulk (legal destinations)",
    target: 3,
    prepare: (fen) => ChessopsChess.fromSetup(parseFen(fen).unwrap()).unwrap(),
    perft: (pos, depth) => chessopsPerft(pos, depth),
  },
];
const shogiPeers = [
  {
    name: `shogiops ${version("shogiops")}`,
    counts: "bulk: last ply counted from legal destinations and drop squares (shogiops-bulk.mjs)",
    target: 3,
    prepare: (sfen) => parseSfen("standard", sfen).unwrap(),
    perft: (pos, depth) => shogiopsBulkPerft(pos, depth),
  },
  {
    name: `shogiops ${version("shogiops")} own perft`,
    counts: "own debug.perft: plays every leaf (not like for like; for information)",
    target: null,
    prepare: (sfen) => parseSfen("standard", sfen).unwrap(),
    perft: (pos, depth) => shogiopsPerft(pos, depth),
  },
];

const cases = [
  { label: "chess start", game: "chess", text: CHESS_START, depth: 5, published: 4865609, peers: chessPeers },
  { label: "Kiwipete", game: "chess", text: KIWIPETE, depth: 4, published: 4085603, peers: chessPeers },
  { label: "shogi start", game: "shogi", text: SHOGI_START, depth: 4, published: 719731, peers: shogiPeers },
];

// Every side is timed in samples of at least SAMPLE seconds (a fast side runs its perft several
// times in a row per sample), at least two samples and for at least MIN_SECONDS; the best
// sample counts. So a fast side does not gain from picking the best of many short runs.
const SAMPLE = 0.5;
const MIN_SECONDS = 1.5;

function time(perft, depth) {
  perft(depth - 1); // warm-up: the JIT compiles the hot code before timing
  const t = performance.now();
  perft(depth);
  const once = (performance.now() - t) / 1000;
  const batch = Math.max(1, Math.ceil(SAMPLE / Math.max(once, 1e-4)));
  return measure(() => perft(depth), { minRuns: 2, maxRuns: 20, minSeconds: MIN_SECONDS, batch });
}

function line(name, r, counts, extra = "") {
  const s = `${r.seconds.toFixed(3)} s`;
  console.log(`  ${name.padEnd(26)} ${String(r.nodes).padStart(9)}  ${s.padStart(9)}  ${mnps(r.rate).padStart(7)} M nodes/s  best of ${r.samples} samples of ${r.batch} run${r.batch > 1 ? "s" : ""}  ${extra}`);
  console.log(`  ${"".padEnd(26)} ${counts}`);
}

const rows = [];
const findings = [];
let oursWrong = false;
for (const c of cases) {
  console.log(`\n${c.label}: perft(${c.depth}), published count ${c.published}`);
  const ours = Game.fromPosition(c.game, c.text);
  const us = time((d) => ours.perft(d), c.depth);
  line("ours (wasm)", us, "Game.perft: last ply counted in bulk (legal moves generated, not played)");
  if (us.nodes !== c.published) {
    oursWrong = true;
    findings.push(`OURS: ${c.label} perft(${c.depth}) = ${us.nodes}, published ${c.published}`);
  }
  for (const peer of c.peers) {
    const pos = peer.prepare(c.text);
    const r = time((d) => peer.perft(pos, d), c.depth);
    const ratio = us.rate / r.rate;
    const agrees = r.nodes === us.nodes && r.nodes === c.published;
    if (!agrees) findings.push(`${peer.name}: ${c.label} perft(${c.depth}) = ${r.nodes}; ours ${us.nodes}, published ${c.published}`);
    line(peer.name, r, peer.counts, `ours ${ratio.toFixed(1)}x${agrees ? "" : "  COUNT DIFFERS"}`);
    rows.push({ position: `${c.label} d${c.depth}`, peer: peer.name, agrees, ours: us.rate, theirs: r.rate, ratio, target: peer.target });
    if (jsonFile) {
      appendFileSync(jsonFile, JSON.stringify({ position: c.label, depth: c.depth, peer: peer.name, nodes: r.nodes, seconds: r.seconds, oursNodes: us.nodes, oursSeconds: us.seconds, ratio, target: peer.target }) + "\n");
    }
  }
}

if (!jsonFile) printTable(); // with --json the closing summary of ./build.sh bench prints it
console.log(findings.length ? `\nFindings (counts that differ):\n- ${findings.join("\n- ")}` : "\nEvery count agrees with ours and with the published count.");
if (oursWrong) process.exit(1);

function printTable() {
  console.log(`\nSummary: nodes/s in Node ${process.version}, ours (wasm) over each peer; best run of each`);
  const head = ["position", "peer", "count", "peer M/s", "ours M/s", "ours/peer", "target", ""];
  const body = rows.map((r) => [
    r.position,
    r.peer,
    r.agrees ? "same" : "DIFFERS",
    mnps(r.theirs),
    mnps(r.ours),
    `${r.ratio.toFixed(1)}x`,
    r.target ? `>= ${r.target}x` : "-",
    r.target ? (r.ratio >= r.target ? "met" : "NOT MET") : "(info)",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const fmt = (cells) => cells.map((c, i) => (i >= 3 && i <= 5 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ").trimEnd();
  console.log(fmt(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const b of body) console.log(fmt(b));
}
