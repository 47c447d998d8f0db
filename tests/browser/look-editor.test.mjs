// The position editor fits a small phone (issue 29): at 360x640 (and 390x844) opening it
// shows the whole board and every button of the editor, "Play from here" included, in
// the viewport at once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, idle, nextFrame, screenshot, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated with its storage cleared (harness.mjs)

const inView = (r, vw, vh) => r.top >= -0.5 && r.left >= -0.5 && r.bottom <= vh + 0.5 && r.right <= vw + 0.5;

for (const [width, height] of [[360, 640], [390, 844]]) {
  for (const locale of ["en-US", "ja-JP"]) {
    test(`the position editor at ${width}x${height} (${locale}): the board and the editor's buttons in view together`, async (t) => {
      const { page, close } = await openPage("/index.html#game=shogi", { viewport: { width, height }, locale });
      t.after(close);
      for (const game of ["shogi", "chess", "american"]) {
        await page.evaluate((game) => (location.hash = `#game=${game}`), game);
        await page.waitForFunction((game) => document.getElementById("board").game?.id === game, game);
        await idle(page);
        await page.evaluate(() => scrollTo(0, 0));
        await page.click("#edit-position");
        await page.waitForSelector("#editor-play");
        await nextFrame(page);
        const boxes = await page.evaluate(() => ({
          board: document.getElementById("board").getBoundingClientRect().toJSON(),
          buttons: [...document.querySelectorAll("#editor button")].map((b) => ({ id: b.id || b.dataset.tool, r: b.getBoundingClientRect().toJSON(), scrolls: !!b.closest(".ed-row") })),
        }));
        assert.ok(inView(boxes.board, width, height), `${game}: the board ${JSON.stringify(boxes.board)} in view`);
        // The palette's rows may scroll sideways: their buttons need only be within the rows' height.
        for (const b of boxes.buttons) {
          const r = b.scrolls ? { ...b.r, left: 0, right: 0 } : b.r;
          assert.ok(inView(r, width, height), `${game}: ${b.id} ${JSON.stringify(b.r)} in view`);
        }
        assert.ok(boxes.buttons.some((b) => b.id === "editor-play"), "Play from here is there");
        await screenshot(page, `look-editor-${game}-${width}x${height}-${locale}`);
        // "Play from here" plays on from the position set up.
        await page.click("#editor-play");
        await page.waitForSelector("#editor", { state: "hidden" });
        await idle(page);
      }
    });
  }
}
