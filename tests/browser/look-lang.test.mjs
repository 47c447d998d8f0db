// A language switch redraws everything at once (issue 29): in the frame after the page takes
// the new language, the board's shogi ranks are drawn in kanji, the board's screen-reader
// label and live region, the position in words and the open position editor are in the new
// language; nothing waits for a later redraw.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, idle, nextFrame, setSetting, screenshot } from "./harness.mjs";

/** Records the texts the page's canvases draw from now on (window.__drawn). */
const spyOnText = (page) =>
  page.evaluate(() => {
    window.__drawn = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      window.__drawn.push(String(text));
      return fillText.call(this, text, ...rest);
    };
  });

/** Everything that says something in a language, read at once. */
const texts = (page) =>
  page.evaluate(() => {
    const board = document.getElementById("board");
    return {
      drawn: (window.__drawn ?? []).slice(),
      label: board.querySelector("canvas").getAttribute("aria-label"),
      live: board.querySelector(".bg-live").textContent,
      words: document.getElementById("position-words").textContent,
      hands: [...document.querySelectorAll(".ed-hand-title")].map((e) => e.textContent),
    };
  });

const KANJI_RANKS = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
const LETTER_RANKS = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];

test("switching English to Japanese and back: ranks, screen-reader texts, the position in words and the editor change in the same frame", async (t) => {
  const { page, close } = await openPage("/index.html#game=shogi", { viewport: { width: 1280, height: 800 } });
  t.after(close);
  await page.waitForFunction(() => document.getElementById("board").game?.id === "shogi");
  // Square names on (whatever the default), a move said in the live region, the position in words.
  await setSetting(page, "coordinates", true);
  await page.evaluate(() => document.getElementById("board").play("7g7f"));
  await idle(page);
  await page.click("#describe");
  await page.waitForFunction(() => document.getElementById("position-words").textContent.length > 0);
  await page.click("#edit-position");
  await page.waitForSelector(".ed-hand-title");
  await nextFrame(page);
  const en = await texts(page);
  assert.match(en.live, /Sente|Black/, "the move is said in English");
  assert.match(en.hands.join(" "), /in hand/);

  for (const [lang, ranks, other, check] of [
    ["ja", KANJI_RANKS, LETTER_RANKS, (x) => {
      assert.match(x.label, /の盤/, `the board's label: ${x.label}`);
      assert.match(x.live, /先手|▲/, `the live region: ${x.live}`);
      assert.doesNotMatch(x.live, /Sente|Black|P-7f/);
      assert.match(x.words, /先手/, `the position in words: ${x.words}`);
      assert.ok(x.hands.length === 2 && x.hands.every((h) => h.endsWith("の持ち駒")), `the editor: ${x.hands}`);
    }],
    ["en", LETTER_RANKS, KANJI_RANKS, (x) => {
      assert.match(x.label, / board\./);
      assert.match(x.live, /Sente|Black/);
      assert.match(x.words, /Sente|Black/);
      assert.ok(x.hands.every((h) => h.endsWith("in hand")), `the editor: ${x.hands}`);
    }],
  ]) {
    await spyOnText(page);
    await setSetting(page, "lang-select", lang);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
    await nextFrame(page);
    const x = await texts(page);
    for (const r of ranks) assert.ok(x.drawn.includes(r), `${lang}: rank ${r} drawn (drawn: ${x.drawn.join(" ")})`);
    for (const r of other) assert.ok(!x.drawn.includes(r), `${lang}: no rank ${r}`);
    check(x);
    await screenshot(page, `look-lang-${lang}`);
  }
});
