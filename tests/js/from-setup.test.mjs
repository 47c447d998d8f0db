// Game.fromSetup: a position from the editor's setup ({ pieces: [{ cell, side, kind }],
// turn, hands, supply, castling, enPassant, halfmoveClock, moveNumber }), in the view's
// own vocabulary. Every game's view, turned back into a setup, gives the same position;
// the engine infers chess castling rights and the supplies; bad setups throw Errors.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, catalog, cellOf, wasm } from "./engine.mjs";
import { editorKinds } from "../../www/page/position-text.js";

/** The setup the editor builds from a game's view (plus, with `all`, the facts the view shows). */
function setupOf(g, all = false) {
  const v = g.view();
  const pieces = [];
  v.pieces.forEach((p, cell) => p && pieces.push({ cell, side: p.side, kind: p.kind }));
  const setup = { pieces, turn: v.turn };
  if (v.hands) setup.hands = v.hands.map((h) => Object.fromEntries(h.map((x) => [x.kind, x.count])));
  if (all && v.supply) setup.supply = v.supply;
  if (all && v.style === "chess") {
    const counters = Object.fromEntries(v.counters);
    setup.halfmoveClock = counters.halfmoveClock;
    setup.moveNumber = counters.fullmoveNumber;
  }
  if (all && v.style === "shogi") setup.moveNumber = g.history().length + 1;
  return setup;
}

test("every game's start position, set up from its view, is the engine's start position", () => {
  const games = catalog();
  assert.equal(games.length, 21);
  for (const { id } of games) {
    const g = new Game(id);
    assert.equal(Game.fromSetup(id, setupOf(g)).position(), g.position(), id);
    assert.equal(Game.fromSetup(id, setupOf(g), {}).id, id);
  }
});

test("the editor's palette offers every kind of each game's start, by the view's names", () => {
  for (const info of catalog()) {
    const { id } = info;
    const v = new Game(id).view();
    const kinds = editorKinds(info);
    for (const p of v.pieces) if (p) assert.ok(kinds?.includes(p.kind), `${id}: ${p.kind} in the palette`);
  }
});

test("positions after a few moves, the other side to move, set up from their views", () => {
  let compared = 0;
  for (const { id } of catalog()) {
    const g = new Game(id);
    for (let ply = 0; ply < 3 && g.outcome() === null; ply++) {
      const moves = g.legalMoves();
      g.play(moves[(ply * 5) % moves.length].notation);
      // Draughts and Alquerque draw counters are not part of a setup (they start at zero),
      // nor a pending huff or a Frisian king's run.
      if (/:H|:R[WB]/.test(g.position())) continue;
      const text = g.position().replace(/:C\d+,\d+|:P\d+/, "");
      assert.equal(Game.fromSetup(id, setupOf(g, true)).position(), text, `${id} after ${g.history().join(" ")}`);
      compared++;
    }
  }
  assert.ok(compared >= 50, `${compared} positions compared`);
});

test("game options shape the board a setup is read on", () => {
  const g = new Game("zonghen", { size: 6 });
  assert.equal(Game.fromSetup("zonghen", setupOf(g), { size: 6 }).position(), g.position());
  assert.throws(() => Game.fromSetup("zonghen", setupOf(new Game("zonghen")), { size: 6 }), Error);
});

