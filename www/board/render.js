// Drawing one frame of the board: cells, marks, pieces, highlights and the pieces in
// motion. Pure drawing from the layout, the engine's view and the board's ui state.

import { cellRect } from "./layout.js";
import { drawPiece } from "./pieces.js";
import { handToken } from "./select.js";
import { drawRegionOutlines, drawTargetArrow, drawZoneHatching } from "./regions.js";
import { drawInsideLabels, drawOutsideLabels } from "./coords.js";

const WOOD = {
  light: "#efd9b4",
  dark: "#ad7b4f",
  wood: "#e3c085",
  woodDark: "#d3a866",
  line: "#4a3418",
  panel: "#ead7b3",
  lastMove: "rgba(155,199,0,0.45)",
  selected: "rgba(20,85,30,0.5)",
  waypoint: "rgba(20,85,30,0.3)",
  dest: "rgba(20,85,30,0.55)",
  path: "rgba(20,85,30,0.38)",
  victim: "rgba(200,30,30,0.85)",
  taken: "rgba(190,30,30,0.6)",
  lastPath: "rgba(110,150,0,0.55)",
  zone: "rgba(60,110,200,0.16)",
  check: "rgba(230,20,20,0.95)",
  hint: "rgba(235,170,20,0.95)",
  cursor: "#1f6fd6",
  coordOnDark: "#f3e3c6",
  coordOnLight: "#8a5c34",
};

/** Board themes (the `theme` attribute): classic wood, green, high contrast, dark. */
export const THEMES = {
  wood: WOOD,
  green: {
    ...WOOD,
    light: "#eeeed2",
    dark: "#769656",
    coordOnDark: "#eeeed2",
    coordOnLight: "#587a3f",
    lastMove: "rgba(245,210,40,0.5)",
    selected: "rgba(20,40,110,0.4)",
    waypoint: "rgba(20,40,110,0.25)",
    dest: "rgba(20,40,110,0.6)",
    path: "rgba(20,40,110,0.45)",
    lastPath: "rgba(200,150,0,0.6)",
  },
  contrast: {
    ...WOOD,
    light: "#ffffff",
    dark: "#2a62a8",
    wood: "#ffffff",
    woodDark: "#f2f2f2",
    line: "#000000",
    panel: "#e8e8e8",
    lastMove: "rgba(255,205,0,0.75)",
    selected: "rgba(255,120,0,0.8)",
    waypoint: "rgba(255,120,0,0.5)",
    dest: "rgba(230,90,0,0.95)",
    path: "rgba(230,90,0,0.7)",
    victim: "rgba(220,0,0,1)",
    taken: "rgba(220,0,0,0.85)",
    lastPath: "rgba(230,170,0,0.9)",
    coordOnDark: "#ffffff",
    coordOnLight: "#000000",
    cursor: "#000000",
    cursorHalo: "#ffd800",
  },
  dark: {
    ...WOOD,
    light: "#7d8796",
    dark: "#434b57",
    wood: "#8a7a62",
    woodDark: "#6f604b",
    line: "#1b1b1b",
    panel: "#3a4049",
    lastMove: "rgba(170,200,60,0.45)",
    selected: "rgba(90,170,110,0.6)",
    waypoint: "rgba(90,170,110,0.4)",
    dest: "rgba(120,200,140,0.75)",
    path: "rgba(120,200,140,0.55)",
    lastPath: "rgba(170,200,60,0.6)",
    taken: "rgba(255,90,80,0.7)",
    coordOnDark: "#c9d0da",
    coordOnLight: "#2a2f36",
  },
};

/** The palette of the frame being drawn (drawing is synchronous, one frame at a time). */
let THEME = WOOD;

