// The Review buttons (beside the moves and in the end panel) and the page's few uses of
// the review, loaded at start; the review itself (www/page/review.js: the worker's
// analysis of every position, the marks, the graph, the records' comments) is loaded on
// first use: a Review button, a record loaded, a restored game that carries a review.

import { $, board, onRender, setState, state, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { reviewAllowed } from "./review-state.js";


/** Loads and starts the game review (once); resolves to its module. */
export function loadReview() {
  state.loaded.review ??= import("./review.js").then((m) => {
    state.loaded.reviewOff = m.init(state.loaded.reviewActions);
    state.loaded.reviewModule = m;
    return m;
  });
  return state.loaded.review;
}

/** The records' line with the review written into its comments (unchanged without a review). */
export const annotateLine = (line) => (state.loaded.reviewModule ? state.loaded.reviewModule.annotateLine(line) : line);

/**
 * A restored game's tree (tree.fromLine of the saved line): a review its comments carry
 * is read back (the module is loaded first: see needsReview). Returns `root`.
 */
export const fromSaved = (root) => (state.loaded.reviewModule ? state.loaded.reviewModule.fromRecord(root, { loaded: false }) : root);

/** Whether a saved tree carries comments that may hold a review (the module must be loaded to read them). */
export function needsReview(root) {
  const walk = (node) => node.comment != null || node.children.some(walk);
  return walk(root);
}

async function start(fromEndPanel) {
  if (fromEndPanel) setState({ endClosed: true });
  (await loadReview()).startReview();
}

function render() {
  const g = owner.game();
  const running = !!state.loaded.reviewModule?.isRunning();
  const allowed = !running && reviewAllowed();
  for (const id of ["review", "end-review"]) {
    const button = $(id);
    if (!button) continue;
    button.disabled = !allowed;
    const title = !allowed && !running && g && !g.outcome() && state.mode !== "two" ? tr("review.unavailable") : "";
    if (button.title !== title) button.title = title;
  }
}

/** Wires the buttons; `pageActions` is { showPath, playVariation } (for the review). Returns the unbind. */
export function init(pageActions) {
  state.loaded.reviewActions = pageActions;
  const binds = [
    [$("review"), "click", () => start(false)],
    [$("end-review"), "click", () => start(true)],
  ];
  for (const [el, type, fn] of binds) el.addEventListener(type, fn);
  const off = onRender(render);
  return () => {
    off();
    for (const [el, type, fn] of binds) el.removeEventListener(type, fn);
    state.loaded.reviewOff?.();
  };
}
