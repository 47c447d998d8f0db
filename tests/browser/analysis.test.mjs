// The live analysis on the play page (issue 12.3): the toggle, the evaluation bar and the
// best lines follow the position shown; a new position ends the old search and no line
// of another position is ever shown; off during a game against the computer and on after
// it; a click on a line's move plays it as a variation; paused while a review runs.

import { test } from "node:test";
import assert from "node:assert/strict";
import { idle, newGame, openPage, setSetting } from "./harness.mjs";

/**
 * Opens the page on `game` after `moves` (through its address, as a link does). The page
 * counts its workers: `workersAlive()` in the page is how many were made and not ended.
 */
async function openGame(game, moves = [], options = {}) {
  const p = new URLSearchParams({ game });
  if (moves.length) p.set("moves", moves.join(" "));
  const opened = await openPage(`/index.html#${p}`, options);
  await opened.page.addInitScript(() => {
    let alive = 0;
    let ended = 0; // searches that ended before their time: answered "stopped", or their worker ended
    globalThis.workersAlive = () => alive;
    globalThis.searchesEnded = () => ended;
    globalThis.Worker = class extends globalThis.Worker {
      constructor(...args) {
        super(...args);
        alive++;
        this.addEventListener("message", (e) => e.data?.type === "stopped" && ended++);
      }
      terminate() {
        alive--;
        ended++;
        return super.terminate();
      }
    };
  });
  await opened.page.reload({ waitUntil: "load" });
  await opened.page.waitForSelector("#board[ready]");
  await opened.page.waitForFunction(({ game, n }) => document.getElementById("board").game?.id === game && document.getElementById("board").history().length === n, { game, n: moves.length });
  await idle(opened.page);
  await opened.page.evaluate(installChecks);
  return opened;
}

/** In the page: `shownLines()` reads the lines shown and whether each is legal on the board now. */
function installChecks() {
  window.shownLines = () => {
    const b = document.getElementById("board");
    const rows = [...document.querySelectorAll("#analysis-lines li.pv:not(.empty)")];
    const lines = rows.map((li) => [...li.querySelectorAll(".pv-move")].map((m) => m.dataset.move));
    const legal = lines.map((pv) => {
      const scratch = b.game.constructor.fromPosition(b.game.id, b.game.position());
      try {
        for (const m of pv) scratch.play(m);
        return pv.length > 0;
      } catch {
        return false;
      } finally {
        scratch.free();
      }
    });
    return { ply: b.ply, lines, legal, allLegal: legal.every(Boolean) };
  };
}

/**
 * Waits until at least `n` lines of the position on the board are shown (a click changes the
 * board at once and the panel at the page's next frame: until then the old position's lines
 * are still up, and they are not legal on the board), and returns them with the page's
 * readings, all taken in that one moment. That no line of another position is ever shown is
 * the stale-line test's own check.
 */
async function waitLines(page, n = 1) {
  const reading = await page.waitForFunction(
    (n) => {
      const shown = window.shownLines();
      if (shown.lines.length < n || !shown.allLegal) return false;
      const bar = document.getElementById("eval-bar");
      return {
        ...shown,
        info: document.getElementById("analysis-info").textContent,
        score: document.getElementById("analysis-score").textContent,
        bar: { hidden: bar.hidden, share: bar.dataset.share, title: bar.title },
        marks: document.getElementById("board").getAttribute("marks"),
      };
    },
    n,
    { timeout: 60000, polling: 50 },
  );
  return reading.jsonValue();
}

/** The page's live workers (each analysis or computer player runs in one). */
const workers = (page) => page.evaluate(() => window.workersAlive());

const STEPS = {
  american: ["11-15", "23-19", "8-11", "22-17", "4-8", "17-13"],
  chess: ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"],
};

