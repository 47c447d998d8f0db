// Download-size budgets (issue 13): the wasm module and the single file dist/boardgames.html
// must not grow past their budgets, gzipped at level 9 by node:zlib (deterministic for the
// same bytes, so this is a check, not a timing). The targets are 150 KB for the wasm
// and 250 KB for the single file; until they are reached the budgets are the sizes reached
// plus 1-2% (docs/journal/2026-11-24-size-rounds.md: what each size lever saved; docs/benchmarks.md), so any growth beyond that
// fails here and has to be paid for or argued.
//
// Needs a build: `./build.sh` for the wasm and `./build.sh dist` for the single file
// (`./build.sh test` builds both before these tests). A missing file fails, never skips.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const KB = 1000;

/**
 * Budgets in bytes of gzip -9 output: the targets are 150 KB (wasm) and 250 KB (single
 * file); not reached yet, so each budget is the size reached plus 1-2%. Reached on the `size`
 * branch: wasm 293.8 KB, single file 386.3 KB; then records with variations (+~31 KB gzip in
 * the wasm), the draughts bitboards (+7 KB) and the play page's new modules were merged, and the
 * budgets were set from main after those merges (2026-11-24: wasm 332.2 KB, single file
 * 463.7 KB). The wasm's budget was then lowered to 317.0 KB plus 1% when the session was
 * compiled once (2026-11-25, branch `size`). The game review (issue 12.3-4:
 * www/page/review.js, review-marks.js, review-record.js, eval-graph.js, its styles and
 * texts) adds 12.2 KB to the single file (457.2 KB for main 3a3a774 against 469.4 KB,
 * bundled alike): within its budget. One module per family (branch `family-wasm`) adds the
 * generated catalog (www/pkg/catalog.js, which the single file does not need but the site's game
 * picker does) and the family loader of www/engine.js: 471.5 -> 474.9 KB (main 3c92361 against
 * the branch's last commit, the same combined wasm, bundled alike), so the budget is that plus
 * 1%, 479.7 KB. The single file is then bundled from the minified copy of the site (then tools/minify.mjs, now tools/bundle-site.mjs):
 * 474.9 KB to 414.1 KB; the page's late-loaded modules (branch `page-speed`: analysis, review,
 * editor and Japanese texts split off, each compressed on its own) bring it to 417.9 KB
 * (2026-11-25, main after both merges), and the budget is that plus 1%.
 */
/**
 * The family modules the page loads one of (build.sh, MODULES; www/pkg/families.js): issue 13's
 * 150 KB is met by each, and each budget is its size on branch `family-wasm` (2026-11-25) plus
 * about 1%, never over 150 KB. Branch `shogi-size` (2026-11-25) took the rules' sentences out of
 * the family modules (www/pkg/rules-<family>.js) and added wasm-opt's `--low-memory-unused
 * --converge`: draughts 135.9 -> 127.6 KB, chess 122.3 -> 119.1, shogi 143.5 -> 139.9,
 * Alquerque and Incorrect Checkers 130.3 -> 125.2, Zong-Heng and Binary 114.4 -> 110.0, the
 * combined module 327.5 -> 325.2 (its sentences stay); each budget is now that plus about 1%.
 */
