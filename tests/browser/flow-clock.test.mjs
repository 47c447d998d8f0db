// The clocks survive a reload (issue 29): the times left and whose time runs are kept with
// the saved game. The time the page was closed is not charged (the clock is paused while no
// page holds the game, as a clock on a table is while the players are away): a reload shows
// the times it left with, and the running side's time runs on from there.

import { test } from "node:test";
import assert from "node:assert/strict";
import { idle, newGame, openPage, waitReady, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated with its storage cleared (harness.mjs)

/** The clock in the page's state: each side's milliseconds left, whose time runs, paused. */
const clockNow = (page) =>
  page.evaluate(async () => {
    const { state } = await import("/www/page/state.js");
    const c = state.clock;
    return c && { left: [c.remaining(0), c.remaining(1)].map(Math.round), running: c.running, paused: c.paused, faces: [...document.querySelectorAll(".clock .time")].map((e) => e.textContent) };
  });

async function reload(page) {
  await page.reload({ waitUntil: "load" });
  await waitReady(page);
  await page.waitForFunction(() => document.getElementById("board").history().length === 3);
  await page.waitForSelector("#clocks:not([hidden])");
}

test("a reload keeps the clocks' times and whose time runs; a paused clock stays paused", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await newGame(page, { game: "american", mode: "two", clock: "5+0" });
  for (const move of ["11-15", "23-19", "8-11"]) {
    await page.waitForTimeout(700); // each side spends some of its time
    await page.evaluate((m) => document.getElementById("board").play(m), move);
    await idle(page);
  }
  await page.waitForTimeout(500);
  const before = await clockNow(page);
  assert.equal(before.running, 1, "White's time runs");
  assert.ok(before.left.every((ms) => ms < 300000), `both sides have spent time: ${before.left}`);
  await reload(page);
  const after = await clockNow(page);
  t.diagnostic(`before the reload ${JSON.stringify(before)}, after ${JSON.stringify(after)}`);
  assert.equal(after.running, 1, "still White's time");
  assert.equal(after.paused, false);
  assert.equal(after.left[0], before.left[0], "Black's time as it was");
  assert.ok(after.left[1] <= before.left[1] && after.left[1] > before.left[1] - 5000, `White's time went on from where it was: ${before.left[1]} -> ${after.left[1]}`);
  // Paused, then reloaded: paused still, both times as they were.
  await page.click("#pause");
  const paused = await clockNow(page);
  assert.equal(paused.paused, true);
  await page.waitForTimeout(300);
  await reload(page);
  const again = await clockNow(page);
  assert.equal(again.paused, true, "still paused");
  assert.deepEqual(again.left, paused.left, "no time passed while paused and away");
  assert.deepEqual(again.faces, paused.faces);
  // Resumed, the game goes on with the clock running for White.
  await page.click("#pause");
  await page.waitForTimeout(300);
  const resumed = await clockNow(page);
  assert.equal(resumed.paused, false);
  assert.ok(resumed.left[1] < paused.left[1], "White's time runs again");
});

test("a game lost on time is lost after a reload too", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await newGame(page, { game: "american", mode: "two", clock: "3+2" });
  for (const move of ["11-15", "23-19", "8-11"]) await page.evaluate((m) => document.getElementById("board").play(m), move);
  await idle(page);
  // White's flag falls (its time taken away through the page's own clock).
  await page.evaluate(async () => {
    const { state } = await import("/www/page/state.js");
    state.clock.left[1] = 50;
  });
  await page.waitForFunction(() => document.getElementById("board").game.outcome() != null, null, { timeout: 5000 });
  const outcome = await page.evaluate(() => document.getElementById("board").game.outcome());
  await reload(page);
  await page.waitForFunction(() => document.getElementById("board").game.outcome() != null, null, { timeout: 5000 });
  assert.deepEqual(await page.evaluate(() => document.getElementById("board").game.outcome()), outcome);
  const after = await clockNow(page);
  assert.equal(after.left[1], 0);
  assert.equal(after.running, null);
});
