// No position freezes the page (issue 16, point 1): a Turkish draughts position with many
// kings took the engine's capture search 32 s in Node and froze the page for minutes when
// opened through a link, and the host page of a <board-game> for 45 s. Opened both ways,
// the page must keep answering: a timer installed before any script of the page keeps
// ticking, with no gap of more than 2 s, and the board comes up.
//
// This test depends on the engine's bounded capture search (src/, issue 16 point 1); it
// fails until that is merged.

// browser-tests: alone: its heartbeat timer must never stop for 2 s, so nothing else runs beside it
// (tools/browser-tests.mjs).

import { test } from "node:test";
import assert from "node:assert/strict";
import { browser, server } from "./harness.mjs";
import { within } from "./no-freeze-helpers.mjs";

const POSITION = "W:WKh6:BKh8,f6,Ka1,f4,c7,Kg1,Ka7,b6,Kd8,Kh4,b4,Ke1,d6,c5,Kf8,e3,Kc1,g5,Kb8,e7,Kg7,d4,c3,h2,a5,b2,d2,g3,a3,Kf2,e5";
const MAX_GAP_MS = 2000;
const READY_MS = 20000;

/** A context whose pages record the longest gap between ticks of a 25 ms timer. */
async function heartbeatContext(t) {
  const context = await (await browser()).newContext({ viewport: { width: 1000, height: 800 }, reducedMotion: "reduce", locale: "en-US" });
  t.after(() => context.close());
  await context.addInitScript(() => {
    const beat = { last: performance.now(), maxGap: 0, ticks: 0 };
    window.__beat = beat;
    setInterval(() => {
      const now = performance.now();
      beat.maxGap = Math.max(beat.maxGap, now - beat.last);
      beat.last = now;
      beat.ticks++;
    }, 25);
  });
  return context;
}

/** Waits for `selector` to be ready and checks the heartbeat never stopped for long. */
async function staysResponsive(page, selector, label) {
  await within(READY_MS + 5000, page.waitForSelector(`${selector}[ready]`, { timeout: READY_MS }), `${label}: the board`);
  const beat = await within(5000, page.evaluate(() => window.__beat), `${label}: the heartbeat`);
  assert.ok(beat.ticks > 0, `${label}: the timer ticked`);
  assert.ok(beat.maxGap < MAX_GAP_MS, `${label}: the page stopped answering for ${Math.round(beat.maxGap)} ms (at most ${MAX_GAP_MS} ms)`);
}

/** Opens a link to `position` of `game` in a heartbeat context; checks it stays responsive. */
async function openLink(t, game, position) {
  const { url } = await server();
  const context = await heartbeatContext(t);
  const page = await context.newPage();
  const hash = new URLSearchParams({ game, start: position }).toString();
  await page.goto(`${url}/index.html#${hash}`, { waitUntil: "commit" });
  await staysResponsive(page, "#board", "the link");
  return { url, context, page };
}

test("a link to a slow Turkish position opens without freezing the page, and is then saved", { timeout: 90000 }, async (t) => {
  const { page } = await openLink(t, "turkish", POSITION);
  const state = await within(
    5000,
    page.evaluate(() => ({ game: document.getElementById("board").game.id, saved: localStorage.getItem("boardgames.current"), notice: document.getElementById("notice").textContent })),
    "the board's game",
  );
  // Opened (and then saved), or refused by name with nothing of it saved.
  if (state.game === "turkish") assert.match(state.saved ?? "", /"game":"turkish"/, "saved once it has loaded");
  else {
    assert.match(state.notice, /The link could not be opened/);
    assert.doesNotMatch(state.saved ?? "", /turkish/);
  }
});

test("a <board-game> with the slow Turkish position does not freeze its host page", { timeout: 90000 }, async (t) => {
  const { url } = await server();
  const context = await heartbeatContext(t);
  // A host page of the test's own, served from the site's origin.
  await context.route(`${url}/host-page.html`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><meta charset="utf-8"><title>host</title><script type="module" src="/www/board-game.js"></script><board-game game="turkish" position="${POSITION}"></board-game>`,
    }),
  );
  const page = await context.newPage();
  await page.goto(`${url}/host-page.html`, { waitUntil: "commit" });
  await staysResponsive(page, "board-game", "the element");
  const message = await within(5000, page.$eval("board-game .bg-message", (m) => (m.hidden ? null : m.textContent)), "the board's message");
  // Shown, or refused with the board's message.
  if (message != null) assert.match(message, /could not be shown/);
});

// Issue 34: one white king against twenty black pieces in Frisian draughts, one legal move
// (23x5, taking all twenty) that costs 0.2 s of CPU to generate. The page asked the engine
// about the position 42 times (29 outcome(), 9 view(), 4 legalMoves()), each generating the
// moves again: 8 s of frozen page, then 11 s on every later visit, the game being saved.
// Each game now keeps its position's moves. The 2 s bound is this file's; the issue's
// 100 ms needs the Frisian capture search bounded (not done yet, see the report).
const FRISIAN = "W:WK23:BK9,19,K30,K15,40,2,K21,13,8,K35,43,18,22,K4,38,K24,K7,37,10,20";

test("a link to the Frisian crowd of issue 34 opens without freezing the page, and so does the next visit", { timeout: 120000 }, async (t) => {
  const { url, context, page } = await openLink(t, "frisian", FRISIAN);
  const saved = await within(5000, page.evaluate(() => localStorage.getItem("boardgames.current")), "the saved game");
  assert.match(saved ?? "", /"game":"frisian"/, "the game is saved");
  // A plain visit opens the saved game.
  const next = await context.newPage();
  await next.goto(`${url}/index.html`, { waitUntil: "commit" });
  await staysResponsive(next, "#board", "the next visit");
  assert.equal(await within(5000, next.evaluate(() => document.getElementById("board").game.id), "the game"), "frisian");
});
