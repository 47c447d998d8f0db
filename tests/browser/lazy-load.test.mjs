// What the page loads when (issue 13): a cold load in English fetches neither the live
// analysis, the game review, the position editor nor the Japanese texts; each is fetched
// when first used and then works. A cold load in Japanese fetches the Japanese texts
// before the page writes any text: no English is ever shown, from the first board on.
// Offline, from the service worker's snapshot, each of them still loads when first used.
// (The files fetched are read from the page's resource timing: every module and script.)

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { browser, cellOf, newGame, openPage, pressPlay, repo } from "./harness.mjs";
import { startServer } from "../../tools/static-server.mjs";

/** The page's own files fetched so far, as paths ("www/page/analysis.js"). */
const fetched = (page) => page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname.replace(/^\//, "")));

const LATE = {
  analysis: ["www/page/analysis.js", "www/page/analysis-lines.js", "www/page/analysis-arrow.js", "www/page/eval-bar.js"],
  review: ["www/page/review.js", "www/page/eval-graph.js", "www/page/review-record.js"],
  // The board's editing mode comes with the page's editor (www/board/editing.js).
  editor: ["www/page/editor.js", "www/board/edit.js"],
  japanese: ["www/i18n-ja.js"],
  // The late parts' styles come with them (www/page/late-style.js), not with www/style.css.
  styles: ["www/page/late-style.js"],
  // The short links' decoder is loaded for such a link only.
  shortLinks: ["www/page/link-code.js"],
  // The sounds: loaded at the player's first touch or key (no sound may play before one).
  sound: ["www/sound.js"],
  // The rules' sentences of the family modules (www/engine.js loadRules): when the rules are opened.
  rules: ["www/pkg/rules-draughts.js"],
};

test("a cold load fetches neither the analysis, the review, the editor nor the Japanese texts; each loads and works when first used", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const cold = await fetched(page);
  assert.ok(cold.includes("www/app.js") && cold.includes("www/board-game.js"), `the start-up modules were seen (${cold.length} files)`);
  for (const [part, files] of Object.entries(LATE)) assert.deepEqual(files.filter((f) => cold.includes(f)), [], `${part}: not fetched by a cold load`);

  // The live analysis: the toggle (two players: allowed) loads it; the bar and a line come.
  assert.equal(await page.getAttribute("#analysis-toggle", "aria-pressed"), "false");
  assert.equal(await page.isDisabled("#analysis-toggle"), false);
  await page.click("#analysis-toggle");
  await page.waitForFunction(() => document.getElementById("analysis-toggle").getAttribute("aria-pressed") === "true");
  await page.waitForFunction(() => !document.getElementById("eval-bar").hidden && document.querySelectorAll("#analysis-lines li.pv:not(.empty)").length > 0, null, { timeout: 30000 });
  let now = await fetched(page);
  assert.deepEqual(LATE.analysis.filter((f) => !now.includes(f)), [], "the analysis was fetched when turned on");
  assert.deepEqual(LATE.styles.filter((f) => !now.includes(f)), [], "its styles came with it");
  assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById("eval-bar")).position), "absolute", "the evaluation bar is styled");
  assert.deepEqual(LATE.shortLinks.filter((f) => now.includes(f)), [], "no short link, no decoder");
  // The click on the toggle was the player's first: the sounds came with it (the sound is on).
  await page.waitForFunction((files) => files.every((f) => performance.getEntriesByType("resource").some((e) => new URL(e.name).pathname === `/${f}`)), LATE.sound);
  assert.deepEqual(LATE.review.filter((f) => now.includes(f)), [], "the review still not");
  await page.click("#analysis-toggle");
  await page.waitForFunction(() => document.getElementById("eval-bar").hidden);

  // The game review: two moves, then Review (allowed between two players); it runs and shows its panel.
  for (const m of ["11-15", "23-19"]) await page.evaluate((m) => document.getElementById("board").play(m), m);
  await page.waitForFunction(() => !document.getElementById("review").disabled);
  await page.click("#review");
  await page.waitForFunction(() => !document.getElementById("review-panel").hidden && document.getElementById("review-progress").hidden, null, { timeout: 90000 });
  assert.match(await page.textContent("#review-summary"), /Black: \d+ \?!/);
  now = await fetched(page);
  assert.deepEqual(LATE.review.filter((f) => !now.includes(f)), [], "the review was fetched when asked for");
  assert.deepEqual(LATE.editor.filter((f) => now.includes(f)), [], "the editor still not");

  // The position editor: its button (in the moves' panel) loads it and opens it; a second click closes it.
  await page.evaluate(() => document.getElementById("edit-position").click());
  await page.waitForSelector("#editor:not([hidden]) .ed-palette");
  assert.equal(await page.getAttribute("#edit-position", "aria-pressed"), "true");
  now = await fetched(page);
  assert.deepEqual(LATE.editor.filter((f) => !now.includes(f)), [], "the editor was fetched when opened");
  // The board is in the editing mode at once: emptied, then a click puts the tool on a square.
  const cell = await page.evaluate(() => {
    const b = document.getElementById("board");
    b.editChange({ pieces: [] });
    return b.editing.pieces.length === 0 ? b.game.view().pieces.findIndex((p) => p !== null) : -1;
  });
  assert.ok(cell >= 0, "the setup was emptied");
  const at = await page.evaluate((c) => document.getElementById("board").cellCenter(c), cell);
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction((c) => document.getElementById("board").editing?.pieces.some((p) => p.cell === c), cell);
  await page.evaluate(() => document.getElementById("edit-position").click());
  await page.waitForFunction(() => document.getElementById("editor").hidden);
  assert.deepEqual(LATE.japanese.filter((f) => now.includes(f)), [], "no Japanese for an English visitor");
});

