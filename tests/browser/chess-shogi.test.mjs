// Chess and shogi on the play page: moves by clicks and drags, the promotion choosers,
// castling, drops from the hand, every kind of ending the page offers (checkmate,
// stalemate, a claimed draw, the impasse declaration) and the move lists' notations.

import { test } from "node:test";
import assert from "node:assert/strict";
import { cellOf, clickCell, idle, moveList, openPage, screenshot, setSetting, reusePages } from "./harness.mjs";

reusePages(); // a test's page is the last one's, navigated (harness.mjs); those that add to a page say reuse: false

/** The page opened on a game (optionally from a position, with moves) by its URL hash. */
async function openGame(game, { start, moves, ...options } = {}) {
  const p = new URLSearchParams({ game });
  if (start) p.set("start", start);
  if (moves) p.set("moves", moves.join(" "));
  const opened = await openPage(`/index.html#${p}`, options);
  await opened.page.waitForFunction((game) => document.getElementById("board").game?.id === game, game);
  // These tests read shogi moves in Japanese notation whatever the page's language (the
  // English page's default, Western notation, is tested in board-notation.test.mjs).
  if (game === "shogi") await setSetting(opened.page, "notation", "ja");
  await idle(opened.page);
  return opened;
}

/** Clicks squares named in the game's notation ("e2", "7g") one after the other. */
async function clickSquares(page, ...names) {
  for (const name of names) await clickCell(page, await cellOf(page, name));
}

const statusText = (page) => page.textContent("#status-text");
const overText = async (page) => {
  await page.waitForFunction(() => document.getElementById("status").classList.contains("over"));
  return statusText(page);
};
const waitMoves = (page, n) => page.waitForFunction((n) => document.querySelectorAll("#move-list .move:not(.gap)").length === n, n);

/** The centre of a piece kind in a side's hand, in viewport pixels. */
async function handCenter(page, side, kind) {
  const c = await page.$eval("#board", (el, [side, kind]) => el.handCenter(side, kind), [side, kind]);
  if (!c || !Number.isFinite(c.x)) throw new Error(`no ${kind} in the hand of side ${side}`);
  return c;
}

// ---- chess ------------------------------------------------------------------------

