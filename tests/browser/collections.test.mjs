// Collections (issue 15.3): opening a PDN or PGN file of many games, or several KIF files at
// once, lists the games (players, event, date, result, first moves); the filter narrows the
// list; a click opens that game on the board. Files are written here from random games of
// the engine, with tags naming their players.

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Game } from "../js/engine.mjs";
import { fileUrl, idle, openPage, screenshot, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

const NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon"];

/** `count` random games of `id`: their records (tagged with players) and moves. */
function games(id, count, seed, format) {
  let s = seed;
  const out = [];
  for (let i = 0; i < count; i++) {
    const g = new Game(id);
    try {
      const plies = 6 + (i % 20);
      for (let k = 0; k < plies && !g.outcome(); k++) {
        const legal = g.legalMoves();
        s = (s * 1103515245 + 12345) % 2 ** 31;
        g.play(legal[s % legal.length].notation);
      }
      const white = `${NAMES[i % 10]}${Math.floor(i / 10) + 1}`;
      const record = g.record(format);
      const tagged = id === "shogi" ? record.replace(/^先手：.*$/m, `先手：${white}`) : `[White "${white}"]\n[Black "Club"]\n[Event "Night ${i}"]\n${record}`;
      out.push({ white, record: tagged, moves: g.history() });
    } finally {
      g.free();
    }
  }
  return out;
}

const dir = mkdtempSync(path.join(tmpdir(), "collections-"));

async function openFiles(page, files) {
  await page.setInputFiles("#record-file", files);
  await page.waitForSelector("#collection-dialog[open] tbody tr");
}

for (const [id, ext] of [["international", "pdn"], ["chess", "pgn"]]) {
  test(`a ${ext.toUpperCase()} file of 50 ${id} games lists them, filters, and opens the one clicked`, async (t) => {
    const list = games(id, 50, 11);
    const file = path.join(dir, `fifty.${ext}`);
    writeFileSync(file, list.map((g) => g.record).join("\n\n"));
    const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 } });
    t.after(close);
    await openFiles(page, file);
    assert.equal(await page.locator("#collection-dialog tbody tr").count(), 50);
    const first = await page.locator("#collection-dialog tbody tr").first().locator("td").allTextContents();
    assert.equal(first[0], `${list[0].white} – Club`);
    assert.equal(first[1], "Night 0");
    await screenshot(page, `collection-${ext}`);
    // "Dee3" is the 24th game (index 23) only; words match in any case.
    await page.fill("#collection-dialog .collection-filter", "dee3 club");
    assert.equal(await page.locator("#collection-dialog tbody tr").count(), 1);
    await page.locator("#collection-dialog tbody tr").first().click();
    await page.waitForFunction((id) => document.getElementById("board").game?.id === id, id);
    await idle(page, "#board");
    assert.deepEqual(await page.evaluate(() => document.getElementById("board").history()), list[23].moves);
    assert.equal(await page.locator("#collection-dialog[open]").count(), 0);
  });
}

test("three KIF files opened together are listed by player and open as shogi", async (t) => {
  const list = games("shogi", 3, 5, "kif");
  const files = list.map((g, i) => {
    const file = path.join(dir, `game${i + 1}.kif`);
    writeFileSync(file, g.record);
    return file;
  });
  const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await openFiles(page, files);
  assert.equal(await page.locator("#collection-dialog tbody tr").count(), 3);
  await page.locator("#collection-dialog tbody tr").nth(1).click();
  await page.waitForFunction(() => document.getElementById("board").game?.id === "shogi");
  await idle(page, "#board");
  assert.deepEqual(await page.evaluate(() => document.getElementById("board").history()), list[1].moves);
});

test("a single file of one game opens at once, without a list", async (t) => {
  const [one] = games("american", 1, 3);
  const file = path.join(dir, "one.pdn");
  writeFileSync(file, one.record);
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.setInputFiles("#record-file", file);
  await page.waitForFunction((n) => document.getElementById("board").history().length === n, one.moves.length);
  assert.equal(await page.locator("#collection-dialog[open]").count(), 0);
});

test("the single file lists a collection offline", async (t) => {
  const list = games("american", 12, 9);
  const file = path.join(dir, "twelve.pdn");
  writeFileSync(file, list.map((g) => g.record).join("\n"));
  const { page, close } = await openPage(fileUrl("dist/boardgames.html"), { offline: true });
  t.after(close);
  await openFiles(page, file);
  assert.equal(await page.locator("#collection-dialog tbody tr").count(), 12);
  await page.locator("#collection-dialog tbody tr").nth(4).click();
  await page.waitForFunction((n) => document.getElementById("board").history().length === n, list[4].moves.length);
  assert.deepEqual(await page.evaluate(() => document.getElementById("board").history()), list[4].moves);
});
