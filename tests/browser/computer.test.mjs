// The computer player on the page (issue 6): it answers with a legal move in every game at
// every level, and a draw offer is accepted when the computer is lost and declined when it
// is winning. (Its page thread staying free: computer-long-tasks.test.mjs. Its hint is the
// live analysis now: analysis.test.mjs.)

import { test } from "node:test";
import assert from "node:assert/strict";
import { chooseSetting, openPage, idle, screenshot, waitReady, setSetting, newGame, reusePages } from "./harness.mjs";
import { chooseGame, historyIsLegal, playPersonMove, settings, waitMoves } from "./computer-helpers.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

test("every game can be played against the computer at every level", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const games = await page.$$eval("#game-select option", (os) => os.map((o) => o.value));
  assert.equal(games.length, 21, `the page offers the 21 games: ${games.join(" ")}`);
  await settings(page, { level: 1, human: 1, thinkMs: 100 });
  const started = Date.now();
  for (const game of games) {
    await chooseGame(page, game);
    for (let level = 1; level <= 6; level++) {
      await chooseSetting(page, "level", String(level));
      await page.evaluate(() => {
        window.__readySeen = false;
        document.getElementById("board").addEventListener("ready", () => (window.__readySeen = true), { once: true });
      });
      await newGame(page);
      await page.waitForFunction(() => window.__readySeen, null, { timeout: 20000 });
      // The person plays side 1: where side 1 starts, it moves first.
      let n = 1;
      const personFirst = await page.evaluate(() => {
        const g = document.getElementById("board").game;
        const fresh = g.constructor.fromPosition(g.id, g.startPosition());
        const turn = fresh.turn();
        fresh.free();
        return turn === 1;
      });
      if (personFirst) {
        await playPersonMove(page, level);
        n = 2;
      }
      await waitMoves(page, n, 20000);
      const after = await page.evaluate(() => {
        const g = document.getElementById("board").game;
        return { moves: g.history(), turn: g.turn(), over: !!g.outcome(), listed: document.querySelectorAll("#move-list .move:not(.gap)").length };
      });
      assert.equal(after.moves.length, n, `${game} level ${level}: the computer answered (${after.moves.join(" ")})`);
      assert.equal(after.listed, n, `${game} level ${level}: the move list shows the computer's move`);
      assert.ok(after.over || after.turn === 1, `${game} level ${level}: the turn passed to the person or the game ended`);
      assert.equal(await historyIsLegal(page), true, `${game} level ${level}`);
    }
  }
  t.diagnostic(`21 games x 6 levels in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test("a stale answer is ignored: undo and a new game while the computer thinks", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await settings(page, { level: 6, human: 0, thinkMs: 2000 });
  await playPersonMove(page, 0);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-thinking"));
  await page.click("#undo");
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute("data-thinking")), false);
  // Longer than the think would have taken: nothing was played.
  await page.waitForTimeout(2500);
  assert.deepEqual(await page.evaluate(() => document.getElementById("board").history()), []);
  await playPersonMove(page, 1);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-thinking"));
  await newGame(page);
  await page.waitForTimeout(2500);
  assert.deepEqual(await page.evaluate(() => document.getElementById("board").history()), []);
  // And the computer still answers afterwards (a fresh worker).
  await setSetting(page, "think-time", "100");
  await playPersonMove(page, 2);
  await waitMoves(page, 2);
  assert.equal((await page.evaluate(() => document.getElementById("board").history())).length, 2);
});

test("the computer accepts a draw when it is lost and declines it when it is winning", async (t) => {
  for (const [start, accepted] of [
    ["B:W32:B1,2,3,4,5,6,7,8", true], // White (the computer) has one man against eight
    ["B:W25,26,27,28,29,30,31,32:B1", false], // White has eight men against one
  ]) {
    const hash = `#game=american&start=${encodeURIComponent(start)}`;
    const { page, close } = await openPage("/index.html");
    try {
      // Against the computer (a new game), then the position through a link, as a pasted one.
      await settings(page, { level: 1, human: 0, thinkMs: 100 });
      await page.evaluate((hash) => (location.hash = hash), hash);
      await page.waitForFunction((start) => document.getElementById("board").game?.startPosition() === start, start);
      await idle(page);
      await playPersonMove(page, 0);
      await waitMoves(page, 2);
      await page.click("#offer-draw");
      if (accepted) {
        await page.waitForFunction(() => document.getElementById("board").game.outcome());
        const outcome = await page.evaluate(() => document.getElementById("board").game.outcome());
        assert.equal(outcome.winner ?? null, null, "a draw");
        assert.match(await page.textContent("#notice"), /accepts the draw/);
        assert.match(await page.textContent("#status-text"), /Draw/);
      } else {
        await page.waitForFunction(() => /declines/.test(document.getElementById("notice").textContent));
        assert.equal(await page.evaluate(() => document.getElementById("board").game.outcome()), null, "the game goes on");
      }
    } finally {
      await close();
    }
  }
});