/** Draws a whole frame. */
export function drawBoard(ctx, L, ui) {
  const view = L.view;
  // Own keys only: a theme attribute such as "constructor" is no theme.
  THEME = Object.hasOwn(THEMES, ui.theme) ? THEMES[ui.theme] : WOOD;
  L.theme = ui.theme;
  L.pieces = ui.pieces;
  ctx.clearRect(0, 0, L.width, L.height);
  drawCells(ctx, L, view);
  for (const z of view.zones ?? []) tint(ctx, L, z, THEME.zone);
  drawZoneHatching(ctx, L, view.zones ?? []);
  if (ui.regions !== "hide") drawRegions(ctx, L, view);
  const lm = view.lastMove;
  if (lm && !ui.hideLast) {
    for (const c of lastMoveCells(lm)) tint(ctx, L, c, THEME.lastMove);
    drawLastCaptures(ctx, L, lm);
  }
  // A huffed piece (clicked first) is tinted as taken, any other first click as selected.
  if (typeof ui.clicks?.[0] === "number") tint(ctx, L, ui.clicks[0], ui.huffs?.has(ui.clicks[0]) ? "rgba(200,30,30,0.35)" : THEME.selected);
  for (const c of ui.clicks?.slice(1) ?? []) if (typeof c === "number") tint(ctx, L, c, THEME.waypoint);
  for (const c of ui.placing ?? []) tint(ctx, L, c, THEME.selected);
  if (view.check != null && !ui.hideCheck) checkGlow(ctx, L, view.check);
  for (const c of ui.hint ?? []) hintRing(ctx, L, c);
  if (ui.coordinates && L.outside) drawOutsideLabels(ctx, L, ui.lang, THEME.line);
  else if (ui.coordinates) drawInsideLabels(ctx, L, view, THEME);
  for (const p of ui.targets?.paths ?? []) drawPath(ctx, L, p);
  for (const m of ui.marks?.squares ?? []) markSquare(ctx, L, m);
  drawPieces(ctx, L, view, ui);
  // The pieces a placement (Binary) has chosen so far, shown before it is played.
  for (const c of ui.placing ?? []) if (!view.pieces[c]) piece(ctx, L, { side: view.turn, kind: "man", promoted: false }, cellRect(L, c).x, cellRect(L, c).y, 0.75);
  if (ui.regions !== "hide") drawRegionOutlines(ctx, L, view);
  drawTargets(ctx, L, ui);
  for (const a of ui.marks?.arrows ?? []) drawArrow(ctx, L, a);
  for (const l of ui.marks?.labels ?? []) drawLabel(ctx, L, l);
  if (L.slots.length) drawPanels(ctx, L, view, ui);
  for (const g of ui.anim?.ghosts ?? []) piece(ctx, L, g.piece, g.x, g.y, g.alpha);
  for (const m of ui.anim?.movers ?? []) piece(ctx, L, m.piece, m.x, m.y, 1, 1.06);
  if (ui.cursor != null) keyCursor(ctx, L, ui.cursor);
  if (ui.drag?.active) {
    if (ui.drag.over != null) outline(ctx, L, ui.drag.over);
    piece(ctx, L, ui.drag.piece, ui.drag.x - L.cell / 2, ui.drag.y - L.cell / 2, 1, 1.15);
  }
}

function lastMoveCells(m) {
  if (m.places && m.places.length) return m.places;
  const cells = [];
  if (m.from != null) cells.push(m.from);
  if (m.to != null && m.to !== m.from) cells.push(m.to);
  if (m.huff != null) cells.push(m.huff);
  return cells;
}

/**
 * A capture stays readable until the next move (as on lidraughts): the squares the piece
 * landed on are tinted, a thin line follows its path and each taken piece's square keeps
 * a cross. Drawn under the pieces, so the marks never hide a piece.
 */
