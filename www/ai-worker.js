// The computer player, off the main thread, with its own wasm instance. One worker answers
// one question after another for as long as the page lives (the live analysis keeps its
// worker across positions: issue 29).
// Protocol (every question carries { id, game, options, position, moves }):
//   { type: "hello", id }                 -> { type: "ready", id } once the worker runs
//   { type: "think", id, ..., level, timeMs } -> { type: "move", id, notation } (null: game over)
//   { type: "evaluate", id, ... }         -> { type: "evaluation", id, value, turn }
//                                            (static evaluation for `turn`, the side to move)
//   { type: "drawAnswer", id, ..., side, timeMs, nodes }
//                                         -> { type: "drawAnswer", id, accept, facts }: whether
//                                            `side` (the computer) accepts a draw offered now,
//                                            from a search (www/page/draw-answer.js); `facts`
//                                            { score, plies, material, drawInSight } say why
//   { type: "analyse", id, ..., timeMs, nodes, depth, multiPv }
//                                         (a draughts endgame: the tables it can reach are
//                                            fetched and probed first, www/egdb-tables.js)
//                                         -> { type: "analysis", id, analysis, final: false } for each
//                                            deeper depth (Monte Carlo: every ~200 ms), then
//                                            { type: "analysis", id, analysis, final: true }
//   { type: "stop" }                      ends the running analysis: it answers
//                                            { type: "stopped", id } (so does any new question)
//   { type: "readRecord", id, game, options, text }
//                                         -> { type: "record", id, record }: the record read whole
//                                            (www/page/record-read.js; `game`: the game shown)
//   { type: "warm", id, game, for }       -> { type: "warm", id } once the game's engine is loaded (the
//                                            knowledge module if the question `for`, { type, level }, needs it)
//                                            (a spare worker, made ahead of need)
// An analysis that can no longer be stopped (past its first STOPPABLE_MS, or a Monte Carlo
// search: see analyse) says so with { type: "unstoppable", id }: the page then ends the
// worker to stop it.
// A failure answers { type: "error", id, message }; an engine that cannot load answers
// { type: "fatal", id, message } (the page then turns computer play off).
// The knowledge module (www/knowledge.js: the endgame tables and the learned evaluation) is
// loaded for an analysis or a move at levels 5-6 of a family that has one; when it cannot be
// had, the question is answered by the family's module after
// { type: "note", id, code: "knowledge-unavailable", message } (the page says so; play goes on).
// Every question names its game's `family` (www/engine.js: one wasm module per family); the
// first of a family carries `module`, the WebAssembly.Module the page compiled for it
// (www/ai.js): the worker instantiates it, and fetches and compiles the wasm itself only
// when it is absent.

import { ALL, familyOf, loadFamily, provideModule } from "./engine.js";
import { drawAnswer, drawFacts } from "./page/draw-answer.js";
import { readRecord } from "./page/record-read.js";

/** The game of a question, at its position; the caller frees it. */
function gameOf(Game, msg) {
  const options = msg.options ?? undefined;
  const game = msg.position ? Game.fromPosition(msg.game, msg.position, options) : new Game(msg.game, options);
  try {
    for (const m of msg.moves ?? []) game.play(m);
  } catch (err) {
    game.free();
    throw err;
  }
  return game;
}

/** The limits of an analysis question: only the ones given (the engine checks them). */
function analysisLimits(msg) {
  const limits = {};
  for (const key of ["timeMs", "nodes", "depth", "multiPv"]) if (msg[key] != null) limits[key] = msg[key];
  return limits;
}

/**
 * How long one engine call of an analysis runs, in its first STOPPABLE_MS, before the worker
 * looks at its messages. A call into the engine runs to its end: a message that says "stop"
 * is heard only between two calls (a search could read a flag shared with the page only
 * through a SharedArrayBuffer, which a page served without cross-origin isolation does not
 * have). A new position then waits at most this long for the worker, instead of a new
 * worker's start (0.6-3 s: issue 29).
 */
export const SLICE_MS = 120;
/**
 * How long an analysis runs in slices; then the rest of its time is one call. Each call
 * starts its search again from the first depth with the move ordering's tables empty (the
 * transposition table stays): in slices, 15 s of chess reached depth 11 where one call
 * reaches 15. A position left within this time (a player stepping through a game) is left
 * at once; one analysed longer is left by ending this worker (www/ai-player.js has a spare
 * one ready by then).
 */
