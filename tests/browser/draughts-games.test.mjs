// Every draughts game on the page: its board, then moves played by clicking the
// squares of each move's path (the huff first where a game has one), checked against
// the move list, and a game carried to its end.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickCell, idle, moveList, openPage, reusePages } from "./harness.mjs";

reusePages(); // each test's page is the last one's, navigated (harness.mjs): no test here adds to a page

const GAMES = [
  ["american", 8], ["international", 10], ["german", 8], ["pool", 8], ["russian", 8],
  ["brazilian", 8], ["spanish", 8], ["italian", 8], ["czech", 8], ["turkish", 8],
  ["armenian", 8], ["gothic", 8], ["frisian", 10], ["canadian", 12], ["malaysian", 12],
];

/** A seeded choice among the legal moves: captures first, so the game moves on. */
async function pickMove(page, seed) {
  return page.$eval(
    "#board",
    (el, seed) => {
      const moves = el.game.legalMoves();
      const captures = moves.filter((m) => m.captures.length);
      const pool = captures.length ? captures : moves;
      return pool[seed % pool.length];
    },
    seed,
  );
}

async function clickMove(page, move) {
  if (move.huff != null) await clickCell(page, move.huff, "#board");
  if (move.from == null) return;
  // The start square, then every landing square in turn (the path picks among captures).
  for (const cell of move.path) await clickCell(page, cell, "#board");
}

for (const [id, size] of GAMES) {
  test(`${id}: played by clicks on its ${size}x${size} board`, async (t) => {
    const { page, close } = await openPage(`/index.html#game=${id}`);
    t.after(close);
    await page.waitForFunction((id) => document.getElementById("board").game?.id === id, id);
    const view = await page.$eval("#board", (el) => el.game.view());
    assert.equal(view.rows, size);
    const played = [];
    for (let ply = 0; ply < 8; ply++) {
      const move = await pickMove(page, ply * 7 + id.length);
      await clickMove(page, move);
      await idle(page, "#board");
      played.push(move.notation);
      assert.deepEqual(await moveList(page), played, `${id} after ${move.notation}`);
    }
    // The side to move resigns: the result and its reason appear.
    await page.$eval("#board", (el) => el.game.resign());
    const outcome = await page.$eval("#board", (el) => el.game.outcome());
    assert.equal(outcome.reason, "resignation");
  });
}

test("a game played to its end by clicks shows the result", async (t) => {
  const { page, close } = await openPage("/index.html#game=international&start=" + encodeURIComponent("W:W28,K46:B23,22,12"));
  t.after(close);
  await page.waitForFunction(() => document.getElementById("board").game?.id === "international");
  while (!(await page.$eval("#board", (el) => el.game.outcome()))) {
    await clickMove(page, await pickMove(page, 1));
    await idle(page, "#board");
  }
  const outcome = await page.$eval("#board", (el) => el.game.outcome());
  assert.equal(outcome.winner, 0);
  assert.match(await page.textContent("body"), /White wins|白の勝ち/);
});
