// Issue 8 on the play page in headless Chromium: a whole game by keyboard only, the
// moves told in words (English and Japanese), the position in words on demand, touch on
// a 360x640 phone (tap-tap and a real finger drag that does not scroll the page), colour
// contrast of the themes, settings kept over a reload, the position editor, and
// screenshots at phone and desktop sizes (test-results/access-*.png).

import { test } from "node:test";
import assert from "node:assert/strict";
import { browser, idle, moveList, nextFrame, openPage, screenshot, server, setSetting, waitReady, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

const START = "/index.html#game=american&start=W:W18,23:B14,10";

/** The square name the keyboard cursor is on, as the live region tells it ("18, White man" / "18 白の兵士"). */
async function cursorSquare(page) {
  const text = await page.textContent("board-game .bg-live");
  return text.split(/[, ]/)[0];
}

/** Display row and column of a square name (the board is not turned in these tests). */
async function rc(page, name) {
  return page.$eval(
    "#board",
    (el, name) => {
      const v = el.game.view();
      const i = v.labels.indexOf(name);
      return { r: Math.floor(i / v.cols), c: i % v.cols };
    },
    String(name),
  );
}

/** Moves the keyboard cursor to a square with the arrow keys only, reading where it is from the live region. */
async function cursorTo(page, name) {
  await page.keyboard.press("ArrowUp"); // shows the cursor (or moves it) and tells where it is
  for (let i = 0; i < 30; i++) {
    const here = await cursorSquare(page);
    if (here === String(name)) return;
    const from = await rc(page, here);
    const to = await rc(page, name);
    await page.keyboard.press(to.r !== from.r ? (to.r > from.r ? "ArrowDown" : "ArrowUp") : to.c > from.c ? "ArrowRight" : "ArrowLeft");
  }
  assert.fail(`the cursor did not reach ${name}`);
}

/** Plays a move ("18x9", "10-14") with the keyboard: cursor to each square, Enter. */
async function keyMove(page, notation, key = "Enter") {
  const before = await page.$eval("#board", (el) => el.history().length);
  for (const sq of notation.split(/[-x]/)) {
    await cursorTo(page, sq);
    await page.keyboard.press(key);
  }
  await page.waitForFunction((n) => document.getElementById("board").history().length === n + 1, before);
  await idle(page);
}

test("a whole game by keyboard only, each move and the result told in words", async (t) => {
  const { page, close } = await openPage(START);
  t.after(close);
  await page.waitForFunction(() => document.getElementById("board").position() === "W:W18,23:B10,14");
  // Tab reaches the board from the page (no mouse at all).
  await page.focus("#game-select");
  for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.classList.contains("bg-canvas"))); i++) await page.keyboard.press("Tab");
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains("bg-canvas")), "Tab reaches the board");
  assert.match(await page.getAttribute("board-game canvas", "aria-label"), /Arrow keys move the cursor/);
  // Escape cancels a selection.
  await cursorTo(page, 18);
  await page.keyboard.press("Enter");
  assert.equal((await page.$eval("#board", (el) => el._ui.clicks)).length, 1);
  await page.keyboard.press("Escape");
  assert.equal((await page.$eval("#board", (el) => el._ui.clicks)).length, 0);
  // The game: Space works like Enter.
  await keyMove(page, "18x9");
  assert.equal(await page.textContent("board-game .bg-live"), "White 18 takes 14, lands on 9");
  await keyMove(page, "10-14", " ");
  assert.equal(await page.textContent("board-game .bg-live"), "Black 10 to 14");
  await keyMove(page, "9-6");
  await keyMove(page, "14-18");
  // D: the whole position in words.
  await page.keyboard.press("d");
  assert.equal(await page.textContent("board-game .bg-live"), "American checkers. White to move. Black: men on 18. White: men on 6, 23");
  await keyMove(page, "23x14");
  assert.deepEqual(await moveList(page), ["18x9", "10-14", "9-6", "14-18", "23x14"]);
  const outcome = await page.$eval("#board", (el) => el.game.outcome());
  assert.equal(outcome.winner, 1);
  const live = await page.textContent("board-game .bg-live");
  assert.match(live, /^White 23 takes 18, lands on 14\. White wins — /);
  assert.equal(await page.textContent("#status-text"), live.replace(/^.*?\. /, ""));
  // The ending is explained in a sentence.
  const help = await page.textContent("#result-help");
  assert.ok(help.length > 20 && !help.startsWith("help."), help);
});

