// Bad input throws an Error with a clear message and changes nothing (docs/api.md).

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, notations, snapshot } from "./engine.mjs";

/** Every code an engine error can have (docs/api.md, `EngineErrorCode`). */
const CODES = [
  "unknown-game", "unknown-option", "illegal-move", "must-capture", "ambiguous-move", "nifu", "uchifuzume", "dead-square",
  "must-promote", "king-in-check", "record-too-long", "search-running", "freed-during-analysis",
  "bad-notation", "bad-record", "bad-position", "bad-argument",
];

/** Asserts that `fn` throws an Error (not a wasm trap) whose message matches `pattern`, with a stable code. */
function throwsClearly(fn, pattern, what) {
  let error;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  assert.ok(error !== undefined, `${what}: expected an error`);
  assert.ok(error instanceof Error, `${what}: an Error object, got ${typeof error}`);
  assert.ok(!(error instanceof WebAssembly.RuntimeError), `${what}: a wasm trap (panic): ${error.message}`);
  assert.match(error.message, pattern, `${what}: message`);
  assert.ok(error.message.length >= 10, `${what}: message says something`);
  assert.ok(CODES.includes(error.code), `${what}: a stable code, got ${error.code}`);
  return error;
}

/** A game a few moves in, with something to undo and something to redo. */
function busyGame() {
  const g = new Game("american");
  for (const m of ["11-15", "23-19", "8-11", "22-17"]) g.play(m);
  g.undo();
  return g;
}

test("unknown game names the known ones", () => {
  const e = throwsClearly(() => new Game("checkers"), /unknown game 'checkers'/, "new Game");
  assert.match(e.message, /american/);
  throwsClearly(() => Game.fromPosition("chequers", "B:W21:B1"), /unknown game 'chequers'/, "fromPosition");
  throwsClearly(() => new Game(""), /unknown game ''/, "empty id");
  throwsClearly(() => new Game("AMERICAN"), /unknown game/, "ids are lower-case");
});

test("unknown option and bad option values are refused", () => {
  throwsClearly(() => new Game("american", { flyingKings: true }), /unknown option 'flyingKings' for american/, "unknown option");
  throwsClearly(() => Game.fromPosition("american", "B:W21:B1", { x: 1 }), /unknown option 'x'/, "fromPosition option");
  throwsClearly(() => new Game("american", 5), /options must be an object/, "number as options");
  throwsClearly(() => new Game("american", "x"), /options must be an object/, "string as options");
  throwsClearly(() => new Game("american", [1, 2]), /options must be an object/, "array as options");
  throwsClearly(() => new Game("american", { a: 1.5 }), /whole number/, "fractional option");
  throwsClearly(() => new Game("american", { a: {} }), /must be a boolean, number or string/, "object option");
  throwsClearly(() => new Game("american", { a: null }), /must be a boolean, number or string/, "null option");
  assert.equal(new Game("american", {}).position(), new Game("american").position(), "empty options are the defaults");
  assert.equal(new Game("american", null).position(), new Game("american").position(), "null options are the defaults");
});

test("malformed positions say what is wrong", () => {
  const cases = [
    ["", /must start with W or B/],
    ["X:W21:B1", /must start with W or B/],
    ["BW:W21:B1", /must start with W or B/],
    ["B", /no piece lists/],
    ["B:", /empty field/],
    ["B:W21::B1", /empty field/],
    ["B:W33:B1", /no square '33'/],
    ["B:W0:B1", /no square '0'/],
    ["B:Wx:B1", /no square 'x'/],
    ["B:WK:B1", /no square ''/],
    ["B:W21,21:B1", /given twice/],
    ["B:W21:B21", /given twice/],
    ["B:W1:B5", /crowning row \(1\)/],
    ["B:W21:B30", /crowning row \(30\)/],
    ["B:W21-40:B1", /no square '33'/],
    ["B:W30-21:B1", /invalid square range/],
    ["B:W21:B1:Q7", /invalid position field 'Q7'/],
    ["B:W21:B1:C", /invalid counters/],
    ["B:W21:B1:C1", /invalid counters/],
    ["B:W21:B1:C-1,0", /invalid counters/],
    ["B:W21:B1:Cx,y", /invalid counters/],
  ];
  for (const [text, pattern] of cases) {
    throwsClearly(() => Game.fromPosition("american", text), pattern, `fromPosition(${JSON.stringify(text)})`);
  }
});

test("illegal and unparsable moves throw and change nothing", () => {
  const g = busyGame();
  const before = snapshot(g);
  const cases = [
    ["1-5", /illegal move '1-5'/], // not a piece of the side to move
    ["11-16", /illegal move/], // a square taken
    ["15-10", /illegal move/], // a man moving backwards
    ["12-17", /illegal move/], // not a neighbour
    ["9x18", /illegal move/], // nothing to capture
    ["", /cannot read move ''/],
    ["   ", /cannot read move/],
    ["11", /cannot read move '11'/],
    ["11-", /cannot read move/],
    ["-15", /cannot read move/],
    ["11--15", /cannot read move/],
    ["a-b", /no square 'a'/],
    ["11-99", /no square '99'/],
    ["e3-f4", /no square 'e3'/],
    ["resign", /cannot read move 'resign'/],
  ];
  for (const [text, pattern] of cases) {
    throwsClearly(() => g.play(text), pattern, `play(${JSON.stringify(text)})`);
    assert.deepEqual(snapshot(g), before, `play(${JSON.stringify(text)}) changed nothing`);
  }
  assert.equal(g.redo(), true, "the redo line survived the failed moves");
});

test("a non-capturing move is illegal when a capture is compulsory, and says so", () => {
  const g = new Game("american");
  for (const m of ["11-15", "22-18"]) g.play(m);
  const before = snapshot(g);
  throwsClearly(() => g.play("12-16"), /capturing is compulsory/, "quiet move with a capture on");
  assert.deepEqual(snapshot(g), before);
});

