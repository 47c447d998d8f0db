// The evaluation graph of a reviewed game (issue 12.3): x the ply, y the evaluation from
// one side's view clamped to [-1, 1] (the caller scales it), light below the curve and
// dark above it (the light side's share of the game at each ply), the marked moves as coloured dots, the position
// shown as a vertical line. A click or tap on the graph picks the nearest ply. SVG drawn
// in the box's own pixels (redrawn when the box is resized), so dots stay round.

const SVG = "http://www.w3.org/2000/svg";
const PAD = 4;

function node(name, attrs = {}) {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/**
 * Draws the graph into `box` (an element holding one <svg>): `points[ply]` is { y, mark }
 * with y in [-1, 1] or null (not known), `plies` the last ply, `current` the ply shown
 * (null: none), `label` the graph's accessible name, `firstDark` whether the first
 * player's pieces are the dark ones. Clicks are bound with `bindGraph`.
 */
export function drawGraph(box, { points, plies, current, label, firstDark = false }) {
  const width = Math.max(60, Math.round(box.clientWidth || 300));
  const height = Math.max(40, Math.round(box.clientHeight || 80));
  // The area takes the colour of the first player's pieces (dark where they are black).
  const svg = node("svg", { width, height, viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": label, class: firstDark ? "first-dark" : "first-light" });
  const mid = height / 2;
  const xOf = (ply) => PAD + (plies > 0 ? (ply / plies) * (width - 2 * PAD) : 0);
  const yOf = (y) => mid - y * (mid - PAD);
  svg.append(node("rect", { class: "graph-bg", x: 0, y: 0, width, height }));
  // Runs of known points: one filled area and one line each.
  const runs = [];
  let run = null;
  points.forEach((p, ply) => {
    if (p?.y == null) return (run = null);
    if (!run) runs.push((run = []));
    run.push([xOf(ply), yOf(p.y)]);
  });
  for (const r of runs) {
    const line = r.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
    if (r.length > 1) {
      // Light below the curve: the evaluation side's share.
      svg.append(node("polygon", { class: "graph-area", points: `${r[0][0].toFixed(1)},${height} ${line} ${r[r.length - 1][0].toFixed(1)},${height}` }));
      svg.append(node("polyline", { class: "graph-line", points: line }));
    }
  }
  svg.append(node("line", { class: "graph-zero", x1: 0, y1: mid, x2: width, y2: mid }));
  if (current != null && current >= 0 && current <= plies) {
    const x = xOf(current).toFixed(1);
    svg.append(node("line", { class: "graph-current", x1: x, y1: 0, x2: x, y2: height }));
  }
  points.forEach((p, ply) => {
    if (p?.y == null || !p.mark) return;
    svg.append(node("circle", { class: `graph-mark ${p.mark}`, cx: xOf(ply).toFixed(1), cy: yOf(p.y).toFixed(1), r: 3.5 }));
  });
  if (current != null && points[current]?.y != null) {
    svg.append(node("circle", { class: "graph-dot", cx: xOf(current).toFixed(1), cy: yOf(points[current].y).toFixed(1), r: 4 }));
  }
  box.dataset.plies = String(plies);
  box.replaceChildren(svg);
}

/** The ply nearest to a pointer at clientX over the box's graph of `plies` plies. */
export function plyAt(box, clientX) {
  const plies = Number(box.dataset.plies) || 0;
  const r = box.getBoundingClientRect();
  const width = Math.max(1, r.width - 2 * PAD);
  const ply = Math.round(((clientX - r.left - PAD) / width) * plies);
  return Math.max(0, Math.min(plies, ply));
}

/**
 * Makes the box pick plies: a click or tap calls `onPick(ply)`; a resize calls `onResize()`
 * (the graph must be drawn again in its new pixels). Returns the unbind function.
 */
export function bindGraph(box, onPick, onResize) {
  const click = (e) => onPick(plyAt(box, e.clientX));
  box.addEventListener("click", click);
  const observer = typeof ResizeObserver === "function" ? new ResizeObserver(() => onResize()) : null;
  observer?.observe(box);
  return () => {
    box.removeEventListener("click", click);
    observer?.disconnect();
  };
}