test("chess castling rights are inferred from kings and rooks at home unless given", () => {
  const g = Game.fromPosition("chess", "r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
  assert.equal(Game.fromSetup("chess", setupOf(g)).position(), "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
  assert.equal(Game.fromSetup("chess", { ...setupOf(g), castling: "-" }).position(), "r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
  assert.equal(Game.fromSetup("chess", { ...setupOf(g), castling: "K" }).position(), "r3k3/8/8/8/8/8/8/4K2R w K - 0 1");
  assert.throws(() => Game.fromSetup("chess", { ...setupOf(g), castling: "Q" }), /castling right 'Q'/);
});

test("chess en passant square and counters are kept", () => {
  const g = new Game("chess");
  g.play("e4");
  g.play("a6");
  g.play("e5");
  g.play("d5");
  const setup = { ...setupOf(g, true), enPassant: cellOf(g, "d6") };
  assert.equal(Game.fromSetup("chess", setup).position(), g.position());
  assert.match(g.position(), / d6 0 3$/);
  assert.throws(() => Game.fromSetup("chess", { ...setup, enPassant: cellOf(g, "d3") }), /en passant/);
});

test("shogi pieces in hand and promoted pieces", () => {
  const g = Game.fromPosition("shogi", "4k4/9/9/9/9/9/9/9/4K4 b - 1");
  const setup = setupOf(g);
  setup.pieces.push({ cell: cellOf(g, "4c"), side: 0, kind: "+R" });
  setup.hands = [{ G: 1, P: 2 }, { R: 1 }];
  assert.equal(Game.fromSetup("shogi", setup).position(), "4k4/9/5+R3/9/9/9/9/9/4K4 b G2Pr 1");
  assert.throws(() => Game.fromSetup("shogi", { ...setup, hands: [{ K: 1 }, {}] }), /cannot be held in hand/);
  assert.throws(() => Game.fromSetup("shogi", { ...setup, hands: [{ P: 19 }, {}] }), /whole number/);
});

test("draughts kings and Zong-Heng/Binary supplies", () => {
  const g = Game.fromPosition("american", "B:W18:B14");
  const setup = setupOf(g);
  setup.pieces.push({ cell: cellOf(g, "27"), side: 1, kind: "king" });
  setup.turn = 1;
  assert.equal(Game.fromSetup("american", setup).position(), "W:W18,K27:B14");
  const one = { pieces: [{ cell: 0, side: 0, kind: "man" }], turn: 0 };
  assert.equal(Game.fromSetup("zonghen", { ...one, supply: [16, 16] }).position(), "b7/8/8/8/8/8/8/8 b 16 16");
  // Without supplies: what each side has in all, less its pieces on the board.
  assert.equal(Game.fromSetup("zonghen", one).position(), "b7/8/8/8/8/8/8/8 b 31 32");
  assert.equal(Game.fromSetup("binary", one).position(), "b7/8/8/8/8/8/8/8 b 15 16");
});

/** The setup of chess's start with `change` applied to a copy of its piece list. */
function chessWith(change) {
  const g = new Game("chess");
  const setup = setupOf(g);
  change(setup, (name) => cellOf(g, name));
  return setup;
}

test("setups the rules refuse throw Errors that say why", () => {
  const refuses = (id, setup, why) => assert.throws(() => Game.fromSetup(id, setup), (e) => e instanceof Error && why.test(e.message), `${id}: ${why}`);
  refuses("chess", chessWith((s, at) => s.pieces.push({ cell: 64, side: 0, kind: "Q" })), /cell 64/);
  refuses("chess", chessWith((s, at) => s.pieces.push({ cell: at("e4"), side: 0, kind: "X" })), /'X' is not a piece/);
  refuses("chess", chessWith((s, at) => s.pieces.push({ cell: at("e4"), side: 0, kind: "man" })), /not a piece/);
  refuses("chess", chessWith((s, at) => s.pieces.push({ cell: at("e4"), side: 1, kind: "K" })), /2 kings/);
  refuses("chess", chessWith((s, at) => s.pieces.push({ cell: at("e1"), side: 0, kind: "Q" })), /two pieces on cell/);
  refuses("chess", chessWith((s, at) => (s.pieces.find((p) => p.cell === at("a2")).cell = at("a8"), s.pieces.splice(s.pieces.findIndex((p) => p.cell === at("a8") && p.kind === "R"), 1))), /pawn on a8/);
  refuses("chess", { ...chessWith(() => {}), hands: [{}, {}] }, /no 'hands'/);
  refuses("american", { pieces: [{ cell: 0, side: 0, kind: "man" }], turn: 0 }, /not a playable cell/);
  refuses("american", { pieces: [{ cell: 1, side: 0, kind: "K" }], turn: 0 }, /not a piece/);
  refuses("american", { pieces: [], turn: 0, supply: [1, 1] }, /no 'supply'/);
  const shogi = new Game("shogi");
  refuses("shogi", { pieces: [...setupOf(shogi).pieces, { cell: cellOf(shogi, "5a"), side: 0, kind: "P" }], turn: 0 }, /two pieces|could never move/);
  refuses("shogi", { pieces: [{ cell: cellOf(shogi, "1a"), side: 0, kind: "P" }, { cell: cellOf(shogi, "5i"), side: 0, kind: "K" }, { cell: cellOf(shogi, "5a"), side: 1, kind: "K" }], turn: 0 }, /could never move/);
  refuses("nope", { pieces: [], turn: 0 }, /unknown game/);
});

test("setups of the wrong types throw Errors", () => {
  const bad = [
    undefined, null, 1, "x", [], { pieces: [] }, { turn: 0 }, { pieces: {}, turn: 0 }, { pieces: [], turn: 2 },
    { pieces: [], turn: "0" }, { pieces: [null], turn: 0 }, { pieces: [{ cell: 1.5, side: 0, kind: "man" }], turn: 0 },
    { pieces: [{ cell: -1, side: 0, kind: "man" }], turn: 0 }, { pieces: [{ cell: 1, side: 2, kind: "man" }], turn: 0 },
    { pieces: [{ cell: 1, side: 0, kind: 5 }], turn: 0 }, { pieces: [{ cell: 1, side: 0, kind: "man", x: 1 }], turn: 0 },
    { pieces: [], turn: 0, extra: 1 }, { pieces: [], turn: 0, hands: [{}] }, { pieces: [], turn: 0, supply: [1] },
    { pieces: [], turn: 0, supply: [1, 1n] }, { pieces: [], turn: 0, castling: 5 }, { pieces: [], turn: 0, [Symbol("s")]: 1 },
    { pieces: [1, , 3], turn: 0 }, { pieces: [{ cell: 1n, side: 0, kind: "man" }], turn: 0 },
  ];
  bad.forEach((setup, i) => assert.throws(() => Game.fromSetup("american", setup), Error, `bad setup ${i}`));
  assert.throws(() => Game.fromSetup(7, { pieces: [], turn: 0 }), /game id/);
  assert.throws(() => Game.fromSetup("american", { pieces: [], turn: 0 }, 5), /options/);
});

test("hostile getters and Proxies throw Errors and keep no JS value", () => {
  const boom = () => {
    throw new Error("getter throws");
  };
  const revoked = () => {
    const r = Proxy.revocable({}, {});
    r.revoke();
    return r.proxy;
  };
  const hostile = () => [
    { get pieces() { return boom(); }, turn: 0 },
    { pieces: [{ get cell() { return boom(); }, side: 0, kind: "man" }], turn: 0 },
    { pieces: [{ cell: 1, side: 0, kind: "man" }], get turn() { throw Symbol("s"); } },
    { pieces: revoked(), turn: 0 },
    { pieces: [revoked()], turn: 0 },
    { pieces: [], turn: 0, hands: [revoked(), {}] },
    revoked(),
    new Proxy({}, { ownKeys: boom }),
  ];
  for (const setup of hostile()) assert.throws(() => Game.fromSetup("american", setup), Error);
  const table = wasm.__wbindgen_externrefs.length;
  for (let i = 0; i <= table; i++) for (const setup of hostile()) assert.throws(() => Game.fromSetup("american", setup), Error);
  assert.equal(wasm.__wbindgen_externrefs.length, table, "the JS-value table did not grow");
  assert.equal(new Game("american").perft(3), 302, "the module still works");
});
