// The puzzle mode on the play page (issue 32), driven as a player drives it: opened from the
// header and from the New game dialog, a draughts puzzle solved by clicks through a
// multi-capture (the opponent's reply played by itself), a shogi one with a drop, a chess one
// with a promotion through the chooser; a wrong move answered and taken back; the rating and
// the streak move and are kept; the page's own game is untouched underneath; offline, the
// puzzles come from the service worker's snapshot.

import { test } from "node:test";
import assert from "node:assert/strict";
import { cellCenter, fileUrl, idle, openPage, screenshot, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

// Shipped puzzles (data/puzzles/): each must stay in the set (the test reads it there first).
const DRAUGHTS = "american||W:W21,22,26,29,31,32:B2,12,13,14,15,20:C0,2|22-17 13x22 26x10|1500|shot";
const SHOGI = "shogi||1nsg3n1/2r1ks1gl/lpp1pp1pp/p2p2p2/9/2P1P2P1/PPSP1PP1P/5KR2/LN2GGSNL w Bb 22|B*7h B*9h 7h6g+|1250|promotion";
const CHESS = "chess||8/5P2/6k1/1p1Bb3/8/P1r5/5K2/8 w - - 0 65|f8=Q|1040|promotion,endgame";
// Found by the exact solver (src/puzzles/exact.rs): two pushes win, every other move does not.
const ZONGHEN = "zonghen||1wwwbwbw/bwbwb1bw/wwww1wbw/bbbbbwww/bwbwbwbb/bbbwbwbw/1wbwwbww/b1bbbwb1 b 3 3|e7v/e1^|1110|endgame";
const BOARD = "#puzzle-board";

async function openPuzzles(page) {
  await page.click("#open-puzzles");
  await page.waitForSelector(`${BOARD}[ready]`, { timeout: 30000 });
  await page.waitForFunction(() => document.getElementById("puzzle-prompt")?.textContent !== "");
}

/** Shows a shipped puzzle by its line and waits for its position on the board. */
async function showLine(page, line) {
  const shipped = await page.evaluate(async (line) => {
    const { loadPuzzles } = await import("/www/puzzles/index.js");
    const game = line.split("|")[0];
    return (await loadPuzzles(game)).some((p) => p.line === line);
  }, line);
  assert.ok(shipped, `the puzzle is shipped: ${line}`);
  await page.evaluate((line) => import("/www/page/puzzle.js").then((m) => m.showPuzzleLine(line)), line);
  const position = line.split("|")[2];
  await page.waitForFunction(([sel, position]) => document.querySelector(sel).game?.position() === position, [BOARD, position]);
  await idle(page, BOARD);
}

const feedback = (page) => page.$eval("#puzzle-feedback", (e) => e.textContent);
const ratingText = (page) => page.$eval("#puzzle-ratings dd", (e) => e.textContent);
const history = (page) => page.$eval(BOARD, (el) => el.history());

/** Clicks a legal move's cells (its whole path: every landing of a capture) on the puzzle's board. */
async function clickMove(page, notation) {
  const path = await page.$eval(BOARD, (el, n) => el.game.legalMoves().find((m) => m.notation === n)?.path, notation);
  assert.ok(path, `${notation} is legal`);
  for (const cell of path) {
    const { x, y } = await cellCenter(page, cell, BOARD);
    await page.mouse.click(x, y);
    await idle(page, BOARD);
  }
}

test("a draughts puzzle solved by clicks through a multi-capture; a wrong move answered; the rating and streak move; the game underneath untouched", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await page.evaluate(() => document.getElementById("board").play("11-15"));
  await idle(page, "#board");
  await openPuzzles(page);
  assert.equal(await page.isVisible("main.layout"), false, "the play page is hidden under the mode");
  await showLine(page, DRAUGHTS);
  assert.equal(await page.$eval("#puzzle-prompt", (e) => e.textContent), "Find the best move for White.");
  assert.match(await ratingText(page), /^1500 ± 350$/);

  await clickMove(page, "22-17");
  // The opponent's reply comes by itself; then the double capture 26x17x10 by its landings.
  await page.waitForFunction((sel) => document.querySelector(sel).history().length === 2, BOARD);
  assert.deepEqual(await history(page), ["22-17", "13x22"]);
  const capture = await page.$eval(BOARD, (el) => el.game.legalMoves().find((m) => m.notation === "26x10"));
  assert.equal(capture.captures.length, 2, "a multi-capture");
  await clickMove(page, "26x10");
  await page.waitForFunction(() => document.getElementById("puzzle-feedback").textContent.startsWith("Solved!"));
  assert.match(await feedback(page), /^Solved! Rating \+\d+$/);
  const up = Number((await ratingText(page)).split(" ")[0]);
  assert.ok(up > 1500, `the rating went up: ${up}`);
  assert.match(await page.$eval("#puzzle-ratings", (e) => e.textContent), /Streak1 \(best 1\)/);
  await screenshot(page, "puzzle-american-solved-1280");

  // The next puzzle: a wrong move is answered and taken back; the rating goes down, the streak ends.
  await page.click("#puzzle-next");
  await page.waitForFunction((sel) => document.querySelector(sel).history().length === 0 && document.getElementById("puzzle-feedback").textContent === "", BOARD);
  await idle(page, BOARD);
  const wrong = await page.$eval(BOARD, async (el) => {
    const { judgeMove } = await import("/www/puzzles/check.js");
    const { parsePuzzleLine } = await import("/www/puzzles/line.js");
    const { loadEngine } = await import("/www/engine.js");
    const { Game } = await loadEngine(el.game.id);
    const lines = (await import("/www/puzzles/index.js")).loadPuzzles(el.game.id);
    const p = (await lines).find((q) => q.position === el.game.position()) ?? parsePuzzleLine("x|||a|0|");
    return el.game.legalMoves().find((m) => judgeMove(Game, p, [], m.notation) === "wrong")?.notation;
  });
  assert.ok(wrong, "the puzzle has a wrong move");
  await clickMove(page, wrong);
  await page.waitForFunction(() => document.getElementById("puzzle-feedback").dataset.kind === "wrong");
  assert.match(await feedback(page), /^That is not the move\. .* Rating −\d+$/);
  await page.waitForFunction((sel) => document.querySelector(sel).history().length === 0, BOARD);
  assert.ok(Number((await ratingText(page)).split(" ")[0]) < up, "the rating went down");
  assert.match(await page.$eval("#puzzle-ratings", (e) => e.textContent), /Streak0 \(best 1\)/);
  // Kept in this browser: another page of the site sees the same rating.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("boardgames.puzzles")).players.american.rating);
  assert.ok(kept < up && kept > 1000);

  // Back to the game: the page's own game is as it was.
  await page.click("#puzzle-back");
  assert.equal(await page.isVisible("main.layout"), true);
  assert.deepEqual(await page.$eval("#board", (el) => el.history()), ["11-15"]);
  assert.equal(await page.$("#puzzle-mode"), null);
});

