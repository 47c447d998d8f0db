// The cold page (issue 13): every response a page gets in headless Chromium (playwright-core)
// before its first board is drawn (board-game[ready]), with the service worker blocked (its
// offline snapshot is not part of the load). A request is counted when it was sent before the
// first board was drawn: what the page loads in idle time after it (the computer's driver,
// www/ai.js) is not part of the cold page, however soon its response comes. Used by tools/bench/sizes.mjs (the figures) and
// tests/js/size-budget.test.mjs (the budget): the bytes are the build's, so this is a check,
// not a timing.

import { chromium } from "playwright-core";
import { startServer } from "../static-server.mjs";

const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

/**
 * The bodies ({ url, body }) of every response `entry` (a path under `root`) gets until its
 * first board is drawn, one per URL. `savedGame` (a game id) is the game left in this browser
 * (localStorage "boardgames.current"), for a visitor whose game is another family's.
 */
export async function coldPage(root, entry, savedGame = null) {
  const server = await startServer({ root, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 800 } });
    if (savedGame) await context.addInitScript((game) => localStorage.setItem("boardgames.current", JSON.stringify({ game, options: {}, start: null, moves: [] })), savedGame);
    // The moment (ms since the epoch, as the requests' start times) the first board of the
    // expected game was drawn.
    await context.addInitScript((game) => {
      const check = () => {
        const board = document.querySelector("board-game[ready]");
        if (board && (!game || board.game?.id === game)) globalThis.__firstBoardAt ??= performance.timeOrigin + performance.now();
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["ready"] });
    }, savedGame);
    const page = await context.newPage();
    const pending = [];
    page.on("response", (r) => pending.push(r.body().then((body) => ({ url: r.url(), body, sent: r.request().timing().startTime }), () => ({ url: r.url(), body: Buffer.alloc(0), sent: r.request().timing().startTime }))));
    await page.goto(`${server.url}/${entry}`, { waitUntil: "load" });
    await page.waitForSelector("board-game[ready]", { timeout: 60000 });
    if (savedGame) await page.waitForFunction((game) => document.querySelector("board-game[ready]")?.game?.id === game, savedGame, { timeout: 60000 });
    const drawnAt = await page.evaluate(() => globalThis.__firstBoardAt ?? performance.timeOrigin + performance.now());
    // One body per URL: a second request for the same file (the icon) is no second download.
    const seen = new Set();
    return (await Promise.all(pending.splice(0))).filter((r) => r.sent <= drawnAt && !seen.has(r.url) && seen.add(r.url)).map(({ url, body }) => ({ url, body }));
  } finally {
    await browser.close();
    await server.close();
  }
}
