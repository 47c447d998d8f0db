// The board's input: mouse, touch and pen through pointer events (click-click and
// drag-and-drop, with a tolerance for finger wobble) and the keyboard (a cursor moved
// by the arrows). Clicks become moves through board/select.js; these methods are
// mixed into the <board-game> element and use its state.

import { cellAt, displayRC, slotAt } from "./layout.js";
import * as sel from "./select.js";
import { t } from "../i18n.js";
import { describeCell } from "./describe.js";

/** The hand slots (pieces in hand, not the supply) of a side, in drawing order. */
function handSlots(L, side) {
  return L.slots.filter((s) => s.side === side && !s.supply && s.kind != null);
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
  for (const s of slots) if (Math.abs(s.y / L.cell - row) < Math.abs(best.y / L.cell - row)) best = s;
  return best;
}

/** The keyboard cursor inside a hand: up and down go through the kinds; towards the board leaves. */
function handCursorStep(L, side, token, key) {
  const slots = handSlots(L, side);
  const i = slots.findIndex((s) => sel.handToken(s.kind) === token);
  if (i < 0) return Math.floor((L.rows * L.cols) / 2);
  const slot = slots[i];
  if (key === "ArrowUp") return sel.handToken(slots[Math.max(0, i - 1)].kind);
  if (key === "ArrowDown") return sel.handToken(slots[Math.min(slots.length - 1, i + 1)].kind);
  const back = slot.top ? key === "ArrowRight" : key === "ArrowLeft";
  if (!back) return token;
  const r = Math.min(L.rows - 1, Math.floor(slot.y / L.cell));
  const c = slot.top ? 0 : L.cols - 1;
  return L.flipped ? (L.rows - 1 - r) * L.cols + (L.cols - 1 - c) : r * L.cols + c;
}

