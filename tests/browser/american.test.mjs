// Playing American checkers on the page in headless Chromium, by clicking and dragging
// on the canvas like a player: a scripted game through a capture and a double jump,
// drag-and-drop, choosing between two capture paths, the language switch, a reply from
// the computer, and screenshots at desktop and phone sizes (test-results/).

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { openPage, clickCell, setSetting, newGame, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

const SHOTS = "test-results";
mkdirSync(SHOTS, { recursive: true });

/** The cell of a PDN square number on the page's board. */
async function cellOf(page, square) {
  return page.evaluate((sq) => document.getElementById("board").game.view().labels.indexOf(String(sq)), square);
}

async function clickSquare(page, square) {
  await clickCell(page, await cellOf(page, square));
}

/** Waits until no move glides and the page has caught up with the board (events are async). */
async function idle(page) {
  await page.evaluate(() => document.getElementById("board").idle());
  await page.waitForFunction(() => {
    const b = document.getElementById("board");
    return document.querySelectorAll("#move-list .move:not(.gap)").length === b.history().length;
  });
}

async function moveTexts(page) {
  return page.$$eval("#move-list .move:not(.gap)", (els) => els.map((e) => e.textContent));
}

/** Waits (up to 10 s) until the text of `selector` matches `re`: the page draws on its next frame. */
async function textMatches(page, selector, re) {
  await page
    .waitForFunction(([sel, src]) => new RegExp(src).test(document.querySelector(sel)?.textContent ?? ""), [selector, re.source], { timeout: 10000 })
    .catch(() => {});
}

/** Plays a move by clicking its squares in turn ("28x19x12" clicks 28, 19, 12). */
async function clickMove(page, squares) {
  for (const sq of squares) await clickSquare(page, sq);
  await idle(page);
}

test("a scripted game by clicking, through a capture and a double jump", async (t) => {
  // With animation on: each move glides, and the board reports when it is idle.
  const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 }, reducedMotion: "no-preference" });
  t.after(close);
  await clickMove(page, [12, 16]);
  await clickMove(page, [22, 18]);
  await clickMove(page, [10, 15]);
  await clickMove(page, [24, 19]);
  // Capturing is compulsory: a click on another piece marks the one that must capture.
  await clickSquare(page, 9);
  assert.deepEqual(await page.evaluate(() => [...(document.getElementById("board")._ui.hint ?? [])]), [await cellOf(page, 15)]);
  await page.waitForFunction(() => /Capturing is compulsory/.test(document.getElementById("notice").textContent));
  await page.screenshot({ path: `${SHOTS}/american-must-capture.png` });
  // 15 may take 22 or 24; the player takes 24.
  await clickMove(page, [15, 24]);
  assert.equal(await page.textContent("board-game .bg-live"), "Black 15 takes 19, lands on 24");
  // White's double jump 28x19x12, clicked through its landing square 19.
  await clickSquare(page, 28);
  const targets = await page.evaluate(() => {
    const b = document.getElementById("board");
    return { clicks: b._ui.clicks, finals: [...b._ui.targets.finals], waypoints: [...b._ui.targets.waypoints] };
  });
  assert.deepEqual(targets.finals, [await cellOf(page, 12)], "the double jump's landing square is highlighted");
  assert.deepEqual(targets.waypoints, [await cellOf(page, 19)], "its intermediate square too");
  await clickSquare(page, 19);
  assert.equal(await page.evaluate(() => document.getElementById("board").history().length), 5, "a waypoint alone plays nothing");
  await clickSquare(page, 12);
  await idle(page);
  assert.deepEqual(await moveTexts(page), ["12-16", "22-18", "10-15", "24-19", "15x24", "28x12"]);
  assert.equal(
    await page.evaluate(() => document.getElementById("board").position()),
    "B:W12,18,21,23,25,26,27,29,30,31,32:B1,2,3,4,5,6,7,8,9,11",
  );
  assert.match(await page.textContent("#status-text"), /Black to move/);
  await page.screenshot({ path: `${SHOTS}/american-desktop.png` });

  // Undo and redo go through the same board.
  await page.click("#undo");
  await idle(page); // the page follows the board's undo event on its next frame
  assert.deepEqual(await moveTexts(page), ["12-16", "22-18", "10-15", "24-19", "15x24"]);
  await page.click("#redo");
  await idle(page);
  assert.equal(await page.evaluate(() => document.getElementById("board").history().at(-1)), "28x12");
});