/** Moves the board's keyboard cursor to a cell with the arrows, steering by where the live region says it is. */
async function cursorTo(page, cell) {
  const target = await cellCenter(page, cell, BOARD);
  await page.keyboard.press("ArrowUp"); // shows the cursor (or moves it) and says where it is
  for (let i = 0; i < 30; i++) {
    const name = (await page.textContent(`${BOARD} .bg-live`)).split(/[, ]/)[0];
    const here = await page.$eval(BOARD, (el, name) => el.game.view().labels.indexOf(name), name);
    if (here === cell) return;
    const at = await cellCenter(page, here, BOARD);
    const dx = target.x - at.x, dy = target.y - at.y;
    await page.keyboard.press(Math.abs(dy) > 1 ? (dy > 0 ? "ArrowDown" : "ArrowUp") : dx > 0 ? "ArrowRight" : "ArrowLeft");
  }
  assert.fail(`the cursor did not reach cell ${cell}`);
}

test("keyboard only: the mode opens with the board's keys, a puzzle is solved with arrows and Enter, the verdict is in the live region; the page's arrow keys leave its game alone", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await page.evaluate(() => document.getElementById("board").play("11-15"));
  await idle(page, "#board");
  await page.focus("#open-puzzles");
  await page.keyboard.press("Enter");
  await page.waitForSelector(`${BOARD}[ready]`, { timeout: 30000 });
  await showLine(page, DRAUGHTS);
  await page.focus(`${BOARD} canvas`);
  for (const notation of ["22-17", "26x10"]) {
    const path = await page.$eval(BOARD, (el, n) => el.game.legalMoves().find((m) => m.notation === n)?.path, notation);
    for (const cell of path) {
      await cursorTo(page, cell);
      await page.keyboard.press("Enter");
      await idle(page, BOARD);
    }
    if (notation === "22-17") await page.waitForFunction((sel) => document.querySelector(sel).history().length === 2, BOARD);
  }
  await page.waitForFunction(() => document.getElementById("puzzle-feedback").dataset.kind === "solved");
  assert.equal(await page.getAttribute("#puzzle-feedback", "aria-live"), "polite");
  // Next by keyboard (it has the focus once solved), then the page's arrows: its game is still at ply 1.
  assert.equal(await page.evaluate(() => document.activeElement?.id), "puzzle-next");
  await page.keyboard.press("Enter");
  await page.waitForFunction((sel) => document.querySelector(sel).history().length === 0 && document.getElementById("puzzle-feedback").textContent === "", BOARD);
  await page.keyboard.press("ArrowLeft");
  await page.click("#puzzle-back");
  assert.deepEqual(await page.$eval("#board", (el) => el.history()), ["11-15"]);
  assert.equal(await page.$eval("#board", (el) => el.ply), 1, "the page's game was not stepped back");
});

