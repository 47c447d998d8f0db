// Offline updates are atomic (issue 16): the service worker installs a new version only
// when every file of it came in, a failed update leaves the old version working online
// and offline, and a page never runs the bindings of one build against the wasm of
// another ("WebAssembly.instantiate(): Import #0 ... function import requires a callable").
//
// A server of the test's own plays the site's deployments: build A is the repository as
// built; build B is a real, working build that cannot be mixed with A (one import name of
// the bindings and the wasm renamed alike, as a rebuild renames them) under a new
// www/pkg/version.js hash, with a changed sw.js. The server can make the wasm request fail
// (connection cut, or 404), hold sw.js or the wasm back, be down altogether (offline), or
// stall: be connected but never answer, or stop mid-file ("lie-fi").
//
// The tests read the caches without ever opening one (`cachedWasm`): `caches.open` makes a
// cache of a name that the worker has just deleted. A failed snapshot deleted between the
// page's `caches.keys()` and its `caches.open(name)` came back empty and stayed for good
// (2026-11-27: after 6 of 20, 2 of 8 and 7 of 20 failed rounds read back to back that way;
// 0 of 20 with settledTo's 100 ms pause between reads, load average 4.5), a leftover that no
// wait outlasts. It is the one way found for `settledTo` to time out, as it did twice in the
// whole suite (2026-11-25): the rounds themselves took 1.5-3.7 s (load average 6-10, 2 cores).

import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import path from "node:path";
import { openPage, repo } from "./harness.mjs";

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".wasm": "application/wasm", ".svg": "image/svg+xml", ".webmanifest": "application/manifest+json" };
const PKG = "/www/pkg";

/**
 * One module's build B: its bindings and wasm with one import name renamed alike (e.g.
 * __wbg_Error_208446807d0d1e30), as a rebuild renames them, and the hash of both.
 */
function rebuilt(name) {
  const bindings = readFileSync(path.join(repo, `www/pkg/${name}.js`), "utf8");
  const wasm = readFileSync(path.join(repo, `www/pkg/${name}_bg.wasm`));
  const hashA = createHash("sha256").update(bindings).update(wasm).digest("hex").slice(0, 16);
  const imported = bindings.match(/\b__wbg_\w+?_[0-9a-f]{16}\b/)[0];
  const renamed = imported.slice(0, -16) + [...imported.slice(-16)].map((c) => "0123456789abcdef"[(parseInt(c, 16) + 1) % 16]).join("");
  const bindingsB = bindings.replaceAll(imported, renamed);
  const wasmB = Buffer.from(wasm);
  let at = 0;
  let count = 0;
  while ((at = wasmB.indexOf(imported, at)) >= 0) {
    wasmB.write(renamed, at);
    count++;
  }
  assert.ok(count >= 1, `${name}'s wasm imports ${imported}`);
  const hashB = createHash("sha256").update(bindingsB).update(wasmB).digest("hex").slice(0, 16);
  return { name, hashA, hashB, files: { [`${PKG}/${name}.js`]: bindingsB, [`${PKG}/${name}_bg.wasm`]: wasmB } };
}

/**
 * Build A (the repository's) and build B (every module rebuilt: the combined one of
 * version.js, each family's of families.js and each knowledge module of knowledge.js, new
 * hashes, changed sw.js). `hashA`/`hashB`
 * name the draughts module, the one the page's American checkers runs on; `versionsA`/`versionsB`
 * are every module's hash of a build, as a whole snapshot of it holds them.
 */
