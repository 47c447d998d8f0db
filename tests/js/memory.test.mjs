// Games are freed when their JS objects are collected, without `free()`: 100,000 games of
// every kind, made in batches and dropped, leave the wasm memory small and flat.
//
// wasm-bindgen (0.2.130 detects it at run time; the old `--weak-refs` flag is now a no-op)
// registers each `Game` with a FinalizationRegistry that frees its Rust side once the
// object is collected. When that happens is the JS engine's choice: it does not see the
// wasm memory a game holds, so without a collection 100,000 games hold ~270 MiB. The
// measurement therefore runs in a child `node --expose-gc` that collects between batches
// (node --test gives no flags to test files). A control run without FinalizationRegistry
// shows that the bound fails when games are not freed.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const MiB = 2 ** 20;
// 2.9 MiB measured with freeing (a draughts game shares its board tables with every game of
// its rules); without freeing, each 1,000 games hold about 0.45 MiB more: 11 MiB at 20,000.
const BOUND = 5 * MiB;

if (process.env.BOARDGAMES_MEMORY_CHILD) {
  await measure(JSON.parse(process.env.BOARDGAMES_MEMORY_CHILD));
} else {
  test("100,000 games without free() leave the wasm memory small and flat", () => {
    const sizes = run({ games: 100_000, batch: 1000, registry: true });
    const last = sizes.at(-1);
    const half = sizes[Math.floor(sizes.length / 2) - 1];
    assert.ok(last < BOUND, `wasm memory after 100,000 games: ${(last / MiB).toFixed(2)} MiB, bound ${BOUND / MiB} MiB`);
    assert.equal(last, half, "the memory does not grow over the second half of the batches");
  });

  test("control: without FinalizationRegistry, 20,000 games exceed the bound", () => {
    const sizes = run({ games: 20_000, batch: 1000, registry: false });
    assert.ok(sizes.at(-1) > BOUND, `${(sizes.at(-1) / MiB).toFixed(2)} MiB: the bound would not show a leak`);
  });
}

/** Runs the measurement in a child node with --expose-gc; the memory size after each batch. */
function run(config) {
  const out = execFileSync(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url)], {
    env: { ...process.env, BOARDGAMES_MEMORY_CHILD: JSON.stringify(config) },
    encoding: "utf8",
  });
  return JSON.parse(out);
}

/** In the child: makes the games, never calling free(), and prints the memory sizes. */
async function measure({ games, batch, registry }) {
  const Registry = globalThis.FinalizationRegistry;
  if (!registry) {
    void globalThis.Request; // Node's fetch needs the registry: load it first
    delete globalThis.FinalizationRegistry; // the module, loaded now, then frees nothing
  }
  const { Game, catalog, wasm } = await import("./engine.mjs");
  globalThis.FinalizationRegistry = Registry;
  const ids = catalog().map((g) => g.id);
  const sizes = [];
  for (let made = 0; made < games; ) {
    for (let i = 0; i < batch; i++, made++) new Game(ids[made % ids.length]).turn();
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 0)); // finalizers run between tasks
    sizes.push(wasm.memory.buffer.byteLength);
  }
  process.stdout.write(JSON.stringify(sizes));
}
