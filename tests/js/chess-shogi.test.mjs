// Chess and shogi through the wasm API in Node: positions (FEN, SFEN), notations (SAN and UCI,
// USI and Japanese), promotion choices, draw claims, the impasse declaration, records (PGN,
// KIF) and errors. The rules themselves are tested natively (tests/chess_*.rs, tests/shogi_*.rs).

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, notations, snapshot, cellOf } from "./engine.mjs";

const CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const SHOGI_START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

function playAll(g, moves) {
  for (const m of moves.split(" ")) g.play(m);
  return g;
}

const throwsError = (fn, pattern) =>
  assert.throws(fn, (e) => e instanceof Error && pattern.test(e.message), `expected an Error matching ${pattern}`);

// ---------------------------------------------------------------- chess

test("chess: the start is the standard FEN, White (side 0) to move, 20 moves in SAN", () => {
  const g = new Game("chess");
  assert.equal(g.position(), CHESS_START);
  assert.equal(g.turn(), 0);
  const moves = g.legalMoves();
  assert.equal(moves.length, 20);
  for (const m of moves) assert.equal(m.san, m.notation, "the notation is SAN, also given as san");
  const e4 = moves.find((m) => m.notation === "e4");
  assert.deepEqual([e4.from, e4.to, e4.path, e4.captures], [cellOf(g, "e2"), cellOf(g, "e4"), [cellOf(g, "e2"), cellOf(g, "e4")], []]);
  assert.equal(cellOf(g, "a8"), 0, "cell 0 is a8: White at the bottom");
});

