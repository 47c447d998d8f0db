// Records with variations and comments through the wasm API: `g.record(format, line)`
// writes a line's variations and comments, `g.loadRecord(text)` returns the loaded mainline
// as a line; bad lines throw an Error and change nothing, and 10,000 hostile calls leak
// nothing (the module still plays a game afterwards).

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, snapshot, wasm } from "./engine.mjs";

/** A game of `moves` and the line of it with a comment and a nested variation. */
function chessLine() {
  const g = new Game("chess");
  for (const m of ["e4", "e5", "Nf3", "Nc6"]) g.play(m);
  const line = [
    { move: "e4", comment: "[%eval 0.17]", variations: [[{ move: "d4" }, { move: "d5", variations: [[{ move: "Nf6", comment: "indian" }]] }]] },
    { move: "e5" },
    { move: "Nf3" },
    { move: "Nc6", comment: "two knights" },
  ];
  return { g, line };
}

test("record(format, line) writes variations and comments and loadRecord returns them", () => {
  const { g, line } = chessLine();
  const pgn = g.record(undefined, line);
  assert.match(pgn, /1\. e4 \{\[%eval 0\.17\]\} \(1\. d4 d5 \(1\.\.\. Nf6 \{indian\}\)\) 1\.\.\. e5/);
  assert.equal(g.record(null, line), pgn);
  const fresh = new Game("chess");
  assert.deepEqual(fresh.loadRecord(pgn), line);
  assert.deepEqual(fresh.history(), g.history());
  // Without a line the record is the mainline alone, as before; loadRecord returns a flat line.
  const plain = g.record();
  assert.equal(g.record(undefined, null), plain);
  assert.deepEqual(new Game("chess").loadRecord(plain), g.history().map((move) => ({ move })));
});

test("PDN, KIF, CSA and the small games' record carry the line too", () => {
  const american = new Game("american");
  for (const m of ["11-15", "23-19", "8-11"]) american.play(m);
  const aLine = [{ move: "11-15" }, { move: "23-19", comment: "the Old Fourteenth", variations: [[{ move: "22-18" }, { move: "15x22" }]] }, { move: "8-11" }];
  const pdn = american.record(undefined, aLine);
  assert.match(pdn, /\(1\.\.\. 22-18 2\. 15x22\)/);
  assert.deepEqual(new Game("american").loadRecord(pdn), aLine);

  const shogi = new Game("shogi");
  for (const m of ["7g7f", "3c3d", "2g2f"]) shogi.play(m);
  const sLine = [{ move: "7g7f", comment: "初手" }, { move: "3c3d", variations: [[{ move: "8c8d" }, { move: "2g2f", comment: "居飛車" }]] }, { move: "2g2f" }];
  const kif = shogi.record("kif", sLine);
  assert.match(kif, /変化：2手\n {3}2 ８四歩\(83\)\n {3}3 ２六歩\(27\)\n\*居飛車/);
  assert.deepEqual(new Game("shogi").loadRecord(kif), sLine);
  const csa = shogi.record("csa", sLine);
  assert.match(csa, /\+7776FU\n'初手\n/);
  assert.deepEqual(new Game("shogi").loadRecord(csa), sLine.map(({ move, comment }) => (comment ? { move, comment } : { move })));

  const z = new Game("zonghen");
  const moves = [];
  for (let i = 0; i < 4; i++) {
    const legal = z.legalMoves();
    moves.push(legal[(i * 5) % legal.length].notation);
    z.play(moves.at(-1));
  }
  const other = new Game("zonghen").legalMoves().map((m) => m.notation).find((m) => m !== moves[0]);
  const zLine = moves.map((move) => ({ move }));
  zLine[0].variations = [[{ move: other, comment: "instead" }]];
  assert.deepEqual(new Game("zonghen").loadRecord(z.record(undefined, zLine)), zLine);
});

test("an illegal move in a variation is refused, named, and nothing changes", () => {
  const g = new Game("chess");
  g.play("d4");
  const before = snapshot(g);
  assert.throws(() => g.loadRecord("1. e4 (1. d4 Ke7) 1... e5 *"), (e) => e instanceof Error && /'Ke7'/.test(e.message) && /variation/.test(e.message));
  assert.deepEqual(snapshot(g), before);
  const { g: h, line } = chessLine();
  line[2].variations = [[{ move: "Qxf7" }]];
  assert.throws(() => h.record(undefined, line), /'Qxf7'/);
});

/** Bad lines for the chess game of `chessLine` (4 plies). */
function badLines() {
  const boom = () => {
    throw new Error("getter throws");
  };
  const revoked = Proxy.revocable([], {});
  revoked.revoke();
  let deep = [{ move: "d4" }];
  for (let i = 0; i < 150; i++) deep = [{ move: "d4", variations: [deep] }];
  const many = Array.from({ length: 200_001 }, () => ({ move: "e4" }));
  const ok = () => [{ move: "e4" }, { move: "e5" }, { move: "Nf3" }, { move: "Nc6" }];
  const withNode = (node) => [{ move: "e4", variations: [[node]] }, { move: "e5" }, { move: "Nf3" }, { move: "Nc6" }];
  return {
    "a string": "e4 e5",
    "a number": 4,
    "an object": { move: "e4" },
    "a revoked Proxy": revoked.proxy,
    "a Proxy whose traps throw": new Proxy([], { get: boom, ownKeys: boom, getOwnPropertyDescriptor: boom }),
    "a node with a throwing getter": [{ get move() { return boom(); } }, ...ok().slice(1)],
    "a throwing getter in a variation": withNode({ get move() { return boom(); } }),
    "a throwing variations getter": [{ move: "e4", get variations() { return boom(); } }, ...ok().slice(1)],
    "a node that is a revoked Proxy": [revoked.proxy],
    "a move that is a number": [{ move: 1 }, ...ok().slice(1)],
    "a comment that is an object": [{ move: "e4", comment: { toString: () => "x" } }, ...ok().slice(1)],
    "variations that are a string": [{ move: "e4", variations: "d4" }, ...ok().slice(1)],
    "a variation that is not an array": [{ move: "e4", variations: [{ move: "d4" }] }, ...ok().slice(1)],
    "a node without a move": [{ comment: "x" }, ...ok().slice(1)],
    "an unknown field": [{ move: "e4", nag: 1 }, ...ok().slice(1)],
    "a Symbol key": [{ move: "e4", [Symbol("s")]: 1 }, ...ok().slice(1)],
    "a hole": [, ...ok().slice(1)],
    "moves that are not the history": ok().slice(0, 3),
    "other moves than the history": [{ move: "d4" }, ...ok().slice(1)],
    "an illegal variation move": withNode({ move: "Ke2" }),
    "nesting 151 deep": [{ move: "e4", variations: [deep] }, ...ok().slice(1)],
    "200,001 moves": many,
    "a huge comment": [{ move: "e4", comment: "x".repeat(200_000) }, ...ok().slice(1)],
    "a BigInt move": [{ move: 1n }, ...ok().slice(1)],
  };
}

function refused(fn) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    fn();
  } catch (e) {
    if (!(e instanceof Error) || e instanceof WebAssembly.RuntimeError) return `threw ${e}`;
    return e.message.length > 10 && e.message.length < 600 ? null : `a message of ${e.message.length} characters`;
  } finally {
    Error.stackTraceLimit = limit;
  }
  return "accepted";
}