test("the computer declines a draw offered at move 2 of American checkers, when it is level (issue 11.7)", async (t) => {
  const { page, close } = await openPage("/index.html#game=american");
  t.after(close);
  await settings(page, { level: 1, human: 0, thinkMs: 100 });
  await playPersonMove(page, 0);
  await waitMoves(page, 2);
  assert.equal(await page.evaluate(() => document.getElementById("board").history().length), 2);
  await page.click("#offer-draw");
  await page.waitForFunction(() => /declines/.test(document.getElementById("notice").textContent), null, { timeout: 20000 });
  assert.equal(await page.evaluate(() => document.getElementById("board").game.outcome()), null, "the game goes on");
  assert.match(await page.textContent("#status-text"), /to move/);
});

test("computer vs computer: the demo plays both sides and nobody can move", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await settings(page, { mode: "demo", level: 2, thinkMs: 100 });
  assert.equal(await page.getAttribute("#board", "interactive"), "none");
  assert.equal(await page.isDisabled("#analysis-toggle"), true, "no analysis in the demo");
  await waitMoves(page, 4, 30000, { thinking: true });
  assert.equal(await historyIsLegal(page), true);
  await screenshot(page, "computer-demo");
  // Back to two players: the demo stops.
  await setSetting(page, "mode", "two");
  const n = await page.evaluate(() => document.getElementById("board").history().length);
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute("data-thinking")), false);
  await page.waitForTimeout(700); // longer than a demo move takes (its pace is 600 ms)
  assert.equal(await page.evaluate(() => document.getElementById("board").history().length), n);
});

test("where the worker cannot start, the page says so and offers no computer play", async (t) => {
  const { page, context, close } = await openPage("/index.html", { allowErrors: true, reuse: false }); // its init script stays
  t.after(close);
  await context.addInitScript(() => {
    localStorage.setItem("boardgames.settings", JSON.stringify({ mode: "computer", level: 3, human: 1 }));
    globalThis.BOARDGAMES_WORKER = new URL("/no-such-worker.js", location.href).href;
  });
  await page.reload({ waitUntil: "load" });
  await waitReady(page);
  // Said over the board, and in the New game dialog beside the opponent choice.
  await page.waitForSelector("#notice:not([hidden])");
  assert.match(await page.textContent("#notice"), /cannot start/);
  await page.waitForSelector("#computer-error:not([hidden])", { state: "attached" });
  assert.match(await page.textContent("#computer-error"), /cannot start/);
  assert.equal(await page.isChecked('input[name="mode"][value="two"]'), true, "back to two players");
  assert.equal(await page.isDisabled('input[name="mode"][value="computer"]'), true);
  assert.equal(await page.isDisabled('input[name="mode"][value="demo"]'), true);
  assert.equal(await page.isDisabled("#analysis-toggle"), true, "no analysis either");
  assert.match(await page.getAttribute("#analysis-toggle", "title"), /cannot start/);
  assert.equal(await page.getAttribute("#board", "interactive"), "both", "both sides are played by people");
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute("data-thinking")), false);
  assert.deepEqual(await page.evaluate(() => document.getElementById("board").history()), [], "nothing was searched on the page");
});

test("the computer's clock runs while it thinks", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await settings(page, { level: 6, human: 0, thinkMs: 1000 });
  await setSetting(page, "clock", "5+0");
  await page.waitForSelector("#clocks:not([hidden])");
  await playPersonMove(page, 0);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-thinking"));
  // White (side 1) is the computer: its clock is the one running. Both clocks are read in the
  // page at the frame White's runs: a second read could come after the computer's move, when
  // the person's clock runs (it did at a load average of 13: a fresh clone's run, 2026-11-29).
  const personRunning = await page.waitForFunction(() => document.querySelector('.clock[data-side="1"]').classList.contains("running") && { running: document.querySelector('.clock[data-side="0"]').classList.contains("running") });
  assert.equal((await personRunning.jsonValue()).running, false);
  // The clocks as the computer's move lands (read in the page, at the first frame with it):
  // the person's clock runs from then on, so a read after waitMoves's idle waits saw 4:59
  // whenever those took a second (load average 20: a fresh clone's run, 2026-11-29).
  const times = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const board = document.getElementById("board");
        const check = () =>
          board.history().length >= 2 ? resolve([0, 1].map((s) => document.querySelector(`.clock[data-side="${s}"] .time`).textContent)) : requestAnimationFrame(check);
        check();
      }),
  );
  await waitMoves(page, 2);
  assert.equal(times[0], "5:00", "the person's clock did not run while the computer thought");
  assert.match(times[1], /^4:5\d$/, `the computer's thinking time was charged to it (${times[1]})`);
  assert.equal(await page.$eval('.clock[data-side="0"]', (c) => c.classList.contains("running")), true);
});
