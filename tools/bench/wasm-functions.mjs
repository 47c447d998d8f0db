// `node tools/bench/wasm-functions.mjs FILE.wasm [--top N] [--group]`: what fills a wasm
// module, read from a build that kept its function names (wasm-bindgen --keep-debug, then
// wasm-opt -g): the sizes of the sections, of the data segments, and the largest function
// bodies by name. --group sums the bodies by name with generic arguments and hashes
// removed (`Session<Chess>::play` and `Session<Shogi>::play` add up under one
// `Session<_>::play`), which shows what monomorphisation costs.

import { readFileSync } from "node:fs";

const file = process.argv[2];
if (!file) {
  console.error("usage: node tools/bench/wasm-functions.mjs FILE.wasm [--top N] [--group]");
  process.exit(2);
}
const topIndex = process.argv.indexOf("--top");
const top = topIndex >= 0 ? Number(process.argv[topIndex + 1]) : 40;
const group = process.argv.includes("--group");
const bytes = readFileSync(file);

let pos = 0;
const u32 = () => {
  let result = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[pos++];
    result += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(b & 0x80)) return result;
  }
};
const name = () => {
  const n = u32();
  const s = bytes.subarray(pos, pos + n).toString("utf8");
  pos += n;
  return s;
};

pos = 8;
const sections = [];
let importedFunctions = 0;
const bodies = [];
const names = new Map();
let dataTotal = 0;
let dataSegments = 0;
while (pos < bytes.length) {
  const id = bytes[pos++];
  const size = u32();
  const start = pos;
  const end = pos + size;
  let label = ["custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "datacount"][id] ?? `#${id}`;
  if (id === 0) {
    const custom = name();
    label = `custom ${custom}`;
    if (custom === "name") {
      while (pos < end) {
        const sub = bytes[pos++];
        const subSize = u32();
        const subEnd = pos + subSize;
        if (sub === 1) {
          const count = u32();
          for (let i = 0; i < count; i++) {
            const index = u32();
            names.set(index, name());
          }
        }
        pos = subEnd;
      }
    }
  } else if (id === 2) {
    const count = u32();
    for (let i = 0; i < count; i++) {
      name();
      name();
      const kind = bytes[pos++];
      if (kind === 0) {
        u32();
        importedFunctions++;
      } else if (kind === 1) {
        pos++;
        const flags = u32();
        u32();
        if (flags & 1) u32();
      } else if (kind === 2) {
        const flags = u32();
        u32();
        if (flags & 1) u32();
      } else if (kind === 3) {
        pos += 2;
      } else {
        throw new Error(`import kind ${kind}`);
      }
    }
  } else if (id === 10) {
    const count = u32();
    for (let i = 0; i < count; i++) {
      const bodySize = u32();
      bodies.push({ index: importedFunctions + i, size: bodySize });
      pos += bodySize;
    }
  } else if (id === 11) {
    dataSegments = u32();
    dataTotal = size;
  }
  sections.push({ label, size });
  pos = end;
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7) + " KB";
console.log(`${file}: ${kb(bytes.length)}`);
for (const s of sections) console.log(`  ${s.label.padEnd(24)} ${kb(s.size)}`);
console.log(`  data: ${dataSegments} segments, ${kb(dataTotal)}`);

const codeTotal = bodies.reduce((s, b) => s + b.size, 0);
const label = (b) => names.get(b.index) ?? `func[${b.index}]`;
// Generic arguments and the symbol hash removed: one entry per generic function.
const generic = (n) => {
  let out = n.replace(/::h[0-9a-f]{16}$/, "");
  let prev;
  do {
    prev = out;
    out = out.replace(/<[^<>]*>/g, "<_>");
  } while (out !== prev && /<[^<>_]/.test(out));
  return out.replace(/<_>(<_>)+/g, "<_>");
};
let rows;
if (group) {
  const sums = new Map();
  for (const b of bodies) {
    const key = generic(label(b));
    const entry = sums.get(key) ?? { name: key, size: 0, count: 0 };
    entry.size += b.size;
    entry.count++;
    sums.set(key, entry);
  }
  rows = [...sums.values()];
} else {
  rows = bodies.map((b) => ({ name: label(b), size: b.size, count: 1 }));
}
rows.sort((a, b) => b.size - a.size);
console.log(`\ncode: ${bodies.length} functions, ${kb(codeTotal)}; the largest${group ? " (grouped by generic name)" : ""}:`);
for (const r of rows.slice(0, top)) {
  console.log(`${kb(r.size)} ${(100 * r.size / codeTotal).toFixed(1).padStart(5)}% ${group ? String(r.count).padStart(4) + "x " : ""}${r.name.slice(0, 160)}`);
}