test("the chess and shogi pieces and the promotion chooser are not in a cold load of a draughts game; opening New game loads them in idle time, and shogi chosen there then starts", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const pieces = ["www/pieces/chess.js", "www/pieces/shogi.js"];
  // The promotion chooser: only chess and shogi promote by choice; it comes in idle time once
  // such a board is drawn (board/pieces.js preloadPromotion).
  const chooser = "www/board/promotion.js";
  assert.ok(!(await fetched(page)).includes(chooser), "no promotion chooser in a cold load of a draughts game");
  assert.deepEqual((await fetched(page)).filter((f) => pieces.includes(f)), [], "not fetched by a cold load of American checkers");
  await page.click("#open-new-game");
  // Loaded while the dialog is open, before any game is chosen (www/page/dialogs.js).
  await page.waitForFunction((pieces) => pieces.every((f) => performance.getEntriesByType("resource").some((e) => new URL(e.name).pathname === `/${f}`)), pieces, { timeout: 20000 });
  await page.selectOption("#game-select", "shogi");
  await page.click("#new-game");
  await page.waitForFunction(() => {
    const b = document.getElementById("board");
    return b.game?.id === "shogi" && b.hasAttribute("ready") && b.aspect > 1;
  });
  assert.equal(await page.evaluate(() => document.getElementById("board").game.legalMoves().length), 30, "shogi's 30 first moves");
  await page.waitForFunction((f) => performance.getEntriesByType("resource").some((e) => new URL(e.name).pathname === `/${f}`), chooser, { timeout: 20000 });
});

/** The rules panel's sentences, once its paragraphs have come. */
async function shownRules(page) {
  await page.waitForFunction(() => document.getElementById("rules").open && document.querySelectorAll("#rules-text p").length > 0, null, { timeout: 20000 });
  return page.evaluate(() => [...document.querySelectorAll("#rules-text p")].map((p) => p.textContent));
}

/** The sentences the combined module (every game, built with them) writes for a game, in `lang`. */
const engineRules = (page, id, options, lang) =>
  page.evaluate(
    async ([id, options, lang]) => {
      const api = await (await import("/www/engine.js")).loadEngine();
      const g = new api.Game(id, options);
      const texts = g.rules().map((t) => t[lang]);
      g.free();
      return texts;
    },
    [id, options, lang],
  );

