// Embedding (issue 7): the rules example page with its live boards, several boards on a
// page, bad and hostile attribute values, the single file against the computer in
// another game than American checkers, and the served site opened offline through its
// service worker.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import path from "node:path";
import { openPage, browser, clickCell, cellOf, moveList, screenshot, fileUrl, repo, setSetting, reusePages } from "./harness.mjs";
import { startServer } from "../../tools/static-server.mjs";

reusePages(); // a test's page is the last one's, navigated with its storage cleared (harness.mjs)

const RULES = "/examples/rules.html";

/** Records, for every board of the page, whether it ever showed its last move. */
function watchLastMove() {
  window.__lastReached = new Set();
  document.addEventListener(
    "move",
    (e) => {
      const b = e.target;
      if (b.totalPlies > 0 && b.ply === b.totalPlies) window.__lastReached.add(b.id);
    },
    true,
  );
}

test("the rules page renders every board, and every autoplay reaches its last move", async (t) => {
  const { page, close } = await openPage(RULES, { viewport: { width: 1000, height: 900 } });
  t.after(close);
  await page.evaluate(watchLastMove);
  const boards = await page.$$eval("board-game", (els) =>
    els.map((b) => ({
      id: b.id,
      game: b.getAttribute("game"),
      autoplay: b.hasAttribute("autoplay"),
      // {comments} between the moves are not moves.
      moves: (b.getAttribute("moves") ?? "").replace(/\{[^}]*\}/g, " ").split(/\s+/).filter(Boolean).length,
    })),
  );
  assert.equal(new Set(boards.map((b) => b.game)).size, 21, "every game has a board");
  await page.waitForFunction(() => [...document.querySelectorAll("board-game")].every((b) => b.hasAttribute("ready") && b.game), null, { timeout: 30000 });
  const states = await page.$$eval("board-game", (els) =>
    els.map((b) => {
      const c = b.querySelector("canvas").getBoundingClientRect();
      return { id: b.id, game: b.game.id, message: b.querySelector(".bg-message").hidden ? null : b.querySelector(".bg-message").textContent, note: b.querySelector(".bg-note")?.textContent ?? null, w: c.width, h: c.height, total: b.totalPlies };
    }),
  );
  for (const s of states) {
    assert.equal(s.message, null, `${s.id || s.game}: no message`);
    assert.equal(s.note, null, `${s.id || s.game}: every attribute value is understood`);
    assert.ok(s.w >= 150 && s.h >= 100, `${s.id || s.game}: drawn at a usable size (${s.w}x${s.h})`);
  }
  const autoplayed = boards.filter((b) => b.autoplay);
  assert.ok(autoplayed.length >= 13, `the rules are told by autoplaying boards (${autoplayed.length})`);
  for (const b of autoplayed) assert.equal(states.find((s) => s.id === b.id).total, b.moves, `${b.id}: every move of the example was accepted`);
  await page.waitForFunction((ids) => ids.every((id) => window.__lastReached.has(id)), autoplayed.map((b) => b.id), { timeout: 30000 });
  await screenshot(page, "embed-rules-page");
  await page.click('button[data-lang="ja"]');
  assert.equal(await page.getAttribute("#am-setup", "lang"), "ja");
  // The Japanese texts are loaded on first use (www/i18n.js): the boards relabel themselves once they have come.
  await page.waitForFunction(() => document.querySelector("#am-man .bg-prev")?.getAttribute("aria-label") === "一手戻る", null, { timeout: 10000 });
  await screenshot(page, "embed-rules-page-ja");
});

test("two boards of the rules page play independently; the maximum capture is enforced", async (t) => {
  const { page, close } = await openPage(RULES, { viewport: { width: 1000, height: 900 } });
  t.after(close);
  await page.waitForFunction(() => [...document.querySelectorAll("board-game")].every((b) => b.hasAttribute("ready")), null, { timeout: 30000 });
  // American setup board: Black plays 11-15.
  await page.$eval("#am-setup", (b) => b.scrollIntoView());
  await clickCell(page, await cellOf(page, "11", "#am-setup"), "#am-setup");
  await clickCell(page, await cellOf(page, "15", "#am-setup"), "#am-setup");
  await page.waitForFunction(() => document.getElementById("am-setup").history().length === 1);
  // International maximum capture: 32 may not move; 34x1 is played by its start and end.
  await page.$eval("#in-max", (b) => b.scrollIntoView());
  const refused = page.evaluate(() => new Promise((r) => document.getElementById("in-max").addEventListener("refused", (e) => r(e.detail.movable), { once: true })));
  await clickCell(page, await cellOf(page, "32", "#in-max"), "#in-max");
  const movable = await refused;
  assert.deepEqual(movable, [await cellOf(page, "34", "#in-max")], "only the man on 34 may move");
  await clickCell(page, await cellOf(page, "34", "#in-max"), "#in-max");
  await clickCell(page, await cellOf(page, "1", "#in-max"), "#in-max");
  await page.waitForFunction(() => document.getElementById("in-max").history().length === 1);
  const after = await page.evaluate(() => ({
    setup: document.getElementById("am-setup").history(),
    max: document.getElementById("in-max").history(),
    maxPosition: document.getElementById("in-max").position(),
    sameEngine: Object.getPrototypeOf(document.getElementById("am-setup").game) === Object.getPrototypeOf(document.getElementById("in-max").game),
  }));
  assert.deepEqual(after.setup, ["11-15"]);
  assert.deepEqual(after.max, ["34x1"]);
  assert.equal(after.maxPosition, "B:WK1,32:B27", "three pieces taken, the man crowned on 1");
  assert.ok(after.sameEngine, "both boards' games come from one wasm instance");
  // Each family's wasm module was fetched once for the whole page of 35 boards, and only the
  // families of its boards' games (www/pkg/families.js).
  const { wasm, families } = await page.evaluate(async () => {
    const { FAMILY_OF } = await import("/www/pkg/families.js");
    const games = [...document.querySelectorAll("board-game")].map((b) => b.game?.id ?? b.getAttribute("game") ?? "american");
    return {
      wasm: performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname).filter((p) => p.endsWith(".wasm")).sort(),
      families: [...new Set(games.map((g) => FAMILY_OF[g]))].sort(),
    };
  });
  assert.deepEqual(wasm, families.map((f) => `/www/pkg/family-${f}_bg.wasm`));
});

