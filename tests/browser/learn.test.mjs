// The Learn mode (issue 31) driven as a learner would: "Learn" in the header, a course, a
// step completed by clicks on the live board in each family (draughts with a capture, shogi
// with a drop, chess, Alquerque, a Kato game), a wrong try answered with the engine's reason
// in English and Japanese and the right idea drawn after two, progress kept across a reload.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, openServedSite, clickCell, cellOf, idle, screenshot, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated with its storage cleared (harness.mjs)

const BOARD = "#learn-dialog .learn-board";

/** Opens Learn from the header and the step `stepId` of `game`'s course; waits until it can be played. */
export async function openStep(page, game, stepId, { from = "#open-learn" } = {}) {
  if (!(await page.$("#learn-dialog[open]"))) await page.click(from);
  // From a step, back to the course's list first.
  const back = await page.$("#learn-dialog .learn-back");
  if (back) await back.click();
  await page.waitForSelector("#learn-dialog[open] #learn-game");
  if ((await page.$eval("#learn-game", (s) => s.value)) !== game) await page.selectOption("#learn-game", game);
  await page.click(`#learn-dialog .learn-steps[data-game="${game}"] .learn-step[data-step="${stepId}"]`);
  await page.waitForSelector(`${BOARD}[ready][interactive]`);
  await idle(page, BOARD);
}

/** Clicks the squares of `names` in turn on the lesson's board. */
async function clickSquares(page, ...names) {
  for (const name of names) await clickCell(page, await cellOf(page, name, BOARD), BOARD);
}

async function solved(page) {
  await page.waitForSelector("#learn-dialog .learn-status.solved", { timeout: 10000 });
  return page.$eval("#learn-dialog .learn-status", (e) => e.textContent);
}

test("learn: a step of each family completed by clicks on the live board", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 } });
  t.after(close);
  // Draughts, with a capture (a man capturing backward).
  await openStep(page, "international", "capture-backward");
  await clickSquares(page, "28", "37");
  assert.match(await solved(page), /Well done/);
  assert.match(await solved(page), /★★★/, "no wrong try: three stars");
  // Shogi, with a drop: the gold from the hand.
  await openStep(page, "shogi", "drop");
  const hand = await page.$eval(BOARD, (b) => {
    const kind = b.game.view().hands[0][0].kind;
    return b.handCenter(0, kind);
  });
  await page.mouse.click(hand.x, hand.y);
  await clickSquares(page, "5e");
  await solved(page);
  // Chess.
  await openStep(page, "chess", "rook");
  await clickSquares(page, "a1", "a7");
  await solved(page);
  // Alquerque.
  await openStep(page, "alquerque", "step");
  await clickSquares(page, "c2", "c1");
  await solved(page);
  // A Kato game: Incorrect Checkers.
  await openStep(page, "incorrect-checkers", "step");
  await clickSquares(page, "c3", "d4");
  await solved(page);
  // The Next button goes on to the following step.
  await page.click("#learn-dialog .learn-buttons .primary");
  await page.waitForSelector(`${BOARD}[ready][interactive]`);
  assert.match(await page.$eval("#learn-dialog .learn-crumb", (e) => e.textContent), /Step 3 of/);
  // The page's own game was not touched.
  assert.equal(await page.$eval("#board", (b) => b.game.id), "american");
  assert.equal(await page.$eval("#board", (b) => b.ply), 0);
});

test("learn: a wrong try is answered with the engine's reason; after two the right idea is drawn", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await openStep(page, "international", "capture-backward");
  // A quiet move while a capture is compulsory: the board refuses it, the engine says why.
  await clickSquares(page, "28", "22");
  const status = () => page.$eval("#learn-dialog .learn-status", (e) => ({ text: e.textContent, wrong: e.classList.contains("wrong") }));
  assert.deepEqual(await status(), { text: "You must capture: when a capture is possible, you have to take.", wrong: true });
  assert.equal(await page.$eval(BOARD, (b) => b.getAttribute("marks")), null, "no idea after one wrong try");
  // Another quiet move: the second wrong try, and the idea is drawn.
  await clickSquares(page, "28", "23");
  await page.waitForFunction((sel) => /arrow/.test(document.querySelector(sel).getAttribute("marks") ?? ""), BOARD);
  assert.match((await status()).text, /The right idea: 28x37/);
  await screenshot(page, "learn-wrong-en");
  await clickSquares(page, "28", "37");
  assert.match(await solved(page), /★☆☆/, "two wrong tries: one star");
  // Shogi's two pawns: the engine's code, in the learner's words.
  await openStep(page, "shogi", "nifu");
  const hand = await page.$eval(BOARD, (b) => b.handCenter(0, b.game.view().hands[0][0].kind));
  await page.mouse.click(hand.x, hand.y);
  await clickSquares(page, "5e");
  assert.match((await status()).text, /Two pawns/);
});

test("learn: in Japanese, the reason of a wrong try is in Japanese", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 390, height: 844 }, locale: "ja-JP" });
  t.after(close);
  assert.equal(await page.$eval("#open-learn", (b) => b.textContent), "学ぶ");
  await openStep(page, "international", "capture-backward");
  await clickSquares(page, "28", "22");
  const text = await page.$eval("#learn-dialog .learn-status", (e) => e.textContent);
  assert.equal(text, "取らなければなりません。取れる駒があるときは、必ず取ります。");
  await screenshot(page, "learn-wrong-ja-phone");
});

test("learn: progress is kept across a reload; Learn opens from the New game dialog too", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await openStep(page, "russian", "men-move");
  await clickSquares(page, "c3", "d4");
  await solved(page);
  await page.reload();
  await page.waitForSelector("#board[ready]");
  await page.click("#open-new-game");
  await page.waitForSelector("#new-game-dialog[open]");
  await page.click("#new-game-learn");
  await page.waitForSelector("#learn-dialog[open] #learn-game");
  assert.equal(await page.$eval("#new-game-dialog", (d) => d.open), false);
  await page.selectOption("#learn-game", "russian");
  const stars = `.learn-steps[data-game="russian"] .learn-step[data-step="men-move"] .learn-stars`;
  await page.waitForSelector(stars);
  assert.equal(await page.$eval(stars, (e) => e.textContent), "★★★");
  assert.match(await page.$eval(".learn-done", (e) => e.textContent), /^1 of \d+ steps done$/);
  // The short path for an International player lists only what differs.
  await page.click(".learn-path:nth-child(2)");
  await page.waitForSelector(".learn-path-text");
  assert.equal(await page.$$eval(`.learn-steps[data-game="russian"] li`, (l) => l.length), 4);
});

test("learn: offline, progress is kept and a course never opened online is there", async (t) => {
  const { page, context, errors, stopServer } = await openServedSite(t);
  await openStep(page, "international", "men-move");
  await clickSquares(page, "33", "28");
  await solved(page);
  await stopServer();
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector("#board[ready]", { timeout: 20000 });
  await page.click("#open-learn");
  await page.waitForSelector("#learn-dialog[open] #learn-game");
  await page.selectOption("#learn-game", "international");
  const stars = `.learn-steps[data-game="international"] .learn-step[data-step="men-move"] .learn-stars`;
  await page.waitForSelector(stars);
  assert.equal(await page.$eval(stars, (e) => e.textContent), "★★★");
  // Frisian's course was never fetched online: the offline snapshot has it.
  await openStep(page, "frisian", "setup");
  await page.waitForSelector(`${BOARD}[ready][interactive]`);
  assert.deepEqual(errors, []);
});
