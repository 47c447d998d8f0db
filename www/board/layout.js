// Where things are on the canvas, in CSS pixels: the board's cells (taking the
// orientation into account) and, for games with pieces in hand or in supply, a
// panel beside the board for each side (the top side's on the left, top-aligned;
// the bottom side's on the right, bottom-aligned, as in shogi diagrams). On a narrow
// page (opts.hands "stacked": the page's CSS sets --board-hands) the pieces in hand take
// a row above and one below the board instead, as lishogi's mobile layout has them: the
// top side's row left-aligned, the bottom side's right-aligned, and the grid keeps the
// whole width (side columns took a fifth of a phone's width). Coordinates
// drawn outside the grid (shogi always, other games with coordinates="outside") sit in
// margins round it, never under a piece: shogi's files above and ranks on the right (as
// lishogi draws them); algebraic names (chess, Russian draughts...) files below and ranks
// on the left, as on a printed diagram; numbered squares the numbers of the edge squares
// on all four sides, as printed draughts diagrams number them.

const PANEL = 1.3; // panel width in cells
const MARGIN = 0.42; // the coordinates' margin in cells
const WIDE_MARGIN = 0.5; // the margin for numbers of two digits beside the rows
const HAND_ROW = 1.1; // the height of a row of pieces in hand above or below the board, in cells
const HAND_SLOT = 1.15; // the width of one kind's place in that row, in cells

/** Whether the view has pieces in hand or in supply (drawn outside the grid). */
const hasReserves = (view) => !!(view.hands || view.supply);

/** Whether the pieces in hand take rows above and below the board (hands only: supplies keep their panels, where the "Done" bar sits). */
export const handRows = (view, opts) => !!view.hands && !view.supply && opts?.hands === "stacked";

/** Whether the view needs side panels. */
export const hasPanels = (view, opts) => hasReserves(view) && !handRows(view, opts);

/** Whether the square names are drawn outside the grid (opts.coordinates: true/"", "inside" or "outside"). */
export function coordsOutside(view, { coordinates = false } = {}) {
  if (coordinates === false || coordinates == null) return false;
  return view.style === "shogi" || String(coordinates).trim().toLowerCase() === "outside";
}

/** Whether every square name is algebraic (a file letter, a rank number: "c3"). */
export function algebraicLabels(view) {
  const labels = (view.labels ?? []).filter(Boolean);
  return labels.length > 0 && labels.every((l) => /^[a-z]+\d+$/.test(l));
}

/** The margins outside the grid (in cells) for the coordinates: { top, right, bottom, left }. */
export function margins(view, opts) {
  const none = { top: 0, right: 0, bottom: 0, left: 0 };
  if (!coordsOutside(view, opts)) return none;
  if (view.style === "shogi") return { ...none, top: MARGIN, right: MARGIN };
  if (algebraicLabels(view)) return { ...none, bottom: MARGIN, left: MARGIN };
  return { top: MARGIN, bottom: MARGIN, left: WIDE_MARGIN, right: WIDE_MARGIN };
}

/** Width / height of the drawing for a view (opts: { coordinates, hands: "beside" | "stacked" }). */
export function aspect(view, opts) {
  const m = margins(view, opts);
  const rows = handRows(view, opts) ? 2 * HAND_ROW : 0;
  return (view.cols + (hasPanels(view, opts) ? 2 * PANEL : 0) + m.left + m.right) / (view.rows + m.top + m.bottom + rows);
}

/** The layout for a view drawn `width` CSS pixels wide; `flipped` turns the board. */
export function layout(view, width, flipped, opts) {
  const panels = hasPanels(view, opts);
  const stacked = handRows(view, opts);
  const m = margins(view, opts);
  const cell = width / (view.cols + (panels ? 2 * PANEL : 0) + m.left + m.right);
  const panelW = panels ? PANEL * cell : 0;
  const handH = stacked ? HAND_ROW * cell : 0;
  const x0 = panelW + m.left * cell;
  const y0 = handH + m.top * cell;
  const height = y0 + cell * view.rows + m.bottom * cell + handH;
  const bottomSide = flipped ? 1 - view.bottom : view.bottom;
  // The right panel starts after the grid and its right margin.
  const rightX = x0 + view.cols * cell + m.right * cell;
  const margin = { top: m.top * cell, right: m.right * cell, bottom: m.bottom * cell, left: m.left * cell };
  // The board's wood (the grid and its coordinates' margins) and the panels (or rows) of the reserves.
  const wood = { x: panelW, y: handH, w: rightX - panelW, h: height - 2 * handH };
  const reserves = panels ? [{ x: 0, y: 0, w: panelW, h: height }, { x: rightX, y: 0, w: panelW, h: height }] : stacked ? [{ x: 0, y: 0, w: width, h: handH }, { x: 0, y: height - handH, w: width, h: handH }] : [];
  const L = { view, width, height, cell, x0, y0, rows: view.rows, cols: view.cols, flipped, bottomSide, slots: [], rightX, panelW, handH, wood, reserves, margin, outside: coordsOutside(view, opts) };
  if (panels) L.slots = panelSlots(view, L);
  else if (stacked) L.slots = rowSlots(view, L);
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
      const y = top ? L.y0 + i * h : L.y0 + L.rows * L.cell - (i + 1) * h;
      slots.push({ ...it, side, top, x, y, w, h });
    });
  }
  return slots;
}

/** The hand slots in rows: the top side's above the board from the left, the bottom side's below it from the right. */
function rowSlots(view, L) {
  const slots = [];
  const h = L.cell;
  const gridW = L.cols * L.cell;
  for (const side of [0, 1]) {
    const top = side !== L.bottomSide;
    const items = view.hands[side].filter((hp) => hp.count > 0);
    // Seven kinds at most in shogi: they fit the grid's width; more would be narrowed to fit.
    const w = Math.min(HAND_SLOT * L.cell, gridW / Math.max(1, items.length));
    const y = top ? (L.handH - h) / 2 : L.height - L.handH + (L.handH - h) / 2;
    items.forEach((hp, i) => {
      const x = top ? L.x0 + i * w : L.x0 + gridW - (i + 1) * w;
      slots.push({ kind: hp.kind, label: hp.label, count: hp.count, side, top, x, y, w, h });
    });
  }
  return slots;
}
