// Shogi on the board and the move list: coordinates drawn in a margin outside the grid
// (files above, ranks on the right, never under a piece), and the move notation the
// player chooses (Japanese ▲7六歩, Western P-7f, USI 7g7f), written by the engine.

import { test } from "node:test";
import assert from "node:assert/strict";
import { idle, openPage, setSetting, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated with its storage cleared (harness.mjs)

async function openShogi(options) {
  const opened = await openPage("/index.html#game=shogi", options);
  await opened.page.waitForFunction(() => document.getElementById("board").game?.id === "shogi");
  await idle(opened.page);
  return opened;
}

/** The labels the board draws outside the grid, the grid's box and the canvas's box, in canvas pixels. */
function margins(page) {
  return page.evaluate(async () => {
    const el = document.getElementById("board");
    const { layout } = await import("/www/board/layout.js");
    const { outsideLabels } = await import("/www/board/coords.js");
    const canvas = el.querySelector("canvas");
    const box = canvas.getBoundingClientRect();
    const view = el.game.view();
    const L = layout(view, box.width, false, { coordinates: el.hasAttribute("coordinates") });
    // The layout computed here is the board's own: its cells are where the board says they are.
    const cells = view.pieces.map((_, i) => {
      const c = el.cellCenter(i);
      return { x: c.x - box.left - L.cell / 2, y: c.y - box.top - L.cell / 2, s: L.cell };
    });
    const ctx = canvas.getContext("2d");
    const scale = canvas.width / box.width;
    // Dark (ink) pixels around each label's centre: the label is really drawn there.
    const ink = (x, y, r) => {
      const d = ctx.getImageData(Math.round((x - r) * scale), Math.round((y - r) * scale), Math.round(2 * r * scale), Math.round(2 * r * scale)).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] < 250) n++;
      return n;
    };
    const labels = outsideLabels(L, el.lang).map((l) => ({ ...l, ink: ink(l.x, l.y, L.margin.top / 2 || 1) }));
    const grid = { left: Math.min(...cells.map((c) => c.x)), top: Math.min(...cells.map((c) => c.y)), right: Math.max(...cells.map((c) => c.x + c.s)), bottom: Math.max(...cells.map((c) => c.y + c.s)) };
    const mine = L.view.pieces.map((_, i) => {
      const r = L.cell;
      const row = Math.floor(i / L.cols), col = i % L.cols;
      return { x: L.x0 + col * r, y: L.y0 + row * r };
    });
    return { labels, grid, cells, mine, width: box.width, height: box.height, margin: L.margin };
  });
}

test("shogi coordinates are drawn in a margin outside the grid, never under a piece", async (t) => {
  const { page, close } = await openShogi({ viewport: { width: 1280, height: 800 } });
  t.after(close);
  // Shogi names its squares by default (issue 29); turned off, the grid starts at the canvas's top edge.
  assert.equal(await page.getAttribute("#board", "coordinates"), "");
  await setSetting(page, "coordinates", false);
  await page.waitForFunction(() => !document.getElementById("board").hasAttribute("coordinates"));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  let m = await margins(page);
  assert.equal(m.labels.length, 0);
  assert.ok(Math.abs(m.grid.top) < 0.5, `grid top ${m.grid.top}`);
  await page.$eval("#board", (el) => el.setAttribute("coordinates", ""));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  m = await margins(page);
  m.cells.forEach((c, i) => {
    assert.ok(Math.abs(c.x - m.mine[i].x) < 0.5 && Math.abs(c.y - m.mine[i].y) < 0.5, `cell ${i}: the board's layout is the one tested`);
  });
  assert.ok(m.margin.top > 8 && m.grid.top >= m.margin.top - 0.5, `the grid is pushed down by the margin (${m.grid.top})`);
  assert.equal(m.labels.length, 18);
  const files = m.labels.filter((l) => l.y < m.grid.top);
  const ranks = m.labels.filter((l) => l.x > m.grid.right);
  assert.deepEqual(files.map((l) => l.text), ["9", "8", "7", "6", "5", "4", "3", "2", "1"]);
  assert.deepEqual(ranks.map((l) => l.text), ["a", "b", "c", "d", "e", "f", "g", "h", "i"]);
  for (const l of m.labels) {
    // Inside the canvas, outside every cell, and drawn (ink where the label is).
    assert.ok(l.x > 0 && l.x < m.width && l.y > 0 && l.y < m.height, `${l.text} inside the canvas`);
    assert.ok(!m.cells.some((c) => l.x > c.x && l.x < c.x + c.s && l.y > c.y && l.y < c.y + c.s), `${l.text} is under no cell`);
    assert.ok(l.ink > 3, `${l.text} is drawn (${l.ink} dark pixels)`);
  }
  // In Japanese the ranks are kanji.
  await page.$eval("#board", (el) => el.setAttribute("lang", "ja"));
  m = await margins(page);
  assert.deepEqual(m.labels.filter((l) => l.x > m.grid.right).map((l) => l.text), ["一", "二", "三", "四", "五", "六", "七", "八", "九"]);
});

