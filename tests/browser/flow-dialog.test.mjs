// The New game dialog changes nothing until Play (issue 29): its game, rule options,
// opponent, level, side and clock are a draft of the next game. Close or Escape leave the
// game in progress exactly as it was (its moves, its variations, two players), and the
// stored settings too; Play starts the draft.

import { test } from "node:test";
import assert from "node:assert/strict";
import { idle, openPage, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated with its storage cleared (harness.mjs)

const MAIN = ["11-15", "23-19", "8-11", "22-17", "9-13"];

/** American checkers with MAIN played and a variation from ply 3 (the move list's tree). */
async function gameWithVariation() {
  const opened = await openPage(`/index.html#${new URLSearchParams({ game: "american", moves: MAIN.join(" ") })}`);
  const { page } = opened;
  await page.waitForFunction((n) => document.getElementById("board").history().length === n, MAIN.length);
  await idle(page);
  await page.click('#move-list [data-ply="3"]');
  await page.waitForFunction(() => document.getElementById("board").ply === 3);
  const alt = await page.evaluate((not) => document.getElementById("board").game.legalMoves().map((m) => m.notation).find((n) => n !== not), MAIN[3]);
  await page.evaluate((m) => document.getElementById("board").play(m), alt);
  await page.waitForSelector("#move-list li.variation");
  await idle(page);
  return opened;
}

/** What must not change: the board's game, line and position, the move list with its variation, the mode, the stored settings. */
const snapshot = (page) =>
  page.evaluate(() => {
    const b = document.getElementById("board");
    return {
      game: b.game.id,
      options: b.getAttribute("options"),
      history: b.history(),
      line: b.line,
      list: document.getElementById("move-list").textContent,
      interactive: b.getAttribute("interactive"),
      settings: JSON.parse(localStorage.getItem("boardgames.settings") ?? "{}"),
      thinking: document.documentElement.hasAttribute("data-thinking"),
    };
  });

async function openDialog(page) {
  await page.click("#open-new-game");
  await page.waitForFunction(() => document.getElementById("new-game-dialog").open);
}

test("choosing another game, its options and the computer in the New game dialog, then Close: the game in progress is as it was", async (t) => {
  const { page, close } = await gameWithVariation();
  t.after(close);
  const before = await snapshot(page);
  assert.equal(before.settings.mode ?? "two", "two");
  await openDialog(page);
  // Another game: the dialog shows that game's rule options; the board keeps its game.
  await page.selectOption("#game-select", "german");
  await page.waitForFunction(() => /Men capture backwards/.test(document.getElementById("options").textContent));
  await page.check("#options input[type=checkbox] >> nth=0");
  await page.check('input[name="mode"][value="computer"]');
  await page.waitForFunction(() => !document.querySelector(".computer-settings").hidden);
  await page.selectOption("#level", "1");
  await page.selectOption("#clock", "3+2");
  // And back to the game in progress: still its moves, not an empty board.
  await page.selectOption("#game-select", "american");
  await page.waitForTimeout(300);
  assert.deepEqual(await snapshot(page), before, "nothing changed while the dialog was open");
  await page.click('#new-game-dialog button[value="close"]');
  await page.waitForFunction(() => !document.getElementById("new-game-dialog").open);
  // Longer than the computer takes to answer at level 1: it does not start playing.
  await page.waitForTimeout(1500);
  assert.deepEqual(await snapshot(page), before, "Close keeps the game, its variation and two players");
  assert.deepEqual(await page.evaluate(() => document.getElementById("board").history()), [...MAIN.slice(0, 3), before.history[3]]);
  assert.equal(await page.isHidden("#clocks"), true, "no clock was started");
  // Opened again, the dialog shows the game in progress, not the dropped draft.
  await openDialog(page);
  assert.equal(await page.inputValue("#game-select"), "american");
  assert.equal(await page.isChecked('input[name="mode"][value="two"]'), true);
  assert.equal(await page.inputValue("#clock"), "none");
  assert.equal(await page.isHidden(".computer-settings"), true);
});

test("Escape drops the draft too", async (t) => {
  const { page, close } = await gameWithVariation();
  t.after(close);
  const before = await snapshot(page);
  await openDialog(page);
  await page.selectOption("#game-select", "international");
  await page.check('input[name="mode"][value="demo"]');
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.getElementById("new-game-dialog").open);
  await page.waitForTimeout(1200);
  assert.deepEqual(await snapshot(page), before);
});

test("Play starts the draft: its game, options, opponent, level, side and clock", async (t) => {
  const { page, close } = await gameWithVariation();
  t.after(close);
  await openDialog(page);
  await page.selectOption("#game-select", "german");
  await page.waitForFunction(() => /Men capture backwards/.test(document.getElementById("options").textContent));
  await page.check("#options input[type=checkbox] >> nth=0");
  await page.check('input[name="mode"][value="computer"]');
  await page.selectOption("#level", "1");
  await page.selectOption("#human-side", "1");
  await page.selectOption("#clock", "5+0");
  await page.click("#new-game");
  await page.waitForFunction(() => {
    const b = document.getElementById("board");
    return b.game?.id === "german" && b.getAttribute("options") === '{"menCaptureBackward":true}';
  });
  // The person plays the second side: the computer opens the game, and the clock runs.
  await page.waitForFunction(() => document.getElementById("board").history().length >= 1, null, { timeout: 20000 });
  assert.equal(await page.getAttribute("#board", "interactive"), "1");
  assert.equal(await page.isHidden("#clocks"), false);
  const settings = await page.evaluate(() => JSON.parse(localStorage.getItem("boardgames.settings")));
  assert.deepEqual([settings.game, settings.mode, settings.level, settings.human, settings.clockPreset], ["german", "computer", 1, 1, "5+0"], "Play keeps the choices for the next visit");
});