export const FAMILY_BUDGETS = {
  // 127.6 KB since `shogi-size`; then the draughts evaluation's weights became data and five
  // games have tuned sets (issue 14, branch `draughts-texel`: +0.7 KB, the weight loads and
  // tables, for +100 to +463 Elo against 9148310), plus 1%. Then 129.8 KB (2026-11-27, branch
  // `intl2`: +1.3 KB, the evaluation's weights laid out per bit once per rules row,
  // eval_tables.rs: 35% fewer instructions in International with the same search, +186 Elo
  // against 9148310 at about equal CPU time), plus 1%.
  // Then 131.1 KB with a budget of 131_100 (2026-11-28, main 42d2b71: 131_054 bytes); levels
  // between two depths (branch `levels-mixed`: `LevelTuning::deeper`, its draw and International's
  // own set, for equal steps between levels in Turkish, Armenian and International) added 52
  // bytes, 131_106, and the budget is that plus about 0.15%.
  // Then +9_286 bytes (140_392, main 96d12f4 131_106): the engine's display facts and record tags (issue 29, branch `engine-facts`: recordTags, record(format, line, tags), whyNoMove, outcome().token, the moves' side and number, the catalog's setup kinds and capabilities); raised by that.
  // Then 140_911 after the merges of 2026-11-28 (engine-facts with no-freeze's kept moves, record
  // size check and onDepth guards: +1_287 on its branch): raised to that plus 0.1%.
  // Then 142_060 (2026-11-29: issue 34's merges — the session keeps the moves of the 32 positions behind the current one, `plies()`, `endAsRecorded`, and the Frisian king-jump table and grouped state table of the capture search, +0.5 KB, 2x faster crowds): 142_100.
  // The eighth round (every engine error carries a code; records detected by their head): 142.3 KB: 142_400.
  "www/pkg/family-draughts_bg.wasm": 142_400,
  // 122.3 KB since chess's selective search (issue 14, branch `chess-search`: +186 Elo in
  // self-play; main's module was 121.3 KB); 119.1 KB since `shogi-size`, plus 1%.
  // Then +8_302 bytes (127_727, main 96d12f4 119_425): the engine's display facts and record tags (issue 29, branch `engine-facts`: recordTags, record(format, line, tags), whyNoMove, outcome().token, the moves' side and number, the catalog's setup kinds and capabilities); raised by that.
  "www/pkg/family-chess_bg.wasm": 128_700,
  // +9_829 bytes (149_987, main 96d12f4 140_158) with the engine's display facts and record tags (issue 29, branch `engine-facts`: recordTags, record(format, line, tags), whyNoMove, outcome().token, the moves' side and number, the catalog's setup kinds and capabilities): the budget is issue 13's 150 KB
  // itself, with 13 bytes to spare; the next addition to shogi must be paid for.
  // Then 151_159 after the merges of 2026-11-28 (no-freeze: +1_188 for the kept moves, the record
  // size check and onDepth's guards): 1.2 KB OVER issue 13's 150 KB, a debt named in OVER_CAP below.
  // Then 151_409 (branch `learn`, issue 31: +250 bytes, the error codes of shogi's forbidden
  // drops and moves, nifu, uchifuzume, dead-square, must-promote, king-in-check, which the
  // lessons word): raised to that plus about 0.1%. Then +147 bytes with collections read as
  // slices of the file's text (issue 34, branch `freeze`: a 15 MB collection grows the module
  // by its text instead of 61 MiB). Then 151_734 (+646 bytes over main's 151_088) with the
  // Rules split (issue 30, branch `layers`: the search's tuning in its own table, its late-move
  // reductions read at run time instead of constants folded per game): 151_800. A debt.
  // Then 151_860 (2026-11-29: issue 34's merges — the session keeps the moves of the 32 positions behind the current one, `plies()`, `endAsRecorded`): 151_900. Still a debt.
  "www/pkg/family-shogi_bg.wasm": 151_900,
  // 130.0 KB since alquerque's selective search and null move (issue 14, branch `small-games2`:
  // the generic search's pruning code is now compiled for it; main's module 129.6 KB); 125.2 KB
  // since `shogi-size`, plus 1%.
  // Then +8_224 bytes (133_650, main 96d12f4 125_426): the engine's display facts and record tags (issue 29, branch `engine-facts`: recordTags, record(format, line, tags), whyNoMove, outcome().token, the moves' side and number, the catalog's setup kinds and capabilities); raised by that.
  // Then 134_903 (2026-11-29: issue 34's merges — the session keeps the moves of the 32 positions behind the current one, `plies()`, `endAsRecorded`): 135_000.
  // The eighth round (every engine error carries a code; records detected by their head): 135.0 KB: 135_200.
  "www/pkg/family-alquerque-incorrect-checkers_bg.wasm": 135_200,
  // 114.4 KB since Binary's RAVE, its playout draw and the Monte Carlo tree's stored moves
  // (issue 14, branch `small-games`: +154 Elo at equal time): +2.3 KB over main's 112.1 KB;
  // 110.0 KB since `shogi-size`, plus 1%.
  // Then +8_413 bytes (118_387, main 96d12f4 109_974): the engine's display facts and record tags (issue 29, branch `engine-facts`: recordTags, record(format, line, tags), whyNoMove, outcome().token, the moves' side and number, the catalog's setup kinds and capabilities); raised by that.
  // Then 119_711 (+685 bytes over main's 119_026) with the Rules split (issue 30, branch
  // `layers`: the playout samples a runtime value of the search's tuning table, no longer a
  // per-game constant): 119_800. A debt.
  // Then 120_031 (2026-11-29: issue 34's merges — the session keeps the moves of the 32 positions behind the current one, `plies()`, `endAsRecorded`): 120_100. A debt.
  // The eighth round (every engine error carries a code; records detected by their head): 120.3 KB: 120_400.
  "www/pkg/family-zonghen-binary_bg.wasm": 120_400,
};

