// Keyboard play: the arrows move a cursor over the board (and into the mover's hand),
// Enter or Space clicks, Escape cancels, "h" jumps to the hand, "d" says the position.
// In the position editor's mode Enter or Space puts the chosen piece (board/edit.js).

import { displayRC } from "./layout.js";
import * as sel from "./select.js";
import { cellName, describePosition } from "./describe.js";
import { colorName, has, t } from "../i18n.js";
import { langOf } from "./state.js";
import { finishAnim, layoutOf, redraw, shownView } from "./frame.js";
import { canInput, clearSelection, closeChooser } from "./ui.js";
import { click } from "./play.js";
import { commitPending, pendingCells } from "./chain.js";
import { gameName } from "./game.js";
import { editMode } from "./editing.js";

/** The hand slots (pieces in hand, not the supply) of a side, in drawing order. */
function handSlots(L, side) {
  return L.slots.filter((sl) => sl.side === side && !sl.supply && sl.kind != null);
}

/**
 * The cell the cursor goes to from display row r, column c, one step in (dr, dc); null at
 * the edge. Squares nobody plays on (the light squares of draughts, which have no name)
 * are skipped: up and down go to the nearest named square of the next row.
 */
function cursorStep(L, view, r, c, dr, dc) {
  const cell = (r, c) => (L.flipped ? (L.rows - 1 - r) * L.cols + (L.cols - 1 - c) : r * L.cols + c);
  const inside = (r, c) => r >= 0 && c >= 0 && r < L.rows && c < L.cols;
  const named = view.labels?.some((l) => l);
  const usable = (r, c) => inside(r, c) && (!named || !!view.labels[cell(r, c)]);
  if (dr) {
    for (const d of [0, 1, -1]) if (usable(r + dr, c + d)) return cell(r + dr, c + d);
    return null;
  }
  for (let cc = c + dc; inside(r, cc); cc += dc) if (usable(r, cc)) return cell(r, cc);
  return null;
}

/** The hand slot nearest to a display row. */
function nearestSlot(slots, row, L) {
  let best = slots[0];
  for (const sl of slots) if (Math.abs((sl.y - L.y0) / L.cell - row) < Math.abs((best.y - L.y0) / L.cell - row)) best = sl;
  return best;
}

/** The keyboard cursor inside a hand: up and down go through the kinds (left and right in a row of them); towards the board leaves. */
function handCursorStep(L, side, token, key) {
  const slots = handSlots(L, side);
  const i = slots.findIndex((sl) => sel.handToken(sl.kind) === token);
  if (i < 0) return Math.floor((L.rows * L.cols) / 2);
  const slot = slots[i];
  if (L.handH) return rowCursorStep(L, slots, slot, token, key);
  if (key === "ArrowUp") return sel.handToken(slots[Math.max(0, i - 1)].kind);
  if (key === "ArrowDown") return sel.handToken(slots[Math.min(slots.length - 1, i + 1)].kind);
  const back = slot.top ? key === "ArrowRight" : key === "ArrowLeft";
  if (!back) return token;
  const r = Math.min(L.rows - 1, Math.floor((slot.y - L.y0) / L.cell));
  const c = slot.top ? 0 : L.cols - 1;
  return L.flipped ? (L.rows - 1 - r) * L.cols + (L.cols - 1 - c) : r * L.cols + c;
}

/** The same in a row of pieces in hand above or below the board (board/layout.js: a phone). */
function rowCursorStep(L, slots, slot, token, key) {
  const ordered = [...slots].sort((a, b) => a.x - b.x);
  const i = ordered.indexOf(slot);
  if (key === "ArrowLeft") return sel.handToken(ordered[Math.max(0, i - 1)].kind);
  if (key === "ArrowRight") return sel.handToken(ordered[Math.min(ordered.length - 1, i + 1)].kind);
  if (key !== (slot.top ? "ArrowDown" : "ArrowUp")) return token;
  const r = slot.top ? 0 : L.rows - 1;
  const c = Math.max(0, Math.min(L.cols - 1, Math.floor((slot.x + slot.w / 2 - L.x0) / L.cell)));
  return L.flipped ? (L.rows - 1 - r) * L.cols + (L.cols - 1 - c) : r * L.cols + c;
}

/** Whether an arrow step from display row r, column c leaves the board towards the hand whose first slot is `first`. */
function towardsHand(L, first, r, c, dr, dc) {
  if (L.handH) return first.top ? dr < 0 && r === 0 : dr > 0 && r === L.rows - 1;
  return first.top ? dc < 0 && c === 0 : dc > 0 && c === L.cols - 1;
}

/** The hand slot nearest to the cell at display row r, column c (by row beside the board, by column in a row of them). */
function slotNear(L, slots, r, c) {
  if (!L.handH) return nearestSlot(slots, r, L);
  const x = L.x0 + (c + 0.5) * L.cell;
  return slots.reduce((best, sl) => (Math.abs(sl.x + sl.w / 2 - x) < Math.abs(best.x + best.w / 2 - x) ? sl : best));
}