test("the rules' sentences are not in a cold load; the rules opened at once fetch them and show the engine's text, after a switch of game, options and language too", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const rulesFiles = () => fetched(page).then((files) => files.filter((f) => f.startsWith("www/pkg/rules-")));
  assert.deepEqual(await rulesFiles(), [], "no rules file in a cold load");
  assert.equal(await page.evaluate(() => document.querySelectorAll("#rules-text p").length), 0, "the closed rules are empty");
  await page.click("#rules-title");
  assert.deepEqual(await shownRules(page), await engineRules(page, "american", {}, "en"), "American checkers' rules as the engine writes them");
  assert.deepEqual(await rulesFiles(), ["www/pkg/rules-draughts.js"]);
  // Another family and an option, while the rules are open: its file comes and the text follows.
  await newGame(page, { game: "shogi" });
  await page.waitForFunction(() => document.querySelector("#rules-text p")?.textContent.startsWith("9×9 board"), null, { timeout: 20000 });
  assert.deepEqual(await shownRules(page), await engineRules(page, "shogi", {}, "en"));
  // The New game dialog's handicap (its values in the catalog's order: none, lance, bishop, rook, ...).
  await page.waitForSelector("#options select", { state: "attached" });
  await page.evaluate(() => {
    const select = document.querySelector("#options select");
    select.value = "3";
    select.dispatchEvent(new Event("change"));
  });
  // A choice of the dialog is for the next game: Play starts it.
  await pressPlay(page);
  await page.waitForFunction(() => [...document.querySelectorAll("#rules-text p")].some((p) => p.textContent.startsWith("Handicap game")), null, { timeout: 20000 });
  await page.click("#open-settings");
  await page.selectOption("#lang-select", "ja");
  await page.click('#settings-dialog button[value="close"]');
  await page.waitForFunction(() => document.querySelector("#rules-text p")?.textContent.startsWith("9×9の盤"), null, { timeout: 20000 });
  assert.deepEqual(await shownRules(page), await engineRules(page, "shogi", { handicap: "rook" }, "ja"), "the handicap game's rules in Japanese");
  assert.deepEqual((await rulesFiles()).sort(), ["www/pkg/rules-draughts.js", "www/pkg/rules-shogi.js"]);
});

test("the computer's driver (www/ai-player.js) is sent for only after the first board is drawn, comes in idle time without being asked, and the computer then answers at once", async (t) => {
  const { page, close } = await openPage("/index.html", { ready: false });
  t.after(close);
  // Loaded again, watched from the start: the moment the first board is drawn.
  await page.addInitScript(() => {
    const seen = () => {
      if (document.querySelector("board-game[ready]")) window.__firstBoardAt ??= performance.now();
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["ready"] });
  });
  await page.reload();
  await page.waitForSelector("board-game[ready]");
  const sentAt = () => page.evaluate(() => performance.getEntriesByType("resource").find((e) => new URL(e.name).pathname === "/www/ai-player.js")?.startTime ?? null);
  // Nobody asks the computer anything (two players, the page's default): it comes all the same.
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => new URL(e.name).pathname === "/www/ai-player.js"), null, { timeout: 20000 });
  const [sent, drawn] = [await sentAt(), await page.evaluate(() => window.__firstBoardAt)];
  assert.ok(drawn > 0 && sent >= drawn, `sent for at ${sent?.toFixed(0)} ms, after the first board at ${drawn?.toFixed(0)} ms`);
  // Against the computer, which moves first (the person plays the second side): it answers.
  await newGame(page, { mode: "computer", human: 1 });
  await page.waitForFunction(() => document.querySelectorAll("#move-list .move:not(.gap)").length >= 1, null, { timeout: 30000 });
});