test("a move by drag and drop", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const from = await page.evaluate(async (c) => document.getElementById("board").cellCenter(c), await cellOf(page, 11));
  const to = await page.evaluate(async (c) => document.getElementById("board").cellCenter(c), await cellOf(page, 15));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  assert.ok(await page.evaluate(() => document.getElementById("board")._ui.drag?.active), "the piece is lifted");
  await page.mouse.up();
  await idle(page);
  assert.deepEqual(await moveTexts(page), ["11-15"]);
  // A wobbling tap is still a tap: selects the piece, does not drag it.
  const p = await page.evaluate(async (c) => document.getElementById("board").cellCenter(c), await cellOf(page, 22));
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.move(p.x + 3, p.y + 2);
  await page.mouse.up();
  assert.deepEqual(await page.evaluate(() => document.getElementById("board")._ui.clicks), [await cellOf(page, 22)]);
});

// After these moves White's man on 19 has two double jumps to 3: over 15 via 10, or over 16 via 12.
const MULTI_PATH = "11-16 22-17 10-15 23-19 16x23 26x10 6x15 17-13 8-11 13x6 1x10 27-23 3-8 30-26 15-19 24x6 2x9 28-24 11-15 23-19 12-16";

test("a capture path is chosen by clicking landing squares", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await page.evaluate(async (moves) => {
    const b = document.getElementById("board");
    for (const m of moves.split(" ")) b.play(m);
    await b.idle();
  }, MULTI_PATH);
  const legal = await page.evaluate(() => document.getElementById("board").game.legalMoves().map((m) => m.notation).sort());
  assert.deepEqual(legal, ["19x10x3", "19x12x3"]);
  // Clicking 19 then 3 alone is ambiguous: a chooser lists both paths.
  await clickSquare(page, 19);
  await clickSquare(page, 3);
  const choices = await page.$$eval("board-game .bg-chooser .bg-btn", (els) => els.map((e) => e.textContent));
  assert.deepEqual(choices.slice(0, 2).sort(), ["19x10x3", "19x12x3"]);
  await page.screenshot({ path: `${SHOTS}/american-chooser.png` });
  // Clicking the landing square 12 instead closes the chooser and picks that path.
  await clickSquare(page, 12);
  assert.equal(await page.$("board-game .bg-chooser"), null);
  await clickSquare(page, 3);
  await idle(page);
  assert.equal((await moveTexts(page)).at(-1), "19x12x3");
  // The other path through the chooser.
  await page.click("#undo");
  await clickSquare(page, 19);
  await clickSquare(page, 3);
  await page.click("board-game .bg-chooser .bg-btn >> text=19x10x3");
  await idle(page);
  assert.equal((await moveTexts(page)).at(-1), "19x10x3");
  await page.screenshot({ path: `${SHOTS}/american-crowned.png` });
});

