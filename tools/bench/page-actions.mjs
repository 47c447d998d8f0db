// What the page benchmarks do as a person would, shared by firstboard.mjs and switch-trace.mjs.
//
// Clicks are the browser's own mouse events at the element's centre (clickAt), not Playwright's
// `page.click`: that one runs its actionability checks in the page, inside the click's own task
// (a capture listener on pointerdown, mousedown and click that hit-tests with
// elementsFromPoint, a forced layout each time): 10 to 30 ms of the measured tasks at 4x that
// a person's click does not cost.

/**
 * Names the step the page is in, for the long tasks that follow: `window.__phase` (read by
 * firstboard.mjs's long-task observer) and a User Timing mark (read from a DevTools trace by
 * switch-trace.mjs).
 */
export async function markStep(page, step) {
  await page.evaluate((step) => {
    window.__phase = step;
    performance.mark(`step ${step}`);
  }, step);
}

/** Clicks the centre of the element `selector` with the browser's mouse events (waits until it is shown). */
export async function clickAt(page, selector) {
  await page.waitForSelector(selector, { state: "visible" });
  const box = await page.evaluate((selector) => {
    const r = document.querySelector(selector).getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, selector);
  await page.mouse.click(box.x, box.y);
}

/**
 * Switches the play page to game `id` from the New game dialog, two players, and waits for the
 * new game's board: the new game object (it replaces the old one a frame after the click, and
 * the old one may be the same game), ready and without moves. `dialogPauseMs` waits between
 * opening the dialog and choosing, so that a trace can tell the dialog's cost from the switch's.
 * Each step is marked (markStep): "switch ID: open" (the dialog shown), "switch ID: choose" (the
 * game chosen in the dialog: the page starts it at once), "switch ID: play" (New game pressed,
 * the dialog closed, the new board drawn).
 */
export async function switchGame(page, id, { dialogPauseMs = 0 } = {}) {
  await page.evaluate(() => (window.__gameBefore = document.getElementById("board").game));
  await markStep(page, `switch ${id}: open`);
  await clickAt(page, "#open-new-game");
  if (dialogPauseMs) await page.waitForTimeout(dialogPauseMs);
  await markStep(page, `switch ${id}: choose`);
  await page.selectOption("#game-select", id);
  if (!(await page.isChecked('input[name="mode"][value="two"]'))) await clickAt(page, 'input[name="mode"][value="two"]');
  if (dialogPauseMs) await page.waitForTimeout(dialogPauseMs);
  await markStep(page, `switch ${id}: play`);
  await clickAt(page, "#new-game");
  await page.waitForFunction((id) => {
    const b = document.getElementById("board");
    const g = b.game;
    return g && g !== window.__gameBefore && g.id === id && b.hasAttribute("ready") && g.history().length === 0;
  }, id, { timeout: 60000, polling: 50 });
}
