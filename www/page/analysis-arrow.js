// The analysis's arrow (issue 12.3): the engine's best move drawn with the board's marks
// (www/page/move-marks.js). It is drawn when the best move or the position changes, so
// marks another part of the page puts meanwhile are left alone, and only the marks this
// module put are ever taken off. Another game or line being loaded takes it off before
// the board reads its marks against that game (where its squares may not exist).

import { board, boardView, state } from "./state.js";
import * as owner from "./game-owner.js";
import { moveMarks } from "./move-marks.js";


/** Takes the arrow off the board (the marks of others stay). */
export function takeArrowOff() {
  if (state.arrow.text != null && board.getAttribute("marks") === state.arrow.text) board.removeAttribute("marks");
  state.arrow.text = null;
  state.arrow.drawnFor = "";
}

/**
 * The engine's move object for `notation` in the position on the board. A game ended by
 * an action (resignation, agreement, a flag) has no legal moves left, but its position
 * has: they are asked of a scratch game set up from that position.
 */
function moveAt(g, notation) {
  let scratch = null;
  try {
    const options = Object.keys(state.options).length ? state.options : undefined;
    const at = g.outcome() ? (scratch = g.constructor.fromPosition(g.id, g.position(), options)) : g;
    return at.legalMoves().find((x) => x.notation === notation) ?? null;
  } catch {
    return null;
  } finally {
    scratch?.free();
  }
}

/**
 * Draws `best` (a move's notation, or null for none) for the position `key`; nothing is
 * asked of the engine unless one of them changed.
 */
export function drawArrow(best, key) {
  const wanted = `${best ?? ""}|${key}`;
  if (wanted === state.arrow.drawnFor) return;
  const g = owner.game();
  const move = best && g ? moveAt(g, best) : null;
  const text = move ? moveMarks(move, boardView()) : null;
  if (!text) return takeArrowOff();
  if (board.getAttribute("marks") !== text) board.setAttribute("marks", text);
  state.arrow.text = text;
  state.arrow.drawnFor = wanted;
}

/** Watches the board for another game or line being loaded; returns the unbind. */
export function init() {
  const loading = new MutationObserver(takeArrowOff);
  loading.observe(board, { attributes: true, attributeFilter: ["game", "options", "position", "moves"] });
  return () => loading.disconnect();
}
