// One state, one render (issue 29.2): no module-level mutable page state, the clock's tick
// repaints the clocks only, the move list is patched (an element clicked stays the same
// element), and a refused click says the engine's reason.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { cellOf, clickCell, idle, newGame, openPage, repo } from "./harness.mjs";

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
