// The game review on the play page (issue 12.3, 12.4): a planted blunder is marked ?? with
// the engine's better move, which plays as a variation; the graph jumps to the ply clicked;
// Cancel keeps what was done and Review goes on from there; the exported record carries
// [%eval] and the marks, and loading it shows the review without running it again (so
// does the game left in this browser); no review while the computer plays an unfinished
// game.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { openPage, newGame, waitReady, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

// 3. 12-16?? gives a man away for nothing (19x12). The better move is the engine's own: the
// review analyses in the draughts knowledge module, with the learned evaluation, whose choice
// among the balanced moves (3-8 or 9-13, a few hundredths apart) follows the shipped weights,
// so it is read from that module at the review's limits (www/page/review.js REVIEW_NODES,
// REVIEW_LINES), not written here.
const BEST = await (async () => {
  const api = await import("../../www/pkg/family-draughts-knowledge.js");
  await api.default({ module_or_path: readFileSync(new URL("../../www/pkg/family-draughts-knowledge_bg.wasm", import.meta.url)) });
  const g = new api.Game("american");
  for (const m of ["11-15", "23-19", "8-11", "22-17"]) g.play(m);
  const best = g.analyse({ nodes: 200000, multiPv: 3 }).lines[0].pv[0];
  g.free();
  return best;
})();
const BLUNDER = '[Game "american"]\n[Result "*"]\n\n1. 11-15 23-19 2. 8-11 22-17 3. 12-16 19x12 4. 9-13 24-19 5. 13x22 25x18 *\n';
// 2. Qg4?? gives the queen away (Bxg4).
const QUEEN = '[Event "?"]\n[Result "*"]\n\n1. e4 d5 2. Qg4 Bxg4 3. Nf3 e6 *\n';

const boardOf = (page) => page.$eval("#board", (b) => ({ ply: b.ply, line: b.line }));

async function loadRecord(page, text, plies) {
  await page.click("#record-paste");
  await page.fill("#record-text", text);
  await page.click("#record-load");
  await page.waitForFunction((n) => document.getElementById("board").history().length === n, plies);
}

/** Runs the review and waits for its end (the progress hidden, the panel shown). */
async function review(page, button = "#review") {
  await page.click(button);
  await page.waitForFunction(() => !document.getElementById("review-progress").hidden);
  await page.waitForFunction(() => !document.getElementById("review-panel").hidden && document.getElementById("review-progress").hidden, null, { timeout: 90000 });
}

const marks = (page) => page.$$eval("#move-list [data-mark]", (els) => els.map((e) => [e.textContent, e.dataset.mark, getComputedStyle(e, "::after").content]));

test("a planted blunder is marked ?? with the better move, which plays as a variation", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await loadRecord(page, BLUNDER, 10);
  await review(page);
  const found = await marks(page);
  assert.deepEqual(found.find(([move]) => move === "12-16"), ["12-16", "blunder", '"??"'], JSON.stringify(found));
  assert.equal(found.find(([move]) => move === "19x12"), undefined, "the forced capture is not marked");
  // The move shown: what the review says of it, and its better move.
  await page.click('#move-list [data-path="0.0.0.0.0"]');
  await page.waitForFunction(() => document.getElementById("board").ply === 5);
  await page.waitForFunction(() => document.querySelector("#review-note .review-best"));
  assert.match(await page.textContent("#review-note"), new RegExp(`12-16\\?\\? Blunder .*Best was ${BEST}`));
  assert.match(await page.textContent("#review-summary"), /Black: 0 \?!, 0 \?, 1 \?\?/);
  await page.click("#review-note .review-best");
  await page.waitForFunction((best) => document.getElementById("board").line[4] === best, BEST);
  const b = await boardOf(page);
  assert.equal(b.ply, 5);
  assert.deepEqual(b.line.slice(0, 5), ["11-15", "23-19", "8-11", "22-17", BEST]);
  // The mainline keeps 12-16 and its mark; the better move is a variation.
  await page.waitForFunction(() => document.querySelector("#move-list .variation"));
  assert.deepEqual((await marks(page)).find(([move]) => move === "12-16")?.[1], "blunder");
  // The game left in this browser keeps its review.
  await page.reload();
  await waitReady(page);
  await page.waitForFunction(() => document.querySelector('#move-list [data-mark="blunder"]') && !document.getElementById("review-panel").hidden);
  assert.deepEqual((await marks(page)).map(([move, mark]) => [move, mark]), [["12-16", "blunder"]]);
  assert.equal(await page.$eval("#board", (b) => b.line[4]), BEST, "on the variation, as left");
});

