// What the player is doing, shown: the selection is forgotten (clearSelection), the
// HTML over the canvas is redrawn (showOverlay: the chooser, "done", "pass"), squares
// flash for a moment. The overlay's buttons play through s.on.play (set by the element).

import * as sel from "./select.js";
import { renderOverlay } from "./overlay.js";
import { attr, hasAttr, langOf } from "./state.js";
import { layoutOf, redraw } from "./frame.js";

/** Whether the player may move now (the `interactive` attribute and whose turn it is). */
export function canInput(s) {
  if (!s.view || s.outcome || s.edit || !hasAttr(s, "interactive")) return false;
  const v = (attr(s, "interactive") ?? "").trim().toLowerCase();
  if (v === "" || v === "both" || v === "true") return true;
  if (v === "none" || v === "false") return false;
  if (v === "0" || v === "1") return Number(v) === s.view.turn;
  return s.view.colors[s.view.turn] === v;
}

/** Marks `cells` for a moment (the pieces that can move, the legal ends of a chain). */
export function flash(s, cells) {
  s.ui.hint = new Set(cells);
  clearTimeout(s.hintTimer);
  s.hintTimer = setTimeout(() => {
    s.ui.hint = null;
    redraw(s);
  }, 900);
  redraw(s);
}

/** Forgets the clicks, the chain, the placement and the drag; closes the chooser. */
export function clearSelection(s, andRedraw = false) {
  const ui = s.ui;
  ui.clicks = [];
  ui.targets = null;
  ui.pending = null;
  ui.chain = null;
  ui.placing = new Set();
  ui.placeTargets = null;
  ui.drag = null;
  s.press = null;
  showOverlay(s);
  if (andRedraw) redraw(s);
}

export function closeChooser(s) {
  if (s.dom?.overlay.querySelector(".bg-chooser")) showOverlay(s);
}

/** The HTML over the canvas: the chooser, the "done" and "pass" buttons (board/overlay.js). */
export function showOverlay(s, state = {}) {
  const overlay = s.dom?.overlay;
  if (!overlay) return;
  if (!state.choose) s.ui.pending = null;
  if (!s.view || s.edit) return overlay.replaceChildren();
  renderOverlay(overlay, {
    ...state,
    lang: langOf(s),
    notation: attr(s, "notation"),
    pieces: attr(s, "pieces"),
    layout: layoutOf(s),
    specials: canInput(s) ? s.moves.filter(sel.isSpecial) : [],
    onPlay: (m) => s.on.play(m, false),
    onChoose: (moves) => showOverlay(s, { choose: moves, at: state.at }),
    onCancel: () => {
      showOverlay(s);
      redraw(s);
    },
    afterClick: s.ui.keyboard ? () => s.dom.canvas.focus({ preventScroll: true }) : null,
  });
}
