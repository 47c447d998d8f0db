// Hostile JavaScript values at every entry point: 100,000 calls with throwing getters,
// revoked Proxies, Proxies whose traps throw, Symbols, BigInts, wrong types and huge
// strings. Each call must throw an ordinary Error with a short message (bestMove of a
// finished game may also return null), and afterwards nothing may have leaked: the module
// still plays a game, counts perft(3) = 302, and its memory and JS-value table have not
// grown. (A JS exception that unwound through Rust frames once leaked 176 bytes of wasm
// stack per `new Game`; after ~6,000 such calls every call trapped.)

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, cellOf, snapshot, wasm } from "./engine.mjs";

const CALLS = 100_000;
const MAX_MESSAGE = 600; // messages quote at most 40 characters of input, 500 in all (src/core/error.rs)

function boom() {
  throw new Error("getter throws");
}
function revoked(target) {
  const r = Proxy.revocable(target, {});
  r.revoke();
  return r.proxy;
}
/** A Proxy whose every trap throws. */
function trapsThrow(target) {
  const handler = new Proxy({}, { get: () => boom });
  return new Proxy(target, handler);
}
/** An exception that is itself hostile: reading its message throws. */
const hostileException = new Proxy({}, { get: boom, getPrototypeOf: boom });

const arrayWithThrowingIndex = [1, 2, 3];
Object.defineProperty(arrayWithThrowingIndex, 1, { get: boom });
const arrayWithThrowingIterator = ["c3", "e5"]; // Array.from once ran this iterator
arrayWithThrowingIterator[Symbol.iterator] = boom;
const sparseLongArray = [];
sparseLongArray.length = 2 ** 32 - 1;
const manyKeys = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));

/** Values no entry point accepts (named for the failure message). */
const hostile = {
  "throwing getter": { get rules() { return boom(); } },
  "getter throwing a Symbol": { get size() { throw Symbol("thrown"); } },
  "getter throwing a revoked Proxy": { get size() { throw revoked({}); } },
  "getter throwing a hostile exception": { get size() { throw hostileException; } },
  "getter throwing undefined": { get size() { throw undefined; } },
  "revoked Proxy": revoked({}),
  "revoked array Proxy": revoked([]),
  "Proxy whose traps throw": trapsThrow({}),
  "array Proxy whose traps throw": trapsThrow([1, 2]),
  "array with a throwing index": arrayWithThrowingIndex,
  "array with a throwing iterator": arrayWithThrowingIterator,
  "sparse array of 2^32-1": sparseLongArray,
  "object with a throwing prototype": Object.create(trapsThrow({}), { nope: { value: 1, enumerable: true } }),
  "throwing toString and valueOf": { toString: boom, valueOf: boom, [Symbol.toPrimitive]: boom },
  "5000 options": manyKeys,
  "option Symbol": { size: Symbol("s") },
  "option BigInt": { size: 10n },
  "option 2^60": { size: 2 ** 60 },
  "option object": { size: { valueOf: () => 8 } },
  Symbol: Symbol("x"),
  "Symbol.iterator": Symbol.iterator,
  BigInt: 1n,
  "huge BigInt": 2n ** 200n,
  NaN: NaN,
  Infinity: Infinity,
  "-Infinity": -Infinity,
  "-1": -1,
  "0.5": 0.5,
  "2^53": 2 ** 53,
  256: 256,
  "1e300": 1e300,
  true: true,
  false: false,
  "empty string": "",
  '"1"': "1",
  function: boom,
  class: class {},
  // Objects that are not plain: as options, their own properties are read (none is an option).
  Date: Object.assign(new Date(0), { nope: 1 }),
  RegExp: Object.assign(/x/, { nope: 1 }),
  Map: Object.assign(new Map([["size", 8]]), { nope: 1 }),
  Uint8Array: new Uint8Array(8),
  Promise: Object.assign(Promise.resolve(1), { nope: 1 }),
  "array of strings": ["c3", "e5"],
  "array of objects": [{}, {}],
};