test("the live region in Japanese; the description button", async (t) => {
  const { page, close } = await openPage(START, { locale: "ja-JP" });
  t.after(close);
  await page.waitForFunction(() => document.getElementById("board").position() === "W:W18,23:B10,14");
  assert.equal(await page.getAttribute("html", "lang"), "ja");
  await page.focus("board-game canvas");
  await keyMove(page, "18x9");
  assert.equal(await page.textContent("board-game .bg-live"), "白 18×9、14を取る");
  await keyMove(page, "10-14");
  assert.equal(await page.textContent("board-game .bg-live"), "黒 10→14");
  await page.click("#describe");
  await page.waitForFunction(() => document.getElementById("position-words").textContent.length > 0);
  assert.equal(await page.textContent("#position-words"), "チェッカー（アメリカン）。白の手番。黒　兵士：14。白　兵士：9、23");
  assert.equal(await page.getAttribute("#position-words", "role"), "status");
  // Switching the language retells it in English.
  await setSetting(page, "lang-select", "en");
  await page.waitForFunction(() => /^American checkers\. White to move/.test(document.getElementById("position-words").textContent));
  // A move makes the description stale: hidden.
  await page.focus("board-game canvas");
  await keyMove(page, "9-6");
  assert.ok(await page.$eval("#position-words", (el) => el.hidden));
});

test("keyboard: the cursor reaches shogi pieces in hand and drops one", async (t) => {
  const { page, close } = await openPage("/index.html#game=shogi&start=" + encodeURIComponent("4k4/9/9/9/9/9/9/9/4K4 b 2Pr 1"));
  t.after(close);
  await page.waitForFunction(() => document.getElementById("board").game?.id === "shogi" && document.getElementById("board").history().length === 0);
  await page.focus("board-game canvas");
  await page.keyboard.press("h");
  assert.match(await page.textContent("board-game .bg-live"), /^Black's hand: 歩, 2$/);
  await page.keyboard.press("Enter"); // the pawn in hand is selected
  // Left from the hand goes back onto the board (the bottom side's hand is on the right).
  await page.keyboard.press("ArrowLeft");
  const sq = await cursorSquare(page);
  assert.match(sq, /^1[a-i]$/);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.getElementById("board").history().length === 1);
  assert.match(await page.textContent("board-game .bg-live"), /^Black drops pawn on 1[a-h]$/);
});

test("colours: text contrast of the wood, high-contrast and dark themes is at least 4.5:1", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  for (const theme of ["wood", "contrast", "dark"]) {
    await setSetting(page, "theme", theme);
    const pairs = await page.evaluate(() => {
      const rgb = (s) => s.match(/[\d.]+/g).slice(0, 3).map(Number);
      const lum = ([r, g, b]) => {
        const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const ratio = (a, b) => {
        const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p);
        return (x + 0.05) / (y + 0.05);
      };
      const bgOf = (el) => {
        for (let e = el; e; e = e.parentElement) {
          const c = getComputedStyle(e).backgroundColor;
          if (!/rgba\(.*, 0\)$/.test(c) && c !== "transparent") return c;
        }
        return "rgb(255,255,255)";
      };
      const sel = ["#status-text", "#undo", ".player-bar .who", "#move-list li.empty, #move-list .num", "#settings-dialog label", "#rules-title", "header h1", "#game-select"];
      return sel.map((s) => {
        const el = document.querySelector(s);
        return { s, r: ratio(getComputedStyle(el).color, bgOf(el)) };
      });
    });
    for (const { s, r } of pairs) assert.ok(r >= 4.5, `${theme}: ${s} has contrast ${r.toFixed(2)}`);
  }
});

