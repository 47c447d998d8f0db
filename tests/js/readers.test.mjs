// Our records read by other programs' readers (issue 15.3): python-chess reads our PGN,
// py-draughts our PDN (international, frisian, russian, brazilian), cshogi our CSA and KIF.
// Those readers are Python packages CI does not install: tools/readers/check.py ran them on
// the records tools/readers/export.mjs makes (seeded random games) and kept what each made of
// each record (tests/data/readers/read-by-tools.json). This test makes the records again, so
// it fails when our writers change (then run both tools again, as the files say), and checks
// that every reader ended each game on our final position.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game } from "./engine.mjs";
import { records } from "../../tools/readers/export.mjs";

const data = (name) => JSON.parse(readFileSync(new URL(`../data/readers/${name}`, import.meta.url), "utf8"));
const kept = data("records.json");
const read = data("read-by-tools.json");

test("the records the readers were given are the ones we write now", () => {
  const now = records(Game);
  assert.equal(now.length, kept.length);
  now.forEach((r, i) => assert.equal(r.record, kept[i].record, `${r.game} record ${i} changed: run node tools/readers/export.mjs && python3 tools/readers/check.py`));
});

/** A draughts position as { turn, W: [...], B: [...] } of numeric squares ("K12" for a king). */
function draughtsPieces(text, algebraic) {
  const [turn, ...fields] = text.split(":");
  const out = { turn };
  for (const f of fields) {
    // The pieces of each side; our extra fields (":C0,2" counters, ":H", ":R") are not pieces.
    if (!/^[WB]/.test(f)) continue;
    const side = f[0];
    out[side] = f
      .slice(1)
      .split(",")
      .filter(Boolean)
      .map((p) => {
        const king = p.startsWith("K");
        const sq = king ? p.slice(1) : p;
        const n = algebraic ? (8 - Number(sq[1])) * 4 + Math.floor((sq.charCodeAt(0) - 97) / 2) + 1 : Number(sq);
        return `${king ? "K" : ""}${n}`;
      })
      .sort();
  }
  return out;
}

test("python-chess ends every PGN on our final position", () => {
  const games = kept.filter((r) => r.game === "chess");
  assert.equal(games.length, 10);
  for (const [i, r] of kept.entries()) {
    if (r.game !== "chess") continue;
    assert.match(read[i].reader, /^python-chess /);
    assert.equal(read[i].error, undefined, read[i].error);
    assert.equal(read[i].position, r.position, `game ${i}`);
  }
});

test("py-draughts ends every PDN on our final position (international, frisian, russian, brazilian)", () => {
  let n = 0;
  for (const [i, r] of kept.entries()) {
    if (!["international", "frisian", "russian", "brazilian"].includes(r.game)) continue;
    n++;
    assert.match(read[i].reader, /^py-draughts /);
    assert.equal(read[i].error, undefined, read[i].error);
    // Russian and Brazilian records name squares as letters and digits; py-draughts numbers them.
    const algebraic = ["russian", "brazilian"].includes(r.game);
    assert.deepEqual(draughtsPieces(read[i].position, false), draughtsPieces(r.position, algebraic), `${r.game} game ${i}`);
  }
  assert.equal(n, 40);
});

test("cshogi ends every CSA record on our final position, and every KIF one but where its reader skips 不成", () => {
  const sfen = (s) => s.split(" ").slice(0, 3).join(" ");
  let csa = 0;
  let kif = 0;
  for (const [i, r] of kept.entries()) {
    if (r.game !== "shogi") continue;
    assert.match(read[i].reader, /^cshogi /);
    assert.equal(read[i].error, undefined, read[i].error);
    const same = sfen(read[i].position) === sfen(r.position);
    if (r.format === "csa") {
      csa++;
      assert.ok(same, `CSA game ${i}: ${read[i].position} != ${r.position}`);
    } else {
      kif++;
      // cshogi's KIF reader does not match a declined promotion (５七角不成(46), as Kifu for
      // Windows writes it) and skips that move (tests/data/cshogi-check.md): only there may it differ.
      assert.ok(same || r.record.includes("不成"), `KIF game ${i}: ${read[i].position} != ${r.position}`);
    }
  }
  assert.equal(csa, 10);
  assert.equal(kif, 10);
  const kifSame = kept.filter((r, i) => r.format === "kif" && sfen(read[i].position) === sfen(r.position)).length;
  assert.ok(kifSame >= 5, `cshogi reads most KIF records whole (${kifSame} of 10)`);
});