/** Adds a board to the page. */
function addBoard(page, id, attrs) {
  return page.evaluate(
    ([id, attrs]) => {
      const b = document.createElement("board-game");
      b.id = id;
      b.style.width = "240px";
      for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
      document.body.prepend(b);
    },
    [id, attrs],
  );
}

test("a malformed position shows its message; attribute changes update the board in place", async (t) => {
  const { page, close } = await openPage(RULES);
  t.after(close);
  await addBoard(page, "bad", { game: "international", position: "W:W31,32,99:B1" });
  await page.waitForFunction(() => !document.querySelector("#bad .bg-message").hidden);
  const text = await page.textContent("#bad .bg-message");
  assert.match(text, /^This board could not be shown: .*99/);
  // Fixing the attribute shows the board without replacing the element.
  const before = await page.$("#bad");
  const ready = page.evaluate(() => new Promise((r) => document.getElementById("bad").addEventListener("ready", (e) => r(e.detail), { once: true })));
  await page.evaluate(() => document.getElementById("bad").setAttribute("position", "W:W31,32:B1"));
  assert.deepEqual(await ready, { game: "international" }, "a ready event tells the board is shown");
  await page.waitForFunction(() => document.querySelector("#bad .bg-message").hidden && document.getElementById("bad").position() === "W:W31,32:B1");
  assert.ok(await before.evaluate((el) => el.isConnected));
  // size: pixels, then a CSS length; a bad one is named under the board.
  await page.evaluate(() => document.getElementById("bad").setAttribute("size", "300"));
  assert.equal(await page.$eval("#bad", (b) => Math.round(b.querySelector("canvas").getBoundingClientRect().width)), 240, "an inline width wins over size");
  await page.evaluate(() => {
    const b = document.getElementById("bad");
    b.style.width = "";
    b.setAttribute("size", "20em");
  });
  await page.waitForFunction(() => Math.round(document.querySelector("#bad canvas").getBoundingClientRect().width) === 320);
  await page.evaluate(() => document.getElementById("bad").setAttribute("size", "huge"));
  await page.waitForFunction(() => document.querySelector("#bad .bg-note")?.textContent.includes('size="huge" is ignored'));
  await page.evaluate(() => document.getElementById("bad").setAttribute("marks", "31 z9; arrow 31-27"));
  await page.waitForFunction(() => /marks="31 z9; arrow 31-27" is ignored: unknown squares z9/.test(document.querySelector("#bad .bg-note")?.textContent));
  await page.evaluate(() => document.getElementById("bad").set({ size: 250, marks: "31" }));
  await page.waitForFunction(() => !document.querySelector("#bad .bg-note"));
  const box = await page.$eval("#bad canvas", (c) => c.getBoundingClientRect());
  assert.equal(Math.round(box.width), 250);
  assert.equal(Math.round(box.height), 250, "cells stay square");
});

test("attribute text is never run as markup", async (t) => {
  const { page, close } = await openPage(RULES);
  t.after(close);
  const evil = "<img src=x onerror=window.__xss=1>";
  for (const name of ["game", "position", "options", "moves"]) await addBoard(page, `x-${name}`, { game: "american", [name]: evil });
  for (const name of ["marks", "size", "theme", "orientation", "lang", "speed", "ply", "interactive"]) await addBoard(page, `y-${name}`, { game: "american", [name]: evil });
  await page.waitForFunction(() => [...document.querySelectorAll("board-game[id^=x-]")].every((b) => !b.querySelector(".bg-message").hidden));
  await page.waitForFunction(() => [...document.querySelectorAll("board-game[id^=y-]")].every((b) => b.hasAttribute("ready")));
  for (const name of ["game", "position", "options", "moves"]) {
    const text = await page.textContent(`#x-${name} .bg-message`);
    assert.ok(text.includes("could not be shown"), `${name}: ${text}`);
  }
  assert.ok((await page.textContent("#x-position .bg-message")).includes(evil), "the bad text is shown as text");
  for (const name of ["marks", "size", "theme", "orientation", "speed", "ply", "interactive"]) {
    assert.ok((await page.textContent(`#y-${name} .bg-note`)).includes(evil), `${name}: named in the note as text`);
  }
  assert.equal(await page.$$eval("board-game img", (imgs) => imgs.length), 0, "no element was made from attribute text");
  assert.equal(await page.evaluate(() => window.__xss), undefined, "no script ran");
});

