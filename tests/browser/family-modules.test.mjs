// One wasm module per family (issue 13): the served page fetches only the module of the game
// it shows, a first switch to another family fetches that family's module once, and the
// computer's worker plays in every family with the page's compiled modules (it fetches no
// wasm). The server counts the requests for wasm files. The single file's side (the combined
// module inlined, over file://) is in one-compile.test.mjs.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import { browser, repo, idle, waitReady, setSetting } from "./harness.mjs";
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

/** The wasm files requested so far, by file name without the version. */
const fetched = () => wasmRequests.map((u) => u.split("?")[0].split("/").pop());

/** Switches the page to a game and waits for its board. */
async function chooseGame(page, id) {
  await setSetting(page, "game-select", id);
  await page.waitForFunction((id) => document.getElementById("board").game?.id === id, id, { timeout: 30000 });
  await waitReady(page);
}

/** Plays the person's first legal move and waits for the computer's answer. */
async function computerAnswers(page) {
  const before = await page.evaluate(() => document.getElementById("board").game.history().length);
  await page.evaluate(() => {
    const b = document.getElementById("board");
    b.play(b.game.legalMoves()[0].notation);
  });
  await page.waitForFunction(
    (n) => {
      const g = document.getElementById("board").game;
      return g && (g.history().length >= n || g.outcome()) && !document.documentElement.hasAttribute("data-thinking");
    },
    before + 2,
    { timeout: 60000 },
  );
  await idle(page);
  return page.evaluate(() => document.getElementById("board").game.history());
}

/**
 * The play page of the served site in a context of its own with the service worker blocked
 * (it snapshots every module for offline use: not the page's load; offline tests), once its
 * first board is ready. `listen(page, errors)` adds listeners before the page loads.
 */
async function servedPage(t, listen = () => {}) {
  const { url } = await serverPromise;
  const context = await (await browser()).newContext({ serviceWorkers: "block", reducedMotion: "reduce", viewport: { width: 1200, height: 900 } });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  listen(page, errors);
  await page.goto(`${url}/index.html`, { waitUntil: "load" });
  await waitReady(page);
  return { page, errors };
}

test("a cold load fetches only its family's module; each other family's module is fetched once, on the first switch to it; the computer plays in each", async (t) => {
  const workers = [];
  const { page, errors } = await servedPage(t, (page, errors) => {
    page.on("console", (m) => m.type() === "error" && errors.push(`console.error: ${m.text()}`));
    page.on("worker", (w) => {
      workers.push(w);
      w.on("console", (m) => m.type() === "error" && errors.push(`worker console.error: ${m.text()}`));
    });
  });
  assert.equal(await page.evaluate(() => document.getElementById("board").game.id), "american");
  assert.deepEqual(fetched(), ["family-draughts_bg.wasm"], "a draughts game loads the draughts module only");
  assert.match(wasmRequests[0], /\?v=[0-9a-f]{16}$/, "the module of the page's own build (families.js)");
  // Every game is in the picker before any other module is loaded (www/pkg/catalog.js).
  assert.equal(await page.$$eval("#game-select option", (o) => o.length), 21);

  await setSetting(page, "mode", "computer");
  await setSetting(page, "level", "1");
  await setSetting(page, "human-side", "0");
  const played = {};
  played.american = await computerAnswers(page);
  const expected = ["family-draughts_bg.wasm"];
  for (const [game, file] of [
    ["chess", "family-chess_bg.wasm"],
    ["shogi", "family-shogi_bg.wasm"],
    ["alquerque", "family-alquerque-incorrect-checkers_bg.wasm"],
    ["incorrect-checkers", null], // in Alquerque's module (build.sh, MODULES)
    ["zonghen", "family-zonghen-binary_bg.wasm"],
    ["binary", null],
    ["international", null],
  ]) {
    await chooseGame(page, game);
    if (file) expected.push(file);
    assert.deepEqual(fetched(), expected, `after switching to ${game}`);
    played[game] = await computerAnswers(page);
    assert.ok(played[game].length >= 2, `the computer answered in ${game}: ${played[game]}`);
    assert.deepEqual(fetched(), expected, `the worker fetched no wasm in ${game}`);
  }
  assert.ok(workers.length >= 1, "the computer played in a worker");
  assert.equal(wasmRequests.filter((u) => /boardgames_bg\.wasm/.test(u)).length, 0, "the combined module was never needed");
  assert.deepEqual(errors, []);
});

test("two boards of different families on one page each load their own family's module", async (t) => {
  const { page, errors } = await servedPage(t);
  const start = wasmRequests.length;
  await page.evaluate(() => {
    for (const [id, game] of [["second-shogi", "shogi"], ["third-american", "american"]]) {
      const b = document.createElement("board-game");
      b.id = id;
      b.setAttribute("game", game);
      b.setAttribute("interactive", "");
      document.body.append(b);
    }
  });
  await page.waitForSelector("#second-shogi[ready]", { timeout: 30000 });
  await page.waitForSelector("#third-american[ready]", { timeout: 30000 });
  const seen = await page.evaluate(() => {
    const [a, s, c] = ["board", "second-shogi", "third-american"].map((id) => document.getElementById(id));
    s.play(s.game.legalMoves()[0].notation);
    return {
      shogi: s.game.id,
      shogiMoves: s.history().length,
      sameDraughts: Object.getPrototypeOf(a.game) === Object.getPrototypeOf(c.game),
      otherFamily: Object.getPrototypeOf(a.game) !== Object.getPrototypeOf(s.game),
    };
  });
  assert.deepEqual(seen, { shogi: "shogi", shogiMoves: 1, sameDraughts: true, otherFamily: true });
  assert.deepEqual(
    wasmRequests.slice(start).map((u) => u.split("?")[0].split("/").pop()),
    ["family-shogi_bg.wasm"],
    "the shogi board fetched the shogi module; the second draughts board none",
  );
  assert.deepEqual(errors, []);
});

test("a pasted record of the game shown needs no other module; one of another family is recognised by the module of every game", async (t) => {
  const { page, errors } = await servedPage(t);
  const start = wasmRequests.length;
  const paste = async (text) => {
    await page.click("#record-paste");
    await page.fill("#record-text", text);
    await page.click("#record-load");
  };
  await paste("1. 11-15 23-19 2. 8-11");
  await page.waitForFunction(() => document.getElementById("board").history().length === 3, null, { timeout: 20000 });
  assert.deepEqual(wasmRequests.slice(start), [], "American moves pasted into American checkers fetch no module");
  await paste('[Event "t"]\n\n1. e4 e5 2. Nf3 *');
  await page.waitForFunction(() => document.getElementById("board").game?.id === "chess" && document.getElementById("board").history().length === 3, null, { timeout: 30000 });
  const fetchedNow = wasmRequests.slice(start).map((u) => u.split("?")[0].split("/").pop());
  assert.deepEqual(fetchedNow.sort(), ["boardgames_bg.wasm", "family-chess_bg.wasm"], "the module of every game recognised the PGN; the board then loaded chess's own");
  assert.deepEqual(errors, []);
});
