// The computer player, off the main thread, with its own wasm instance.
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
//                                         -> { type: "analysis", id, analysis, final: false } for each
//                                            completed depth (Monte Carlo: every ~200 ms), then
//                                            { type: "analysis", id, analysis, final: true }; the
//                                            page cancels a running analysis by ending this worker
// A failure answers { type: "error", id, message }; an engine that cannot load answers
// { type: "fatal", id, message } (the page then turns computer play off).
// Every question names its game's `family` (www/engine.js: one wasm module per family); the
// first of a family carries `module`, the WebAssembly.Module the page compiled for it
// (www/ai.js): the worker instantiates it, and fetches and compiles the wasm itself only
// when it is absent.

import { familyOf, loadFamily, provideModule } from "./engine.js";
import { drawAnswer, drawFacts } from "./page/draw-answer.js";

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

self.onmessage = async (event) => {
  const msg = event.data;
  if (!msg || typeof msg.type !== "string") return;
  if (msg.type === "hello") {
    self.postMessage({ type: "ready", id: msg.id });
    return;
  }
  // Before the family first loads here: www/engine.js then uses this module (one compile per page).
  if (typeof msg.family === "string" && msg.module instanceof WebAssembly.Module) {
    provideModule(msg.family, msg.module);
    // Which families the page handed over (read by the one-compile tests).
    (globalThis.BOARDGAMES_HANDED ??= []).push(msg.family);
  }
  let engine;
  try {
    engine = await loadFamily(typeof msg.family === "string" ? msg.family : await familyOf(msg.game));
  } catch (err) {
    self.postMessage({ type: "fatal", id: msg.id, message: String(err?.message ?? err) });
    return;
  }
  let game = null;
  try {
    game = gameOf(engine.Game, msg);
    if (msg.type === "think") {
      const best = game.bestMove({ level: msg.level, timeMs: msg.timeMs });
      self.postMessage({ type: "move", id: msg.id, notation: best ? best.notation : null });
    } else if (msg.type === "analyse") {
      const limits = analysisLimits(msg);
      // Each completed depth goes out at once: posting does not wait for this search to end.
      limits.onDepth = (analysis) => {
        self.postMessage({ type: "analysis", id: msg.id, analysis, final: false });
        return true;
      };
      self.postMessage({ type: "analysis", id: msg.id, analysis: game.analyse(limits), final: true });
    } else if (msg.type === "drawAnswer") {
      const facts = drawFacts(engine.Game, game, msg);
      self.postMessage({ type: "drawAnswer", id: msg.id, accept: drawAnswer(facts), facts });
    } else if (msg.type === "evaluate") {
      self.postMessage({ type: "evaluation", id: msg.id, value: game.evaluate(), turn: game.turn() });
    } else {
      self.postMessage({ type: "error", id: msg.id, message: `unknown question ${msg.type}` });
    }
  } catch (err) {
    self.postMessage({ type: "error", id: msg.id, message: String(err?.message ?? err) });
  } finally {
    game?.free();
  }
};
