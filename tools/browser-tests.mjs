// Runs the browser test files (tests/browser/*.test.mjs) for `./build.sh test`: several
// files at once, each in its own `node --test` process, all sharing one Chromium (each file
// connects and works in browser contexts of its own) and one static server of the
// repository (so the site's files are compressed once, not once per file). The files that
// time the page by the wall clock (a line `// browser-tests: alone`: long tasks, a heartbeat,
// a time bound) run afterwards, one at a time, each with a Chromium of its own and nothing
// else beside it. The files that trace the browser and bound each task's CPU time, which
// does not grow with the load (a line `// browser-tests: own-browser`: no-freeze-fixtures,
// no-freeze-records), run beside the others, each with a Chromium of its own (a trace of the
// shared one would hold every file's pages): alone, no-freeze-fixtures was a stage of 134 s
// on a quiet machine with a core idle a sixth of the time, and its CPU is the same either way.
//
//   node tools/browser-tests.mjs [--jobs N] [--summary FILE] [--alone-after FILE] file...
//
// --jobs: files at once (default BROWSER_TEST_JOBS, else one more than the cores, at least
// 3: most of a browser test's time is spent waiting for the page). Four at once on 2 cores was
// tried (2026-11-28): the fresh-clone stage took 942 s and 869 s of CPU, against 572-726 s and
// about 640 s of CPU at three: more files at once made each slower, not the stage shorter.
// Each file's report is printed whole when it ends; at the end, the slowest files. --summary
// writes one line per group, "<group> <passed> <failed> <seconds> <cpu-seconds>", for
// build.sh's stage summary. --alone-after FILE: the files that time the page wait until FILE
// exists (build.sh runs the Node tests beside the other browser files and writes FILE when
// they end, so that nothing runs beside the timed files).
// CPU times (user + system, Linux /proc; "?" elsewhere) are sampled from the process tree
// twice a second (tree-cpu.mjs): a Chromium's renderers are children of its zygote, which
// does not add them to the times the browser's waiting parent sees, so the kernel's
// children's times missed most of the page's work (about half of it). A group's is the
// runner's whole tree (the shared Chromium included); a file's is its own tree (its node,
// a Chromium of its own, not the shared one's work for it). The files'
// times are kept in test-results/browser-times.json: the next run starts the longest first
// (a fresh clone goes by tests/browser/times.json).
// Exits non-zero when a test failed.

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "./static-server.mjs";
import { TreeCpu } from "./tree-cpu.mjs";
import { CHROMIUM, LAUNCH } from "../tests/browser/chromium.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ALONE = /^\/\/ browser-tests: alone\b/m;
const OWN_BROWSER = /^\/\/ browser-tests: own-browser\b/m;
const TIMES = path.join(repo, "test-results", "browser-times.json");
const HINT = path.join(repo, "tests", "browser", "times.json");

function parseArgs(argv) {
  const opts = { jobs: Number(process.env.BROWSER_TEST_JOBS) || Math.max(3, availableParallelism() + 1), summary: null, aloneAfter: null, files: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--jobs") opts.jobs = Number(argv[++i]);
    else if (argv[i] === "--summary") opts.summary = argv[++i];
    else if (argv[i] === "--alone-after") opts.aloneAfter = argv[++i];
    else opts.files.push(argv[i]);
  }
  if (!(opts.jobs >= 1)) throw new Error("--jobs takes a number of at least 1");
  return opts;
}

/** The counts of a TAP report written by node --test ("# pass N", "# fail N", "# cancelled N"). */
function tapCounts(file) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, "m"))?.[1] ?? 0);
  return { passed: count("pass"), failed: count("fail") + count("cancelled") };
}

const seconds = (x) => (Number.isFinite(x) ? x.toFixed(1) : "?");

/** Runs one test file in `node --test`; resolves with its counts, time, CPU time and report. */
function runFile(file, env, tapDir) {
  if (OWN_BROWSER.test(readFileSync(file, "utf8"))) {
    env = { ...env };
    delete env.BROWSER_TESTS_WS;
  }
  const tap = path.join(tapDir, path.basename(file) + ".tap");
  const args = ["--test", "--test-reporter=spec", "--test-reporter-destination=stdout", "--test-reporter=tap", `--test-reporter-destination=${tap}`, file];
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: repo, env, stdio: ["ignore", "pipe", "pipe"] });
    const cpu = cpuMeter.track(child.pid);
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => {
      const counts = tapCounts(tap);
      // A file that could not run (a syntax error, a crash) counts as a failure.
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      resolve({ file, ...counts, seconds: (performance.now() - t0) / 1000, cpu: cpu.stop(), output });
    });
  });
}