function builds() {
  const version = readFileSync(path.join(repo, "www/pkg/version.js"), "utf8");
  const families = readFileSync(path.join(repo, "www/pkg/families.js"), "utf8");
  const knowledge = readFileSync(path.join(repo, "www/pkg/knowledge.js"), "utf8");
  const sw = readFileSync(path.join(repo, "sw.js"), "utf8");
  const app = readFileSync(path.join(repo, "www/app.js"), "utf8");
  const combined = rebuilt("boardgames");
  assert.equal(version.match(/\?v=([0-9a-f]+)/)[1], combined.hashA, "version.js names the combined module built");
  const modules = [...families.matchAll(/family-([a-z-]+)\.js\?v=([0-9a-f]+)/g)].map(([, family, hash]) => {
    const m = rebuilt(`family-${family}`);
    assert.equal(hash, m.hashA, `families.js names the ${family} module built`);
    return m;
  });
  assert.ok(modules.length >= 2, "families.js names the family modules");
  const draughts = modules.find((m) => m.name === "family-draughts");
  // The knowledge modules belong to the snapshot too (www/knowledge.js, sw.js's ENTRIES).
  const knowing = [...knowledge.matchAll(/(family-[a-z-]+-knowledge)\.js\?v=([0-9a-f]+)/g)].map(([, name, hash]) => {
    const m = rebuilt(name);
    assert.equal(hash, m.hashA, `knowledge.js names the ${name} module built`);
    return m;
  });
  assert.ok(knowing.length >= 1, "knowledge.js names the knowledge modules");
  const all = [combined, ...modules, ...knowing];
  return {
    hashA: draughts.hashA,
    hashB: draughts.hashB,
    versionsA: all.map((m) => m.hashA).sort(),
    versionsB: all.map((m) => m.hashB).sort(),
    A: {},
    B: {
      "/sw.js": `${sw}\n// build B\n`,
      "/www/app.js": `${app}\n// build B\n`,
      [`${PKG}/version.js`]: version.replaceAll(combined.hashA, combined.hashB),
      [`${PKG}/families.js`]: modules.reduce((text, m) => text.replaceAll(m.hashA, m.hashB), families),
      [`${PKG}/knowledge.js`]: knowing.reduce((text, m) => text.replaceAll(m.hashA, m.hashB), knowledge),
      ...Object.assign({}, ...all.map((m) => m.files)),
    },
  };
}

/**
 * The test's web server: `site.build` ("A" | "B"), `site.wasm` ("ok" | "cut" | "404"),
 * `site.down`, `site.holdSw` and `site.holdWasm` (a promise the request waits for first).
 * `site.stall(path)` (when set) says how a request stalls: "silent" (never answered, the
 * connection kept open), "mid-body" (the headers and half the file sent, then nothing), or
 * false (answered). `site.editSw(text)` (when set) changes the sw.js served (a test-only
 * constant). `site.requests` lists every path and query asked for.
 */
async function startSite() {
  const all = builds();
  const site = { ...all, build: "A", wasm: "ok", down: false, holdSw: null, holdWasm: null, stall: null, editSw: null, requests: [] };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, "http://localhost");
    site.requests.push(url.pathname + url.search);
    if (site.down) return req.socket.destroy();
    const stall = site.stall?.(url.pathname);
    if (stall === "silent") return;
    if (url.pathname === "/sw.js" && site.holdSw) await site.holdSw;
    if (url.pathname.endsWith(".wasm") && site.holdWasm) await site.holdWasm;
    if (url.pathname.endsWith(".wasm") && site.wasm === "cut") return req.socket.destroy();
    if (url.pathname.endsWith(".wasm") && site.wasm === "404") {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("not found\n");
    }
    const parts = decodeURIComponent(url.pathname).split("/").filter(Boolean);
    let body = site[site.build][url.pathname];
    if (body === undefined && !parts.some((p) => p.startsWith("."))) {
      try {
        body = await readFile(path.join(repo, ...(url.pathname.endsWith("/") ? [...parts, "index.html"] : parts)));
      } catch {
        body = undefined;
      }
    }
    if (body === undefined) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("not found\n");
    }
    if (url.pathname === "/sw.js" && site.editSw) body = site.editSw(String(body));
    const headers = { "content-type": TYPES[path.extname(url.pathname)] ?? "application/octet-stream", "cache-control": "no-store" };
    if (stall === "mid-body") {
      // The length promises the whole file; half of it comes, the rest never does.
      const bytes = Buffer.from(body);
      res.writeHead(200, { ...headers, "content-length": bytes.length });
      return res.write(bytes.subarray(0, bytes.length >> 1));
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  site.url = `http://localhost:${server.address().port}`;
  site.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}

