// Helpers for the browser tests (node --test tests/browser/): a static server on a free
// localhost port, headless Chromium through playwright-core, pages that fail on any
// console error or uncaught exception, and input by board cell.
//
//   import { openPage, clickCell, moveList, boardState, screenshot } from "./harness.mjs";
//   test("...", async (t) => {
//     const { page, close } = await openPage("/index.html");  // served from the repo root
//     t.after(close);                     // closes the page; fails if the page logged errors
//     await clickCell(page, 21);          // the engine's cell index (row-major, docs/api.md)
//     await clickCell(page, 28);
//     assert.deepEqual(await moveList(page), ["11-15"]);
//   });
//
// openPage(target, options): target is a path under the repo root ("/index.html"), a
// file:// URL (fileUrl("dist/boardgames.html")), or a full http URL. Options:
//   offline: true     abort every request that is not file:, data: or blob: (recorded in `blocked`)
//   viewport          { width, height } (default 1200 x 900); use { width: 390, height: 844 } for a phone
//   deviceScaleFactor the device pixel ratio (default 1)
//   locale            the browser language (default "en-US"; "ja-JP" for the Japanese UI)
//   reducedMotion     "reduce" (default: moves do not glide, tests run fast) or "no-preference"
//   allowErrors       don't fail on console errors (for tests of error handling)
//   ready             wait for `board-game[ready]` (default true)
//   serviceWorker     let the site register its service worker (default false: see below)
//   reuse             in a file that reuses pages (reusePages, below): false for a fresh page kept by nobody after
// It returns { page, context, url, errors, blocked, close }.
//
// A file that calls reusePages() at its top gets its pages reused: close() leaves the page
// on about:blank with its origin's storage cleared and the listeners tests added removed, and
// the next openPage with the same context options navigates it instead of opening a new one
// (a new page costs about 2 s of CPU, its renderer process started and the page's code and
// wasm compiled afresh; a navigation about 0.6 s). Only for files whose tests count no
// requests (the HTTP cache stays warm). A page whose test added to it or to its context what
// would outlive it (init scripts, context routes, exposed functions, permissions, cookies,
// headers: KEPT below; page routes are removed) is closed, not reused; a test may also open
// with `reuse: false` (its page is then neither taken from nor given to the spares). Pages
// opened offline or from file:// are never reused.
//
// page.waitForFunction polls on a 16 ms timer unless the test says otherwise (pollOnTimer).
//
// The service worker is blocked unless a test asks for it (serviceWorker: true, or
// openServedSite): once registered it snapshots the whole site (about 130 requests, every
// family's wasm) in the seconds after the first board, about 1.2 s of CPU per page opened,
// and a page is in its charge only if it lives that long, which made most tests' pages
// served by it or not by the accident of their length. The offline and update tests
// (offline-update, embed, lazy-load, learn, puzzle) test it with it on purpose.
//
// Chromium: CHROMIUM or /usr/bin/chromium. A missing browser is an error, never a skip
// (./build.sh installs it; SKIP_BROWSER=1 there is the only way not to run these tests).
//
// Run by tools/browser-tests.mjs (./build.sh test), several test files at once share that
// runner's Chromium (BROWSER_TESTS_WS: each file connects and works in contexts of its own)
// and its static server (BROWSER_TESTS_URL). Run alone (`node --test tests/browser/x.test.mjs`),
// a file launches both itself. A file that times the page by the wall clock (long tasks, a
// heartbeat) carries the line `// browser-tests: alone` and is run by the runner with nothing
// else beside it; one that traces the browser and bounds a task's CPU time carries
// `// browser-tests: own-browser` and runs beside the others with a Chromium of its own.

import { after } from "node:test";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "../../tools/static-server.mjs";
import { CHROMIUM, LAUNCH } from "./chromium.mjs";

export { CHROMIUM };

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

let browserPromise = null;
let serverPromise = null;

