// The play page's layout (issue 11.3): for every game, at desktop and phone sizes, the
// board, both player bars and the toolbar are inside the viewport; at 1280x800 (and
// 1440x900) the move list too and the page has no scroll; on a phone the moves are a
// strip under the board; the board's box does not change when the clock is switched on
// or a dialog or panel opens. One page per viewport, the games switched in it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, setSetting, newGame, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated with its storage cleared (harness.mjs)

/** Waits (in the page) until the board's box is the same over two animation frames (the aspect settles). */
function settled(page) {
  return page.evaluate(async () => {
    const board = document.getElementById("board");
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    while (!board.hasAttribute("ready")) await frame();
    let last = "";
    for (let i = 0; i < 30; i++) {
      await frame();
      const now = JSON.stringify(board.getBoundingClientRect());
      if (now === last) return JSON.parse(now);
      last = now;
    }
    throw new Error("the board's box keeps changing");
  });
}

function boxes(page) {
  return page.evaluate(() => {
    const r = (sel) => {
      const el = document.querySelector(sel);
      return el && !el.hidden ? el.getBoundingClientRect().toJSON() : null;
    };
    return {
      board: r("#board"),
      top: r("#bar-top"),
      bottom: r("#bar-bottom"),
      toolbar: r(".toolbar"),
      moves: r("#move-list"),
      vw: innerWidth,
      vh: innerHeight,
      scrollW: document.documentElement.scrollWidth,
      scrollH: document.documentElement.scrollHeight,
    };
  });
}

const inside = (b, box, name) => {
  assert.ok(box, `${name} is shown`);
  assert.ok(box.left >= -0.5 && box.top >= -0.5 && box.right <= b.vw + 0.5 && box.bottom <= b.vh + 0.5, `${name} ${JSON.stringify(box)} inside ${b.vw}x${b.vh}`);
};

const same = (a, b, what) =>
  assert.ok(["x", "y", "width", "height"].every((k) => Math.abs(a[k] - b[k]) < 0.5), `${what}: the board moved from ${JSON.stringify(a)} to ${JSON.stringify(b)}`);

async function gameIds(page) {
  return page.evaluate(() => [...document.querySelectorAll("#game-select option")].map((o) => o.value));
}

test("layout at 1280x800, 1440x900, 390x844 and 360x640: every game's board, player bars and toolbar are in view; on a desktop the moves too and no scroll, on a phone the moves a strip under the board", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 } });
  t.after(close);
  for (const [width, height, desktop] of [
    [1280, 800, true],
    [1440, 900, true],
    [390, 844, false],
    [360, 640, false],
  ]) {
    await page.setViewportSize({ width, height });
    const ids = await gameIds(page);
    assert.equal(ids.length, 21);
    const square = []; // the boxes of the square boards: switching between them moves nothing
    for (const id of ids) {
      await setSetting(page, "game-select", id);
      await page.waitForFunction((id) => document.getElementById("board").game?.id === id, id);
      await settled(page);
      const b = await boxes(page);
      for (const name of ["board", "top", "bottom", "toolbar"]) inside(b, b[name], `${id}: ${name}`);
      // Switching games keeps the board's top edge; boards of the same shape keep the same box.
      if (square.length) assert.ok(Math.abs(square[0].top - b.board.top) < 0.5, `${id}: the board's top moved (${square[0].top} to ${b.board.top})`);
      if (Math.abs(b.board.width - b.board.height) < 0.5) {
        if (square.length) same(square[0], b.board, `${id} after ${ids[0]}`);
        square.push(b.board);
      }
      assert.ok(b.top.bottom <= b.board.top + 0.5 && b.bottom.top >= b.board.bottom - 0.5, `${id}: bars above and below the board`);
      assert.ok(b.board.width >= Math.min(width - 20, 300), `${id}: the board is large (${b.board.width})`);
      if (desktop) {
        inside(b, b.moves, `${id}: moves`);
        assert.ok(b.scrollH <= b.vh && b.scrollW <= b.vw, `${id}: no scroll (${b.scrollW}x${b.scrollH})`);
      } else {
        assert.ok(b.moves.top >= b.toolbar.bottom, `${id}: the moves under the board and toolbar`);
        assert.ok(b.moves.height < 60, `${id}: the moves are one strip (${b.moves.height}px)`);
        assert.ok(b.scrollW <= b.vw, `${id}: no sideways scroll`);
      }
    }
  }
});

test("the board does not move when the clock is switched on, a dialog opens or the game ends (every game, 1280x800 and 390x844)", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 1280, height: 800 } });
  t.after(close);
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    for (const id of await gameIds(page)) {
      // One new game, with the clock off (the clock's choice is the New game dialog's).
      await newGame(page, { game: id, clock: "none" });
      const before = await settled(page);
      await setSetting(page, "clock", "5+0");
      await page.waitForFunction(() => !document.querySelector(".clock").hidden);
      same(before, await settled(page), `${id}: clock on`);
      for (const dialog of ["settings-dialog", "new-game-dialog"]) {
        const box = await page.evaluate((d) => {
          document.getElementById(d).showModal();
          const r = document.getElementById("board").getBoundingClientRect().toJSON();
          document.getElementById(d).close();
          return r;
        }, dialog);
        same(before, box, `${id}: ${dialog}`);
      }
      // The share dialog is made by its button on first use.
      await page.click("#share");
      await page.waitForSelector("#share-dialog[open]");
      same(before, await page.evaluate(() => document.getElementById("board").getBoundingClientRect().toJSON()), `${id}: share dialog`);
      await page.evaluate(() => document.getElementById("share-dialog").close());
      // The rules open, the end-of-game panel shows.
      await page.evaluate(() => (document.getElementById("rules").open = true));
      await page.evaluate(() => {
        const b = document.getElementById("board");
        b.game.resign();
        b.refresh();
      });
      await page.waitForSelector("#end-panel:not([hidden])");
      same(before, await settled(page), `${id}: rules and end panel`);
      await page.evaluate(() => (document.getElementById("rules").open = false));
    }
  }
});
