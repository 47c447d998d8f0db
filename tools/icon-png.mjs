// `node tools/icon-png.mjs [SIZE]`: writes www/icon-SIZE.png (the play page uses 32: index.html) from
// icon.svg, drawn by headless Chromium (playwright-core) at SIZE x SIZE (32), then written
// here as an indexed PNG (a palette of the drawing's colours, transparency in tRNS, zlib
// level 9), which is a fraction of the browser's own RGBA PNG (issue 13: the icon is part of
// every first visit's cold page). The page uses a PNG, not the SVG: see index.html.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const size = Number(process.argv[2] ?? 32);
const svg = readFileSync(path.join(repo, "icon.svg"), "utf8");

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
let rgba;
try {
  const page = await browser.newPage();
  rgba = await page.evaluate(
    async ({ svg, size }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;base64,${btoa(svg)}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = size;
      const ctx = canvas.getContext("2d");
      ctx.drawImage(img, 0, 0, size, size);
      return Array.from(ctx.getImageData(0, 0, size, size).data);
    },
    { svg, size },
  );
} finally {
  await browser.close();
}

// The palette: every distinct colour of the drawing (a flat icon: a few dozen with the
// anti-aliased edges), fully transparent pixels as one entry.
const key = (i) => (rgba[i + 3] === 0 ? 0 : ((rgba[i] << 24) | (rgba[i + 1] << 16) | (rgba[i + 2] << 8) | rgba[i + 3]) >>> 0);
const index = new Map();
const colours = [];
for (let i = 0; i < rgba.length; i += 4) {
  const k = key(i);
  if (!index.has(k)) {
    index.set(k, colours.length);
    colours.push(k);
  }
}
if (colours.length > 256) throw new Error(`icon.svg drawn at ${size} px has ${colours.length} colours: more than a palette holds`);
// Opaque entries last, so that tRNS (alpha of the first entries only) stays short.
const order = [...colours.keys()].sort((a, b) => (colours[a] & 0xff) === 255 ? ((colours[b] & 0xff) === 255 ? 0 : 1) : (colours[b] & 0xff) === 255 ? -1 : 0);
const slot = new Map(order.map((c, s) => [c, s]));
const bits = order.length <= 16 ? 4 : 8;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc(body));
  return Buffer.concat([head, body, tail]);
};

const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(size, 0);
ihdr.writeUInt32BE(size, 4);
ihdr[8] = bits;
ihdr[9] = 3; // indexed colour
const plte = Buffer.from(order.flatMap((c) => [(colours[c] >>> 24) & 0xff, (colours[c] >>> 16) & 0xff, (colours[c] >>> 8) & 0xff]));
const alphas = order.map((c) => colours[c] & 0xff);
const trns = Buffer.from(alphas.slice(0, alphas.findLastIndex((a) => a !== 255) + 1));
const rowBytes = Math.ceil((size * bits) / 8);
const raw = Buffer.alloc(size * (rowBytes + 1)); // each row: filter 0, then the indices
for (let y = 0; y < size; y++) {
  for (let x = 0; x < size; x++) {
    const s = slot.get(index.get(key((y * size + x) * 4)));
    const at = y * (rowBytes + 1) + 1;
    if (bits === 8) raw[at + x] = s;
    else raw[at + (x >> 1)] |= x & 1 ? s : s << 4;
  }
}
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk("IHDR", ihdr),
  chunk("PLTE", plte),
  ...(trns.length ? [chunk("tRNS", trns)] : []),
  chunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
  chunk("IEND", Buffer.alloc(0)),
]);
const out = path.join(repo, "www", `icon-${size}.png`);
writeFileSync(out, png);
console.log(`icon-png.mjs: ${path.relative(repo, out)}: ${size}x${size}, ${order.length} colours, ${png.length} bytes`);