/**
 * The knowledge modules (build.sh KNOWLEDGE_MODULES, www/pkg/knowledge.js): a family module's
 * companion that only the computer player's worker loads, for analysis, the review and levels
 * 5-6 (www/knowledge.js), never a first visit: so not held to issue 13's 150 KB, which is
 * about a first visit, but to their size, so that growth is seen and argued.
 */
export const KNOWLEDGE_BUDGETS = {
  // 163_741 bytes (2026-11-29, branch `knowmod`): the plain draughts module's 142_350 plus the
  // endgame tables' probing and installing (+10.4 KB on branch `egdbpage`) and the learned
  // evaluation with the American and international weights (+11.0 KB, docs/learned-eval.md
  // "Fourth round"); plus 0.5%. Weights for more games (data/learned/*.bin, which the module
  // builds in from eval_learned.rs's `shipped_bytes`) raise it by their compressed size.
  // 171_328 bytes after learn5 (2026-11-29): the Italian, Frisian and Canadian weights (21,661
  // bytes raw, 5.9 KB gzip) and their reads, +7.6 KB; only the worker loads it.
  // 174_443 bytes after learn6 (2026-11-29): the Malaysian weights (9,112 bytes raw, 2.4 KB
  // gzip alone) and Frisian's re-spaced levels, +3,079 bytes on main's 171_364, then 175_425
  // with the Turkish weights (2,630 bytes raw), +982, then 177_077 with the Czech weights
  // (4,572 bytes raw), +1,652, then 179_116 with the German weights (4,573 bytes raw), +2,039;
  // the budget raised by the same. 185_649 after the twelfth round (2026-11-29): the Russian,
  // Spanish, Brazilian, Gothic and Armenian weights (20,280 bytes raw) and Czech's refit,
  // +6,533 on 179,116; plus 0.5% (185,510 after the weights became one table). 191,630 after
  // the thirteenth round (2026-11-29): the king terms (their read, and 4,096 weights more in
  // each of Russian's, Czech's, Pool's and Armenian's files; Pool's weights new), +6,120 on
  // 185,510; plus 0.5% (192,099 after Czech's refit at l2 0.0003, more weights not zero).
  // 194,442 after the fourteenth round (2026-11-29): the learned read's lane sums a chunk of
  // six squares at a time (its tables built by one non-generic function; the cheaper read is
  // what keeps American's and Pool's cost ratios at 1.05 and 1.00), the material base and
  // the search's evaluation cache, +2,343 on 192,099; plus 0.5%. 194,608 after the sixteenth
  // round (2026-11-30): Brazilian's king terms (8,193 bytes raw more), +101 on 194,507.
  // 196,727 after the seventeenth round (2026-11-30): Gothic's dense regions (3,969 weights
  // for 1,296, 5,347 bytes raw more; 770 more gzipped alone) and their read, +2,119; plus 0.5%.
  "www/pkg/family-draughts-knowledge_bg.wasm": 197_711,
};

