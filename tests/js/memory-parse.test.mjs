// Issue 34, point 4: reading a record takes memory for what it keeps, not for the text. A
// record of many variations is read into one tree whose moves are replaced by their
// canonical notation as they are checked (src/session/replay.rs); a second tree beside the
// first, each line's room left over from its growth and the text copied again by doubling
// made the module grow by 19-22 bytes per character of a valid record of variations, for good
// (wasm memory never shrinks). The growth is measured in a child process, on a module that
// has read nothing before (this process makes the records, which grows its own module).

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * At most this many bytes of module memory per character of the record, by format (the
 * module grows by pages of 64 KiB: the figures are the same each run). Measured on 0.6-0.9 MB
 * records of variations of 40 moves: PGN 22.1 and PDN 18.7 before, 10.6 after (the tree of
 * the moves read, their canonical texts and the text itself); KIF 11.6 before (its reading
 * and the tree made from it side by side), 7.9 after.
 */
const MAX_BYTES_PER_CHAR = { PGN: 14, PDN: 14, KIF: 10 };

if (process.env.BOARDGAMES_MEMORY_CHILD) {
  await measure(process.env.BOARDGAMES_MEMORY_CHILD);
} else {
  const { Game } = await import("./engine.mjs");

  /** The game's history after `first` (none: from the start) and `plies` more moves, each the first legal one that does not end the game. */
  const lineFrom = (id, first, plies) => {
    const g = new Game(id);
    if (first) g.play(first);
    for (let i = 0; i < plies; i++) {
      const move = g.legalMoves().find((m) => (g.play(m.notation), g.outcome() ? (g.undo(), false) : true));
      if (!move) break;
    }
    const moves = g.history();
    g.free();
    return moves;
  };

  /** The record of the game's first two moves, the first with `count` variations of `plies` + 1 moves (the same each time): a valid record of many moves. */
  const recordOf = (id, count, plies) => {
    const g = new Game(id);
    const [first, second] = lineFrom(id, null, 2);
    const other = g.legalMoves().map((m) => m.notation).find((m) => m !== first);
    const variation = lineFrom(id, other, plies).map((move) => ({ move }));
    g.play(first);
    g.play(second);
    const text = g.record(undefined, [{ move: first, variations: Array(count).fill(variation) }, { move: second }]);
    g.free();
    return text;
  };

  for (const [id, format, count] of [
    ["chess", "PGN", 3600],
    ["international", "PDN", 2400],
    ["shogi", "KIF", 1200],
  ]) {
    test(`a ${format} of ${count} variations of 40 moves grows the module by at most ${MAX_BYTES_PER_CHAR[format]} bytes a character`, { timeout: 60000 }, (t) => {
      const text = recordOf(id, count, 39);
      const { grown, plies, variations } = JSON.parse(
        execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { env: { ...process.env, BOARDGAMES_MEMORY_CHILD: id }, input: text, encoding: "utf8", maxBuffer: 1 << 20 }),
      );
      assert.equal(plies, 2, "the record's mainline");
      assert.equal(variations, count, "every variation read");
      const perChar = grown / text.length;
      t.diagnostic(`${format}: ${text.length} characters, the module grew by ${grown} bytes: ${perChar.toFixed(1)} a character`);
      assert.ok(text.length > 600_000 && text.length <= 1_000_000, `${format}: a record of ${text.length} characters (at most a game's 1,000,000)`);
      assert.ok(perChar <= MAX_BYTES_PER_CHAR[format], `${format}: ${perChar.toFixed(1)} bytes of module memory a character (at most ${MAX_BYTES_PER_CHAR[format]})`);
    });
  }
}

/** In the child: reads the record from stdin into a fresh module's game; prints the growth. */
async function measure(id) {
  const { readFileSync } = await import("node:fs");
  const text = readFileSync(0, "utf8");
  const { Game, wasm } = await import("./engine.mjs");
  const g = new Game(id);
  const before = wasm.memory.buffer.byteLength;
  const line = g.loadRecord(text);
  const grown = wasm.memory.buffer.byteLength - before;
  process.stdout.write(JSON.stringify({ grown, plies: g.history().length, variations: line[0].variations?.length ?? 0 }));
}