/** An entry point: `call(value)` runs it with `value` in one argument. */
function entryPoints() {
  const american = new Game("american");
  american.play("11-15");
  const chain = Game.fromPosition("incorrect-checkers", "B:Bc3,d4,f6:We6"); // c3 jumps to e5
  const over = new Game("american");
  over.resign(); // bestMove of a finished game reads its options, then returns null
  const games = { american, chain, over };
  const points = {
    "new Game(v)": (v) => new Game(v),
    "new Game(id, v)": (v) => new Game("american", v),
    "Game.fromPosition(v, text)": (v) => Game.fromPosition(v, "B:W21:B1"),
    "Game.fromPosition(id, v)": (v) => Game.fromPosition("american", v),
    "Game.fromPosition(id, text, v)": (v) => Game.fromPosition("american", "B:W21:B1", v),
    "play(v)": (v) => american.play(v),
    "continuations(v)": (v) => chain.continuations(v),
    "continuations(v) of a draughts game": (v) => american.continuations(v),
    "loadRecord(v)": (v) => american.loadRecord(v),
    "bestMove(v) of a finished game": (v) => over.bestMove(v),
    "flag(v)": (v) => american.flag(v),
    "perft(v)": (v) => american.perft(v),
    "divide(v)": (v) => american.divide(v),
  };
  return { games, points };
}

/** What is wrong with the thrown value `e`, or null for a short ordinary Error. */
function whatIsWrong(e) {
  try {
    if (e instanceof WebAssembly.RuntimeError) return `a wasm trap: ${e.message}`;
    if (!(e instanceof Error)) return `threw a non-Error: ${typeof e}`;
    if (e.message.length > MAX_MESSAGE) return `a message of ${e.message.length} characters`;
    if (e.message.length < 10) return `a message that says nothing: ${e.message}`;
    return null;
  } catch {
    return "threw a hostile value (the caller's own, passed through)";
  }
}

/** Runs `fn`; returns what went wrong, or null when it threw a short ordinary Error. */
function refusal(fn, allowNull) {
  let result;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0; // hundreds of thousands of exceptions: no stack traces
  try {
    result = fn();
  } catch (e) {
    return whatIsWrong(e);
  } finally {
    Error.stackTraceLimit = limit;
  }
  if (allowNull && result === null) return null;
  return `accepted, returned ${typeof result === "object" ? JSON.stringify(result) : String(result)}`;
}

test("100,000 calls with hostile values throw Errors, leak nothing, and the module still works", () => {
  const { games, points } = entryPoints();
  const before = Object.fromEntries(Object.entries(games).map(([k, g]) => [k, snapshot(g)]));
  const values = Object.entries(hostile);
  const calls = Object.entries(points);
  // Warm up once, so that buffers the first calls allocate for good are not counted.
  for (const [, call] of calls) for (const [, v] of values) refusal(() => call(v), true);
  const memory = wasm.memory.buffer.byteLength;
  const table = wasm.__wbindgen_externrefs.length;

  const failures = new Map();
  for (let i = 0; i < CALLS; i++) {
    const [where, call] = calls[i % calls.length];
    const [what, v] = values[Math.floor(i / calls.length) % values.length];
    const wrong = refusal(() => call(v), where.startsWith("bestMove"));
    if (wrong && !failures.has(`${where} with ${what}`)) failures.set(`${where} with ${what}`, `${wrong} (call ${i})`);
    if (failures.size > 20) break;
  }
  assert.deepEqual([...failures].map(([k, v]) => `${k}: ${v}`), [], "every hostile call is refused with an Error");

  for (const [k, g] of Object.entries(games)) assert.deepEqual(snapshot(g), before[k], `${k}: refused calls changed nothing`);
  assert.ok(wasm.memory.buffer.byteLength <= memory + 2 ** 20, `wasm memory grew from ${memory} to ${wasm.memory.buffer.byteLength} bytes`);
  assert.equal(wasm.__wbindgen_externrefs.length, table, "the JS-value table did not grow");

  // The games that were called are still usable (none is left borrowed) ...
  const { american, chain } = games;
  assert.deepEqual(chain.continuations([cellOf(chain, "c3")]).map((c) => chain.view().labels[c]), ["e5"]);
  assert.equal(american.history().length, 1);
  american.play("23-19");
  // ... and so is the module: a whole game, and perft.
  const g = new Game("american");
  for (let ply = 0; ply < 400 && g.outcome() === null; ply++) {
    const moves = g.legalMoves();
    g.play(moves[(ply * 7) % moves.length].notation);
  }
  assert.ok(g.outcome() !== null || g.history().length === 400, "a game played to its end");
  assert.equal(new Game("american").perft(3), 302);
});