export const BUDGETS = {
  // 326.3 KB since issue 14's third round (2026-11-25): Binary's RAVE and playout draw
  // (+2.7 KB, +154 Elo), the selective search of chess and shogi (about +1.0 KB, +186 Elo
  // in chess) and the draughts back-row guard; was 321.5 KB; 325.2 KB since `shogi-size`
  // (wasm-opt's `--low-memory-unused --converge`; `rulesKey` +0.2 KB). Plus 1%. 328.0 KB since
  // 2026-11-27 (the draughts evaluation's tables, branch `intl2`, and the levels' per-family
  // tuning, branch `levels4`: +2.1 KB), plus 1%.
  // Then +12_185 bytes (341_590, main 96d12f4 329_405): the engine's display facts and record tags (issue 29, branch `engine-facts`: recordTags, record(format, line, tags), whyNoMove, outcome().token, the moves' side and number, the catalog's setup kinds and capabilities); raised by that.
  // Then 344_228 (2026-11-29: issue 34's merges — the session keeps the moves of the 32 positions behind the current one, `plies()`, `endAsRecorded`, and the draughts capture search's tables): 344_300.
  // Then 344.8 KB (2026-11-29, eighth round: detectRecord tries the readers on a record's head, every engine error carries a code): 344_900.
  // Then 345,079 bytes (2026-11-29, fourteenth round: the search's evaluation cache for the
  // draughts family, and the draughts evaluation's material terms written once for the
  // hand-set evaluation and the learned one's material base): 345_200.
  "www/pkg/boardgames_bg.wasm": 345_200,
  // 422.0 KB with the module of every game at 326.3 KB (issue 14's third round, above): plus 1%
  // (423.0 KB since `shogi-size`: the budget is kept, not raised). 426.0 KB on 2026-11-27 with
  // the combined module at 328.0 KB (`intl2`, `levels4`: above), plus 1%.
  // 446_788 after the merges of 2026-11-28 (issue 29: the engine's facts and record tags in the
  // combined module, +12.2 KB; the page's owner, draft dialog, keys, clock restore and look,
  // about +3 KB; issue 34's guards): raised to that plus 0.1%.
  // 486_525 with the Learn mode (branch `learn`, issue 31: +39.7 KB, the courses of all 21
  // games, the judge and the Learn dialog, each a chunk the page loads only when Learn is
  // opened; the single file holds every module it can reach, so it plays the lessons
  // offline): raised to that plus 0.1%. 504.7 KB with the puzzle mode (branch `puzzles`, issue
  // 32: +19.6 KB, the mode and 397 puzzles of 18 games, each game's a chunk loaded when the mode
  // opens; in the single file so that it plays them offline) and the page's one state and
  // patcher (issue 29): raised to that plus 0.1%; 505.2 KB with the phone header's rule and
  // the modes' shared style injector: 505_800. 513_551 with the shipped puzzle set of
  // 2026-11-28 (issue 32: 2,883 puzzles; the single file carries each game's sample of 30 and
  // says so, the rest are chunks of the site it leaves out: +7.8 KB): raised to 514_100.
  // 518_497 on 2026-11-29: the puzzle samples of seven games grown to 30 (alquerque, gothic, czech,
  // german, armenian: +~2.3 KB), the page's one game per link and its record reader (issue 34:
  // gameOfTree, slices, record-open/record-read) and the modules above: raised to 518_600.
  // 520_280 on 2026-11-29 (seventh round): the move list made in parts and linear in a game's
  // length (issue 34, point 3: move-list.js, tree.js), chess and shogi puzzles to 300: 520_400.
  // The eighth round (the modules above): 520.7 KB: 520_800.
  // 521_438 on 2026-11-29 (ninth round): engine errors worded by their code in Japanese
  // (www/page/error-text.js, 18 texts in each language: +0.7 KB): 521_500.
  // 523_100 with the endgame tables' page slice and the knowledge module (branch `knowmod`,
  // issue 33: +1.66 KB over main's 521_438). The single file carries neither the tables nor the
  // knowledge module (its combined module is built without the `knowledge` feature, and the
  // worker's loader www/knowledge.js with the tables' fetching is left out: build.sh), but it
  // shares the page's code that shows a database result (www/page/database-text.js, the
  // analysis lines, the evaluation bar, the review's note, their English and Japanese words)
  // and the worker's switch and note (www/ai-worker.js, www/page/engine-note.js): 523_200.
  "dist/boardgames.html": 523_200,
  ...FAMILY_BUDGETS,
  ...KNOWLEDGE_BUDGETS,
};

