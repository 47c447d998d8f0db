// A small static file server for `./build.sh serve` and the browser tests, serving the
// site as a real host should (README, "Hosting"):
// - correct MIME types for .wasm and .mjs (WebAssembly.compileStreaming needs application/wasm);
// - compression of text and wasm: brotli when the client accepts it, else gzip (node:zlib,
//   compressed once per file version and kept in memory);
// - cache headers: a URL with `?v=<hash>` names one build's file (www/pkg/version.js writes
//   such URLs for the engine's bindings and wasm; sw.js reads `?v=` the same way), so it is
//   cacheable for a year and immutable. Everything else (HTML, sw.js, version.js and the
//   other modules, which are not versioned yet) is `no-cache`: the browser revalidates it
//   on each use (ETag / Last-Modified, answered 304 when unchanged), so a rebuilt site is
//   picked up on reload;
// - nothing outside the served folder or under a dot-folder (.git) is served.

import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/plain; charset=utf-8",
  ".pdn": "text/plain; charset=utf-8",
  ".ts": "text/plain; charset=utf-8",
};

/** Types worth compressing: text of every kind and the wasm (images are compressed already). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|manifest\+json|wasm|javascript)|image\/svg\+xml)/;
/** Below this many bytes compression saves less than the headers it costs. */
const MIN_COMPRESS = 1024;
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/**
 * Brotli on the fly at quality 5: ~0.1 s for the wasm, within 12% of quality 11 (which takes
 * seconds; a host that stores precompressed files can afford it). gzip at level 9 is fast.
 */
const ENCODERS = {
  br: (bytes) => brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => gzip(bytes, { level: 9 }),
};

/** The encoding to send for an Accept-Encoding header: "br", "gzip" or null (identity). */
export function chooseEncoding(header = "") {
  const q = new Map();
  for (const part of String(header).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name, qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const weight = (name) => (q.has(name) ? q.get(name) : q.has("*") ? q.get("*") : 0);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

/** The Cache-Control for a request URL: versioned (`?v=`) files are immutable, the rest revalidated. */
export function cacheControlFor(url) {
  return new URLSearchParams(url.split("#")[0].split("?")[1] ?? "").has("v") ? IMMUTABLE : REVALIDATE;
}

/** The file under `root` that `urlPath` names, or null when it must not be served. */
function resolvePath(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split("?")[0].split("#")[0]);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const parts = decoded.split("/").filter((p) => p !== "");
  if (parts.some((p) => p.startsWith("."))) return null;
  const full = path.join(root, ...parts);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  return full;
}

/** Whether a conditional request names the version the server has. */
function notModified(req, etag, mtime) {
  const inm = req.headers["if-none-match"];
  if (inm) return inm.split(",").some((t) => t.trim().replace(/^W\//, "") === etag.replace(/^W\//, "") || t.trim() === "*");
  const ims = Date.parse(req.headers["if-modified-since"] ?? "");
  return Number.isFinite(ims) && Math.floor(mtime / 1000) * 1000 <= ims;
}

/**
 * Serves `root` on `host:port` (port 0 picks a free one).
 * `onRequest(req)` sees every request first (tests count them).
 * Returns { url, port, close() } once listening.
 */
export async function startServer({ root = process.cwd(), port = 0, host = "127.0.0.1", log = false, onRequest = null } = {}) {
  root = path.resolve(root);
  // "file|size|mtime|encoding" -> promise of the bytes to send (one compression per file version).
  const bodies = new Map();
  const body = (file, info, encoding) => {
    const key = `${file}|${info.size}|${info.mtimeMs}|${encoding ?? ""}`;
    if (!bodies.has(key)) {
      const p = readFile(file).then((bytes) => (encoding ? ENCODERS[encoding](bytes) : bytes));
      p.catch(() => bodies.delete(key));
      bodies.set(key, p);
    }
    return bodies.get(key);
  };
  const server = createServer(async (req, res) => {
    onRequest?.(req);
    const send = (code, text) => {
      res.writeHead(code, { "content-type": "text/plain; charset=utf-8" });
      res.end(text);
      if (log) console.log(`${code} ${req.method} ${req.url}`);
    };
    if (req.method !== "GET" && req.method !== "HEAD") return send(405, "method not allowed\n");
    let file = resolvePath(root, req.url || "/");
    if (!file) return send(404, "not found\n");
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        if (!req.url.split("?")[0].endsWith("/")) {
          res.writeHead(301, { location: req.url.split("?")[0] + "/" });
          return res.end();
        }
        file = path.join(file, "index.html");
        info = await stat(file);
      }
      const type = TYPES[path.extname(file).toLowerCase()] || "application/octet-stream";
      const compressible = COMPRESSIBLE.test(type) && info.size >= MIN_COMPRESS;
      const encoding = compressible ? chooseEncoding(req.headers["accept-encoding"]) : null;
      // One validator per file version; weak, as the bytes sent differ by encoding.
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const headers = {
        "content-type": type,
        "cache-control": cacheControlFor(req.url || "/"),
        etag,
        "last-modified": new Date(info.mtimeMs).toUTCString(),
      };
      if (compressible) headers.vary = "Accept-Encoding";
      if (notModified(req, etag, info.mtimeMs)) {
        res.writeHead(304, headers);
        if (log) console.log(`304 ${req.method} ${req.url}`);
        return res.end();
      }
      const bytes = await body(file, info, encoding);
      if (encoding) headers["content-encoding"] = encoding;
      headers["content-length"] = bytes.length;
      res.writeHead(200, headers);
      if (log) console.log(`200 ${req.method} ${req.url}${encoding ? ` (${encoding})` : ""}`);
      res.end(req.method === "HEAD" ? undefined : bytes);
    } catch {
      if (!res.headersSent) send(404, "not found\n");
      else res.destroy();
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const actual = server.address().port;
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host === "127.0.0.1" ? "localhost" : host;
  return {
    url: `http://${shown}:${actual}`,
    port: actual,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
