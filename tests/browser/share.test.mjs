// The share dialog (issue 15.2), opened from the toolbar's share button as a player does:
// the short link reopens the same game at the move shown; the snippet, pasted into a blank
// page, shows the same board; the PNG decodes at the preview board's size; the GIF has a
// frame for the start and one per move of the line.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { browser, idle, openPage, screenshot, server } from "./harness.mjs";

const MOVES = ["11-15", "23-19", "8-11", "22-17", "9-13"];

/** The play page with MOVES played and the board stepped back to ply 4; the share dialog open. */
async function sharedGame(t, viewport = { width: 1280, height: 800 }) {
  const opened = await openPage("/index.html", { viewport });
  t.after(opened.close);
  const { page } = opened;
  for (const m of MOVES) await page.evaluate((m) => document.getElementById("board").play(m), m);
  await idle(page, "#board");
  await page.evaluate(() => document.getElementById("board").goTo(4));
  await page.click("#share");
  await page.waitForSelector("#share-dialog[open] .share-preview[ready]");
  return opened;
}

test("the short link reopens the game at the move shown, with the moves after it", async (t) => {
  const { page } = await sharedGame(t);
  const link = await page.inputValue("#share-dialog .share-link");
  const hash = new URLSearchParams(new URL(link).hash.slice(1));
  assert.equal(hash.get("game"), "american");
  assert.equal(hash.get("m").length, MOVES.length, "one character a move");
  assert.equal(hash.get("ply"), "4");
  const before = await page.evaluate(() => ({ position: document.getElementById("board").position(), line: document.getElementById("board").line }));
  assert.ok(link.length < 80, `a link for a chat: ${link}`);
  await screenshot(page, "share-dialog");
  const second = await openPage(link);
  t.after(second.close);
  await second.page.waitForFunction((n) => document.getElementById("board").line?.length === n, MOVES.length);
  const after = await second.page.evaluate(() => ({ position: document.getElementById("board").position(), line: document.getElementById("board").line, ply: document.getElementById("board").ply }));
  assert.deepEqual(after.line, before.line);
  assert.equal(after.ply, 4);
  assert.equal(after.position, before.position);
});

test("the snippet pasted into a blank page shows the same board", async (t) => {
  const { page } = await sharedGame(t);
  const snippet = await page.inputValue("#share-dialog .share-snippet");
  assert.match(snippet, /<board-game game="american" moves="11-15 23-19 8-11 22-17 9-13" ply="4"/);
  const position = await page.evaluate(() => document.getElementById("board").position());
  const { url } = await server();
  const context = await (await browser()).newContext();
  t.after(() => context.close());
  await context.route(`${url}/pasted.html`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>pasted</title>\n${snippet}` }),
  );
  const blank = await context.newPage();
  await blank.goto(`${url}/pasted.html`);
  await blank.waitForSelector("board-game[ready]");
  await blank.waitForFunction((p) => document.querySelector("board-game").position() === p, position, { timeout: 10000 });
  assert.equal(await blank.evaluate(() => document.querySelector("board-game").ply), 4);
});

test("the PNG decodes at the board's size and the GIF has a frame for the start and each move", async (t) => {
  const { page } = await sharedGame(t, { width: 390, height: 844 });
  await screenshot(page, "share-dialog-phone");
  const size = await page.evaluate(() => {
    const c = document.querySelector("#share-dialog .share-preview canvas");
    return { width: c.width, height: c.height };
  });
  const [png] = await Promise.all([page.waitForEvent("download"), page.click("#share-dialog .share-png")]);
  assert.match(png.suggestedFilename(), /\.png$/);
  const pngBytes = readFileSync(await png.path());
  assert.deepEqual([...pngBytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join(""), "PNG");
  // The IHDR chunk gives the picture's width and height.
  assert.deepEqual({ width: pngBytes.readUInt32BE(16), height: pngBytes.readUInt32BE(20) }, size);
  const [gif] = await Promise.all([page.waitForEvent("download", { timeout: 60000 }), page.click("#share-dialog .share-gif")]);
  assert.match(gif.suggestedFilename(), /\.gif$/);
  const frames = gifFrames(readFileSync(await gif.path()));
  assert.equal(frames, MOVES.length + 1, "a frame for the start and one for each move");
  // The board is back at the move it showed.
  assert.equal(await page.evaluate(() => document.querySelector("#share-dialog .share-preview").ply), 4);
});

/** The number of images in a GIF file (its image descriptors), read block by block. */
function gifFrames(bytes) {
  assert.equal(bytes.subarray(0, 6).toString("latin1"), "GIF89a");
  let at = 13;
  const flags = bytes[10];
  if (flags & 0x80) at += 3 * 2 ** ((flags & 7) + 1);
  const skipBlocks = () => {
    while (bytes[at] !== 0) at += bytes[at] + 1;
    at += 1;
  };
  let frames = 0;
  for (;;) {
    const kind = bytes[at++];
    if (kind === 0x3b) return frames;
    if (kind === 0x21) {
      at += 1; // label
      skipBlocks();
    } else if (kind === 0x2c) {
      frames++;
      const local = bytes[at + 8];
      at += 9;
      if (local & 0x80) at += 3 * 2 ** ((local & 7) + 1);
      at += 1; // LZW minimum code size
      skipBlocks();
    } else throw new Error(`unexpected GIF block 0x${kind.toString(16)} at ${at - 1}`);
  }
}