const gzipSize = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;

for (const [file, budget] of Object.entries(BUDGETS)) {
  test(`${file} gzipped stays within its budget of ${budget / KB} KB`, () => {
    const full = path.join(repo, file);
    assert.ok(existsSync(full), `${file} is missing: run ./build.sh dist (it builds the wasm and the single file)`);
    const size = gzipSize(readFileSync(full));
    assert.ok(
      size <= budget,
      `${file} is ${(size / KB).toFixed(1)} KB gzipped, over its budget of ${budget / KB} KB: find what grew (docs/benchmarks.md) before raising the budget`,
    );
  });
}

/**
 * Modules over issue 13's 150 KB, each a debt to pay back (a size pass on the code that grew it),
 * never a new target: shogi since the merges of 2026-11-28 (issue 29's engine facts and record
 * tags, +9.8 KB, issue 34's kept moves, +1.2 KB, issue 31's refusal codes, +0.25 KB,
 * collections read as slices, +0.15 KB, and the search's tuning table, +0.65 KB).
 */
const OVER_CAP = { "www/pkg/family-shogi_bg.wasm": 151_900 };

test("every family module has a budget of at most 150 KB gzip (issue 13)", async () => {
  const file = path.join(repo, "www/pkg/families.js");
  assert.ok(existsSync(file), "www/pkg/families.js is missing: run ./build.sh");
  const { FAMILIES } = await import(pathToFileURL(file).href);
  const modules = Object.keys(FAMILIES).map((f) => `www/pkg/family-${f}_bg.wasm`);
  assert.deepEqual(modules.sort(), Object.keys(FAMILY_BUDGETS).sort(), "families.js and the budgets name the same modules");
  for (const [module, budget] of Object.entries(FAMILY_BUDGETS)) assert.ok(budget <= (OVER_CAP[module] ?? 150_000), `${module}'s budget ${budget} is within issue 13's 150 KB`);
});

test("every knowledge module has a budget", async () => {
  const file = path.join(repo, "www/pkg/knowledge.js");
  assert.ok(existsSync(file), "www/pkg/knowledge.js is missing: run ./build.sh");
  const { KNOWLEDGE } = await import(pathToFileURL(file).href);
  const modules = Object.keys(KNOWLEDGE).map((f) => `www/pkg/family-${f}-knowledge_bg.wasm`);
  assert.deepEqual(modules.sort(), Object.keys(KNOWLEDGE_BUDGETS).sort(), "knowledge.js and the budgets name the same modules");
});

/**
 * The deployed site's cold page (dist/index.html: everything it gets before its first board is
 * drawn, gzip -9 per file; tools/bench/cold-page.mjs) for a first visit of each kind: the page's
 * default game (American checkers: the draughts module) and a visitor whose game is shogi or
 * chess (their modules instead; before branch `switch-speed`, 2026-11-25, such a visitor
 * downloaded the draughts module as well: 345.5 KB for shogi). One wasm module each, whose
 * size has its budget above; the page besides it (HTML, styles, modules, the engine's
 * bindings, the catalog, the icon; 63.4 to 64.7 KB at that branch's 455b99b) has PAGE_BUDGET,
 * that plus 1%. Issue 13's 200 KB in all is met by the American and chess visits (198.7 and
 * 186.0 KB) and checked for them; the shogi visit is 207.5 KB (its module is 7.8 KB larger
 * than the draughts one), not yet. Branch `page-size3` (2026-11-25) took the page besides the
 * wasm from 64.4 to 58.7-59.9 KB (app.js bundled alone as one start-up file, the computer's
 * driver, the late parts' English texts, the board's editing mode and promotion chooser loaded
 * later, a 32x32 indexed tab icon): American 194.7, chess 182.2, shogi 203.1 KB; the budget is
 * the largest, chess's 59.9 KB, plus 1%. Branch `shogi-first-visit` (2026-11-25) loads the
 * board's keyboard and the dialogs' code in idle time after the first board and strips the wasm
 * modules' `producers` and `target_features` sections: the page besides the wasm 57.3 to 58.5
 * KB, American 193.1, chess 180.5, shogi 201.5 KB; the budget is chess's 58.5 KB plus 1%.
 * Branch `shogi-size` (2026-11-25): the rules' sentences out of the family modules and two
 * wasm-opt flags (FAMILY_BUDGETS above): American 185.4, chess 178.1, shogi 198.6 KB, the page
 * besides the wasm 57.8 to 59.0 KB (families.js names the rules files); every first visit is
 * now held at issue 13's 200 KB.
 */