test("touch on a 360x640 phone: tap-tap, a finger drag that does not scroll the page, no double-tap zoom", async (t) => {
  const { url } = await server();
  const context = await (await browser()).newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, reducedMotion: "reduce", locale: "en-US" });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(`${url}/index.html`);
  await page.waitForSelector("board-game[ready]");
  const center = (sq) => page.$eval("#board", (el, sq) => el.cellCenter(el.game.view().labels.indexOf(sq)), String(sq));
  // The board and the controls fit the screen.
  const box = await page.$eval(".board-box", (e) => e.getBoundingClientRect().toJSON());
  assert.ok(box.left >= 0 && box.right <= 360 && box.bottom <= 640, JSON.stringify(box));
  const ctl = await page.$eval("#undo", (e) => e.getBoundingClientRect().bottom);
  assert.ok(ctl <= 640, `controls end at ${ctl}`);
  assert.equal(await page.$eval("board-game canvas", (c) => getComputedStyle(c).touchAction), "none");
  assert.equal(await page.$eval("#undo", (c) => getComputedStyle(c).touchAction), "manipulation");
  // Tap 11, tap 15 (real touch input).
  let p = await center(11);
  await page.touchscreen.tap(p.x, p.y);
  p = await center(15);
  await page.touchscreen.tap(p.x + 3, p.y - 2); // a finger lands a little off-centre
  await idle(page);
  assert.deepEqual(await moveList(page), ["11-15"]);
  // A finger drag of 22 to 18 through the browser's own touch input: the piece follows the finger, the page does not scroll.
  const cdp = await context.newCDPSession(page);
  const a = await center(22), b = await center(18);
  const scroll0 = await page.evaluate(() => [scrollX, scrollY]);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: a.x, y: a.y, id: 1 }] });
  for (const f of [0.2, 0.4, 0.6]) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, id: 1 }] });
  }
  // The piece is lifted and follows the finger (touch input reaches the page with the next frames).
  const finger = { x: a.x + (b.x - a.x) * 0.6, y: a.y + (b.y - a.y) * 0.6 };
  await page.waitForFunction(
    (f) => {
      const el = document.getElementById("board");
      const d = el._ui.drag;
      const box = el.querySelector("canvas").getBoundingClientRect();
      return d?.active && Math.hypot(d.x + box.left - f.x, d.y + box.top - f.y) < 2;
    },
    finger,
    { timeout: 5000 },
  );
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: b.x, y: b.y, id: 1 }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await idle(page);
  assert.deepEqual(await moveList(page), ["11-15", "22-18"]);
  assert.deepEqual(await page.evaluate(() => [scrollX, scrollY]), scroll0, "the page did not scroll");
  await screenshot(page, "access-phone-touch");
  assert.deepEqual(errors, []);
});

test("settings are kept over a reload", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await setSetting(page, "sound", false);
  await setSetting(page, "show-targets", false);
  await setSetting(page, "confirm-moves", true);
  await setSetting(page, "auto-capture", true);
  await setSetting(page, "turn-board", true);
  await setSetting(page, "theme", "contrast");
  await setSetting(page, "clock", "3+2");
  await setSetting(page, "anim-speed", "2");
  await setSetting(page, "lang-select", "ja");
  await page.reload();
  // The settings' controls are filled by their code (www/page/dialogs.js), which loads in
  // idle time after the first board: waitReady waits for it.
  await waitReady(page);
  assert.equal(await page.isChecked("#sound"), false);
  assert.equal(await page.isChecked("#show-targets"), false);
  assert.ok(await page.isChecked("#confirm-moves"));
  assert.ok(await page.isChecked("#auto-capture"));
  assert.ok(await page.isChecked("#turn-board"));
  assert.equal(await page.inputValue("#theme"), "contrast");
  assert.equal(await page.inputValue("#clock"), "3+2");
  assert.equal(await page.inputValue("#lang-select"), "ja");
  assert.ok(await page.$eval("#board", (el) => el.hasAttribute("hide-targets") && el.hasAttribute("confirm") && el.getAttribute("theme") === "contrast"));
  await page.waitForFunction(() => document.getElementById("edit-position").textContent === "局面を編集", null, { timeout: 10000 }).catch(() => {});
  assert.equal(await page.textContent("#edit-position"), "局面を編集");
  assert.equal(await page.inputValue("#anim-speed"), "2");
  assert.equal(await page.getAttribute("#board", "speed"), "2");
  assert.equal(await page.textContent('#anim-speed option[value="2"]'), "ゆっくり");
});

