// The course (www/lessons, docs/lessons.md): every step's position loads, its solution is
// legal and meets its goal through the judge, a wrong move is refused with the expected
// reason, every text exists in English and Japanese, and every rule id of docs/rules.md is
// taught by a step (the games without a complete course are listed as a visible TODO).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game, catalog } from "./engine.mjs";
import { ruleIds } from "./rule-ids.mjs";
import { LESSON_GAMES, loadLessons } from "../../www/lessons/index.js";
import { judge, solutionOf, stepGame, GOALS, REASONS } from "../../www/lessons/judge.js";
import { PIECE_REFUSAL_TEXTS, REASON_TEXTS, UI_TEXTS } from "../../www/lessons/texts.js";

const ids = ruleIds();
const courses = Object.fromEntries(await Promise.all(LESSON_GAMES.map(async (g) => [g, await loadLessons(g)])));
// Every game the engine plays (a game added to the catalog shows up below as a TODO).
const ALL_GAMES = catalog().map((g) => g.id);
const DRAUGHTS = catalog().filter((g) => g.family === "draughts").map((g) => g.id);

// The games whose course teaches every one of their rules: the coverage test requires it
// (all 21 today). A game left out of this list is printed as a TODO with its untaught count.
const COMPLETE = ["american", "international", "russian", "chess", "shogi", "turkish", "frisian", "zonghen", "binary",
  "incorrect-checkers", "pool", "german", "brazilian", "czech", "spanish", "italian", "canadian", "gothic", "armenian",
  "malaysian", "alquerque"];

const bilingual = (t) => t && typeof t.en === "string" && t.en.trim() && typeof t.ja === "string" && t.ja.trim();

/** Plays a step's solution through the judge, scripted replies included; returns the results. */
function solve(gameId, step) {
  const played = [];
  const results = [];
  for (const move of solutionOf(step)) {
    const r = judge(Game, gameId, step, move, played);
    results.push(r);
    if (!r.ok) break;
    played.push(move);
    if (r.reply) played.push(r.reply);
  }
  return results;
}

for (const gameId of LESSON_GAMES) {
  const course = courses[gameId];
  test(`lessons ${gameId}: the course names its game and its steps are unique`, () => {
    assert.equal(course.game, gameId);
    assert.ok(course.steps.length > 0);
    const stepIds = course.steps.map((s) => s.id);
    assert.equal(new Set(stepIds).size, stepIds.length, "duplicate step ids");
    for (const [name, path] of Object.entries(course.paths ?? {})) {
      assert.ok(ALL_GAMES.includes(name), `path ${name} names no game`);
      assert.ok(bilingual(path.text), `path ${name} text`);
      for (const id of path.steps) assert.ok(stepIds.includes(id), `path ${name}: no step ${id}`);
    }
  });

  for (const step of course.steps) {
    test(`lessons ${gameId} ${step.id}: position, solution, a refused wrong move, texts`, () => {
      const game = stepGame(Game, gameId, step);
      try {
        assert.equal(game.outcome(), null, "the step's position is not already over");
        assert.ok(game.legalMoves().length > 0);
      } finally {
        game.free();
      }
      for (const id of step.rules) assert.ok(ids.includes(id), `unknown rule id ${id}`);
      assert.ok(step.rules.length > 0);
      for (const key of Object.keys(step.goal)) assert.ok(GOALS.includes(key), `unknown goal ${key}`);
      if (step.goal.sequence) assert.equal(step.goal.sequence.length % 2, 1, "a sequence ends with the learner's move");
      const results = solve(gameId, step);
      assert.ok(results.every((r) => r.ok), JSON.stringify(results));
      assert.equal(results.at(-1).done, true);
      assert.ok(step.wrong, "a wrong move to show the judge can fail");
      const wrong = judge(Game, gameId, step, step.wrong.move, step.wrong.after ?? []);
      assert.deepEqual({ ok: wrong.ok, reason: wrong.reason }, { ok: false, reason: step.wrong.reason }, wrong.message);
      assert.ok(bilingual(step.text), "text");
      assert.ok(bilingual(step.hint), "hint");
      for (const [code, t] of Object.entries(step.refusals ?? {})) {
        assert.ok(REASONS.includes(code), `refusal ${code}`);
        assert.ok(bilingual(t), `refusal ${code} text`);
      }
    });
  }
}

test("lessons: every draughts course but American checkers' has a short path for a player who knows another game", (t) => {
  for (const game of DRAUGHTS.filter((g) => g !== "american" && courses[g])) {
    assert.ok(Object.keys(courses[game].paths ?? {}).length > 0, `${game} has no path`);
  }
  t.diagnostic(`steps: ${LESSON_GAMES.map((g) => `${g} ${courses[g].steps.length}`).join(", ")}`);
});

test("lessons: every reason the judge gives has a text in both languages", () => {
  for (const r of REASONS) assert.ok(bilingual(REASON_TEXTS[r]), r);
  for (const t of [...Object.values(UI_TEXTS), ...Object.values(PIECE_REFUSAL_TEXTS)]) assert.ok(bilingual(t));
});