const DIRS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** Moves the keyboard cursor one step for an arrow key. */
function moveCursor(s, L, key) {
  const ui = s.ui;
  const view = shownView(s);
  const hand = s.edit ? [] : handSlots(L, view.turn);
  const middle = Math.floor((L.rows * L.cols) / 2);
  // The editor starts on the middle square (or the first named one: draughts' light squares have no name).
  if (ui.cursor == null && s.edit) ui.cursor = view.labels?.[middle] || !view.labels?.some((l) => l) ? middle : view.labels.findIndex((l) => l);
  else if (ui.cursor == null) ui.cursor = [...s.starts].find((c) => typeof c === "number") ?? middle;
  else if (typeof ui.cursor === "string") ui.cursor = handCursorStep(L, view.turn, ui.cursor, key);
  else {
    const [dr, dc] = DIRS[key];
    const { r, c } = displayRC(L, ui.cursor);
    // Past the board's edge on the side of the mover's hand, the cursor enters the hand.
    const toHand = hand.length && towardsHand(L, hand[0], r, c, dr, dc);
    ui.cursor = toHand ? sel.handToken(slotNear(L, hand, r, c).kind) : cursorStep(L, view, r, c, dr, dc) ?? ui.cursor;
  }
}

/** A key on the focused board. */
export function onKey(s, e) {
  const L = layoutOf(s);
  if (!L) return;
  const ui = s.ui;
  if (e.key in DIRS) {
    e.preventDefault();
    ui.keyboard = true;
    moveCursor(s, L, e.key);
    announceCursor(s);
    redraw(s);
  } else if ((e.key === "h" || e.key === "H") && !s.edit && handSlots(L, s.view.turn).length) {
    // A shortcut to the pieces in hand of the side to move (shogi).
    ui.keyboard = true;
    ui.cursor = sel.handToken(handSlots(L, s.view.turn)[0].kind);
    announceCursor(s);
    redraw(s);
  } else if (e.key === "Enter" && !s.edit && (!ui.keyboard || ui.cursor == null || pendingCells(s).has(ui.cursor)) && commitPending(s)) {
    // Enter ends a jump chain on its landing or plays a placement's "done" (board/chain.js).
    e.preventDefault();
  } else if ((e.key === "Enter" || e.key === " ") && ui.cursor != null) {
    e.preventDefault();
    ui.keyboard = true;
    if (s.edit) {
      if (typeof ui.cursor === "number") editMode().editAt(s, ui.cursor);
      announceCursor(s);
      return;
    }
    closeChooser(s);
    finishAnim(s);
    if (canInput(s)) click(s, ui.cursor, false);
  } else if (e.key === "Escape") {
    if (!s.edit) clearSelection(s, true);
  } else if (e.key === "d" || e.key === "D") {
    // The whole position in words, for players who cannot see the board.
    s.dom.live.textContent = describePosition(langOf(s), shownView(s), gameName(s));
  }
}

/** Tells screen readers what is under the keyboard cursor (square name and piece). */
export function announceCursor(s) {
  const cur = s.ui.cursor;
  if (cur == null || !s.view) return;
  s.dom.live.textContent = describeCell(langOf(s), shownView(s), cur);
}

/** Enter or Escape with the focus on the page rather than on a control. */
export function onDocKey(s, e) {
  if (s.edit || e.defaultPrevented || (e.target !== document.body && e.target !== document.documentElement)) return;
  if (e.key === "Enter" && commitPending(s)) e.preventDefault();
  else if (e.key === "Escape" && (s.ui.chain || s.ui.placing.size)) clearSelection(s, true);
}

/**
 * One cell (or a kind in hand) in words, for the keyboard cursor: "15, Black man" / "15、黒 兵士". Here, not in
 * board/describe.js: only the keyboard's cursor says it, and this module loads late.
 */
export function describeCell(lang, view, cell) {
  if (typeof cell === "string") {
    const kind = cell.slice(5);
    const hp = view.hands?.[view.turn]?.find((h) => h.kind === kind);
    return t(lang, "say.handCell", { side: colorName(lang, view.colors[view.turn], view.turn, view.style), kind: hp?.label ?? kind, n: hp?.count ?? 0 });
  }
  const p = view.pieces[cell];
  if (!p) return t(lang, "say.emptyCell", { cell: cellName(view, cell) });
  const kind = p.label ?? (has(`piece1.${p.kind}`) ? t(lang, `piece1.${p.kind}`) : p.kind);
  return t(lang, "say.pieceCell", { cell: cellName(view, cell), side: colorName(lang, view.colors[p.side], p.side, view.style), kind });
}
