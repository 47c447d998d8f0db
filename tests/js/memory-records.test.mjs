// Issue 34, point 4: a record too long for one game is refused before the module reads it.
// wasm memory never shrinks, so a refused 15 MB record that was first copied in (or parsed)
// would keep the module that much bigger for good: 15 MB of PGN, PDN and KIF, opened and
// asked for their game, leave the module's memory within 8 MiB of where it was, with the
// error naming the limit and the game unchanged.
// Alone in its file: each test file runs in its own process, with a fresh module.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, snapshot, wasm } from "./engine.mjs";

const { detectRecord } = await import(new URL("../../www/pkg/boardgames.js", import.meta.url).href);

const MiB = 2 ** 20;
const CHARS = 15e6;
const memory = () => wasm.memory.buffer.byteLength;

/** `unit` repeated to exactly `CHARS` characters. */
const record = (unit) => unit.repeat(Math.ceil(CHARS / unit.length)).slice(0, CHARS);

const RECORDS = [
  ["chess", "PGN", '[Event "x"]\n\n1. e4 e5 2. Nf3 Nc6 {a comment} (2... d6) '],
  ["international", "PDN", '[GameType "20"]\n1. 32-28 19-23 2. 28x19 14x23 '],
  ["shogi", "KIF", "手合割：平手\n1 ７六歩(77)\n2 ３四歩(33)\n"],
];

for (const [id, format, unit] of RECORDS) {
  test(`a 15 MB ${format} record is refused and leaves the module's memory within 8 MiB`, () => {
    const text = record(unit);
    const g = new Game(id);
    const before = memory();
    const state = snapshot(g);
    for (const call of [() => g.loadRecord(text), () => detectRecord(text)]) {
      assert.throws(call, (e) => e.code === "record-too-long" && /15000000 characters \(at most 1000000/.test(e.message));
    }
    assert.deepEqual(snapshot(g), state, "the game is unchanged");
    const grown = memory() - before;
    assert.ok(grown <= 8 * MiB, `the memory grew by ${(grown / MiB).toFixed(1)} MiB`);
    g.free();
  });
}
