// No position freezes the page (issue 34, point 3): a link to the costliest placement a
// seeded climb found for each game with chained captures (games::slow_positions::WORST_FOUND,
// the Turkish crowd of issue 16, KNOWN, and STILL_SLOW) opens with no task of the page's
// thread taking more than 100 ms of CPU beyond the longest task of a link to the same
// game's start. The game is then saved, and a later plain visit, which opens it again, is
// held to the same.
//
// What is measured: each task's CPU time on the page's main thread, from a Chromium trace
// (the `tdur` of each top-level slice: a task, or the microtask checkpoint after it), from the page's first script to the board shown and a few frames
// after. Wall-clock gaps of a heartbeat (the first version of this file) doubled when
// the machine was busy (a load of 20-28 made it fail at random); a task's CPU time does not
// grow with the load. Against the start: the page's own start (its scripts, the module,
// the first render) already takes tasks of 50-150 ms of CPU, whatever the position; the
// position's own cost is what this file bounds. A position that held the thread would show
// as one task as long as its generation (the Frisian crowd: 200-400 ms).
//
// The Frisian placements (the climb's find and STILL_SLOW, the crowd among them)
// are `todo` tests: they run and report their cost, but fail nothing until issue 34 point 1
// (the Frisian capture search bounded) is done.

// browser-tests: own-browser: it traces the browser, so it has a Chromium of its own; what it
// bounds is CPU time, which does not grow with the load, so it runs beside the other files
// (tools/browser-tests.mjs).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { browser, server } from "./harness.mjs";
import { longestTask, within } from "./no-freeze-helpers.mjs";

const MAX_EXTRA_CPU_MS = 100;
const READY_MS = 20000;
/** A fixture over its bound is opened again, up to three times in all, with its game's start, and
 * the least costs kept (a cache the machine dropped is not the page's). A `todo` fixture, known
 * to be over, is opened once: its cost is reported, not bounded. */
const TRIES = 3;

const source = readFileSync(new URL("../../src/games/slow_positions.rs", import.meta.url), "utf8");
/** The (game, position) rows of one of src/games/slow_positions.rs's tables; a table missing (or empty, unless it may be) throws. */
function rows(name, { mayBeEmpty = false } = {}) {
  const at = source.indexOf(`pub const ${name}`);
  if (at < 0) throw new Error(`src/games/slow_positions.rs has no table ${name}: name the tables this file opens links to`);
  const table = source.slice(at);
  const found = [...table.slice(0, table.indexOf("];")).matchAll(/\("([^"]+)", "([^"]+)"\)/g)].map((m) => [m[1], m[2]]);
  if (!found.length && !mayBeEmpty) throw new Error(`src/games/slow_positions.rs: no (game, position) rows read in ${name}`);
  return found;
}

/** "alquerque (rules=bell)" -> { game: "alquerque", options: { rules: "bell" } }. */
function spec(name) {
  const [, game, options] = name.match(/^([a-z-]+)(?: \((.*)\))?$/);
  return { game, options: options ? Object.fromEntries(options.split(",").map((o) => o.split("="))) : undefined };
}

/** A position text with the pieces of each part in order: the engine writes them sorted. */
const normal = (position) =>
  position
    .split(":")
    .map((part) => part[0] + part.slice(1).split(",").sort().join(","))
    .join(":");

/** Opens `address` in `context`, traced, until the board is shown and a few frames after: { page, cpu, wall } of its longest task. */
async function tracedOpen(context, address, label) {
  const page = await context.newPage();
  const chromium = await browser();
  await chromium.startTracing(page, { categories: ["toplevel", "blink.user_timing", "__metadata"] });
  let traceJson;
  try {
    await page.goto(address, { waitUntil: "commit" });
    await within(READY_MS + 5000, page.waitForSelector("#board[ready]", { timeout: READY_MS }), `${label}: the board`);
    await within(5000, page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 200))), `${label}: a frame`);
  } finally {
    traceJson = (await chromium.stopTracing()).toString();
  }
  const { cpu, wall, tasks } = longestTask(traceJson);
  assert.ok(tasks > 0, `${label}: the trace holds the page's tasks`);
  return { page, cpu, wall };
}

/** A context of its own for each open (a cold page, as a first visit's). Without the service
 * worker, as harness.mjs's pages: its snapshot of the site (every family's wasm) ran beside the
 * next visit and cost this file a quarter of its CPU time; it is not the page's thread. */