test("chess: Scholar's mate by clicks ends the game by checkmate", async (t) => {
  const { page, close } = await openGame("chess");
  t.after(close);
  for (const [from, to] of [["e2", "e4"], ["e7", "e5"], ["f1", "c4"], ["b8", "c6"], ["d1", "h5"], ["g8", "f6"], ["h5", "f7"]]) {
    await clickSquares(page, from, to);
  }
  assert.deepEqual(await moveList(page), ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
  assert.deepEqual(
    await page.$$eval("#move-list li:not(.result)", (lis) => lis.map((li) => [...li.children].map((c) => c.textContent).join(" "))),
    ["1. e4 e5", "2. Bc4 Nc6", "3. Qh5 Nf6", "4. Qxf7#"],
  );
  // The result closes the move list as chess writes it.
  assert.equal(await page.textContent("#move-list li.result"), "1-0");
  assert.match(await statusText(page), /White wins — checkmate/);
  const view = await page.$eval("#board", (el) => el.game.view());
  assert.equal(view.labels[view.check], "e8", "the mated king is highlighted");
  assert.equal(view.lastMove.notation, "Qxf7#");
  assert.equal(await page.isDisabled("#claim-draw"), true);
});

test("chess: underpromotion to a knight through the chooser of figures", async (t) => {
  const { page, close } = await openGame("chess", { start: "8/P6k/8/8/8/8/8/K7 w - - 0 1" });
  t.after(close);
  await clickSquares(page, "a7", "a8");
  await page.waitForSelector("#board .bg-chooser.bg-promotion");
  const choices = await page.$$eval("#board .bg-piece-choice", (bs) => bs.map((b) => [b.dataset.promotion, b.querySelectorAll("canvas").length, b.getAttribute("aria-label")]));
  assert.deepEqual(
    choices.map(([p, canvases]) => [p, canvases]),
    [["q", 1], ["r", 1], ["b", 1], ["n", 1]],
    "the four pieces, each drawn as a figure",
  );
  assert.match(choices[3][2], /Knight/);
  await page.click('#board .bg-piece-choice[data-promotion="n"]');
  await waitMoves(page, 1);
  assert.deepEqual(await moveList(page), ["a8=N"]);
  const piece = await page.$eval("#board", (el) => el.game.view().pieces[0]);
  assert.equal(piece.kind.toUpperCase(), "N");
});

test("chess: castling by clicking the king's two-square move moves the rook too", async (t) => {
  const { page, close } = await openGame("chess", { moves: ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"] });
  t.after(close);
  await clickSquares(page, "e1", "g1");
  assert.deepEqual((await moveList(page)).slice(-1), ["O-O"]);
  const pieces = await page.$eval("#board", (el) => {
    const v = el.game.view();
    const at = (name) => v.pieces[v.labels.indexOf(name)]?.kind ?? null;
    return { g1: at("g1"), f1: at("f1"), h1: at("h1"), e1: at("e1") };
  });
  assert.deepEqual(pieces, { g1: "K", f1: "R", h1: null, e1: null });
});

test("chess: castling glides the king and the rook together (the engine's move, the board's plan)", async (t) => {
  const { page, close } = await openGame("chess", { moves: ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"], reducedMotion: "no-preference" });
  t.after(close);
  const plan = await page.evaluate(async () => {
    const { planAnimation } = await import("/www/board/anim.js");
    const g = document.getElementById("board").game;
    const castle = g.legalMoves().find((m) => m.san === "O-O");
    const copy = g.constructor.fromPosition("chess", g.position());
    const before = copy.view();
    copy.play(castle.notation);
    const after = copy.view();
    copy.free();
    const p = planAnimation(castle, before.pieces, after.pieces, { cols: 8, removal: before.removal });
    const rect = (c) => ({ x: (c % 8) * 10, y: Math.floor(c / 8) * 10 });
    const mid = p.frame(p.duration / 2, rect).movers.map((m) => [m.piece.kind, m.x]);
    return { pushes: castle.pushes, mid };
  });
  assert.deepEqual(plan.pushes, [[63, 61]], "the engine names the rook's move");
  assert.deepEqual(plan.mid.map(([k]) => k).sort(), ["K", "R"], "both pieces are moving half-way through");
  for (const [kind, x] of plan.mid) assert.ok(kind === "K" ? x > 40 && x < 60 : x > 50 && x < 70, `${kind} between its squares`);
  // Played by clicks with motion on, the board animates and ends with both pieces moved.
  await clickSquares(page, "e1", "g1");
  assert.deepEqual((await moveList(page)).slice(-1), ["O-O"]);
});

test("chess: a stalemate ends the game as a draw", async (t) => {
  const { page, close } = await openGame("chess", { start: "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1" });
  t.after(close);
  await clickSquares(page, "f1", "f7");
  assert.match(await statusText(page), /Draw — stalemate/);
  assert.equal(await page.isDisabled("#resign"), true);
});

test("chess: a draw is claimed after a threefold repetition", async (t) => {
  const { page, close } = await openGame("chess");
  t.after(close);
  assert.equal(await page.isVisible("#claim-draw"), true);
  assert.equal(await page.isVisible("#declare-win"), false, "no impasse in chess");
  const knights = [["g1", "f3"], ["g8", "f6"], ["f3", "g1"], ["f6", "g8"]];
  for (const [from, to] of [...knights, ...knights.slice(0, 3)]) await clickSquares(page, from, to);
  assert.equal(await page.isDisabled("#claim-draw"), true, "twice is not enough");
  await clickSquares(page, "f6", "g8");
  assert.equal(await page.isDisabled("#claim-draw"), false, "the start position stands for the third time");
  await page.click("#claim-draw");
  await page.waitForFunction(() => document.getElementById("status").classList.contains("over"));
  assert.match(await statusText(page), /Draw — threefold repetition \(claimed\)/);
  assert.equal(await page.isDisabled("#claim-draw"), true);
  assert.deepEqual(await page.$eval("#board", (el) => el.game.outcome()), { winner: null, reason: "threefold", token: "½-½", plies: 8 });
});

// ---- shogi ------------------------------------------------------------------------

test("shogi: a drop by click and one by drag from the hand", async (t) => {
  const { page, close } = await openGame("shogi", { start: "4k4/9/9/9/9/9/9/9/4K4 b 2P2p 1" });
  t.after(close);
  assert.match(await statusText(page), /Sente to move/);
  let c = await handCenter(page, 0, "P");
  await page.mouse.click(c.x, c.y);
  await clickSquares(page, "5e");
  assert.deepEqual(await moveList(page), ["▲5五歩"]);
  // Gote drops by dragging its pawn from the hand (above the board) onto 3e.
  c = await handCenter(page, 1, "P");
  const to = await page.$eval("#board", (el) => el.cellCenter(el.game.view().labels.indexOf("3e")));
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await page.mouse.move((c.x + to.x) / 2, (c.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await idle(page);
  assert.deepEqual(await moveList(page), ["▲5五歩", "△3五歩"]);
  const hands = await page.$eval("#board", (el) => el.game.view().hands.map((h) => h.map((p) => `${p.kind}${p.count}`)));
  assert.deepEqual(hands, [["P1"], ["P1"]]);
});

test("shogi: the promotion choice both ways (成 and 不成), each shown as a piece face", async (t) => {
  const { page, close } = await openGame("shogi", { start: "4k4/9/9/2S6/9/9/9/9/4K4 b - 1" });
  t.after(close);
  await clickSquares(page, "7d", "6c");
  await page.waitForSelector("#board .bg-chooser.bg-promotion");
  const faces = await page.$$eval("#board .bg-piece-choice", (bs) => bs.map((b) => [b.dataset.promotion, b.textContent, b.querySelectorAll("canvas").length]));
  assert.deepEqual(faces, [["+", "Promote (成)", 1], ["", "Do not promote (不成)", 1]]);
  await page.click('#board .bg-piece-choice[data-promotion="+"]');
  await waitMoves(page, 1);
  assert.deepEqual(await moveList(page), ["▲6三銀成"]);
  await page.click("#undo");
  await waitMoves(page, 0);
  await clickSquares(page, "7d", "6c");
  await page.click('#board .bg-piece-choice[data-promotion=""]');
  await waitMoves(page, 1);
  assert.deepEqual(await moveList(page), ["▲6三銀不成"]);
});

test("shogi: a forced promotion is played without asking", async (t) => {
  const { page, close } = await openGame("shogi", { start: "4k4/2P6/9/9/9/9/9/9/4K4 b - 1" });
  t.after(close);
  await clickSquares(page, "7b", "7a");
  assert.equal(await page.$("#board .bg-chooser"), null, "a pawn on the last rank could never move: no choice");
  assert.deepEqual(await moveList(page), ["▲7一歩成"]);
});

test("shogi: a pawn drop may not mate (uchifuzume) but a pawn move may", async (t) => {
  let { page, close } = await openGame("shogi", { start: "8k/9/6NG1/9/9/9/9/9/4K4 b P 1" });
  const legal = await page.$eval("#board", (el) => el.game.legalMoves().map((m) => m.notation));
  assert.ok(!legal.includes("P*1b") && legal.includes("P*1d"), "the mating drop is not offered, other drops are");
  const c = await handCenter(page, 0, "P");
  await page.mouse.click(c.x, c.y);
  await clickSquares(page, "1b");
  assert.deepEqual(await moveList(page), [], "clicking the mating square plays nothing");
  await close();
  ({ page, close } = await openGame("shogi", { start: "8k/9/6NGP/9/9/9/9/9/4K4 b - 1" }));
  t.after(close);
  await clickSquares(page, "1c", "1b");
  await page.click('#board .bg-piece-choice[data-promotion=""]');
  await waitMoves(page, 1);
  assert.deepEqual(await moveList(page), ["▲1二歩不成"]);
  assert.match(await statusText(page), /Sente wins — checkmate/);
});

test("shogi: the impasse declaration from a position", async (t) => {
  const { page, close } = await openGame("shogi", { start: "RRBB5/PPPPPP3/4K4/9/9/9/9/9/4k4 b 2G 1" });
  t.after(close);
  assert.equal(await page.isVisible("#claim-draw"), false, "no draw claims in shogi");
  assert.equal(await page.isDisabled("#declare-win"), false);
  await page.click("#declare-win");
  await page.waitForFunction(() => document.getElementById("status").classList.contains("over"));
  assert.match(await statusText(page), /Sente wins — impasse declaration/);
  assert.deepEqual(await page.$eval("#board", (el) => el.game.outcome()), { winner: 0, reason: "impasse", token: "まで0手で先手の勝ち", plies: 0 });
});

test("shogi: the computer declares the impasse win when it may", async (t) => {
  // Against the computer first (the New game dialog starts a new game), then the position
  // through a link, as a pasted one: the computer, Gote, is to move there.
  const { page, close } = await openGame("shogi");
  t.after(close);
  await setSetting(page, "mode", "computer");
  await page.evaluate((hash) => (location.hash = hash), `#${new URLSearchParams({ game: "shogi", start: "4K4/9/9/9/9/9/4k4/pppppp3/rrbb5 w 2g 1" })}`);
  await page.waitForFunction(() => document.getElementById("board").game?.startPosition().startsWith("4K4"));
  assert.match(await overText(page), /Gote wins — impasse declaration/);
});

test("shogi: the impasse button stays disabled where the declaration is not legal", async (t) => {
  const { page, close } = await openGame("shogi");
  t.after(close);
  assert.equal(await page.isVisible("#declare-win"), true);
  assert.equal(await page.isDisabled("#declare-win"), true);
});

test("shogi: the move list in Japanese notation with USI in the tooltip, in both languages", async (t) => {
  for (const locale of ["en-US", "ja-JP"]) {
    const { page, close } = await openGame("shogi", { moves: ["7g7f", "3c3d", "8h2b+", "3a2b"], locale });
    try {
      assert.deepEqual(await moveList(page), ["▲7六歩", "△3四歩", "▲2二角成", "△同　銀"]);
      const first = await page.$eval("#move-list .move", (e) => e.title);
      assert.equal(first, locale === "ja-JP" ? "USI：7g7f" : "USI: 7g7f");
      assert.match(await statusText(page), locale === "ja-JP" ? /先手の手番/ : /Sente to move/);
      // Moves ahead of the position shown keep their Japanese notation.
      await page.click("#undo");
      await page.waitForFunction(() => document.querySelectorAll("#move-list .ahead").length === 1);
      assert.equal(await page.textContent("#move-list .ahead"), "△同　銀");
    } finally {
      await close();
    }
  }
});

test("shogi: the handicap option has translated names and Gote moves first", async (t) => {
  const { page, close } = await openGame("shogi", { locale: "ja-JP" });
  t.after(close);
  await page.evaluate(() => document.getElementById("new-game-dialog").showModal());
  const select = page.locator("#options select");
  assert.deepEqual(await select.locator("option").allTextContents(), ["平手", "香落ち", "角落ち", "飛車落ち", "二枚落ち", "四枚落ち", "六枚落ち"]);
  assert.match(await page.textContent("#options label"), /手合割/);
  await select.selectOption({ label: "二枚落ち" });
  await page.click("#new-game");
  await page.waitForFunction(() => document.getElementById("board").game?.position().startsWith("lnsgkgsnl/9/"));
  // The page renders the new game in its next frame (one render per frame): wait for its status.
  await page.waitForFunction(() => /後手の手番/.test(document.getElementById("status-text").textContent), null, { timeout: 5000 }).catch(() => {});
  assert.match(await statusText(page), /後手の手番/);
});

test("records: shogi saves as .kifu, chess as .pgn; a Shift_JIS .kif opens", async (t) => {
  const { page, close } = await openGame("chess", { moves: ["e4", "e5"] });
  t.after(close);
  let [download] = await Promise.all([page.waitForEvent("download"), page.click("#record-save")]);
  assert.equal(download.suggestedFilename(), "chess.pgn");
  // A KIF in Shift_JIS opened while chess is shown switches to shogi.
  const kif = "手合割：平手\r\n先手：\r\n後手：\r\n手数----指手---------消費時間--\r\n   1 ７六歩(77)\r\n   2 ３四歩(33)\r\n";
  const sjis = await page.evaluate(async (kif) => {
    // Encode by searching the decoder's table (browsers only encode UTF-8).
    const dec = new TextDecoder("shift_jis");
    const out = [];
    for (const ch of kif) {
      if (ch.charCodeAt(0) < 0x80) {
        out.push(ch.charCodeAt(0));
        continue;
      }
      let found = false;
      for (let a = 0x81; a <= 0xfc && !found; a++) {
        for (let b = 0x40; b <= 0xfc; b++) {
          if (dec.decode(new Uint8Array([a, b])) === ch) {
            out.push(a, b);
            found = true;
            break;
          }
        }
      }
      if (!found) throw new Error(`cannot encode ${ch}`);
    }
    return out;
  }, kif);
  await page.setInputFiles("#record-file", { name: "game.kif", mimeType: "text/plain", buffer: Buffer.from(sjis) });
  await page.waitForFunction(() => document.getElementById("board").game?.id === "shogi" && document.querySelectorAll("#move-list .move").length === 2);
  // The English page writes shogi moves in Western notation by default (once the loaded
  // game's list is drawn: the page may draw the new game's empty list first).
  await page.waitForFunction(() => [...document.querySelectorAll("#move-list .move")].map((e) => e.textContent).join(" ") === "P-7f P-3d", null, { timeout: 10000 }).catch(() => {});
  assert.deepEqual(await moveList(page), ["P-7f", "P-3d"]);
  [download] = await Promise.all([page.waitForEvent("download"), page.click("#record-save")]);
  assert.equal(download.suggestedFilename(), "shogi.kifu");
});

// ---- every other ending, with its translated reason ------------------------------

/** Plays moves through the board's API and waits for the list to show them. */
async function playMoves(page, moves) {
  const n = await page.$eval("#board", (el, moves) => {
    for (const m of moves) el.play(m);
    return el.game.history().length;
  }, moves);
  await waitMoves(page, n);
  await idle(page);
}


test("chess: the automatic draws (75-move rule, insufficient material, fivefold) and a claimed fifty-move draw", async (t) => {
  let { page, close } = await openGame("chess", { start: "8/8/8/4k3/8/8/8/R3K3 w - - 149 100" });
  await clickSquares(page, "a1", "a2");
  assert.match(await overText(page), /Draw — seventy-five-move rule/);
  await close();
  ({ page, close } = await openGame("chess", { start: "8/8/8/4k3/8/8/3r4/4K3 w - - 0 1", locale: "ja-JP" }));
  await clickSquares(page, "e1", "d2");
  assert.match(await overText(page), /引き分け（駒不足）/);
  await close();
  ({ page, close } = await openGame("chess"));
  const knights = ["Nf3", "Nf6", "Ng1", "Ng8"];
  await playMoves(page, [...knights, ...knights, ...knights, ...knights]);
  assert.match(await overText(page), /Draw — fivefold repetition/);
  await close();
  ({ page, close } = await openGame("chess", { start: "8/8/8/4k3/8/8/8/R3K3 w - - 98 100" }));
  t.after(close);
  await clickSquares(page, "a1", "a2");
  assert.equal(await page.isDisabled("#claim-draw"), true, "99 half-moves");
  await clickSquares(page, "e5", "e4");
  assert.equal(await page.isDisabled("#claim-draw"), false, "100 half-moves: the draw may be claimed");
  await page.click("#claim-draw");
  assert.match(await overText(page), /Draw — fifty-move rule \(claimed\)/);
});

test("shogi: sennichite is a draw; perpetual check loses for the checking side", async (t) => {
  let { page, close } = await openGame("shogi", { locale: "ja-JP" });
  const rooks = ["2h3h", "8b7b", "3h2h", "7b8b"];
  await playMoves(page, [...rooks, ...rooks, ...rooks]);
  assert.match(await overText(page), /引き分け（千日手）/);
  await close();
  ({ page, close } = await openGame("shogi", { start: "8k/9/9/9/9/9/9/9/4K2R1 b - 1" }));
  t.after(close);
  const checks = ["2i1i", "1a2a", "1i2i", "2a1a"];
  await playMoves(page, [...checks, ...checks, ...checks]);
  assert.match(await overText(page), /Gote wins — perpetual check/);
});

test("endings by the players: resignation and an agreed draw, in Japanese", async (t) => {
  let { page, close } = await openGame("shogi", { locale: "ja-JP", moves: ["7g7f"] });
  await page.click("#resign");
  await page.click("#dialog-yes");
  assert.match(await overText(page), /先手の勝ち（投了）/);
  await close();
  ({ page, close } = await openGame("chess", { locale: "ja-JP", moves: ["e4"] }));
  t.after(close);
  await page.click("#offer-draw");
  await page.click("#dialog-yes");
  assert.match(await overText(page), /引き分け（合意による引き分け）/);
});

test("every ending of chess and shogi has its text in English and Japanese", async () => {
  const { t: tr, loadLang } = await import("../../www/i18n.js");
  await loadLang("ja");
  const reasons = ["checkmate", "stalemate", "insufficient-material", "fivefold", "move-rule", "threefold", "sennichite", "perpetual-check", "impasse", "resignation", "agreement", "time", "no-moves"];
  for (const lang of ["en", "ja"]) {
    for (const r of reasons) {
      for (const prefix of ["reason", "help"]) assert.notEqual(tr(lang, `${prefix}.${r}`), `${prefix}.${r}`, `${lang} ${prefix}.${r}`);
    }
  }
  assert.notEqual(tr("ja", "reason.chess.move-rule-75"), tr("en", "reason.chess.move-rule-75"));
});

// ---- screenshots ------------------------------------------------------------------

test("screenshots: chess and shogi, desktop and phone, English and Japanese", async () => {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };
  const shots = [
    ["chess", { moves: ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"] }],
    ["shogi", { moves: ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"] }],
  ];
  for (const [game, setup] of shots) {
    for (const [device, extra] of [["desktop", {}], ["phone", phone]]) {
      for (const locale of ["en-US", "ja-JP"]) {
        const { page, close } = await openGame(game, { ...setup, ...extra, locale });
        try {
          await screenshot(page, `chess-shogi-${game}-${device}-${locale.slice(0, 2)}`);
        } finally {
          await close();
        }
      }
    }
  }
  // The two choosers.
  for (const [game, start, a, b] of [
    ["chess", "8/P6k/8/8/8/8/8/K7 w - - 0 1", "a7", "a8"],
    ["shogi", "4k4/9/9/2S6/9/9/9/9/4K4 b - 1", "7d", "6c"],
  ]) {
    const { page, close } = await openGame(game, { start, locale: "ja-JP" });
    try {
      await clickSquares(page, a, b);
      await page.waitForSelector("#board .bg-chooser.bg-promotion");
      await screenshot(page, `chess-shogi-${game}-chooser`);
    } finally {
      await close();
    }
  }
});