/** Runs `files` at most `jobs` at a time, in the given order; prints each report when its file ends. */
async function runPool(files, jobs, env, tapDir) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const r = await runFile(files[next++], env, tapDir);
      process.stdout.write(`\n---- ${path.relative(repo, r.file)}: ${r.passed} passed, ${r.failed} failed, ${r.seconds.toFixed(1)} s (CPU ${seconds(r.cpu)} s)\n${r.output}`);
      results.push(r);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, files.length) }, worker));
  return results;
}

const opts = parseArgs(process.argv.slice(2));
const cpuMeter = new TreeCpu();
const runnerCpu = cpuMeter.track(process.pid);
/** Waits until `file` exists (polled twice a second). */
async function waitForFile(file) {
  while (!existsSync(file)) await new Promise((r) => setTimeout(r, 500));
}
const readTimes = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {});
// The longest first, so that no long file starts last: by this machine's last run, else by
// HINT (a clone's first run; the times of one run, refreshed now and then by copying TIMES
// there), else (a new file) as a file of middle length.
const known = { ...readTimes(HINT), ...readTimes(TIMES) };
const key = (file) => path.relative(repo, path.resolve(file));
const middle = Object.values(known).sort((a, b) => a - b)[Object.keys(known).length >> 1] ?? 0;
const weight = (file) => known[key(file)] ?? middle;
const byWeight = (a, b) => weight(b) - weight(a);
const alone = opts.files.filter((f) => ALONE.test(readFileSync(f, "utf8"))).sort(byWeight);
const together = opts.files.filter((f) => !alone.includes(f)).sort(byWeight);

if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM`);
const site = await startServer({ root: repo, port: 0 });
let shared = await chromium.launchServer(LAUNCH);
const tapDir = mkdtempSync(path.join(tmpdir(), "browser-tests-"));
const groups = [];
try {
  const env = { ...process.env, BROWSER_TESTS_URL: site.url };
  let t0 = performance.now();
  let c0 = runnerCpu.now();
  console.log(`browser tests: ${together.length} files, ${opts.jobs} at a time, one Chromium and one server`);
  const results = await runPool(together, opts.jobs, { ...env, BROWSER_TESTS_WS: shared.wsEndpoint() }, tapDir);
  // Closed before the files that time the page: nothing else runs beside them, and its CPU
  // time counts in this group's.
  await shared.close();
  shared = null;
  groups.push({ name: "browser", results, seconds: (performance.now() - t0) / 1000, cpu: runnerCpu.now() - c0 });
  if (opts.aloneAfter && alone.length) {
    console.log(`\nbrowser tests: waiting for ${opts.aloneAfter} (the work beside them ends) before the files that time the page`);
    await waitForFile(opts.aloneAfter);
  }
  t0 = performance.now();
  c0 = runnerCpu.now();
  console.log(`\nbrowser tests: ${alone.length} files that time the page, one at a time, each with its own Chromium`);
  const aloneResults = await runPool(alone, 1, env, tapDir);
  groups.push({ name: "browser (alone)", results: aloneResults, seconds: (performance.now() - t0) / 1000, cpu: runnerCpu.now() - c0 });
} finally {
  if (shared) await shared.close();
  await site.close();
  rmSync(tapDir, { recursive: true, force: true });
  cpuMeter.close();
}

const all = groups.flatMap((g) => g.results);
mkdirSync(path.dirname(TIMES), { recursive: true });
// Merged with the times kept: a run of a few files keeps the others' times.
const times = { ...readTimes(TIMES), ...Object.fromEntries(all.map((r) => [key(r.file), Math.round(r.seconds * 10) / 10])) };
writeFileSync(TIMES, JSON.stringify(times, null, 1) + "\n");
console.log("\nbrowser tests, the slowest files (wall-clock seconds, with the others running beside them; CPU seconds of the file's process tree, without the shared Chromium's work for it):");
for (const r of [...all].sort((a, b) => b.seconds - a.seconds).slice(0, 12)) console.log(`  ${r.seconds.toFixed(1).padStart(6)}  CPU ${seconds(r.cpu).padStart(6)}  ${key(r.file)}`);
const failedFiles = all.filter((r) => r.failed).map((r) => key(r.file));
if (failedFiles.length) console.log(`\nfiles with failures: ${failedFiles.join(" ")}`);
const sum = (list, k) => list.reduce((s, r) => s + r[k], 0);
if (opts.summary) {
  writeFileSync(opts.summary, groups.map((g) => `${g.name}\t${sum(g.results, "passed")}\t${sum(g.results, "failed")}\t${g.seconds.toFixed(1)}\t${seconds(g.cpu)}\n`).join(""));
}
process.exitCode = failedFiles.length ? 1 : 0;
