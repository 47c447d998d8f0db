// From clicks to moves: a click (or a drop after a drag) on a cell or a piece in hand
// goes through board/select.js (the engine's legal moves filtered by the clicks) and
// ends in a played move, a chooser, or a cleared selection. Jump chains built hop by
// hop are board/chain.js's.

import * as sel from "./select.js";
import { cellAt, slotAt } from "./layout.js";
import { redraw } from "./frame.js";
import { choose, emit } from "./game.js";
import { flash, showOverlay } from "./ui.js";
import { chainClick } from "./chain.js";

/** What is under a point of the canvas: a cell, a kind in the mover's hand (a token), or null. */
export function hit(s, L, p) {
  const cell = cellAt(L, p.x, p.y);
  if (cell != null) return cell;
  const slot = slotAt(L, p.x, p.y);
  if (slot && !slot.supply && slot.side === s.view.turn) return sel.handToken(slot.kind);
  return null;
}

/** The piece a token stands for: on a cell, or a kind in the mover's hand. */
export function pieceFor(s, token) {
  if (typeof token === "number") return s.view.pieces[token];
  const kind = String(token).slice(5);
  const hp = s.view.hands?.[s.view.turn]?.find((h) => h.kind === kind);
  return hp ? { side: s.view.turn, kind, label: hp.label, promoted: false } : null;
}

/** One click (or drop) on a token; `dragged` skips the glide, `keep` keeps a failed selection. */
export function click(s, token, dragged, keep = false) {
  if (chainClick(s, token, dragged)) return;
  const ui = s.ui;
  const moves = s.moves;
  const placing = ui.placing.size > 0 || (!ui.clicks.length && typeof token === "number" && !s.starts.has(token) && s.placeCells.has(token));
  if (placing && s.placeCells.has(token)) {
    const r = sel.placeStep(moves, ui.placing, token);
    ui.placing = r.chosen;
    ui.placeTargets = r.targets;
    ui.clicks = [];
    ui.targets = null;
    if (r.play) return choose(s, r.play, false, token);
    showOverlay(s, { confirm: r.confirm, choose: r.choose, at: token });
    redraw(s);
    return;
  }
  ui.placing = new Set();
  ui.placeTargets = null;
  const before = ui.clicks;
  const r = sel.step(moves, ui.clicks, token);
  if (r.none && keep && before.length) {
    redraw(s);
    return;
  }
  if (r.none && typeof token === "number" && s.view.pieces[token]?.side === s.view.turn && !s.starts.has(token)) showMovable(s, token);
  // A selected piece (or piece in hand) sent where it cannot go: a task (board/exercise.js)
  // asks the engine why that move is refused.
  else if (r.none && before.length === 1 && typeof token === "number" && token !== before[0] && !s.starts.has(token)) emit(s, "tried", { from: before[0], to: token });
  ui.clicks = r.clicks;
  ui.targets = sel.targets(moves, ui.clicks);
  if (r.play) return choose(s, r.play, dragged, token);
  showOverlay(s, r.choose ? { choose: r.choose, at: token } : {});
  redraw(s);
}

/**
 * Briefly marks the pieces that can move (after a click on the piece on `cell`, which
 * cannot: a capture elsewhere is compulsory...). The event names the cell, so that the
 * host can ask the engine why (`game.whyNoMove(cell)`).
 */
function showMovable(s, cell) {
  const cells = [...s.starts].filter((c) => typeof c === "number");
  if (!cells.length) return;
  flash(s, cells);
  emit(s, "refused", { movable: cells, cell });
}

