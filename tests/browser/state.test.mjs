// One state, one render (issue 29.2): no module-level mutable page state, the clock's tick
// repaints the clocks only, the move list is patched (an element clicked stays the same
// element), and a refused click says the engine's reason.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { cellOf, clickCell, idle, newGame, openPage, repo, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

test("the page's modules keep no mutable state of their own: no module-level let", () => {
  const dir = path.join(repo, "www/page");
  const files = ["www/app.js", ...readdirSync(dir).filter((f) => f.endsWith(".js")).map((f) => `www/page/${f}`)];
  const found = [];
  for (const file of files) {
    readFileSync(path.join(repo, file), "utf8").split("\n").forEach((line, i) => /^(let|var) /.test(line) && found.push(`${file}:${i + 1}: ${line}`));
  }
  assert.deepEqual(found, []);
});

test("a running clock repaints its faces only: nothing else of the page is written at its ticks", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await newGame(page, { game: "american", mode: "two", clock: "5+0" });
  await page.evaluate(() => document.getElementById("board").play("11-15"));
  await idle(page);
  const written = await page.evaluate(
    async () => {
      // The page's render passes are counted by one more render of the page's own list.
      const { onRender } = await import("/www/page/state.js");
      let renders = 0;
      const off = onRender(() => renders++);
      return new Promise((resolve) => {
        const outside = [];
        let inside = 0;
        const observer = new MutationObserver((records) => {
          for (const r of records) {
            const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
            if (el?.closest(".clock")) inside++;
            else outside.push(`${el?.id || el?.className || el?.localName} ${r.type} ${r.attributeName ?? ""}`);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          off();
          resolve({ inside, outside, renders });
        }, 1500);
      });
    },
  );
  t.diagnostic(JSON.stringify(written));
  assert.ok(written.inside > 0, "the running clock's face was repainted");
  assert.deepEqual(written.outside, [], "nothing else was written");
  assert.equal(written.renders, 0, "the page's renders did not run at the clock's ticks");
});

test("the move list is patched: moving through the game keeps its elements, a played move adds one", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await newGame(page, { game: "american", mode: "two" });
  for (const m of ["11-15", "23-19", "8-11"]) await page.evaluate((x) => document.getElementById("board").play(x), m);
  await idle(page);
  await page.evaluate(() => {
    window.firstMove = document.querySelector('#move-list [data-path="0"]');
  });
  await page.click("#first");
  await page.click("#last");
  await page.evaluate(() => document.getElementById("board").play("22-18"));
  await idle(page);
  const after = await page.evaluate(() => ({
    same: window.firstMove === document.querySelector('#move-list [data-path="0"]'),
    moves: [...document.querySelectorAll("#move-list [data-ply]")].map((e) => e.textContent),
    current: document.querySelector("#move-list .current")?.textContent,
  }));
  assert.equal(after.same, true, "the first move's element is the same element");
  assert.deepEqual(after.moves, ["11-15", "23-19", "8-11", "22-18"]);
  assert.equal(after.current, "22-18");
});

test("a refused click says the engine's reason: International's majority rule, in English and Japanese", async (t) => {
  for (const [locale, words] of [["en-US", /Another capture is compulsory/], ["ja-JP", /より多く取る手/]]) {
    const p = new URLSearchParams({ game: "international", start: "W:W33,35,45:B17,28,30" });
    const { page, close } = await openPage(`/index.html#${p}`, { locale });
    t.after(close);
    await page.waitForFunction(() => document.getElementById("board").game?.id === "international");
    await idle(page);
    // 35 can capture one piece, but 33 must take two (the majority rule): the engine says so.
    await clickCell(page, await cellOf(page, "35"));
    await page.waitForFunction((source) => new RegExp(source).test(document.getElementById("notice").textContent), words.source);
    // 45 cannot capture at all: the general must-capture sentence.
    await clickCell(page, await cellOf(page, "45"));
    if (locale === "en-US") await page.waitForFunction(() => /Capturing is compulsory/.test(document.getElementById("notice").textContent));
  }
});

test("the move list's rows follow the engine's numbers: shogi one move to a row (1, 2, 3), chess two", async (t) => {
  for (const [game, moves, rows] of [
    ["shogi", ["7g7f", "3c3d", "2g2f"], ["1. P-7f", "2. P-3d", "3. P-2f"]],
    ["chess", ["e4", "e5", "Nf3"], ["1. e4 e5", "2. Nf3"]],
  ]) {
    const p = new URLSearchParams({ game, moves: moves.join(" ") });
    const { page, close } = await openPage(`/index.html#${p}`);
    t.after(close);
    await page.waitForFunction((n) => document.getElementById("board").history?.().length === n, moves.length);
    await idle(page);
    const shown = await page.$$eval("#move-list > li:not(.result)", (lis) => lis.map((li) => [...li.children].map((c) => c.textContent).join(" ")));
    assert.deepEqual(shown, rows, game);
  }
});

test("the editor renders with the page: shogi's two hands each show their figures, a language switch redraws it, a tool click keeps its element", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await newGame(page, { game: "shogi", mode: "two" });
  await page.click("#edit-position");
  await page.waitForSelector("#editor .ed-hands");
  const figures = await page.$$eval("#editor .ed-hands .ed-row", (rows) => rows.map((r) => r.querySelectorAll("canvas").length));
  assert.deepEqual(figures, [7, 7], "each side's hand row has a figure per kind");
  await page.evaluate(() => {
    window.tool = document.querySelector('#editor [data-tool="1:K"]');
  });
  await page.click('#editor [data-tool="1:K"]');
  // The click's state is drawn at the page's next frame: wait for it (or for the element to be
  // replaced, which the check below then reports), not read at once (a busy machine's fresh
  // clone read "false", 2026-11-29).
  await page.waitForFunction(() => window.tool.getAttribute("aria-pressed") === "true" || window.tool !== document.querySelector('#editor [data-tool="1:K"]'), null, { timeout: 10000 });
  const after = await page.evaluate(() => ({ same: window.tool === document.querySelector('#editor [data-tool="1:K"]'), pressed: window.tool.getAttribute("aria-pressed") }));
  assert.deepEqual(after, { same: true, pressed: "true" });
  assert.deepEqual(await page.$$eval("#editor .ed-hands .ed-row", (rows) => rows.map((r) => r.querySelectorAll("canvas").length)), [7, 7]);
});

test("a language chosen while its texts are still loading is kept, though the page renders meanwhile", async (t) => {
  // The Japanese texts held back (a slow or offline load): the moves played meanwhile render
  // the page, whose settings controls show the state's language until the change is applied.
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.route("**/www/i18n-ja.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.click("#open-settings");
  await page.selectOption("#lang-select", "ja");
  await page.evaluate(() => document.getElementById("board").play("11-15"));
  await page.evaluate(() => document.getElementById("board").play("23-19"));
  await page.click('#settings-dialog button[value="close"]');
  await page.waitForFunction(() => document.getElementById("open-new-game").textContent === "新しい対局", null, { timeout: 10000 });
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ja");
});