test("bad line values throw an Error and change nothing", () => {
  const { g } = chessLine();
  const before = snapshot(g);
  const record = g.record();
  for (const [what, line] of Object.entries(badLines())) {
    assert.equal(refused(() => g.record(undefined, line)), null, what);
  }
  assert.equal(refused(() => g.record(42, chessLine().line)), null, "a format that is a number");
  assert.equal(refused(() => g.record("csa", chessLine().line)), null, "a format chess does not write");
  assert.deepEqual(snapshot(g), before);
  assert.equal(g.record(), record);
});

test("10,000 hostile record calls leak nothing and a normal game still plays", () => {
  const { g } = chessLine();
  const bad = Object.entries(badLines()).filter(([what]) => !["200,001 moves", "nesting 151 deep", "a huge comment"].includes(what));
  for (const [, line] of bad) refused(() => g.record(undefined, line)); // warm-up
  const memory = wasm.memory.buffer.byteLength;
  const table = wasm.__wbindgen_externrefs.length;
  const failures = [];
  for (let i = 0; i < 10_000; i++) {
    const [what, line] = bad[i % bad.length];
    // loadRecord takes a record's text: a string line would be one.
    const wrong = refused(() => (i % 2 || typeof line === "string" ? g.record(undefined, line) : g.loadRecord(line)));
    if (wrong && failures.length < 10) failures.push(`${what}: ${wrong}`);
  }
  assert.deepEqual(failures, []);
  assert.ok(wasm.memory.buffer.byteLength <= memory + 2 ** 20, `wasm memory grew from ${memory} to ${wasm.memory.buffer.byteLength}`);
  assert.equal(wasm.__wbindgen_externrefs.length, table, "the JS-value table did not grow");
  assert.deepEqual(g.history(), ["e4", "e5", "Nf3", "Nc6"]);
  const fresh = new Game("american");
  for (let ply = 0; ply < 400 && fresh.outcome() === null; ply++) {
    const moves = fresh.legalMoves();
    fresh.play(moves[(ply * 7) % moves.length].notation);
  }
  assert.ok(fresh.outcome() !== null || fresh.history().length === 400);
  const { g: h, line } = chessLine();
  assert.deepEqual(new Game("chess").loadRecord(h.record(undefined, line)), line);
});
