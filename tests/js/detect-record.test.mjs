// detectRecord(text): the engine tells which game a record belongs to (our [Game] tag, the
// PDN GameType code, KIF/KI2 for shogi, PGN for chess), so the page guesses nothing.

import { test } from "node:test";
import assert from "node:assert/strict";
import { catalog, Game } from "./engine.mjs";

const { detectRecord } = await import("../../www/pkg/boardgames.js");

test("each game's own record, after a few moves, is detected as that game", () => {
  const games = catalog();
  assert.equal(games.length, 21);
  for (const { id } of games) {
    const g = new Game(id);
    for (let ply = 0; ply < 4 && g.outcome() === null; ply++) g.play(g.legalMoves()[(ply * 3) % g.legalMoves().length].notation);
    assert.deepEqual(detectRecord(g.record()), { game: id, options: {} }, id);
  }
});

test("records of other programs: PDN GameType codes, PGN without tags, KIF, KI2, USI", () => {
  const pdn = (code, moves) => `[Event "club"]\n[GameType "${code}"]\n\n${moves} *\n`;
  assert.equal(detectRecord(pdn("25", "1. c3-d4 f6-g5"))?.game, "russian");
  assert.equal(detectRecord(pdn("25,W,8,8,A0,0", "1. c3-d4"))?.game, "russian");
  assert.equal(detectRecord(pdn("20", "1. 32-28"))?.game, "international");
  assert.equal(detectRecord(pdn("21", "1. 11-15"))?.game, "american");
  assert.equal(detectRecord(pdn("26", "1. c3-d4"))?.game, "brazilian");
  assert.equal(detectRecord(pdn("23", "1. 11-15"))?.game, "pool");
  assert.equal(detectRecord(pdn("22", "1. 21-18"))?.game, "italian");
  assert.equal(detectRecord(pdn("24", "1. 12-15"))?.game, "spanish");
  assert.equal(detectRecord(pdn("27", "1. 43-37"))?.game, "canadian");
  assert.equal(detectRecord(pdn("29", "1. c3-d4"))?.game, "czech");
  assert.equal(detectRecord(pdn("30", "1. a3-a4"))?.game, "turkish");
  assert.equal(detectRecord(pdn("40", "1. 31-27"))?.game, "frisian");
  assert.equal(detectRecord(pdn("0", "1. e4"))?.game, "chess");
  assert.equal(detectRecord(pdn("99", "1. 11-15")), null, "a code of no game here");
  assert.equal(detectRecord("1. e4 e5 2. Nf3 Nc6 *")?.game, "chess");
  assert.equal(detectRecord('[Event "x"]\n\n1. e4 e5 2. Qxz9 *')?.game, "chess", "a PGN with a wrong later move is still chess (its reader names the move)");
  assert.equal(detectRecord("1.e4 e5 2. Qxz9 *")?.game, "chess", "a move number written against its move");
  assert.equal(detectRecord('[Event "x"]\n[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]\n\n*')?.game, "chess");
  assert.equal(detectRecord("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n")?.game, "shogi");
  assert.equal(detectRecord("▲７六歩 △３四歩 ▲２六歩")?.game, "shogi");
  assert.equal(detectRecord("position startpos moves 7g7f 3c3d")?.game, "shogi");
  assert.equal(detectRecord('[Game "ZongHen"]\n\n*')?.game, "zonghen", "the tag is read without regard to case");
});

test("text that is no game's record is null; wrong types throw", () => {
  for (const junk of ["", "hello world", "1. 11-15 23-19", '[Game "go"]\n', "{ a comment }", "[Event \"x\"]\n\n*"]) {
    assert.equal(detectRecord(junk), null, JSON.stringify(junk));
  }
  for (const bad of [undefined, null, 5, {}, ["1. e4"]]) assert.throws(() => detectRecord(bad), Error);
});

// A long record is told by its head (its first 4 KB): detecting a 20,000-move KIF replayed it
// whole (5.5 s) before the page read it again. Its reader then reads it whole and names a
// wrong later move.
test("a long KIF and a long PGN without tags are told by their head; a wrong late move is their reader's to name", () => {
  const longGame = (id) => {
    const g = new Game(id);
    for (let ply = 0; ply < 600 && g.outcome() === null; ply++) {
      const moves = g.legalMoves();
      g.play(moves[(ply * 5 + 1) % moves.length].notation);
    }
    return g;
  };
  const shogi = longGame("shogi");
  const kif = shogi.record();
  assert.ok(kif.length > 6000 && shogi.history().length === 600, `a long KIF: ${kif.length} characters`);
  assert.equal(detectRecord(kif)?.game, "shogi");
  const lines = kif.trimEnd().split("\n");
  const last = lines.findLastIndex((l) => /^\s*\d+ /.test(l));
  const broken = [...lines.slice(0, last), lines[last].replace(/^(\s*\d+ ).*/, "$1９九王(11)"), ...lines.slice(last + 1)].join("\n");
  assert.equal(detectRecord(broken)?.game, "shogi", "its head reads as shogi");
  assert.ok(broken.indexOf("９九王(11)") > 4096, "the wrong move is beyond the head");
  assert.throws(() => new Game("shogi").loadRecord(broken), (e) => e instanceof Error && e.message.includes("600"), "the shogi reader names move 600");
  const chess = longGame("chess");
  const moves = chess.record().split("\n").filter((l) => !l.startsWith("[")).join("\n");
  const pgn = `{${"An annotated game, ".repeat(60)}}\n${moves}`;
  assert.ok(pgn.length > 4096, `a long PGN: ${pgn.length} characters`);
  assert.equal(detectRecord(pgn)?.game, "chess");
});