test("the language switch changes the page's text", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  assert.equal(await page.getAttribute("#undo", "aria-label"), "Undo");
  await setSetting(page, "lang-select", "ja");
  // The Japanese texts load on first use (www/i18n-ja.js): the page switches once they came.
  await page.waitForFunction(() => document.documentElement.lang === "ja", null, { timeout: 10000 });
  await page.waitForFunction(() => document.getElementById("undo").getAttribute("aria-label") !== "Undo", null, { timeout: 10000 }).catch(() => {});
  assert.equal(await page.getAttribute("#undo", "aria-label"), "一手戻す");
  assert.match(await page.textContent("#status-text"), /黒の手番/);
  await clickMove(page, [11, 15]);
  assert.equal(await page.textContent("board-game .bg-live"), "黒 11→15");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ja");
  const gameName = await page.$eval("#game-select", (s) => s.selectedOptions[0].textContent);
  assert.equal(gameName, "チェッカー（アメリカン）");
  await setSetting(page, "lang-select", "en");
  await textMatches(page, "#status-text", /White to move/);
  assert.match(await page.textContent("#status-text"), /White to move/);
});

test("the computer at level 1 replies to a move", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await setSetting(page, "mode", "computer");
  await setSetting(page, "level", "1");
  // The search runs in the worker, not on the page's thread.
  const workerStarted = page.waitForRequest(/ai-worker\.js$/);
  await clickMove(page, [11, 15]);
  await workerStarted;
  await page.waitForFunction(() => document.getElementById("board").history().length === 2, null, { timeout: 15000 });
  await idle(page);
  const moves = await moveTexts(page);
  assert.equal(moves[0], "11-15");
  assert.equal(moves.length, 2);
  assert.match(await page.textContent("#status-text"), /Black to move/);
  // The computer's side is not clickable: its pieces cannot be selected.
  await clickSquare(page, 22);
  assert.deepEqual(await page.evaluate(() => document.getElementById("board")._ui.clicks), []);
});

test("phone layout: the board and the controls fit a 360x640 screen", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2 });
  t.after(close);
  await clickMove(page, [11, 15]);
  await clickMove(page, [23, 19]);
  await clickSquare(page, 15);
  const board = await page.$eval("board-game", (b) => JSON.parse(JSON.stringify(b.getBoundingClientRect())));
  const controls = await page.$eval(".toolbar", (c) => JSON.parse(JSON.stringify(c.getBoundingClientRect())));
  assert.ok(board.width <= 360 && board.width >= 300, `board width ${board.width}`);
  assert.ok(board.bottom <= 640, `board bottom ${board.bottom}`);
  assert.ok(controls.bottom <= 640, `controls bottom ${controls.bottom}`);
  const canvas = await page.$eval("board-game canvas", (c) => [c.width, c.getBoundingClientRect().width]);
  assert.equal(canvas[0], Math.round(canvas[1] * 2), "the canvas is drawn at the device pixel ratio");
  await page.screenshot({ path: `${SHOTS}/american-phone.png` });
});

test("the result is shown with its reason when a move ends the game", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.evaluate(() => {
    const b = document.getElementById("board");
    window.__over = null;
    b.addEventListener("gameover", (e) => (window.__over = e.detail.outcome));
    b.setAttribute("position", "B:W18:B14");
  });
  await page.waitForFunction(() => document.getElementById("board").position() === "B:W18:B14");
  await clickMove(page, [14, 23]);
  await page.waitForFunction(() => window.__over);
  assert.deepEqual(await page.evaluate(() => window.__over), { winner: 0, reason: "all-captured", token: "2-0", plies: 1 });
  assert.equal(await page.textContent("#status-text"), "Black wins — all pieces captured");
  assert.equal(await page.textContent("board-game .bg-live"), "Black 14 takes 18, lands on 23. Black wins — all pieces captured");
  assert.ok(await page.isDisabled("#resign"));
  assert.equal(await page.textContent("#result-help"), "All the pieces of one player were captured.");
  // No piece can be selected once the game is over.
  await clickSquare(page, 23);
  assert.deepEqual(await page.evaluate(() => document.getElementById("board")._ui.clicks), []);
});

test("flipping the board turns the drawing and clicks still land on the right squares", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const cell1 = await cellOf(page, 1);
  const before = await page.evaluate((c) => document.getElementById("board").cellCenter(c), cell1);
  await page.click("#flip");
  const after = await page.evaluate((c) => document.getElementById("board").cellCenter(c), cell1);
  assert.ok(after.y > before.y, "square 1 moves from the top to the bottom");
  await clickMove(page, [11, 15]);
  assert.deepEqual(await moveTexts(page), ["11-15"]);
});