/** Clicks a square of the main board by its name (the editor edits the main board). */
async function clickSquare(page, name) {
  const c = await page.$eval(
    "#board",
    (el, sq) => {
      const cell = el.game.view().labels.indexOf(sq);
      // Clicking the palette may have scrolled the page: bring the square back into view.
      const y = el.cellCenter(cell).y;
      if (y < 10 || y > innerHeight - 10) window.scrollBy(0, y - innerHeight / 2);
      return el.cellCenter(cell);
    },
    String(name),
  );
  await page.mouse.click(c.x, c.y);
}

/** The piece the editor's setup has on a square, as "side:kind", or "" for none. */
function editedAt(page, name) {
  return page.$eval(
    "#board",
    (el, sq) => {
      const cell = el.game.view().labels.indexOf(sq);
      const p = el.editing.pieces.find((x) => x.cell === cell);
      return p ? `${p.side}:${p.kind}` : "";
    },
    String(name),
  );
}

test("the position editor: set up a position on the main board, refused ones say why, play continues from it", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.click("#edit-position");
  await page.waitForSelector("#editor:not([hidden]) .ed-palette");
  assert.ok(await page.$eval("#board", (e) => e.offsetParent !== null && e.editing !== null), "the main board is shown, in the editor's mode");
  // The palette shows the board's own piece drawings (canvases), not text symbols.
  assert.equal(await page.$$eval("#editor .ed-palette [data-tool]:not([data-tool=erase]) canvas", (c) => c.length), 4);
  assert.equal((await page.textContent("#editor .ed-palette")).trim(), "");
  const blank = await page.$eval('[data-tool="0:man"] canvas', (c) => {
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    let inked = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i] > 0) inked++;
    return inked;
  });
  assert.ok(blank > 100, `the palette's man is drawn (${blank} pixels)`);
  await page.click("#editor-clear");
  assert.deepEqual(await page.$eval("#board", (el) => el.editing.pieces), []);
  // A white man on its crowning row is refused by the engine, with its reason, and nothing changes.
  await page.click('[data-tool="1:man"]');
  await clickSquare(page, 1);
  assert.equal(await editedAt(page, 1), "1:man");
  const before = await page.$eval("#board", (el) => ({ position: el.position(), setup: JSON.stringify(el.editing) }));
  await page.click("#editor-play");
  await page.waitForSelector("#editor-error:not([hidden])");
  assert.equal(await page.textContent("#editor-error"), "This position is not allowed: a man cannot stand on its crowning row (1)");
  assert.deepEqual(await page.$eval("#board", (el) => ({ position: el.position(), setup: JSON.stringify(el.editing) })), before, "a refused setup changes nothing");
  await page.click('[data-tool="erase"]');
  await clickSquare(page, 1);
  assert.equal(await editedAt(page, 1), "");
  // White man on 18 and a white king on 27, Black men on 14 and 10; White to move.
  await page.click('[data-tool="1:man"]');
  await clickSquare(page, 18);
  await page.click('[data-tool="1:king"]');
  await clickSquare(page, 27);
  await page.click('[data-tool="0:man"]');
  // By keyboard on the board: the arrows move its cursor (the live region names the square), Enter puts the piece.
  await page.focus("board-game canvas");
  await cursorTo(page, 14);
  await page.keyboard.press("Enter");
  assert.equal(await editedAt(page, 14), "0:man");
  await cursorTo(page, 10);
  await page.keyboard.press(" ");
  assert.equal(await editedAt(page, 10), "0:man");
  // A piece placed twice is removed again; a piece dragged moves.
  await clickSquare(page, 2);
  await clickSquare(page, 2);
  assert.equal(await editedAt(page, 2), "");
  await clickSquare(page, 3);
  const a = await page.$eval("#board", (el) => el.cellCenter(el.game.view().labels.indexOf("3")));
  const b = await page.$eval("#board", (el) => el.cellCenter(el.game.view().labels.indexOf("8")));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
  assert.equal(await editedAt(page, 3), "");
  assert.equal(await editedAt(page, 8), "0:man");
  // Dragged off the board, it is removed.
  await page.mouse.move(b.x, b.y);
  await page.mouse.down();
  const right = await page.$eval("board-game canvas", (c) => c.getBoundingClientRect().right);
  await page.mouse.move(right + 30, b.y, { steps: 6 });
  await page.mouse.up();
  assert.equal(await editedAt(page, 8), "");
  await page.selectOption("#editor-turn", "1");
  await screenshot(page, "access-editor-desktop");
  await page.click("#editor-play");
  await page.waitForFunction(() => document.getElementById("board").position() === "W:W18,K27:B10,14");
  assert.ok(await page.$eval("#editor", (e) => e.hidden));
  assert.equal(await page.$eval("#board", (el) => el.editing), null);
  assert.match(await page.textContent("#status-text"), /White to move/);
  // Play continues: White must take 14.
  const c18 = await page.$eval("#board", (el) => el.cellCenter(el.game.view().labels.indexOf("18")));
  const c9 = await page.$eval("#board", (el) => el.cellCenter(el.game.view().labels.indexOf("9")));
  await page.mouse.click(c18.x, c18.y);
  await page.mouse.click(c9.x, c9.y);
  await idle(page);
  assert.deepEqual(await moveList(page), ["18x9"]);
  // The set-up position is the game's start: kept in the address and over a reload.
  assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /start=W:W18,K27:B10,14/);
  await page.reload();
  await page.waitForFunction(() => document.getElementById("board")?.game?.startPosition() === "W:W18,K27:B10,14" && document.getElementById("board").history().length === 1);
});

