// The service worker of the served site: after the first visit every page, module,
// the wasm, the styles, the manifest and the icon are kept in a cache, so the site
// opens and plays with no network. It sits next to index.html and uses only paths
// relative to itself, so the site works from any sub-folder of a web server.
//
// What to keep is found, not listed by hand: starting from the pages below, it reads
// each HTML page's src/href and each module's imports (and `new URL("...",
// import.meta.url)` assets such as the wasm), the same literal references the
// single-file bundler follows. Requests go to the network first (a rebuilt site is
// picked up at once) and fall back to the cache when the network fails.
// Bump VERSION when this file's behaviour changes; old caches are deleted.

const VERSION = "1";
const CACHE = `boardgames-v${VERSION}`;
const BASE = new URL("./", self.location.href);
const ENTRIES = ["index.html", "examples/rules.html", "manifest.webmanifest", "icon.svg"];

const HTML_REF = /\b(?:src|href)\s*=\s*["']([^"'#?]+)["']/gi;
const JS_REF = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']|new\s+URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g;

/** The same-site URLs a page or module text refers to. */
function references(url, text) {
  const out = [];
  const pattern = /\.html?$|\/$/.test(url.pathname) ? HTML_REF : JS_REF;
  for (const m of text.matchAll(pattern)) {
    const spec = m[1] ?? m[2];
    if (!spec || /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(spec)) continue;
    const target = new URL(spec, url);
    if (target.href.startsWith(BASE.href) && /\.(?:html|m?js|css|wasm|svg|png|webmanifest)$/.test(target.pathname)) out.push(target);
  }
  return out;
}

/** Fetches and caches the entry pages and everything they reach. */
async function precache() {
  const cache = await caches.open(CACHE);
  const seen = new Set();
  const queue = ENTRIES.map((p) => ({ url: new URL(p, BASE), required: p === "index.html" }));
  while (queue.length) {
    const { url, required } = queue.shift();
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    let response;
    try {
      response = await fetch(url, { cache: "no-cache" });
    } catch (e) {
      if (required) throw e;
      continue;
    }
    if (!response.ok) {
      if (required) throw new Error(`${url.href}: HTTP ${response.status}`);
      continue; // e.g. an optional module a page imports only if present
    }
    await cache.put(url, response.clone());
    if (/\.(?:html?|m?js)$/.test(url.pathname)) {
      for (const target of references(url, await response.text())) queue.push({ url: target, required: false });
    }
  }
  // The site's folder itself opens index.html.
  const index = await cache.match(new URL("index.html", BASE));
  if (index) await cache.put(BASE, index);
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith("boardgames-") && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(BASE.href)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const response = await fetch(request);
        if (response.ok && response.type === "basic") await cache.put(request.url.split(/[?#]/)[0], response.clone());
        return response;
      } catch (e) {
        const cached = (await cache.match(request, { ignoreSearch: true })) ?? (request.mode === "navigate" ? await cache.match(new URL("index.html", BASE)) : undefined);
        if (cached) return cached;
        throw e;
      }
    })(),
  );
});
