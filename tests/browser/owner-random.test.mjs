// 200 random page actions (issue 29): moves by clicks and through the board's API,
// navigation, variations, promote and delete, export and import, new game, undo and reload.
// After each, the record the page writes, read back by the engine, is the page's tree, and
// no action lost a move: every line the test made is still in the tree (unless the test
// deleted it or started another game).

import { test } from "node:test";
import assert from "node:assert/strict";
import { idle, newGame, openPage, playByClicks, waitReady } from "./harness.mjs";

const ACTIONS = 200;
const SEED = Number(process.env.OWNER_SEED ?? 29);

/** A small seeded generator (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What the page holds: its tree (as nested [move, children] lists), the path shown, the
 * board's history, and the record Save file writes, read back by the engine.
 */
async function snapshot(page) {
  await page.click("#record-save");
  return page.evaluate(async () => {
    const text = await window.__saved;
    const [{ state }, tree, { loadEngine }] = await Promise.all([import("/www/page/state.js"), import("/www/page/tree.js"), import("/www/engine.js")]);
    const shape = (node) => node.children.map((c) => [c.move, shape(c)]);
    const b = document.getElementById("board");
    const g = b.game;
    const { Game } = await loadEngine(g.id);
    const scratch = new Game(g.id, Object.keys(state.options).length ? state.options : undefined);
    let back;
    try {
      back = tree.fromLine(scratch.loadRecord(text));
    } finally {
      scratch.free();
    }
    return {
      game: g.id,
      tree: shape(state.tree.root),
      back: shape(back),
      path: state.tree.path,
      shown: tree.movesOf(state.tree.root, state.tree.path),
      history: b.history(),
      legal: g.outcome() ? [] : g.legalMoves().map((m) => m.notation),
      text,
    };
  });
}

/**
 * Save file's download is caught in the page (the page's own path to it runs: the record
 * written, a blob, a link clicked); a browser download per action was too slow for 200.
 */
function catchDownloads() {
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.download && this.href.startsWith("blob:")) window.__saved = fetch(this.href).then((r) => r.text());
    else click.call(this);
  };
}

/** Whether a tree shape has a variation (a node with two continuations or more). */
const hasVariation = (shape) => shape.length > 1 || shape.some(([, children]) => hasVariation(children));

/** Every node of a tree shape as the moves from the start, joined. */
function lines(shape, prefix = [], out = new Set()) {
  for (const [move, children] of shape) {
    const here = [...prefix, move];
    out.add(here.join(" "));
    lines(children, here, out);
  }
  return out;
}

test("200 random page actions: the record written is the tree, and no action loses a move", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.addInitScript(catchDownloads);
  await page.evaluate(catchDownloads);
  const rand = random(SEED);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  // The lines the test made (every node, as its moves from the start).
  let made = new Set();
  let s = await snapshot(page);
  const counts = {};
  for (let i = 0; i < ACTIONS; i++) {
    const r = rand();
    let action;
    if (s.legal.length && r < 0.45) action = rand() < 0.15 ? "click" : "play";
    else if (r < 0.6) action = "list";
    else if (r < 0.68) action = pick(["prev", "redo", "first", "last"]);
    else if (r < 0.73) action = "undo";
    else if (r < 0.78) action = "promote";
    else if (r < 0.82) action = "delete";
    else if (r < 0.9) action = "roundtrip";
    else if (r < 0.94) action = "reload";
    else if (r < 0.96) action = "new";
    else action = s.legal.length ? "play" : "first";
    counts[action] = (counts[action] ?? 0) + 1;
    const before = s;
    if (action === "play" || action === "click") {
      const move = pick(s.legal);
      if (action === "click") await playByClicks(page, move, "#board");
      else await page.$eval("#board", (b, m) => b.play(m), move);
    } else if (action === "list") {
      const paths = await page.$$eval("#move-list [data-path]", (els) => els.map((e) => e.dataset.path));
      if (paths.length) await page.click(`#move-list [data-path="${pick(paths)}"]`);
    } else if (["prev", "redo", "first", "last", "undo"].includes(action)) {
      if ((await page.isVisible(`#${action}`)) && !(await page.isDisabled(`#${action}`))) await page.click(`#${action}`);
    } else if (action === "promote" || action === "delete") {
      const id = action === "promote" ? "#promote-line" : "#delete-line";
      if (!(await page.isDisabled(id)) && (await page.isVisible(id))) {
        if (action === "delete") {
          const gone = before.shown.join(" ");
          made = new Set([...made].filter((l) => l !== gone && !l.startsWith(gone + " ")));
        }
        await page.click(id);
      }
    } else if (action === "roundtrip") {
      await page.click("#record-paste");
      await page.fill("#record-text", s.text);
      await page.click("#record-load");
      await page.waitForSelector("#record-dialog", { state: "hidden" });
    } else if (action === "reload") {
      await page.reload();
      await waitReady(page, "#board");
    } else if (action === "new") {
      await newGame(page);
      made = new Set();
    }
    await idle(page, "#board");
    s = await snapshot(page);
    const where = `${i}: after ${action} (seed ${SEED})`;
    assert.deepEqual(s.back, s.tree, `${where}: the record read back is the tree\n${s.text}`);
    assert.deepEqual(s.history, s.shown, `${where}: the board shows the position of the path`);
    if (action === "play" || action === "click") {
      assert.equal(s.shown.length, before.shown.length + 1, `${where}: the move played is shown`);
      made.add(s.shown.join(" "));
    }
    if (hasVariation(s.tree)) counts.variations = (counts.variations ?? 0) + 1;
    const have = lines(s.tree);
    for (const l of made) assert.ok(have.has(l), `${where}: the line "${l}" was lost`);
    if (["list", "prev", "redo", "first", "last", "undo", "promote", "reload", "roundtrip"].includes(action)) assert.deepEqual(lines(s.tree), lines(before.tree), `${where}: the tree's moves are unchanged`);
    if (action === "reload") assert.deepEqual(s.path, before.path, `${where}: the position shown is kept`);
  }
  // The run did what it says: moves, variations and every kind of action.
  for (const a of ["variations", "play", "click", "list", "undo", "promote", "delete", "roundtrip", "reload", "new"]) assert.ok(counts[a] > 0, `${a} was never tried: ${JSON.stringify(counts)}`);
  t.diagnostic(JSON.stringify(counts));
});
