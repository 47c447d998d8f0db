// Perft from the start through the wasm API in Node, for every game of catalog(): the counts
// must equal the native reference counts (draughts: tests/data/perft_draughts.txt, which names
// each count's source; the other games: the counts of their Rust tests). The first three
// depths are always checked, deeper ones up to MAX_NODES leaves, so the file takes a second or two.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Game, catalog, notations } from "./engine.mjs";

const MAX_NODES = 1_100_000;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** [id, options, counts from depth 1] */
const cases = [];

// Draughts: the data file the Rust perft tests read ("game | options | start | d1 d2 ... | source").
for (const line of readFileSync(path.join(repo, "tests", "data", "perft_draughts.txt"), "utf8").split("\n")) {
  if (!line.trim() || line.startsWith("#")) continue;
  const [id, optionText, start, counts] = line.split("|").map((f) => f.trim());
  if (start !== "start") continue;
  const options = Object.fromEntries(
    optionText
      .split(",")
      .filter(Boolean)
      .map((pair) => {
        const [k, v] = pair.split("=");
        return [k, /^\d+$/.test(v) ? Number(v) : v === "true" ? true : v === "false" ? false : v];
      }),
  );
  cases.push([id, options, counts.split(/\s+/).map(Number)]);
}

cases.push(
  // published counts (tests/chess_perft.rs, tests/shogi_perft.rs name their sources)
  ["chess", {}, [20, 400, 8902, 197281]],
  ["shogi", {}, [30, 900, 25470, 719731]],
  // tests/alquerque_api.rs
  ["alquerque", { rules: "alfonso", noReturn: "ever" }, [4, 8, 41, 426, 7569, 132961]],
  ["alquerque", { rules: "bell", noReturn: "ever" }, [4, 8, 41, 364, 4338, 63898, 992193]],
  ["alquerque", { rules: "bell", noReturn: "turn" }, [4, 8, 41, 367, 4612, 68741]],
  // tests/zonghen_perft.rs
  ["zonghen", {}, [56, 3108, 171192]],
  ["zonghen", { size: 6 }, [30, 880, 25268, 701956]],
  ["zonghen", { size: 10 }, [90, 8064]],
  ["zonghen", { size: 12 }, [132]],
  // tests/binary_perft.rs
  ["binary", {}, [30, 14940, 6954510]],
  ["binary", { size: 6 }, [16, 2480, 339440]],
  ["binary", { size: 10 }, [48, 58896]],
  ["binary", { size: 12 }, [70, 179060]],
  // tests/incorrect_checkers_api.rs
  ["incorrect-checkers", {}, [13, 190, 3546, 70037]],
);

test("every game of the catalog has reference perft counts here", () => {
  const covered = new Set(cases.map(([id]) => id));
  const missing = catalog()
    .map((g) => g.id)
    .filter((id) => !covered.has(id));
  assert.deepEqual(missing, [], "games without reference counts");
});

for (const [id, options, counts] of cases) {
  const label = Object.keys(options).length ? `${id} ${JSON.stringify(options)}` : id;
  test(`perft from the start through wasm: ${label}`, () => {
    const g = new Game(id, options);
    const before = g.position();
    const depths = counts.map((_, i) => i + 1).filter((d) => d <= 3 || counts[d - 1] <= MAX_NODES);
    assert.deepEqual(
      depths.map((d) => g.perft(d)),
      depths.map((d) => counts[d - 1]),
      `${label} perft(1..${depths.length})`,
    );
    assert.equal(g.perft(0), 1);
    // divide splits perft(2) by the legal moves, under their notations.
    const split = g.divide(2);
    assert.deepEqual(split.map(([m]) => m).sort(), notations(g), `${label}: divide names the legal moves`);
    assert.equal(
      split.reduce((sum, [, n]) => sum + n, 0),
      counts[1] ?? g.perft(2),
      `${label}: divide(2) adds up to perft(2)`,
    );
    assert.equal(g.position(), before, "perft leaves the game as it was");
  });
}
