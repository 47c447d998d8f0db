// The service worker of the served site: after the first visit every page, module,
// the wasm, the styles, the manifest and the icon are kept in a cache, so the site
// opens and plays with no network. It sits next to index.html and uses only paths
// relative to itself, so the site works from any sub-folder of a web server.
//
// What to keep is found, not listed by hand: starting from the pages below, it reads
// each HTML page's src/href and each module's imports (and `new URL("...",
// import.meta.url)` assets such as the wasm), the same literal references the
// single-file bundler follows.
//
// Updates are atomic (docs/design.md, "Offline: the service worker"):
// - The cache is a snapshot of the whole site, taken into a cache of its own and used only
//   when EVERY file it reaches came in whole. An install whose snapshot fails fails, and
//   the worker and snapshot already in charge stay (the browser retries on a later visit).
// - Requests go to the network first (a rebuilt site is picked up at once) and fall back
//   to the snapshot when the network fails. When the network gives a file that differs
//   from the snapshot's, a new snapshot is taken in the background and replaces the old
//   one only once whole: offline, the site is always one version, never a mix.
// - The engine's bindings and its wasm are named by a hash of the build
//   (www/pkg/version.js, written by build.sh: `boardgames.js?v=<hash>`). A file named by
//   such a versioned URL never changes, so it is served from the cache by its exact URL;
//   and a module that names versioned files (version.js) is taken from the network only
//   when every file it names is in the cache or came in now, else the snapshot's copy is
//   served. So a page never pairs the bindings of one build with the wasm of another.
// - The page loads one wasm module per family of games (www/pkg/families.js, written by
//   build.sh; www/engine.js imports it by a computed name, which no crawl follows): it is an
//   entry of its own here, so the snapshot holds every family's bindings and wasm and every
//   game plays offline. So is www/pkg/knowledge.js (the knowledge modules that the
//   computer's worker loads for analysis, the review and levels 5-6: www/knowledge.js): they
//   belong to the snapshot, updated with it all or nothing, so those work offline too.
// - No network fetch waits for ever (a connection that is up but never answers, or stops
//   mid-file: "lie-fi"). A page's request that the snapshot can answer waits NETWORK_WAIT_MS
//   for the whole file, then the snapshot's copy is served; a new version.js (families.js) gets
//   PAIR_WAIT_MS for the files it names, else the snapshot's version.js is served; each file
//   of a snapshot gets FILE_WAIT_MS, else the snapshot fails and is deleted (all or nothing),
//   and a later one can run. A request the snapshot cannot answer waits for the network.
// - The draughts endgame tables (www/egdb/, docs/egdb.md "On the page") are fetched by the
//   analysis's worker only for an endgame it analyses: they are no part of a snapshot (a
//   first visit stays small). Each one fetched is kept in a cache of its own (TABLES), from
//   the network first, and served from there when the network cannot answer, so analysis
//   offline keeps the tables it had. A snapshot never holds them: updates stay all or nothing.
// Bump VERSION when this file's behaviour changes.

const VERSION = "6";
const PREFIX = "boardgames-";
const BASE = new URL("./", self.location.href);
const ENTRIES = ["index.html", "examples/rules.html", "examples/learn-russian.html", "manifest.webmanifest", "icon.svg", "www/pkg/families.js", "www/pkg/knowledge.js"];
// The endgame tables' cache (not PREFIX: no snapshot, and an update leaves it).
const TABLES = "egdb-tables-v1";
const TABLES_DIR = new URL("www/egdb/", BASE).href;
// Written last into a cache that holds a whole version (a dot path: never a file of the site).
const COMPLETE = new URL(".complete", BASE).href;

// How long a page's request waits for the whole file from the network when the snapshot
// holds a copy to serve instead. A working server sends these files (pages, modules, styles:
// 43 KB at most) in well under a second, on a slow mobile link in one or two; a connection
// that is up but never answers would hold the page until the browser gives up, minutes
// later. A few seconds leaves a slow link its time, and a stalled one opens the page from
// the snapshot after a few rounds of such waits (the page's modules are fetched in a few
// rounds, see <link rel="modulepreload">).
const NETWORK_WAIT_MS = 4000;
// How long the page waits for the engine files that a new version.js or families.js names
// (five family modules of 0.3 MB each, their bindings, or the combined 0.8 MB module) before
// it runs on the snapshot's pair instead: about 1.5 MB in 8 s is 1.5 Mbit/s. A slower link
// gets the new pair through the background snapshot, which waits longer.
const PAIR_WAIT_MS = 8000;
// How long the background snapshot waits for one file: nobody waits on it, and the
// combined wasm (0.8 MB) takes a minute at about 100 kbit/s. It only has to end: a snapshot
// whose file never comes fails, is deleted, and lets a later snapshot run.
const FILE_WAIT_MS = 60000;