for (const [game, moves] of Object.entries(STEPS)) {
  test(`${game}: the bar and the lines follow the position while stepping through the game`, async (t) => {
    const { page, close } = await openGame(game, moves);
    t.after(close);
    assert.equal(await page.isHidden("#analysis-panel"), true, "off at first");
    assert.equal(await page.isHidden("#eval-bar"), true);
    // "L" turns it on, as on lichess.
    await page.keyboard.press("l");
    // Shown at the page's next frame.
    await page.waitForFunction(() => document.getElementById("analysis-toggle").getAttribute("aria-pressed") === "true");
    const seen = [];
    for (const step of [null, "#prev", "#prev", "#first", "#redo", "#last"]) {
      if (step) await page.click(step);
      const at = await waitLines(page, 3);
      assert.ok(at.allLegal, `${game} ${step}: every line is legal in the position shown (${JSON.stringify(at.lines)})`);
      assert.equal(at.lines.length, 3, "three lines by default");
      assert.match(at.info, /^Depth \d+ · [\d.]+[kM]? nodes$/);
      assert.match(at.score, /^([+-]\d+\.\d{1,2}|0\.00|[#W]-?\d+)$/);
      assert.equal(at.bar.hidden, false);
      assert.ok(Number(at.bar.share) >= 0 && Number(at.bar.share) <= 1, at.bar.share);
      assert.match(at.bar.title, /side|mates|wins/);
      // The best move is an arrow on the board (drawn by its own render, maybe a frame later).
      await page.waitForFunction(() => /arrow blue: \S+-\S+/.test(document.getElementById("board").getAttribute("marks") ?? ""));
      seen.push({ ply: at.ply, first: at.lines[0][0] });
    }
    assert.deepEqual(seen.map((s) => s.ply), [6, 5, 4, 0, 1, 6]);
    // A click on a move of the list shows the position after it: the analysis follows.
    await page.click('#move-list [data-ply="3"]');
    await page.waitForFunction(() => document.getElementById("board").ply === 3);
    const listed = await waitLines(page, 3);
    assert.equal(listed.ply, 3);
    assert.ok(listed.allLegal, JSON.stringify(listed.lines));
    // Off again: the bar, the lines and the arrow go.
    await page.click("#analysis-toggle");
    await page.waitForFunction(() => document.getElementById("eval-bar").hidden && document.getElementById("analysis-panel").hidden && !document.getElementById("board").hasAttribute("marks"));
  });
}

test("a new position ends the old search at once: stepping quickly never shows a line of another position", async (t) => {
  const { page, close } = await openGame("american", STEPS.american);
  t.after(close);
  await page.click("#analysis-toggle");
  await waitLines(page);
  // Every rendering of the lines is checked against the board at that moment.
  await page.evaluate(() => {
    window.violations = [];
    window.renders = 0;
    new MutationObserver(() => {
      window.renders++;
      const now = window.shownLines();
      if (!now.allLegal) window.violations.push(now);
    }).observe(document.getElementById("analysis-lines"), { childList: true, subtree: true });
  });
  const steps = ["#prev", "#prev", "#redo", "#prev", "#first", "#redo", "#redo", "#last", "#prev", "#prev", "#prev", "#redo"];
  for (const [i, step] of steps.entries()) {
    await page.click(step);
    // Some steps faster than a depth comes, some slow enough for lines to show.
    await page.waitForTimeout(i % 3 === 2 ? 400 : 20);
  }
  const last = await waitLines(page, 3);
  assert.equal(last.ply, 4);
  assert.ok(last.allLegal, JSON.stringify(last));
  const seen = await page.evaluate(() => ({ violations: window.violations, renders: window.renders }));
  assert.deepEqual(seen.violations, [], "no line of another position was shown");
  assert.ok(seen.renders >= 4, `the lines were redrawn as the position changed (${seen.renders})`);
  // The searches of the positions left are over: one worker remains, the one searching now.
  await page.waitForTimeout(300);
  assert.equal(await workers(page), 1, "only the current position's search runs");
});

test("off during a game against the computer, and in the demo; on from the end panel once the game has ended", async (t) => {
  const { page, close } = await openGame("american");
  t.after(close);
  await page.click("#analysis-toggle");
  await waitLines(page);
  await newGame(page, { game: "american", mode: "computer", level: 1, human: 0 });
  await page.waitForFunction(() => document.getElementById("analysis-toggle").disabled);
  assert.equal(await page.getAttribute("#analysis-toggle", "aria-pressed"), "false", "turned off by the new game");
  assert.match(await page.getAttribute("#analysis-toggle", "title"), /against the computer/);
  assert.equal(await page.isHidden("#eval-bar"), true);
  assert.equal(await page.isHidden("#analysis-panel"), true);
  // Neither the key nor a click turns it on.
  await page.keyboard.press("l");
  await page.evaluate(() => document.getElementById("analysis-toggle").click());
  await page.waitForTimeout(200);
  assert.equal(await page.getAttribute("#analysis-toggle", "aria-pressed"), "false");
  assert.equal(await page.isHidden("#analysis-panel"), true);
  // A move each, then the person resigns: the game has ended, and the end panel's Analyse
  // turns analysis on at the final position (issue 29: it was one ply before).
  await page.evaluate(() => document.getElementById("board").play("11-15"));
  await page.waitForFunction(() => document.getElementById("board").history().length === 2, null, { timeout: 20000 });
  await idle(page);
  assert.equal(await page.isDisabled("#analysis-toggle"), true, "still off while the game runs");
  await page.click("#resign");
  await page.click("#dialog-yes");
  await page.waitForSelector("#end-panel:not([hidden])");
  assert.equal(await page.isDisabled("#analysis-toggle"), false, "enabled once the game has ended");
  await page.click("#end-analyse");
  const at = await waitLines(page);
  assert.ok(at.allLegal);
  assert.equal(at.ply, 2);
  // The resigned position still has moves: it is analysed, its best move drawn too.
  await page.waitForFunction(() => /arrow blue: \S+-\S+/.test(document.getElementById("board").getAttribute("marks") ?? ""));
  await page.click("#first");
  await waitLines(page);
  assert.equal(await page.getAttribute("#analysis-toggle", "aria-pressed"), "true");
  // The board is for analysis now: a line played from here is a variation the computer
  // does not answer.
  const before = await page.evaluate(() => document.getElementById("board").history().length);
  await page.evaluate(() => document.querySelector('#analysis-lines .pv-move[data-line="0"][data-index="0"]').click());
  await page.waitForFunction((n) => document.getElementById("board").history().length === n + 1, before);
  await page.waitForTimeout(1500);
  assert.equal(await page.evaluate(() => document.getElementById("board").history().length), before + 1, "no reply from the computer");
  assert.equal(await page.evaluate(() => document.documentElement.hasAttribute("data-thinking")), false);
  // A link to a game still going on against the computer: off again, until that one ends.
  // (Three moves: a link to the line on the board, which the analysis's best move may have
  // made 11-15, would be the game in progress and change nothing.)
  await page.evaluate(() => (location.hash = "#game=american&moves=11-15%2024-20%208-11"));
  await page.waitForFunction(() => document.getElementById("board").history().length >= 1 && document.getElementById("analysis-toggle").disabled);
  assert.equal(await page.getAttribute("#analysis-toggle", "aria-pressed"), "false");
  // The demo: off, and the toggle says why.
  await setSetting(page, "mode", "demo");
  await page.waitForFunction(() => document.getElementById("analysis-toggle").disabled && document.getElementById("analysis-panel").hidden);
  assert.match(await page.getAttribute("#analysis-toggle", "title"), /computer plays itself/);
});

test("a click on a move of a line plays the line up to it: a variation in the tree", async (t) => {
  const { page, close } = await openGame("american", STEPS.american);
  t.after(close);
  await page.click("#analysis-toggle");
  await page.click("#prev");
  await page.click("#prev");
  // The first depths may show lines of one move (seen on a loaded machine): the lines are
  // read once one that leaves the game has two moves or more.
  await page.waitForFunction((next) => window.shownLines().lines.some((pv) => pv[0] !== next && pv.length >= 2), STEPS.american[4], { timeout: 60000, polling: 50 });
  const at = await waitLines(page, 3);
  assert.equal(at.ply, 4);
  // A line that leaves the game (its first move is not the game's next one).
  const line = at.lines.findIndex((pv) => pv[0] !== STEPS.american[4] && pv.length >= 2);
  assert.ok(line >= 0, JSON.stringify(at.lines));
  // The lines are redrawn at each depth: the moves are read and clicked in one go.
  const pv = await page.evaluate((line) => {
    const b = document.querySelector(`#analysis-lines .pv-move[data-line="${line}"][data-index="1"]`);
    const moves = [...b.parentElement.querySelectorAll(".pv-move")].map((m) => m.dataset.move);
    b.click();
    return moves;
  }, line);
  await page.waitForFunction((n) => document.getElementById("board").history().length === n, 6);
  await idle(page);
  const after = await page.evaluate(() => ({
    history: document.getElementById("board").history(),
    variation: [...document.querySelectorAll("#move-list li.variation [data-path]")].map((el) => el.textContent),
    mainline: [...document.querySelectorAll("#move-list > li:not(.variation) [data-path]")].map((el) => el.textContent),
  }));
  assert.deepEqual(after.history, [...STEPS.american.slice(0, 4), pv[0], pv[1]]);
  assert.deepEqual(after.variation, [pv[0], pv[1]], "the line's moves are a variation");
  assert.deepEqual(after.mainline, STEPS.american, "the game's own moves stay the mainline");
  // And the analysis goes on from there.
  const next = await waitLines(page);
  assert.equal(next.ply, 6);
  assert.ok(next.allLegal);
});

test("pointing at a move of a line shows the position after it on a small board", async (t) => {
  const { page, close } = await openGame("chess", STEPS.chess, { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await page.click("#analysis-toggle");
  await waitLines(page, 3);
  await page.hover('#analysis-lines .pv-move[data-line="0"][data-index="1"]');
  await page.waitForSelector("#analysis-preview:not([hidden]) board-game[ready]");
  // The lines are redrawn at each depth and the preview follows the move under the pointer:
  // the small board must come to show the position after the first two moves of the line
  // shown now (read in the same turn as the small board).
  const shownPair = () => {
    const b = document.getElementById("board");
    const pv = window.shownLines().lines[0].slice(0, 2);
    const g = b.game.constructor.fromPosition(b.game.id, b.game.position());
    for (const m of pv) g.play(m);
    const expected = g.position();
    g.free();
    const preview = document.getElementById("analysis-preview-board");
    return { pv, expected, shown: preview.history().length === 2 ? preview.position() : null };
  };
  const agree = await page
    .waitForFunction((f) => { const r = eval(f)(); return r.shown === r.expected; }, String(shownPair), { timeout: 30000, polling: 50 })
    .then(() => true, () => false);
  assert.ok(agree, `the small board shows the line's position: ${JSON.stringify(await page.evaluate((f) => eval(f)(), String(shownPair)))}`);
  assert.deepEqual(await page.evaluate(() => document.getElementById("board").history().length), 6, "the game is unchanged");
  await page.mouse.move(5, 5);
  await page.waitForSelector("#analysis-preview", { state: "hidden" });
});

test("the number of lines is a setting, and a review pauses the analysis", async (t) => {
  const { page, close } = await openGame("chess");
  t.after(close);
  await page.click("#analysis-toggle");
  await waitLines(page, 3);
  await setSetting(page, "analysis-lines-setting", "5");
  assert.equal((await waitLines(page, 5)).lines.length, 5);
  await setSetting(page, "analysis-lines-setting", "1");
  await page.waitForFunction(() => window.shownLines().lines.length === 1 && document.querySelectorAll("#analysis-lines li.pv").length === 1);
  // The review (helper "review") sets state.reviewing: no search of the analysis runs then.
  const endedBefore = await page.evaluate(() => window.searchesEnded());
  await page.evaluate(async () => (await import("/www/page/state.js")).setState({ reviewing: true }));
  await page.waitForFunction(() => /Paused/.test(document.getElementById("analysis-info").textContent));
  // The review marks the board itself: the analysis's arrow is taken off meanwhile.
  assert.equal(await page.getAttribute("#board", "marks"), null);
  // Stopped in its worker, which stays for the next search (issue 29), or ended with it.
  await page.waitForFunction((n) => window.searchesEnded() > n, endedBefore, { timeout: 2000 });
  assert.ok((await workers(page)) <= 1, "no worker is left searching besides");
  assert.equal(await page.evaluate(() => window.shownLines().lines.length), 1, "the lines found stay while paused");
  // The review over, the search goes on.
  await page.evaluate(async () => (await import("/www/page/state.js")).setState({ reviewing: false }));
  await page.waitForFunction(() => window.workersAlive() === 1 && document.getElementById("analysis-panel").classList.contains("searching"));
  await page.waitForFunction(() => /^Depth/.test(document.getElementById("analysis-info").textContent), null, { timeout: 30000 });
  await page.waitForFunction(() => /arrow/.test(document.getElementById("board").getAttribute("marks") ?? ""));
});

test("on a phone the bar lies above the board and the lines under it, all on screen", async (t) => {
  const { page, close } = await openGame("international", ["32-28", "19-23", "28x19", "14x23"], { viewport: { width: 390, height: 844 } });
  t.after(close);
  await page.click("#analysis-toggle");
  await waitLines(page, 3);
  const box = await page.evaluate(() => {
    const r = (id) => document.getElementById(id).getBoundingClientRect().toJSON();
    return { bar: r("eval-bar"), board: r("board"), toolbar: document.querySelector(".toolbar").getBoundingClientRect().toJSON(), lines: r("analysis-panel"), width: document.documentElement.scrollWidth };
  });
  assert.ok(box.bar.bottom <= box.board.top && box.bar.height >= 8 && box.bar.width > 300, JSON.stringify(box));
  assert.ok(box.board.bottom <= 844 && box.toolbar.bottom <= 844, "the board and the toolbar stay on screen");
  assert.ok(box.lines.top >= box.toolbar.bottom, "the lines are under the board");
  assert.ok(box.width <= 390, `no sideways scrolling (${box.width})`);
});
