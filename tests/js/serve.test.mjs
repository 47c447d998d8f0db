// The project's static server (tools/static-server.mjs, used by `./build.sh serve` and the
// browser tests) serves the site as a real host should (README, "Hosting"): compressed
// text and wasm, versioned files cacheable and immutable, everything else revalidated
// with a validator and answered 304 when unchanged.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { startServer, chooseEncoding, IMMUTABLE } from "../../tools/static-server.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const server = await startServer({ root: repo, port: 0 });
after(() => server.close());
const BUILD = readFileSync(path.join(repo, "www/pkg/version.js"), "utf8").match(/BUILD = "([0-9a-f]+)"/)[1];

/** One raw request: { status, headers, body } with the body as sent (not decompressed). */
function get(urlPath, headers = {}, method = "GET") {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: server.port, path: urlPath, method, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const file = (p) => readFileSync(path.join(repo, p));

test("text is sent gzipped to a client that accepts gzip, brotli to one that accepts brotli", async () => {
  const gz = await get("/index.html", { "accept-encoding": "gzip, deflate" });
  assert.equal(gz.status, 200);
  assert.equal(gz.headers["content-encoding"], "gzip");
  assert.equal(gz.headers.vary, "Accept-Encoding");
  assert.equal(Number(gz.headers["content-length"]), gz.body.length);
  assert.deepEqual(zlib.gunzipSync(gz.body), file("index.html"));

  const br = await get("/www/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
  assert.equal(br.headers["content-encoding"], "br");
  assert.deepEqual(zlib.brotliDecompressSync(br.body), file("www/app.js"));
  assert.ok(br.body.length < file("www/app.js").length / 2, "compressed to less than half");
});

test("the wasm is compressed too, and sent as application/wasm", async () => {
  const raw = file("www/pkg/boardgames_bg.wasm");
  const res = await get(`/www/pkg/boardgames_bg.wasm?v=${BUILD}`, { "accept-encoding": "gzip" });
  assert.equal(res.headers["content-type"], "application/wasm");
  assert.equal(res.headers["content-encoding"], "gzip");
  assert.deepEqual(zlib.gunzipSync(res.body), raw);
  assert.ok(res.body.length < raw.length * 0.7, `${res.body.length} of ${raw.length} bytes`);
});

test("no compression where the client asks for none or refuses it", async () => {
  const plain = await get("/index.html");
  assert.equal(plain.headers["content-encoding"], undefined);
  assert.deepEqual(plain.body, file("index.html"));
  const refused = await get("/index.html", { "accept-encoding": "br;q=0, gzip;q=0" });
  assert.equal(refused.headers["content-encoding"], undefined);
  assert.deepEqual(refused.body, file("index.html"));
  assert.equal((await get("/index.html", { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"], "gzip");
  assert.equal(chooseEncoding("*"), "br");
  assert.equal(chooseEncoding("identity"), null);
  assert.equal(chooseEncoding("GZIP;q=0.5, deflate"), "gzip");
});

test("versioned engine files are cacheable for a year and immutable", async () => {
  for (const p of [`/www/pkg/boardgames_bg.wasm?v=${BUILD}`, `/www/pkg/boardgames.js?v=${BUILD}`]) {
    const res = await get(p, { "accept-encoding": "gzip" });
    assert.equal(res.status, 200, p);
    assert.equal(res.headers["cache-control"], IMMUTABLE, p);
    assert.equal(res.headers["cache-control"], "public, max-age=31536000, immutable");
  }
});

test("HTML, sw.js, version.js and the other modules are revalidated on each use", async () => {
  for (const p of ["/index.html", "/", "/sw.js", "/www/pkg/version.js", "/www/engine.js", "/www/style.css", "/www/pkg/boardgames_bg.wasm"]) {
    const res = await get(p, { "accept-encoding": "gzip" });
    assert.equal(res.status, 200, p);
    assert.equal(res.headers["cache-control"], "no-cache", p);
    assert.ok(res.headers.etag, `${p} has an ETag`);
    assert.ok(Number.isFinite(Date.parse(res.headers["last-modified"])), `${p} has a Last-Modified`);
  }
});

test("an unchanged file is answered 304 with no body (ETag and Last-Modified)", async () => {
  const first = await get("/www/pkg/version.js", { "accept-encoding": "gzip" });
  const byTag = await get("/www/pkg/version.js", { "accept-encoding": "gzip", "if-none-match": first.headers.etag });
  assert.equal(byTag.status, 304);
  assert.equal(byTag.body.length, 0);
  assert.equal(byTag.headers["cache-control"], "no-cache");
  const byDate = await get("/www/pkg/version.js", { "if-modified-since": first.headers["last-modified"] });
  assert.equal(byDate.status, 304);
  const changed = await get("/www/pkg/version.js", { "if-none-match": 'W/"0-0"' });
  assert.equal(changed.status, 200, "another version's tag gets the file");
  assert.deepEqual(changed.body, file("www/pkg/version.js"));
  const older = await get("/www/pkg/version.js", { "if-modified-since": new Date(0).toUTCString() });
  assert.equal(older.status, 200);
});

test("HEAD sends the headers only; nothing outside the site or in a dot-folder is served", async () => {
  const head = await get("/index.html", { "accept-encoding": "gzip" }, "HEAD");
  assert.equal(head.status, 200);
  assert.equal(head.headers["content-encoding"], "gzip");
  assert.equal(head.body.length, 0);
  assert.equal((await get("/.git/HEAD")).status, 404);
  assert.equal((await get("/%2e%2e/etc/passwd")).status, 404);
  assert.equal((await get("/index.html", {}, "POST")).status, 405);
});
