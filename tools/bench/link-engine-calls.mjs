// The engine calls the page makes when a link opens (issue 34): every `Game` method call
// of the wasm modules the page loads, counted with the wasm time spent in it, and the
// longest gap of a 10 ms heartbeat, for a link to each position given.
//
//   node tools/bench/link-engine-calls.mjs [--pkg DIR] game=position ...
//
// `--pkg DIR` serves another build's www/pkg (e.g. a copy of the one before a change).

import { readFileSync } from "node:fs";
import path from "node:path";
import { browser, server } from "../../tests/browser/harness.mjs";

const args = process.argv.slice(2);
const pkgAt = args.indexOf("--pkg");
const pkg = pkgAt >= 0 ? args.splice(pkgAt, 2)[1] : null;
const cases = args.map((a) => a.split(/=(.*)/s).slice(0, 2));

// Appended to each module: wraps the methods of its Game class.
const WRAP = `
;(() => {
  const calls = (globalThis.__engineCalls ??= {});
  for (const name of Object.getOwnPropertyNames(Game.prototype)) {
    const d = Object.getOwnPropertyDescriptor(Game.prototype, name);
    if (name === "constructor" || typeof d.value !== "function") continue;
    const f = d.value;
    Game.prototype[name] = function (...a) {
      const t = performance.now();
      try { return f.apply(this, a); } finally {
        const c = (calls[name] ??= { count: 0, ms: 0 });
        c.count++; c.ms += performance.now() - t;
      }
    };
  }
})();`;

const { url } = await server();
for (const [game, position] of cases) {
  const context = await (await browser()).newContext({ viewport: { width: 1000, height: 800 }, locale: "en-US" });
  // Every file of www/pkg (from `--pkg` if given), the engine's bindings wrapped.
  await context.route(/\/www\/pkg\/[^/?]+(\?.*)?$/, async (route) => {
    const file = new URL(route.request().url()).pathname.split("/").pop();
    const wrapped = /^(boardgames|family-[a-z-]+)\.js$/.test(file);
    if (!pkg && !wrapped) return route.continue();
    const body = pkg ? readFileSync(path.join(pkg, file)) : Buffer.from(await (await route.fetch()).text());
    const type = file.endsWith(".wasm") ? "application/wasm" : "text/javascript";
    await route.fulfill({ body: wrapped ? body.toString("utf8") + WRAP : body, contentType: type });
  });
  await context.addInitScript(() => {
    const beat = (window.__beat = { last: performance.now(), maxGap: 0 });
    setInterval(() => {
      const now = performance.now();
      beat.maxGap = Math.max(beat.maxGap, now - beat.last);
      beat.last = now;
    }, 10);
  });
  const page = await context.newPage();
  const hash = new URLSearchParams({ game, start: position }).toString();
  await page.goto(`${url}/index.html#${hash}`);
  await page.waitForSelector("#board[ready]", { timeout: 120000 });
  await page.waitForTimeout(1500);
  const { calls, beat } = await page.evaluate(() => ({ calls: globalThis.__engineCalls, beat: window.__beat }));
  const total = Object.values(calls ?? {}).reduce((a, c) => ({ count: a.count + c.count, ms: a.ms + c.ms }), { count: 0, ms: 0 });
  const list = Object.entries(calls ?? {}).sort((a, b) => b[1].ms - a[1].ms).map(([k, c]) => `${k} ${c.count}x ${c.ms.toFixed(0)} ms`).join(", ");
  console.log(`${game} ${position}\n  ${total.count} calls, ${total.ms.toFixed(0)} ms in the engine, longest heartbeat gap ${beat.maxGap.toFixed(0)} ms\n  ${list}`);
  await context.close();
}
process.exit(0);
