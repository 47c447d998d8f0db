// How much a large record or collection grows a wasm module's memory, which never shrinks
// (issue 34 point 4): each case runs in a fresh module, and the growth is printed beside the
// size of the text (which `readCollection` must copy in).
//
//   node tools/bench/record-memory.mjs [--pkg DIR]
//
// `--pkg DIR` measures another build's www/pkg (e.g. a copy of the one before a change).

import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";

const MiB = 2 ** 20;
const args = process.argv.slice(2);
const pkgAt = args.indexOf("--pkg");
const pkg = pkgAt >= 0 ? args[pkgAt + 1] : fileURLToPath(new URL("../../www/pkg", import.meta.url));

/** The texts measured: the collection cases near its 16,000,000-character limit, the record
 *  cases near one game's 1,000,000 (refused at their third and seventeenth move). */
const CASES = {
  "readCollection: one game of 1.7 million lines, 15 MB": () => ["collection", "1. e4 e5\n".repeat(Math.floor(15e6 / 9))],
  "readCollection: 19,000 games, 0.8 MB": () => ["collection", '[Event "a"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n'.repeat(19_000)],
  "loadRecord american: 990,000 characters": () => ["american", "11-15 23-19 15-11 19-23 ".repeat(41_250)],
  "loadRecord chess: 990,000 characters": () => ["chess", "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(45_000)],
};

const which = process.env.RECORD_MEMORY_CASE;
if (which === undefined) {
  for (const name of Object.keys(CASES)) {
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--pkg", pkg], { env: { ...process.env, RECORD_MEMORY_CASE: name } });
    process.stdout.write(out);
  }
} else {
  const api = await import(pathToFileURL(`${pkg}/boardgames.js`).href);
  const wasm = await api.default({ module_or_path: readFileSync(`${pkg}/boardgames_bg.wasm`) });
  const [game, text] = CASES[which]();
  const before = wasm.memory.buffer.byteLength;
  try {
    if (game === "collection") api.readCollection(text);
    else new api.Game(game).loadRecord(text);
  } catch {
    // A refused record still costs what its reading took.
  }
  const grown = (wasm.memory.buffer.byteLength - before) / MiB;
  console.log(`${which}\tgrew ${grown.toFixed(1)} MiB\t(the text: ${(text.length / MiB).toFixed(1)} MiB)`);
}