test("shogi: a puzzle with a drop, solved by clicks (hand piece, square, the promotion chooser); Japanese, on a phone", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 390, height: 844 }, locale: "ja-JP" });
  t.after(close);
  // From the New game dialog, with shogi chosen there.
  await page.click("#open-new-game");
  await page.selectOption("#game-select", "shogi");
  await page.click("#new-game-puzzles");
  await page.waitForSelector(`${BOARD}[ready]`, { timeout: 30000 });
  await page.waitForFunction(() => document.getElementById("puzzle-game")?.value === "shogi");
  await showLine(page, SHOGI);
  assert.equal(await page.$eval("#puzzle-prompt", (e) => e.textContent), "後手の最善手を見つけてください。");
  // B*7h: the bishop in Gote's hand, then the square.
  const hand = await page.$eval(BOARD, (el) => el.handCenter(1, "B"));
  await page.mouse.click(hand.x, hand.y);
  const to = await page.$eval(BOARD, (el) => el.game.legalMoves().find((m) => m.notation === "B*7h").to);
  const c = await cellCenter(page, to, BOARD);
  await page.mouse.click(c.x, c.y);
  await page.waitForFunction((sel) => document.querySelector(sel).history().length === 2, BOARD, { timeout: 20000 });
  assert.deepEqual(await history(page), ["B*7h", "B*9h"]);
  await idle(page, BOARD);
  await clickMove(page, "7h6g+");
  await page.waitForSelector(`${BOARD} .bg-chooser.bg-promotion`);
  await page.click(`${BOARD} .bg-piece-choice[data-promotion="+"]`);
  await page.waitForFunction(() => document.getElementById("puzzle-feedback").dataset.kind === "solved");
  assert.match(await feedback(page), /^正解です！/);
  await screenshot(page, "puzzle-shogi-solved-390-ja");
});

test("chess: a promotion through the chooser solves a puzzle", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await openPuzzles(page);
  await page.selectOption("#puzzle-game", "chess");
  await page.waitForFunction((sel) => document.querySelector(sel).game?.id === "chess", BOARD, { timeout: 30000 });
  await showLine(page, CHESS);
  await screenshot(page, "puzzle-chess-1280");
  await clickMove(page, "f8=Q");
  await page.waitForSelector(`${BOARD} .bg-chooser.bg-promotion`);
  await page.click(`${BOARD} .bg-piece-choice[data-promotion="q"]`);
  await page.waitForFunction(() => document.getElementById("puzzle-feedback").dataset.kind === "solved");
  assert.deepEqual(await history(page), ["f8=Q"]);
  // Hint and solution: the next puzzle's first piece is marked, and the whole line is played.
  await page.click("#puzzle-next");
  await page.waitForFunction(() => !document.getElementById("puzzle-hint").disabled);
  await page.click("#puzzle-hint");
  await page.waitForFunction((sel) => !!document.querySelector(sel).getAttribute("marks"), BOARD);
  await page.click("#puzzle-solution");
  await page.waitForFunction(() => document.getElementById("puzzle-feedback").dataset.kind === "shown", null, { timeout: 20000 });
  // The theme filter: mates only; the puzzle shown is one, and so is the next.
  const themes = await page.$$eval("#puzzle-theme option", (os) => os.map((o) => o.value));
  assert.ok(themes.includes("mate") && themes[0] === "", themes.join());
  const shownThemes = () =>
    page.$eval(BOARD, async (el) => {
      const { loadPuzzles } = await import("/www/puzzles/index.js");
      const start = el.game.startPosition();
      return (await loadPuzzles("chess")).find((p) => p.position === start)?.themes.join(",");
    });
  for (let i = 0; i < 2; i++) {
    const before = await page.$eval(BOARD, (el) => el.game.startPosition());
    if (i === 0) await page.selectOption("#puzzle-theme", "mate");
    else await page.click("#puzzle-next");
    await page.waitForFunction(([sel, before]) => document.querySelector(sel).game.startPosition() !== before, [BOARD, before]);
    await idle(page, BOARD);
    assert.match(await shownThemes(), /mateIn\d/);
  }
});

