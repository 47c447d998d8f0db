// Drawing for the games scored by groups: each region the engine reports (Zong-Heng
// groups, Binary territories) outlined along its border with its size in a badge,
// and the direction arrows a push (Zong-Heng) shows on its target squares.

import { cellRect, displayRC } from "./layout.js";

/** Outlines every region of the view, with its size when it has more than one cell. */
export function drawRegionOutlines(ctx, L, view) {
  const regions = view.regions ?? [];
  if (!regions.length) return;
  for (const reg of regions) {
    const dark = view.colors[reg.side] !== "white";
    const keys = new Set(reg.cells.map((c) => key(displayRC(L, c))));
    const edges = [];
    let corner = null;
    ctx.save();
    // The border is stroked on the cell edges and clipped to the region: half the line
    // falls inside, and corners join without gaps.
    ctx.beginPath();
    for (const c of reg.cells) {
      const { r, c: col } = displayRC(L, c);
      const { x, y, s } = cellRect(L, c);
      ctx.rect(x, y, s, s);
      if (!corner || r < corner.r || (r === corner.r && col < corner.c)) corner = { r, c: col, x, y };
      if (!keys.has(key({ r: r - 1, c: col }))) edges.push([x, y, x + s, y]);
      if (!keys.has(key({ r: r + 1, c: col }))) edges.push([x, y + s, x + s, y + s]);
      if (!keys.has(key({ r, c: col - 1 }))) edges.push([x, y, x, y + s]);
      if (!keys.has(key({ r, c: col + 1 }))) edges.push([x + s, y, x + s, y + s]);
    }
    ctx.clip();
    const w = Math.max(2, L.cell * 0.07);
    // A dark under-stroke keeps a white outline visible on light squares.
    if (!dark) strokeEdges(ctx, edges, "rgba(0,0,0,0.6)", 2 * w + 4);
    strokeEdges(ctx, edges, dark ? "rgba(20,20,20,0.9)" : "rgba(255,255,255,0.95)", 2 * w);
    ctx.restore();
    if (reg.size > 1 && corner) badge(ctx, L, corner, reg.size, dark);
  }
}

const key = ({ r, c }) => `${r},${c}`;

function strokeEdges(ctx, edges, color, width) {
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = "butt";
  ctx.beginPath();
  for (const [x1, y1, x2, y2] of edges) {
    ctx.moveTo(x1, y1);
    ctx.lineTo(x2, y2);
  }
  ctx.stroke();
}

/** The region's size in a small disc at the top-left corner of its first cell. */
function badge(ctx, L, corner, size, dark) {
  const rad = L.cell * 0.17;
  const cx = corner.x + rad + L.cell * 0.03, cy = corner.y + rad + L.cell * 0.03;
  ctx.beginPath();
  ctx.arc(cx, cy, rad, 0, Math.PI * 2);
  ctx.fillStyle = dark ? "#1b1b1b" : "#fbfbfb";
  ctx.fill();
  ctx.lineWidth = Math.max(1, L.cell * 0.02);
  ctx.strokeStyle = dark ? "#fbfbfb" : "#1b1b1b";
  ctx.stroke();
  ctx.fillStyle = dark ? "#fbfbfb" : "#1b1b1b";
  ctx.font = `700 ${Math.round(rad * 1.25)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(size), cx, cy + rad * 0.05);
}

/** An arrow inside the target square of a push, pointing the way the piece goes. */
export function drawTargetArrow(ctx, L, { from, to }, color) {
  const a = cellRect(L, from), b = cellRect(L, to);
  const dx = b.x - a.x, dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (!len) return;
  const ux = dx / len, uy = dy / len;
  const s = L.cell;
  const cx = b.x + s / 2, cy = b.y + s / 2;
  const tail = s * 0.3, head = s * 0.3, half = s * 0.2, shaft = s * 0.08;
  const tipX = cx + ux * tail, tipY = cy + uy * tail;
  const baseX = tipX - ux * head, baseY = tipY - uy * head;
  const px = -uy, py = ux;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(cx - ux * tail + px * shaft, cy - uy * tail + py * shaft);
  ctx.lineTo(baseX + px * shaft, baseY + py * shaft);
  ctx.lineTo(baseX + px * half, baseY + py * half);
  ctx.lineTo(tipX, tipY);
  ctx.lineTo(baseX - px * half, baseY - py * half);
  ctx.lineTo(baseX - px * shaft, baseY - py * shaft);
  ctx.lineTo(cx - ux * tail - px * shaft, cy - uy * tail - py * shaft);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.strokeStyle = "rgba(255,255,255,0.85)";
  ctx.lineWidth = Math.max(1.5, s * 0.03);
  ctx.lineJoin = "round";
  ctx.stroke();
  ctx.fill();
  ctx.restore();
}

/** Hatching over the zone cells (goal squares, the centre space): shaded, yet the square's colour shows. */
export function drawZoneHatching(ctx, L, zones) {
  if (!zones.length) return;
  ctx.save();
  ctx.beginPath();
  for (const c of zones) {
    const { x, y, s } = cellRect(L, c);
    ctx.rect(x, y, s, s);
  }
  ctx.clip();
  ctx.strokeStyle = "rgba(40,80,170,0.32)";
  ctx.lineWidth = Math.max(1, L.cell * 0.035);
  const step = L.cell / 6;
  ctx.beginPath();
  for (let d = -L.height; d < L.width; d += step) {
    ctx.moveTo(d, L.height);
    ctx.lineTo(d + L.height, 0);
  }
  ctx.stroke();
  ctx.restore();
}
