// Move animation planned from a move (its path legs and captures) and the pieces
// before and after it: the piece glides along each leg, captured pieces fade when
// the rules remove them ("end": after the last leg; "immediate": as each is jumped),
// the piece's new look (a crown) appears at the end. Anything else that changed
// (a castling rook, a pushed piece) is matched by diffing the two positions.

const FADE = 170;

const ease = (u) => (u < 0.5 ? 2 * u * u : 1 - (-2 * u + 2) ** 2 / 2);
const clamp01 = (u) => Math.max(0, Math.min(1, u));
const samePiece = (a, b) => a && b && a.side === b.side && a.kind === b.kind && a.promoted === b.promoted;

/**
 * Plans the animation of `move` between the piece arrays `before` and `after`.
 * Returns null when nothing moves, else { duration, hidden, frame(t, rect) }, where
 * rect(cell) gives the cell's top-left { x, y } and frame answers { ghosts, movers }.
 */
export function planAnimation(move, before, after, { cols, removal, dragged = false, speed = 1 }) {
  const hidden = new Set();
  const movers = []; // { piece, legs: [{ a, b, t0, t1 }] }
  const fades = []; // { cell, piece, t0, t1, dir: -1 out | 1 in }
  const path = move.path && move.path.length ? move.path : move.from != null && move.to != null ? [move.from, move.to] : [];
  const dist = (a, b) => Math.max(Math.abs((a % cols) - (b % cols)), Math.abs(Math.floor(a / cols) - Math.floor(b / cols)));
  const moving = move.from != null ? before[move.from] : null;
  const legs = [];
  let t = 0;
  const pushes = move.pushes ?? [];
  let pushEnd = 0;
  if (pushes.length) {
    // Pushed pieces (a Zong-Heng line, a castling rook) glide one step at the same time.
    const d = dragged ? 0 : 200 * speed;
    for (const [a, b] of pushes) {
      if (!before[a]) continue;
      hidden.add(b);
      movers.push({ piece: before[a], legs: [{ a, b, t0: 0, t1: d }] });
    }
    pushEnd = d;
  }
  // The moving piece follows its path, unless it is itself one of the pushed pieces.
  const pushedFrom = new Set(pushes.map(([a]) => a));
  if (moving && path.length > 1 && !pushedFrom.has(move.from)) {
    if (move.to != null) hidden.add(move.to);
    for (let i = 0; i + 1 < path.length; i++) {
      const d = dragged ? 0 : Math.min(260, 110 + 35 * dist(path[i], path[i + 1])) * speed;
      legs.push({ a: path[i], b: path[i + 1], t0: t, t1: t + d });
      t += d;
    }
    movers.push({ piece: moving, legs });
  }
  t = Math.max(t, pushEnd);
  const captures = move.captures ?? [];
  captures.forEach((c, k) => {
    if (!before[c]) return;
    hidden.add(c);
    let t0 = t;
    if (removal === "immediate" && legs.length) {
      const leg = legs[Math.min(k, legs.length - 1)];
      t0 = (leg.t0 + leg.t1) / 2;
    }
    fades.push({ cell: c, piece: before[c], t0, t1: t0 + FADE * speed, dir: -1 });
  });
  const arrived = new Set([...(move.places ?? [])]);
  if (move.drop != null && move.to != null) arrived.add(move.to);
  for (const c of arrived) {
    if (!after[c]) continue;
    hidden.add(c);
    // After a push the new piece appears on the vacated square once the line has moved.
    const t0 = pushes.length ? t : 0;
    fades.push({ cell: c, piece: after[c], t0, t1: t0 + FADE * speed, dir: 1 });
  }
  // Other changes: pair vacated and filled squares by piece to glide, fade the rest.
  const known = new Set([move.from, move.to, ...captures, ...arrived, move.huff, ...pushes.flat()]);
  const vacated = [], filled = [];
  for (let c = 0; c < before.length; c++) {
    if (known.has(c)) continue;
    if (before[c] && !samePiece(before[c], after[c])) vacated.push(c);
    if (after[c] && !samePiece(before[c], after[c])) filled.push(c);
  }
  const firstLeg = legs.length ? legs[0].t1 || 180 * speed : 180 * speed;
  for (const f of filled) {
    const i = vacated.findIndex((v) => before[v].side === after[f].side && before[v].kind === after[f].kind);
    hidden.add(f);
    if (i >= 0 && !dragged) {
      const v = vacated.splice(i, 1)[0];
      movers.push({ piece: before[v], legs: [{ a: v, b: f, t0: 0, t1: firstLeg }] });
    } else fades.push({ cell: f, piece: after[f], t0: 0, t1: FADE * speed, dir: 1 });
  }
  for (const v of vacated) fades.push({ cell: v, piece: before[v], t0: 0, t1: FADE * speed, dir: -1 });
  if (move.huff != null && before[move.huff] && !after[move.huff]) {
    fades.push({ cell: move.huff, piece: before[move.huff], t0: 0, t1: FADE * speed, dir: -1 });
  }
  const duration = Math.max(t, ...fades.map((f) => f.t1), ...movers.flatMap((m) => m.legs.map((l) => l.t1)));
  if (duration <= 0 && !fades.length) return null;
  return {
    duration,
    hidden,
    frame(now, rect) {
      const ghosts = [];
      for (const f of fades) {
        const u = clamp01((now - f.t0) / Math.max(1, f.t1 - f.t0));
        const alpha = f.dir < 0 ? 1 - u : u;
        if (alpha > 0.01) ghosts.push({ piece: f.piece, ...rect(f.cell), alpha });
      }
      const out = [];
      for (const m of movers) {
        const leg = m.legs.find((l) => now < l.t1) ?? m.legs[m.legs.length - 1];
        const u = ease(clamp01((now - leg.t0) / Math.max(1, leg.t1 - leg.t0)));
        const a = rect(leg.a), b = rect(leg.b);
        out.push({ piece: m.piece, x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u });
      }
      return { ghosts, movers: out };
    },
  };
}
