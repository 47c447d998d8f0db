// The end of a game as the page shows it (issue 29): the result row closes the move list and
// stays in view however long the game; the end panel sits beside the board (under it on a
// phone), never over it; the result and its explanation agree (Alquerque's 40-ply rule can
// end in a win); counts take their plural ("in 1 move").
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, nextFrame, reusePages, screenshot } from "./harness.mjs";
import { openGame } from "./look-helpers.mjs";
import { Game } from "../js/engine.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); no test here adds to a page

/** A long game that has not ended: `plies` moves picked deterministically among the legal ones. */
function longGame(id, plies) {
  const g = new Game(id, undefined);
  try {
    for (let i = 0; i < plies; i++) {
      const moves = g.legalMoves();
      let played = false;
      for (let k = 0; k < moves.length && !played; k++) {
        g.play(moves[(i * 7 + k) % moves.length].notation);
        if (g.outcome()) g.undo();
        else played = true;
      }
      if (!played) break;
    }
    return g.history();
  } finally {
    g.free();
  }
}

/** The side to move resigns through the page's own button and dialog. */
async function resign(page) {
  await page.click("#resign");
  await page.click("#dialog-yes");
  await page.waitForSelector("#end-panel:not([hidden])");
  await nextFrame(page);
  await nextFrame(page);
}

const rect = (page, sel) => page.$eval(sel, (el) => el.getBoundingClientRect().toJSON());
const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
const within = (r, box) => r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5;

const VIEWPORTS = [
  [1280, 800, "en-US"],
  [390, 844, "en-US"],
  [360, 640, "en-US"],
  [1280, 800, "ja-JP"],
  [390, 844, "ja-JP"],
];

test("after a long game the result row is in view at the end of the move list, and the end panel is beside or under the board, never over it", async (t) => {
  const moves = longGame("chess", 110);
  assert.equal(moves.length, 110, "the game is long enough to fill the list");
  for (const [width, height, locale] of VIEWPORTS) {
    const { page, close } = await openGame("chess", moves, { viewport: { width, height }, locale });
    t.after(close);
    await resign(page);
    const list = await rect(page, "#move-list");
    const result = await rect(page, "#move-list li.result");
    assert.ok(result.height > 0, `${width}x${height}: a result row`);
    assert.ok(within(result, list), `${width}x${height} ${locale}: the result row ${JSON.stringify(result)} is inside the list ${JSON.stringify(list)}`);
    // The list does overflow (the test would prove nothing otherwise).
    assert.ok(await page.$eval("#move-list", (el) => el.scrollHeight > el.clientHeight + 10 || el.scrollWidth > el.clientWidth + 10), `${width}x${height}: the list scrolls`);
    const board = await rect(page, "#board");
    const panel = await rect(page, "#end-panel");
    assert.ok(!overlap(board, panel), `${width}x${height}: the end panel ${JSON.stringify(panel)} is off the board ${JSON.stringify(board)}`);
    // Beside it on a desktop, under it on a phone.
    if (width >= 820) assert.ok(panel.left >= board.right, `${width}x${height}: beside the board`);
    else assert.ok(panel.top >= board.bottom, `${width}x${height}: under the board`);
    await screenshot(page, `look-end-${width}x${height}-${locale}`);
    // Closing the panel keeps the result row in view.
    await page.click("#end-close");
    await page.waitForSelector("#end-panel", { state: "hidden" });
    await nextFrame(page);
    assert.ok(within(await rect(page, "#move-list li.result"), await rect(page, "#move-list")), `${width}x${height}: the result row stays in view`);
    await close();
  }
});

test("counts take their plural: a shogi game resigned after one move ends 'in 1 move'", async (t) => {
  const { page, close } = await openGame("shogi", ["7g7f"], { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await resign(page);
  assert.equal(await page.textContent("#move-list li.result"), "Sente wins in 1 move");
  assert.match(await page.textContent("#end-result"), /in 1 move$/);
});

/** Opens Alquerque at `start` (39 plies since the last capture), plays a quiet move, the 40th: the page's result, status and explanation. */
async function fortiethPly(t, start) {
  const { page, close } = await openPage(`/index.html#game=alquerque&start=${encodeURIComponent(start)}`, { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await page.waitForFunction(() => document.getElementById("board").game?.id === "alquerque");
  await page.evaluate(() => {
    const b = document.getElementById("board");
    b.play(b.game.legalMoves()[0].notation);
  });
  await page.waitForFunction(() => !!document.getElementById("board").game.outcome());
  await nextFrame(page);
  const outcome = await page.evaluate(() => document.getElementById("board").game.outcome());
  const shown = { outcome, help: await page.textContent("#result-help"), status: await page.textContent("#status-text"), result: await page.textContent("#move-list li.result") };
  await screenshot(page, `look-alquerque-40-${outcome.winner ?? "draw"}`);
  await close();
  return shown;
}

test("Alquerque's 40-ply rule: a win by more pieces is explained as a win, equal pieces as a draw", async (t) => {
  // White a1 and c1 against Black's e5: White has more pieces and wins.
  const win = await fortiethPly(t, "W:Wa1,c1:Be5:P39");
  assert.deepEqual([win.outcome.winner, win.outcome.reason], [0, "move-rule"], "the engine gives White the game");
  assert.equal(win.result, "1-0");
  assert.match(win.status, /White wins/);
  assert.doesNotMatch(win.help, /draw/i, `the explanation of a win: ${win.help}`);
  assert.match(win.help, /more pieces wins/);
  // One piece each: a draw, explained as one.
  const draw = await fortiethPly(t, "W:Wa1:Be5:P39");
  assert.deepEqual([draw.outcome.winner, draw.outcome.reason], [null, "move-rule"]);
  assert.match(draw.status, /Draw/);
  assert.match(draw.help, /equal pieces: a draw/);
});
