// From clicks to moves: a click (or a drop after a drag) on a cell or a piece in hand
// goes through board/select.js (the engine's legal moves filtered by the clicks) and
// ends in a played move, a chooser, or a cleared selection. Jump chains built hop by
// hop are board/chain.js's.

import * as sel from "./select.js";
import { cellAt, slotAt } from "./layout.js";
import { renderOverlay } from "./overlay.js";
import { t } from "../i18n.js";
import { attr, hasAttr, langOf } from "./state.js";
import { layoutOf, redraw } from "./frame.js";
import { afterMove, emit, sync } from "./game.js";
import { chainClick } from "./chain.js";

/** Whether the player may move now (the `interactive` attribute and whose turn it is). */
export function canInput(s) {
  if (!s.game || s.outcome || s.edit || !hasAttr(s, "interactive")) return false;
  const v = (attr(s, "interactive") ?? "").trim().toLowerCase();
  if (v === "" || v === "both" || v === "true") return true;
  if (v === "none" || v === "false") return false;
  if (v === "0" || v === "1") return Number(v) === s.view.turn;
  return s.view.colors[s.view.turn] === v;
}

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
  if (r.none && typeof token === "number" && s.view.pieces[token]?.side === s.view.turn && !s.starts.has(token)) showMovable(s);
  ui.clicks = r.clicks;
  ui.targets = sel.targets(moves, ui.clicks);
  if (r.play) return choose(s, r.play, dragged, token);
  showOverlay(s, r.choose ? { choose: r.choose, at: token } : {});
  redraw(s);
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

/** Briefly marks the pieces that can move (after a click on one that cannot: a capture elsewhere is compulsory). */
function showMovable(s) {
  const cells = [...s.starts].filter((c) => typeof c === "number");
  if (!cells.length) return;
  flash(s, cells);
  emit(s, "refused", { movable: cells });
}

/** A move the player completed: played at once, or first confirmed (the `confirm` attribute). */
export function choose(s, move, dragged, at) {
  if (!hasAttr(s, "confirm")) return userPlay(s, move, dragged);
  s.ui.pending = move;
  showOverlay(s, { choose: [move], at, title: "confirmMove" });
  redraw(s);
}

function userPlay(s, move, dragged) {
  const before = s.view;
  let played;
  try {
    played = s.game.play(move.notation);
  } catch (e) {
    // The engine listed the move; refusing it means our view is stale: re-read.
    console.warn(t(langOf(s), "illegal", { msg: e.message }));
    sync(s);
    return;
  }
  afterMove(s, played, before, { source: "user", dragged });
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
  if (!s.game || !s.view || s.edit) return overlay.replaceChildren();
  renderOverlay(overlay, {
    ...state,
    lang: langOf(s),
    layout: layoutOf(s),
    specials: canInput(s) ? s.moves.filter(sel.isSpecial) : [],
    onPlay: (m) => userPlay(s, m, false),
    onChoose: (moves) => showOverlay(s, { choose: moves, at: state.at }),
    onCancel: () => {
      showOverlay(s);
      redraw(s);
    },
    afterClick: s.ui.keyboard ? () => s.dom.canvas.focus({ preventScroll: true }) : null,
  });
}