export const STOPPABLE_MS = 2000;
/** The longest search the engine takes (src/ai/limits.rs MAX_TIME_MS). */
const MAX_TIME_MS = 600000;

/** Counts the messages that end the running analysis (every question, and "stop"). */
let generation = 0;

/** The games whose analysis is a Monte Carlo search (learnt from their first answer): its tree lives only within one call. */
const winRateGames = new Set();

/** Lets the messages that came meanwhile in (a "stop", a new question): they bump `generation`. */
const hearMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Analyses `game` for question `msg`, posting each depth deeper than any heard before, and
 * resolves to the final analysis (the deepest), or to null when a message came meanwhile
 * (a stop, another question). Its first STOPPABLE_MS are engine calls of SLICE_MS, with the
 * messages heard between them; the rest is one call, said "unstoppable" first (as is a Monte
 * Carlo search, after its first slice). An analysis without a time limit (the same on every
 * machine), with a node limit, or shorter than a slice is one call.
 */
async function analyse(engine, game, msg, asked) {
  const limits = analysisLimits(msg);
  // The endgame tables of a draughts position with few pieces (none fetched otherwise; only
  // with a knowledge module); only the analysis asks for them, never the computer's moves.
  if (knowledge && (await knowledge.prepareTables(engine, game, msg.game))) limits.endgameTables = true;
  if (generation !== asked) return null;
  const total = limits.timeMs;
  let deepest = null;
  let nodes = 0; // the nodes of the calls before this one
  const onDepth = (analysis) => {
    if (deepest && analysis.depth <= deepest.depth && analysis.kind === "search") return true;
    deepest = { ...analysis, nodes: nodes + analysis.nodes };
    self.postMessage({ type: "analysis", id: msg.id, analysis: deepest, final: false });
    return true;
  };
  /** The rest of the time in one call, which no message stops. */
  const oneCall = (timeMs) => {
    self.postMessage({ type: "unstoppable", id: msg.id });
    const analysis = game.analyse({ ...limits, timeMs, onDepth });
    nodes += analysis.nodes;
    return { ...(deepest && deepest.depth > analysis.depth && analysis.kind === "search" ? deepest : analysis), nodes };
  };
  // (A time the engine would refuse, not a whole number of milliseconds within its 10 minutes,
  // goes to it as it is, to be refused.)
  const sliced = Number.isInteger(total) && total > SLICE_MS && total <= MAX_TIME_MS && limits.nodes == null;
  if (!sliced) return game.analyse({ ...limits, onDepth });
  if (winRateGames.has(msg.game)) return oneCall(total);
  const started = performance.now();
  for (;;) {
    const left = total - (performance.now() - started);
    if (performance.now() - started >= STOPPABLE_MS) return oneCall(Math.max(1, Math.round(left)));
    const slice = Math.max(1, Math.round(Math.min(SLICE_MS, left)));
    const before = performance.now();
    const analysis = game.analyse({ ...limits, timeMs: slice, onDepth });
    const ranOut = performance.now() - before >= slice;
    nodes += analysis.nodes;
    if (analysis.kind !== "search") {
      winRateGames.add(msg.game);
      if (left - slice < 1) return { ...analysis, nodes };
      return oneCall(Math.round(left - slice));
    }
    // The search ended by itself (its lines proven, the deepest depth) or the time is up.
    if (!ranOut || left <= slice) return { ...(deepest ?? analysis), nodes };
    await hearMessages();
    if (generation !== asked) return null;
  }
}