/**
 * Calls `call` with each value that makes JS throw inside the module, more times than the
 * JS-value table has slots: a call that kept even one slot would make the table grow.
 */
function probeTable(call) {
  const throwing = [hostile["throwing getter"], hostile["revoked Proxy"], hostile["array Proxy whose traps throw"], hostile["array with a throwing index"]];
  const table = wasm.__wbindgen_externrefs.length;
  for (const v of throwing) for (let i = 0; i <= table; i++) refusal(() => call(v), true);
  return [table, wasm.__wbindgen_externrefs.length];
}

test("no entry point keeps a JS value when JS throws inside it", () => {
  const { points } = entryPoints();
  for (const [where, call] of Object.entries(points)) {
    if (where.startsWith("bestMove")) continue; // the next test
    const [before, after] = probeTable(call);
    assert.equal(after, before, `${where}: the JS-value table grew`);
  }
});

// A `catch` import that returns a JS value keeps a table slot each time it throws
// (wasm-bindgen 0.2.130); bestMove reads its options through args::option_entries, which does not.
test("bestMove keeps no JS value when its options throw", () => {
  const { points } = entryPoints();
  const [before, after] = probeTable(points["bestMove(v) of a finished game"]);
  assert.equal(after, before, "the JS-value table grew");
});

test("a getter that calls back into its own game is refused and leaves the game usable", () => {
  const g = Game.fromPosition("incorrect-checkers", "B:Bc3,d4,f6:We6");
  const reentrant = [0];
  Object.defineProperty(reentrant, 0, { get: () => g.undo() }); // undo needs the game that continuations holds
  for (let i = 0; i < 20_000; i++) assert.throws(() => g.continuations(reentrant), /path must be an array of cells/);
  const over = new Game("american");
  over.resign();
  const callsBack = { get level() { return over.undo(); } };
  for (let i = 0; i < 20_000; i++) assert.equal(refusal(() => over.bestMove(callsBack), true), null);
  assert.deepEqual(g.continuations([cellOf(g, "c3")]).length, 1);
  assert.equal(new Game("american").perft(3), 302);
});

test("huge strings are refused with short messages at every text argument", () => {
  const mb = "x".repeat(2 ** 20);
  const huge = mb.repeat(17);
  const longMove = "x".repeat(900_000);
  const g = new Game("american");
  const start = snapshot(g);
  const calls = {
    "game id": () => new Game(mb),
    "position id": () => Game.fromPosition(mb, "B:W21:B1"),
    position: () => Game.fromPosition("american", mb),
    "position with a long square": () => Game.fromPosition("american", `B:W${"2".repeat(99_000)}:B1`),
    move: () => g.play(mb),
    // A record is at most 1,000,000 characters (code record-too-long): 0.9 MB in one move.
    "record with a 0.9 MB move": () => g.loadRecord(`1. 11-15 ${longMove} *`),
    "record of 1 MB": () => g.loadRecord(mb),
    "option value": () => new Game("american", { rules: mb }),
    "option name": () => new Game("american", { [mb]: 1 }),
    "record of 17 M characters": () => g.loadRecord(huge),
  };
  for (let round = 0; round < 10; round++) {
    for (const [what, call] of Object.entries(calls)) assert.equal(refusal(call, false), null, what);
  }
  assert.deepEqual(snapshot(g), start);
  assert.throws(() => g.loadRecord(mb), (e) => e.code === "record-too-long");
  assert.throws(() => g.loadRecord(`1. 11-15 ${longMove} *`), /^Error: move 2 'x{40}…' of the record: cannot read move 'x{40}…': write it like/);
});
