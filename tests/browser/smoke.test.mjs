// The page loads without console errors and reaches the engine; the single file plays
// offline from file:// with every network request blocked.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import path from "node:path";
import { openPage, clickCell, cellOf, moveList, boardState, screenshot, fileUrl, repo, setSetting, newGame, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated with its storage cleared (harness.mjs)

test("the page loads without errors and the wasm catalog is reachable", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const catalog = await page.evaluate(async () => {
    const { default: init, catalog } = await import("/www/pkg/boardgames.js");
    await init();
    return catalog();
  });
  assert.ok(catalog.some((g) => g.id === "american"), "american is in the catalog");
  const state = await boardState(page);
  assert.equal(state.position, "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
  assert.deepEqual(state.history, []);
  assert.deepEqual(await moveList(page), []);
  const canvas = await page.$eval("board-game", (el) => {
    const c = el.shadowRoot?.querySelector("canvas") ?? el.querySelector("canvas");
    const r = c.getBoundingClientRect();
    return { width: c.width, height: c.height, cssWidth: r.width, cssHeight: r.height };
  });
  assert.ok(canvas.cssWidth > 200 && canvas.cssHeight > 200, `the board is drawn at a usable size (${canvas.cssWidth}x${canvas.cssHeight})`);
  assert.ok(Math.abs(canvas.width - canvas.cssWidth) <= 2, "the canvas has one pixel per CSS pixel at device pixel ratio 1");
});

test("dist/boardgames.html plays from file:// with the network blocked", async (t) => {
  const file = path.join(repo, "dist", "boardgames.html");
  assert.ok(existsSync(file), "dist/boardgames.html exists (./build.sh dist)");
  const { page, close, blocked } = await openPage(fileUrl("dist/boardgames.html"), { offline: true });
  t.after(close);
  assert.ok(page.url().startsWith("file://"));
  await clickCell(page, await cellOf(page, 11));
  await clickCell(page, await cellOf(page, 15));
  assert.deepEqual(await moveList(page), ["11-15"]);
  const state = await boardState(page);
  assert.deepEqual(state.history, ["11-15"]);
  assert.equal(state.turn, 1);
  await screenshot(page, "offline-single-file");
  assert.deepEqual(blocked, [], "the single file asked the network for nothing");
});

test("the computer player's worker runs in the offline single file", async (t) => {
  const { page, close, blocked } = await openPage(fileUrl("dist/boardgames.html"), { offline: true });
  t.after(close);
  const workers = [];
  page.on("worker", (w) => workers.push(w.url()));
  await setSetting(page, "mode", "computer");
  // The computer plays White (side 1) when the human keeps Black: play a move and wait for the answer.
  await clickCell(page, await cellOf(page, 11));
  await clickCell(page, await cellOf(page, 15));
  await page.waitForFunction(() => document.querySelectorAll("#move-list .move:not(.gap)").length >= 2, null, { timeout: 20000 });
  const moves = await moveList(page);
  assert.equal(moves[0], "11-15");
  assert.match(moves[1], /^\d+-\d+$/, "the computer answered with a move");
  assert.ok(workers.length >= 1, "a Web Worker was started");
  // ai.js terminates a failed worker and searches on the main thread instead: the worker
  // must still be alive, with the handler that ai-worker.js installs.
  const alive = page.workers();
  assert.equal(alive.length, 1, "the worker is still running (it did not fail over to the main thread)");
  assert.equal(await alive[0].evaluate(() => typeof self.onmessage), "function");
  assert.ok(workers.every((u) => u.startsWith("data:") || u.startsWith("blob:")), `the worker started from an inlined script: ${workers.map((u) => u.slice(0, 30))}`);
  assert.deepEqual(blocked, []);
});

test("the deployed site (dist/, bundled by tools/bundle-site.mjs) plays every family and its computer answers", async (t) => {
  assert.ok(existsSync(path.join(repo, "dist", "index.html")), "dist/index.html exists (./build.sh dist)");
  const { page, close, errors } = await openPage("/dist/index.html");
  t.after(close);
  // The copy is bundled: the page's entry imports chunks, not the source's modules.
  const app = await page.evaluate(async () => (await fetch("/dist/www/app.js")).text());
  assert.ok(!/["'`]\.\/(?:page|board)\//.test(app) && /chunk-/.test(app), "dist/www/app.js imports chunks only");
  for (const game of ["american", "chess", "shogi", "alquerque", "zonghen"]) {
    await newGame(page, { game, mode: "computer", human: 1 });
    // The human keeps the second side: the computer opens.
    await page.waitForFunction(() => document.querySelectorAll("#move-list .move:not(.gap)").length >= 1, null, { timeout: 30000 });
    const state = await boardState(page);
    assert.equal(state.history.length >= 1, true, `${game}: the computer played`);
  }
  await screenshot(page, "dist-site-bundled");
  assert.deepEqual(errors, [], "no console errors on the bundled site");
});
