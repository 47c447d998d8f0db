// After a capture, the path and the taken squares stay marked until the next move
// (issue 11.6, as lidraughts shows them): a double jump in American checkers, with the
// move animated, is played; once the animation is over the canvas still shows a mark on
// both taken squares and on the square jumped through, and the next move clears them.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, cellOf, playByClicks, idle } from "./harness.mjs";

// Black to move: 9 jumps 14 and 23 (9x18x27), the only capture. Kings on both sides.
const START = "B:W14,23,K29,K30:BK1,K2,5,9";

/** The colour of the canvas pixel at a cell's centre: [r, g, b]. */
function pixelAt(page, cell) {
  return page.$eval(
    "#board",
    (el, cell) => {
      const canvas = el.querySelector("canvas");
      const rect = canvas.getBoundingClientRect();
      const c = el.cellCenter(cell);
      const k = canvas.width / rect.width;
      const x = Math.round((c.x - rect.left) * k), y = Math.round((c.y - rect.top) * k);
      return [...canvas.getContext("2d").getImageData(x, y, 1, 1).data.slice(0, 3)];
    },
    cell,
  );
}

const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

test("the taken squares and the path of a double jump stay marked after the animation, until the next move", async (t) => {
  const { page, close } = await openPage(`/index.html#game=american&start=${encodeURIComponent(START)}`, {
    viewport: { width: 1280, height: 800 },
    reducedMotion: "no-preference",
  });
  t.after(close);
  const cell = (name) => cellOf(page, name, "#board");
  const [taken1, taken2, through, plain] = [await cell(14), await cell(23), await cell(18), await cell(15)];
  const empty = await pixelAt(page, plain);
  // Before the move, the squares to be taken hold white men; the square passed through is plain.
  assert.ok(distance(await pixelAt(page, through), empty) < 8, "no mark before the move");

  await playByClicks(page, "9x27", "#board");
  assert.deepEqual(await page.$eval("#board", (el) => el.history()), ["9x27"]);
  await idle(page, "#board");
  assert.equal(await page.$eval("#board", (el) => el.hasAttribute("animating")), false, "the animation is over");
  // Two more frames: whatever the board draws after the animation is what stays.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  for (const c of [taken1, taken2]) {
    const p = await pixelAt(page, c);
    assert.ok(distance(p, empty) > 40, `taken square ${c} is marked (${p} against the plain square ${empty})`);
    assert.ok(p[0] > p[1] + 30, `the taken square's mark is red (${p})`);
  }
  assert.ok(distance(await pixelAt(page, through), empty) > 20, "the square jumped through is marked");

  // White answers: the capture's marks are gone, the new last move is shown instead.
  await playByClicks(page, "30-26", "#board");
  await idle(page, "#board");
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  for (const c of [taken1, taken2, through]) {
    assert.ok(distance(await pixelAt(page, c), empty) < 8, `square ${c} is plain again after the next move`);
  }
});
