// The play page's keys work whatever has the focus (issue 29): after a click on a toolbar
// button, on the move list or on the board, the arrows, Home and End step through the game
// and "L" turns the analysis on and off; not in a text field, a select or an open dialog,
// and not on the board reached with Tab, whose arrows move its keyboard cursor.

import { test } from "node:test";
import assert from "node:assert/strict";
import { cellCenter, cellOf, idle, openPage, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated with its storage cleared (harness.mjs)

const MAIN = ["11-15", "23-19", "8-11", "22-17", "9-13"];

async function openGame() {
  const opened = await openPage(`/index.html#${new URLSearchParams({ game: "american", moves: MAIN.join(" ") })}`);
  await opened.page.waitForFunction((n) => document.getElementById("board").history().length === n, MAIN.length);
  await idle(opened.page);
  return opened;
}

const ply = (page) => page.evaluate(() => document.getElementById("board").ply);

/** Presses `key` and waits for the board to show ply `n`. */
async function press(page, key, n) {
  await page.keyboard.press(key);
  await page.waitForFunction((n) => document.getElementById("board").ply === n, n, { timeout: 5000 }).catch(() => {});
  assert.equal(await ply(page), n, `${key} -> ply ${n}`);
}

test("after a click on a toolbar button the arrows, Home and End step through the game, and L turns the analysis on and off", async (t) => {
  const { page, close } = await openGame();
  t.after(close);
  await page.click("#flip");
  assert.equal(await page.evaluate(() => document.activeElement.id), "flip", "the button has the focus");
  await press(page, "ArrowLeft", 4);
  await press(page, "ArrowLeft", 3);
  await press(page, "Home", 0);
  await press(page, "ArrowRight", 1);
  await press(page, "End", 5);
  await press(page, "ArrowUp", 0);
  await press(page, "ArrowDown", 5);
  // The step buttons themselves keep the keys too.
  await page.click("#prev");
  await press(page, "ArrowLeft", 3);
  await page.click("#first");
  await press(page, "End", 5);
  await page.keyboard.press("l");
  await page.waitForFunction(() => document.getElementById("analysis-toggle").getAttribute("aria-pressed") === "true");
  await page.click("#flip");
  await page.keyboard.press("L");
  await page.waitForFunction(() => document.getElementById("analysis-toggle").getAttribute("aria-pressed") === "false");
});

test("after a click on the board, the arrows are the page's; after Tab onto it, its cursor's", async (t) => {
  const { page, close } = await openGame();
  t.after(close);
  // A finished game, gone through again: a click on its board (which takes no move) gives it the focus.
  await page.click("#resign");
  await page.click("#dialog-yes");
  await page.waitForSelector("#end-panel:not([hidden])");
  await page.click("#end-close");
  const c = await cellCenter(page, await cellOf(page, "1"), "#board");
  await page.mouse.click(c.x, c.y);
  await idle(page);
  assert.equal(await page.evaluate(() => document.activeElement?.matches("#board canvas")), true, "the board has the focus");
  await press(page, "ArrowLeft", 4);
  await press(page, "Home", 0);
  await press(page, "End", 5);
  // The board reached with the keyboard (Tab from the button before it): the arrows move its
  // cursor, the game stays.
  await page.focus("#open-new-game");
  for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.matches("#board canvas"))); i++) await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.matches("#board canvas")), true, "Tab reaches the board");
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction(() => document.getElementById("board")._ui.cursor != null);
  assert.equal(await ply(page), 5, "the arrow moved the board's cursor, not the game");
});

test("not in an open dialog, nor in a select", async (t) => {
  const { page, close } = await openGame();
  t.after(close);
  await page.click("#open-settings");
  await page.waitForFunction(() => document.getElementById("settings-dialog").open);
  await page.focus("#theme");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Home");
  await page.keyboard.press("l");
  await page.waitForTimeout(300);
  assert.equal(await ply(page), 5);
  assert.equal(await page.getAttribute("#analysis-toggle", "aria-pressed"), "false");
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.getElementById("settings-dialog").open);
  // Closed, the keys are the page's again (the focus is back on the Settings button).
  await press(page, "ArrowLeft", 4);
});