test("a draw offered and accepted in a two-player game", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await clickMove(page, [11, 15]);
  await page.click("#offer-draw");
  assert.match(await page.textContent("#dialog-text"), /White offers a draw\. Black, do you accept\?/);
  await page.click("#dialog-yes");
  await page.waitForFunction(() => document.getElementById("board").game.outcome());
  assert.equal(await page.textContent("#status-text"), "Draw — agreed draw");
  // Undo takes the agreement back.
  await page.click("#undo");
  // The page draws the status on its next frame after the board's undo event.
  await page.waitForFunction(() => /White to move/.test(document.getElementById("status-text").textContent), null, { timeout: 10000 }).catch(() => {});
  assert.match(await page.textContent("#status-text"), /White to move/);
});

test("rule options come from the catalog and start the game with Play", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await setSetting(page, "game-select", "german");
  await page.waitForFunction(() => document.getElementById("board").game?.id === "german");
  await page.click("#open-new-game");
  await page.waitForSelector("#new-game-dialog[open]");
  await page.check("#options input[type=checkbox] >> nth=0");
  assert.match(await page.textContent("#options"), /Men capture backwards/);
  await page.click("#new-game");
  await page.waitForFunction(() => document.getElementById("board").getAttribute("options") === '{"menCaptureBackward":true}');
  await setSetting(page, "game-select", "international");
  await page.waitForFunction(() => document.getElementById("board").game?.view().rows === 10);
  await page.evaluate(() => document.getElementById("board").idle());
  assert.match(await page.textContent("#status-text"), /White to move/);
  await page.screenshot({ path: `${SHOTS}/international-desktop.png` });
});

test("a move by keyboard: arrows move the cursor, Enter selects and plays", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.focus("board-game canvas");
  await page.keyboard.press("ArrowRight"); // the cursor appears on the first piece that can move (9)
  assert.equal(await page.evaluate(() => document.getElementById("board")._ui.cursor), await cellOf(page, 9));
  for (let i = 0; i < 2; i++) await page.keyboard.press("ArrowRight"); // light squares are skipped
  await page.keyboard.press("Enter"); // 11
  assert.deepEqual(await page.evaluate(() => document.getElementById("board")._ui.clicks), [await cellOf(page, 11)]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter"); // 15
  await idle(page);
  assert.deepEqual(await moveTexts(page), ["11-15"]);
});

test("the game in progress and the settings survive a reload", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await setSetting(page, "lang-select", "ja");
  await setSetting(page, "theme", "dark");
  await setSetting(page, "coordinates", true);
  await clickMove(page, [11, 15]);
  await clickMove(page, [23, 19]);
  await page.reload();
  await page.waitForSelector("board-game[ready]");
  await page.waitForFunction(() => document.getElementById("board").history().length === 2);
  await idle(page);
  assert.deepEqual(await moveTexts(page), ["11-15", "23-19"]);
  // The page renders once its Japanese texts (loaded on first use) have come.
  await page.waitForFunction(() => document.getElementById("undo").getAttribute("aria-label") === "一手戻す", null, { timeout: 10000 }).catch(() => {});
  assert.equal(await page.getAttribute("#undo", "aria-label"), "一手戻す");
  assert.equal(await page.getAttribute("#board", "theme"), "dark");
  assert.equal(await page.inputValue("#theme"), "dark");
  assert.ok(await page.isChecked("#coordinates"));
  assert.ok(await page.evaluate(() => document.getElementById("board").hasAttribute("coordinates")));
  assert.equal(await page.getAttribute("#board", "theme"), "dark");
  assert.equal(await page.inputValue("#theme"), "dark");
  assert.ok(await page.isChecked("#coordinates"));
  assert.ok(await page.evaluate(() => document.getElementById("board").hasAttribute("coordinates")));
  // A new game starts from the standard start again.
  await newGame(page);
  await page.waitForFunction(() => document.getElementById("board").history().length === 0);
  assert.equal(await page.evaluate(() => document.getElementById("board").hasAttribute("moves")), false);
});

