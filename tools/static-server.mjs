// A tiny static file server for `./build.sh serve` and the browser tests: correct
// MIME types for .wasm and .mjs (WebAssembly.instantiateStreaming needs
// application/wasm), no caching (a rebuilt wasm is picked up on reload), and
// nothing outside the served folder or under a dot-folder (.git) is served.

import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";

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

/**
 * Serves `root` on `host:port` (port 0 picks a free one).
 * Returns { url, port, close() } once listening.
 */
export async function startServer({ root = process.cwd(), port = 0, host = "127.0.0.1", log = false } = {}) {
  root = path.resolve(root);
  const server = createServer(async (req, res) => {
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
      res.writeHead(200, { "content-type": type, "content-length": info.size, "cache-control": "no-store" });
      if (log) console.log(`200 ${req.method} ${req.url}`);
      if (req.method === "HEAD") return res.end();
      createReadStream(file).pipe(res);
    } catch {
      send(404, "not found\n");
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
