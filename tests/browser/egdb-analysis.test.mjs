// The draughts endgame tables in the live analysis (docs/egdb.md, "On the page"): a first
// visit, and the analysis of a position with many pieces, fetch no table; the analysis of
// a 3-piece American position fetches the manifest and only the tables that position can
// reach (in the worker), and shows the proven result instead of a number, in English and
// in Japanese; a table that cannot be had leaves the analysis as it was, with no error;
// the service worker keeps the tables fetched (not in its snapshot) for analysis offline.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, openServedSite, screenshot } from "./harness.mjs";
import { analysed } from "./analysis-wait.mjs";

// Black's kings on 4 and 10 against White's king on 29, Black to move: a table win.
const WON = "B:WK29:BK4,K10";
// Black's king on 4 against White's on 6: a table draw.
const DRAWN = "B:WK6:BK4";

const at = (start) => `/index.html#${new URLSearchParams({ game: "american", start })}`;

/** Opens `target`, recording every request of the page and its workers (paths under www/egdb/). */
async function open(target, options = {}) {
  const opened = await openPage(target, options);
  const tables = [];
  opened.context.on("request", (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith("/www/egdb/")) tables.push(p.slice("/www/egdb/".length));
  });
  return { ...opened, tables };
}

test("a first visit and the analysis of a start position fetch no table", async (t) => {
  const { page, tables, close } = await open("/index.html");
  t.after(close);
  const shown = await analysed(page, /^[+-]?\d+\.\d+$/);
  assert.ok(shown.score, "the start position is analysed as before");
  assert.deepEqual(tables, [], "no endgame table was fetched");
});

test("a 3-piece American position: its tables are fetched in the worker, and the analysis shows the database's win", async (t) => {
  const { page, tables, close } = await open(at(WON));
  t.after(close);
  const shown = await analysed(page, /database/);
  assert.match(shown.score, /^Win, database \(\d+\)$/);
  assert.match(shown.title, /^Black wins with best play \(endgame database\): \d+ plies? to the next capture or crowning$/);
  assert.match(shown.line, /^Win, database \(\d+\)$/);
  assert.deepEqual(tables.sort(), ["american/1k-1k.egdb", "american/2k-1k.egdb", "manifest.json"], "the manifest and only the tables this position can reach");
  // The page's own resource timing lists what the main thread fetched: no table (the worker's fetches are its own).
  const mainThread = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname));
  assert.ok(mainThread.includes("/www/app.js"), "the main thread's fetches were read");
  assert.deepEqual(mainThread.filter((p) => p.startsWith("/www/egdb/")), [], "the main thread fetched no table");
  for (const [name, width, height] of [["1280", 1280, 800], ["390", 390, 844], ["360", 360, 640]]) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `egdb-analysis-en-${name}`);
  }
});

test("a drawn 3-piece position shows the database's draw", async (t) => {
  const { page, close } = await open(at(DRAWN));
  t.after(close);
  const shown = await analysed(page, /database/);
  assert.equal(shown.score, "Draw, database");
  assert.equal(shown.title, "A draw with best play (endgame database)");
});

test("in Japanese: the database's result in Japanese words", async (t) => {
  const { page, close } = await open(at(WON), { locale: "ja-JP" });
  t.after(close);
  const shown = await analysed(page, /データベース/);
  assert.match(shown.score, /^勝ち・データベース（\d+）$/);
  assert.match(shown.title, /終盤データベース/);
  for (const [name, width, height] of [["1280", 1280, 800], ["390", 390, 844], ["360", 360, 640]]) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `egdb-analysis-ja-${name}`);
  }
});

test("tables that cannot be had (offline, no copy): the analysis goes on as before, with no error", async (t) => {
  const { page, context, tables, close } = await open(at(WON));
  t.after(close);
  await context.route("**/www/egdb/**", (route) => route.abort("internetdisconnected"));
  const shown = await analysed(page, /^([+-]\d+\.\d+|0\.00|W-?\d+)$/);
  assert.ok(tables.includes("manifest.json"), "the worker asked for the manifest");
  assert.doesNotMatch(await page.textContent("#analysis-info"), /stopped/, "no error shown");
  assert.ok(shown.score);
});

test("offline: the service worker keeps a table once fetched (beside its snapshot, not in it), and the analysis offline still has it", async (t) => {
  const { page, stopServer } = await openServedSite(t, { page: at(WON) });
  await analysed(page, /^Win, database \(\d+\)$/);
  const FILES = ["manifest.json", "american/1k-1k.egdb", "american/2k-1k.egdb"];
  const where = () =>
    page.evaluate(async (files) => {
      const out = {};
      for (const name of await caches.keys()) {
        const held = [];
        for (const f of files) if (await caches.match(new URL(`www/egdb/${f}`, location.href).href, { cacheName: name })) held.push(f);
        out[name.startsWith("boardgames-") ? "snapshot" : name] = held;
      }
      return out;
    }, FILES);
  await page.waitForFunction(async (files) => {
    for (const f of files) if (!(await caches.match(new URL(`www/egdb/${f}`, location.href).href, { cacheName: "egdb-tables-v1" }))) return false;
    return true;
  }, FILES);
  const held = await where();
  assert.deepEqual(held["egdb-tables-v1"], FILES, "every table fetched is kept");
  assert.deepEqual(held.snapshot, [], "the offline snapshot holds no table");
  await stopServer();
  await page.reload({ waitUntil: "load" });
  await page.waitForSelector("board-game[ready]");
  await analysed(page, /^Win, database \(\d+\)$/);
});

test("the review marks a move that throws a database win away, and says the database's result", async (t) => {
  // Black's kings on 1 and 2 against White's king on 10: 2-6 wins, 2-7 lets the win go (a draw).
  const { page, close } = await open(`/index.html#${new URLSearchParams({ game: "american", start: "B:WK10:BK1,K2", moves: "2-7" })}`);
  t.after(close);
  await page.waitForFunction(() => document.getElementById("board").history().length === 1 && !document.getElementById("review").disabled);
  await page.click("#review");
  await page.waitForFunction(() => !document.getElementById("review-panel").hidden && document.getElementById("review-progress").hidden, null, { timeout: 90000 });
  const marked = await page.$$eval("#move-list [data-mark]", (els) => els.map((e) => [e.textContent, e.dataset.mark]));
  assert.deepEqual(marked, [["2-7", "blunder"]]);
  await page.waitForFunction(() => document.querySelector("#review-note .review-best"));
  assert.match(await page.textContent("#review-note"), /^2-7\?\? Blunder Evaluation Draw, database\s*Best was 2-6$/);
  await screenshot(page, "egdb-review-en");
});
