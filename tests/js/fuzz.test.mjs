// No input can panic the engine: thousands of random and mangled inputs to every
// entry point either work or throw an Error (never a wasm trap), a failed call changes
// nothing, and afterwards the same instance still computes correctly.
// Seeded: FUZZ_SEED=n reproduces a run; FUZZ_SCALE=k multiplies the number of cases.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, catalog, notations } from "./engine.mjs";

const SEED = Number(process.env.FUZZ_SEED || 20261121);
const SCALE = Number(process.env.FUZZ_SCALE || 1);

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = mulberry32(SEED);
const int = (n) => Math.floor(rand() * n);
const pick = (list) => list[int(list.length)];

const ALPHABETS = [
  "0123456789",
  "0123456789WBKwbk:,-x. ",
  "0123456789WBKHCR:,-x/ ",
  "abcdefghijklmnopqrstuvwxyz0123456789:-x",
  "\"'[]{}()\\/#*+=!?;\t\n\r",
  "×：、－ー１２３王歩銀金角飛\u0000\u0001\u00ff\ud83d\ude00\u200b\ufeff",
];

function randomString() {
  const alphabet = pick(ALPHABETS) + (rand() < 0.3 ? pick(ALPHABETS) : "");
  const length = rand() < 0.05 ? 500 + int(5000) : int(40);
  let s = "";
  for (let i = 0; i < length; i++) s += alphabet[int(alphabet.length)];
  return s;
}

const ODD_NUMBERS = ["-1", "0", "00", "4294967296", "18446744073709551616", "99999999999999999999", "1e9", "-0", "65535", "65536", "255", "256", "128", "127"];

/** A few random edits of a valid text: most of them stay close to valid, which reaches deep code. */
function mutate(text) {
  let s = text;
  const edits = 1 + int(4);
  for (let e = 0; e < edits; e++) {
    const at = int(s.length + 1);
    switch (int(8)) {
      case 0:
        s = s.slice(0, at) + s.slice(at + 1 + int(3));
        break;
      case 1:
        s = s.slice(0, at) + pick(pick(ALPHABETS)) + s.slice(at);
        break;
      case 2: {
        const from = int(s.length + 1);
        s = s.slice(0, at) + s.slice(from, from + int(12)) + s.slice(at);
        break;
      }
      case 3:
        s = s.replace(/\d+/, () => pick(ODD_NUMBERS));
        break;
      case 4:
        s = s.slice(0, at);
        break;
      case 5:
        s = s + pick([":C", ":H", ":R", ":RW", ":RB5/", ":C99999,99999", ":C65535,65535", ":H1,2,3", ":W", ":B", ":", ",", ",K", "-", "x"]) + (rand() < 0.5 ? pick(ODD_NUMBERS) : "");
        break;
      case 6:
        s = s.replace(/[WBwb]/, () => pick(["W", "B", "w", "b", "K", "", "WB"]));
        break;
      default:
        s = s.split("").reverse().join("").slice(0, int(s.length + 1)) + s;
    }
  }
  return s;
}

const ODD_VALUES = [true, false, 0, 1, -1, 2, 3, 7, 0.5, NaN, Infinity, -Infinity, -0, 2 ** 53, 1e300, "", "x", "true", "1", null, undefined, {}, [], [1], { a: 1 }, () => 1, Symbol("s"), 10n];

function oddOptions(info) {
  switch (int(6)) {
    case 0:
      return pick(ODD_VALUES);
    case 1:
      return { [randomString()]: pick(ODD_VALUES) };
    case 2: {
      const o = info?.options.length ? pick(info.options) : null;
      return o ? { [o.name]: rand() < 0.5 ? pick(o.values) : pick(ODD_VALUES) } : {};
    }
    case 3:
      return Object.fromEntries((info?.options ?? []).map((o) => [o.name, pick(o.values)]));
    case 4:
      return {
        get boom() {
          throw new Error("getter throws");
        },
      };
    default:
      return new Proxy({}, { ownKeys: () => ["a", "b"], getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true, value: 1 }) });
  }
}

/** Calls `fn`; a thrown value must be an Error and not a wasm trap (a Rust panic). */
function survive(fn, what) {
  try {
    return { ok: true, value: fn() };
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError || !(e instanceof Error)) {
      assert.fail(`${what} (seed ${SEED}) killed the engine: ${e && e.stack}`);
    }
    return { ok: false, error: e };
  }
}

