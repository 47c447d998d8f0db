// `node tools/bench/switch-trace.mjs [--root DIR] [--entry index.html] [--games chess,shogi,...] [--runs N] [--min MS] [--tree] [--save FILE]`:
// the main thread's tasks while the game is switched from the New game dialog (as
// tools/bench/firstboard.mjs does), at 4x CPU throttling, measured by the thread's CPU time
// in a DevTools trace (the `tdur` of each RunTask) instead of the wall clock. On a machine
// shared with other work the wall clock of a task grows with the load, its CPU time much
// less: this compares builds (--root) on a loaded machine, where firstboard.mjs's long-task
// counts mostly measure the load. Each run (--runs, default 1, each a fresh page) prints the
// count of tasks over 50 ms of CPU time, the longest, and each such task with its step (the
// last step marked before it by tools/bench/page-actions.mjs: the dialog opened, the game
// chosen, New game pressed) and its three costliest parts; several runs end with the median
// count and longest. --tree prints each task over --min ms (default 50) with the trace events
// inside it (style, layout, the scripts by function and file, the wasm compilation and
// instantiation, the canvas commit).

import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "../static-server.mjs";
import { switchGame } from "./page-actions.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const ROOT = path.resolve(arg("--root", repo));
const ENTRY = arg("--entry", "index.html");
const GAMES = arg("--games", "chess,shogi,international,american").split(",");
const RUNS = Number(arg("--runs", 1));
const MIN = Number(arg("--min", 50));
const TREE = process.argv.includes("--tree");
const SAVE = arg("--save", null); // each run's trace events as JSON (FILE-1.json, ...), for a closer look
const CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8.wasm,blink,blink.user_timing,toplevel";

/** One fresh page at 4x: the trace events of the switches. */
async function traceSwitches(browser, url) {
  const events = [];
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url);
    await page.waitForSelector("board-game[ready]");
    await page.waitForTimeout(1500);
    cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
    for (const id of GAMES) {
      await switchGame(page, id, { dialogPauseMs: 200 });
      await page.waitForTimeout(400);
    }
    await cdp.send("Tracing.end");
    await done;
  } finally {
    await context.close();
  }
  return events;
}

const cpu = (e) => (e.tdur ?? 0) / 1000;
const label = (e) => {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const what = d.functionName || d.url?.split("/").slice(-2).join("/") || d.type || "";
  return `${e.name}${what ? `[${what}${d.lineNumber != null ? `:${d.lineNumber}` : ""}]` : ""}`;
};
/** The events directly inside `parent` (not inside another event inside it). */
function children(parent, list) {
  const inside = list.filter((e) => e !== parent && e.ts >= parent.ts && e.ts + (e.dur ?? 0) <= parent.ts + parent.dur);
  return { inside, direct: inside.filter((e) => !inside.some((u) => u !== e && u.ts <= e.ts && u.ts + u.dur >= e.ts + e.dur && u.dur > e.dur)) };
}
function tree(parent, depth, list) {
  if (depth > 9) return;
  const { inside, direct } = children(parent, list);
  for (const e of direct) {
    if (cpu(e) < 2) continue;
    console.log(`${"  ".repeat(depth)}${label(e)} ${cpu(e).toFixed(1)} ms`);
    tree(e, depth + 1, inside);
  }
}
/** A task's costliest parts, one level under its RunTask (wrappers of one child unwrapped). */
function parts(task, list) {
  let top = task;
  for (;;) {
    const { direct } = children(top, list);
    const big = direct.filter((e) => cpu(e) >= 2);
    if (big.length !== 1 || cpu(big[0]) < cpu(top) * 0.9) return big.sort((a, b) => cpu(b) - cpu(a)).slice(0, 3);
    top = big[0];
  }
}

/** The long tasks of one run's trace: [{ at, cpu, wall, step, parts, task }]. */
function longTasks(events) {
  // The page's main thread: the CrRendererMain thread with the most events.
  const mains = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const counts = new Map();
  for (const e of events) if (mains.has(`${e.pid}:${e.tid}`)) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const [pid, tid] = [...counts].sort((a, b) => b[1] - a[1])[0][0].split(":").map(Number);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X");
  const runs = mine.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");
  // Outermost tasks only (a RunTask may nest another).
  const tasks = runs.filter((t) => !runs.some((u) => u !== t && u.ts <= t.ts && u.ts + u.dur >= t.ts + t.dur && u.dur > t.dur));
  const t0 = Math.min(...tasks.map((t) => t.ts));
  // The steps marked by page-actions.mjs (User Timing marks "step ...", any thread of the page).
  const steps = events.filter((e) => e.pid === pid && typeof e.name === "string" && e.name.startsWith("step ")).sort((a, b) => a.ts - b.ts);
  const stepAt = (ts) => steps.filter((s) => s.ts <= ts).at(-1)?.name.slice(5) ?? "before the first switch";
  return {
    mine,
    longest: Math.max(0, ...tasks.map(cpu)),
    long: tasks.filter((t) => cpu(t) > MIN).map((t) => ({ at: (t.ts - t0) / 1000, cpu: cpu(t), wall: t.dur / 1000, step: stepAt(t.ts), parts: parts(t, mine), task: t })),
  };
}

const server = await startServer({ root: ROOT, port: 0 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const results = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const load = loadavg()[0].toFixed(2);
    const events = await traceSwitches(browser, `${server.url}/${ENTRY}`);
    if (SAVE) writeFileSync(`${SAVE}-${run}.json`, JSON.stringify(events));
    const { mine, longest, long } = longTasks(events);
    results.push({ count: long.filter((t) => t.cpu > 50).length, longest });
    console.log(`run ${run}: game switched ${GAMES.join(", ")} at 4x, served site ${ROOT} (load average ${load} before, ${loadavg()[0].toFixed(2)} after): ${results.at(-1).count} main-thread tasks over 50 ms of CPU time, the longest ${longest.toFixed(0)} ms`);
    for (const t of long) {
      console.log(`  ${t.step}: task at ${t.at.toFixed(0)} ms, ${t.cpu.toFixed(1)} ms CPU (${t.wall.toFixed(1)} ms wall): ${t.parts.map((e) => `${label(e)} ${cpu(e).toFixed(1)}`).join("; ")}`);
      if (TREE) tree(t.task, 2, mine);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
if (RUNS > 1) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`median of ${RUNS} runs: ${median(results.map((r) => r.count))} tasks over 50 ms of CPU time (${results.map((r) => r.count).join(", ")}), the longest ${median(results.map((r) => r.longest)).toFixed(0)} ms (${results.map((r) => r.longest.toFixed(0)).join(", ")})`);
}