// Registered when the test file imports this module, so at the root: closes the browser and
// the server once every test of the file has run (a hook added inside a test would fire
// at the end of that test).
after(async () => {
  // A shared browser's close() only disconnects this file (its contexts go with it).
  if (browserPromise) await (await browserPromise).close();
  if (serverPromise) await (await serverPromise).close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

/** The Chromium of this test process: the runner's shared one, or launched on first use; closed after the tests. */
export function browser() {
  if (!browserPromise) {
    const shared = process.env.BROWSER_TESTS_WS;
    if (shared) browserPromise = chromium.connect(shared).then(withLocalDownloads);
    else {
      if (!existsSync(CHROMIUM)) {
        throw new Error(`Chromium not found at ${CHROMIUM}: install it (apt-get install chromium, or ./build.sh test does it) or set CHROMIUM`);
      }
      browserPromise = chromium.launch(LAUNCH);
    }
  }
  return browserPromise;
}

let downloads = null;

/**
 * A download of a browser connected over the network has no local path(): every context of
 * `shared` gets one back, the file saved (saveAs) into a temporary folder, so a test reads a
 * download alike in both ways of running.
 */
function withLocalDownloads(shared) {
  let n = 0;
  const patch = (page) =>
    page.on("download", (d) => {
      d.path = async () => {
        downloads ??= mkdtempSync(path.join(tmpdir(), "browser-tests-downloads-"));
        const file = path.join(downloads, `${++n}-${d.suggestedFilename()}`);
        await d.saveAs(file);
        return file;
      };
    });
  const newContext = shared.newContext.bind(shared);
  shared.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on("page", patch);
    return context;
  };
  shared.newPage = async (...args) => (await shared.newContext(...args)).newPage();
  return shared;
}

/** The static server of this test process, serving the repository root: the runner's shared one, or started on first use. */
export function server() {
  if (!serverPromise) {
    const shared = process.env.BROWSER_TESTS_URL;
    serverPromise = shared ? Promise.resolve({ url: shared, port: Number(new URL(shared).port), close: async () => {} }) : startServer({ root: repo, port: 0 });
  }
  return serverPromise;
}

async function resolveTarget(target) {
  if (/^(https?|file):/.test(target)) return target;
  const { url } = await server();
  return url + (target.startsWith("/") ? target : "/" + target);
}

/** The file:// URL of a file under the repository, e.g. fileUrl("dist/boardgames.html"). */
export function fileUrl(relative) {
  return pathToFileURL(path.join(repo, relative)).href;
}

let reusing = false;
/** Pages left by closed tests for the next openPage: { key, context, page }. */
const spares = [];
// One a kind of page (a locale, a pixel ratio, the service worker allowed or not): a file
// that goes through four kinds (desktop and phone, English and Japanese) reuses each.
const SPARES = 4;
/** Contexts a test added to (below): closed by their test, never reused. */
const dirty = new WeakSet();
// What outlives a navigation and a storage clear: a page whose test called any of these on
// it or on its context is not reused, so such a test needs no `reuse: false` (it may say it).
const KEPT = {
  context: ["addCookies", "addInitScript", "exposeBinding", "exposeFunction", "grantPermissions", "route", "routeFromHAR", "setExtraHTTPHeaders", "setGeolocation", "setHTTPCredentials", "setOffline"],
  page: ["addInitScript", "exposeBinding", "exposeFunction", "routeFromHAR", "setExtraHTTPHeaders"],
};
const watched = new WeakSet();
/** Marks `context` dirty when a test calls one of KEPT's methods on it or on `page`. */
function watchKept(context, page) {
  for (const [object, methods] of [[context, KEPT.context], [page, KEPT.page]]) {
    if (watched.has(object)) continue;
    watched.add(object);
    for (const name of methods) {
      const method = object[name].bind(object);
      object[name] = (...args) => {
        dirty.add(context);
        return method(...args);
      };
    }
  }
}
// The page's events a test may listen to (not "download": withLocalDownloads's patch).
const PAGE_EVENTS = ["close", "console", "crash", "dialog", "domcontentloaded", "filechooser", "frameattached", "framedetached", "framenavigated", "load", "pageerror", "popup", "request", "requestfailed", "requestfinished", "response", "websocket", "worker"];

/** Makes this file's openPage reuse pages closed by earlier tests; see the top of this file. */
export function reusePages() {
  reusing = true;
}

/** Leaves a page as a fresh one for the next test: on about:blank, its origin's storage cleared, no test's listener. */
async function spare(key, context, page, url) {
  await page.goto("about:blank"); // the page's pagehide runs now (it saves the game)
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", { origin: new URL(url).origin, storageTypes: "all" });
  await cdp.detach();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  spares.push({ key, context, page });
}

/**
 * Makes `page.waitForFunction` poll on a 16 ms timer unless a test gives its own `polling`:
 * Playwright's default polls at every animation frame, which keeps the page producing frames
 * while a test waits (0.5-0.6 s of Chromium's CPU per 10 s of waiting, against 0.2 s on the
 * timer: measured 2026-11-29 on an idle page), for the same latency of about a frame.
 */
const timerPolled = new WeakSet();
function pollOnTimer(page) {
  if (timerPolled.has(page)) return;
  timerPolled.add(page);
  const wait = page.waitForFunction.bind(page);
  page.waitForFunction = (fn, arg, options = {}) => wait(fn, arg, { polling: POLL_MS, ...options });
}
const POLL_MS = 16;

/** Opens a page in a fresh browser context (or a reused page: reusePages); see the top of this file. */
export async function openPage(
  target,
  { offline = false, viewport = { width: 1200, height: 900 }, deviceScaleFactor = 1, reducedMotion = "reduce", allowErrors = false, ready = true, locale = "en-US", serviceWorker = false, reuse = true } = {},
) {
  const url = await resolveTarget(target);
  const serviceWorkers = serviceWorker ? "allow" : "block";
  const reusable = reusing && reuse && !offline && /^https?:/.test(url);
  const key = JSON.stringify({ deviceScaleFactor, locale, serviceWorkers, origin: new URL(url).origin });
  const found = reusable ? spares.findIndex((s) => s.key === key) : -1;
  let context, page;
  if (found >= 0) {
    ({ context, page } = spares.splice(found, 1)[0]);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ media: null, colorScheme: "light", reducedMotion, forcedColors: "none", contrast: "no-preference" });
  } else {
    context = await (await browser()).newContext({ viewport, deviceScaleFactor, reducedMotion, locale, serviceWorkers });
  }
  const errors = [];
  const blocked = [];
  if (offline) {
    await context.route("**/*", (route) => {
      const u = route.request().url();
      if (/^(file|data|blob):/.test(u)) return route.continue();
      blocked.push(u);
      return route.abort("internetdisconnected");
    });
  }
  page ??= await context.newPage();
  pollOnTimer(page);
  if (reusable) watchKept(context, page);
  page.on("console", (msg) => {
    // The spare pages rest on about:blank, whose origin is opaque. A fetch the browser starts
    // for the page just left (the favicon, fetched again after a hash navigation) can land in
    // that document, and Chromium blocks it from an opaque origin to localhost with a console
    // error that is neither the test's page's nor its test's (seen once in a CI run, 2026-11-29).
    if (page.mainFrame().url() === "about:blank") return;
    if (msg.type() === "error") errors.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`uncaught: ${err.stack || err.message}`));
  page.on("crash", () => errors.push("the page crashed"));
  page.on("worker", (worker) => {
    worker.on("console", (msg) => {
      if (msg.type() === "error") errors.push(`worker console.error: ${msg.text()}`);
    });
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (reusable && !dirty.has(context) && spares.length < SPARES && !page.isClosed()) {
      await spare(key, context, page, url).catch(() => context.close());
    } else await context.close();
    if (!allowErrors && errors.length) throw new Error(`the page ${url} reported errors:\n  ${errors.join("\n  ")}`);
  };
  try {
    await page.goto(url, { waitUntil: "load" });
    if (ready) await waitReady(page);
  } catch (e) {
    const extra = errors.length ? `\npage errors:\n  ${errors.join("\n  ")}` : "";
    await context.close();
    closed = true;
    throw new Error(`${e.message}${extra}`);
  }
  return { page, context, url, errors, blocked, close };
}

