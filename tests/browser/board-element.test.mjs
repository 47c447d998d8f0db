// The <board-game> element on its own, as a page author embeds it: several boards on
// one page playing independently, bad attribute values shown as a message (never run
// as markup), marks, and set(config).

import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, clickCell, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

/** Adds a board to the page and waits until it has drawn. */
async function addBoard(page, id, attrs) {
  await page.evaluate(
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

test("two boards on one page play independently and share the engine", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await addBoard(page, "second", { game: "american", interactive: "" });
  await page.waitForSelector("#second[ready]");
  // 9-13 on the second board: squares 9 and 13 are cells 17 and 24.
  await clickCell(page, 17, "#second");
  await clickCell(page, 24, "#second");
  await page.waitForFunction(() => document.getElementById("second").history().length === 1);
  assert.deepEqual(await page.evaluate(() => document.getElementById("second").history()), ["9-13"]);
  assert.deepEqual(await page.evaluate(() => document.getElementById("board").history()), []);
  // One wasm instance: both games come from the same module.
  assert.ok(await page.evaluate(() => Object.getPrototypeOf(document.getElementById("second").game) === Object.getPrototypeOf(document.getElementById("board").game)));
});

test("a malformed position shows a readable message and never runs attribute text as markup", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await addBoard(page, "bad", { game: "american", position: '<img src=x onerror="window.__pwned=1">' });
  await page.waitForFunction(() => !document.querySelector("#bad .bg-message").hidden);
  const text = await page.textContent("#bad .bg-message");
  assert.match(text, /could not be shown/);
  assert.match(text, /<img src=x/);
  assert.equal(await page.$("#bad img"), null);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  // An unknown game says which games exist (the module of every game tells: www/engine.js
  // loads it for an id no family has, so the message shows "Loading…" meanwhile).
  await addBoard(page, "unknown", { game: "no-such-game" });
  await page.waitForFunction(() => /unknown game/.test(document.querySelector("#unknown .bg-message").textContent), null, { timeout: 20000 });
  assert.match(await page.textContent("#unknown .bg-message"), /unknown game 'no-such-game'; known: american/);
});

test("marks name squares and arrows in the game's notation; set() changes several attributes", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await addBoard(page, "marked", { game: "american", marks: "14 23; arrow red: 14-23" });
  await page.waitForSelector("#marked[ready]");
  const marks = await page.evaluate(() => document.getElementById("marked")._ui.marks);
  assert.deepEqual(marks.squares.map((s) => s.cell), [26, 44]);
  assert.deepEqual(marks.arrows.map((a) => [a.from, a.to]), [[26, 44]]);
  await page.evaluate(() => document.getElementById("marked").set({ game: "russian", orientation: "black", marks: "c3; arrow c3-d4" }));
  await page.waitForFunction(() => document.getElementById("marked").game?.id === "russian");
  const after = await page.evaluate(() => {
    const b = document.getElementById("marked");
    return { marks: b._ui.marks, orientation: b.getAttribute("orientation"), labels: b.game.view().labels };
  });
  assert.deepEqual(after.marks.squares.map((s) => after.labels[s.cell]), ["c3"]);
  assert.deepEqual(after.marks.arrows.map((a) => [after.labels[a.from], after.labels[a.to]]), [["c3", "d4"]]);
  assert.equal(after.orientation, "black");
});

const GAME = "1. 12-16 22-18 2. 10-15 24-19 3. 15x24 28x12";

test("a game record replays with the controls bar, from a given ply", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await addBoard(page, "replay", { game: "american", moves: GAME, ply: "2", controls: "" });
  await page.waitForSelector("#replay[ready]");
  const state = () => page.evaluate(() => {
    const b = document.getElementById("replay");
    return [b.ply, b.totalPlies, b.querySelector(".bg-counter").textContent];
  });
  assert.deepEqual(await state(), [2, 6, "2 / 6"]);
  await page.click("#replay .bg-next");
  assert.deepEqual(await state(), [3, 6, "3 / 6"]);
  await page.click("#replay .bg-last");
  assert.deepEqual(await state(), [6, 6, "6 / 6"]);
  assert.ok(await page.isDisabled("#replay .bg-next"));
  await page.click("#replay .bg-first");
  assert.deepEqual(await state(), [0, 6, "0 / 6"]);
  assert.ok(await page.isDisabled("#replay .bg-prev"));
  assert.equal(await page.getAttribute("#replay .bg-prev", "aria-label"), "Previous move");
  // Changing the ply attribute moves there.
  await page.evaluate(() => document.getElementById("replay").setAttribute("ply", "-1"));
  assert.deepEqual(await state(), [5, 6, "5 / 6"]);
});

test("autoplay plays the record to its last move", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await addBoard(page, "auto", { game: "american", moves: GAME, autoplay: "", speed: "0.1" });
  await page.waitForFunction(() => document.getElementById("auto")?.ply === 6, null, { timeout: 10000 });
  assert.equal(await page.evaluate(() => document.getElementById("auto").position()), "B:W12,18,21,23,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,8,9,11");
});