test("lessons: the judge gives the engine's refusal code of each rule a lesson words", () => {
  const tries = [
    ["shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b P 1", "P*5e", "nifu"],
    ["shogi", "4k4/9/9/9/9/9/9/9/4K4 b P 1", "P*4a", "dead-square"],
    ["shogi", "7nk/7p1/9/7N1/9/9/9/9/4K4 b P 1", "P*1b", "uchifuzume"],
    ["shogi", "4k4/9/9/9/4r4/9/9/9/4K4 b - 1", "5i4i", "not-the-task"],
    ["shogi", "4k4/9/9/9/4r4/9/9/9/4K4 b - 1", "hello", "unreadable"],
    ["shogi", "4k4/9/9/9/4r4/9/9/9/4K4 b - 1", "5i5h", "king-in-check"],
    ["shogi", "k8/4P4/9/9/9/9/9/9/4K4 b - 1", "5b5a", "must-promote"],
    ["american", "B:W18,27:B14", "14-17", "must-capture"],
  ];
  for (const [gameId, position, move, reason] of tries) {
    const step = { id: "t", position, goal: { anyLegal: true } };
    const r = judge(Game, gameId, { ...step, goal: reason === "not-the-task" ? { reach: "5i" } : step.goal }, move);
    assert.equal(r.reason, reason, `${move}: ${r.message}`);
  }
});

test("lessons: every rule id is taught by a step; the games without a complete course are a visible TODO", (t) => {
  const taught = new Set(Object.values(courses).flatMap((c) => c.steps.flatMap((s) => s.rules)));
  const missing = (game) => ids.filter((id) => id.startsWith(game + ".") && !taught.has(id));
  for (const game of COMPLETE) assert.deepEqual(missing(game), [], `${game}: rules no step teaches`);
  if (COMPLETE.some((g) => DRAUGHTS.includes(g))) assert.deepEqual(missing("draughts"), [], "draughts: shared rules no step teaches");
  const todo = ALL_GAMES.filter((g) => !COMPLETE.includes(g)).map((g) => `${g} ${missing(g).length}/${ids.filter((id) => id.startsWith(g + ".")).length}`);
  const untaught = ids.filter((id) => !taught.has(id)).length;
  // The known gap, printed on every run so that the next session completes it.
  const gap = todo.length ? `TODO lessons: ${todo.length} games without a complete course, ${untaught} of ${ids.length} rule ids untaught: ${todo.join(", ")}`
    : `lessons: every one of the ${ids.length} rule ids is taught (${COMPLETE.length} games complete)`;
  t.diagnostic(gap);
  assert.equal(todo.length + COMPLETE.length, ALL_GAMES.length);
});

test("lessons: the page's first visit loads no lesson (they are imported only when opened)", () => {
  // The modules a first visit loads: index.html's module scripts and everything they import
  // statically (a dynamic import() runs only when Learn or a task is opened). None may be a
  // lesson file, nor the Learn mode or the task module that bring them.
  const root = new URL("../../", import.meta.url);
  const html = readFileSync(new URL("index.html", root), "utf8");
  const entries = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => new URL(m[1], root).href);
  const loaded = new Set();
  const visit = (href) => {
    if (loaded.has(href) || !href.endsWith(".js") || href.includes("/www/pkg/")) return;
    loaded.add(href);
    const text = readFileSync(new URL(href), "utf8");
    for (const m of text.matchAll(/^\s*(?:import|export)\s[^;(]*?from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm)) visit(new URL(m[1] ?? m[2], href).href);
  };
  entries.forEach(visit);
  const relative = [...loaded].map((h) => h.slice(root.href.length));
  assert.ok(relative.includes("www/app.js") && relative.includes("www/board-game.js") && relative.length > 30, relative.join(" "));
  const lessons = relative.filter((f) => f.startsWith("www/lessons/") || /^www\/page\/learn/.test(f) || f === "www/board/exercise.js");
  assert.deepEqual(lessons, [], "loaded on a first visit");
  const index = readFileSync(new URL("www/lessons/index.js", root), "utf8");
  assert.ok(!/^import /m.test(index), "the index imports no course statically");
});

test("lessons judge: a sequence goes reply by reply, and a deviation is refused", () => {
  const step = courses.american.steps.find((s) => s.id === "threefold");
  const first = judge(Game, "american", step, "12-16");
  assert.deepEqual({ ok: first.ok, done: first.done, reply: first.reply }, { ok: true, done: false, reply: "32-27" });
  const deviation = judge(Game, "american", step, "1-5", ["12-16", "32-27"]);
  assert.deepEqual({ ok: deviation.ok, reason: deviation.reason }, { ok: false, reason: "not-the-task" });
  const sixth = judge(Game, "american", step, "1-6", ["12-16", "32-27"]);
  assert.equal(sixth.reply, "27-32");
});

test("lessons judge: an expected move is matched in any form the engine reads", () => {
  const step = courses.american.steps.find((s) => s.id === "choice");
  assert.equal(judge(Game, "american", step, "3-12").ok, true, "3-12 is the capture 3x12");
  const chess = courses.chess.steps.find((s) => s.id === "castling");
  assert.equal(judge(Game, "chess", chess, "e1g1").ok, true, "UCI castling");
});

test("lessons judge: a declaration is judged as a try", () => {
  const step = courses.shogi.steps.find((s) => s.id === "impasse");
  assert.equal(judge(Game, "shogi", step, "declare").reason, "cannot-declare");
  assert.deepEqual(judge(Game, "shogi", step, "declare", ["5d5c", "5i5h"]), { ok: true, done: true, reply: null, move: "declare" });
});
