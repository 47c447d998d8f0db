// The embed options a rules site asks for (issue 15.5): a piece set (`pieces`),
// coordinates="outside" for every game, text labels in `marks`, a `slot="caption"` child
// shown under the board, and {comments} in `moves` shown as the caption while the board
// replays. Drawing is checked by pixels of the board's own canvas.

import { test } from "node:test";
import assert from "node:assert/strict";
import { clickCell, openPage, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

const PAGE = "/tests/browser/pages/blank-board.html";

/** Puts `html` (boards) in the page and waits until every board has drawn. */
async function mount(page, html) {
  await page.evaluate((h) => {
    const d = document.createElement("div");
    d.className = "row";
    d.innerHTML = h;
    document.body.append(d);
  }, html);
  await page.waitForFunction(() => [...document.querySelectorAll("board-game")].every((b) => b.hasAttribute("ready") && b.game));
  await frames(page);
}

const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** The RGBA pixels of a cell of a board's canvas (device pixels), read in the page. */
function cellPixels(page, id, cell) {
  return page.$eval(`#${id}`, (el, cell) => {
    const canvas = el.querySelector("canvas");
    const box = canvas.getBoundingClientRect();
    const c = el.cellCenter(cell);
    const scale = canvas.width / box.width;
    const half = (canvas.width / scale / (el.game.view().cols + 2)) * 0.45;
    const x = Math.round((c.x - box.left - half) * scale), y = Math.round((c.y - box.top - half) * scale);
    const n = Math.round(2 * half * scale);
    return Array.from(canvas.getContext("2d").getImageData(x, y, n, n).data);
  }, cell);
}

/** How many pixels differ (by more than a little) between two equal-sized pixel lists. */
function differing(a, b) {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 40) n++;
  return n;
}

/** The number of distinct colours (rounded) among pixels: a flat disc has few, a turned man many. */
function colours(px) {
  const set = new Set();
  for (let i = 0; i < px.length; i += 4) set.add(`${px[i] >> 3},${px[i + 1] >> 3},${px[i + 2] >> 3}`);
  return set.size;
}