/** A fresh browser context on the site (the harness's openPage), with its page's errors collected. */
async function openSite(t, site) {
  const { page, errors, close } = await openPage(`${site.url}/index.html`, { viewport: { width: 1000, height: 800 }, ready: false, allowErrors: true, serviceWorker: true });
  t.after(close);
  return { page, errors };
}

/** Waits until the site's worker is active and controls the page (the default wait, or `timeout` ms). */
async function untilControlled(page, timeout) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, timeout ? { timeout } : undefined);
}

/** Waits for the board, plays a move, and says which build runs (the draughts module's hash). */
async function plays(page, label) {
  await page.waitForSelector("#board[ready]", { timeout: 20000 }).catch(async (e) => {
    throw new Error(`${label}: the board did not come up (${await page.textContent("#status-text").catch(() => "?")}): ${e.message}`);
  });
  await page.evaluate(() => document.getElementById("board").newGame());
  await page.waitForFunction(() => document.getElementById("board").history().length === 0);
  await page.evaluate(() => document.getElementById("board").play("11-15"));
  assert.deepEqual(await page.evaluate(() => document.getElementById("board").history()), ["11-15"], `${label}: a move is played`);
  // The build of the module American checkers runs on (families.js names it by its hash).
  return page.evaluate(async () => (await import("/www/pkg/families.js")).FAMILIES.draughts.wasmUrl().searchParams.get("v"));
}

/** Registers (or asks for an update of) the site's worker and waits until the job settles: its state. */
function settleWorker(page, how) {
  return page.evaluate(async (how) => {
    let reg;
    try {
      if (how === "register") reg = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      else {
        reg = await navigator.serviceWorker.getRegistration();
        await reg.update();
      }
    } catch (e) {
      return `refused: ${e.message}`;
    }
    const worker = reg.installing ?? reg.waiting;
    if (!worker) return reg.active ? "unchanged" : "none";
    await new Promise((resolve) => {
      const check = () => ["activated", "redundant"].includes(worker.state) && resolve();
      worker.addEventListener("statechange", check);
      check();
    });
    return worker.state;
  }, how);
}

/**
 * Waits until the site's one cache is a snapshot of the build `hash` alone: up to 60 s, as
 * `settledTo`, since the snapshot is taken in the background, file by file (the site has
 * over 70 files since the analysis and review modules).
 */
async function waitSnapshot(page, site, versions) {
  let caches;
  for (let i = 0; i < 600; i++) {
    caches = await cachedWasm(page, site);
    const lists = Object.values(caches);
    if (lists.length === 1 && JSON.stringify(lists[0]) === JSON.stringify(versions)) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`the cache did not become a snapshot of ${versions}: ${JSON.stringify(caches)}`);
}

/**
 * Waits until the caches are `want`: up to 60 s, as `waitSnapshot`. A page's request of a
 * changed file starts a background snapshot, which fetches the site's files one by one
 * until the failing wasm: a round took 1.5-3.7 s here (load average 9-10 on 2 cores,
 * 2026-11-27), a few seconds in all, alone or in the whole suite.
 */
async function settledTo(page, site, want, message) {
  let caches;
  for (let i = 0; i < 600; i++) {
    caches = await cachedWasm(page, site);
    if (JSON.stringify(caches) === JSON.stringify(want)) return;
    await page.waitForTimeout(100);
  }
  assert.deepEqual(caches, want, message);
}

/** The names of the site's caches (boardgames-*), oldest first. */
function cacheNames(page) {
  return page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("boardgames-")));
}

/**
 * The site's caches (boardgames-*) and the versions of the wasm modules each holds (sorted),
 * read without opening any: each cache is asked with `caches.match(url, { cacheName })`,
 * which makes no cache, for every wasm URL the server was ever asked for (a cache can hold
 * nothing else the server gave). `names` (default: the caches there now) may name a cache
 * deleted since: it reads as holding nothing and stays deleted.
 */
async function cachedWasm(page, site, names) {
  names ??= await cacheNames(page);
  const wasm = [...new Set(site.requests.filter((r) => r.split("?")[0].endsWith(".wasm")))].map((r) => site.url + r);
  return page.evaluate(
    async ({ names, wasm }) => {
      const out = {};
      for (const name of names) {
        const held = [];
        for (const url of wasm) if (await caches.match(url, { cacheName: name })) held.push(new URL(url).searchParams.get("v"));
        out[name] = held.sort();
      }
      return out;
    },
    { names, wasm },
  );
}

