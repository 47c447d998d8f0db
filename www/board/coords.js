// Coordinates drawn outside the grid (shogi, the `coordinates` attribute): the file
// numbers 9..1 above the columns and the ranks down the right side, in kanji (一..九)
// for a Japanese board and letters (a..i, as Western notation writes them) otherwise,
// as lishogi draws them. Each label is centred in the margin beside its column or row,
// so none is ever under a piece. Other games keep their names inside the squares.

import { cellRect, displayRC } from "./layout.js";

const KANJI_RANKS = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

/** The labels in the margins: [{ text, x, y }] (centres, CSS pixels of the canvas). */
export function outsideLabels(L, lang) {
  if (!L.margin?.top) return [];
  const labels = L.view.labels ?? [];
  const out = [];
  for (let i = 0; i < labels.length; i++) {
    const m = /^(\d+)([a-z])$/.exec(labels[i] ?? "");
    if (!m) continue;
    const { r, c } = displayRC(L, i);
    if (r === 0) out.push({ text: m[1], x: L.x0 + (c + 0.5) * L.cell, y: L.y0 / 2 });
    if (c === L.cols - 1) {
      const rank = m[2].charCodeAt(0) - 97;
      out.push({ text: lang === "ja" ? KANJI_RANKS[rank] ?? m[2] : m[2], x: L.x0 + L.cols * L.cell + L.margin.right / 2, y: L.y0 + (r + 0.5) * L.cell });
    }
  }
  return out;
}

/** Draws the labels in the margins in the board's line colour. */
export function drawOutsideLabels(ctx, L, lang, color) {
  const fs = Math.round(Math.max(9, Math.min(L.margin.top * 0.72, L.cell * 0.3)));
  ctx.save();
  ctx.font = `600 ${fs}px system-ui, "IPAGothic", sans-serif`;
  ctx.fillStyle = color;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const l of outsideLabels(L, lang)) ctx.fillText(l.text, l.x, l.y);
  ctx.restore();
}

/**
 * Square names drawn inside the cells (every game but shogi): algebraic files along the
 * bottom edge and ranks along the left edge, as on a printed board; numbered squares
 * each carry their number in a corner. `theme` gives the colours on dark and light squares.
 */
export function drawInsideLabels(ctx, L, view, theme) {
  const labels = view.labels ?? [];
  const fs = Math.max(8, L.cell * 0.2);
  ctx.font = `600 ${Math.round(fs)}px system-ui, sans-serif`;
  const color = (i) => (view.cells[i] === "dark" ? theme.coordOnDark : theme.coordOnLight);
  const algebraic = labels.filter(Boolean).every((l) => /^[a-z]+\d+$/.test(l));
  if (algebraic && labels.some(Boolean)) {
    // Files along the bottom edge, ranks along the left edge, as on a printed board.
    for (let i = 0; i < labels.length; i++) {
      const m = /^([a-z]+)(\d+)$/.exec(labels[i] ?? "");
      if (!m) continue;
      const { r, c } = displayRC(L, i);
      const { x, y, s } = cellRect(L, i);
      ctx.fillStyle = color(i);
      if (r === L.rows - 1) {
        ctx.textAlign = "right";
        ctx.textBaseline = "bottom";
        ctx.fillText(m[1], x + s - fs * 0.2, y + s - fs * 0.1);
      }
      if (c === 0) {
        ctx.textAlign = "left";
        ctx.textBaseline = "top";
        ctx.fillText(m[2], x + fs * 0.2, y + fs * 0.15);
      }
    }
    return;
  }
  ctx.textAlign = "left";
  ctx.textBaseline = "top";
  for (let i = 0; i < labels.length; i++) {
    if (!labels[i]) continue;
    const { x, y } = cellRect(L, i);
    ctx.fillStyle = color(i);
    ctx.fillText(labels[i], x + fs * 0.2, y + fs * 0.12);
  }
}