test("the editor's Cancel leaves the game as it was", async (t) => {
  const { page, close } = await openPage("/index.html#game=chess");
  t.after(close);
  await page.waitForFunction(() => document.getElementById("board").game?.id === "chess");
  const start = await page.$eval("#board", (el) => el.position());
  await page.click("#edit-position");
  await page.waitForSelector("#editor .ed-palette");
  // Chess pieces in the palette are the board's drawings too: twelve canvases.
  assert.equal(await page.$$eval("#editor .ed-palette canvas", (c) => c.length), 12);
  await page.click('[data-tool="0:Q"]');
  await clickSquare(page, "d4");
  assert.equal(await editedAt(page, "d4"), "0:Q");
  await page.click("#editor-cancel");
  assert.ok(await page.$eval("#editor", (e) => e.hidden));
  assert.equal(await page.$eval("#board", (el) => el.editing), null);
  assert.equal(await page.$eval("#board", (el) => el.position()), start);
});

test("the editor in Japanese for shogi: pieces in hand and the side to move", async (t) => {
  const { page, close } = await openPage("/index.html#game=shogi", { locale: "ja-JP" });
  t.after(close);
  await page.waitForFunction(() => document.getElementById("board").game?.id === "shogi");
  await page.click("#edit-position");
  await page.waitForSelector("#editor .ed-hands");
  assert.equal(await page.textContent("#editor h2"), "局面の設定");
  await page.click("#editor-clear");
  await page.click('[data-tool="0:K"]');
  await clickSquare(page, "5i");
  await page.click('[data-tool="1:K"]');
  await clickSquare(page, "5a");
  await page.click('[data-tool="0:+R"]');
  await clickSquare(page, "4c");
  // The editor's panel is drawn again a frame after each change, with the counts it has: the
  // count is typed once that drawing is done (before, a late one put the old count back).
  await page.waitForFunction(() => document.getElementById("board").editing?.pieces.length === 3);
  await nextFrame(page);
  await nextFrame(page);
  await page.fill('[data-hand="0:G"]', "1");
  await page.dispatchEvent('[data-hand="0:G"]', "change");
  // The gold in hand is drawn in the board's own hand panel.
  await page.waitForFunction(() => document.getElementById("board").handCenter(0, "G") !== null);
  await page.click("#editor-play");
  await page.waitForFunction(() => document.getElementById("board").position().startsWith("4k4/9/5+R3/9/9/9/9/9/4K4 b G"));
  // Play on from it: the gold dropped on 5b is mate.
  await page.$eval("#board", (el) => el.play("G*5b"));
  await page.waitForFunction(() => document.getElementById("board").game.outcome());
  // The page shows it in its next render (a frame after the board's move event).
  await nextFrame(page);
  assert.match(await page.textContent("#status-text"), /^先手の勝ち.*詰み/);
  assert.ok((await page.textContent("#result-help")).length > 5);
});