test("the single file plays shogi against the computer from file:// with every request blocked", async (t) => {
  const file = path.join(repo, "dist", "boardgames.html");
  assert.ok(existsSync(file), "dist/boardgames.html exists (./build.sh dist)");
  const { page, close, blocked } = await openPage(fileUrl("dist/boardgames.html"), { offline: true });
  t.after(close);
  assert.equal(await page.$('link[rel="manifest"]'), null, "no manifest in the single file");
  assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null);
  assert.equal(await page.$$eval("#game-select option", (o) => o.length), 21, "every game is in the file");
  assert.deepEqual(await page.$$eval("#lang-select option", (o) => o.map((x) => x.value)), ["en", "ja"], "both languages");
  await setSetting(page, "game-select", "shogi");
  await page.waitForFunction(() => document.getElementById("board").game?.id === "shogi" && document.getElementById("board").hasAttribute("ready"));
  await setSetting(page, "mode", "computer");
  await clickCell(page, await cellOf(page, "7g"), "#board");
  await clickCell(page, await cellOf(page, "7f"), "#board");
  await page.waitForFunction(() => document.getElementById("board").history().length >= 2, null, { timeout: 30000 });
  const history = await page.evaluate(() => document.getElementById("board").history());
  assert.equal(history[0], "7g7f");
  assert.match(history[1], /^[1-9][a-i][1-9][a-i]\+?$|^[A-Z]\*[1-9][a-i]$/, `the computer answered with a shogi move (${history[1]})`);
  await page.waitForFunction(() => document.querySelectorAll("#move-list .move:not(.gap)").length === 2);
  assert.equal((await moveList(page)).length, 2);
  await screenshot(page, "embed-single-file-shogi");
  assert.deepEqual(blocked, [], "the single file asked the network for nothing");
});

test("the served site reloads offline once its service worker is installed", async (t) => {
  // A server of its own, so that it can be stopped: offline then means no server at all.
  const srv = await startServer({ root: repo, port: 0 });
  let stopped = false;
  t.after(async () => {
    if (!stopped) await srv.close();
  });
  const context = await (await browser()).newContext({ viewport: { width: 1000, height: 800 }, reducedMotion: "reduce", locale: "en-US" });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(`${srv.url}/index.html`);
  await page.waitForSelector("board-game[ready]");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(scope, `${srv.url}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The manifest parses and Chromium finds nothing against installing the site (a test
  // context is incognito, which is the one reason it gives).
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  assert.equal(manifest.url, `${srv.url}/manifest.webmanifest`);
  assert.deepEqual(manifest.errors, []);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito"), []);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith("boardgames-")));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  for (const p of ["/index.html", "/www/app.js", "/www/board-game.js", "/www/pkg/boardgames_bg.wasm", "/www/style.css", "/manifest.webmanifest", "/icon.svg", "/examples/rules.html", "/www/ai-worker.js", "/www/pieces/shogi.js", "/www/pieces/chess.js", "/www/offline.js"]) {
    assert.ok(cached.includes(p), `${p} is cached (${cached.length} files)`);
  }
  await srv.close();
  stopped = true;
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector("board-game[ready]", { timeout: 20000 });
  await page.evaluate(() => document.getElementById("board").play("11-15"));
  await page.waitForFunction(() => document.querySelectorAll("#move-list .move:not(.gap)").length === 1);
  // The rules example opens offline too.
  await page.goto(`${srv.url}/examples/rules.html`);
  await page.waitForFunction(() => [...document.querySelectorAll("board-game")].every((b) => b.hasAttribute("ready")), null, { timeout: 30000 });
  assert.deepEqual(errors, []);
});

test("from a sub-folder of a web server the pages work and the service worker's scope is that folder", async (t) => {
  const srv = await startServer({ root: path.dirname(repo), port: 0 });
  t.after(() => srv.close());
  const context = await (await browser()).newContext({ reducedMotion: "reduce", locale: "en-US" });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const folder = `${srv.url}/${encodeURIComponent(path.basename(repo))}/`;
  await page.goto(`${folder}examples/rules.html`);
  await page.waitForSelector("#in-max[ready]");
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope), folder);
  await page.goto(`${folder}index.html`);
  await page.waitForSelector("#board[ready]");
  assert.deepEqual(errors, []);
});
