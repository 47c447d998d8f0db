// The page's sounds (www/sound.js): a move played with the sound on is heard through an <audio>
// element playing a WAV made in the page (a blob: URL), never through an AudioContext, whose
// making held the main thread 200 to 400 ms at 4x CPU throttling (issue 13); with the sound
// off nothing plays. The WAV's contents are checked in tests/js/sound.test.mjs.

import { test } from "node:test";
import assert from "node:assert/strict";
import { clickCell, openPage, waitReady } from "./harness.mjs";

/** Counts AudioContexts made and <audio> plays (with their URLs), from before the page's scripts. */
function countSounds() {
  window.__sounds = { contexts: 0, plays: [] };
  for (const name of ["AudioContext", "webkitAudioContext"]) {
    const AC = window[name];
    if (typeof AC !== "function") continue;
    window[name] = class extends AC {
      constructor(...args) {
        super(...args);
        window.__sounds.contexts++;
      }
    };
  }
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    window.__sounds.plays.push(this.currentSrc || this.src);
    return play.call(this);
  };
}

/** Plays 11-15 by clicking its cells (the player's own input: the page may make sound). */
async function playFirstMove(page) {
  await clickCell(page, 21);
  await clickCell(page, 28);
  await page.waitForFunction(() => document.getElementById("board").game.history().length === 1);
}

test("a move with the sound on plays a WAV made in the page through an <audio> element, and makes no AudioContext", async (t) => {
  const { page, context, close } = await openPage("/index.html");
  t.after(close);
  await context.addInitScript(countSounds);
  await page.reload();
  await waitReady(page); // the settings' controls are filled once their late code has come
  assert.equal(await page.isChecked("#sound"), true, "the sound is on by default");
  await playFirstMove(page);
  await page.waitForFunction(() => window.__sounds.plays.length > 0, null, { timeout: 10000 });
  const sounds = await page.evaluate(() => window.__sounds);
  assert.ok(sounds.plays.every((src) => src.startsWith("blob:")), `played from blob: URLs: ${sounds.plays.join(", ")}`);
  assert.equal(sounds.contexts, 0, "no AudioContext was made");
  // The sound's file is a WAV the browser reads: the element has its length.
  const seconds = await page.evaluate(async (src) => {
    const a = new Audio(src);
    await new Promise((resolve, reject) => {
      a.addEventListener("loadedmetadata", resolve, { once: true });
      a.addEventListener("error", () => reject(new Error(`the WAV could not be read: ${a.error?.message}`)), { once: true });
    });
    return a.duration;
  }, sounds.plays[0]);
  assert.ok(seconds > 0.05 && seconds < 0.2, `the move sound lasts ${seconds} s`);
});

test("with the sound off, a move plays nothing", async (t) => {
  const { page, context, close } = await openPage("/index.html");
  t.after(close);
  await context.addInitScript(countSounds);
  await page.reload();
  await page.waitForSelector("board-game[ready]");
  await page.click("#open-settings");
  await page.uncheck("#sound");
  await page.click('#settings-dialog button[value="close"]');
  await playFirstMove(page);
  await page.waitForTimeout(300);
  const sounds = await page.evaluate(() => window.__sounds);
  assert.deepEqual(sounds.plays, [], "nothing played");
  assert.equal(sounds.contexts, 0);
});
