// Where things are on the canvas, in CSS pixels: the board's cells (taking the
// orientation into account) and, for games with pieces in hand or in supply, a
// panel beside the board for each side (the top side's on the left, top-aligned;
// the bottom side's on the right, bottom-aligned, as in shogi diagrams). Shogi's
// coordinates, when shown, sit in a margin outside the grid (files above, ranks on the
// right, as lishogi draws them), never under a piece.

const PANEL = 1.3; // panel width in cells
const MARGIN = 0.42; // the coordinates' margin in cells

/** Whether the view needs side panels. */
export const hasPanels = (view) => !!(view.hands || view.supply);

/** The margins outside the grid (in cells) for the coordinates: { top, right }. */
export function margins(view, { coordinates = false } = {}) {
  return coordinates && view.style === "shogi" ? { top: MARGIN, right: MARGIN } : { top: 0, right: 0 };
}

/** Width / height of the drawing for a view (opts: { coordinates }). */
export function aspect(view, opts) {
  const m = margins(view, opts);
  return (view.cols + (hasPanels(view) ? 2 * PANEL : 0) + m.right) / (view.rows + m.top);
}

/** The layout for a view drawn `width` CSS pixels wide; `flipped` turns the board. */
export function layout(view, width, flipped, opts) {
  const panels = hasPanels(view);
  const m = margins(view, opts);
  const cell = width / (view.cols + (panels ? 2 * PANEL : 0) + m.right);
  const x0 = panels ? PANEL * cell : 0;
  const y0 = m.top * cell;
  const height = y0 + cell * view.rows;
  const bottomSide = flipped ? 1 - view.bottom : view.bottom;
  // The right panel starts after the grid and its right margin.
  const rightX = x0 + view.cols * cell + m.right * cell;
  const margin = { top: y0, right: m.right * cell };
  const L = { view, width, height, cell, x0, y0, rows: view.rows, cols: view.cols, flipped, bottomSide, slots: [], rightX, margin };
  if (panels) L.slots = panelSlots(view, L);
  return L;
}

/** The top-left corner of a cell. */
export function cellRect(L, index) {
  let r = Math.floor(index / L.cols), c = index % L.cols;
  if (L.flipped) {
    r = L.rows - 1 - r;
    c = L.cols - 1 - c;
  }
  return { x: L.x0 + c * L.cell, y: L.y0 + r * L.cell, s: L.cell };
}

/** Display row and column of a cell (after flipping). */
export function displayRC(L, index) {
  let r = Math.floor(index / L.cols), c = index % L.cols;
  return L.flipped ? { r: L.rows - 1 - r, c: L.cols - 1 - c } : { r, c };
}

/** The cell under a point, or null. */
export function cellAt(L, x, y) {
  const c = Math.floor((x - L.x0) / L.cell), r = Math.floor((y - L.y0) / L.cell);
  if (c < 0 || r < 0 || c >= L.cols || r >= L.rows) return null;
  return L.flipped ? (L.rows - 1 - r) * L.cols + (L.cols - 1 - c) : r * L.cols + c;
}

/** The panel slot under a point, or null. */
export function slotAt(L, x, y) {
  return L.slots.find((s) => x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h) ?? null;
}

function panelSlots(view, L) {
  const slots = [];
  const w = PANEL * L.cell, h = L.cell;
  for (const side of [0, 1]) {
    const top = side !== L.bottomSide;
    const x = top ? 0 : L.rightX;
    const items = [];
    if (view.hands) for (const hp of view.hands[side]) if (hp.count > 0) items.push({ kind: hp.kind, label: hp.label, count: hp.count });
    if (view.supply) items.push({ kind: null, label: "", count: view.supply[side], supply: true });
    items.forEach((it, i) => {
      const y = top ? L.y0 + i * h : L.height - (i + 1) * h;
      slots.push({ ...it, side, top, x, y, w, h });
    });
  }
  return slots;
}
