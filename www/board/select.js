// Turning clicks into moves. The board holds no rules: it filters the engine's legal
// moves by what the player has clicked so far.
//
// Each move reads as a click sequence: [huff?, from, ...path] for a piece move (path
// includes from), [hand token, to] for a drop. A click list matches a move when its
// first click is the sequence's first element and the later clicks appear in order
// in the rest of the sequence, so intermediate landing squares may be clicked one by
// one (choosing between capture paths) or skipped (the short form). A move is
// complete when the last click is the sequence's last element. Placement moves
// (`places`, no `from`) are picked as a set of cells instead.

/** The token for a piece of kind `kind` in the mover's hand. */
export const handToken = (kind) => `hand:${kind}`;

/** Moves with neither a piece nor a cell to click (pass): offered as buttons. */
export function isSpecial(m) {
  return m.from == null && m.drop == null && !(m.places && m.places.length) && m.huff == null;
}

/** Placement moves: a set of cells receives new pieces. */
export function isPlacement(m) {
  return m.from == null && m.drop == null && !!(m.places && m.places.length);
}

/** The click sequence of a piece move or drop. */
export function sequence(m) {
  if (m.drop != null) return [handToken(m.drop), m.to];
  const path = m.path && m.path.length ? m.path : m.from != null ? (m.to != null && m.to !== m.from ? [m.from, m.to] : [m.from]) : [];
  return m.huff != null ? [m.huff, ...path] : path;
}

/** How far `clicks` matches `seq`: null, or { complete, next } (next: the following waypoint). */
export function matchSequence(seq, clicks) {
  if (!seq.length || seq[0] !== clicks[0]) return null;
  const last = seq.length - 1;
  let i = 1;
  for (let k = 1; k < clicks.length; k++) {
    let j = i;
    while (j <= last && seq[j] !== clicks[k]) j++;
    if (j > last) return null;
    i = j + 1;
  }
  // The last click may name the end directly even when the same cell occurs earlier
  // in the path (a king's circular capture passing a square twice).
  let complete = i > last;
  if (!complete && clicks.length > 1 && clicks[clicks.length - 1] === seq[last]) {
    let p = 1;
    for (let k = 1; k < clicks.length - 1; k++) {
      while (p < last && seq[p] !== clicks[k]) p++;
      if (p >= last) return { complete: false, next: i };
      p++;
    }
    complete = true;
  }
  return { complete, next: i };
}

const pieceMoves = (moves) => moves.filter((m) => !isSpecial(m) && !isPlacement(m));

function distinct(moves) {
  const seen = new Set();
  return moves.filter((m) => (seen.has(m.notation) ? false : seen.add(m.notation)));
}

/** Tokens the player may click first (pieces that can move, hand kinds, placement cells). */
export function starts(moves) {
  const set = new Set();
  for (const m of pieceMoves(moves)) set.add(sequence(m)[0]);
  return set;
}

/** Cells that may receive a new piece by a placement move. */
export function placeCells(moves) {
  const set = new Set();
  for (const m of moves) if (isPlacement(m)) for (const c of m.places) set.add(c);
  return set;
}

/**
 * The result of clicking `token` after `clicks`:
 * { clicks, play?: move, choose?: [moves], none?: true }.
 * `choose` lists the distinct moves the clicks complete when there are several
 * (a promotion choice, or two capture paths ending on the same square); `clicks`
 * then stays as before so the player may also pick a waypoint instead.
 */
