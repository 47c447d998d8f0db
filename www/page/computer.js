// The computer on the play page (issue 6): its moves against a person or itself (demo),
// the level and thinking-time settings, its answer to a draw offer, and what the page
// says when it cannot start. (The hint it once gave is the live analysis now:
// www/page/analysis.js.)
// Every question goes to the worker (www/ai.js); an answer is used only if the game is
// still where it was asked, so undo, a new game or another game make it harmless.

import { ComputerUnavailable, loadDriver } from "../ai.js";
import { whenIdle } from "../board/late.js";
import { computerEnding } from "./endings.js";
import * as owner from "./game-owner.js";
import { $, applyInteractive, board, computer, computerPlays, computerSide, onRender, put, requestRender, setState, state, tr } from "./state.js";
import { errorText } from "./error-text.js";

// Kept here for modules that drew moves through this one before the analysis had its own.
export { moveMarks } from "./move-marks.js";
/** In the demo a move stays on screen at least this long before the next one. */
const DEMO_PACE_MS = 600;


/** The game of `g` as a question for the worker. */
function question(g) {
  return {
    game: g.id,
    options: Object.keys(state.options).length ? state.options : null,
    position: g.startPosition(),
    moves: g.history(),
  };
}

/** Whether the board still shows the game of the question, unfinished. */
function stillAt(g, q) {
  if (owner.game() !== g || g.outcome() || g.startPosition() !== q.position) return false;
  const moves = g.history();
  return moves.length === q.moves.length && moves.every((m, i) => m === q.moves[i]);
}

function setThinking(on) {
  setState({ thinking: on });
  // For the page's tests and styles: the computer's search is running.
  document.documentElement.toggleAttribute("data-thinking", on);
}

/** The time for one move of `side`: the setting, less when its clock runs low. */
function budget(side) {
  let ms = state.thinkMs;
  const clock = state.clock;
  if (clock && clock.flagged == null) {
    const left = clock.remaining(side);
    ms = Math.min(ms, clock.byoyomi(side) ? left / 2 : left / 30);
  }
  return Math.max(50, Math.round(ms));
}

function reportError(e) {
  if (e instanceof ComputerUnavailable) return; // onFail has said so
  console.warn("computer player:", e);
  setState({ notice: tr("computerError", { msg: errorText(e) }) });
}

/** Asks for the computer's move when it is to move; plays it if nothing changed meanwhile. */
export async function maybeComputerMove() {
  const g = owner.game();
  if (!g || g.outcome() || !computerPlays(g.turn()) || state.thinking || computer.failed) return;
  if (state.clock?.paused) return;
  // Once the game against it has ended the board is for analysis (www/page/analysis.js):
  // moves played from earlier positions are variations, and taking moves back does not
  // reopen the game with the engine's help at hand. The next game starts it again.
  if (state.mode === "computer" && state.analysis.ended) return;
  // The computer claims a draw or declares an impasse win when the rules let it.
  if (owner.ply() === owner.totalPlies() && computerEnding(g)) return requestRender();
  const id = ++state.asked.moveSeq;
  setThinking(true);
  const started = performance.now();
  const q = { ...question(g), level: state.level, timeMs: budget(g.turn()) };
  let notation = null;
  try {
    notation = await computer.think(q);
  } catch (e) {
    if (id === state.asked.moveSeq) reportError(e);
  }
  if (id !== state.asked.moveSeq) return;
  if (state.mode === "demo" && notation) {
    const wait = DEMO_PACE_MS - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (id !== state.asked.moveSeq) return;
  }
  setThinking(false);
  if (notation && stillAt(g, q) && computerPlays(g.turn()) && !state.clock?.paused) {
    await board.idle();
    if (id === state.asked.moveSeq && stillAt(g, q)) {
      owner.play(notation, { source: "computer" });
      return;
    }
  }
  requestRender();
}

/** Abandons whatever the computer is working on (undo, new game, another game, ...). */
export function cancelComputer() {
  state.asked.moveSeq++;
  computer.cancel();
  state.asked.drawSeq++;
  state.asked.drawAsked = false;
  setThinking(false);
}