async function newContext(t) {
  const context = await (await browser()).newContext({ viewport: { width: 1000, height: 800 }, reducedMotion: "reduce", locale: "en-US", serviceWorkers: "block" });
  t.after(() => context.close());
  await context.addInitScript(() => performance.mark("no-freeze-start"));
  return context;
}

const linkHash = (game, options, start) => new URLSearchParams({ game, ...(options ? { options: JSON.stringify(options) } : {}), ...(start ? { start } : {}) }).toString();

/** The CPU time of the longest task while a link to each game's start opens: measured once per
 * game (when a fixture needs it), and again (the least kept) each time a fixture of that game is
 * tried again. */
const startCosts = new Map();
async function startCost(t, game, options, { again = false } = {}) {
  const key = linkHash(game, options);
  if (startCosts.has(key) && !again) return startCosts.get(key);
  const { url } = await server();
  const context = await newContext(t);
  const { cpu } = await tracedOpen(context, `${url}/index.html#${key}`, `${game}: its start`);
  await context.close();
  const least = Math.min(cpu, startCosts.get(key) ?? Infinity);
  startCosts.set(key, least);
  return least;
}

/**
 * Opens a link to `position`, checks its cost and that it is saved; then a plain visit, the same.
 * The bound is the start's cost + MAX_EXTRA_CPU_MS, so a cost within MAX_EXTRA_CPU_MS is within
 * it whatever the start costs: the start is traced only once a cost is over that (a traced cold
 * page costs about 3 s of CPU, and every fixture but the Frisian ones is within 40 ms).
 */
async function linkThenVisit(t, name, position, tries) {
  const { game, options } = spec(name);
  let start = null; // the start's cost, once traced
  const bound = () => (start ?? 0) + MAX_EXTRA_CPU_MS;
  const { url } = await server();
  const costs = { link: Infinity, visit: Infinity };
  const over = () => Math.max(costs.link, costs.visit) > bound();
  for (let i = 0; i < tries && over(); i++) {
    if (i > 0) start = await startCost(t, game, options, { again: true });
    const context = await newContext(t);
    const link = await tracedOpen(context, `${url}/index.html#${linkHash(game, options, position)}`, `${name}: the link`);
    costs.link = Math.min(costs.link, link.cpu);
    const opened = await within(5000, link.page.evaluate(() => ({ game: document.getElementById("board").game.id, position: document.getElementById("board").game.position() })), "the board's game");
    assert.equal(opened.game, game, `${name}: the link opened its game`);
    assert.equal(normal(opened.position), normal(position), `${name}: at the linked position`);
    await within(5000, link.page.waitForFunction((id) => (localStorage.getItem("boardgames.current") ?? "").includes(`"game":"${id}"`), game), `${name}: the saved game`);
    await link.page.close();
    const visit = await tracedOpen(context, `${url}/index.html`, `${name}: the next visit`);
    costs.visit = Math.min(costs.visit, visit.cpu);
    assert.equal(normal(await within(5000, visit.page.evaluate(() => document.getElementById("board").game.position()), "the saved position")), normal(position), `${name}: the saved game reopened`);
    await context.close();
    if (start === null && over()) start = await startCost(t, game, options);
  }
  const startText = start === null ? `not traced: both within ${MAX_EXTRA_CPU_MS} ms` : `${Math.round(start)} ms`;
  t.diagnostic(`${name}: longest task ${Math.round(costs.link)} ms of CPU for the link, ${Math.round(costs.visit)} ms for the next visit (start: ${startText})`);
  for (const [what, cost] of Object.entries(costs)) {
    assert.ok(cost <= bound(), `${name}: ${what}: a task of the page's thread took ${Math.round(cost)} ms of CPU (at most ${Math.round(bound())} ms: ${MAX_EXTRA_CPU_MS} ms more than a link to the start)`);
  }
}

const TODO = "issue 34 point 1: the Frisian capture search is not bounded yet";

for (const [name, position] of [...rows("WORST_FOUND"), ...rows("KNOWN"), ...rows("STILL_SLOW", { mayBeEmpty: true })]) {
  const todo = name === "frisian" ? TODO : undefined;
  test(`a link to ${name} ${position}, and the next visit, take at most ${MAX_EXTRA_CPU_MS} ms of CPU more in one task than its start`, { timeout: 180000, todo }, (t) =>
    linkThenVisit(t, name, position, todo ? 1 : TRIES),
  );
}