function drawLastCaptures(ctx, L, m) {
  // Only captures that left an empty square (a jump): a chess or shogi capture on the
  // destination square is already shown by the last-move tint.
  const captures = (m.captures ?? []).filter((c) => c !== m.to && !L.view.pieces[c]);
  if (!captures.length) return;
  const path = m.path ?? [];
  for (const c of path.slice(1, -1)) tint(ctx, L, c, THEME.lastMove);
  const s = L.cell;
  ctx.save();
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  if (path.length > 1) {
    ctx.strokeStyle = THEME.lastPath;
    ctx.lineWidth = s * 0.06;
    ctx.beginPath();
    path.forEach((c, i) => (i ? ctx.lineTo(...centre(L, c)) : ctx.moveTo(...centre(L, c))));
    ctx.stroke();
  }
  ctx.strokeStyle = THEME.taken;
  ctx.lineWidth = s * 0.08;
  const d = s * 0.16;
  for (const c of captures) {
    const [cx, cy] = centre(L, c);
    ctx.beginPath();
    ctx.moveTo(cx - d, cy - d);
    ctx.lineTo(cx + d, cy + d);
    ctx.moveTo(cx + d, cy - d);
    ctx.lineTo(cx - d, cy + d);
    ctx.stroke();
  }
  ctx.restore();
}

function drawCells(ctx, L, view) {
  const style = view.style;
  if (style === "points" || style === "shogi" || L.outside) {
    // The wood takes in the coordinates' margins (the edge of a real board; the frame
    // round a board of squares when its names are outside).
    const { x, y, w, h } = L.wood;
    const g = ctx.createLinearGradient(x, y, x + w, y + h);
    g.addColorStop(0, THEME.wood);
    g.addColorStop(1, THEME.woodDark);
    ctx.fillStyle = g;
    ctx.fillRect(x, y, w, h);
  }
  for (let i = 0; i < view.cells.length; i++) {
    const kind = view.cells[i];
    const { x, y, s } = cellRect(L, i);
    if (kind === "dark" || kind === "light") {
      ctx.fillStyle = kind === "dark" ? THEME.dark : THEME.light;
      ctx.fillRect(x, y, s + 0.5, s + 0.5);
    }
  }
  if (style === "points") drawLines(ctx, L, view);
  if (style === "shogi" || view.cells.some((c) => c === "plain")) drawGrid(ctx, L);
}

function centre(L, cell) {
  const { x, y, s } = cellRect(L, cell);
  return [x + s / 2, y + s / 2];
}

function drawLines(ctx, L, view) {
  ctx.strokeStyle = THEME.line;
  ctx.lineWidth = Math.max(1.5, L.cell * 0.04);
  ctx.lineCap = "round";
  ctx.beginPath();
  for (const [a, b] of view.lines ?? []) {
    ctx.moveTo(...centre(L, a));
    ctx.lineTo(...centre(L, b));
  }
  ctx.stroke();
  ctx.fillStyle = THEME.line;
  view.cells.forEach((k, i) => {
    if (k !== "point") return;
    const [cx, cy] = centre(L, i);
    ctx.beginPath();
    ctx.arc(cx, cy, L.cell * 0.07, 0, Math.PI * 2);
    ctx.fill();
  });
}

function drawGrid(ctx, L) {
  const w = L.cols * L.cell, h = L.rows * L.cell;
  ctx.strokeStyle = THEME.line;
  ctx.lineWidth = Math.max(1, L.cell * 0.02);
  ctx.beginPath();
  for (let i = 0; i <= L.cols; i++) {
    const x = Math.round(L.x0 + i * L.cell) + 0.5;
    ctx.moveTo(x, L.y0);
    ctx.lineTo(x, L.y0 + h);
  }
  for (let j = 0; j <= L.rows; j++) {
    const y = Math.round(L.y0 + j * L.cell) + 0.5;
    ctx.moveTo(L.x0, y);
    ctx.lineTo(L.x0 + w, y);
  }
  ctx.stroke();
  if (L.rows === 9 && L.cols === 9) {
    ctx.fillStyle = THEME.line;
    for (const r of [3, 6])
      for (const c of [3, 6]) {
        ctx.beginPath();
        ctx.arc(L.x0 + c * L.cell, L.y0 + r * L.cell, L.cell * 0.06, 0, Math.PI * 2);
        ctx.fill();
      }
  }
}

