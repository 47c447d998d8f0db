// The HTML laid over the canvas: the move chooser (promotion choices, two capture
// paths to one square, move confirmation) and the button bar (a placement's "done",
// pass). It shows what it is given and calls back; the board decides.

import { cellRect } from "./layout.js";
import { t } from "../i18n.js";
import { notationText } from "./describe.js";
import { promotionChooser } from "./pieces.js";

/**
 * A move's label: a shogi move in the board's `notation` when it has one, else the game's
 * display text (Japanese shogi notation in Japanese, SAN) or its notation.
 */
export function moveLabel(lang, m, notation = null) {
  const base = notationText(m, notation) || (lang === "ja" && m.ja) || m.san || m.notation;
  return m.promotion != null && m.promotion !== "" ? `${base}  (${t(lang, "promoteTo", { p: m.promotion })})` : base;
}

/**
 * Fills `root` for `state`:
 * { lang, notation?, pieces? (the piece set), layout, choose?: [moves], title?, at?: cell, confirm?: [moves], specials: [moves],
 *   onPlay(move), onChoose(moves), onCancel(), afterClick() }.
 */
export function renderOverlay(root, state) {
  root.replaceChildren();
  const { lang } = state;
  const button = (text, cls, fn) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = `bg-btn ${cls}`;
    b.textContent = text;
    b.addEventListener("click", (e) => {
      e.stopPropagation();
      fn();
      state.afterClick?.();
    });
    return b;
  };
  if (state.choose?.length) {
    const box = document.createElement("div");
    box.className = "bg-chooser";
    box.setAttribute("role", "dialog");
    const promotion = promotionChooser();
    if (!state.title && state.layout && promotion?.isPromotionChoice(state.choose)) {
      // A promotion: the pieces to choose from, drawn as on the board.
      const size = Math.max(36, Math.min(64, Math.round(state.layout.cell * 0.9)));
      promotion.fillPromotionChooser(box, { lang, view: state.layout.view, moves: state.choose, size, button, onPlay: state.onPlay, label: (m) => moveLabel(lang, { ...m, promotion: null }, state.notation), set: state.pieces });
    } else {
      const title = document.createElement("div");
      title.className = "bg-title";
      title.textContent = t(lang, state.title ?? "chooseMove");
      box.setAttribute("aria-label", title.textContent);
      box.append(title);
      for (const m of state.choose) box.append(button(moveLabel(lang, m, state.notation), "", () => state.onPlay(m)));
    }
    box.append(button(t(lang, "cancel"), "bg-secondary", () => state.onCancel()));
    root.append(box);
    if (state.layout) placeChooser(box, state.layout, state.at, state.choose);
    box.querySelector("button")?.focus({ preventScroll: true });
    return;
  }
  const bar = document.createElement("div");
  bar.className = "bg-bar";
  if (state.confirm?.length === 1) bar.append(button(t(lang, "done"), "", () => state.onPlay(state.confirm[0])));
  else if (state.confirm?.length) bar.append(button(t(lang, "done"), "", () => state.onChoose(state.confirm)));
  for (const m of state.specials ?? []) {
    bar.append(button(m.notation === "pass" ? t(lang, "pass") : moveLabel(lang, m), "", () => state.onPlay(m)));
  }
  // On boards with side panels (supplies) the buttons sit in the right panel, off the squares.
  const L = state.layout;
  if (L?.slots?.length && L.panelW > 0) {
    bar.classList.add("bg-bar-side");
    bar.style.left = `${L.rightX + L.panelW * 0.08}px`;
    bar.style.top = `${L.y0 + L.cell * 0.2}px`;
    bar.style.width = `${L.panelW * 0.84}px`;
    // A narrow panel (a phone) takes a smaller text so that "Done" fits.
    const size = Math.max(10, Math.min(15, (L.panelW * 0.84) / 3.6));
    for (const b of bar.children) b.style.fontSize = `${size}px`;
  }
  if (bar.childElementCount) root.append(bar);
}

/** Puts the chooser where it hides none of the squares of the moves it lists. */
function placeChooser(box, L, at, moves) {
  if (typeof at !== "number") return;
  const w = box.offsetWidth, h = box.offsetHeight;
  const r = cellRect(L, at);
  const m = 4, W = L.width, H = L.height;
  const spots = [
    [r.x + r.s, r.y], [r.x - w, r.y], [r.x + r.s, r.y + r.s - h], [r.x - w, r.y + r.s - h],
    [m, m], [W - w - m, m], [m, H - h - m], [W - w - m, H - h - m],
  ].map(([x, y]) => [Math.min(Math.max(m, x), W - w - m), Math.min(Math.max(m, y), H - h - m)]);
  const cells = new Set(moves.flatMap((mv) => [...(mv.path ?? []), ...(mv.captures ?? []), mv.to].filter((c) => c != null)));
  const covered = ([x, y]) => {
    let n = 0;
    for (const c of cells) {
      const q = cellRect(L, c);
      if (q.x < x + w && q.x + q.s > x && q.y < y + h && q.y + q.s > y) n++;
    }
    return n;
  };
  let best = spots[0], score = Infinity;
  for (const s of spots) {
    const n = covered(s);
    if (n < score) [best, score] = [s, n];
  }
  box.style.left = `${best[0]}px`;
  box.style.top = `${best[1]}px`;
}