/** Waits until the board has loaded the engine and drawn its first frame. */
export async function waitReady(page, selector = "board-game") {
  await page.waitForSelector(`${selector}[ready]`, { timeout: 20000 });
  await idle(page, selector);
  await dialogsWired(page);
}

/**
 * On the play page, waits until the settings' controls are wired: their code
 * (www/page/dialogs.js) loads in idle time after the first board, and a test that sets a
 * control's value and fires its change event needs its listener there.
 */
export async function dialogsWired(page) {
  if (await page.$("#new-game-dialog")) await page.waitForSelector("#new-game-dialog[data-wired]", { state: "attached", timeout: 20000 });
}

/**
 * Waits until the board is not animating and, for the play page's board (#board), until
 * the move list shows every move of the board's history (the page updates it on the board's `move`
 * event, which fires asynchronously).
 */
export async function idle(page, selector = "board-game") {
  // The three steps below in one call to the page: as three (an $eval, nextFrame and a
  // waitForFunction) an idle() cost about 21 ms of CPU, most of it in the round trips, and
  // the suite waits for idle thousands of times. A navigation during the wait (the page's
  // context gone) falls back to the three calls, whose last one follows the new page.
  try {
    await page.evaluate(async ({ selector, source }) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`idle: no element ${selector}`);
      if (typeof el.idle === "function") await el.idle();
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, document.hidden ? 100 : 2000);
      });
      // The same predicate as idleInSteps's, passed as its source (a function does not cross).
      const listed = new Function(`return (${source})`)();
      const deadline = performance.now() + 10000;
      while (!listed(selector)) {
        if (performance.now() > deadline) throw new Error(`idle: the move list does not show the board's ${document.querySelector(selector).history().length} moves after 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
    }, { selector, source: movesListed.toString() });
  } catch (e) {
    if (!/context was destroyed|navigat/i.test(e.message)) throw e;
    await idleInSteps(page, selector);
  }
}

/** idle() as three calls to the page: the last one, a waitForFunction, outlives a navigation. */
async function idleInSteps(page, selector) {
  await page.$eval(selector, (el) => (typeof el.idle === "function" ? el.idle() : null));
  await nextFrame(page);
  await page.waitForFunction(movesListed, selector, { timeout: 10000 });
}

/** In the page: whether the move list shows every move of the board `selector` (true for a
 * board without one: the play page's list belongs to its board, #board). */
function movesListed(selector) {
  const el = document.querySelector(selector);
  const list = document.getElementById("move-list");
  if (!el || !list || el.id !== "board" || !el.game || typeof el.history !== "function") return true;
  return list.querySelectorAll(".move:not(.gap)").length === el.history().length;
}

/**
 * Waits until the page has drawn its next animation frame. The play page renders once per
 * frame (www/page/state.js), so a change requested before this call (a click, a setting) is
 * on the page when it returns. Reading the page without it races the render.
 */
export function nextFrame(page) {
  // A hidden page gets no frames (its render runs on a 16 ms timer): a timer ends the wait.
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, document.hidden ? 100 : 2000);
      }),
  );
}

/** Viewport coordinates of the centre of a cell of the board. */
export async function cellCenter(page, cell, selector = "board-game") {
  const c = await page.$eval(selector, (el, cell) => el.cellCenter(cell), cell);
  if (!c || !Number.isFinite(c.x) || !Number.isFinite(c.y)) throw new Error(`no centre for cell ${cell}`);
  return c;
}

/** Clicks a cell of the board (by the engine's cell index) and waits for any animation. */
export async function clickCell(page, cell, selector = "board-game") {
  const { x, y } = await cellCenter(page, cell, selector);
  await page.mouse.click(x, y);
  await idle(page, selector);
}

/** Drags a piece from one cell to another with the mouse. */
export async function dragCell(page, from, to, selector = "board-game") {
  const a = await cellCenter(page, from, selector);
  const b = await cellCenter(page, to, selector);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  await idle(page, selector);
}

/** The cell index of a square name in the board's notation (e.g. "15" in american). */
export async function cellOf(page, name, selector = "board-game") {
  const cell = await page.$eval(selector, (el, name) => el.game.view().labels.indexOf(String(name)), name);
  if (cell < 0) throw new Error(`no square ${name} on the board`);
  return cell;
}

/** Plays a move by clicking its squares in turn, e.g. playByClicks(page, "15x24x31"). */
export async function playByClicks(page, notation, selector = "board-game") {
  for (const name of notation.split(/[-x:]/)) await clickCell(page, await cellOf(page, name, selector), selector);
}

/** The moves shown in the page's move list. */
export function moveList(page) {
  return page.$$eval("#move-list .move:not(.gap)", (items) => items.map((e) => e.textContent.trim()));
}

/** The board's game as the engine sees it. */
export function boardState(page, selector = "board-game") {
  return page.$eval(selector, (el) => ({ position: el.position(), history: el.history(), outcome: el.game.outcome(), turn: el.game.turn() }));
}

/** Saves a screenshot to test-results/<name>.png and returns its path. */
export async function screenshot(page, name) {
  const dir = path.join(repo, "test-results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The controls of the New game dialog: a choice there is for the next game, which starts with its Play. */
export const NEW_GAME_CONTROLS = new Set(["game-select", "mode", "level", "human-side", "clock"]);

/**
 * Sets a setting of the play page the way a person does, wherever the control sits (the New
 * game and Settings dialogs are closed most of the time): `id` is the control's id
 * ("game-select", "level", "coordinates"...) or "mode"; `value` a select's value or a
 * checkbox's state. A control of the Settings dialog takes effect at once; one of the New
 * game dialog (NEW_GAME_CONTROLS) is chosen there and then "Play" is pressed: a new game
 * starts with it (issue 29: the dialog changes nothing before Play).
 */
export async function setSetting(page, id, value) {
  await chooseSetting(page, id, value);
  if (NEW_GAME_CONTROLS.has(id)) await pressPlay(page);
}

/**
 * Changes a control the way a person's choice does (its input and change events), without
 * pressing Play: in the New game dialog that only edits the next game's draft.
 */
export async function chooseSetting(page, id, value) {
  await dialogsWired(page);
  await page.evaluate(
    ({ id, value }) => {
      const el = id === "mode" ? document.querySelector(`input[name=mode][value="${value}"]`) : document.getElementById(id);
      if (!el) throw new Error(`no control #${id}`);
      if (el.type === "checkbox") el.checked = !!value;
      else if (el.type === "radio") el.checked = true;
      else {
        if (![...(el.options ?? [])].some((o) => o.value === String(value)) && el.tagName === "SELECT") throw new Error(`#${id} has no option ${value}`);
        el.value = String(value);
      }
      el.dispatchEvent(new Event("input", { bubbles: true }));
      el.dispatchEvent(new Event("change", { bubbles: true }));
    },
    { id, value },
  );
  await nextFrame(page);
}

