// Records keep their tags and result through the wasm API: `g.recordTags()` after
// `loadRecord`, `g.record(format, line, tags)` writing them in the format's names; a result
// the moves do not reach ends the loaded game (`reason: "recorded"`, or "resignation" for
// KIF's 投了 and CSA's %TORYO). Every format round-trips tags, moves and result; bad tags
// throw and change nothing.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, catalog, snapshot } from "./engine.mjs";

const TAGS = {
  players: ["Ann \"A\" Lee", "Bo"],
  event: "Club cup",
  site: "Hall 2",
  date: "2024.05.06",
  round: "3",
  other: [["Annotator", "Cy"]],
};

/** A game of `id` with a few moves played (none ending it), then resigned by the side to move. */
function resigned(id) {
  const g = new Game(id);
  for (let i = 0; i < 6; i++) {
    const moves = g.legalMoves();
    g.play(moves[(i * 5 + 1) % moves.length].notation);
    if (g.outcome()) {
      g.undo();
      break;
    }
  }
  const loser = g.turn();
  g.resign();
  return { g, loser };
}

test("a game never loaded has no tags", () => {
  assert.deepEqual(new Game("chess").recordTags(), { players: [null, null], other: [] });
});

for (const { id } of catalog()) {
  for (const format of id === "shogi" ? [undefined, "csa"] : [undefined]) {
    test(`${id}${format ? ` (${format})` : ""}: tags, moves and a resignation round-trip`, () => {
      const { g, loser } = resigned(id);
      const text = g.record(format, null, TAGS);
      const first = new Game(id);
      first.loadRecord(text);
      const tags = first.recordTags();
      assert.deepEqual(tags.players, TAGS.players);
      if (id !== "shogi") {
        assert.deepEqual([tags.event, tags.site, tags.date, tags.round, tags.other], [TAGS.event, TAGS.site, TAGS.date, TAGS.round, TAGS.other]);
      }
      assert.equal(first.outcome().winner, 1 - loser);
      assert.deepEqual(first.history(), g.history());
      const again = first.record(format, first.history().map((move) => ({ move })), tags);
      const second = new Game(id);
      second.loadRecord(again);
      assert.deepEqual(second.recordTags(), tags);
      assert.deepEqual(second.history(), first.history());
      assert.deepEqual(second.outcome(), first.outcome());
      // Without tags, a loaded game writes the tags it was loaded with.
      assert.equal(second.record(format), second.record(format, null, tags));
    });
  }
}

test("a PGN result the moves do not reach ends the game: recorded", () => {
  const g = new Game("chess");
  g.loadRecord('[White "Carlsen"]\n[Black "Caruana"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n');
  assert.deepEqual(g.recordTags(), { players: ["Carlsen", "Caruana"], result: "1-0", other: [] });
  assert.deepEqual(g.outcome(), { winner: 0, reason: "recorded" });
  assert.deepEqual(g.legalMoves(), []);
  assert.match(g.record(), /\[Result "1-0"\][\s\S]*1\. e4 e5 1-0/);
});

test("American PDN: Black moves first and is side 0", () => {
  const g = new Game("american");
  g.loadRecord('[Black "Tinsley"]\n[White "Chinook"]\n[Result "0-1"]\n\n1. 11-15 23-19 0-1\n');
  assert.deepEqual(g.recordTags().players, ["Tinsley", "Chinook"]);
  assert.equal(g.outcome().winner, 1);
});

test("KIF: 先手/後手, 棋戦, 開始日時 and 投了 (a resignation)", () => {
  const g = new Game("shogi");
  g.loadRecord("開始日時：2024/01/02\n棋戦：竜王戦\n手合割：平手\n先手：羽生\n後手：藤井\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\n");
  assert.deepEqual(g.recordTags(), { players: ["羽生", "藤井"], event: "竜王戦", date: "2024/01/02", result: "投了", other: [] });
  assert.deepEqual(g.outcome(), { winner: 0, reason: "resignation" });
  assert.match(g.record(), /先手：羽生\n後手：藤井/);
});

test("bad tags throw and change nothing", () => {
  const { g } = resigned("chess");
  const before = snapshot(g);
  for (const bad of [
    5,
    [],
    { players: ["a"] },
    { players: "a" },
    { event: 3 },
    { event: "two\nlines" },
    { other: [["a b", "x"]] },
    { other: [["Name"]] },
    { other: "x" },
    { nope: 1 },
    { event: "x".repeat(20000) },
  ]) {
    assert.throws(() => g.record(undefined, null, bad), Error, JSON.stringify(bad).slice(0, 40));
  }
  assert.deepEqual(snapshot(g), before);
});
