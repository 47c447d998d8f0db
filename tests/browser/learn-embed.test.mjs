// <board-game exercise> and <board-game puzzle> (issue 31): the reader's move judged by the
// engine, `failed` with the reason of a wrong try, `solved` at the end, a puzzle line of
// data/puzzles pasted as the attribute with the opponent's replies played automatically.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { openPage, clickCell, cellOf, idle, repo, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

const PAGE = "/tests/browser/pages/blank-board.html";

/** Mounts a board with `attrs` and records its solved/failed events in window.__events. */
async function mount(page, attrs) {
  await page.evaluate((attrs) => {
    window.__events = [];
    const b = document.createElement("board-game");
    b.id = "task";
    for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
    for (const type of ["solved", "failed"]) b.addEventListener(type, (e) => window.__events.push({ type, ...e.detail }));
    document.body.append(b);
  }, attrs);
  await page.waitForSelector("#task[ready][interactive]");
  await idle(page, "#task");
}

async function clickSquares(page, ...names) {
  for (const name of names) await clickCell(page, await cellOf(page, name, "#task"), "#task");
}

const events = (page) => page.evaluate(() => window.__events);

test("exercise: a wrong try fires failed with the engine's reason, the expected move fires solved", async (t) => {
  const { page, close } = await openPage(PAGE);
  t.after(close);
  await mount(page, { game: "international", position: "W:W28:B32,3", exercise: "28x37", size: "300", lang: "en" });
  await clickSquares(page, "28", "22");
  await page.waitForFunction(() => window.__events.length === 1);
  assert.deepEqual(await events(page), [{ type: "failed", reason: "must-capture", text: "You must capture: when a capture is possible, you have to take.", tries: 1 }]);
  assert.equal(await page.$eval("#task .bg-task", (e) => e.textContent), "You must capture: when a capture is possible, you have to take.");
  await clickSquares(page, "28", "37");
  await page.waitForFunction(() => window.__events.length === 2);
  assert.deepEqual((await events(page))[1], { type: "solved", tries: 1, moves: ["28x37"] });
  assert.equal(await page.$eval("#task .bg-task", (e) => e.textContent), "Well done!");
});

test("exercise: a legal move that misses a goal is taken back and named", async (t) => {
  const { page, close } = await openPage(PAGE);
  t.after(close);
  await mount(page, { game: "chess", position: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", exercise: '{"mate":true}', size: "300", lang: "ja" });
  await clickSquares(page, "a1", "a7");
  await page.waitForFunction(() => window.__events.length === 1);
  const [failed] = await events(page);
  assert.equal(failed.reason, "not-the-task");
  assert.equal(failed.text, "その手は指せますが、この課題の答えではありません。もう一度どうぞ。");
  await page.waitForFunction(() => document.getElementById("task").ply === 0, null, { timeout: 5000 });
  await clickSquares(page, "a1", "a8");
  await page.waitForFunction(() => window.__events.some((e) => e.type === "solved"));
});

test("puzzle: a line of data/puzzles pasted as the attribute, the replies played by the board", async (t) => {
  const { page, close } = await openPage(PAGE);
  t.after(close);
  const line = readFileSync(path.join(repo, "data/puzzles/american.txt"), "utf8").split("\n").find((l) => l.startsWith("american||B:WK1,19:B8,K30"));
  assert.ok(line, "the puzzle line of this test is still shipped");
  await mount(page, { puzzle: line, size: "300", lang: "en" });
  const solution = line.split("|")[3].split(" ");
  for (let i = 0; i < solution.length; i += 2) {
    await clickSquares(page, ...solution[i].split(/[-x]/));
    if (i + 1 < solution.length) await page.waitForFunction((n) => document.getElementById("task").ply === n, i + 2, { timeout: 5000 });
  }
  await page.waitForFunction(() => window.__events.some((e) => e.type === "solved"));
  const solved = (await events(page)).find((e) => e.type === "solved");
  assert.deepEqual(solved.moves, solution);
  assert.equal(await page.$eval("#task", (b) => b.getAttribute("orientation")), "0", "the solver (Black, side 0) at the bottom");
});

test("examples/learn-russian.html: a board per step of the course, each a task that is solved by its move", async (t) => {
  const { page, close } = await openPage("/examples/learn-russian.html", { viewport: { width: 1000, height: 900 } });
  t.after(close);
  const { default: course } = await import("../../www/lessons/russian.js");
  await page.waitForFunction((n) => document.querySelectorAll("board-game[ready][interactive]").length === n, course.steps.length, { timeout: 30000 });
  const steps = await page.$$eval("board-game", (els) => els.map((b) => ({ id: b.id, note: b.querySelector(".bg-note")?.textContent ?? null })));
  assert.deepEqual(steps.map((s) => s.id), course.steps.map((s) => `step-${s.id}`));
  assert.ok(steps.every((s) => s.note === null), JSON.stringify(steps));
  const board = "#step-men-move";
  await page.$eval(board, (b) => b.scrollIntoView());
  for (const name of ["c3", "d4"]) await clickCell(page, await cellOf(page, name, board), board);
  await page.waitForFunction(() => document.querySelector("#step-men-move").closest("section").querySelector(".done").textContent === "✓ Solved");
  await page.click('button[data-lang="ja"]');
  assert.equal(await page.$eval(board, (b) => b.getAttribute("lang")), "ja");
  assert.match(await page.$eval("#title", (e) => e.textContent), /ロシア/);
});
