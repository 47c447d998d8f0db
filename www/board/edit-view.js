// The position the editor's mode shows (board/edit.js): the edited pieces and hands
// in the shape of the engine's view, so the layout and the renderer draw it as any view.

/** Squares nobody plays on (draughts' light squares have no name) take no piece. */
export function usable(view, cell) {
  if (!Number.isInteger(cell) || cell < 0 || cell >= view.pieces.length) return false;
  return !view.labels?.some((l) => l) || !!view.labels[cell];
}

/** A setup piece as the renderers draw it (a promoted shogi piece's "+"). */
export function display(p) {
  return { side: p.side, kind: p.kind, promoted: String(p.kind).startsWith("+") };
}

/** The view the board draws while editing: the edited pieces and hands, no marks of the game. */
export function editView(s) {
  const e = s.edit;
  const hands = e.hands
    ? e.hands.map((h) => Object.entries(h).filter(([, n]) => n > 0).map(([kind, count]) => ({ kind, label: "", count })))
    : s.view.hands;
  return { ...s.view, pieces: e.pieces.map((p) => p && display(p)), hands, turn: e.turn, lastMove: null, check: null, regions: [], outcome: null };
}