test("the graph jumps to the ply clicked and draws the ply shown", async (t) => {
  const { page, close } = await openPage("/index.html", { viewport: { width: 390, height: 844 } });
  t.after(close);
  await loadRecord(page, BLUNDER, 10);
  await review(page);
  const box = await page.$eval("#review-graph", (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, plies: Number(el.dataset.plies) };
  });
  assert.equal(box.plies, 10);
  assert.ok(box.width > 300, `the graph spans the phone's width (${box.width})`);
  const xOf = (ply) => box.x + 4 + (ply / box.plies) * (box.width - 8);
  await page.mouse.click(xOf(3), box.y + box.height / 2);
  await page.waitForFunction(() => document.getElementById("board").ply === 3);
  // The graph is redrawn at the page's next frame: its line is waited for at ply 3 (a line
  // that never gets there fails here, after 10 s).
  const line = await page.waitForFunction(
    (at) => {
      const l = document.querySelector("#review-graph .graph-current");
      const x = l && Number(l.getAttribute("x1"));
      return l && Math.abs(x - at) < 2 && x;
    },
    xOf(3) - box.x,
    { timeout: 10000 },
  );
  assert.ok(Math.abs((await line.jsonValue()) + box.x - xOf(3)) < 2, "the current ply's line is at ply 3");
  await page.mouse.click(xOf(8), box.y + 10);
  await page.waitForFunction(() => document.getElementById("board").ply === 8);
  // The marked move is a coloured dot.
  assert.equal(await page.$$eval("#review-graph .graph-mark.blunder", (d) => d.length), 1);
});

/** Plays up to 40 moves of the game on the board, each chosen by a fixed rule. */
function playFixedGame(page) {
  return page.evaluate(() => {
    const b = document.getElementById("board");
    for (let i = 0; i < 40 && !b.game.outcome(); i++) {
      const legal = b.game.legalMoves();
      b.play(legal[(i * 3 + 1) % legal.length].notation);
    }
  });
}

