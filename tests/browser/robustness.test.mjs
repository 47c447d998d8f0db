// Nothing the player has is lost to bad input (issue 16): a record, a link or a saved game
// that cannot be read is refused with a message that names it, and the game in progress,
// its moves to undo and its saved copy stay as they were; an unreadable saved game is kept
// aside; settings with prototype names are no settings; long notices are cut; a record's
// text encoding is read from its byte order mark first.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, playByClicks, waitReady, screenshot, setSetting, newGame, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

const CURRENT = "boardgames.current";
const UNREADABLE = "boardgames.current.unreadable";

const waitMoves = (page, n) =>
  page.waitForFunction((n) => document.querySelectorAll("#move-list .move:not(.gap)").length === n && document.getElementById("board").history().length === n, n);

/** What the player has: the board's game, its history, the saved copy and the address. */
function holdings(page) {
  return page.evaluate(() => {
    const b = document.getElementById("board");
    return {
      game: b.game.id,
      picker: document.getElementById("game-select").value,
      position: b.position(),
      history: b.history(),
      saved: localStorage.getItem("boardgames.current"),
      hash: location.hash,
      undo: !document.getElementById("undo").disabled,
    };
  });
}

/** Waits for the page's deferred save (after the next frame): the saved copy holds the board's moves. */
async function waitSaved(page) {
  await page.waitForFunction(() => {
    const saved = JSON.parse(localStorage.getItem("boardgames.current") ?? "null");
    return saved && JSON.stringify(saved.moves) === JSON.stringify(document.getElementById("board").history());
  });
}

/** The notice over the board once it shows text matching `pattern`. */
async function notice(page, pattern) {
  // The text is read by the wait itself: the notice goes after 4-12 s (www/page/status.js), and
  // a second read on a loaded machine could come after it went.
  const shown = await page.waitForFunction((source) => {
    const el = document.getElementById("notice");
    return !el.hidden && new RegExp(source).test(el.textContent) && el.textContent;
  }, pattern.source);
  return shown.jsonValue();
}

test("a record file that cannot be read changes nothing: the game, its undo and its saved copy stay, and the file is named", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  for (const m of ["11-15", "23-19", "8-11"]) await playByClicks(page, m, "#board");
  await waitMoves(page, 3);
  await waitSaved(page);
  const before = await holdings(page);
  assert.equal(before.game, "american");
  assert.ok(before.saved.includes("8-11") && before.undo, "three moves played, saved and undoable");
  await page.setInputFiles("#record-file", { name: "hostile.pgn", mimeType: "text/plain", buffer: Buffer.from('[Event "x"]\n\n1. e4 e5 2. Qxz9 *\n') });
  const text = await notice(page, /hostile\.pgn/);
  assert.match(text, /“hostile\.pgn” could not be opened, and the game is unchanged: /);
  await screenshot(page, "robustness-record-refused");
  assert.deepEqual(await holdings(page), before, "the game, its history, the picker, the saved copy and the address are unchanged");
  await page.click("#undo");
  await waitMoves(page, 2);
  assert.deepEqual(await page.evaluate(() => document.getElementById("board").history()), ["11-15", "23-19"], "undo still works");
  // The same record pasted: the dialog says why, the game is unchanged.
  await waitSaved(page);
  const after = await holdings(page);
  await page.click("#record-paste");
  await page.fill("#record-text", '[Event "x"]\n\n1. e4 e5 2. Qxz9 *\n');
  await page.click("#record-load");
  await page.waitForSelector("#record-error:not([hidden])");
  assert.match(await page.textContent("#record-error"), /could not be read/);
  assert.deepEqual(await holdings(page), after);
});

test("a record with a megabyte-long move gives a short notice and changes nothing", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await page.evaluate(() => document.getElementById("board").play("11-15"));
  await waitMoves(page, 1);
  await waitSaved(page);
  const before = await holdings(page);
  const token = "1".repeat(1 << 20);
  await page.setInputFiles("#record-file", { name: `${"long-name-".repeat(50)}.pdn`, mimeType: "text/plain", buffer: Buffer.from(`[GameType "20"]\n\n1. 11-15 ${token} *\n`) });
  const text = await notice(page, /could not be (opened|read)/);
  assert.ok(text.length <= 400, `the notice is short (${text.length} characters)`);
  await screenshot(page, "robustness-long-notice");
  assert.deepEqual(await holdings(page), before);
  // The same move in a link.
  await page.evaluate((token) => (location.hash = `#game=american&moves=11-15%20${token}`), token);
  const linkText = await notice(page, /The link could not be opened/);
  assert.ok(linkText.length <= 400, `the link's notice is short (${linkText.length} characters)`);
  const now = await holdings(page);
  assert.deepEqual({ ...now, hash: before.hash }, before, "the game and its saved copy are unchanged");
});

