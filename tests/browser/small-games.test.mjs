// The four small games on the play page (issue 5): alquerque, Zong-Heng, Binary and
// Incorrect Checkers, each played to its final result by clicking the board (the
// moves chosen with the page's own engine, a seeded random one or, for Incorrect
// Checkers from a near-end position, one that goes for the goal), the result read
// in English and Japanese, the rules panel compared with the engine's rules text;
// then one test per interaction these games add: the huff clicked first, the push
// arrows, the two-step placement with "done" (button and Enter) and the discard,
// the jump chain hopped landing by landing and ended by Enter or a click on the
// piece. The push animation is checked in Node (board/anim.js is pure).

import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, clickCell, idle, screenshot, setSetting, reusePages } from "./harness.mjs";
import { planAnimation } from "../../www/board/anim.js";
import * as sel from "../../www/board/select.js";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

const BOARD = "#board";

/** Opens the page on a game (options, start position) through the URL hash. */
async function openGame(t, game, { options, start, locale } = {}) {
  const params = new URLSearchParams({ game });
  if (options) params.set("options", JSON.stringify(options));
  if (start) params.set("start", start);
  const { page, close } = await openPage(`/index.html#${params}`, locale ? { locale } : {});
  t.after(close);
  // The page may load its default game first, then the one of the link.
  await page.waitForFunction(
    ({ game, start }) => {
      const el = document.getElementById("board");
      return el?.game?.id === game && (!start || el.game.startPosition() === start) && el.hasAttribute("ready");
    },
    { game, start: start ?? null },
    { timeout: 20000 },
  );
  await idle(page, BOARD);
  return page;
}

const plies = (page) => page.$eval(BOARD, (el) => el.history().length);

/** Waits until the board's game has `n` moves and the page has caught up. */
async function waitPlies(page, n) {
  await page.waitForFunction((n) => document.getElementById("board").history().length === n, n, { timeout: 10000 });
  await idle(page, BOARD);
}

/** Clicks the button of the board's overlay bar with this text (Done, Pass). */
async function clickBarButton(page, text) {
  const button = page.locator(`${BOARD} .bg-bar button`, { hasText: text });
  await button.click();
}

/**
 * Plays `move` (a legal move object of the engine) by clicking the board the way a
 * player does, and checks that exactly this move was played.
 */
async function clickMove(page, move) {
  const before = await plies(page);
  const played = async () => (await plies(page)) > before;
  if (move.places?.length && move.from == null) {
    // Binary: one square then "Done", or two squares.
    await clickCell(page, move.places[0], BOARD);
    if (move.places.length === 2) await clickCell(page, move.places[1], BOARD);
    else if (!(await played())) await clickBarButton(page, "Done");
  } else if (move.from == null && move.huff == null) {
    await clickBarButton(page, "Pass");
  } else {
    if (move.huff != null) await clickCell(page, move.huff, BOARD);
    if (move.from != null) {
      await clickCell(page, move.from, BOARD);
      // Every landing in turn (alquerque chains); a push or a step is from and to.
      const landings = move.path.length > 1 ? move.path.slice(1) : [move.to];
      for (const c of landings) if (!(await played())) await clickCell(page, c, BOARD);
      // A chain hopped to its end that could go on: a click on the piece ends it there.
      if (!(await played())) await clickCell(page, move.to, BOARD);
    }
  }
  await waitPlies(page, before + 1);
  const last = await page.$eval(BOARD, (el) => el.history().at(-1));
  assert.equal(last, move.notation, `the clicks played ${last}, not ${move.notation}`);
}

/** A seeded choice among the legal moves (or the first that reaches the goal, for Incorrect Checkers). */
async function chooseMove(page, seed, policy) {
  return page.$eval(
    BOARD,
    (el, { seed, policy }) => {
      const moves = el.game.legalMoves();
      if (policy === "goal") {
        const zones = new Set(el.game.view().zones);
        return moves.find((m) => zones.has(m.to) && !zones.has(m.from)) ?? moves.find((m) => m.path.length > 2) ?? moves[0];
      }
      return moves[seed % moves.length];
    },
    { seed, policy },
  );
}

