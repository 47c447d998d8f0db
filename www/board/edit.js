// The position editor's mode: the board shows a position being set up instead of the
// game's, and a click or a tap puts the chosen piece (the tool) on a square, or takes
// it off (the eraser, or the same piece again); a piece dragged moves, dragged off the
// board it is removed; dragging over empty squares puts the tool on each. The setup
// has the shape Game.fromSetup takes ({ pieces: [{ cell, side, kind }], turn, hands })
// and every change fires an `edit` event with it. The page's editor (www/page/editor.js)
// holds the palette and the buttons; the engine, not the board, judges the position.

import { cellAt } from "./layout.js";
import { display, usable } from "./edit-view.js";
import { redraw, resize, updateAspect } from "./frame.js";
import { emit } from "./game.js";
import { capture, startsDrag } from "./pointer.js";
import { clearSelection } from "./ui.js";
import { registerEditMode } from "./editing.js";

/** Enters the mode with `setup` (null: the game's current position), or leaves it (`false`). */
export function setEditing(s, setup) {
  if (!s.view) return;
  clearSelection(s);
  if (setup === false) s.edit = null;
  else {
    const from = setup ?? setupOfView(s.view);
    const pieces = new Array(s.view.pieces.length).fill(null);
    for (const p of from.pieces ?? []) if (usable(s.view, p.cell)) pieces[p.cell] = { side: p.side, kind: p.kind };
    const hands = s.view.hands || from.hands ? [0, 1].map((side) => ({ ...(from.hands?.[side] ?? {}) })) : null;
    s.edit = { pieces, hands, turn: from.turn === 1 ? 1 : 0, tool: s.edit?.tool ?? null, paint: null };
  }
  s.ui.cursor = null;
  updateAspect(s);
  resize(s);
  redraw(s);
}

/** The game's position as a setup. */
function setupOfView(view) {
  const pieces = [];
  view.pieces.forEach((p, cell) => p && pieces.push({ cell, side: p.side, kind: p.kind }));
  const hands = view.hands ? view.hands.map((h) => Object.fromEntries(h.map((x) => [x.kind, x.count]))) : undefined;
  return { pieces, turn: view.turn, hands };
}

/** The setup being edited ({ pieces, turn, hands? }), or null outside the mode. */
export function editSetup(s) {
  if (!s.edit) return null;
  const pieces = [];
  s.edit.pieces.forEach((p, cell) => p && pieces.push({ cell, side: p.side, kind: p.kind }));
  const out = { pieces, turn: s.edit.turn };
  if (s.edit.hands) out.hands = s.edit.hands.map((h) => Object.fromEntries(Object.entries(h).filter(([, n]) => n > 0)));
  return out;
}

/** Changes the side to move or the pieces in hand of the setup (from the page's editor). */
export function editChange(s, { turn, hands, pieces } = {}) {
  if (!s.edit) return;
  if (turn === 0 || turn === 1) s.edit.turn = turn;
  if (hands && s.edit.hands) s.edit.hands = [0, 1].map((side) => ({ ...(hands[side] ?? {}) }));
  if (pieces) {
    s.edit.pieces = s.edit.pieces.map(() => null);
    for (const p of pieces) if (usable(s.view, p.cell)) s.edit.pieces[p.cell] = { side: p.side, kind: p.kind };
  }
  changed(s);
}

function changed(s) {
  redraw(s);
  emit(s, "edit", { setup: editSetup(s) });
}

const samePiece = (a, b) => a && b && a.side === b.side && a.kind === b.kind;

/** A click (or Enter) on `cell`: the tool goes there, or the piece comes off. */
export function editAt(s, cell) {
  const e = s.edit;
  if (!e || !usable(s.view, cell)) return;
  const tool = e.tool;
  const here = e.pieces[cell];
  if (!tool || tool === "erase" || samePiece(here, tool)) {
    if (!here) return;
    e.pieces[cell] = null;
  } else e.pieces[cell] = { side: tool.side, kind: tool.kind };
  changed(s);
}

export function editDown(s, ev, L, p) {
  ev.preventDefault();
  const cell = cellAt(L, p.x, p.y);
  if (cell == null || !usable(s.view, cell)) return;
  const piece = s.edit.pieces[cell];
  s.press = { token: cell, x: p.x, y: p.y, id: ev.pointerId, piece: piece && display(piece) };
  capture(s, ev);
}

export function editMove(s, L, p) {
  const press = s.press;
  const ui = s.ui;
  if (!ui.drag && !s.edit.paint) {
    if (!startsDrag(s, L, p)) return;
    // From a piece: the piece moves. From an empty square: the tool is put on each square passed.
    if (press.piece) ui.drag = { active: true, from: press.token, piece: press.piece };
    else if (s.edit.tool && s.edit.tool !== "erase") {
      s.edit.paint = new Set();
      paint(s, press.token);
    } else return;
  }
  const over = cellAt(L, p.x, p.y);
  if (s.edit.paint) {
    if (over != null) paint(s, over);
    return;
  }
  Object.assign(ui.drag, { x: p.x, y: p.y, over });
  redraw(s);
}

function paint(s, cell) {
  const e = s.edit;
  if (e.paint.has(cell) || !usable(s.view, cell)) return;
  e.paint.add(cell);
  if (samePiece(e.pieces[cell], e.tool)) return;
  e.pieces[cell] = { side: e.tool.side, kind: e.tool.kind };
  changed(s);
}

export function editUp(s, press, L, p) {
  const ui = s.ui;
  if (s.edit.paint) {
    s.edit.paint = null;
    return;
  }
  if (!ui.drag) return editAt(s, press.token);
  ui.drag = null;
  const target = cellAt(L, p.x, p.y);
  if (target === press.token) return redraw(s);
  const piece = s.edit.pieces[press.token];
  s.edit.pieces[press.token] = null;
  if (target != null && usable(s.view, target)) s.edit.pieces[target] = piece;
  changed(s);
}

registerEditMode({ setEditing, editSetup, editChange, editAt, editDown, editMove, editUp });