test("chess: play takes SAN or UCI and records SAN; FEN follows each move", () => {
  const g = new Game("chess");
  assert.equal(g.play("e2e4").notation, "e4");
  assert.equal(g.play("e5").notation, "e5");
  assert.equal(g.play("g1f3").notation, "Nf3");
  assert.equal(g.play("Nc6").notation, "Nc6");
  assert.equal(g.play("f1b5").notation, "Bb5");
  assert.equal(g.play("a6").notation, "a6");
  assert.deepEqual(g.history(), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
  assert.equal(g.position(), "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
  const castle = g.legalMoves().find((m) => m.notation === "O-O");
  assert.deepEqual(castle.pushes, [[cellOf(g, "h1"), cellOf(g, "f1")]], "castling says where the rook goes");
  assert.equal(g.play("e1g1").notation, "O-O", "castling in UCI is the king's move");
  assert.ok(g.undo());
  assert.equal(g.play("O-O").notation, "O-O");
});

test("chess: en passant removes the pawn beside, and FEN names the target square", () => {
  const g = playAll(new Game("chess"), "e4 a6 e5 d5");
  assert.equal(g.position(), "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
  const ep = g.legalMoves().find((m) => m.notation === "exd6");
  assert.deepEqual(ep.captures, [cellOf(g, "d5")]);
  g.play("e5d6");
  assert.equal(g.view().pieces[cellOf(g, "d5")], null);
});

test("chess: each promotion choice is a move of its own, with its piece", () => {
  const g = Game.fromPosition("chess", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  const promotions = g.legalMoves().filter((m) => m.from === cellOf(g, "a7"));
  assert.deepEqual(
    promotions.map((m) => [m.notation, m.promotion, m.crowns]),
    [
      ["a8=Q+", "q", true],
      ["a8=R+", "r", true],
      ["a8=B", "b", true],
      ["a8=N", "n", true],
    ],
  );
  const before = snapshot(g);
  throwsError(() => g.play("a7a8"), /needs the promotion piece/);
  assert.deepEqual(snapshot(g), before, "a refused move changes nothing");
  assert.equal(g.play("a7a8n").notation, "a8=N", "UCI names the piece last");
  assert.equal(g.view().pieces[cellOf(g, "a8")].kind, "N");
});

test("chess: check and checkmate show in SAN, the view and the outcome", () => {
  const g = playAll(new Game("chess"), "f3 e5 g4");
  assert.ok(notations(g).includes("Qh4#"));
  g.play("Qh4");
  assert.deepEqual(g.history(), ["f3", "e5", "g4", "Qh4#"]);
  assert.deepEqual(g.outcome(), { winner: 1, reason: "checkmate", token: "0-1", plies: 4 });
  assert.equal(g.view().check, cellOf(g, "e1"));
  assert.deepEqual(g.legalMoves(), []);
});

test("chess: claimDraw ends a threefold repetition, and is false before it", () => {
  const g = new Game("chess");
  assert.equal(g.claimDraw(), false);
  playAll(g, "Nf3 Nf6 Ng1 Ng8");
  assert.equal(g.claimDraw(), false, "the start position has occurred twice only");
  assert.equal(g.outcome(), null);
  playAll(g, "Nf3 Nf6 Ng1 Ng8");
  assert.equal(g.outcome(), null, "threefold repetition is claimed, not automatic");
  assert.equal(g.claimDraw(), true);
  assert.deepEqual(g.outcome(), { winner: null, reason: "threefold", token: "½-½", plies: 8 });
});

test("chess: claimDraw ends the game under the fifty-move rule", () => {
  const g = Game.fromPosition("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 99 60");
  assert.equal(g.claimDraw(), false, "99 half-moves are not yet fifty moves");
  g.play("Ra2");
  assert.equal(g.position(), "4k3/8/8/8/8/8/R7/4K3 b - - 100 60");
  assert.equal(g.claimDraw(), true);
  assert.deepEqual(g.outcome(), { winner: null, reason: "move-rule", token: "½-½", plies: 1 });
});

test("chess and shogi: declareWin is false at the start and changes nothing", () => {
  for (const id of ["chess", "shogi"]) {
    const g = new Game(id);
    const before = snapshot(g);
    assert.equal(g.declareWin(), false, id);
    assert.deepEqual(snapshot(g), before, id);
  }
});

test("chess: PGN export, and loadRecord gives the same game back", () => {
  const g = playAll(new Game("chess"), "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7");
  const pgn = g.record();
  assert.match(pgn, /^\[Event "\?"\]\n/);
  assert.ok(pgn.includes('[Result "*"]'));
  assert.ok(pgn.includes("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *"), pgn);
  assert.ok(!pgn.includes("[FEN"), "no FEN tag for the standard start");
  const h = new Game("chess");
  h.loadRecord(pgn);
  assert.deepEqual(h.history(), g.history());
  assert.equal(h.position(), g.position());
  assert.equal(h.record(), pgn);
});

test("chess: a PGN from a set-up position keeps its FEN, and a finished game its result", () => {
  const fen = "4k3/8/8/8/8/8/4P3/R3K3 b Q - 3 40";
  const g = playAll(Game.fromPosition("chess", fen), "Kd7 O-O-O+");
  const pgn = g.record();
  assert.ok(pgn.includes(`[SetUp "1"]\n[FEN "${fen}"]`), pgn);
  assert.ok(pgn.includes("40... Kd7 41. O-O-O+ *"), pgn);
  const h = new Game("chess");
  h.loadRecord(pgn);
  assert.equal(h.startPosition(), fen);
  assert.equal(h.position(), g.position());

  const mate = playAll(new Game("chess"), "f3 e5 g4 Qh4#");
  assert.ok(mate.record().includes('[Result "0-1"]') && mate.record().trimEnd().endsWith("2. g4 Qh4# 0-1"), mate.record());
});

test("chess: bad FEN and bad records throw an Error and change nothing", () => {
  for (const [fen, pattern] of [
    ["bad fen", /expected 6 fields/],
    ["rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", /8 ranks/],
    ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", /'X' is not a piece letter/],
    ["rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", /black has 0 kings/],
    ["4k2R/8/8/8/8/8/8/4K3 w - - 0 1", /black is in check but it is white's turn/],
  ]) {
    throwsError(() => Game.fromPosition("chess", fen), pattern);
  }
  const g = playAll(new Game("chess"), "d4");
  const before = snapshot(g);
  throwsError(() => g.loadRecord("1. e4 e5 2. Ke3 *"), /move 3 'Ke3'/);
  throwsError(() => g.loadRecord('[SetUp "1"]\n[FEN "bad fen"]\n\n1. e4 *'), /invalid fen/);
  throwsError(() => g.play("Ke3"), /illegal move 'Ke3'/);
  throwsError(() => g.play("e7e5q"), /illegal move 'e7e5q'/);
  assert.deepEqual(snapshot(g), before, "failed calls change nothing");
});

test("chess: perft through wasm on Kiwipete and position 3 of the usual suite", () => {
  const kiwi = Game.fromPosition("chess", KIWIPETE);
  assert.deepEqual([1, 2, 3].map((d) => kiwi.perft(d)), [48, 2039, 97862]);
  const p3 = Game.fromPosition("chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
  assert.deepEqual([1, 2, 3, 4].map((d) => p3.perft(d)), [14, 191, 2812, 43238]);
  assert.equal(kiwi.position(), KIWIPETE, "perft leaves the game as it was");
});

// ---------------------------------------------------------------- shogi

test("shogi: the start is the standard SFEN, Sente (side 0) to move, 30 moves in USI with Japanese text", () => {
  const g = new Game("shogi");
  assert.equal(g.position(), SHOGI_START);
  assert.equal(g.turn(), 0);
  assert.equal(g.legalMoves().length, 30);
  const m = g.legalMoves().find((x) => x.notation === "7g7f");
  assert.deepEqual([m.from, m.to, m.ja], [cellOf(g, "7g"), cellOf(g, "7f"), "▲7六歩"]);
  assert.equal(cellOf(g, "9a"), 0, "cell 0 is 9a: Sente at the bottom");
});

test("shogi: play takes USI or Japanese, records USI, and the Japanese text says 同", () => {
  const g = new Game("shogi");
  assert.equal(g.play("▲7六歩").notation, "7g7f");
  assert.equal(g.play("3c3d").ja, "△3四歩");
  assert.equal(g.play("8h2b+").ja, "▲2二角成");
  const recapture = g.legalMoves().find((m) => m.notation === "3a2b");
  assert.equal(recapture.ja, "△同\u3000銀");
  assert.deepEqual(recapture.captures, [cellOf(g, "2b")]);
  g.play("3a2b");
  assert.deepEqual(g.history(), ["7g7f", "3c3d", "8h2b+", "3a2b"]);
  assert.equal(g.position(), "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5");
  assert.deepEqual(
    g.view().hands.map((h) => h.map((p) => [p.kind, p.label, p.count])),
    [[["B", "角", 1]], [["B", "角", 1]]],
  );
});

test("shogi: a drop is a move from nowhere, with the piece kind", () => {
  const g = playAll(new Game("shogi"), "7g7f 3c3d 8h2b+ 3a2b");
  const drop = g.legalMoves().find((m) => m.notation === "B*4e");
  assert.deepEqual([drop.from, drop.to, drop.drop, drop.ja, drop.path], [null, cellOf(g, "4e"), "B", "▲4五角", [cellOf(g, "4e")]]);
  g.play("B*4e");
  assert.equal(g.view().hands[0].length, 0, "the bishop left the hand");
  assert.equal(g.view().pieces[cellOf(g, "4e")].kind, "B");
});

test("shogi: promoting and not promoting are two moves; a pawn on the last rank must promote", () => {
  const g = playAll(new Game("shogi"), "7g7f 3c3d");
  const choices = g.legalMoves().filter((m) => m.from === cellOf(g, "8h") && m.to === cellOf(g, "2b"));
  assert.deepEqual(
    choices.map((m) => [m.notation, m.promotion ?? null, m.crowns, m.ja]).sort(),
    [
      ["8h2b+", "+", true, "▲2二角成"],
      ["8h2b", null, false, "▲2二角不成"],
    ],
  );
  g.play("8h2b");
  assert.equal(g.view().pieces[cellOf(g, "2b")].kind, "B", "declined: still a bishop");

  const p = Game.fromPosition("shogi", "4k4/P8/9/9/9/9/9/9/4K4 b - 1");
  assert.deepEqual(p.legalMoves().filter((m) => m.from === cellOf(p, "9b")).map((m) => m.notation), ["9b9a+"]);
  const before = snapshot(p);
  throwsError(() => p.play("9b9a"), /must promote/);
  assert.deepEqual(snapshot(p), before);
});

test("shogi: handicap games start with Gote to move; claimDraw is false at the start", () => {
  const g = new Game("shogi", { handicap: "lance" });
  assert.equal(g.turn(), 1, "Gote (side 1) moves first in a handicap game");
  assert.equal(g.position(), "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  const s = new Game("shogi");
  assert.equal(s.claimDraw(), false);
  assert.equal(s.outcome(), null);
});

test("shogi: KIF export, and loadRecord gives the same game back (also from a USI command)", () => {
  const g = playAll(new Game("shogi"), "7g7f 3c3d 8h2b+ 3a2b B*4e");
  const kif = g.record();
  assert.ok(kif.startsWith("手合割：平手\n"), kif);
  assert.ok(kif.includes("   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同\u3000銀(31)\n   5 ４五角打\n"), kif);
  const h = new Game("shogi");
  h.loadRecord(kif);
  assert.deepEqual(h.history(), g.history());
  assert.equal(h.position(), g.position());
  assert.equal(h.record(), kif);

  const lance = playAll(new Game("shogi", { handicap: "lance" }), "5a4b 7g7f");
  const back = new Game("shogi");
  back.loadRecord(lance.record());
  assert.equal(back.startPosition(), lance.startPosition(), "the 手合割 line gives the handicap start");
  assert.deepEqual(back.history(), ["5a4b", "7g7f"]);

  const u = new Game("shogi");
  u.loadRecord("position startpos moves 7g7f 3c3d");
  assert.deepEqual(u.history(), ["7g7f", "3c3d"]);
});

test("shogi: bad SFEN, moves and records throw an Error and change nothing", () => {
  throwsError(() => Game.fromPosition("shogi", SHOGI_START.replace(" b ", " x ")), /side to move must be 'b'/);
  throwsError(() => Game.fromPosition("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1"), /9 ranks/);
  throwsError(() => Game.fromPosition("shogi", ""), /an sfen has a board, the side to move/);
  const g = playAll(new Game("shogi"), "7g7f");
  const before = snapshot(g);
  throwsError(() => g.loadRecord("手合割：平手\n   1 ７五歩(77)\n"), /move 1/);
  throwsError(() => g.loadRecord("手合割：十一枚落ち\n"), /手合割/);
  throwsError(() => g.play("P*5e"), /no pawn in hand/);
  throwsError(() => g.play("7f7e"), /not yours|illegal/);
  throwsError(() => g.play("hello"), /not a legal move/);
  assert.deepEqual(snapshot(g), before, "failed calls change nothing");
  assert.deepEqual(g.history(), ["7g7f"]);
});
