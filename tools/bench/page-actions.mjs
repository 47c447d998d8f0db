// What the page benchmarks do as a person would, shared by firstboard.mjs and switch-trace.mjs.

/**
 * Switches the play page to game `id` from the New game dialog, two players, and waits for the
 * new game's board: the new game object (it replaces the old one a frame after the click, and
 * the old one may be the same game), ready and without moves. `dialogPauseMs` waits between
 * opening the dialog and choosing, so that a trace can tell the dialog's cost from the switch's.
 */
export async function switchGame(page, id, { dialogPauseMs = 0 } = {}) {
  await page.evaluate(() => (window.__gameBefore = document.getElementById("board").game));
  await page.click("#open-new-game");
  if (dialogPauseMs) await page.waitForTimeout(dialogPauseMs);
  await page.selectOption("#game-select", id);
  await page.check('input[name="mode"][value="two"]');
  await page.click("#new-game");
  await page.waitForFunction((id) => {
    const b = document.getElementById("board");
    const g = b.game;
    return g && g !== window.__gameBefore && g.id === id && b.hasAttribute("ready") && g.history().length === 0;
  }, id, { timeout: 60000, polling: 50 });
}