test("a link that cannot be read is named; the saved game is restored and kept", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  for (const m of ["11-15", "23-19"]) await page.evaluate((m) => document.getElementById("board").play(m), m);
  await waitMoves(page, 2);
  await waitSaved(page);
  const saved = await page.evaluate(() => localStorage.getItem("boardgames.current"));
  for (const hash of ["#game=american&moves=11-15%2099-98", "#game=american&start=W%3AW99%3AB1", "#game=nosuchgame", "#game=american&options=%7Bnot-json"]) {
    await page.goto(page.url().replace(/#.*$/, "") + hash);
    await page.reload();
    await waitReady(page, "#board");
    const text = await notice(page, /The link could not be opened/);
    assert.ok(text.length < 300, text);
    await waitMoves(page, 2);
    const now = await holdings(page);
    assert.deepEqual(now.history, ["11-15", "23-19"], `${hash}: the saved game is on the board`);
    assert.equal(now.saved, saved, `${hash}: the saved game is unchanged`);
  }
  // Pasted into the address bar of the open page: nothing changes.
  await page.evaluate(() => (location.hash = "#game=american&moves=11-15%2099-98"));
  await notice(page, /The link could not be opened/);
  assert.deepEqual((await holdings(page)).history, ["11-15", "23-19"]);
  assert.equal((await holdings(page)).saved, saved);
});

test("a saved game that cannot be restored is kept aside and the page says so", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  for (const bad of ['{"game":"american","moves":["11-15","99-98"]}', "{not json", '{"game":"american","start":"W:W99:B1","moves":[]}', '["a list"]']) {
    await page.evaluate(([key, bad]) => {
      localStorage.setItem(key, bad);
      localStorage.removeItem("boardgames.current.unreadable");
    }, [CURRENT, bad]);
    await page.goto(page.url().replace(/#.*$/, ""));
    // The notice first: it is up for a few seconds only, and the page's readiness (its idle
    // work, the settings' code) can take longer than that on a loaded machine.
    const text = await notice(page, /saved game could not be restored/);
    await waitReady(page, "#board");
    assert.match(text, new RegExp(`kept in this browser's storage as “${UNREADABLE.replaceAll(".", "\\.")}”`));
    if (bad === "{not json") await screenshot(page, "robustness-saved-game-kept");
    const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), UNREADABLE);
    assert.equal(kept.length, 1);
    assert.equal(kept[0].text, bad, "the unreadable text is kept as it was");
    assert.ok(!Number.isNaN(Date.parse(kept[0].at)), "with the time it was set aside");
    // The page plays a fresh game, saved in its place.
    await page.evaluate(() => document.getElementById("board").play("11-15"));
    await waitMoves(page, 1);
    assert.match(await page.evaluate((key) => localStorage.getItem(key), CURRENT), /11-15/);
  }
});

test("settings naming prototype keys are ignored: the page plays with a sane clock", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  for (const name of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
    const settings = JSON.stringify({ clockPreset: name, theme: name, lang: name, game: name, mode: name, level: name, thinkMs: name, human: name });
    await page.evaluate((s) => {
      localStorage.clear();
      localStorage.setItem("boardgames.settings", s);
    }, settings);
    await page.goto(page.url().replace(/#.*$/, ""));
    await waitReady(page, "#board");
    const state = await page.evaluate(() => ({
      clock: document.getElementById("clock").value,
      clocksHidden: document.getElementById("clocks").hidden,
      game: document.getElementById("board").game.id,
      theme: document.documentElement.dataset.theme,
      status: document.getElementById("status-text").textContent,
    }));
    assert.deepEqual({ ...state, status: undefined }, { clock: "none", clocksHidden: true, game: "american", theme: "wood", status: undefined }, name);
    assert.doesNotMatch(state.status, /NaN|undefined|function/);
    await page.evaluate(() => document.getElementById("board").play("11-15"));
    await waitMoves(page, 1);
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => document.getElementById("board").game.outcome()), null, `${name}: nobody lost on time`);
  }
  // A clock chosen on the page still works.
  await setSetting(page, "clock", "3+2");
  await page.waitForFunction(() => !document.getElementById("clocks").hidden);
  assert.deepEqual(await page.$$eval(".clock .time", (els) => els.map((e) => e.textContent)), ["3:00", "3:00"]);
  // A whole object, a list or a number as the settings: defaults.
  for (const raw of ['{"__proto__":{"clockPreset":"3+2"}}', "[1,2]", "7", "null"]) {
    await page.evaluate((raw) => {
      localStorage.clear();
      localStorage.setItem("boardgames.settings", raw);
    }, raw);
    await page.goto(page.url().replace(/#.*$/, ""));
    await waitReady(page, "#board");
    assert.equal(await page.$eval("#clock", (el) => el.value), "none", raw);
  }
});

test("a KIF file in UTF-16 with a byte order mark is read (and UTF-8 with one)", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const kif = "手合割：平手\r\n先手：\r\n後手：\r\n手数----指手---------消費時間--\r\n   1 ７六歩(77)\r\n   2 ３四歩(33)\r\n";
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(kif, "utf16le")]);
  const be = Buffer.from(le);
  be.swap16();
  const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(kif, "utf8")]);
  for (const [name, bytes] of [["le.kif", le], ["be.kif", be], ["bom8.kif", utf8]]) {
    await newGame(page);
    await setSetting(page, "game-select", "american");
    await page.waitForFunction(() => document.getElementById("board").game?.id === "american");
    await page.setInputFiles("#record-file", { name, mimeType: "text/plain", buffer: bytes });
    await page.waitForFunction(() => document.getElementById("board").game?.id === "shogi" && document.querySelectorAll("#move-list .move").length === 2, null, { timeout: 10000 });
    assert.deepEqual(await page.evaluate(() => document.getElementById("board").history()), ["7g7f", "3c3d"], name);
  }
});