test("the keyboard's handler and the dialogs' code are sent for only after the first board; a key pressed and New game clicked before they have come are not lost", async (t) => {
  const { page, close } = await openPage("/index.html", { ready: false });
  t.after(close);
  const late = ["www/board/keys.js", "www/page/dialogs.js"];
  await page.addInitScript(() => {
    const seen = () => {
      if (document.querySelector("board-game[ready]")) window.__firstBoardAt ??= performance.now();
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["ready"] });
  });
  // Both held back until the page has been used: the key and the click come before them.
  for (const f of late) {
    await page.route(`**/${f}`, async (route) => {
      await page.waitForFunction(() => window.__release === true, null, { timeout: 20000, polling: 50 }).catch(() => {});
      await route.continue();
    });
  }
  await page.reload();
  await page.waitForSelector("board-game[ready]");
  await page.focus("board-game canvas");
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press("ArrowRight");
  await page.click("#open-new-game");
  assert.equal(await page.evaluate(() => document.getElementById("board")._ui.cursor ?? null), null, "the handler has not come yet");
  assert.equal(await page.evaluate(() => document.getElementById("new-game-dialog").open), false, "nor the dialogs' code");
  assert.equal(await page.evaluate(() => scrollY), scrolled, "the arrow did not scroll the page meanwhile");
  await page.evaluate(() => (window.__release = true));
  // The key: the cursor on the first piece that can move (9), as in tests/browser/american.test.mjs.
  const nine = await cellOf(page, 9);
  await page.waitForFunction((c) => document.getElementById("board")._ui.cursor === c, nine, { timeout: 20000 });
  // The click: the dialog opens, its controls filled.
  await page.waitForFunction(() => document.getElementById("new-game-dialog").open, null, { timeout: 20000 });
  assert.ok((await page.$$eval("#game-select option", (os) => os.length)) > 10, "the game list is filled");
  assert.equal(await page.inputValue("#game-select"), "american");
  const drawn = await page.evaluate(() => window.__firstBoardAt);
  for (const f of late) {
    const sent = await page.evaluate((f) => performance.getEntriesByType("resource").find((e) => new URL(e.name).pathname === `/${f}`)?.startTime ?? null, f);
    assert.ok(drawn > 0 && sent >= drawn, `${f} sent for at ${sent?.toFixed(0)} ms, after the first board at ${drawn?.toFixed(0)} ms`);
  }
  // And it works: shogi chosen there starts.
  await page.selectOption("#game-select", "shogi");
  await page.click("#new-game");
  await page.waitForFunction(() => document.getElementById("board").game?.id === "shogi");
});

test("board.edit() before the page's editor has loaded the editing mode: it loads it and the mode starts; leaving it works", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  assert.ok(!(await fetched(page)).includes("www/board/edit.js"), "not in a cold load");
  assert.equal(await page.evaluate(() => document.getElementById("board").editing), null);
  await page.evaluate(() => document.getElementById("board").edit(null));
  await page.waitForFunction(() => document.getElementById("board").editing !== null);
  assert.equal(await page.evaluate(() => document.getElementById("board").editing.pieces.length), 24, "the game's position is the setup");
  await page.evaluate(() => document.getElementById("board").edit(false));
  assert.equal(await page.evaluate(() => document.getElementById("board").editing), null);
});

test("a Japanese cold load shows Japanese from the first board on, never English", async (t) => {
  // Every text the page's New game button, its status and its heading take, from the first
  // script on. (The document's <title> in the HTML is the site's name until the first
  // render names it in the page's language: the tab, not the page.)
  const { page, close } = await openPage("/index.html", { locale: "ja-JP", ready: false });
  t.after(close);
  // The page was already loaded by openPage: load it again, watched from the start.
  await page.addInitScript(() => {
    window.__texts = [];
    window.__readyTexts = null;
    const seen = () => {
      const texts = [document.getElementById("title")?.textContent ?? "", document.getElementById("open-new-game")?.textContent ?? "", document.getElementById("status-text")?.textContent ?? ""];
      window.__texts.push(texts);
      if (!window.__readyTexts && document.querySelector("board-game[ready]")) window.__readyTexts = texts;
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["ready"] });
  });
  // The Japanese texts held back until the board is ready and a move has been played on it:
  // the page must draw nothing before them, and still follow the board meanwhile.
  await page.route("**/www/i18n-ja.js", async (route) => {
    await page.waitForFunction(() => window.__release === true, null, { timeout: 20000, polling: 50 }).catch(() => {});
    await route.continue();
  });
  await page.reload();
  await page.waitForSelector("board-game[ready]");
  await page.evaluate(() => document.getElementById("board").play("11-15"));
  assert.equal(await page.textContent("#status-text"), "", "nothing drawn before the texts");
  await page.evaluate(() => (window.__release = true));
  await page.waitForFunction(() => document.getElementById("status-text").textContent !== "");
  await page.waitForFunction(() => document.querySelectorAll("#move-list .move:not(.gap)").length === 1);
  assert.equal(await page.textContent("#move-list .move"), "11-15", "the move played before the texts came is in the list");
  const { texts, ready } = await page.evaluate(() => ({ texts: window.__texts, ready: window.__readyTexts }));
  assert.ok(texts.length > 0 && ready, "the texts were watched up to the first board");
  const english = texts.filter((row) => row.some((s) => /Board games|New game|to move/.test(s)));
  assert.deepEqual(english, [], "no English text was ever shown");
  assert.equal(await page.textContent("#open-new-game"), "新しい対局");
  assert.equal(await page.title(), "ボードゲーム");
  assert.match(await page.textContent("#status-text"), /番/);
  assert.ok((await fetched(page)).includes("www/i18n-ja.js"), "the Japanese texts were fetched");
});

