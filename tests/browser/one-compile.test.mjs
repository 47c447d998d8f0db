// One compile (issue 13): the page compiles the wasm once and hands the compiled module to
// the computer player's worker, which neither fetches nor compiles the wasm again (on the
// served site, the module of the game's family: family-modules.test.mjs has the others). The
// server counts the requests for the wasm; the computer must still play, on the served
// site here and in the single file over file:// (smoke.test.mjs, the offline worker test).

import { test, after } from "node:test";
import assert from "node:assert/strict";
import { browser, repo, idle, waitReady, cellOf, clickCell, moveList, openPage, fileUrl, setSetting } from "./harness.mjs";
import { startServer } from "../../tools/static-server.mjs";

const wasmRequests = [];
const serverPromise = startServer({
  root: repo,
  port: 0,
  onRequest: (req) => {
    if (/\.wasm(?:[?#]|$)/.test(req.url)) wasmRequests.push(req.url);
  },
});
after(async () => (await serverPromise).close());

test("the served page fetches the wasm once, and the computer's worker plays with the page's compiled module", async (t) => {
  const { url } = await serverPromise;
  // The service worker snapshots the site (wasm included) for offline use: that is not the
  // page's load, so it is kept out of this count (sw.js has tests of its own).
  const context = await (await browser()).newContext({ serviceWorkers: "block", reducedMotion: "reduce", viewport: { width: 1200, height: 900 } });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && errors.push(`console.error: ${m.text()}`));
  const workers = [];
  page.on("worker", (w) => {
    workers.push(w);
    w.on("console", (m) => m.type() === "error" && errors.push(`worker console.error: ${m.text()}`));
  });
  await page.goto(`${url}/index.html`, { waitUntil: "load" });
  await waitReady(page);
  assert.equal(wasmRequests.length, 1, `the page fetched the wasm once: ${wasmRequests}`);
  assert.match(wasmRequests[0], /family-draughts_bg\.wasm\?v=[0-9a-f]+$/, "the draughts module of the page's own build (families.js)");

  await setSetting(page, "mode", "computer");
  await clickCell(page, await cellOf(page, 11));
  await clickCell(page, await cellOf(page, 15));
  await page.waitForFunction(() => document.querySelectorAll("#move-list .move:not(.gap)").length >= 2, null, { timeout: 20000 });
  await idle(page);
  const moves = await moveList(page);
  assert.equal(moves[0], "11-15");
  assert.match(moves[1], /^\d+-\d+$/, "the computer answered with a move");
  assert.equal(workers.length, 1, "the computer played in its worker");
  assert.deepEqual(await workers[0].evaluate(() => globalThis.BOARDGAMES_HANDED), ["draughts"], "the worker was given the page's compiled module");
  assert.deepEqual(wasmRequests.length, 1, `page and worker together fetched the wasm once: ${wasmRequests}`);
  assert.deepEqual(errors, []);
});

test("the single file's worker gets the page's compiled module and plays over file://", async (t) => {
  const { page, close, blocked } = await openPage(fileUrl("dist/boardgames.html"), { offline: true });
  t.after(close);
  const workers = [];
  page.on("worker", (w) => workers.push(w));
  await setSetting(page, "mode", "computer");
  await clickCell(page, await cellOf(page, 11));
  await clickCell(page, await cellOf(page, 15));
  await page.waitForFunction(() => document.querySelectorAll("#move-list .move:not(.gap)").length >= 2, null, { timeout: 20000 });
  assert.match((await moveList(page))[1], /^\d+-\d+$/, "the computer answered with a move");
  assert.equal(workers.length, 1);
  assert.deepEqual(await workers[0].evaluate(() => globalThis.BOARDGAMES_HANDED), ["all"], "the worker was given the page's compiled module, the combined one");
  // The worker starts from a data: URL that holds its modules but not the wasm.
  assert.equal(await page.evaluate(() => globalThis.BOARDGAMES_WASM instanceof Promise), true, "the page compiles the inlined wasm itself");
  assert.ok(workers[0].url().length < 200000, `the worker's script carries no wasm (${workers[0].url().length} characters)`);
  assert.deepEqual(blocked, []);
});