test("non-string arguments throw an Error and change nothing", () => {
  const odd = [5, 0, -1, NaN, null, undefined, true, {}, [], ["11-15"], { notation: "11-15" }, () => "11-15", Symbol("x"), 10n];
  const g = busyGame();
  const before = snapshot(g);
  for (const value of odd) {
    const label = typeof value === "symbol" ? "a symbol" : typeof value === "bigint" ? "a bigint" : JSON.stringify(value) ?? String(value);
    throwsClearly(() => g.play(value), /must be a string/, `play(${label})`);
    throwsClearly(() => new Game(value), /game id must be a string/, `new Game(${label})`);
    throwsClearly(() => Game.fromPosition(value, "B:W21:B1"), /game id must be a string/, `fromPosition(${label}, ...)`);
    throwsClearly(() => Game.fromPosition("american", value), /position must be a string/, `fromPosition(american, ${label})`);
    throwsClearly(() => g.loadRecord(value), /record must be a string/, `loadRecord(${label})`);
    assert.deepEqual(snapshot(g), before, `calls with ${label} changed nothing`);
  }
  throwsClearly(() => g.play(), /must be a string/, "play()");
  throwsClearly(() => new Game(), /must be a string/, "new Game()");
  assert.deepEqual(snapshot(g), before);
});

test("out-of-range numbers are refused", () => {
  const g = new Game("american");
  throwsClearly(() => g.perft(11), /whole number from 0 to 10 for american/, "perft(11)");
  throwsClearly(() => g.divide(99), /whole number from 0 to 10 for american/, "divide(99)");
  throwsClearly(() => g.perft(-1), /whole number from 0 to 10/, "perft(-1)");
  throwsClearly(() => g.perft(2.5), /whole number from 0 to 10/, "perft(2.5)");
  throwsClearly(() => g.perft("3"), /whole number from 0 to 10/, "perft(\"3\")");
  for (const side of [2, -1, 256, 0.5, NaN, null, undefined, "1", "0", true, false, 1n, [1]]) {
    throwsClearly(() => g.flag(side), /side must be 0 or 1/, `flag(${String(side)})`);
  }
  assert.equal(g.outcome(), null, "a refused flag ends nothing");
  assert.deepEqual(notations(g).length, 7);
});

test("flag takes the number 0 or 1 and ends the game for that side", () => {
  for (const side of [0, 1]) {
    const g = new Game("american");
    assert.equal(g.flag(side), true);
    assert.equal(g.outcome().winner, 1 - side, `flag(${side}): the other side wins`);
  }
});

test("perft and divide have a maximum depth per game, said in the error", () => {
  // Deep enough for every benchmark (build.sh BENCH_CASES), refused one ply beyond.
  for (const [id, max] of [["chess", 6], ["shogi", 5], ["binary", 3], ["zonghen", 4], ["international", 8]]) {
    const g = new Game(id);
    throwsClearly(() => g.perft(max + 1), new RegExp(`whole number from 0 to ${max} for ${id}`), `${id} perft(${max + 1})`);
    throwsClearly(() => g.divide(max + 1), new RegExp(`from 0 to ${max} for ${id}`), `${id} divide(${max + 1})`);
  }
  // A position far busier than the start gets a lower maximum: Kiwipete has 48 moves.
  const kiwipete = Game.fromPosition("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  throwsClearly(() => kiwipete.perft(6), /from 0 to 5 for chess from this position \(48 legal moves/, "Kiwipete perft(6)");
  assert.equal(kiwipete.perft(2), 2039);
});

test("a failed call leaves the game usable", () => {
  const g = busyGame();
  for (const bad of ["zz", "1-5", "", "11x"]) assert.throws(() => g.play(bad));
  g.play("22-18");
  assert.deepEqual(g.history(), ["11-15", "23-19", "8-11", "22-18"]);
  assert.equal(g.redo(), false);
});

test("every error carries a stable code beside the message", () => {
  const code = (fn) => {
    try {
      fn();
    } catch (e) {
      assert.ok(e instanceof Error, "an Error");
      return e.code;
    }
    assert.fail("did not throw");
  };
  assert.equal(code(() => new Game("nope")), "unknown-game");
  assert.equal(code(() => new Game("american", { nope: true })), "unknown-option");
  const g = new Game("american");
  assert.equal(code(() => g.play("11-20")), "illegal-move");
  for (const m of ["11-15", "22-18"]) g.play(m);
  assert.equal(code(() => g.play("12-16")), "must-capture", "a quiet move while a capture is on");
  const chess = new Game("chess");
  assert.equal(code(() => chess.play("e5")), "illegal-move");
  // An error whose cause is the call's input as a whole: the code names that input.
  assert.equal(code(() => Game.fromPosition("american", "nonsense")), "bad-position");
  assert.equal(code(() => g.play("99-98")), "bad-notation");
  assert.equal(code(() => chess.play("Qxz9")), "bad-notation");
  assert.equal(code(() => g.loadRecord("1. 11-15 22-18 )")), "bad-record");
  assert.equal(code(() => g.loadRecord("1. 11-15 99-98")), "bad-record", "a move text of the record that names no move");
  assert.equal(code(() => g.loadRecord("1. 11-15 11-15")), "illegal-move", "an illegal move of the record keeps its kind");
  assert.equal(code(() => g.whyNoMove(-1)), "bad-argument");
  assert.equal(code(() => new Game("american", { a: {} })), "bad-argument");
  assert.equal(code(() => Game.fromSetup("american", { pieces: [], turn: 7 })), "bad-argument");
  g.free();
  chess.free();
});
