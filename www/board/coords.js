// Coordinates drawn outside the grid (shogi always, any game with coordinates="outside";
// board/layout.js makes the margins): shogi's file numbers 9..1 above the columns and the
// ranks down the right side, in kanji (一..九) for a Japanese board and letters (a..i, as
// Western notation writes them) otherwise, as lishogi draws them; algebraic names (chess,
// Russian draughts, alquerque...) the files under the bottom row and the ranks left of the
// left column; numbered squares (American, international draughts...) the number of each
// edge square beside its edge, as printed draughts diagrams do. Each label is centred in
// the margin beside its column or row, so none is ever under a piece. Without "outside",
// other games keep their names inside the squares (drawInsideLabels).

import { algebraicLabels, cellRect, displayRC } from "./layout.js";

const KANJI_RANKS = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

/** The labels in the margins: [{ text, x, y }] (centres, CSS pixels of the canvas). */
export function outsideLabels(L, lang) {
  const m = L.margin ?? {};
  if (!m.top && !m.bottom && !m.left && !m.right) return [];
  const view = L.view;
  const labels = view.labels ?? [];
  const colX = (c) => L.x0 + (c + 0.5) * L.cell, rowY = (r) => L.y0 + (r + 0.5) * L.cell;
  const left = L.x0 - m.left / 2, right = L.x0 + L.cols * L.cell + m.right / 2;
  const above = L.y0 - m.top / 2, below = L.y0 + L.rows * L.cell + m.bottom / 2;
  const out = [];
  if (view.style === "shogi") {
    for (let i = 0; i < labels.length; i++) {
      const sq = /^(\d+)([a-z])$/.exec(labels[i] ?? "");
      if (!sq) continue;
      const { r, c } = displayRC(L, i);
      if (r === 0) out.push({ text: sq[1], x: colX(c), y: above });
      if (c === L.cols - 1) {
        const rank = sq[2].charCodeAt(0) - 97;
        out.push({ text: lang === "ja" ? KANJI_RANKS[rank] ?? sq[2] : sq[2], x: right, y: rowY(r) });
      }
    }
    return out;
  }
  if (algebraicLabels(view)) {
    // One name per column and per row, from any square of it that has a name.
    const files = new Map(), ranks = new Map();
    for (let i = 0; i < labels.length; i++) {
      const sq = /^([a-z]+)(\d+)$/.exec(labels[i] ?? "");
      if (!sq) continue;
      const { r, c } = displayRC(L, i);
      if (!files.has(c)) files.set(c, sq[1]);
      if (!ranks.has(r)) ranks.set(r, sq[2]);
    }
    for (const [c, text] of files) out.push({ text, x: colX(c), y: below });
    for (const [r, text] of ranks) out.push({ text, x: left, y: rowY(r) });
    return out;
  }
  // Numbered squares: the edge squares' numbers, the top and bottom rows first.
  for (let i = 0; i < labels.length; i++) {
    if (!labels[i]) continue;
    const { r, c } = displayRC(L, i);
    if (r === 0) out.push({ text: labels[i], x: colX(c), y: above });
    else if (r === L.rows - 1) out.push({ text: labels[i], x: colX(c), y: below });
    else if (c === 0) out.push({ text: labels[i], x: left, y: rowY(r) });
    else if (c === L.cols - 1) out.push({ text: labels[i], x: right, y: rowY(r) });
  }
  return out;
}

/** Draws the labels in the margins in the board's line colour. */
export function drawOutsideLabels(ctx, L, lang, color) {
  const m = L.margin;
  const room = Math.max(m.top, m.bottom, m.left, m.right);
  const fs = Math.round(Math.max(9, Math.min(room * 0.72, L.cell * 0.3)));
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