test("screenshots at phone and desktop sizes, in the three themes", async (t) => {
  for (const [name, viewport] of [["phone", { width: 360, height: 640 }], ["desktop", { width: 1280, height: 800 }]]) {
    const { page, close } = await openPage(START, { viewport });
    t.after(close);
    await page.waitForFunction(() => document.getElementById("board").position() === "W:W18,23:B10,14");
    for (const theme of ["wood", "contrast", "dark"]) {
      await setSetting(page, "theme", theme);
      await page.focus("board-game canvas");
      await page.keyboard.press("ArrowUp");
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await page.screenshot({ path: `test-results/access-${name}-${theme}.png` });
    }
    // The board is fully in view without scrolling.
    const box = await page.$eval("#board", (e) => e.getBoundingClientRect().toJSON());
    assert.ok(box.top >= 0 && box.bottom <= viewport.height && box.right <= viewport.width, `${name}: ${JSON.stringify(box)}`);
    await page.click("#edit-position");
    await page.waitForSelector("#editor .ed-palette");
    await page.screenshot({ path: `test-results/access-${name}-editor.png` });
  }
});

test("every ending reason has a sentence of explanation in English and Japanese", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const reasons = ["no-moves", "all-captured", "goal", "score", "checkmate", "stalemate", "threefold", "fivefold", "move-rule", "insufficient-material", "sennichite", "perpetual-check", "impasse", "resignation", "agreement", "time", "claim"];
  const texts = await page.evaluate(async (reasons) => {
    const { t, loadLang } = await import("/www/i18n.js");
    await loadLang("ja");
    return reasons.map((r) => [r, t("en", `help.${r}`), t("ja", `help.${r}`), t("en", `reason.${r}`), t("ja", `reason.${r}`)]);
  }, reasons);
  for (const [r, en, ja, shortEn, shortJa] of texts) {
    assert.ok(/^[A-Z].{15,}\.$/.test(en), `${r}: ${en}`);
    assert.ok(/[ぁ-んァ-ン一-龯]/.test(ja) && ja.endsWith("。") && ja !== en, `${r}: ${ja}`);
    assert.ok(!shortEn.startsWith("reason.") && !shortJa.startsWith("reason.") && shortJa !== shortEn, r);
  }
  // Shown under the moves when the game ends by resignation.
  await page.evaluate(() => {
    const b = document.getElementById("board");
    b.game.resign();
    b.refresh();
  });
  await page.waitForSelector("#result-help:not([hidden])");
  assert.equal(await page.textContent("#result-help"), texts.find(([r]) => r === "resignation")[1]);
});

test("analysis: the editor's position is analysed; the engine's move is in the lines and drawn as an arrow", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.click("#edit-position");
  await page.click("#editor-clear");
  await page.click('[data-tool="1:man"]');
  await clickSquare(page, 18);
  await page.click('[data-tool="0:man"]');
  await clickSquare(page, 14);
  await page.selectOption("#editor-turn", "1");
  await page.click("#editor-analyse");
  await page.waitForFunction(() => document.querySelector('#analysis-lines .pv-move[data-line="0"][data-index="0"]')?.dataset.move === "18x9", null, { timeout: 20000 });
  assert.equal(await page.getAttribute("#analysis-toggle", "aria-pressed"), "true");
  // White wins at once: a forced win, written W1 from Black's side (side 0) as W-1.
  await page.waitForFunction(() => /^W-1$/.test(document.querySelector("#analysis-lines .pv-score")?.textContent));
  assert.equal(await page.getAttribute("#board", "marks"), "red: 14; arrow blue: 18-9");
  // Playing a move takes the arrow away (the game is over: nothing to analyse).
  await page.$eval("#board", (el) => el.play("18x9"));
  await page.waitForFunction(() => !document.getElementById("board").hasAttribute("marks") && !document.querySelector("#analysis-lines .pv-move"));
  assert.match(await page.textContent("#analysis-info"), /game is over/);
});