test("pieces: each family has a second set, drawn differently; a bad value is named under the board", async (t) => {
  const { page, close } = await openPage(PAGE, { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await mount(
    page,
    `<board-game id="d1" game="american" size="240"></board-game><board-game id="d2" game="american" size="240" pieces="flat"></board-game>
     <board-game id="c1" game="chess" size="240"></board-game><board-game id="c2" game="chess" size="240" pieces="letters"></board-game>
     <board-game id="s1" game="shogi" size="300" position="k8/9/6+B2/9/9/9/9/9/4K4 b - 1"></board-game>
     <board-game id="s2" game="shogi" size="300" pieces="letters" position="k8/9/6+B2/9/9/9/9/9/4K4 b - 1"></board-game>
     <board-game id="s3" game="shogi" size="300" pieces="single" position="k8/9/6+B2/9/9/9/9/9/4K4 b - 1"></board-game>
     <board-game id="bad" game="american" size="200" pieces="staunton"></board-game>
     <board-game id="bad2" game="chess" size="200" pieces="flat"></board-game>`,
  );
  const cellOf = (id, name) => page.$eval(`#${id}`, (el, n) => el.game.view().labels.indexOf(n), name);
  // A man (square 1) differs between the sets; an empty square (15) does not.
  const man = await cellOf("d1", "1"), empty = await cellOf("d1", "15");
  const [m1, m2] = [await cellPixels(page, "d1", man), await cellPixels(page, "d2", man)];
  assert.ok(differing(m1, m2) > 50, `the flat man differs from the classic one (${differing(m1, m2)} pixels)`);
  assert.ok(colours(m2) < colours(m1), `the flat man has fewer shades (${colours(m2)} < ${colours(m1)})`);
  assert.equal(differing(await cellPixels(page, "d1", empty), await cellPixels(page, "d2", empty)), 0, "an empty square is the same");
  const king = await cellOf("c1", "e1");
  const k = differing(await cellPixels(page, "c1", king), await cellPixels(page, "c2", king));
  assert.ok(k > 50, `the chess letter differs from the Staunton figure (${k})`);
  // Shogi: the promoted bishop on 3c (馬 / +B); the letters and the kanji differ, the single
  // kanji set writes the same one kanji there as the classic set.
  const horse = await cellOf("s1", "3c");
  assert.equal(await page.$eval("#s1", (el, c) => el.game.view().pieces[c].kind, horse), "+B");
  const [h1, h2, h3] = [await cellPixels(page, "s1", horse), await cellPixels(page, "s2", horse), await cellPixels(page, "s3", horse)];
  assert.ok(differing(h1, h2) > 30, `the shogi letters differ from the kanji (${differing(h1, h2)})`);
  assert.equal(differing(h1, h3), 0, "馬 is one kanji in both sets");
  const notes = await page.$$eval("board-game", (els) => Object.fromEntries(els.map((b) => [b.id, b.querySelector(".bg-note")?.textContent ?? null])));
  assert.equal(notes.d2, null);
  assert.equal(notes.c2, null);
  assert.equal(notes.s2, null);
  assert.match(notes.bad, /pieces="staunton" is ignored: use one of classic, flat/);
  assert.match(notes.bad2, /pieces="flat" is ignored: use one of classic, letters/);
  // A bad value draws the classic set; a good one set later clears the note and draws its set.
  const before = await cellPixels(page, "bad", man);
  await page.$eval("#bad", (el) => el.setAttribute("pieces", "flat"));
  await page.waitForFunction(() => !document.querySelector("#bad .bg-note"));
  await frames(page);
  assert.ok(differing(before, await cellPixels(page, "bad", man)) > 30, "the set changes in place");
});

test("the promotion chooser draws the board's piece set", async (t) => {
  const { page, close } = await openPage(PAGE, { viewport: { width: 1280, height: 800 } });
  t.after(close);
  const fen = "8/P7/8/8/8/8/8/k6K w - - 0 1";
  await mount(page, `<board-game id="p1" game="chess" size="360" interactive position="${fen}"></board-game><board-game id="p2" game="chess" size="360" interactive pieces="letters" position="${fen}"></board-game>`);
  const figures = [];
  for (const id of ["p1", "p2"]) {
    await clickCell(page, 8, `#${id}`); // a7
    await clickCell(page, 0, `#${id}`); // a8
    figures.push(
      await page.$eval(`#${id} .bg-promotion [data-promotion="q"] canvas`, (c) => Array.from(c.getContext("2d").getImageData(0, 0, c.width, c.height).data)),
    );
  }
  assert.equal(figures[0].length, figures[1].length);
  assert.ok(differing(figures[0], figures[1]) > 50, `the queen to choose is drawn in each board's set (${differing(figures[0], figures[1])})`);
});

test("shogi's single-kanji set writes 成銀 as 全", async (t) => {
  const { page, close } = await openPage(PAGE, { viewport: { width: 1280, height: 800 } });
  t.after(close);
  // Silver to 3c promoting: 3i4h 4h3g... the quickest: a position with a promoted silver.
  await mount(page, `<board-game id="a" game="shogi" size="360" position="4k4/9/4+S4/9/9/9/9/9/4K4 b - 1"></board-game>
    <board-game id="b" game="shogi" size="360" pieces="single" position="4k4/9/4+S4/9/9/9/9/9/4K4 b - 1"></board-game>`);
  const cell = await page.$eval("#a", (el) => el.game.view().labels.indexOf("5c"));
  assert.equal(await page.$eval("#a", (el, c) => el.game.view().pieces[c].kind, cell), "+S");
  const d = differing(await cellPixels(page, "a", cell), await cellPixels(page, "b", cell));
  assert.ok(d > 30, `成銀 (two kanji) and 全 (one) are drawn differently (${d})`);
});

/** The board's outside labels with the ink under each, its grid box and its canvas size. */
function outside(page, id) {
  return page.$eval(`#${id}`, async (el) => {
    const { layout } = await import("/www/board/layout.js");
    const { outsideLabels } = await import("/www/board/coords.js");
    const canvas = el.querySelector("canvas");
    const box = canvas.getBoundingClientRect();
    const view = el.game.view();
    const flipped = (el.getAttribute("orientation") ?? "") === "black";
    const L = layout(view, box.width, flipped, { coordinates: el.hasAttribute("coordinates") ? el.getAttribute("coordinates") : false });
    // The layout computed here is the board's own: its cells are where the board says.
    const mismatch = view.cells.map((_, i) => {
      const c = el.cellCenter(i);
      const col = flipped ? L.cols - 1 - (i % L.cols) : i % L.cols, row = flipped ? L.rows - 1 - Math.floor(i / L.cols) : Math.floor(i / L.cols);
      return Math.hypot(c.x - box.left - (L.x0 + (col + 0.5) * L.cell), c.y - box.top - (L.y0 + (row + 0.5) * L.cell));
    });
    const ctx = canvas.getContext("2d");
    const scale = canvas.width / box.width;
    const r = Math.max(3, L.cell * 0.2);
    const ink = (x, y) => {
      const d = ctx.getImageData(Math.round((x - r) * scale), Math.round((y - r) * scale), Math.round(2 * r * scale), Math.round(2 * r * scale)).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] < 300 && d[i + 3] > 200) n++;
      return n;
    };
    return {
      labels: outsideLabels(L, el.lang).map((l) => ({ ...l, ink: ink(l.x, l.y) })),
      grid: { left: L.x0, top: L.y0, right: L.x0 + L.cols * L.cell, bottom: L.y0 + L.rows * L.cell },
      width: box.width,
      height: box.height,
      cell: L.cell,
      worst: Math.max(...mismatch),
    };
  });
}