/** A worker made ahead of need (www/ai-player.js): its engine loaded and its table made with a one-depth search. */
function warm(engine, msg) {
  const game = gameOf(engine.Game, msg);
  try {
    game.analyse({ depth: 1 });
  } finally {
    game.free();
  }
  self.postMessage({ type: "warm", id: msg.id });
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (!msg || typeof msg.type !== "string") return;
  if (msg.type === "hello") {
    self.postMessage({ type: "ready", id: msg.id });
    return;
  }
  // Any other message ends the analysis running (it hears of it between two engine calls).
  const asked = ++generation;
  if (msg.type === "stop") return;
  // Before the family first loads here: www/engine.js then uses this module (one compile per page).
  if (typeof msg.family === "string" && msg.module instanceof WebAssembly.Module) {
    provideModule(msg.family, msg.module);
    // Which families the page handed over (read by the one-compile tests).
    (globalThis.BOARDGAMES_HANDED ??= []).push(msg.family);
  }
  let engine;
  try {
    engine = await engineFor(msg, typeof msg.family === "string" ? msg.family : await familyOf(msg.game));
  } catch (err) {
    self.postMessage({ type: "fatal", id: msg.id, message: String(err?.message ?? err) });
    return;
  }
  if (msg.type === "readRecord") {
    try {
      self.postMessage({ type: "record", id: msg.id, record: await readRecord(msg.text, msg.game, msg.options ?? undefined) });
    } catch (err) {
      self.postMessage(errorMessage(msg.id, err));
    }
    return;
  }
  let game = null;
  try {
    if (msg.type !== "warm") game = gameOf(engine.Game, msg);
    if (msg.type === "warm") warm(engine, msg);
    else if (msg.type === "think") {
      const best = game.bestMove({ level: msg.level, timeMs: msg.timeMs });
      self.postMessage({ type: "move", id: msg.id, notation: best ? best.notation : null });
    } else if (msg.type === "analyse") {
      // (Another message while the engine loaded: this analysis is no longer wanted.)
      const analysis = generation === asked ? await analyse(engine, game, msg, asked) : null;
      if (analysis) self.postMessage({ type: "analysis", id: msg.id, analysis, final: true });
      else self.postMessage({ type: "stopped", id: msg.id });
    } else if (msg.type === "drawAnswer") {
      const facts = drawFacts(engine.Game, game, msg);
      self.postMessage({ type: "drawAnswer", id: msg.id, accept: drawAnswer(facts), facts });
    } else if (msg.type === "evaluate") {
      self.postMessage({ type: "evaluation", id: msg.id, value: game.evaluate(), turn: game.turn() });
    } else {
      self.postMessage({ type: "error", id: msg.id, message: `unknown question ${msg.type}` });
    }
  } catch (err) {
    self.postMessage(errorMessage(msg.id, err));
  } finally {
    game?.free();
  }
};

/** The first level that searches with the learned evaluation (src/ai/levels.rs FIRST_FULL_EVALUATION_LEVEL). */
const FIRST_KNOWING_LEVEL = 5;

/** Whether a question { type, level } gains from the knowledge module: an analysis (the live one and the review's), a move at levels 5-6. */
const asksKnowledge = (question) => question?.type === "analyse" || (question?.type === "think" && question.level >= FIRST_KNOWING_LEVEL);

/** Whether `msg` needs its family's knowledge module: such a question, or the warming of a spare worker for one (www/ai-player.js `_makeSpare`). */
const needsKnowledge = (msg) => asksKnowledge(msg.type === "warm" ? msg.for : msg);

/** www/knowledge.js (the knowledge modules' loader and the tables' fetching) once imported. */
let knowledge = null;
let knowledgeTries = 0;

/** Imports www/knowledge.js (again after a failure, by another URL: a failed module import is not fetched twice). */
async function importKnowledge() {
  // The literal first: bundlers, the single file's --external and sw.js's crawl follow it.
  knowledge ??= await (knowledgeTries++ === 0 ? import("./knowledge.js") : import(/* @vite-ignore */ `./knowledge.js?try=${knowledgeTries}`));
  return knowledge;
}

/**
 * The engine that answers `msg` about a game of `family`: the family's knowledge module when
 * the question needs it (or this worker has it already: levels 1-4 play the same moves with
 * it), else the family module. The combined module (the single file) has none. A knowledge
 * module that cannot be had leaves the question to the family module, with a note to the page.
 */
async function engineFor(msg, family) {
  if (family === ALL) return loadFamily(family);
  if (!needsKnowledge(msg)) return (await knowledge?.loadedKnowledge(family)) ?? loadFamily(family);
  try {
    const knowing = await (await importKnowledge()).loadKnowledge(family);
    if (knowing) return knowing;
  } catch (err) {
    if (!err?.recent) self.postMessage({ type: "note", id: msg.id, code: "knowledge-unavailable", message: String(err?.message ?? err) });
  }
  return loadFamily(family);
}

/** An engine error for the page: its message and its stable code (the page words it by the code). */
function errorMessage(id, err) {
  return { type: "error", id, message: String(err?.message ?? err), code: typeof err?.code === "string" ? err.code : undefined };
}