/** Clicks moves until the game is over; returns the number of moves played. */
async function playToEnd(page, { seed = 12345, policy = "random", limit = 200, shotAt = null, shotName = "" } = {}) {
  let s = seed;
  for (let i = 0; i < limit; i++) {
    if (await page.$eval(BOARD, (el) => el.game.outcome() != null)) return i;
    s = (s * 16807) % 2147483647;
    const move = await chooseMove(page, s, policy);
    await clickMove(page, move);
    if (i === shotAt) await screenshot(page, shotName);
  }
  throw new Error(`the game did not end within ${limit} moves`);
}

/** The result on the page, the rules panel and the game panel in both languages. */
async function checkResultAndRules(page, { english, japanese }) {
  const outcome = await page.$eval(BOARD, (el) => el.game.outcome());
  assert.ok(outcome, "the game is over");
  // The status is written at the page's next frame: it is read once it says what is wanted
  // (or after a while, and then the assertion says what it says instead).
  const status = async (want) => {
    await page
      .waitForFunction(({ source, flags }) => new RegExp(source, flags).test(document.getElementById("status-text").textContent), { source: want.source, flags: want.flags }, { timeout: 10000 })
      .catch(() => {});
    return page.$eval("#status-text", (e) => e.textContent);
  };
  assert.match(await status(english(outcome)), english(outcome));
  await setSetting(page, "lang-select", "ja");
  await page.waitForFunction(() => document.documentElement.lang === "ja");
  assert.match(await status(japanese(outcome)), japanese(outcome));
  // The rules panel shows the engine's rules text, sentence by sentence, in each language.
  // Opened (as a click on its summary does): the family's sentences come then (www/engine.js loadRules).
  await page.evaluate(() => (document.getElementById("rules").open = true));
  await page.waitForFunction(() => document.querySelectorAll("#rules-text p").length > 0, null, { timeout: 10000 });
  for (const lang of ["ja", "en"]) {
    if (lang === "en") {
      await setSetting(page, "lang-select", "en");
      await page.waitForFunction(() => document.documentElement.lang === "en");
      // The panel is drawn again on the page's next frame.
      await page
        .waitForFunction(() => document.querySelector("#rules-text p")?.textContent === document.getElementById("board").game.rules()[0]?.en, null, { timeout: 10000 })
        .catch(() => {});
    }
    const { shown, engine } = await page.evaluate((lang) => ({
      shown: [...document.querySelectorAll("#rules-text p")].map((p) => p.textContent),
      engine: document.getElementById("board").game.rules().map((t) => t[lang]),
    }), lang);
    assert.ok(engine.length > 3, "the engine has rules text");
    assert.deepEqual(shown, engine, `rules panel in ${lang}`);
  }
  return outcome;
}

const side = { en: ["White", "Black"], ja: ["白", "黒"] };
const resultEn = (colors) => (o) => (o.winner == null ? /^Draw — / : new RegExp(`^${colors[o.winner]} wins — `));
const resultJa = (colors) => (o) => (o.winner == null ? /^引き分け（/ : new RegExp(`^${colors[o.winner]}の勝ち（`));

