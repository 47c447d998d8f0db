// Pointer input (mouse, touch and pen): click-click and drag-and-drop, with a tolerance
// for finger wobble. Clicks become moves through board/play.js; in the position
// editor's mode they put and remove pieces (board/edit.js). The keyboard is board/keys.js
// (through board/keyboard.js, which loads it late).

import { cellAt } from "./layout.js";
import { listen } from "./state.js";
import { finishAnim, layoutOf, redraw } from "./frame.js";
import { canInput, clearSelection, closeChooser } from "./ui.js";
import { click, hit, pieceFor } from "./play.js";
import { stopAutoplay } from "./autoplay.js";
import { capture, local, startsDrag } from "./pointer.js";
import { editMode } from "./editing.js";
import { onDocKey, onKey } from "./keyboard.js";

/** Listens to the canvas and the document; returns the function that stops listening. */
export function bindInput(s) {
  const c = s.dom.canvas;
  const offs = [
    listen(c, "pointerdown", (e) => onPointerDown(s, e)),
    listen(c, "pointermove", (e) => onPointerMove(s, e)),
    listen(c, "pointerup", (e) => onPointerUp(s, e)),
    listen(c, "pointercancel", () => cancelDrag(s)),
    listen(c, "contextmenu", (e) => e.preventDefault()),
    listen(c, "keydown", (e) => onKey(s, e)),
    listen(document, "keydown", (e) => onDocKey(s, e)),
    // Focused by a click or a tap, not by Tab or a script: the arrows are the page's (board/keyboard.js).
    listen(c, "focus", () => (s.ui.pointerFocus = !!s.ui.pointing)),
    listen(c, "blur", () => {
      s.ui.keyboard = false;
      s.ui.pointerFocus = false;
      redraw(s);
    }),
  ];
  return () => offs.forEach((off) => off());
}

export function onPointerDown(s, e) {
  if (e.pointerType === "mouse" && e.button !== 0) return;
  s.ui.keyboard = false;
  s.ui.pointerFocus = true;
  // A focus that this press brings comes in this task (the mouse's default action).
  s.ui.pointing = true;
  setTimeout(() => (s.ui.pointing = false), 0);
  stopAutoplay(s);
  const L = layoutOf(s);
  if (!L) return;
  if (s.edit) return editMode().editDown(s, e, L, local(s, e));
  closeChooser(s);
  finishAnim(s);
  if (!canInput(s)) {
    clearSelection(s, true);
    return;
  }
  e.preventDefault();
  const p = local(s, e);
  const token = hit(s, L, p);
  if (token == null) {
    clearSelection(s, true);
    return;
  }
  const ui = s.ui;
  const reselect = ui.clicks.length === 1 && ui.clicks[0] === token;
  if (!reselect) click(s, token, false);
  if (ui.clicks.length === 1 && ui.clicks[0] === token && pieceFor(s, token)) {
    s.press = { token, x: p.x, y: p.y, id: e.pointerId, deselectOnUp: reselect, piece: pieceFor(s, token) };
    capture(s, e);
  }
}

export function onPointerMove(s, e) {
  const press = s.press;
  if (!press || e.pointerId !== press.id) return hover(s, e);
  const L = layoutOf(s);
  const p = local(s, e);
  if (s.edit) return editMode().editMove(s, L, p);
  const ui = s.ui;
  if (!ui.drag) {
    if (!startsDrag(s, L, p)) return;
    ui.drag = { active: true, from: typeof press.token === "number" ? press.token : null, piece: press.piece };
  }
  ui.drag.x = p.x;
  ui.drag.y = p.y;
  ui.drag.over = cellAt(L, p.x, p.y);
  redraw(s);
}

export function onPointerUp(s, e) {
  const press = s.press;
  if (!press || e.pointerId !== press.id) return;
  s.press = null;
  const ui = s.ui;
  if (s.edit) return editMode().editUp(s, press, layoutOf(s), local(s, e));
  if (ui.drag) {
    const L = layoutOf(s);
    const p = local(s, e);
    const target = cellAt(L, p.x, p.y);
    ui.drag = null;
    if (target != null && target !== press.token) click(s, target, true, true);
    redraw(s);
  } else if (press.deselectOnUp) clearSelection(s, true);
}

/** The mouse cursor tells what a click would do: grab a piece, play to a target. */
function hover(s, e) {
  if (e.pointerType !== "mouse") return;
  const L = layoutOf(s);
  let cursor = "default";
  if (L && s.edit) cursor = cellAt(L, ...Object.values(local(s, e))) != null ? "pointer" : "default";
  else if (L && canInput(s)) {
    const token = hit(s, L, local(s, e));
    const t = s.ui.targets;
    if (token != null && (t?.finals.has(token) || t?.waypoints.has(token) || s.ui.placeTargets?.has(token))) cursor = "pointer";
    else if (token != null && (s.starts.has(token) || s.placeCells.has(token))) cursor = "grab";
  }
  if (s.dom.canvas.style.cursor !== cursor) s.dom.canvas.style.cursor = cursor;
}

function cancelDrag(s) {
  s.press = null;
  if (s.ui.drag) {
    s.ui.drag = null;
    redraw(s);
  }
}