test("an update whose wasm cannot be fetched is refused: the old version plays online and offline, and installs later", async (t) => {
  const site = await startSite();
  t.after(() => site.close());
  const { page, errors } = await openSite(t, site);
  assert.equal(await plays(page, "build A, first visit"), site.hashA);
  await untilControlled(page);
  const before = await cachedWasm(page, site);
  assert.equal(Object.keys(before).length, 1, `one cache: ${JSON.stringify(before)}`);
  assert.deepEqual(Object.values(before)[0], site.versionsA, `build A's wasm modules, every family's, are cached: ${JSON.stringify(before)}`);

  // Build B is deployed, but its wasm cannot be fetched.
  site.build = "B";
  site.wasm = "cut";
  assert.equal(await settleWorker(page, "update"), "redundant", "the update is refused");
  assert.deepEqual(await cachedWasm(page, site), before, "the old cache is untouched and no partial cache is left");

  // Online, with the wasm still failing: the page runs build A's engine whole.
  await page.reload();
  assert.equal(await plays(page, "online, build B's wasm failing"), site.hashA, "build A runs (never B's bindings on A's wasm)");
  // The reload saw build B's changed files, so the worker tries a new snapshot in the
  // background; a half-made one may exist meanwhile (never served). Once the wasm fetch
  // fails it is deleted, and build A's snapshot is all that is left.
  await settledTo(page, site, before, "the snapshot is still build A alone");
  // Offline: build A whole, its modules included (B's app.js was seen online, not kept).
  site.down = true;
  await page.reload();
  assert.equal(await plays(page, "offline after the failed update"), site.hashA);
  assert.doesNotMatch(await page.evaluate(() => fetch("/www/app.js").then((r) => r.text())), /build B/, "offline, the modules are build A's");
  await page.reload();
  assert.equal(await plays(page, "offline, second reload"), site.hashA);

  // The network is back: build B installs whole and is used, online and then offline.
  site.down = false;
  site.wasm = "ok";
  assert.equal(await settleWorker(page, "update"), "activated", "the update installs once every file comes in");
  await page.reload();
  assert.equal(await plays(page, "online, build B installed"), site.hashB);
  const after = await cachedWasm(page, site);
  assert.equal(Object.keys(after).length, 1, `one cache: ${JSON.stringify(after)}`);
  assert.deepEqual(Object.values(after)[0], site.versionsB, `build B's wasm modules, every family's, are cached: ${JSON.stringify(after)}`);
  site.down = true;
  await page.reload();
  assert.equal(await plays(page, "offline, build B"), site.hashB);
  assert.deepEqual(errors, []);
});

test("a rebuilt site is picked up online at once, and a rebuild whose wasm fails keeps the running pair", async (t) => {
  const site = await startSite();
  t.after(() => site.close());
  const { page, errors } = await openSite(t, site);
  await untilControlled(page);
  // A rebuild without any change to sw.js (a developer's): the next load runs it.
  site.B["/sw.js"] = readFileSync(path.join(repo, "sw.js"), "utf8");
  site.build = "B";
  site.wasm = "cut";
  await page.reload();
  assert.equal(await plays(page, "rebuilt, its wasm failing"), site.hashA, "the cached pair runs while the new wasm cannot be had");
  site.wasm = "ok";
  await page.reload();
  assert.equal(await plays(page, "rebuilt, online"), site.hashB, "the rebuilt engine runs on the next load");
  // The rebuild is taken into a new snapshot in the background, which replaces the old one whole.
  await waitSnapshot(page, site, site.versionsB);
  site.down = true;
  await page.reload();
  assert.equal(await plays(page, "rebuilt, offline"), site.hashB, "and offline the same pair");
  assert.match(await page.evaluate(() => fetch("/www/app.js").then((r) => r.text())), /build B/, "and the same modules");
  assert.deepEqual(errors, []);
});

