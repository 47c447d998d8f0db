// The draughts knowledge module on the page (docs/design.md, "The knowledge module"): a first
// visit, two players on one screen and the computer at levels 1-4 fetch none of it; the
// computer at level 6 and the analysis fetch it, in the worker only; where it cannot be had,
// the analysis and the computer go on with the plain module and the page says so (English and
// Japanese); and the service worker's snapshot holds it, so the analysis has it offline.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, openServedSite, screenshot } from "./harness.mjs";
import { analysed } from "./analysis-wait.mjs";
import { playPersonMove, settings, waitMoves } from "./computer-helpers.mjs";

/** The knowledge files: the loader, its table, the module's bindings and wasm. */
const KNOWLEDGE = /\/www\/(?:knowledge\.js|pkg\/knowledge\.js|pkg\/family-draughts-knowledge(?:\.js|_bg\.wasm))$/;

/** Opens `target`, recording the knowledge files the page and its workers request. */
async function open(target, options = {}) {
  const opened = await openPage(target, { reuse: false, ...options });
  const fetched = [];
  opened.context.on("request", (r) => {
    const p = new URL(r.url()).pathname;
    if (KNOWLEDGE.test(p)) fetched.push(p.slice(p.lastIndexOf("/") + 1));
  });
  return { ...opened, fetched };
}

test("a first visit, two players and levels 1-4 fetch no knowledge module; level 6 fetches it in the worker", async (t) => {
  const { page, fetched, close } = await open("/index.html");
  t.after(close);
  await settings(page, { mode: "two" });
  await playPersonMove(page, 0);
  await playPersonMove(page, 1);
  // The computer as the first player, at each of levels 1-4: it moves, from the plain module.
  for (const level of [1, 2, 3, 4]) {
    await settings(page, { level, human: 1, thinkMs: 100 });
    await waitMoves(page, 1);
  }
  assert.deepEqual(fetched, [], "no knowledge file before a level that uses it");
  await settings(page, { level: 6, human: 1, thinkMs: 100 });
  await waitMoves(page, 1);
  assert.deepEqual([...new Set(fetched)].sort(), ["family-draughts-knowledge.js", "family-draughts-knowledge_bg.wasm", "knowledge.js"].sort());
  const mainThread = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname));
  assert.ok(mainThread.includes("/www/app.js"), "the main thread's fetches were read");
  assert.deepEqual(mainThread.filter((p) => KNOWLEDGE.test(p)), [], "the main thread fetched none of it (the worker did)");
});

test("the analysis fetches the knowledge module and analyses with it", async (t) => {
  const { page, fetched, close } = await open("/index.html");
  t.after(close);
  assert.deepEqual(fetched, []);
  await analysed(page, /^[+-]?\d+\.\d+$/);
  assert.ok(fetched.includes("family-draughts-knowledge_bg.wasm"), `fetched: ${fetched.join(", ")}`);
});

for (const [lang, locale, words] of [
  ["en", "en-US", /endgame databases and the learned evaluation could not be loaded/],
  ["ja", "ja-JP", /終盤データベースと学習した評価関数を読み込めませんでした/],
]) {
  test(`a knowledge module that cannot be had: the analysis goes on with the plain module, and the page says so (${lang})`, async (t) => {
    const { page, context, close } = await open("/index.html", { locale });
    t.after(close);
    await context.route("**/family-draughts-knowledge*", (route) => route.abort("internetdisconnected"));
    const { score } = await analysed(page, /^[+-]?\d+\.\d+$/);
    assert.ok(score, "analysed all the same");
    await page.waitForSelector("#notice:not([hidden])");
    assert.match(await page.textContent("#notice"), words);
    assert.doesNotMatch(await page.textContent("#analysis-info"), /stopped|止まり/, "no error in the analysis");
    for (const [name, width, height] of [["1280", 1280, 800], ["390", 390, 844], ["360", 360, 640]]) {
      await page.setViewportSize({ width, height });
      await screenshot(page, `knowledge-unavailable-${lang}-${name}`);
    }
  });
}

test("offline: the snapshot holds the knowledge module, and the analysis offline has it (a database win)", async (t) => {
  const { page, stopServer } = await openServedSite(t, { page: `/index.html#${new URLSearchParams({ game: "american", start: "B:WK29:BK4,K10" })}` });
  const held = await page.evaluate(async () => {
    const out = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith("boardgames-")))
      for (const request of await (await caches.open(name)).keys()) if (/knowledge/.test(new URL(request.url).pathname)) out.push(new URL(request.url).pathname);
    return out.sort();
  });
  assert.deepEqual(held, ["/www/knowledge.js", "/www/pkg/family-draughts-knowledge.js", "/www/pkg/family-draughts-knowledge_bg.wasm", "/www/pkg/knowledge.js"]);
  // The tables are fetched online once (kept beside the snapshot: egdb-analysis.test.mjs); the knowledge module is not asked for until offline.
  await page.evaluate(async () => {
    for (const f of ["manifest.json", "american/1k-1k.egdb", "american/2k-1k.egdb"]) await fetch(new URL(`www/egdb/${f}`, location.href));
  });
  await stopServer();
  await page.reload({ waitUntil: "load" });
  await page.waitForSelector("board-game[ready]");
  assert.match((await analysed(page, /database/)).score, /^Win, database \(\d+\)$/);
});
