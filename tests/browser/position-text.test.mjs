// The position editor's texts (www/page/position-text.js) read back by the engine, in
// Node without a browser: every game's start position written from its piece list is
// the engine's own text; set-up positions with kings, promoted pieces and pieces in hand.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, catalog } from "../js/engine.mjs";
import { editorKinds, writePosition } from "../../www/page/position-text.js";

/** What the editor holds for a game's view (pieces by cell, hands by kind). */
function setupOf(entry, g) {
  const v = g.view();
  const hands = v.hands ? v.hands.map((h) => Object.fromEntries(h.map((x) => [x.kind, x.count]))) : null;
  return { style: v.style, family: entry.family, colors: v.colors, rows: v.rows, cols: v.cols, labels: v.labels, pieces: v.pieces.map((p) => p && { side: p.side, kind: p.kind }), turn: v.turn, hands, base: g.position() };
}

test("every game's start position, written from its pieces, is the engine's start position", () => {
  const games = catalog();
  assert.equal(games.length, 21);
  for (const entry of games) {
    const g = new Game(entry.id);
    const setup = setupOf(entry, g);
    assert.ok(editorKinds(entry.family, setup.style)?.length, `${entry.id} has piece kinds to place`);
    const text = writePosition(setup);
    assert.equal(Game.fromPosition(entry.id, text).position(), g.position(), entry.id);
  }
});

test("kings, the side to move, promoted pieces and pieces in hand are written as the engine reads them", () => {
  const entry = (id) => catalog().find((c) => c.id === id);
  const edit = (id, start, change) => {
    const g = Game.fromPosition(id, start);
    const setup = setupOf(entry(id), g);
    change(setup, (name) => setup.labels.indexOf(name));
    return writePosition(setup);
  };
  // American: a king on 27, White to move.
  let text = edit("american", "B:W18:B14", (s, at) => {
    s.pieces[at("27")] = { side: 1, kind: "king" };
    s.turn = 1;
  });
  assert.equal(Game.fromPosition("american", text).position(), "W:W18,K27:B14");
  // Shogi: a dragon on 4c, a gold and two pawns in Sente's hand, a rook in Gote's.
  text = edit("shogi", "4k4/9/9/9/9/9/9/9/4K4 b - 1", (s, at) => {
    s.pieces[at("4c")] = { side: 0, kind: "+R" };
    s.hands[0] = { G: 1, P: 2 };
    s.hands[1] = { R: 1 };
  });
  assert.equal(text, "4k4/9/5+R3/9/9/9/9/9/4K4 b G2Pr 1");
  assert.equal(Game.fromPosition("shogi", text).position(), text);
  // Chess: castling rights only where king and rook stand at home.
  text = edit("chess", "r3k3/8/8/8/8/8/8/4K2R w - - 0 1", () => {});
  assert.equal(text, "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
  // Zong-Heng keeps its supplies.
  text = edit("zonghen", "8/8/8/8/8/8/8/8 b 16 16", (s) => {
    s.pieces[0] = { side: 0, kind: "man" };
  });
  assert.equal(text, "b7/8/8/8/8/8/8/8 b 16 16");
});
