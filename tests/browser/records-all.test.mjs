// Every game's record survives the page's save and open: a few moves are played, the
// record is saved (the page's download), opened on a fresh page (the page's file input,
// which also switches to the record's game), and the same position and moves come back.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { openPage, setSetting, reusePages } from "./harness.mjs";

reusePages(); // a "fresh" page is the last one closed, navigated with its storage cleared (harness.mjs): as fresh for a record opened

const PLIES = 5;

/** Switches the page to a game and waits for its board. */
async function selectGame(page, id) {
  await setSetting(page, "game-select", id);
  await page.waitForFunction((id) => {
    const b = document.getElementById("board");
    return b.hasAttribute("ready") && b.game?.id === id && b.ply === 0;
  }, id);
}

/** Plays up to `n` legal moves (a spread of choices, not always the first) through the element. */
function playSome(page, n) {
  return page.evaluate((n) => {
    const b = document.getElementById("board");
    for (let k = 0; k < n && !b.game.outcome(); k++) {
      const moves = b.game.legalMoves();
      if (!moves.length) break;
      b.play(moves[(k * 7 + 3) % moves.length].notation);
    }
    return { position: b.position(), history: b.history() };
  }, n);
}

const boardNow = (page) => page.evaluate(() => {
  const b = document.getElementById("board");
  return { id: b.game.id, position: b.position(), history: b.history() };
});

test("for every game, a saved record opened on a fresh page gives the same position", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const ids = await page.evaluate(() => [...document.querySelectorAll("#game-select option")].map((o) => o.value));
  assert.equal(ids.length, 21, `the picker lists the 21 games: ${ids}`);
  for (const id of ids) await t.test(id, async () => {
    await selectGame(page, id);
    const played = await playSome(page, PLIES);
    assert.ok(played.history.length >= 2, `${id}: moves were played (${played.history})`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#record-save")]);
    const name = download.suggestedFilename();
    const text = readFileSync(await download.path());

    const fresh = await openPage("/index.html");
    try {
      await fresh.page.setInputFiles("#record-file", { name, mimeType: "text/plain", buffer: text });
      await fresh.page.waitForFunction(
        ([id, n]) => {
          const b = document.getElementById("board");
          return b.game?.id === id && b.history().length === n;
        },
        [id, played.history.length],
        { timeout: 10000 },
      ).catch(async (e) => {
        const now = await boardNow(fresh.page);
        const notice = await fresh.page.textContent("#notice");
        throw new Error(`${id}: ${name} did not reopen: board ${JSON.stringify(now)}, notice "${notice}", record:\n${text}`);
      });
      const back = await boardNow(fresh.page);
      assert.deepEqual(back, { id, ...played }, `${id}: the record ${name} reopens the game`);
    } finally {
      await fresh.close();
    }
  });
});
