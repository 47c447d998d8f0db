// Registers the site's service worker (sw.js beside index.html) so the served site
// opens and plays offline after the first visit. Nothing happens where a service
// worker cannot run: a page opened from file:// (the single file) or a browser
// without service workers. Paths are relative to this module, so the site works from
// any sub-folder of a web server.

const here = import.meta.url;

/** Registers ../sw.js with the site's folder as its scope; resolves to the registration or null. */
export async function registerOffline() {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol) || globalThis.BOARDGAMES_WASM) return null;
  try {
    return await navigator.serviceWorker.register(new URL("../sw.js", here), { scope: new URL("../", here).href });
  } catch (e) {
    // Offline use is a convenience: the page works without it.
    console.warn(`offline use unavailable: ${e.message ?? e}`);
    return null;
  }
}

if (document.readyState === "complete") registerOffline();
else addEventListener("load", () => registerOffline(), { once: true });