// 61.1 / 62.3 / 62.0 KB (american / chess / shogi) after the merges of 2026-11-28 (issue 29: the
// page's owner www/page/game-owner.js and the board's host interface, the New game draft, the
// keys module, the board's relabelling): raised to that plus 0.3%, a debt against issue 13.
// 62.8 KB for chess after the merges of the fourth session of 2026-11-28 (the page's one state
// and its h()/patch, www/page/h.js; the Learn and Puzzles buttons and their lazy hooks, about
// 0.3 KB): raised to 62.9 KB, the debt growing.
// 62_963 with chess on 2026-11-29 (issue 34: the owner's gameOfTree and slices): 63_000.
// 64.5 KB with chess later that day (issue 34, point 3: the move list made in parts, its rows'
// paths kept in constant size, about 1.3 KB): 64_600, the debt growing.
export const PAGE_BUDGET = 64_600;
export const COLD_PAGE_TARGET = 200_000;
/** game -> the cold page's ceiling: issue 13's 200 KB for every first visit. */
// American (202.0 KB) and shogi (213.2 KB) are over issue 13's 200 KB since the merges of
// 2026-11-28 (the larger modules and page above): their ceilings are that debt, to pay back.
// shogi 214.2 KB since the Rules split (issue 30: its module +0.65 KB; the page itself unchanged,
// measured with this round's wasm under the page of 4ef6875): 214_300.
// 2026-11-29, issue 34's merges (above): american 203_813, shogi 214_522: 203_900 and 214_600.
// Later that day, the move list in parts (PAGE_BUDGET above): 205.2 and 215.8 KB: 205_300, 215_900.
// The eighth round (the record read once in the worker, detected by its head; every engine error
// carries a code): 205.6 and 216.0 KB: 205_700, 216_100.
const COLD_VISITS = { american: 205_700, chess: COLD_PAGE_TARGET, shogi: 216_100 };

for (const [game, ceiling] of Object.entries(COLD_VISITS)) {
  test(`the deployed cold page of a first visit with ${game}: one wasm module, the page besides it within ${PAGE_BUDGET / KB} KB gzipped, ${ceiling / KB} KB in all`, async () => {
    assert.ok(existsSync(path.join(repo, "dist/index.html")), "dist/index.html is missing: run ./build.sh dist");
    const { coldPage } = await import("../../tools/bench/cold-page.mjs");
    const bodies = await coldPage(repo, "dist/index.html", game === "american" ? null : game);
    const wasm = bodies.filter((r) => new URL(r.url).pathname.endsWith(".wasm"));
    assert.equal(wasm.length, 1, `one wasm module before the first board, not ${wasm.map((r) => r.url).join(", ")}`);
    const total = bodies.reduce((sum, r) => sum + gzipSize(r.body), 0);
    const page = total - gzipSize(wasm[0].body);
    const files = "VERBOSE=1 node tools/bench/sizes.mjs lists the files";
    assert.ok(page <= PAGE_BUDGET, `the page besides the wasm is ${(page / KB).toFixed(1)} KB gzipped, over its budget of ${PAGE_BUDGET / KB} KB: ${files}`);
    const what = ceiling === COLD_PAGE_TARGET ? "issue 13's" : "its budget of";
    assert.ok(total <= ceiling, `the cold page with ${game} is ${(total / KB).toFixed(1)} KB gzipped in ${bodies.length} files, over ${what} ${ceiling / KB} KB: ${files}`);
  });
}

test("the gzip measure is deterministic and counts compressed bytes", () => {
  const bytes = Buffer.from("boardgames ".repeat(1000));
  assert.equal(gzipSize(bytes), gzipSize(Buffer.from(bytes)));
  assert.ok(gzipSize(bytes) < bytes.length / 10, "repetitive text compresses");
});
