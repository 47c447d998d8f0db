// `node tools/bench/switch-trace.mjs [--root DIR] [--entry index.html] [--games chess,shogi,...] [--min MS] [--tree]`:
// the main thread's tasks while the game is switched from the New game dialog (as
// tools/bench/firstboard.mjs does), at 4x CPU throttling, measured by the thread's CPU time
// in a DevTools trace (the `tdur` of each RunTask) instead of the wall clock. On a machine
// shared with other work the wall clock of a task grows with the load, its CPU time much
// less: this compares builds (--root) on a loaded machine, where firstboard.mjs's long-task
// counts mostly measure the load. Prints the count of tasks over 50 ms of CPU time and the
// longest; --tree prints each task over --min ms (default 50) with the trace events inside
// it (style, layout, the scripts by function and file, the canvas commit).

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
const MIN = Number(arg("--min", 50));
const TREE = process.argv.includes("--tree");

const server = await startServer({ root: ROOT, port: 0 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const events = [];
try {
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${server.url}/${ENTRY}`);
  await page.waitForSelector("board-game[ready]");
  await page.waitForTimeout(1500);
  cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,toplevel", transferMode: "ReportEvents" });
  for (const id of GAMES) {
    await switchGame(page, id, { dialogPauseMs: 200 });
    await page.waitForTimeout(400);
  }
  await cdp.send("Tracing.end");
  await done;
} finally {
  await browser.close();
  await server.close();
}

// The page's main thread: the CrRendererMain thread with the most events.
const mains = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
const counts = new Map();
for (const e of events) if (mains.has(`${e.pid}:${e.tid}`)) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const [pid, tid] = [...counts].sort((a, b) => b[1] - a[1])[0][0].split(":").map(Number);
const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X");
const runs = mine.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");
// Outermost tasks only (a RunTask may nest another).
const tasks = runs.filter((t) => !runs.some((u) => u !== t && u.ts <= t.ts && u.ts + u.dur >= t.ts + t.dur && u.dur > t.dur));
const cpu = (e) => (e.tdur ?? 0) / 1000;
const t0 = Math.min(...tasks.map((t) => t.ts));
const label = (e) => {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const what = d.functionName || d.url?.split("/").slice(-2).join("/") || d.type || "";
  return `${e.name}${what ? `[${what}${d.lineNumber != null ? `:${d.lineNumber}` : ""}]` : ""}`;
};
function tree(parent, depth, list) {
  if (depth > 8) return;
  const inside = list.filter((e) => e !== parent && e.ts >= parent.ts && e.ts + (e.dur ?? 0) <= parent.ts + parent.dur);
  const direct = inside.filter((e) => !inside.some((u) => u !== e && u.ts <= e.ts && u.ts + u.dur >= e.ts + e.dur && u.dur > e.dur));
  for (const e of direct) {
    if (cpu(e) < 2) continue;
    console.log(`${"  ".repeat(depth)}${label(e)} ${cpu(e).toFixed(1)} ms`);
    tree(e, depth + 1, inside);
  }
}
const long = tasks.filter((t) => cpu(t) > 50);
console.log(`game switched ${GAMES.join(", ")} at 4x, served site ${ROOT} (load average ${loadavg().map((x) => x.toFixed(2)).join(" ")}): ${long.length} main-thread tasks over 50 ms of CPU time, the longest ${Math.max(0, ...tasks.map(cpu)).toFixed(0)} ms`);
if (TREE)
  for (const t of tasks.filter((t) => cpu(t) >= MIN)) {
    console.log(`task at ${((t.ts - t0) / 1000).toFixed(0)} ms: ${cpu(t).toFixed(1)} ms CPU, ${(t.dur / 1000).toFixed(1)} ms wall`);
    tree(t, 1, mine);
  }
