// The board on the play page (issue 29): shogi on a phone has its pieces in hand above and
// below the board (as lishogi's mobile layout) and the grid at least 90% of the width;
// shogi names its squares by default (other games do not); turning the analysis on moves
// nothing (the evaluation bar's room is kept).
import { test } from "node:test";
import assert from "node:assert/strict";
import { idle, nextFrame, cellCenter, reusePages, screenshot } from "./harness.mjs";
import { openGame } from "./look-helpers.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); no test here adds to a page

/** The board's box and its 9x9 grid measured from the centres of its corner cells. */
async function grid(page) {
  const board = await page.$eval("#board", (el) => el.getBoundingClientRect().toJSON());
  const a = await cellCenter(page, 0), b = await cellCenter(page, 8), c = await cellCenter(page, 72);
  const cell = Math.abs(b.x - a.x) / 8;
  const top = Math.min(a.y, c.y) - cell / 2, bottom = Math.max(a.y, c.y) + cell / 2;
  return { board, cell, width: cell * 9, top, bottom, left: Math.min(a.x, b.x) - cell / 2, right: Math.max(a.x, b.x) + cell / 2 };
}

// The bishops are exchanged: one in each hand, Sente to move.
const BISHOP_IN_HAND = ["7g7f", "3c3d", "8h2b+", "3a2b"];

for (const [width, height] of [[390, 844], [360, 640]]) {
  for (const locale of ["en-US", "ja-JP"]) {
    test(`shogi at ${width}x${height} (${locale}): the hands above and below the board, the grid at least 90% of the width, square names on`, async (t) => {
      const { page, close } = await openGame("shogi", BISHOP_IN_HAND, { viewport: { width, height }, locale });
      t.after(close);
      assert.equal(await page.getAttribute("#board", "coordinates"), "", "square names on by default for shogi");
      const g = await grid(page);
      assert.ok(g.width >= 0.9 * g.board.width, `the grid is ${g.width.toFixed(1)} of ${g.board.width} px`);
      // A row for each hand: above the grid (and its file numbers) and below it.
      assert.ok(g.top - g.board.top >= 1.2 * g.cell, `room above the grid for Gote's hand (${(g.top - g.board.top).toFixed(1)} px)`);
      assert.ok(g.board.bottom - g.bottom >= 0.9 * g.cell, `room below the grid for Sente's hand (${(g.board.bottom - g.bottom).toFixed(1)} px)`);
      // Sente's bishop sits at the right end of the row below the board: a tap there takes it.
      await page.mouse.click(g.right - 0.6 * g.cell, g.board.bottom - 0.5 * g.cell);
      await nextFrame(page);
      assert.equal(await page.evaluate(() => typeof document.getElementById("board")._ui.clicks?.[0]), "string", "the bishop in hand is selected");
      // The keyboard: H to the hand, up onto the board's bottom row, down into the hand again.
      await page.keyboard.press("Escape");
      await page.focus("#board canvas");
      const cursor = () => page.evaluate(() => document.getElementById("board")._ui.cursor);
      await page.keyboard.press("h");
      assert.equal(typeof (await cursor()), "string", "H goes to the pieces in hand");
      await page.keyboard.press("ArrowUp");
      const cell = await cursor();
      assert.ok(typeof cell === "number" && cell >= 72, `up from the row below the board: its bottom row (${cell})`);
      await page.keyboard.press("ArrowDown");
      assert.equal(typeof (await cursor()), "string", "down from the bottom row: the hand");
      await screenshot(page, `look-shogi-${width}x${height}-${locale}`);
    });
  }
}

test("shogi at 1280x800 keeps its hands beside the board; other games name no squares by default", async (t) => {
  const { page, close } = await openGame("shogi", BISHOP_IN_HAND, { viewport: { width: 1280, height: 800 } });
  t.after(close);
  const g = await grid(page);
  assert.ok(g.board.width > g.board.height, "hands beside: wider than tall");
  assert.equal(await page.getAttribute("#board", "coordinates"), "");
  await screenshot(page, "look-shogi-1280x800");
  await page.evaluate(() => (location.hash = "#game=american"));
  await page.waitForFunction(() => document.getElementById("board").game?.id === "american");
  await idle(page);
  assert.equal(await page.getAttribute("#board", "coordinates"), null, "no square names on a draughts board by default");
  // A player's choice holds for every game.
  await page.evaluate(() => {
    const box = document.getElementById("coordinates");
    box.checked = true;
    box.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await page.waitForFunction(() => document.getElementById("board").hasAttribute("coordinates"));
  await page.evaluate(() => {
    const box = document.getElementById("coordinates");
    box.checked = false;
    box.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await page.evaluate(() => (location.hash = "#game=shogi"));
  await page.waitForFunction(() => document.getElementById("board").game?.id === "shogi");
  await idle(page);
  assert.equal(await page.getAttribute("#board", "coordinates"), null, "turned off, they stay off in shogi too");
  assert.equal(await page.$eval("#coordinates", (el) => el.checked), false);
});

test("turning the analysis on moves nothing: the board's box is the same before and after", async (t) => {
  for (const [width, height] of [[1280, 800], [390, 844], [360, 640]]) {
    for (const game of ["american", "shogi", "chess"]) {
      const { page, close } = await openGame(game, [], { viewport: { width, height } });
      t.after(close);
      const box = () => page.$eval("#board", (el) => el.getBoundingClientRect().toJSON());
      const before = await box();
      await page.click("#analysis-toggle");
      await page.waitForSelector("#eval-bar:not([hidden])");
      await nextFrame(page);
      const after = await box();
      assert.deepEqual(after, before, `${game} at ${width}x${height}: the board moved`);
      const bar = await page.$eval("#eval-bar", (el) => el.getBoundingClientRect().toJSON());
      assert.ok(bar.left >= 0 && bar.top >= 0 && bar.right <= width, `${game} at ${width}x${height}: the bar ${JSON.stringify(bar)} is in view`);
      if (game === "shogi") await screenshot(page, `look-analysis-${width}x${height}`);
      await page.click("#analysis-toggle");
      await page.waitForSelector("#eval-bar", { state: "hidden" });
      assert.deepEqual(await box(), before, `${game} at ${width}x${height}: the board moved when analysis went off`);
      await close();
    }
  }
});
