// The engine calls the page makes when a link opens (issue 34): every `Game` method call
// of the wasm modules the page loads, counted with the wasm time spent in it, the `Game`
// objects made, the legal-move generations (the engine's `generationCount`), and the
// longest gap of a 10 ms heartbeat, for a link to each position given; then the same for
// the next plain visit (which opens the saved game). `--where` adds the page's stack of
// each call that took over 20 ms.
//
//   node tools/bench/link-engine-calls.mjs [--pkg DIR] [--where] game=position '#hash' ...
//
// A case starting with `#` is a whole link hash (`#game=frisian&start=...&moves=23x5`).
//
// `--pkg DIR` serves another build's www/pkg (e.g. a copy of the one before a change).

import { readFileSync } from "node:fs";
import path from "node:path";
import { browser, server } from "../../tests/browser/harness.mjs";

const args = process.argv.slice(2);
const pkgAt = args.indexOf("--pkg");
const pkg = pkgAt >= 0 ? args.splice(pkgAt, 2)[1] : null;
const whereAt = args.indexOf("--where");
const where = whereAt >= 0 && !!args.splice(whereAt, 1);
const cases = args.map((a) => (a.startsWith("#") ? [null, a.slice(1)] : a.split(/=(.*)/s).slice(0, 2)));

// Appended to each module: wraps the methods of its Game class (the static ones too) and
// counts the objects made (every one passes through the constructor or \`__wrap\`).
const WRAP = `
;(() => {
  const calls = (globalThis.__engineCalls ??= {});
  (globalThis.__engineGenerations ??= []).push(generationCount);
  const wrap = (owner, name, label) => {
    const f = owner[name];
    owner[name] = function (...a) {
      const t = performance.now();
      try { return f.apply(this, a); } finally {
        const ms = performance.now() - t;
        const c = (calls[label] ??= { count: 0, ms: 0 });
        c.count++; c.ms += ms;
        if (${where} && ms > 20) (globalThis.__slowCalls ??= []).push(label + " " + ms.toFixed(0) + " ms" + new Error().stack.split("\\n").slice(2, 7).join(" <"));
      }
    };
  };
  for (const name of Object.getOwnPropertyNames(Game.prototype)) {
    const d = Object.getOwnPropertyDescriptor(Game.prototype, name);
    if (name !== "constructor" && typeof d.value === "function") wrap(Game.prototype, name, name);
  }
  for (const name of ["fromPosition", "fromSetup", "__wrap"]) if (typeof Game[name] === "function") wrap(Game, name, "Game." + name);
})();`;

/** The module's text with every Game object made counted (made by its constructor or `__wrap`). */
function counted(text) {
  const count = "(globalThis.__gamesMade = (globalThis.__gamesMade ?? 0) + 1);";
  return text.replace(/(static __wrap\(ptr\) \{)/, `$1 ${count}`).replace(/(\n    constructor\([^)]*\) \{)/, `$1 ${count}`);
}

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
    await route.fulfill({ body: wrapped ? counted(body.toString("utf8")) + WRAP : body, contentType: type });
  });
  await context.addInitScript(() => {
    const beat = (window.__beat = { last: performance.now(), maxGap: 0 });
    setInterval(() => {
      const now = performance.now();
      beat.maxGap = Math.max(beat.maxGap, now - beat.last);
      beat.last = now;
    }, 10);
  });
  const hash = game ? new URLSearchParams({ game, start: position }).toString() : position;
  console.log(game ? `${game} ${position}` : `#${hash}`);
  for (const [what, address] of [["link", `${url}/index.html#${hash}`], ["next visit", `${url}/index.html`]]) {
    const page = await context.newPage();
    await page.goto(address);
    await page.waitForSelector("#board[ready]", { timeout: 120000 });
    await page.waitForTimeout(1500);
    const { calls, beat, made, generations, slow } = await page.evaluate(() => ({
      calls: globalThis.__engineCalls,
      beat: window.__beat,
      made: globalThis.__gamesMade ?? 0,
      generations: (globalThis.__engineGenerations ?? []).reduce((n, count) => n + count(), 0),
      slow: globalThis.__slowCalls ?? [],
    }));
    const total = Object.values(calls ?? {}).reduce((a, c) => ({ count: a.count + c.count, ms: a.ms + c.ms }), { count: 0, ms: 0 });
    const list = Object.entries(calls ?? {}).sort((a, b) => b[1].ms - a[1].ms).map(([k, c]) => `${k} ${c.count}x ${c.ms.toFixed(0)} ms`).join(", ");
    console.log(`  ${what}: ${made} Game objects, ${generations} generations, ${total.count} calls, ${total.ms.toFixed(0)} ms in the engine, longest heartbeat gap ${beat.maxGap.toFixed(0)} ms\n    ${list}`);
    for (const s of slow) console.log(`    slow: ${s}`);
    await page.close();
  }
  await context.close();
}
process.exit(0);