function drawRegions(ctx, L, view) {
  for (const reg of view.regions ?? []) {
    ctx.fillStyle = reg.side === 0 ? "rgba(40,40,40,0.14)" : "rgba(255,255,255,0.22)";
    for (const c of reg.cells) {
      const { x, y, s } = cellRect(L, c);
      ctx.fillRect(x + 1, y + 1, s - 2, s - 2);
    }
  }
}

/** Tints a cell: a square on boards of squares, a disc on point boards. */
function tint(ctx, L, cell, color) {
  const { x, y, s } = cellRect(L, cell);
  ctx.fillStyle = color;
  if (L.view.style === "points") {
    ctx.beginPath();
    ctx.arc(x + s / 2, y + s / 2, s * 0.46, 0, Math.PI * 2);
    ctx.fill();
  } else ctx.fillRect(x, y, s, s);
}

function markSquare(ctx, L, { cell, color }) {
  const { x, y, s } = cellRect(L, cell);
  ctx.save();
  ctx.globalAlpha = 0.35;
  ctx.fillStyle = color;
  ctx.fillRect(x, y, s, s);
  ctx.globalAlpha = 1;
  ctx.strokeStyle = color;
  ctx.lineWidth = s * 0.07;
  ctx.beginPath();
  ctx.arc(x + s / 2, y + s / 2, s * 0.46, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

/**
 * A mark's text label: centred on its square, as large as fits, in its colour with a white
 * halo so that it reads on every square and over a piece. fillText: text, never markup.
 */
function drawLabel(ctx, L, { cell, text, color }) {
  const { x, y, s } = cellRect(L, cell);
  ctx.save();
  let fs = s * 0.58;
  ctx.font = `800 ${Math.round(fs)}px system-ui, "IPAGothic", sans-serif`;
  const w = ctx.measureText(text).width;
  if (w > s * 0.86) {
    fs = Math.max(7, (fs * s * 0.86) / w);
    ctx.font = `800 ${Math.round(fs)}px system-ui, "IPAGothic", sans-serif`;
  }
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(2, fs * 0.22);
  ctx.strokeStyle = "rgba(255,255,255,0.95)";
  ctx.strokeText(text, x + s / 2, y + s / 2 + fs * 0.04, s * 0.92);
  ctx.fillStyle = color;
  ctx.fillText(text, x + s / 2, y + s / 2 + fs * 0.04, s * 0.92);
  ctx.restore();
}

/** A thick arrow from centre to centre, its head ending short of the target's centre. */
function drawArrow(ctx, L, { from, to, color }) {
  const [x1, y1] = centre(L, from), [x2, y2] = centre(L, to);
  const len = Math.hypot(x2 - x1, y2 - y1);
  if (!len) return;
  const ux = (x2 - x1) / len, uy = (y2 - y1) / len;
  const w = L.cell * 0.16, head = L.cell * 0.42;
  const ex = x2 - ux * L.cell * 0.15, ey = y2 - uy * L.cell * 0.15;
  const bx = ex - ux * head, by = ey - uy * head;
  ctx.save();
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.lineWidth = w;
  ctx.lineCap = "butt";
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(bx, by);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(ex, ey);
  ctx.lineTo(bx - uy * head * 0.6, by + ux * head * 0.6);
  ctx.lineTo(bx + uy * head * 0.6, by - ux * head * 0.6);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

function keyCursor(ctx, L, cell) {
  // The cursor may stand on a piece kind in hand (a "hand:KIND" token).
  const slot = typeof cell === "string" ? L.slots.find((sl) => !sl.supply && sl.side === L.view.turn && handToken(sl.kind) === cell) : null;
  if (typeof cell === "string" && !slot) return;
  const { x, y, s } = slot ? { x: slot.x, y: slot.y, s: Math.min(slot.w, slot.h) } : cellRect(L, cell);
  const w = slot ? slot.w : s;
  const lw = Math.max(2, s * 0.06);
  ctx.setLineDash([]);
  // A light halo under the coloured frame keeps the cursor visible on every square colour.
  ctx.strokeStyle = THEME.cursorHalo ?? "#ffffff";
  ctx.lineWidth = lw * 2;
  ctx.strokeRect(x + lw, y + lw, w - 2 * lw, s - 2 * lw);
  ctx.strokeStyle = THEME.cursor;
  ctx.lineWidth = lw;
  ctx.strokeRect(x + lw, y + lw, w - 2 * lw, s - 2 * lw);
}

function outline(ctx, L, cell) {
  const { x, y, s } = cellRect(L, cell);
  ctx.strokeStyle = "rgba(255,255,255,0.8)";
  ctx.lineWidth = Math.max(2, s * 0.05);
  ctx.strokeRect(x + ctx.lineWidth / 2, y + ctx.lineWidth / 2, s - ctx.lineWidth, s - ctx.lineWidth);
}

function hintRing(ctx, L, cell) {
  const { x, y, s } = cellRect(L, cell);
  ctx.strokeStyle = THEME.hint;
  ctx.lineWidth = s * 0.08;
  if (L.view.style === "points") {
    // A ring round the piece on a board of points.
    ctx.beginPath();
    ctx.arc(x + s / 2, y + s / 2, s * 0.45, 0, Math.PI * 2);
    ctx.stroke();
  } else ctx.strokeRect(x + s * 0.04, y + s * 0.04, s * 0.92, s * 0.92);
}

function checkGlow(ctx, L, cell) {
  const { x, y, s } = cellRect(L, cell);
  const g = ctx.createRadialGradient(x + s / 2, y + s / 2, 0, x + s / 2, y + s / 2, s * 0.6);
  g.addColorStop(0, THEME.check);
  g.addColorStop(0.4, "rgba(230,20,20,0.7)");
  g.addColorStop(1, "rgba(230,20,20,0)");
  ctx.fillStyle = g;
  ctx.fillRect(x, y, s, s);
}

function drawPath(ctx, L, path) {
  ctx.save();
  ctx.strokeStyle = THEME.path;
  ctx.lineWidth = L.cell * 0.07;
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.setLineDash([L.cell * 0.12, L.cell * 0.12]);
  ctx.beginPath();
  path.forEach((c, i) => (i ? ctx.lineTo(...centre(L, c)) : ctx.moveTo(...centre(L, c))));
  ctx.stroke();
  ctx.restore();
}

/** The size (CSS pixels) and drawing options of a piece on the board. */
function pieceLook(L, p, alpha = 1, scale = 1) {
  const view = L.view;
  const size = L.cell * scale * (view.style === "points" ? 0.8 : 1);
  return { size, opts: { color: view.colors[p.side], upsideDown: p.side !== L.bottomSide, alpha, theme: L.theme, set: L.pieces } };
}

function piece(ctx, L, p, x, y, alpha = 1, scale = 1) {
  const { size, opts } = pieceLook(L, p, alpha, scale);
  const d = (size - L.cell) / 2;
  drawPiece(ctx, L.view.style, p, x - d, y - d, size, opts);
}

/**
 * The pieces a frame of layout `L` draws at rest, board and hands ([{ style, piece, size, opts }],
 * as drawPiece takes them): their sprites can be made before the frame (board/pieces.js).
 */
export function restingPieces(L, theme, set) {
  const view = L.view;
  const look = { ...L, theme, pieces: set };
  const out = view.pieces.filter(Boolean).map((p) => ({ style: view.style, piece: p, ...pieceLook(look, p) }));
  for (const slot of L.slots) {
    const p = { side: slot.side, kind: slot.supply ? "man" : slot.kind, label: slot.label || undefined, promoted: false };
    out.push({ style: view.style, piece: p, size: Math.min(slot.h, slot.w) * 0.92, opts: { color: view.colors[slot.side], upsideDown: slot.top, theme, set } });
  }
  return out;
}

function drawPieces(ctx, L, view, ui) {
  const hidden = ui.anim?.hidden;
  const dragFrom = ui.drag?.active ? ui.drag.from : null;
  view.pieces.forEach((p, i) => {
    if (!p || hidden?.has(i) || i === dragFrom) return;
    const { x, y } = cellRect(L, i);
    piece(ctx, L, p, x, y);
  });
}

const NO_TARGETS = { finals: new Set(), waypoints: new Set(), captures: new Set(), capturing: new Set() };

function drawTargets(ctx, L, ui) {
  const t = ui.targets ?? NO_TARGETS;
  const s = L.cell;
  const huffs = !ui.clicks?.length && !ui.placing?.size && !ui.hideTargets ? (ui.huffs ?? []) : [];
  for (const c of t.movable ?? []) hintRing(ctx, L, c);
  for (const c of [...t.captures, ...huffs]) {
    if (!L.view.pieces[c]) continue;
    const [cx, cy] = centre(L, c);
    ctx.strokeStyle = THEME.victim;
    ctx.lineWidth = s * 0.05;
    ctx.setLineDash([s * 0.09, s * 0.06]);
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.45, 0, Math.PI * 2);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  for (const c of t.waypoints) {
    if (typeof c !== "number") continue;
    const [cx, cy] = centre(L, c);
    ctx.strokeStyle = THEME.dest;
    ctx.lineWidth = s * 0.055;
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.17, 0, Math.PI * 2);
    ctx.stroke();
  }
  const arrowCells = new Set((t.arrows ?? []).map((a) => a.to));
  for (const a of t.arrows ?? []) drawTargetArrow(ctx, L, a, THEME.dest);
  const dests = [...t.finals].filter((c) => typeof c === "number" && !arrowCells.has(c));
  for (const c of [...dests, ...(ui.placeTargets ?? [])]) {
    const [cx, cy] = centre(L, c);
    const occupied = !!L.view.pieces[c];
    ctx.fillStyle = THEME.dest;
    if (occupied) {
      // A ring around a piece that will be taken on its square (chess, shogi).
      ctx.beginPath();
      ctx.arc(cx, cy, s * 0.5, 0, Math.PI * 2);
      ctx.arc(cx, cy, s * 0.4, 0, Math.PI * 2, true);
      ctx.fill("evenodd");
      continue;
    }
    ctx.beginPath();
    ctx.arc(cx, cy, s * 0.16, 0, Math.PI * 2);
    ctx.fill();
    if (t.capturing.has(c)) {
      ctx.strokeStyle = THEME.dest;
      ctx.lineWidth = s * 0.05;
      ctx.beginPath();
      ctx.arc(cx, cy, s * 0.32, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
}

function drawPanels(ctx, L, view, ui) {
  ctx.fillStyle = THEME.panel;
  for (const r of L.reserves) ctx.fillRect(r.x, r.y, r.w, r.h);
  for (const slot of L.slots) {
    const size = Math.min(slot.h, slot.w) * 0.92;
    const x = slot.x + (slot.w - size) / 2 - slot.w * 0.08, y = slot.y + (slot.h - size) / 2;
    if (!slot.supply && slot.side === view.turn && ui.clicks?.[0] === handToken(slot.kind)) {
      ctx.fillStyle = THEME.selected;
      ctx.fillRect(slot.x, slot.y, slot.w, slot.h);
    }
    const p = { side: slot.side, kind: slot.supply ? "man" : slot.kind, label: slot.label || undefined, promoted: false };
    drawPiece(ctx, view.style, p, x, y, size, { color: view.colors[slot.side], upsideDown: slot.top, theme: L.theme, set: L.pieces });
    if (slot.count > 1 || slot.supply) {
      const fs = Math.round(slot.h * 0.3);
      ctx.font = `700 ${fs}px system-ui, sans-serif`;
      ctx.textAlign = "right";
      ctx.textBaseline = "bottom";
      ctx.lineWidth = 3;
      ctx.strokeStyle = "rgba(255,255,255,0.9)";
      ctx.strokeText(String(slot.count), slot.x + slot.w - 3, slot.y + slot.h - 2);
      ctx.fillStyle = "#222";
      ctx.fillText(String(slot.count), slot.x + slot.w - 3, slot.y + slot.h - 2);
    }
  }
}
