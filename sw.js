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
// Updates are atomic (README, "Offline"):
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
//   game plays offline.
// Bump VERSION when this file's behaviour changes.

const VERSION = "3";
const PREFIX = "boardgames-";
const BASE = new URL("./", self.location.href);
const ENTRIES = ["index.html", "examples/rules.html", "manifest.webmanifest", "icon.svg", "www/pkg/families.js"];
// Written last into a cache that holds a whole version (a dot path: never a file of the site).
const COMPLETE = new URL(".complete", BASE).href;

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

/** Fetches a file for the cache: a whole, successful response, or an Error. */
async function fetchWhole(url) {
  const response = await fetch(url, { cache: "no-cache" });
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
      const response = await fetchWhole(url);
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
 * names its own pair).
 */
async function pairComplete(cache, url, text) {
  const fetched = [];
  try {
    for (const u of references(url, text).filter((u) => versioned(u))) if (!(await cache.match(u))) fetched.push([u, await fetchWhole(u)]);
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
  let response;
  try {
    response = await fetch(request);
  } catch (e) {
    const cached = (await cache?.match(request, { ignoreSearch: true })) ?? (request.mode === "navigate" ? await cache?.match(new URL("index.html", BASE)) : undefined);
    if (cached) return cached;
    throw e;
  }
  if (!cache || !response.ok || response.type !== "basic") return response;
  const kept = await cache.match(key);
  if (/\.m?js$/.test(new URL(key).pathname)) {
    let text;
    try {
      text = await response.clone().text();
    } catch {
      return kept ?? response;
    }
    // The files it names could not all be had: the snapshot's copy keeps its matching pair.
    if (!(await pairComplete(cache, new URL(key), text))) return kept ?? response;
  }
  // A file of the snapshot changed on the server: the site was rebuilt; take it whole.
  if (kept) {
    const fresh = response.clone();
    event.waitUntil(sameBody(kept, fresh).then((same) => same || refresh()));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(BASE.href)) return;
  event.respondWith(respond(event));
});
