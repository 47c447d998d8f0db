// A move drawn on the board with the board's marks (www/board/marks.js): arrows along
// its path and pushes, the squares it places on, its captures. The analysis draws the
// engine's best move this way; what a move does comes from the engine's move object.

/** The square name the board's marks accept for a cell: its label, else "c3" style. */
function markName(view, cell) {
  const label = view.labels[cell];
  if (label && view.labels.indexOf(label) === cell && !/[\s;:,]/.test(label)) return label;
  const row = Math.floor(cell / view.cols), col = cell % view.cols;
  return `${String.fromCharCode(97 + col)}${view.rows - row}`;
}

/** The marks text that shows a move: arrows along its path and pushes, squares it places on, its captures. */
export function moveMarks(move, view) {
  const name = (c) => markName(view, c);
  const path = move.path?.length >= 2 ? move.path : move.from != null && move.to != null && move.from !== move.to ? [move.from, move.to] : [];
  const arrows = [];
  for (let i = 1; i < path.length; i++) arrows.push(`${name(path[i - 1])}-${name(path[i])}`);
  for (const [a, b] of move.pushes ?? []) arrows.push(`${name(a)}-${name(b)}`);
  const squares = new Set(move.places ?? []);
  if (!path.length && move.to != null) squares.add(move.to);
  const groups = [];
  if (squares.size) groups.push(`blue: ${[...squares].map(name).join(" ")}`);
  if (move.captures?.length) groups.push(`red: ${move.captures.map(name).join(" ")}`);
  if (arrows.length) groups.push(`arrow blue: ${arrows.join(" ")}`);
  return groups.join("; ");
}