test("with the setting on, a forced capture is played automatically", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await setSetting(page, "auto-capture", true);
  await clickMove(page, [11, 15]);
  await clickMove(page, [22, 18]);
  // Black must take 18 with 15 (the only capture, the only legal move): played for Black.
  await page.waitForFunction(() => document.getElementById("board").history().length === 3);
  await idle(page);
  assert.deepEqual(await moveTexts(page), ["11-15", "22-18", "15x22"]);
});

test("clocks: the time runs for the side to move and a flag fall ends the game", async (t) => {
  const { page, close } = await openPage("/index.html", { reuse: false }); // its clock stays installed
  t.after(close);
  // A controllable clock from the page's start (time flows, and can be jumped ahead).
  await page.clock.install();
  await page.reload();
  await page.waitForSelector("board-game[ready]");
  await setSetting(page, "clock", "3+2");
  await page.waitForSelector("#clocks:not([hidden])");
  assert.deepEqual(await page.$$eval(".clock .time", (els) => els.map((e) => e.textContent)), ["3:00", "3:00"]);
  await clickMove(page, [11, 15]); // Black moved: White's time runs
  await page.clock.fastForward(5000);
  // The clock repaints on the fired timers: wait for White's face to change, not for a time.
  await page.waitForFunction(() => document.querySelectorAll(".clock .time")[1]?.textContent !== "3:00");
  const times = await page.$$eval(".clock .time", (els) => els.map((e) => e.textContent));
  assert.equal(times[0], "3:00");
  assert.match(times[1], /^2:5[45]$/);
  await clickMove(page, [23, 19]); // White moved and gains the 2 s increment
  assert.match(await page.textContent('.clock[data-side="1"] .time'), /^2:5[67]$/);
  // Black lets the time run out.
  await page.clock.fastForward(181000);
  await page.waitForFunction(() => document.getElementById("board").game.outcome());
  // The page renders the end on its next frame.
  await page.waitForFunction(() => document.getElementById("status-text").textContent !== "Black to move");
  assert.equal(await page.textContent("#status-text"), "White wins — time ran out");
  assert.equal(await page.textContent('.clock[data-side="0"] .time'), "0.0");
});

test("with move confirmation on, a move waits for the player's yes; targets can be hidden", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await setSetting(page, "confirm-moves", true);
  await clickSquare(page, 11);
  await clickSquare(page, 15);
  assert.equal(await page.textContent("board-game .bg-chooser .bg-title"), "Play this move?");
  assert.equal(await page.evaluate(() => document.getElementById("board").history().length), 0);
  await page.click("board-game .bg-chooser .bg-btn >> text=11-15");
  await idle(page);
  assert.deepEqual(await moveTexts(page), ["11-15"]);
  // Cancelled: nothing is played.
  await clickSquare(page, 23);
  await clickSquare(page, 19);
  await page.click("board-game .bg-chooser .bg-btn.bg-secondary");
  assert.equal(await page.evaluate(() => document.getElementById("board").history().length), 1);
  await setSetting(page, "show-targets", false);
  assert.ok(await page.evaluate(() => document.getElementById("board").hasAttribute("hide-targets")));
});

test("two players on one device: the board can turn to face the player to move", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const y = async (sq) => (await page.evaluate((c) => document.getElementById("board").cellCenter(c), await cellOf(page, sq))).y;
  const top = await y(1);
  await setSetting(page, "turn-board", true);
  // Black (squares 1-12) is to move: its side comes to the bottom.
  assert.ok((await y(1)) > top);
  await clickMove(page, [11, 15]);
  assert.equal(await y(1), top, "after Black's move White's side is at the bottom again");
});