test("a failed background snapshot is deleted and stays deleted, read by these tests while it goes", async (t) => {
  const site = await startSite();
  t.after(() => site.close());
  const { page, errors } = await openSite(t, site);
  await untilControlled(page);
  const before = await cacheNames(page);
  assert.equal(before.length, 1, `one snapshot: ${before}`);
  // A rebuild with the worker unchanged (no install of a new worker: only the background
  // snapshot runs), whose wasm is held, then cut: the half-made snapshot waits at its wasm.
  site.B["/sw.js"] = readFileSync(path.join(repo, "sw.js"), "utf8");
  site.build = "B";
  site.wasm = "cut";
  let release;
  site.holdWasm = new Promise((r) => (release = r));
  // The page's request of a changed file starts the background snapshot.
  await page.evaluate(() => fetch("/www/app.js").then((r) => r.text()));
  let names;
  for (let i = 0; i < 600 && (names = await cacheNames(page)).length < 2; i++) await page.waitForTimeout(100);
  assert.equal(names.length, 2, `a snapshot is under way beside the one in use: ${names}`);
  const partial = names.find((n) => !before.includes(n));
  // Its wasm fails: the worker deletes it.
  release();
  site.holdWasm = null;
  for (let i = 0; i < 600 && (await cacheNames(page)).includes(partial); i++) await page.waitForTimeout(100);
  assert.deepEqual(await cacheNames(page), before, "the failed snapshot is deleted");
  // Read as the tests read the caches between their listing and its deletion: it stays
  // deleted (caches.open would have made it again, empty, for good).
  assert.deepEqual((await cachedWasm(page, site, names))[partial], [], "the deleted snapshot reads as holding nothing");
  assert.deepEqual(await cacheNames(page), before, "and it is still deleted");
  assert.deepEqual(errors, []);
});

test("a first install whose wasm is missing is refused, and the next visit installs the site whole", async (t) => {
  const site = await startSite();
  t.after(() => site.close());
  // The page starts (its own wasm request succeeds), then the worker's precache finds no wasm.
  let release;
  site.holdSw = new Promise((r) => (release = r));
  const { page, errors } = await openSite(t, site);
  assert.equal(await plays(page, "first visit"), site.hashA);
  site.wasm = "404";
  release();
  site.holdSw = null;
  const state = await settleWorker(page, "register");
  assert.match(state, /^redundant|^refused|^none/, `the install is refused (${state})`);
  assert.equal(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), false, "no worker is active");
  assert.deepEqual(await cachedWasm(page, site), {}, "no cache is left");
  // The next visit retries and installs.
  site.wasm = "ok";
  await page.reload();
  assert.equal(await plays(page, "second visit"), site.hashA);
  await untilControlled(page, 20000);
  site.down = true;
  await page.reload();
  assert.equal(await plays(page, "offline after the retried install"), site.hashA);
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
});

/**
 * How long a page load may take while every request stalls: the worker's real
 * NETWORK_WAIT_MS (4 s) per round of requests (the page, its preloaded modules, the
 * modules loaded later, the engine): 12.8-13.0 s in three runs (2026-11-27, load average
 * 5-7), and 9.4-9.7 s with the wasm alone stalled (PAIR_WAIT_MS, 8 s). Without a timeout
 * the load waits for the browser's own, minutes.
 */
const STALLED_LOAD_MS = 40000;

/** Reloads the page and waits until it plays: the build that runs, and the time it took. */
async function reloadPlays(page, label) {
  const t0 = Date.now();
  await page.reload({ timeout: STALLED_LOAD_MS });
  const hash = await plays(page, label);
  return { hash, ms: Date.now() - t0 };
}

test("a stalled network opens the page from the snapshot, and the game plays", async (t) => {
  const site = await startSite();
  t.after(() => site.close());
  const { page, errors } = await openSite(t, site);
  assert.equal(await plays(page, "first visit"), site.hashA);
  await untilControlled(page);
  for (const how of ["silent", "mid-body"]) {
    // Connected, but no request gets its whole answer: the network is asked, and stalls.
    site.stall = () => how;
    const asked = site.requests.length;
    const { hash, ms } = await reloadPlays(page, `every request stalled (${how})`);
    assert.equal(hash, site.hashA, `the snapshot's build runs (${how})`);
    assert.ok(ms < STALLED_LOAD_MS, `the page played after ${ms} ms (${how})`);
    assert.ok(site.requests.slice(asked).includes("/index.html"), `the network was asked for the page and stalled (${how})`);
    t.diagnostic(`every request stalled (${how}): the page played after ${ms} ms`);
  }
  assert.deepEqual(errors, []);
});