const label = (v) => {
  try {
    return typeof v === "string" ? JSON.stringify(v.length > 80 ? v.slice(0, 80) + "..." : v) : typeof v === "symbol" || typeof v === "bigint" ? String(v) : JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
};

const games = catalog();

// Broken invariants are collected (the first few of each kind) and reported together.
const problems = new Map();
function check(ok, kind, detail) {
  if (ok) return;
  const list = problems.get(kind) ?? [];
  if (list.length < 3) list.push(detail);
  problems.set(kind, list);
}
const infoOf = (id) => games.find((g) => g.id === id);

/** Positions and moves reached by random play in every game: the seed corpus. */
function corpus() {
  const positions = [];
  const moves = [];
  const records = [];
  for (const { id } of games) {
    for (let round = 0; round < 3; round++) {
      const g = new Game(id);
      positions.push({ id, text: g.position() });
      const plies = 10 + int(60);
      for (let i = 0; i < plies && g.outcome() === null; i++) {
        const legal = g.legalMoves();
        if (legal.length === 0) break;
        const m = pick(legal);
        moves.push(m.notation);
        const before = g.position();
        const played = survive(() => g.play(m.notation), `play(${m.notation}) in ${id} at ${before}`);
        check(played.ok, `${id}: play() refuses a move legalMoves() lists`, `${m.notation} at ${before}: ${played.error?.message}`);
        if (!played.ok) break;
        positions.push({ id, text: g.position() });
      }
      records.push({ id, text: g.record() });
    }
  }
  return { positions, moves, records };
}

test(`fuzz: random and mangled input never panics (seed ${SEED})`, () => {
  const { positions, moves, records } = corpus();
  const ids = games.map((g) => g.id);
  let accepted = 0;
  let refused = 0;

  // fromPosition: anything accepted must round-trip to the same state.
  for (let i = 0; i < 4000 * SCALE; i++) {
    const seed = pick(positions);
    const id = rand() < 0.97 ? seed.id : rand() < 0.5 ? pick(ids) : randomString();
    const text = rand() < 0.75 ? mutate(seed.text) : randomString();
    const options = rand() < 0.1 ? oddOptions(infoOf(id)) : undefined;
    const r = survive(() => Game.fromPosition(id, text, options), `fromPosition(${label(id)}, ${label(text)}, ${label(options)})`);
    if (!r.ok) {
      refused++;
      continue;
    }
    accepted++;
    const g = r.value;
    const what = `the position read from ${label(text)} in ${id}`;
    const legal = survive(() => notations(g), `legalMoves of ${what}`).value;
    survive(() => g.view(), `view of ${what}`);
    survive(() => g.outcome(), `outcome of ${what}`);
    const again = survive(() => Game.fromPosition(id, g.position(), options), `re-reading ${label(g.position())} (${what})`);
    check(again.ok, `${id}: position() cannot be read back`, `${g.position()}: ${again.error?.message}`);
    if (!again.ok) continue;
    check(again.value.position() === g.position(), `${id}: position() changes on a round trip`, `${g.position()} -> ${again.value.position()}`);
    check(notations(again.value).join() === legal.join(), `${id}: legal moves change on a round trip`, g.position());
    if (legal.length > 0 && legal.length < 60) {
      const p = survive(() => g.perft(2), `perft(2) of ${what}`);
      assert.ok(p.ok && Number.isInteger(p.value));
      const m = pick(legal);
      const played = survive(() => g.play(m), `play(${m}) in ${what}`);
      check(played.ok, `${id}: play() refuses a move legalMoves() lists`, `${m} at ${g.position()}: ${played.error?.message}`);
      survive(() => g.position(), `position after ${m} in ${what}`);
    }
    g.free();
    again.value.free();
  }
  check(accepted > 100 && refused > 100, "the position mutations reach both sides", `accepted ${accepted}, refused ${refused}`);

  // play: a refused move changes nothing; a legal one is recorded.
  const live = games.map(({ id }) => new Game(id));
  for (let i = 0; i < 6000 * SCALE; i++) {
    const g = pick(live);
    const legal = g.legalMoves().map((m) => m.notation);
    const r = rand();
    const text = r < 0.3 && legal.length ? pick(legal) : r < 0.6 && legal.length ? mutate(pick(legal)) : r < 0.8 ? mutate(pick(moves)) : randomString();
    const before = g.position();
    const length = g.history().length;
    const result = survive(() => g.play(text), `play(${label(text)}) in ${g.id} at ${before}`);
    if (result.ok) {
      check(g.history().length === length + 1 && g.history().at(-1) === result.value.notation, `${g.id}: history() misses a played move`, `${label(text)} at ${before}`);
      check(legal.includes(result.value.notation), `${g.id}: play() returns a move legalMoves() does not list`, `${label(text)} -> ${result.value.notation} at ${before}`);
    } else {
      check(g.position() === before && g.history().length === length, `${g.id}: a refused move changed the game`, `${label(text)} at ${before}`);
    }
    if (g.outcome() !== null || rand() < 0.01) {
      const k = live.indexOf(g);
      const id = g.id;
      g.free();
      live[k] = new Game(id);
    }
  }

  // Constructors with odd ids and options.
  for (let i = 0; i < 1500 * SCALE; i++) {
    const id = rand() < 0.8 ? pick(ids) : pick([randomString(), ...ODD_VALUES]);
    const options = oddOptions(infoOf(id));
    const r = survive(() => new Game(id, options), `new Game(${label(id)}, ${label(options)})`);
    if (r.ok) {
      check(r.value.legalMoves().length > 0, `${id}: no legal move at the start`, label(options));
      r.value.free();
    }
  }

  // Every other entry point of a live game, with odd arguments.
  const actions = [
    (g) => g.undo(),
    (g) => g.redo(),
    (g) => g.resign(),
    (g) => g.agreeDraw(),
    (g) => g.claimDraw(),
    (g) => g.declareWin(),
    (g) => g.flag(pick([0, 1, 2, -1, 255, 256, NaN, "0", null, undefined])),
    (g) => g.perft(pick([0, 1, 2, -1, 13, 2 ** 32, NaN, Infinity, "2", null, undefined, 1.5])),
    (g) => g.divide(pick([0, 1, 2, -1, 13, NaN, "1", null])),
    (g) => g.view(),
    (g) => g.legalMoves(),
    (g) => g.history(),
    (g) => g.playedMoves(),
    (g) => g.startPosition(),
    (g) => g.evaluate(),
    (g) => g.record(),
    (g) => g.loadRecord(rand() < 0.6 ? mutate(pick(records).text) : rand() < 0.5 ? pick(records).text : randomString()),
    (g) => g.loadRecord(pick(ODD_VALUES)),
  ];
  let searches = 0;
  for (let i = 0; i < 3000 * SCALE; i++) {
    const g = pick(live);
    const action = pick(actions);
    survive(() => action(g), `${action.toString()} on ${g.id} at ${g.position()}`);
    if (searches < 30 && rand() < 0.02) {
      searches++;
      const options = pick([{ level: 1, timeMs: 10 }, { level: -5, timeMs: -1 }, { level: NaN, timeMs: NaN }, { level: "9" }, null, 7, "x", { timeMs: 1e9, level: 1 }]);
      // A level-1 search is bounded by its depth even when timeMs is huge.
      survive(() => g.bestMove(options && typeof options === "object" && options.timeMs === 1e9 ? { level: 1, timeMs: 10 } : options), `bestMove(${label(options)}) on ${g.id}`);
    }
    if (g.outcome() !== null) {
      const k = live.indexOf(g);
      const id = g.id;
      g.free();
      live[k] = new Game(id);
    }
  }

  const found = [...problems].map(([kind, list]) => `${kind}:\n    ${list.join("\n    ")}`);
  assert.equal(found.length, 0, `broken invariants (seed ${SEED}):\n  ${found.join("\n  ")}`);

  // The instance still works, exactly.
  assert.equal(new Game("american").perft(3), 302);
  const g = new Game("american");
  g.play("11-15");
  assert.equal(g.perft(1), 7);
  assert.deepEqual(g.history(), ["11-15"]);
  for (const game of live) assert.equal(game.perft(1), game.outcome() === null ? game.legalMoves().length : game.perft(1));
});