/** Sends a touch pointer event to the board's canvas at a cell centre (plus an offset). */
async function touch(page, type, cell, dx = 0, dy = 0) {
  await page.evaluate(
    ([type, cell, dx, dy]) => {
      const b = document.getElementById("board");
      const p = b.cellCenter(cell);
      const init = { pointerId: 7, pointerType: "touch", isPrimary: true, clientX: p.x + dx, clientY: p.y + dy, bubbles: true, cancelable: true, button: 0, buttons: type === "pointerup" ? 0 : 1 };
      b.querySelector("canvas").dispatchEvent(new PointerEvent(type, init));
    },
    [type, cell, dx, dy],
  );
}

test("touch on a phone: a wobbling tap-tap moves, and a touch drag moves", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2 });
  t.after(close);
  const [c11, c15, c22, c18] = [await cellOf(page, 11), await cellOf(page, 15), await cellOf(page, 22), await cellOf(page, 18)];
  // Tap 11 with a finger that slides 4 px, then tap 15.
  await touch(page, "pointerdown", c11);
  await touch(page, "pointermove", c11, 3, 3);
  await touch(page, "pointerup", c11, 3, 3);
  await touch(page, "pointerdown", c15);
  await touch(page, "pointerup", c15);
  await idle(page);
  assert.deepEqual(await moveTexts(page), ["11-15"]);
  // Drag 22 to 18 with the finger.
  await touch(page, "pointerdown", c22);
  for (const f of [0.25, 0.5, 0.75, 1]) {
    const [a, b] = await page.evaluate(([x, y]) => [document.getElementById("board").cellCenter(x), document.getElementById("board").cellCenter(y)], [c22, c18]);
    await touch(page, "pointermove", c22, (b.x - a.x) * f, (b.y - a.y) * f);
  }
  await touch(page, "pointerup", c18);
  await idle(page);
  assert.deepEqual(await moveTexts(page), ["11-15", "22-18"]);
});

test("the rules panel tells the current game's rules in the current language", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.click("#rules summary");
  assert.equal(await page.textContent("#rules-title"), "Rules: American checkers");
  // The sentences come with the family's rules file, fetched when the panel is first opened.
  await textMatches(page, "#rules-text", /Black moves first/);
  assert.match(await page.textContent("#rules-text"), /Black moves first/);
  assert.match(await page.textContent("#rules-text"), /A man that reaches the far row during a capture is crowned and its move ends there/);
  await setSetting(page, "lang-select", "ja");
  await textMatches(page, "#rules-text", /黒が先手です/);
  assert.match(await page.textContent("#rules-text"), /黒が先手です/);
  await setSetting(page, "game-select", "international");
  await page.waitForFunction(() => document.getElementById("board").game?.id === "international");
  await textMatches(page, "#rules-title", /インターナショナルドラフツ/);
  assert.match(await page.textContent("#rules-title"), /インターナショナルドラフツ/);
  assert.match(await page.textContent("#rules-text"), /最も多くの駒を取る手順/);
});

test("the position is told in words on demand (D on the board), and a new position keeps the focus", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  // A player on the board with the keyboard stays there when the position changes: a new
  // position's first frame waits for its piece sprites (board/frame.js) without hiding the canvas.
  await page.focus("board-game canvas");
  await page.evaluate(() => document.getElementById("board").setAttribute("position", "B:WK18,30:B14"));
  await page.waitForFunction(() => document.getElementById("board").position() === "B:WK18,30:B14");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal(await page.evaluate(() => document.activeElement === document.querySelector("board-game canvas")), true);
  await page.keyboard.press("d");
  assert.equal(
    await page.textContent("board-game .bg-live"),
    "American checkers. Black to move. Black: men on 14. White: kings on 18; men on 30",
  );
  assert.match(await page.getAttribute("board-game canvas", "aria-label"), /^American checkers board\./);
});