export function step(moves, clicks, token) {
  const pm = pieceMoves(moves);
  // Clicking the selected piece again deselects it; a circular capture back to its
  // own square is chosen through a waypoint instead.
  if (clicks.length === 1 && clicks[0] === token) return { clicks: [], none: true };
  const next = [...clicks, token];
  const cands = pm.filter((m) => matchSequence(sequence(m), next));
  if (cands.length) {
    const complete = distinct(cands.filter((m) => matchSequence(sequence(m), next).complete));
    // Landings clicked one after the other along a move's path are that move's next
    // landings, not the short form of another move that passes them in another order
    // (alquerque: e3:e1:c1 clicked e3, e1, c1 is not e3:c1:e1).
    const inOrder = (m) => next.every((c, i) => sequence(m)[i] === c);
    if (complete.length && !complete.some(inOrder) && cands.some((m) => inOrder(m) && sequence(m).length > next.length)) return { clicks: next };
    if (complete.length === 1) return { clicks: [], play: complete[0] };
    if (complete.length > 1) return { clicks, choose: complete };
    return { clicks: next };
  }
  if (clicks.length && pm.some((m) => sequence(m)[0] === token)) return step(moves, [], token);
  return { clicks: [], none: true };
}

/**
 * What to highlight for the current clicks: `finals` (cells where a candidate move
 * ends), `waypoints` (the next intermediate landing of a candidate), `captures`
 * (pieces the candidates take) and `paths` (each candidate's remaining path).
 */
export function targets(moves, clicks) {
  const finals = new Set(), waypoints = new Set(), captures = new Set(), capturing = new Set();
  const paths = [], arrows = [], movable = new Set();
  if (!clicks.length) return { finals, waypoints, captures, capturing, paths, arrows, movable };
  for (const m of pieceMoves(moves)) {
    const seq = sequence(m);
    const r = matchSequence(seq, clicks);
    if (!r || r.complete) continue;
    const end = seq[seq.length - 1];
    // A huff was clicked first (alquerque, malaysian): mark it taken, then the pieces that may move.
    if (m.huff != null && clicks.length === 1) {
      captures.add(m.huff);
      if (seq.length > 1) movable.add(seq[1]);
      continue;
    }
    // A push (Zong-Heng): the direction is shown as an arrow on the target square.
    if (m.pushes?.length && m.from != null && m.to != null) arrows.push({ from: m.from, to: m.to });
    finals.add(end);
    if (m.captures && m.captures.length) {
      capturing.add(end);
      for (const c of m.captures) captures.add(c);
    }
    if (r.next < seq.length - 1) waypoints.add(seq[r.next]);
    if (m.path && m.path.length > 2) paths.push(m.path);
  }
  for (const f of finals) waypoints.delete(f);
  return { finals, waypoints, captures, capturing, paths, arrows, movable };
}

/** The enemy pieces a player may huff before moving (every move begins with a huff then). */
export function huffCells(moves) {
  const set = new Set();
  for (const m of moves) if (m.huff != null) set.add(m.huff);
  return set;
}

/**
 * A click on a placement cell: toggles it in `chosen` and says what follows:
 * { chosen, play?: move, confirm?: [moves], choose?: [moves], targets: Set }.
 * `confirm` lists the moves placing exactly `chosen` when larger sets are possible
 * too (the page shows a "done" button).
 */
export function placeStep(moves, chosen, cell) {
  const set = new Set(chosen);
  if (set.has(cell)) set.delete(cell);
  else set.add(cell);
  // A cell that no move places together with those chosen starts a new choice.
  const fits = moves.some((m) => isPlacement(m) && [...set].every((c) => m.places.includes(c)));
  if (set.size > 1 && !fits) return placeState(moves, new Set([cell]));
  return placeState(moves, set);
}

/** The state of a placement selection `set` (see placeStep). */
export function placeState(moves, set) {
  const cands = moves.filter((m) => isPlacement(m) && [...set].every((c) => m.places.includes(c)));
  const exact = distinct(cands.filter((m) => new Set(m.places).size === set.size));
  const larger = cands.some((m) => new Set(m.places).size > set.size);
  const targets = new Set();
  for (const m of cands) for (const c of m.places) if (!set.has(c)) targets.add(c);
  if (!set.size) return { chosen: set, targets: placeCells(moves) };
  if (exact.length === 1 && !larger) return { chosen: new Set(), play: exact[0], targets: new Set() };
  if (exact.length && larger) return { chosen: set, confirm: exact, targets };
  if (exact.length > 1) return { chosen: set, choose: exact, targets };
  return { chosen: set, targets };
}