/** Presses the New game dialog's "Play" (opening the dialog first if needed) and waits for the new game's board. */
export async function pressPlay(page) {
  await dialogsWired(page);
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no new game within 20 s of Play")), 20000);
        document.getElementById("board").addEventListener("ready", () => (clearTimeout(timer), resolve()), { once: true });
        const dialog = document.getElementById("new-game-dialog");
        if (!dialog.open) dialog.showModal();
        document.getElementById("new-game").click();
      }),
  );
  await waitReady(page, "#board");
}

/**
 * Starts a new game as the New game dialog does: the settings given ({ game, mode, level,
 * human, clock }) are chosen first, then "Play". Waits for the new game's board.
 */
export async function newGame(page, { game, mode, level, human, clock } = {}) {
  if (game != null) await chooseSetting(page, "game-select", game);
  if (mode != null) await chooseSetting(page, "mode", mode);
  if (level != null) await chooseSetting(page, "level", level);
  if (human != null) await chooseSetting(page, "human-side", human);
  if (clock != null) await chooseSetting(page, "clock", clock);
  await pressPlay(page);
  if (game != null) await page.waitForFunction((id) => document.getElementById("board").game?.id === id, game);
  await nextFrame(page);
}

/**
 * The served site (`root`, default the repository) from a server of its own, opened at `page`
 * in a fresh context once its service worker is in charge (its offline snapshot is then
 * complete). `stopServer()` stops the server: offline then means no server at all. Errors
 * thrown in the page are collected in `errors`. Closed after the test `t`.
 */
export async function openServedSite(t, { root = repo, page: pagePath = "/index.html", viewport = { width: 1280, height: 800 }, locale = "en-US" } = {}) {
  const srv = await startServer({ root, port: 0 });
  let stopped = false;
  const stopServer = async () => {
    if (!stopped) await srv.close();
    stopped = true;
  };
  t.after(stopServer);
  const context = await (await browser()).newContext({ viewport, reducedMotion: "reduce", locale });
  t.after(() => context.close());
  const page = await context.newPage();
  pollOnTimer(page);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${srv.url}${pagePath}`);
  await page.waitForSelector("board-game[ready]");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
  return { page, context, errors, url: srv.url, stopServer };
}