const HTML_REF = /\b(?:src|href)\s*=\s*["']([^"'#?]+)["']/gi;
// A template literal without `${` is a literal too: the bundled site in dist/ writes them.
const JS_REF = /(?:\bfrom\s*|\bimport\s*\(?\s*)(?:["']([^"']+)["']|`([^`$]+)`)|new\s+URL\(\s*(?:["']([^"']+)["']|`([^`$]+)`)\s*,\s*import\.meta\.url\s*\)/g;
const KEPT = /\.(?:html|m?js|css|wasm|svg|png|webmanifest)$/;

/** Whether a URL names one build's file (`?v=<hash>`): its content never changes. */
const versioned = (url) => new URL(url).searchParams.has("v");

/**
 * The same-site URLs a page or module text refers to. What a versioned module refers to
 * is of its version too (the bindings' own `new URL("boardgames_bg.wasm", ...)`).
 */
function references(url, text) {
  const out = [];
  const pattern = /\.html?$|\/$/.test(url.pathname) ? HTML_REF : JS_REF;
  for (const m of text.matchAll(pattern)) {
    const spec = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (!spec || /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(spec)) continue;
    const target = new URL(spec, url);
    target.hash = "";
    if (!target.search && url.searchParams.has("v")) target.search = `?v=${url.searchParams.get("v")}`;
    if (target.href.startsWith(BASE.href) && KEPT.test(target.pathname)) out.push(target);
  }
  return out;
}

/**
 * Runs `work(signal)` with a signal aborted after `ms`: a stalled fetch (no answer, or a
 * body that stops coming) rejects instead of waiting for ever. The timer is cleared once
 * the work is done, so a response returned whole is never aborted while it is read.
 */