export const inputMethods = {
  _canInput() {
    if (!this._game || this._outcome || !this.hasAttribute("interactive")) return false;
    const v = (this.getAttribute("interactive") ?? "").trim().toLowerCase();
    if (v === "" || v === "both" || v === "true") return true;
    if (v === "none" || v === "false") return false;
    if (v === "0" || v === "1") return Number(v) === this._view.turn;
    return this._view.colors[this._view.turn] === v;
  },

  _local(e) {
    const box = this._canvas.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  },

  _hit(L, p) {
    const cell = cellAt(L, p.x, p.y);
    if (cell != null) return cell;
    const slot = slotAt(L, p.x, p.y);
    if (slot && !slot.supply && slot.side === this._view.turn) return sel.handToken(slot.kind);
    return null;
  },

  /** Keyboard play: arrows move a cursor over the board, Enter or Space clicks, Escape cancels. */
  _onKey(e) {
    const L = this._layout();
    if (!L) return;
    const ui = this._ui;
    const dirs = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.key in dirs) {
      e.preventDefault();
      ui.keyboard = true;
      if (ui.cursor == null) ui.cursor = [...this._starts].find((c) => typeof c === "number") ?? Math.floor((L.rows * L.cols) / 2);
      else if (typeof ui.cursor === "string") ui.cursor = handCursorStep(L, this._view.turn, ui.cursor, e.key);
      else {
        const [dr, dc] = dirs[e.key];
        const { r, c } = displayRC(L, ui.cursor);
        // Past the board's edge on the side of the mover's hand, the cursor enters the hand.
        const hand = handSlots(L, this._view.turn);
        const toHand = hand.length && ((hand[0].top && dc < 0 && c === 0) || (!hand[0].top && dc > 0 && c === L.cols - 1));
        ui.cursor = toHand ? sel.handToken(nearestSlot(hand, r, L).kind) : cursorStep(L, this._view, r, c, dr, dc) ?? ui.cursor;
      }
      this._announceCursor();
      this._redraw();
    } else if ((e.key === "h" || e.key === "H") && handSlots(L, this._view.turn).length) {
      // A shortcut to the pieces in hand of the side to move (shogi).
      ui.keyboard = true;
      ui.cursor = sel.handToken(handSlots(L, this._view.turn)[0].kind);
      this._announceCursor();
      this._redraw();
    } else if (e.key === "Enter" && (!ui.keyboard || ui.cursor == null || this._pendingCells().has(ui.cursor)) && this._commitPending()) {
      // Enter ends a jump chain on its landing or plays a placement's "done" (board/chain.js).
      e.preventDefault();
    } else if ((e.key === "Enter" || e.key === " ") && ui.cursor != null) {
      e.preventDefault();
      ui.keyboard = true;
      this._closeChooser();
      this._finishAnim();
      if (this._canInput()) this._click(ui.cursor, false);
    } else if (e.key === "Escape") {
      this._clearSelection(true);
    } else if (e.key === "d" || e.key === "D") {
      // The whole position in words, for players who cannot see the board.
      this._live.textContent = this.describePosition();
    }
  },

  /** Tells screen readers what is under the keyboard cursor (square name and piece). */
  _announceCursor() {
    const cur = this._ui.cursor;
    if (cur == null || !this._view) return;
    this._live.textContent = describeCell(this.lang, this._view, cur);
  },

  _onDown(e) {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    this._ui.keyboard = false;
    this._stopAutoplay();
    const L = this._layout();
    if (!L) return;
    this._closeChooser();
    this._finishAnim();
    if (!this._canInput()) {
      this._clearSelection(true);
      return;
    }
    e.preventDefault();
    const p = this._local(e);
    const token = this._hit(L, p);
    if (token == null) {
      this._clearSelection(true);
      return;
    }
    const ui = this._ui;
    const reselect = ui.clicks.length === 1 && ui.clicks[0] === token;
    if (!reselect) this._click(token, false);
    if (ui.clicks.length === 1 && ui.clicks[0] === token && this._pieceFor(token)) {
      this._press = { token, x: p.x, y: p.y, id: e.pointerId, deselectOnUp: reselect };
      try {
        this._canvas.setPointerCapture(e.pointerId);
      } catch {
        // A synthetic or already-released pointer: the drag still works without capture.
      }
    }
  },

  _onMove(e) {
    const press = this._press;
    if (!press || e.pointerId !== press.id) return this._hover(e);
    const L = this._layout();
    const p = this._local(e);
    const ui = this._ui;
    if (!ui.drag) {
      // A finger wobbles: only a real movement starts a drag.
      const tol = Math.max(6, L.cell * 0.15);
      if (Math.hypot(p.x - press.x, p.y - press.y) < tol) return;
      ui.drag = { active: true, from: typeof press.token === "number" ? press.token : null, piece: this._pieceFor(press.token) };
    }
    ui.drag.x = p.x;
    ui.drag.y = p.y;
    ui.drag.over = cellAt(L, p.x, p.y);
    this._redraw();
  },

  _onUp(e) {
    const press = this._press;
    if (!press || e.pointerId !== press.id) return;
    this._press = null;
    const ui = this._ui;
    if (ui.drag) {
      const L = this._layout();
      const p = this._local(e);
      const target = cellAt(L, p.x, p.y);
      ui.drag = null;
      if (target != null && target !== press.token) this._click(target, true, true);
      this._redraw();
    } else if (press.deselectOnUp) this._clearSelection(true);
  },

  /** The mouse cursor tells what a click would do: grab a piece, play to a target. */
  _hover(e) {
    if (e.pointerType !== "mouse") return;
    const L = this._layout();
    let cursor = "default";
    if (L && this._canInput()) {
      const token = this._hit(L, this._local(e));
      const t = this._ui.targets;
      if (token != null && (t?.finals.has(token) || t?.waypoints.has(token) || this._ui.placeTargets?.has(token))) cursor = "pointer";
      else if (token != null && (this._starts.has(token) || this._placeCells.has(token))) cursor = "grab";
    }
    if (this._canvas.style.cursor !== cursor) this._canvas.style.cursor = cursor;
  },

  _cancelDrag() {
    this._press = null;
    if (this._ui.drag) {
      this._ui.drag = null;
      this._redraw();
    }
  },

  _pieceFor(token) {
    if (typeof token === "number") return this._view.pieces[token];
    const kind = String(token).slice(5);
    const hp = this._view.hands?.[this._view.turn]?.find((h) => h.kind === kind);
    return hp ? { side: this._view.turn, kind, label: hp.label, promoted: false } : null;
  },

  /** One click (or drop) on a token; `dragged` skips the glide, `keep` keeps a failed selection. */
  _click(token, dragged, keep = false) {
    if (this._chainClick(token, dragged)) return;
    const ui = this._ui;
    const moves = this._moves;
    const placeCells = this._placeCells;
    const placing = ui.placing.size > 0 || (!ui.clicks.length && typeof token === "number" && !this._starts.has(token) && placeCells.has(token));
    if (placing && placeCells.has(token)) {
      const r = sel.placeStep(moves, ui.placing, token);
      ui.placing = r.chosen;
      ui.placeTargets = r.targets;
      ui.clicks = [];
      ui.targets = null;
      if (r.play) return this._choose(r.play, false, token);
      this._renderOverlay({ confirm: r.confirm, choose: r.choose, at: token });
      this._redraw();
      return;
    }
    ui.placing = new Set();
    ui.placeTargets = null;
    const before = ui.clicks;
    const r = sel.step(moves, ui.clicks, token);
    if (r.none && keep && before.length) {
      this._redraw();
      return;
    }
    if (r.none && typeof token === "number" && this._view.pieces[token]?.side === this._view.turn && !this._starts.has(token)) {
      this._showMovable();
    }
    ui.clicks = r.clicks;
    ui.targets = sel.targets(moves, ui.clicks);
    if (r.play) return this._choose(r.play, dragged, token);
    this._renderOverlay(r.choose ? { choose: r.choose, at: token } : {});
    this._redraw();
  },

  /** Briefly marks the pieces that can move (after a click on one that cannot: a capture elsewhere is compulsory). */
  _showMovable() {
    const cells = [...this._starts].filter((c) => typeof c === "number");
    if (!cells.length) return;
    this._ui.hint = new Set(cells);
    clearTimeout(this._hintTimer);
    this._hintTimer = setTimeout(() => {
      this._ui.hint = null;
      this._redraw();
    }, 900);
    this._emit("refused", { movable: cells });
  },

  /** A move the player completed: played at once, or first confirmed (the `confirm` attribute). */
  _choose(move, dragged, at) {
    if (!this.hasAttribute("confirm")) return this._userPlay(move, dragged);
    this._ui.pending = move;
    this._renderOverlay({ choose: [move], at, title: "confirmMove" });
    this._redraw();
  },

  _userPlay(move, dragged) {
    const before = this._view;
    let played;
    try {
      played = this._game.play(move.notation);
    } catch (e) {
      // The engine listed the move; refusing it means our view is stale: re-read.
      console.warn(t(this.lang, "illegal", { msg: e.message }));
      this._sync();
      return;
    }
    this._afterMove(played, before, { source: "user", dragged });
  },

  _clearSelection(redraw = false) {
    const ui = this._ui;
    ui.clicks = [];
    ui.targets = null;
    ui.pending = null;
    ui.chain = null;
    ui.placing = new Set();
    ui.placeTargets = null;
    ui.drag = null;
    this._press = null;
    this._renderOverlay();
    if (redraw) this._redraw();
  },
};