// ---- draw offers -------------------------------------------------------------------

/**
 * A draw offered to the computer: it answers as a player (www/page/draw-answer.js, from a
 * short search in the worker): no in the opening or when better, yes when clearly worse or
 * when the position is drawn.
 */
export async function offerDrawToComputer(g) {
  const side = computerSide();
  if (side == null || state.thinking || state.asked.drawAsked || g.outcome()) return;
  state.asked.drawAsked = true;
  const id = ++state.asked.drawSeq;
  requestRender();
  const q = question(g);
  let answer = null;
  try {
    answer = await computer.drawAnswer({ ...q, side, timeMs: Math.max(500, state.thinkMs) });
  } catch (e) {
    reportError(e);
  }
  if (id !== state.asked.drawSeq) return; // cancelled meanwhile
  state.asked.drawAsked = false;
  if (answer && stillAt(g, q) && computerSide() === side) {
    if (answer.accept) {
      owner.agreeDraw();
      setState({ notice: tr("drawAccepted") });
    } else setState({ notice: tr("drawDeclined") });
  }
  requestRender();
}

/** Takes the computer's refusal of a draw off the page (it is shown until the position changes). */
function clearDrawDeclined() {
  if (state.notice === tr("drawDeclined")) setState({ notice: "" });
}

// ---- settings and controls ------------------------------------------------------------

/** The computer's controls follow the game: the draw offer, the demo. */
function refreshControls() {
  if (state.asked.drawAsked) put($("offer-draw"), { disabled: true });
  if (state.mode === "demo") {
    put($("offer-draw"), { disabled: true });
    put($("resign"), { disabled: true });
  }
  for (const el of document.querySelectorAll('input[name="mode"]')) if (el.value !== "two") el.disabled = !!computer.failed;
  const error = $("computer-error");
  put(error, { hidden: !computer.failed });
  put(error, { textContent: computer.failed ? tr("computerUnavailable", { msg: computer.failed }) : "" });
}

/** The worker cannot start: computer play is turned off and the page says why. */
function onFail() {
  setThinking(false);
  // The mode is not saved: the setting may work in another browser.
  setState({ notice: tr("computerUnavailable", { msg: computer.failed }), ...(state.mode !== "two" ? { mode: "two" } : {}) }, { store: false });
  applyInteractive();
}

/** Wires the computer's controls; call before the page's own board and pause listeners. Returns the unbind. */
export function init() {
  computer.onfail = onFail;
  const offs = [onRender(refreshControls)];
  const on = (el, type, fn) => {
    el.addEventListener(type, fn);
    offs.push(() => el.removeEventListener(type, fn));
  };
  on(board, "gameover", () => {
    if (state.thinking) cancelComputer();
  });
  // The computer's "no" to a draw is about the position it was offered in: it goes with any
  // other position, and with the game (a resignation, a flag, a new game or record).
  // (A move and a take-back clear every notice: app.js.)
  for (const type of ["navigate", "ready", "gameover"]) on(board, type, clearDrawDeclined);
  // The clock's pause holds the computer too; resuming lets it think again. (This runs
  // before the page's own pause handler toggles the clock.)
  on($("pause"), "click", () => {
    if (!state.clock) return;
    if (state.clock.paused) setTimeout(maybeComputerMove, 0);
    else if (state.thinking) cancelComputer();
  });
  // The computer's driver and worker come in idle time once the first board is drawn (issue 13:
  // not on the cold page), long before a person's first move; against the computer the worker
  // starts then too, so that its engine is ready for the first question. In a game of two
  // players the driver is loaded all the same, for a switch to the computer.
  let live = true;
  offs.push(() => (live = false));
  board.ready.then(() =>
    whenIdle(() => {
      if (!live) return;
      if (state.mode !== "two") computer.start();
      else loadDriver().catch(() => {}); // a failure is told when the computer is asked
    }),
  );
  return () => offs.forEach((off) => off());
}
