// The page's tree is the game (issue 29): the record written is the whole tree with its
// tags, whatever position or variation is shown; an opened record's tags come back; a game
// against the computer is written with the players' names.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { idle, newGame, openPage, setSetting, waitReady, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

const board = "#board";

/** Plays `n` moves (each the first legal move but one, a fixed game); returns their notations. */
function playMoves(page, n) {
  return page.$eval(
    board,
    (b, n) => {
      for (let i = 0; i < n; i++) {
        const legal = b.game.legalMoves();
        b.play(legal[Math.min(1, legal.length - 1)].notation);
      }
      return b.history();
    },
    n,
  );
}

/** The file Save file writes. */
async function savedFile(page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#record-save")]);
  return readFileSync(await download.path(), "utf8");
}

/** Opens `text` as a record through the paste dialog. */
async function openRecord(page, text) {
  await page.click("#record-paste");
  await page.fill("#record-text", text);
  await page.click("#record-load");
  await page.waitForSelector("#record-dialog", { state: "hidden" });
  await idle(page, board);
}

/** The moves of the record's movetext, in order, numbers and results left out ("(" and ")" kept). */
const tokens = (text) =>
  text
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/[()]/g, (p) => ` ${p} `)
    .split(/\s+/)
    .filter((w) => w && !/^\d+\.+$/.test(w) && !/^(\*|1-0|0-1|1\/2-1\/2|2-0|0-2|1-1)$/.test(w));

test("Save file at ply 3 of 10 writes all 10 plies", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const moves = await playMoves(page, 10);
  assert.equal(moves.length, 10);
  await idle(page, board);
  await page.click('#move-list [data-ply="3"]');
  await page.waitForFunction(() => document.getElementById("board").history().length === 3);
  const text = await savedFile(page);
  assert.deepEqual(tokens(text), moves, text);
  // Read back, the game has its 10 moves again.
  await newGame(page);
  await openRecord(page, text);
  assert.deepEqual(await page.$eval(board, (b) => b.line), moves);
});

test("Save file while a variation is shown writes the mainline first and the variation in parentheses", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const main = await playMoves(page, 6);
  await idle(page, board);
  await page.click('#move-list [data-ply="2"]');
  await page.waitForFunction(() => document.getElementById("board").history().length === 2);
  // Another third move than the mainline's: a variation, shown.
  const alt = await page.$eval(board, (b, mainMove) => {
    const other = b.game.legalMoves().find((m) => m.notation !== mainMove);
    b.play(other.notation);
    return b.history().at(-1);
  }, main[2]);
  await idle(page, board);
  assert.equal(await page.$eval(board, (b) => b.history().join(" ")), [...main.slice(0, 2), alt].join(" "));
  const text = await savedFile(page);
  const words = tokens(text);
  assert.deepEqual(words.filter((w) => w !== "(" && w !== ")" && w !== alt), main, text);
  // The variation sits in parentheses right after the mainline move it replaces.
  const at = words.indexOf(main[2]);
  assert.deepEqual(words.slice(at + 1, at + 4), ["(", alt, ")"], text);
  // Re-imported: the mainline is still the game, the variation still a variation.
  await newGame(page);
  await openRecord(page, text);
  assert.deepEqual(await page.$eval(board, (b) => b.line), main);
  assert.deepEqual(await page.$$eval("#move-list .variation .move, #move-list .variation [data-path]", (els) => [...new Set(els.map((e) => e.textContent.trim()))]), [alt]);
  // And written again, the same record.
  assert.deepEqual(tokens(await savedFile(page)), words);
});

test("an opened record's players and result are shown and written back", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const record = '[Event "Club night"]\n[Date "2024.05.01"]\n[White "Alice Alpha"]\n[Black "Bob Beta"]\n[Result "1-0"]\n[GameType "21"]\n\n1. 11-15 23-19 2. 8-11 22-17 1-0\n';
  await openRecord(page, record);
  const bars = await page.$$eval("#bar-top .who, #bar-bottom .who", (els) => els.map((e) => e.textContent));
  assert.ok(bars.includes("Alice Alpha") && bars.includes("Bob Beta"), bars.join(" | "));
  // The recorded result is the game's (the moves alone do not end it).
  assert.match(await page.textContent("#move-list"), /1-0|2-0/);
  // Shown at an earlier move, the record is written whole with its tags and result.
  await page.click('#move-list [data-ply="1"]');
  const text = await savedFile(page);
  for (const tag of ['[Event "Club night"]', '[White "Alice Alpha"]', '[Black "Bob Beta"]', '[Result "1-0"]']) assert.ok(text.includes(tag), `${tag} in\n${text}`);
  assert.deepEqual(tokens(text), ["11-15", "23-19", "8-11", "22-17"]);
  // A reload keeps them (the game left in this browser), and the recorded result.
  await page.reload();
  await waitReady(page, board);
  const after = await page.$$eval("#bar-top .who, #bar-bottom .who", (els) => els.map((e) => e.textContent));
  assert.ok(after.includes("Alice Alpha") && after.includes("Bob Beta"), after.join(" | "));
  const again = await savedFile(page);
  for (const tag of ['[Event "Club night"]', '[White "Alice Alpha"]', '[Result "1-0"]']) assert.ok(again.includes(tag), `${tag} after a reload in\n${again}`);
});

test("a game against the computer is saved with the players' names", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await setSetting(page, "level", 5);
  await newGame(page, { mode: "computer", human: 0 });
  await page.$eval(board, (b) => b.play(b.game.legalMoves()[0].notation));
  // The computer answers.
  await page.waitForFunction(() => document.getElementById("board").history().length === 2, null, { timeout: 30000 });
  const text = await savedFile(page);
  assert.match(text, /\[(White|Black) "Computer \(level 5\)"\]/, text);
  assert.doesNotMatch(text, /\[(White|Black) "\?"\]/, text);
});