async function within(ms, work) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no answer within ${ms} ms`)), ms);
  try {
    return await work(abort.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches a file for the cache: a whole, successful response, or an Error (`signal` aborts it). */
async function fetchWhole(url, signal) {
  const response = await fetch(url, { cache: "no-cache", signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  // Reading the body here makes a connection cut mid-file a failure now, not a broken cache entry.
  const body = await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Names of complete version caches, oldest first. */
async function completeCaches() {
  const out = [];
  for (const name of (await caches.keys()).filter((k) => k.startsWith(PREFIX)).sort()) {
    // caches.match, not caches.open: opening a cache that a failed snapshot has just
    // deleted would make it again, empty, and leave it behind.
    if (await caches.match(COMPLETE, { cacheName: name })) out.push(name);
  }
  return out;
}

let current = null;

/** The snapshot served from: the newest complete one (each is a whole version of the site). */
async function currentCache() {
  // (caches.open would make an empty cache of a name that has just been deleted.)
  if (!current || !(await caches.has(current))) current = (await completeCaches()).pop() ?? null;
  return current ? caches.open(current) : null;
}

let refreshing = null;
let again = false;

/** Takes a new snapshot of the site in the background; it replaces the old one once whole. */
function refresh() {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      again = false;
      try {
        const name = await precache();
        const old = current;
        current = name;
        if (old && old !== name) await caches.delete(old);
      } catch {
        // The network failed part way: the snapshot in use stays.
      }
    } while (again);
  })().finally(() => (refreshing = null));
  return refreshing;
}

/** Whether two responses have the same bytes. */
async function sameBody(a, b) {
  const [x, y] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
  if (x.byteLength !== y.byteLength) return false;
  const p = new Uint8Array(x);
  const q = new Uint8Array(y);
  for (let i = 0; i < p.length; i++) if (p[i] !== q[i]) return false;
  return true;
}

/** Fetches the entry pages and everything they reach into a new cache; all or nothing. */
async function precache() {
  // Named first by the time it was begun, so that names sort oldest first; made unique.
  const name = `${PREFIX}${String(Date.now()).padStart(15, "0")}-v${VERSION}-${Math.random().toString(36).slice(2, 8)}`;
  const cache = await caches.open(name);
  try {
    const seen = new Set();
    const queue = ENTRIES.map((p) => new URL(p, BASE));
    while (queue.length) {
      const url = queue.shift();
      if (seen.has(url.href)) continue;
      seen.add(url.href);
      // Every file is required: a version missing one (the wasm, a module) does not start offline.
      const response = await within(FILE_WAIT_MS, (signal) => fetchWhole(url, signal));
      await cache.put(url, response.clone());
      if (/\.(?:html?|m?js)$/.test(url.pathname)) queue.push(...references(url, await response.text()));
    }
    // The site's folder itself opens index.html.
    await cache.put(BASE, await cache.match(new URL("index.html", BASE)));
    await cache.put(COMPLETE, new Response(name));
  } catch (e) {
    await caches.delete(name);
    throw e;
  }
  return name;
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // This worker's cache is the newest complete one; older versions and partial ones go.
      const complete = await completeCaches();
      current = complete[complete.length - 1];
      for (const key of await caches.keys()) if (key.startsWith(PREFIX) && key !== current) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/**
 * A module fetched from the network that names versioned files is usable only with them:
 * true when each is in the snapshot or was fetched whole into it now (a versioned file
 * never changes, so adding one leaves the snapshot one version: its own version.js still
 * names its own pair). The page waits on it: false when they do not all come within
 * PAIR_WAIT_MS.
 */
async function pairComplete(cache, url, text) {
  let fetched;
  try {
    fetched = await within(PAIR_WAIT_MS, async (signal) => {
      const out = [];
      for (const u of references(url, text).filter((u) => versioned(u))) if (!(await cache.match(u))) out.push([u, await fetchWhole(u, signal)]);
      return out;
    });
  } catch {
    return false;
  }
  for (const [u, response] of fetched) await cache.put(u, response);
  return true;
}

async function respond(event) {
  const request = event.request;
  const cache = await currentCache();
  if (versioned(request.url)) {
    // One build's file: the cached copy is the right one; the network is asked only when it is missing.
    return (await cache?.match(request)) ?? fetch(request);
  }
  const key = request.url.split(/[?#]/)[0];
  // What the snapshot serves when the network cannot.
  const cached = (await cache?.match(request, { ignoreSearch: true })) ?? (request.mode === "navigate" ? await cache?.match(new URL("index.html", BASE)) : undefined);
  const response = await networkOr(request, cached);
  if (response === cached) return cached;
  if (!cache || !response.ok || response.type !== "basic") return response;
  const kept = await cache.match(key);
  // A file of the snapshot changed on the server: the site was rebuilt; take it whole.
  if (kept) {
    const [old, fresh] = [kept.clone(), response.clone()];
    event.waitUntil(sameBody(old, fresh).then((same) => same || refresh()));
  }
  if (/\.m?js$/.test(new URL(key).pathname)) {
    let text;
    try {
      text = await response.clone().text();
    } catch {
      return kept ?? response;
    }
    // The files it names could not all be had (in time): the snapshot's copy keeps its
    // matching pair (and the background snapshot, started above, takes the new one whole).
    if (!(await pairComplete(cache, new URL(key), text))) return kept ?? response;
  }
  return response;
}

/**
 * An endgame table (or the tables' manifest): from the network (NETWORK_WAIT_MS when a copy
 * is kept), kept in TABLES when it came whole; the kept copy when the network fails.
 */
async function respondTable(request) {
  const cache = await caches.open(TABLES);
  const kept = await cache.match(request, { ignoreSearch: true });
  const response = await networkOr(request, kept);
  if (response === kept) return kept;
  if (response.ok && response.type === "basic") await cache.put(request.url.split(/[?#]/)[0], response.clone());
  return response;
}

/**
 * The network's response to `request`, or `copy` (when there is one) if the network fails.
 * With a copy at hand the network gets NETWORK_WAIT_MS for the whole file (read here, so
 * that a body which stops coming fails too); a late answer is dropped (aborted): the page
 * has its file, and waiting on to compare it would only matter on a link this slow.
 * Without a copy there is nothing better to serve: wait for the network.
 */
async function networkOr(request, copy) {
  try {
    return copy ? await within(NETWORK_WAIT_MS, (signal) => fetchBody(request, signal)) : await fetch(request);
  } catch (e) {
    if (copy) return copy;
    throw e;
  }
}

/** The network's response to a page's request, its body read whole (`signal` aborts it). */
async function fetchBody(request, signal) {
  const response = await fetch(request, { signal });
  await response.clone().arrayBuffer();
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(BASE.href)) return;
  event.respondWith(request.url.startsWith(TABLES_DIR) ? respondTable(request) : respond(event));
});