test("offline, the modules loaded on first use come from the service worker's snapshot and work", (t) => offlineLateModules(t, repo));

test("offline, the deployed site (dist/, bundled) has its late chunks and every family module in its snapshot", async (t) => {
  const dist = path.join(repo, "dist");
  assert.ok(existsSync(path.join(dist, "index.html")), "dist/index.html exists (./build.sh dist)");
  // The late modules are chunks there (tools/bundle-site.mjs), under hashed names: every
  // chunk is in the snapshot, and each late part works offline below.
  const chunks = readdirSync(path.join(dist, "www")).filter((n) => n.startsWith("chunk-")).map((n) => `www/${n}`);
  assert.ok(chunks.length > 3, `dist/www has chunks (${chunks.length})`);
  await offlineLateModules(t, dist, chunks);
});

async function offlineLateModules(t, root, late = Object.values(LATE).flat()) {
  // A server of its own, stopped once the snapshot is taken: offline means no server at all.
  const srv = await startServer({ root, port: 0 });
  let stopped = false;
  t.after(async () => {
    if (!stopped) await srv.close();
  });
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce", locale: "en-US" });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${srv.url}/index.html`);
  await page.waitForSelector("board-game[ready]");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  // The snapshot is complete (the worker is in charge once its install took every file).
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith("boardgames-")));
    return (await cache.keys()).map((r) => new URL(r.url).pathname.replace(/^\//, ""));
  });
  for (const f of late) assert.ok(cached.includes(f), `${f} is in the snapshot (${cached.length} files)`);
  // Every family's module, and the computer's worker (named by new URL in www/ai-player.js).
  for (const f of [...(root === repo ? ["www/ai-player.js", "www/board/keys.js", "www/page/dialogs.js"] : []), "www/ai-worker.js", "www/pkg/family-chess_bg.wasm", "www/pkg/family-shogi_bg.wasm", "www/pkg/family-zonghen-binary_bg.wasm", "www/pkg/rules-chess.js", "www/pkg/rules-shogi.js"]) {
    assert.ok(cached.includes(f), `${f} is in the snapshot`);
  }
  await srv.close();
  stopped = true;
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector("board-game[ready]", { timeout: 20000 });
  // The analysis, the editor and the Japanese texts, first used offline.
  await page.click("#analysis-toggle");
  await page.waitForFunction(() => document.querySelectorAll("#analysis-lines li.pv:not(.empty)").length > 0, null, { timeout: 30000 });
  await page.evaluate(() => document.getElementById("edit-position").click());
  await page.waitForSelector("#editor:not([hidden]) .ed-palette");
  await page.evaluate(() => document.getElementById("edit-position").click());
  await page.waitForFunction(() => document.getElementById("editor").hidden);
  await page.click("#open-settings");
  await page.selectOption("#lang-select", "ja");
  await page.click('#settings-dialog button[value="close"]');
  await page.waitForFunction(() => document.getElementById("open-new-game").textContent === "新しい対局");
  // Another family's module, first used offline: chess, with the computer answering.
  await newGame(page, { game: "chess", mode: "computer", human: 1 });
  await page.waitForFunction(() => document.querySelectorAll("#move-list .move:not(.gap)").length >= 1, null, { timeout: 30000 });
  // Its rules, first opened offline: the sentences' file comes from the snapshot.
  await page.click("#rules-title");
  await page.waitForFunction(() => document.querySelector("#rules-text p")?.textContent.startsWith("8×8の盤"), null, { timeout: 20000 });
  assert.deepEqual(errors, []);
}
