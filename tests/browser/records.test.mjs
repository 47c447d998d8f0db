// Game records on the play page: paste, open and save a record, the replay slider and
// arrow keys, and the URL hash that reopens a game from a link.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { openPage, setSetting, newGame, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

const RECORD = '[Game "american"]\n[Result "*"]\n\n1. 11-15 23-19 2. 8-11 22-17 *\n';

const moveTexts = (page) => page.$$eval("#move-list .move:not(.gap)", (els) => els.map((e) => e.textContent));
const waitMoves = (page, n) =>
  page.waitForFunction((n) => document.querySelectorAll("#move-list .move:not(.gap)").length === n && document.getElementById("board").history().length === n, n);

test("a pasted record is loaded; a broken one says why", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.click("#record-paste");
  await page.fill("#record-text", "1. 11-15 99-98");
  await page.click("#record-load");
  // A record the game shown cannot read is given to the module of every game first (www/engine.js).
  await page.waitForFunction(() => document.getElementById("record-error").textContent !== "", null, { timeout: 20000 });
  assert.match(await page.textContent("#record-error"), /could not be read: .*99-98/);
  await page.fill("#record-text", RECORD);
  await page.click("#record-load");
  await waitMoves(page, 4);
  assert.deepEqual(await moveTexts(page), ["11-15", "23-19", "8-11", "22-17"]);
  assert.equal(await page.isVisible("#record-dialog"), false);
});

test("on the Japanese page a record's error is worded by its code, the engine's detail kept, and the game unchanged", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.evaluate(() => document.getElementById("board").play("11-15"));
  await waitMoves(page, 1);
  await setSetting(page, "lang-select", "ja");
  await page.click("#record-paste");
  // Read in the worker (record-open.js): the code crosses it with the message.
  await page.fill("#record-text", "1. 11-15 22-18 2. 15-19");
  await page.click("#record-load");
  await page.waitForFunction(() => document.getElementById("record-error").textContent !== "", null, { timeout: 20000 });
  const text = await page.textContent("#record-error");
  assert.match(text, /^この棋譜は読めませんでした：取れる駒があるときは取らなければなりません（move 3 '15-19'.*）$/);
  await page.click("#record-dialog button[value=cancel]");
  assert.deepEqual(await moveTexts(page), ["11-15"]);
  await setSetting(page, "lang-select", "en");
});

test("the record is saved as a file and opened again", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.evaluate(() => {
    const b = document.getElementById("board");
    for (const m of ["11-15", "23-19", "8-11"]) b.play(m);
  });
  await waitMoves(page, 3);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#record-save")]);
  assert.equal(download.suggestedFilename(), "american.pdn");
  const text = readFileSync(await download.path(), "utf8");
  assert.match(text, /1\. 11-15 23-19 2\. 8-11/);
  await newGame(page);
  await waitMoves(page, 0);
  await page.setInputFiles("#record-file", { name: "game.pdn", mimeType: "text/plain", buffer: Buffer.from(text) });
  await waitMoves(page, 3);
  assert.deepEqual(await moveTexts(page), ["11-15", "23-19", "8-11"]);
});

test("the slider and the arrow keys step through the game", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.evaluate(() => {
    const b = document.getElementById("board");
    for (const m of ["11-15", "23-19", "8-11", "22-17"]) b.play(m);
  });
  await waitMoves(page, 4);
  await page.$eval("#replay", (el) => {
    el.value = "1";
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await waitMoves(page, 1);
  assert.equal(await page.evaluate(() => document.getElementById("board").totalPlies), 4);
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await waitMoves(page, 3);
  await page.keyboard.press("ArrowLeft");
  await waitMoves(page, 2);
  assert.equal(await page.inputValue("#replay"), "2");
  // The moves ahead stay in the list; a click on one goes there.
  assert.deepEqual(await page.$$eval("#move-list .ahead", (els) => els.map((e) => e.textContent)), ["8-11", "22-17"]);
  // Redo is offered while moves are ahead.
  assert.equal(await page.isDisabled("#redo"), false);
  await page.click('#move-list [data-ply="4"]');
  await waitMoves(page, 4);
  assert.equal(await page.isDisabled("#redo"), true);
});

test("a link with the game in its hash reopens that game", async (t) => {
  const first = await openPage("/index.html");
  t.after(first.close);
  await setSetting(first.page, "game-select", "russian");
  await first.page.waitForFunction(() => document.getElementById("board").game?.id === "russian");
  await first.page.evaluate(() => {
    const b = document.getElementById("board");
    b.play(b.game.legalMoves()[0].notation);
  });
  await waitMoves(first.page, 1);
  const hash = await first.page.evaluate(() => location.hash);
  assert.match(hash, /game=russian/);
  const played = await first.page.evaluate(() => document.getElementById("board").history());
  // A fresh browser (nothing saved) opening the link.
  const second = await openPage(`/index.html${hash}`);
  t.after(second.close);
  await second.page.waitForFunction(() => document.getElementById("board").game?.id === "russian");
  await waitMoves(second.page, 1);
  assert.deepEqual(await moveTexts(second.page), played);
  assert.equal(await second.page.inputValue("#game-select"), "russian");
});