test("alquerque (Bell's rules) is played to the end by clicks; Bell's scoring is shown", async (t) => {
  const page = await openGame(t, "alquerque", { options: { rules: "bell" } });
  // Seed 13: a game of 35 moves with huffs and chains of two jumps, won by capturing all.
  const n = await playToEnd(page, { seed: 13, shotAt: 12, shotName: "small-alquerque-midgame" });
  assert.ok(n > 5);
  assert.ok((await page.$eval(BOARD, (el) => el.history())).some((m) => /:.*:/.test(m)), "a chain of jumps was clicked landing by landing");
  const o = await checkResultAndRules(page, { english: resultEn(side.en), japanese: resultJa(side.ja) });
  if (o.scores) {
    // The page shows the scores exactly as the engine gives them (the loser's penalty).
    const text = await page.$eval("#game-info .final", (e) => e.textContent);
    assert.match(text, /Bell's scoring/);
    const loser = o.scores.findIndex((x) => x < 0);
    assert.ok(text.includes(`${side.en[loser]} −${-o.scores[loser]}`), text);
  } else assert.ok(["threefold", "move-rule"].includes(o.reason), `no scores only for a draw-rule ending, got ${o.reason}`);
  await screenshot(page, "small-alquerque-end");
});

test("Zong-Heng is played from the start to the final comparison by clicks", async (t) => {
  const page = await openGame(t, "zonghen");
  await playToEnd(page, { seed: 777, shotAt: 10, shotName: "small-zonghen-midgame" });
  const o = await checkResultAndRules(page, { english: resultEn(["Black", "White"]), japanese: resultJa(["黒", "白"]) });
  // The comparison goes down both sides' group sizes to the deciding row (or all equal).
  const rows = await page.$$eval("#game-info table.compare tr.step", (trs) =>
    trs.map((tr) => ({ cells: [...tr.querySelectorAll("td:not(.why)")].map((td) => Number(td.textContent)), decides: tr.classList.contains("decides") })),
  );
  const sizes = await page.$eval(BOARD, (el) => [0, 1].map((s) => el.game.view().regions.filter((r) => r.side === s).map((r) => r.size).sort((a, b) => b - a)));
  assert.ok(rows.length >= 1);
  rows.forEach((r, i) => assert.deepEqual(r.cells, [sizes[0][i] ?? 0, sizes[1][i] ?? 0], `row ${i + 1}`));
  if (o.winner != null) {
    assert.ok(rows.at(-1).decides, "the last row shown decides");
    assert.equal(rows.filter((r) => r.decides).length, 1);
    const [b, w] = rows.at(-1).cells;
    assert.equal(o.winner, b > w ? 0 : 1, "the deciding row agrees with the engine's winner");
  } else assert.ok(await page.$("#game-info .info-equal"));
  await screenshot(page, "small-zonghen-end");
});

test("Binary is played from the empty board to the final score by clicks", async (t) => {
  const page = await openGame(t, "binary");
  // Seed 11: 18 moves with a discard, White ahead on points.
  await playToEnd(page, { seed: 11, shotAt: 9, shotName: "small-binary-midgame" });
  const o = await checkResultAndRules(page, { english: resultEn(["Black", "White"]), japanese: resultJa(["黒", "白"]) });
  const text = await page.$eval("#game-info .final", (e) => e.textContent);
  assert.ok(text.includes(`Black ${o.scores[0]}`) && text.includes(`White ${o.scores[1]}`), text);
  await screenshot(page, "small-binary-end");
});

test("Incorrect Checkers is played from a late position to the goal by clicks", async (t) => {
  const start = "B:Bd4,c5,b6,h6,a7,c7,e7,g7,b8,d8,f8,h8:Wb1,d1,f1,h1,c2,e2,b3,d3,f3,a4,c4,e4";
  const page = await openGame(t, "incorrect-checkers", { start });
  await playToEnd(page, { policy: "goal", shotAt: 3, shotName: "small-incorrect-checkers-midgame" });
  const o = await checkResultAndRules(page, { english: resultEn(["Black", "White"]), japanese: resultJa(["黒", "白"]) });
  assert.equal(o.reason, "goal");
  assert.match(await page.$eval("#status-text", (e) => e.textContent), /reached the goal/);
  // No empty panel is left at the top of the side column once the game has ended (issue 11.8).
  const panel = await page.$eval("#game-info", (e) => ({ hidden: e.hidden, text: e.textContent.trim(), height: e.getBoundingClientRect().height }));
  assert.ok(panel.hidden || panel.text !== "", `the game panel is hidden or says something: ${JSON.stringify(panel)}`);
  assert.equal(panel.height, 0, "the hidden panel takes no room");
});

test("alquerque: the huff candidates are marked; the huff is clicked first, then the move", async (t) => {
  // White left e3 able to capture: Black's next move begins by huffing it.
  const start = "B:Wa1,b1,c1,d1,e1,a2,b2,d2,e2,c3,e3:Ba3,d3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5:He3:P1";
  const page = await openGame(t, "alquerque", { start });
  const e3 = 14;
  assert.deepEqual(await page.$eval(BOARD, (el) => [...el._ui.huffs]), [e3], "the huff candidate is marked");
  assert.match(await page.$eval("#game-info", (e) => e.textContent), /first click the marked enemy piece/);
  // A click on one's own piece first is refused, with the reason.
  await clickCell(page, 13, BOARD); // d3
  await page.waitForFunction(() => /First huff/.test(document.getElementById("notice").textContent));
  assert.equal(await plies(page), 0);
  await clickCell(page, e3, BOARD);
  // After the huff the pieces that may move are marked; the huffed piece is shown as taken.
  const t1 = await page.$eval(BOARD, (el) => ({ movable: [...el._ui.targets.movable].sort((a, b) => a - b), captures: [...el._ui.targets.captures] }));
  const expected = await page.$eval(BOARD, (el) => [...new Set(el.game.legalMoves().map((m) => m.from))].sort((a, b) => a - b));
  assert.deepEqual(t1.movable, expected);
  assert.deepEqual(t1.captures, [e3]);
  await screenshot(page, "small-alquerque-huff");
  await clickCell(page, 13, BOARD); // d3
  await clickCell(page, 14, BOARD); // to e3, freed by the huff
  await waitPlies(page, 1);
  assert.deepEqual(await page.$eval(BOARD, (el) => el.history()), ["he3 d3-e3"]);
  assert.equal(await page.$eval(BOARD, (el) => el.game.view().pieces[14]?.side), 1, "Black's piece stands where the huffed piece was");
});

test("Zong-Heng: a piece shows its push directions as arrows; the push moves the line and places a piece", async (t) => {
  const page = await openGame(t, "zonghen");
  const from = 42; // c3, a black piece on a dark square
  await clickCell(page, from, BOARD);
  const { arrows, legal } = await page.$eval(BOARD, (el, from) => ({
    arrows: el._ui.targets.arrows.map((a) => [a.from, a.to]).sort(),
    legal: el.game.legalMoves().filter((m) => m.from === from).map((m) => [m.from, m.to]).sort(),
  }), from);
  assert.ok(arrows.length >= 2);
  assert.deepEqual(arrows, legal, "one arrow per legal direction");
  await screenshot(page, "small-zonghen-arrows");
  // The push: c3 up to c4 (the square above), a new piece on c3.
  const move = await page.$eval(BOARD, (el, from) => el.game.legalMoves().find((m) => m.from === from && m.to === from - 8), from);
  await clickCell(page, move.to, BOARD);
  await waitPlies(page, 1);
  const pieces = await page.$eval(BOARD, (el) => el.game.view().pieces.map((p) => p?.side ?? null));
  for (const [, b] of move.pushes) assert.notEqual(pieces[b], null);
  assert.equal(pieces[from], 0, "a new black piece on the vacated square");
  const supply = await page.$eval("#game-info .supply", (e) => e.textContent);
  assert.match(supply, /Black 15/);
  assert.match(supply, /White 16/);
  // The groups toggle outlines each side's groups.
  assert.equal(await page.$eval(BOARD, (el) => el.getAttribute("regions")), "hide");
  await page.check("#show-regions");
  assert.equal(await page.$eval(BOARD, (el) => el.getAttribute("regions")), "show");
});

test("Zong-Heng: all pushed pieces glide together and the new piece appears after them (animation plan)", () => {
  const man = (side) => ({ side, kind: "man", promoted: false });
  // A line of three on a 4-wide row: cells 0 (b), 1 (b), 2 (w) pushed right into 3; a new b on 0.
  const before = [man(0), man(0), man(1), null];
  const after = [man(0), man(0), man(0), man(1)];
  const move = { from: 0, to: 1, path: [0, 1], captures: [], places: [0], pushes: [[0, 1], [1, 2], [2, 3]] };
  const plan = planAnimation(move, before, after, { cols: 4, removal: "end", speed: 1 });
  const rect = (c) => ({ x: c * 10, y: 0 });
  const mid = plan.frame(100, rect);
  assert.equal(mid.movers.length, 3, "every pushed piece moves");
  for (const [i, m] of mid.movers.entries()) assert.ok(m.x > i * 10 && m.x < (i + 1) * 10, `piece ${i} is between its squares`);
  assert.ok(!mid.ghosts.some((g) => g.x === 0), "the new piece is not there yet");
  const end = plan.frame(plan.duration, rect);
  assert.ok(end.ghosts.some((g) => g.x === 0 && g.alpha > 0.9), "the new piece has appeared");
});

test("Binary: one piece then Done (button or Enter), or two pieces; a discard is announced", async (t) => {
  const page = await openGame(t, "binary");
  const supplies = () => page.$eval("#game-info .supply", (e) => e.textContent);
  assert.match(await supplies(), /Black 16.*White 16/);
  // Black's first move is one piece: played at once.
  await clickCell(page, 56, BOARD); // a1
  await waitPlies(page, 1);
  // White clicks b1 (its colour): the squares that complete a two-piece move are marked, and Done.
  await clickCell(page, 57, BOARD);
  const { marked, expected } = await page.$eval(BOARD, (el) => ({
    marked: [...el._ui.placeTargets].sort((a, b) => a - b),
    expected: [...new Set(el.game.legalMoves().filter((m) => m.places.length === 2 && m.places.includes(57)).flatMap((m) => m.places))].filter((c) => c !== 57).sort((a, b) => a - b),
  }));
  assert.ok(expected.length > 10);
  assert.deepEqual(marked, expected);
  await screenshot(page, "small-binary-placing");
  await clickBarButton(page, "Done");
  await waitPlies(page, 2);
  assert.equal(await page.$eval(BOARD, (el) => el.history().at(-1)), "b1");
  // Black: one piece then Enter.
  await clickCell(page, 58, BOARD); // c1
  assert.equal(await plies(page), 2);
  await page.keyboard.press("Enter");
  await waitPlies(page, 3);
  assert.equal(await page.$eval(BOARD, (el) => el.history().at(-1)), "c1");
  // White: two pieces.
  await clickCell(page, 59, BOARD); // d1
  await clickCell(page, 61, BOARD); // f1
  await waitPlies(page, 4);
  assert.equal(await page.$eval(BOARD, (el) => el.history().at(-1)), "d1,f1");
  // Black on d5, a light square of the centre: a discard, announced; the supply shows it.
  await clickCell(page, 27, BOARD);
  await waitPlies(page, 5);
  const played = await page.$eval(BOARD, (el) => el.game.playedMoves().at(-1));
  assert.equal(played.discard, true);
  assert.match(await page.$eval("#game-info .info-discard", (e) => e.textContent), /d5: .*discarded/);
  assert.match(await supplies(), /Black 12.*White 13/);
  // The running score is the engine's.
  const scores = await page.$eval(BOARD, (el) => el.game.view().scores);
  const shown = await page.$eval("#game-info .score", (e) => e.textContent);
  assert.ok(shown.includes(`Black ${scores[0]}`) && shown.includes(`White ${scores[1]}`), shown);
});

test("Incorrect Checkers: the piece hops landing by landing; Enter or a click on it ends the chain", async (t) => {
  const start = "B:Ba1,c1,e1,g1,b2,d2,f2,h2,c3,e3,g3,b4:Wb5,a6,e6,g6,b7,d7,f7,h7,a8,c8,e8,g8";
  const page = await openGame(t, "incorrect-checkers", { start });
  const cell = (name) => page.$eval(BOARD, (el, name) => el.game.view().labels.indexOf(name), name);
  const [c1, a3, c5, a5] = [await cell("c1"), await cell("a3"), await cell("c5"), await cell("a5")];
  // The engine's move list keeps one path per start and end: c1 to c5 is not in it
  // as a landing of a longer path the board could match by itself.
  await clickCell(page, c1, BOARD);
  assert.deepEqual(await page.$eval(BOARD, (el) => [...el._ui.targets.waypoints]), [a3]);
  await clickCell(page, a3, BOARD);
  await clickCell(page, c5, BOARD);
  assert.equal(await plies(page), 0, "the chain goes on while it can");
  assert.deepEqual(await page.$eval(BOARD, (el) => el._ui.chain.path), [c1, a3, c5]);
  assert.deepEqual(await page.$eval(BOARD, (el) => [...el._ui.targets.waypoints]), [a5]);
  await screenshot(page, "small-incorrect-checkers-chain");
  await page.keyboard.press("Enter");
  await waitPlies(page, 1);
  assert.deepEqual(await page.$eval(BOARD, (el) => el.history()), ["c1:c5"]);
  assert.deepEqual(await page.$eval(BOARD, (el) => el.game.playedMoves()[0].path), [c1, a3, c5], "the path the player hopped");
  // Undo, then the same chain ended by a click on the piece on its landing.
  await page.click("#undo");
  await waitPlies(page, 0);
  for (const c of [c1, a3, c5, c5]) await clickCell(page, c, BOARD);
  await waitPlies(page, 1);
  assert.deepEqual(await page.$eval(BOARD, (el) => el.history()), ["c1:c5"]);
  // Undo, then a direct click on a final square plays that move at once.
  await page.click("#undo");
  await waitPlies(page, 0);
  await clickCell(page, c1, BOARD);
  await clickCell(page, a5, BOARD);
  await waitPlies(page, 1);
  assert.deepEqual(await page.$eval(BOARD, (el) => el.history()), ["c1:a5"]);
  // The goal squares of the side to move are shaded.
  const zones = await page.$eval(BOARD, (el) => el.game.view().zones.length);
  assert.equal(zones, 12);
});

test("alquerque: landings clicked in order follow that chain, not another one passing them in another order (select.js)", () => {
  // e3 (14) over e2 to e1 (24) then over d1 to c1 (22), or over d2 to c1 then over d1 to e1; huff c3 (12) first.
  const mv = (notation, path) => ({ notation, from: path[0], to: path.at(-1), path, captures: [], huff: 12 });
  const a = mv("hc3 e3:e1:c1", [14, 24, 22]), b = mv("hc3 e3:c1:e1", [14, 22, 24]);
  let r = sel.step([a, b], [], 12);
  r = sel.step([a, b], r.clicks, 14);
  r = sel.step([a, b], r.clicks, 24);
  assert.equal(r.play, undefined, "e1 clicked as the first landing: the chain goes on");
  assert.equal(sel.step([a, b], r.clicks, 22).play.notation, "hc3 e3:e1:c1");
  // Clicked the other way round, the other chain.
  r = sel.step([a, b], [12, 14], 22);
  assert.equal(sel.step([a, b], r.clicks, 24).play.notation, "hc3 e3:c1:e1");
  // The short form still works where nothing is clicked in order along another chain: from, then the end.
  const c = mv("hc3 e3:c1", [14, 22]);
  assert.equal(sel.step([c], [12, 14], 22).play.notation, "hc3 e3:c1");
});

test("Zong-Heng: with an empty supply the only move is a pass, offered as a button", async (t) => {
  const start = "1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1 b 0 3";
  const page = await openGame(t, "zonghen", { start, locale: "ja-JP" });
  // The Japanese page: the button says パス, the panel shows both supplies.
  const button = page.locator(`${BOARD} .bg-bar button`);
  assert.equal(await button.count(), 1);
  assert.equal(await button.textContent(), "パス");
  assert.match(await page.$eval("#game-info .supply", (e) => e.textContent), /手持ち.*黒 0.*白 3/);
  await screenshot(page, "small-zonghen-pass-ja");
  await button.click();
  await waitPlies(page, 1);
  assert.deepEqual(await page.$eval(BOARD, (el) => el.history()), ["pass"]);
});

test("Binary: a square that cannot go with the chosen one starts a new placement (select.js)", () => {
  const place = (...places) => ({ notation: places.join(","), from: null, to: places[0], path: [places[0]], captures: [], places });
  // b1 alone or with d1; c1 (the other colour) only alone.
  const moves = [place(57), place(57, 59), place(59), place(58)];
  let r = sel.placeStep(moves, new Set(), 57);
  assert.deepEqual([...r.chosen], [57]);
  assert.deepEqual(r.confirm.map((m) => m.notation), ["57"], "Done places b1 alone");
  assert.deepEqual([...r.targets], [59]);
  r = sel.placeStep(moves, r.chosen, 58);
  assert.equal(r.play.notation, "58", "c1 cannot go with b1: it is played alone");
});