test("Cancel keeps what was done; Review then goes on from there", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  // A longer game: 40 moves chosen by a fixed rule.
  await playFixedGame(page);
  const plies = await page.$eval("#board", (b) => b.history().length);
  await page.waitForFunction((n) => document.querySelectorAll("#move-list .move:not(.gap)").length === n, plies);
  await page.click("#review");
  await page.waitForFunction(() => /Reviewing… [3-9] \//.test(document.getElementById("review-progress-text").textContent));
  assert.equal(await page.isDisabled("#review"), true, "no second review while one runs");
  await page.click("#review-cancel");
  await page.waitForFunction(() => document.getElementById("review-progress").hidden);
  const stopped = await page.textContent("#review-status");
  const m = stopped.match(/Review stopped at (\d+) \/ (\d+)/);
  assert.ok(m, stopped);
  const [done, total] = [Number(m[1]), Number(m[2])];
  assert.equal(total, plies + 1);
  assert.ok(done >= 3 && done < total, stopped);
  // Nothing more is heard of the cancelled review.
  await page.waitForTimeout(1500);
  assert.equal(await page.textContent("#review-status"), stopped);
  assert.equal(await page.$$eval("#review-graph polyline", (l) => l.length), 1, "the positions done are drawn");
  assert.equal(await page.isDisabled("#review"), false);
  // Again: the positions done are kept, the rest is analysed.
  await page.click("#review");
  await page.waitForFunction((d) => {
    const m = document.getElementById("review-progress-text").textContent.match(/(\d+) \//);
    return m && Number(m[1]) >= d;
  }, done);
  const first = Number((await page.textContent("#review-progress-text")).match(/(\d+) \//)[1]);
  assert.ok(first >= done, `went on from ${done} (showed ${first})`);
  await page.waitForFunction(() => document.getElementById("review-progress").hidden, null, { timeout: 120000 });
  assert.equal(await page.isHidden("#review-status"), true, "the whole game is reviewed");
});

test("the exported PDN and PGN carry [%eval] and the marks; loading them shows the review at once", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await loadRecord(page, BLUNDER, 10);
  await review(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#record-save")]);
  const pdn = readFileSync(await download.path(), "utf8");
  // From White's view in American checkers, as lidraughts writes it: 12-16 leaves White a man up.
  assert.match(pdn, new RegExp(`12-16\\s\\{\\[%eval [1-9]\\.\\d\\d\\] Blunder\\. Best was ${BEST}\\.\\}`));
  assert.match(pdn, /19x12\s\{\[%eval [1-9]\.\d\d\]\}/);
  assert.equal(pdn.match(/\[%eval /g).length, 10, "every move has its evaluation");
  await newGame(page);
  await page.waitForFunction(() => document.getElementById("board").history().length === 0);
  await page.waitForFunction(() => document.getElementById("review-panel").hidden, null, { timeout: 5000 });
  await page.setInputFiles("#record-file", { name: "game.pdn", mimeType: "text/plain", buffer: Buffer.from(pdn) });
  await page.waitForFunction(() => document.getElementById("board").history().length === 10);
  await page.waitForFunction(() => !document.getElementById("review-panel").hidden);
  assert.equal(await page.isHidden("#review-progress"), true, "nothing runs");
  assert.deepEqual((await marks(page)).map(([move, mark]) => [move, mark]).find(([move]) => move === "12-16"), ["12-16", "blunder"]);
  assert.equal(await page.$$eval("#review-graph .graph-mark.blunder", (d) => d.length), 1);
  // The comments hold nothing else: copied again, the record is the same.
  const [again] = await Promise.all([page.waitForEvent("download"), page.click("#record-save")]);
  assert.equal(readFileSync(await again.path(), "utf8").replace(/\[Date "[^"]*"\]\n/, ""), pdn.replace(/\[Date "[^"]*"\]\n/, ""));

  // Chess: the queen given away.
  await loadRecord(page, QUEEN, 6);
  await review(page);
  assert.deepEqual((await marks(page)).find(([move]) => move === "Qg4")?.[1], "blunder");
  const [pgnFile] = await Promise.all([page.waitForEvent("download"), page.click("#record-save")]);
  const pgn = readFileSync(await pgnFile.path(), "utf8");
  assert.match(pgn, /Qg4\s\{\[%eval -\d+\.\d\d\] Blunder\. Best was [^ ]+\.\}/);
});

test("the end panel's Review; no review while the computer plays an unfinished game", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await newGame(page, { mode: "computer", human: 0 });
  await page.evaluate(() => document.getElementById("board").play("11-15"));
  await page.waitForFunction(() => document.getElementById("board").history().length >= 1);
  assert.equal(await page.isDisabled("#review"), true);
  assert.match(await page.getAttribute("#review", "title"), /once it has ended/);
  await page.click("#resign");
  await page.click("#dialog-yes");
  await page.waitForFunction(() => !document.getElementById("end-panel").hidden);
  assert.equal(await page.isDisabled("#end-review"), false);
  await review(page, "#end-review");
  assert.equal(await page.isHidden("#end-panel"), true, "the panel makes way for the review");
  assert.equal(await page.isHidden("#review-panel"), false);
});

test("a new game stops the review of the old one", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  await playFixedGame(page);
  await page.click("#review");
  await page.waitForFunction(() => /Reviewing… [2-9] \//.test(document.getElementById("review-progress-text").textContent));
  await newGame(page);
  await page.waitForFunction(() => document.getElementById("review-panel").hidden);
  // Nothing of the old review comes back as the new game goes on.
  await page.evaluate(() => document.getElementById("board").play("9-13"));
  await page.waitForTimeout(1000);
  assert.equal(await page.isHidden("#review-panel"), true);
  assert.equal(await page.$$eval("#move-list [data-mark]", (m) => m.length), 0);
});

test("a KIF's and a lichess PGN's review comments are read: marks, graph and better move at once", async (t) => {
  const { page, close } = await openPage("/index.html");
  t.after(close);
  const KIF = "手合割：平手\n先手：\n後手：\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*[%eval 0.35]\n   2 ３四歩(33)\n*[%eval 1.20] 悪手。最善手は△8四歩。\n*いい手か？\n   3 ２六歩(27)\n*[%eval 1.10]\n";
  await loadRecord(page, KIF, 3);
  await page.waitForFunction(() => !document.getElementById("review-panel").hidden);
  assert.equal(await page.isHidden("#review-progress"), true, "nothing runs");
  assert.deepEqual((await marks(page)).map(([, mark]) => mark), ["mistake"]);
  await page.click('#move-list [data-path="0.0"]');
  await page.waitForFunction(() => document.querySelector("#review-note .review-best"));
  assert.match(await page.textContent("#review-note"), /Mistake.*Evaluation \+1\.20.*Best was P-8d/);
  await page.click("#review-note .review-best");
  await page.waitForFunction(() => document.getElementById("board").line[1] === "8c8d");
  // The comment's own words stay the move's comment: saved again, they are written once.
  const [kif] = await Promise.all([page.waitForEvent("download"), page.click("#record-save")]);
  const text = readFileSync(await kif.path(), "utf8");
  assert.equal(text.match(/いい手か？/g)?.length, 1, text);

  const LICHESS = '[Event "?"]\n[Result "*"]\n\n1. e4 { [%eval 0.17] } 1... e5 { [%eval 0.19] } 2. Qh5?! { (0.19 → -0.40) Inaccuracy. Nf3 was best. } { [%eval -0.4] } 2... Nc6 { [%eval -0.35] } *\n';
  await loadRecord(page, LICHESS, 4);
  await page.waitForFunction(() => document.querySelector('#move-list [data-mark="inaccuracy"]'));
  assert.deepEqual((await marks(page)).map(([move, mark]) => [move, mark]), [["Qh5", "inaccuracy"]]);
  await page.click('#move-list [data-path="0.0.0"]');
  await page.waitForFunction(() => document.querySelector("#review-note .review-best"));
  assert.match(await page.textContent("#review-note"), /Inaccuracy.*Evaluation -0\.40.*Best was Nf3/);
  assert.equal(await page.$$eval("#review-graph polyline", (l) => l.length), 1);
});