for (const [viewport, name] of [
  [{ width: 1280, height: 800 }, "desktop"],
  [{ width: 390, height: 844 }, "phone"],
]) {
  test(`coordinates="outside" on 8x8, 10x10, 12x12 and chess boards, in margins round the grid (${name})`, async (t) => {
    const { page, close } = await openPage(PAGE, { viewport });
    t.after(close);
    const w = viewport.width > 600 ? 400 : 360;
    await mount(
      page,
      `<board-game id="am" game="american" size="${w}" coordinates="outside"></board-game>
       <board-game id="in" game="international" size="${w}" coordinates="outside"></board-game>
       <board-game id="ca" game="canadian" size="${w}" coordinates="outside"></board-game>
       <board-game id="ch" game="chess" size="${w}" coordinates="outside"></board-game>
       <board-game id="ru" game="russian" size="${w}" coordinates="outside" orientation="black"></board-game>
       <board-game id="inside" game="american" size="${w}" coordinates></board-game>`,
    );
    const expect = {
      am: [14, "1 2 3 4 5 12 13 20 21 28 29 30 31 32"],
      in: [18, "1 2 3 4 5 6 15 16 25 26 35 36 45 46 47 48 49 50"],
      ca: [22, null],
      ch: [16, "1 2 3 4 5 6 7 8 a b c d e f g h"],
      ru: [16, "1 2 3 4 5 6 7 8 a b c d e f g h"],
    };
    for (const [id, [count, names]] of Object.entries(expect)) {
      const m = await outside(page, id);
      assert.ok(m.worst < 0.5, `${id}: the layout tested is the board's (${m.worst})`);
      assert.equal(m.labels.length, count, `${id}: ${m.labels.map((l) => l.text).join(" ")}`);
      if (names) assert.equal(m.labels.map((l) => l.text).sort((a, b) => (Number(a) - Number(b)) || a.localeCompare(b)).join(" "), names);
      assert.ok(m.grid.top > 0 || m.grid.left > 0, `${id}: the grid is inset by a margin`);
      for (const l of m.labels) {
        assert.ok(l.x > 0 && l.x < m.width && l.y > 0 && l.y < m.height, `${id} ${l.text}: inside the canvas`);
        const inGrid = l.x > m.grid.left && l.x < m.grid.right && l.y > m.grid.top && l.y < m.grid.bottom;
        assert.ok(!inGrid, `${id} ${l.text}: outside the grid`);
        assert.ok(l.ink > 3, `${id} ${l.text}: drawn (${l.ink} dark pixels)`);
      }
    }
    // Chess: files under the grid, ranks on its left; Russian turned round: h..a left to right.
    const ch = await outside(page, "ch");
    assert.ok(ch.labels.filter((l) => /[a-h]/.test(l.text)).every((l) => l.y > ch.grid.bottom));
    assert.ok(ch.labels.filter((l) => /\d/.test(l.text)).every((l) => l.x < ch.grid.left));
    const ru = await outside(page, "ru");
    assert.equal(ru.labels.filter((l) => /[a-h]/.test(l.text)).sort((a, b) => a.x - b.x).map((l) => l.text).join(""), "hgfedcba");
    // The default (`coordinates` with no value) keeps the numbers inside: no margin.
    const inside = await outside(page, "inside");
    assert.equal(inside.labels.length, 0);
    assert.equal(inside.grid.top, 0);
    assert.equal(inside.grid.left, 0);
    // A value that is neither is named.
    await page.$eval("#inside", (el) => el.setAttribute("coordinates", "around"));
    await page.waitForFunction(() => /coordinates="around" is ignored: use one of inside, outside/.test(document.querySelector("#inside .bg-note")?.textContent ?? ""));
  });
}