test("a stalled engine download keeps the snapshot's engine pair, and the new pair is used once it comes", async (t) => {
  const site = await startSite();
  t.after(() => site.close());
  const { page, errors } = await openSite(t, site);
  await untilControlled(page);
  // A rebuild with the worker unchanged; every other file comes, but no wasm does: the
  // new families.js names a pair that cannot be had.
  site.B["/sw.js"] = readFileSync(path.join(repo, "sw.js"), "utf8");
  site.build = "B";
  site.stall = (p) => p.endsWith(".wasm") && "mid-body";
  const stalled = await reloadPlays(page, "rebuilt, its wasm stalled");
  assert.equal(stalled.hash, site.hashA, "the snapshot's pair runs while the new wasm stalls");
  assert.ok(stalled.ms < STALLED_LOAD_MS, `the page played after ${stalled.ms} ms`);
  assert.ok(site.requests.some((r) => r.endsWith(`_bg.wasm?v=${site.hashB}`)), "the new wasm was asked for, and stalled");
  t.diagnostic(`wasm stalled: the page played after ${stalled.ms} ms`);
  site.stall = null;
  const online = await reloadPlays(page, "rebuilt, online");
  assert.equal(online.hash, site.hashB, "the rebuilt engine runs once its wasm comes");
  assert.deepEqual(errors, []);
});

/**
 * The snapshot's wait for one file, shortened for the test only (the server edits the
 * sw.js it serves): the real FILE_WAIT_MS is a minute, for a slow link's wasm.
 */
const TEST_FILE_WAIT_MS = 5000;

test("a stalled snapshot fails, is deleted, and the next refresh succeeds", async (t) => {
  const site = await startSite();
  t.after(() => site.close());
  const sw = readFileSync(path.join(repo, "sw.js"), "utf8");
  const wait = /const FILE_WAIT_MS = \d+;/;
  assert.match(sw, wait, "sw.js names FILE_WAIT_MS, the wait the test shortens");
  site.editSw = (text) => text.replace(wait, `const FILE_WAIT_MS = ${TEST_FILE_WAIT_MS};`);
  const { page, errors } = await openSite(t, site);
  await untilControlled(page);
  const before = await cacheNames(page);
  assert.equal(before.length, 1, `one snapshot: ${before}`);
  // A rebuild with the worker unchanged (only the background snapshot runs), whose wasm
  // starts coming and stops mid-file.
  site.B["/sw.js"] = sw;
  site.build = "B";
  site.stall = (p) => p.endsWith(".wasm") && "mid-body";
  // The page's request of a changed file starts the background snapshot.
  await page.evaluate(() => fetch("/www/app.js").then((r) => r.text()));
  let names;
  for (let i = 0; i < 600 && (names = await cacheNames(page)).length < 2; i++) await page.waitForTimeout(100);
  assert.equal(names.length, 2, `a snapshot is under way beside the one in use: ${names}`);
  const partial = names.find((n) => !before.includes(n));
  // Its wasm never comes whole: after the file's wait the snapshot fails and is deleted.
  for (let i = 0; i < 300 && (await cacheNames(page)).includes(partial); i++) await page.waitForTimeout(100);
  assert.deepEqual(await cacheNames(page), before, "the stalled snapshot is deleted");
  assert.ok(site.requests.some((r) => r.endsWith(`_bg.wasm?v=${site.hashB}`)), "the new wasm was asked for, and stalled");
  // The network is well again: the next changed file seen starts a snapshot that succeeds.
  site.stall = null;
  await page.evaluate(() => fetch("/www/app.js").then((r) => r.text()));
  await waitSnapshot(page, site, site.versionsB);
  site.down = true;
  await page.reload();
  assert.equal(await plays(page, "offline, the new snapshot"), site.hashB);
  assert.deepEqual(errors, []);
});