test("Zong-Heng: a puzzle of the exact solver; a wrong push answered, the listed other winning push accepted; Japanese, on a phone", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 390, height: 844 }, locale: "ja-JP" });
  t.after(close);
  await openPuzzles(page);
  await page.selectOption("#puzzle-game", "zonghen");
  await page.waitForFunction((sel) => document.querySelector(sel).game?.id === "zonghen", BOARD, { timeout: 30000 });
  await showLine(page, ZONGHEN);
  assert.equal(await page.$eval("#puzzle-prompt", (e) => e.textContent), "黒が勝ちになる手を見つけてください。");
  await screenshot(page, "puzzle-zonghen-390-ja");
  // A push that does not win: answered and taken back.
  const wrong = await page.$eval(BOARD, (el) => el.game.legalMoves().find((m) => !["e7v", "e1^"].includes(m.notation) && m.path.length === 2).notation);
  await clickMove(page, wrong);
  await page.waitForFunction(() => document.getElementById("puzzle-feedback").dataset.kind === "wrong");
  await page.waitForFunction((sel) => document.querySelector(sel).history().length === 0, BOARD, { timeout: 10000 });
  // The line's own move is e7v; e1^ (pushing the same line from the other end) is listed as winning too.
  await clickMove(page, "e1^");
  await page.waitForFunction(() => document.getElementById("puzzle-feedback").dataset.kind === "solved");
  assert.deepEqual(await history(page), ["e1^"]);
  assert.match(await feedback(page), /^正解です！/);
  await screenshot(page, "puzzle-zonghen-solved-390-ja");
});

test("offline, the puzzles come from the service worker's snapshot", async (t) => {
  const { page, context, close, errors } = await openPage("/index.html", { viewport: { width: 1280, height: 800 }, serviceWorker: true, reuse: false });
  t.after(close);
  const files = () => page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname));
  assert.deepEqual((await files()).filter((f) => f.includes("puzzle")), [], "a first visit fetches no puzzle file");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  const snapshot = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys()).find((n) => n.startsWith("boardgames-")));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  const rest = ["/www/puzzles/data/more.js", "/www/puzzles/data/american-more.js"];
  for (const f of ["/www/page/puzzle.js", "/www/page/puzzle-style.js", "/www/puzzles/index.js", "/www/puzzles/data/shogi.js", "/www/puzzles/data/american.js", ...rest]) {
    assert.ok(snapshot.includes(f), `${f} is in the snapshot`);
  }
  // No network at all from here: the page, the mode and shogi's puzzles and wasm from the snapshot.
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector("#board[ready]", { timeout: 20000 });
  const network = await page.evaluate(() => fetch(`/README.md?${Date.now()}`).then((r) => `answered ${r.status}`, () => "failed"));
  assert.equal(network, "failed", "offline: what the snapshot does not hold cannot be fetched");
  // That refused fetch is the one error the browser logs (the harness fails a page on any other).
  await page.waitForTimeout(200);
  const refused = errors.filter((e) => /Failed to load resource: net::ERR_FAILED/.test(e));
  assert.equal(refused.length, 1, errors.join("\n"));
  errors.splice(errors.indexOf(refused[0]), 1);
  await openPuzzles(page);
  await page.selectOption("#puzzle-game", "shogi");
  await page.waitForFunction(
    (sel) => document.querySelector(sel).game?.id === "shogi" && /^Find the best move for (Sente|Gote)\.$/.test(document.getElementById("puzzle-prompt").textContent),
    BOARD,
    { timeout: 30000 },
  );
});

test("the single file (dist/boardgames.html) opens the puzzles offline from file://", async (t) => {
  const { page, close, blocked } = await openPage(fileUrl("dist/boardgames.html"), { offline: true, viewport: { width: 1280, height: 800 } });
  t.after(close);
  await openPuzzles(page);
  await page.selectOption("#puzzle-game", "chess");
  await page.waitForFunction((sel) => document.querySelector(sel).game?.id === "chess" && document.getElementById("puzzle-prompt").textContent.startsWith("Find the best move for"), BOARD, { timeout: 30000 });
  // It carries each game's sample (docs/puzzles.md, "Loading") and says so where the game has more.
  const shipped = (await import("../../www/puzzles/data/index.js")).COUNTS.american;
  await page.selectOption("#puzzle-game", "american");
  await page.waitForFunction((sel) => document.querySelector(sel).game?.id === "american", BOARD, { timeout: 30000 });
  const count = await page.$eval("#puzzle-count", (e) => e.textContent);
  assert.ok(shipped > 30, `american ships ${shipped}`);
  assert.match(count, new RegExp(`^Puzzle \\d+ of 30 \\(this file carries 30 of the game's ${shipped} puzzles; the website has them all\\)$`), count);
  assert.deepEqual(blocked, []);
});