test("the notation setting changes the shogi move list: Japanese, Western or USI (the tooltip keeps the USI)", async (t) => {
  const { page, close } = await openShogi();
  t.after(close);
  const texts = await page.evaluate(async () => {
    const el = document.getElementById("board");
    for (const m of ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]) el.play(m);
    el.undo(); // one move ahead of the position shown: described by a replay
    const { moveTexts, defaultNotation } = await import("/www/page/notation.js");
    const out = {};
    for (const n of ["ja", "western", "usi"]) out[n] = moveTexts(el.game, el.line, n);
    out.defaults = [defaultNotation("ja"), defaultNotation("en")];
    return out;
  });
  assert.deepEqual(texts.ja.map((m) => m.text), ["▲7六歩", "△3四歩", "▲2二角成", "△同\u3000銀", "▲4五角"]);
  assert.deepEqual(texts.western.map((m) => m.text), ["P-7f", "P-3d", "Bx2b+", "Sx2b", "B*4e"]);
  assert.deepEqual(texts.usi.map((m) => m.text), ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
  // A drop reads the same in Western and USI: no tooltip then.
  assert.deepEqual(texts.western.map((m) => m.title), ["7g7f", "3c3d", "8h2b+", "3a2b", ""]);
  assert.deepEqual(texts.usi.map((m) => m.title), ["", "", "", "", ""]);
  assert.deepEqual(texts.defaults, ["ja", "western"]);
  // The board's announcements use the notation its attribute names.
  await page.$eval("#board", (el) => {
    el.setAttribute("notation", "western");
    el.redo();
  });
  await idle(page);
  assert.equal(await page.textContent("board-game .bg-live"), "Black B*4e");
});

test("the notation is ignored for games with one notation", async (t) => {
  const { page, close } = await openPage("/index.html#game=chess");
  t.after(close);
  await page.waitForFunction(() => document.getElementById("board").game?.id === "chess");
  const texts = await page.evaluate(async () => {
    const el = document.getElementById("board");
    el.play("e2e4");
    const { moveTexts } = await import("/www/page/notation.js");
    return ["ja", "western", "usi"].map((n) => moveTexts(el.game, el.line, n)[0].text);
  });
  assert.deepEqual(texts, ["e4", "e4", "e4"]);
});

test("a board taken off the page removes every listener it added (document and canvas)", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const counts = await page.evaluate(async () => {
    // Count the listeners added and removed on the document and on boards' canvases from now on.
    const add = EventTarget.prototype.addEventListener, remove = EventTarget.prototype.removeEventListener;
    const watched = (target) => target === document || (target instanceof HTMLCanvasElement && target.closest("#fresh"));
    EventTarget.prototype.addEventListener = function (type, fn, opts) {
      if (watched(this)) (this.__fns ??= new Set()).add(fn);
      return add.call(this, type, fn, opts);
    };
    EventTarget.prototype.removeEventListener = function (type, fn, opts) {
      this.__fns?.delete(fn);
      return remove.call(this, type, fn, opts);
    };
    const el = document.createElement("board-game");
    el.id = "fresh";
    el.setAttribute("interactive", "");
    document.body.append(el);
    await el.ready;
    const canvas = el.querySelector("canvas");
    const before = { canvas: canvas.__fns?.size ?? 0, document: document.__fns?.size ?? 0 };
    el.remove();
    const after = { canvas: canvas.__fns?.size ?? 0, document: document.__fns?.size ?? 0 };
    // Put back, it listens again (and plays).
    document.body.append(el);
    const again = { canvas: canvas.__fns?.size ?? 0, document: document.__fns?.size ?? 0 };
    EventTarget.prototype.addEventListener = add;
    EventTarget.prototype.removeEventListener = remove;
    el.play("11-15");
    return { before, after, again, history: el.history() };
  });
  assert.ok(counts.before.canvas >= 6 && counts.before.document >= 1, JSON.stringify(counts));
  assert.deepEqual(counts.after, { canvas: 0, document: 0 });
  assert.deepEqual(counts.again, counts.before);
  assert.deepEqual(counts.history, ["11-15"]);
});
