// The live analysis's toggle in the toolbar (and key "L", www/page/keys.js) and why it is locked: all of the
// analysis the first board needs. The analysis itself (www/page/analysis.js: its own
// worker, the evaluation bar, the lines and the arrow) is loaded on first use: the toggle
// turned on, the end panel's Analyse, the editor's "Analyse from here" (issue 13).

import { $, board, computer, onRender, setState, state, tr } from "./state.js";
import * as owner from "./game-owner.js";


/** Loads and starts the live analysis (once); resolves to its module. */
export function loadAnalysis() {
  state.loaded.analysis ??= import("./analysis.js").then((m) => {
    state.loaded.analysisOff = m.init();
    state.loaded.analysisModule = m;
    return m;
  });
  return state.loaded.analysis;
}

/** The position on the board: the game, its options, its start and the moves to it. */
export function positionKey(g = owner.game()) {
  if (!g) return "";
  return `${g.id}|${JSON.stringify(state.options)}|${g.startPosition()}|${g.history().join(" ")}`;
}

/** Whether the game against the computer is over (analysis is allowed again). */
export function gameEnded() {
  const g = owner.game();
  return state.analysis.ended || !!(g && g.outcome() && owner.ply() === owner.totalPlies());
}

/** Why no worker can start in this browser, or null. */
export const failure = () => state.loaded.analysisModule?.analystFailure() ?? computer.failed;

/** Why the analysis cannot be turned on now (a text key), or null. */
export function lockReason() {
  // Both workers come from the same script: when the computer's cannot start, neither can the analysis's.
  if (failure()) return "analysis.unavailable";
  if (state.mode === "demo") return "analysis.lockedDemo";
  if (state.mode === "computer" && !gameEnded()) return "analysis.lockedGame";
  return null;
}

const patch = (change) => setState({ analysis: { ...state.analysis, ...change } });

/** Turns the analysis on or off (the toolbar's toggle, key "L"). */
export async function toggle() {
  if (lockReason()) return state.loaded.analysisModule ? state.loaded.analysisModule.sync() : setState({});
  (await loadAnalysis()).toggle();
}

/**
 * Turns the analysis on: the end panel's Analyse (`gameEnded`: the game against the
 * computer is over) and the editor's "Analyse from here".
 */
export async function turnOn(options) {
  (await loadAnalysis()).turnOn(options);
}

/**
 * A new game starts (app.js: a new game, a link or a record loaded): against the computer
 * the analysis is off until it ends.
 */
export function newGame() {
  if (state.loaded.analysisModule) state.loaded.analysisModule.newGame();
  else patch({ ended: false, ...(state.mode !== "two" ? { on: false } : {}) });
}

function render() {
  const a = state.analysis;
  const locked = lockReason();
  const shown = a.on && !locked && !board.editing;
  // The toggle: pressed while on, disabled with the reason while it cannot run.
  const button = $("analysis-toggle");
  button.disabled = !!locked;
  button.setAttribute("aria-pressed", String(shown));
  const title = locked ? tr(locked, { msg: failure() ?? "" }) : tr("analysis.toggle");
  if (button.title !== title) {
    button.title = title;
    button.setAttribute("aria-label", title);
  }
  const layout = document.querySelector(".layout");
  if (layout.classList.contains("analysing") !== shown) layout.classList.toggle("analysing", shown);
}

/** Wires the toggle and the end of a game (its key "L": www/page/keys.js); returns the unbind. */
export function init() {
  const binds = [
    [$("analysis-toggle"), "click", toggle],
    // The game is over: the analysis is allowed again (before the analysis's own listener asks again).
    [board, "gameover", () => patch({ ended: true })],
  ];
  for (const [el, type, fn] of binds) el.addEventListener(type, fn);
  const off = onRender(render);
  return () => {
    for (const [el, type, fn] of binds) el.removeEventListener(type, fn);
    off();
    state.loaded.analysisOff?.();
  };
}