test("marks: text labels are drawn legibly on their squares, in colour, and markup stays text", async (t) => {
  const { page, close } = await openPage(PAGE, { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await mount(
    page,
    `<board-game id="plain" game="american" size="320"></board-game>
     <board-game id="lab" game="american" size="320" marks="label A: c3; label red 1: 15; label <b>x</b>: 18; label <img src=x onerror=alert(1)>: 22"></board-game>
     <board-game id="badlab" game="american" size="320" marks="label Q: 40; label nothing"></board-game>`,
  );
  const cellOf = (name) => page.$eval("#plain", (el, n) => el.game.view().labels.indexOf(n), name);
  const c3 = 5 * 8 + 2;
  for (const cell of [c3, await cellOf("15"), await cellOf("18"), await cellOf("22")]) {
    const d = differing(await cellPixels(page, "plain", cell), await cellPixels(page, "lab", cell));
    assert.ok(d > 20, `cell ${cell}: the label is drawn (${d} pixels)`);
  }
  // The red label is red.
  const px = await cellPixels(page, "lab", await cellOf("15"));
  let red = 0;
  for (let i = 0; i < px.length; i += 4) if (px[i] > 140 && px[i + 1] < 60 && px[i + 2] < 60) red++;
  assert.ok(red > 20, `the red label has red pixels (${red})`);
  assert.deepEqual(await page.$eval("#lab", (el) => el._ui.marks.labels.map((l) => l.text)), ["A", "1", "<b>x</b>", "<img src=x onerror=alert(1)>"]);
  assert.equal(await page.$$eval("board-game b, board-game img", (els) => els.length), 0, "no markup became an element");
  assert.equal(await page.$("#lab .bg-note"), null);
  assert.match(await page.$eval("#badlab .bg-note", (n) => n.textContent), /unknown squares 40 label nothing/);
});

test("a caption slot shows under the board, above the replay bar; markup in a comment stays text", async (t) => {
  const { page, close } = await openPage(PAGE, { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await mount(
    page,
    `<board-game id="cap" game="american" size="300" controls moves="11-15 {<img src=x onerror=alert(1)> & {braces}"><p slot="caption" id="mine">The <em>Old Faithful</em>.</p></board-game>`,
  );
  const geo = await page.$eval("#cap", (el) => {
    const r = (e) => e.getBoundingClientRect();
    const mine = document.getElementById("mine");
    return {
      inArea: mine.parentElement.parentElement.classList.contains("bg-caption-area"),
      canvasBottom: r(el.querySelector("canvas")).bottom,
      captionTop: r(mine).top,
      captionBottom: r(mine).bottom,
      visible: mine.offsetHeight > 0,
      controlsTop: r(el.querySelector(".bg-controls")).top,
      comment: el.querySelector(".bg-comment").textContent,
      commentShown: el.querySelector(".bg-comment").offsetHeight > 0,
    };
  });
  // At the end (ply 1) the comment of 11-15 shows, as text; the author's caption is hidden.
  assert.equal(geo.inArea, true);
  assert.equal(geo.comment, "<img src=x onerror=alert(1)> & {braces");
  assert.equal(geo.commentShown, true);
  assert.equal(geo.visible, false);
  assert.equal(await page.$$eval("#cap img", (els) => els.length), 0);
  // At the start there is no comment: the author's caption shows, under the board, above the bar.
  await page.$eval("#cap", (el) => el.goTo(0));
  const at0 = await page.$eval("#cap", (el) => {
    const r = (e) => e.getBoundingClientRect();
    const mine = document.getElementById("mine");
    return { canvasBottom: r(el.querySelector("canvas")).bottom, top: r(mine).top, bottom: r(mine).bottom, shown: mine.offsetHeight > 0, controlsTop: r(el.querySelector(".bg-controls")).top, commentShown: el.querySelector(".bg-comment").offsetHeight > 0 };
  });
  assert.equal(at0.shown, true);
  assert.equal(at0.commentShown, false);
  assert.ok(at0.top >= at0.canvasBottom && at0.bottom <= at0.controlsTop, `caption between the board and the bar: ${JSON.stringify(at0)}`);
  // A caption child added later by script is taken in too.
  await mount(page, `<board-game id="late" game="american" size="200"></board-game>`);
  await page.$eval("#late", (el) => {
    const p = document.createElement("p");
    p.slot = "caption";
    p.textContent = "added later";
    el.append(p);
  });
  await page.waitForFunction(() => document.querySelector("#late .bg-caption-area")?.textContent === "added later" && !document.querySelector("#late .bg-caption-area").hidden);
});

test("comments in moves are shown as the caption move by move during autoplay, and with the controls", async (t) => {
  const { page, close } = await openPage(PAGE, { viewport: { width: 1280, height: 800 } });
  t.after(close);
  // The listeners are in place before the board loads, so that no step is missed.
  await page.evaluate(() => {
    window.__seen = [];
    const el = document.createElement("board-game");
    el.id = "story";
    el.setAttribute("game", "american");
    el.setAttribute("size", "300");
    el.setAttribute("controls", "");
    el.setAttribute("speed", "0.3");
    el.setAttribute("moves", "{The start} 11-15 {Black takes the centre} 23-19 8-11 {three <b>bold</b>}");
    el.innerHTML = '<p slot="caption">Author text</p>';
    const shown = () => {
      const area = el.querySelector(".bg-caption-area");
      const comment = el.querySelector(".bg-comment");
      return area.hidden ? null : comment.hidden ? `author:${el.querySelector(".bg-caption-authored").textContent}` : comment.textContent;
    };
    el.addEventListener("ready", () => window.__seen.push([el.ply, shown()]));
    el.addEventListener("move", () => window.__seen.push([el.ply, shown()]));
    el.setAttribute("autoplay", "");
    document.body.append(el);
  });
  await page.waitForFunction(() => window.__seen.length >= 4, null, { timeout: 20000 });
  assert.deepEqual(await page.evaluate(() => window.__seen), [
    [0, "The start"],
    [1, "Black takes the centre"],
    [2, "author:Author text"],
    [3, "three <b>bold</b>"],
  ]);
  assert.equal(await page.$$eval("#story b", (els) => els.length), 0, "the comment's markup is text");
  // The comments never reached the engine: the line is the three moves.
  assert.deepEqual(await page.$eval("#story", (el) => el.line), ["11-15", "23-19", "8-11"]);
  // The replay bar and goTo show the comment of the position they go to.
  const after = (action) =>
    page.$eval(
      "#story",
      (el, action) =>
        new Promise((resolve) => {
          el.addEventListener(action === "goTo" ? "navigate" : action === "prev" ? "undo" : "navigate", () => resolve(el.querySelector(".bg-comment").hidden ? "author" : el.querySelector(".bg-comment").textContent), { once: true });
          if (action === "goTo") el.goTo(1);
          else el.querySelector(`.bg-${action}`).click();
        }),
      action,
    );
  assert.equal(await after("first"), "The start");
  assert.equal(await after("goTo"), "Black takes the centre");
  assert.equal(await after("last"), "three <b>bold</b>");
  assert.equal(await after("prev"), "author");
  // A move of the reader's own leaves the story: no comment of the line shows after it.
  await page.$eval("#story", (el) => {
    el.goTo(0);
    el.play("9-13");
  });
  await page.waitForFunction(() => document.querySelector("#story .bg-comment").hidden && document.querySelector("#story .bg-caption-authored").textContent === "Author text");
});
