// One generation per position (issue 34, point 2): opening a link, and the next plain visit
// (which opens the game saved by it, its variations with it), generates each position's
// legal moves once, however many times the page asks about it. The engine counts its
// generations (`generationCount()` of the family's module the page loaded); a page that
// checked a link on a scratch game before playing it again on its own (as it did) counts
// two or three for each.

import { test } from "node:test";
import assert from "node:assert/strict";
import { browser, server } from "./harness.mjs";

/** The moves of an international game (80 plies, from a seeded random game). */
const MOVES =
  "31-27 16-21 27x16 17-21 16x27 19-23 34-29 23x34 39x30 18-22 27x18 12x23 32-27 13-18 33-29 23x25 44-39 8-13 37-31 3-8 27-22 18x27 31x22 13-19 22-17 11x22 40-34 8-13 34-30 25x34 39x30 19-24 30x8 2x13 41-37 7-12 46-41 14-19 38-33 19-24 43-38 10-14 33-29 24x33 38x29 13-19 29-24 19x30 35x24 20x29 49-44 22-27 36-31 27x36 42-38 1-7 37-32 9-13 38-33 29x27 48-42 12-18 42-37 18-22 45-40 27-31 37x26 6-11 41-37 14-19 50-45 13-18 26-21 19-24 37-32 15-20 47-42 4-10 40-35 7-12".split(" ");

/** The page's generations so far, and its game's moves and position. */
const counted = (page) =>
  page.evaluate(async () => {
    const { loadEngine } = await import("/www/engine.js");
    const board = document.getElementById("board");
    const { generationCount } = await loadEngine(board.game.id);
    return { generations: generationCount(), history: board.game.history(), position: board.game.position() };
  });

async function open(context, address) {
  const page = await context.newPage();
  await page.goto(address);
  await page.waitForSelector("#board[ready]", { timeout: 30000 });
  // What the page does once the board is up (saving, the move list, the status) counts too.
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 300)));
  return page;
}

test("a link of 80 moves and the next visit generate each of its 81 positions once", { timeout: 120000 }, async (t) => {
  const { url } = await server();
  const context = await (await browser()).newContext({ viewport: { width: 1000, height: 800 }, reducedMotion: "reduce", locale: "en-US" });
  t.after(() => context.close());
  const link = await open(context, `${url}/index.html#${new URLSearchParams({ game: "international", moves: MOVES.join(" ") })}`);
  const opened = await counted(link);
  assert.deepEqual(opened.history, MOVES, "the link's game is shown");
  assert.equal(opened.generations, MOVES.length + 1, "one generation per position");
  await link.waitForFunction(() => (localStorage.getItem("boardgames.current") ?? "").includes('"game":"international"'));
  await link.close();
  const visit = await open(context, `${url}/index.html`);
  const reopened = await counted(visit);
  assert.deepEqual(reopened.history, MOVES, "the saved game is shown again");
  assert.equal(reopened.generations, MOVES.length + 1, "one generation per position on the next visit");
});

test("a saved game with variations, shown inside one, is made with each position generated once, the move list's replays apart", { timeout: 120000 }, async (t) => {
  const { url } = await server();
  const context = await (await browser()).newContext({ viewport: { width: 1000, height: 800 }, reducedMotion: "reduce", locale: "en-US" });
  t.after(() => context.close());
  const link = await open(context, `${url}/index.html#${new URLSearchParams({ game: "international", moves: MOVES.slice(0, 40).join(" ") })}`);
  // Two variations: another move at the first ply from 30, then from 10, with more than one
  // legal move (a capture is often forced), the page left inside the second.
  const made = await link.evaluate(() => {
    const board = document.getElementById("board");
    const variationAt = (from) => {
      let ply = from;
      while ((board.goTo(ply), board.game.legalMoves().length < 2)) ply++;
      board.play(board.game.legalMoves().find((m) => m.notation !== board.line[ply]).notation);
      const next = board.game.legalMoves()[0];
      if (next) board.play(next.notation);
      return ply;
    };
    const plies = [variationAt(30), variationAt(10)];
    return { plies, history: board.game.history() };
  });
  const shown = made.history;
  assert.ok(made.plies[1] < 30 && shown.length === made.plies[1] + 2, `inside the variation at ply ${made.plies[1]}`);
  await link.waitForFunction((h) => (localStorage.getItem("boardgames.current") ?? "").includes(JSON.stringify(h)), shown);
  await link.close();
  const visit = await open(context, `${url}/index.html`);
  const reopened = await counted(visit);
  assert.deepEqual(reopened.history, shown, "the saved game is shown inside its variation");
  const paths = await visit.evaluate(() => [...document.querySelectorAll("#move-list [data-path]")].map((e) => e.dataset.path));
  for (const ply of made.plies) {
    const path = [...Array(ply).fill(0), 1].join(".");
    assert.ok(paths.includes(path), `the move list shows the variation at ply ${ply} (${path})`);
  }
  // The game is made once, each position of the tree generated once: the start, the 40 of
  // the mainline, 2 in each variation. The move list then replays on a scratch game each
  // line it shows other than the one on the board, for its moves' display texts, movers and
  // numbers (www/page/notation.js, cached per line): the mainline and the variation at the
  // later ply, each from the start. A scratch check of the saved game before making the
  // page's own (as the page did) would add a generation for every position.
  const positions = 1 + 40 + 2 + 2;
  const moveList = 40 + (made.plies[0] + 2);
  t.diagnostic(`${reopened.generations} generations: ${positions} positions, and the move list's ${moveList} plies replayed`);
  assert.ok(reopened.generations <= positions + moveList, `${reopened.generations} generations for ${positions} positions and the move list's ${moveList} plies`);
  assert.ok(reopened.generations >= 40 + 2 + 1, `${reopened.generations} generations: every move was checked`);
});
