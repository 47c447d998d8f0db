// Coordinates drawn outside the grid (shogi, the `coordinates` attribute): the file
// numbers 9..1 above the columns and the ranks down the right side, in kanji (一..九)
// for a Japanese board and letters (a..i, as Western notation writes them) otherwise,
// as lishogi draws them. Each label is centred in the margin beside its column or row,
// so none is ever under a piece.

import { displayRC } from "./layout.js";

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
