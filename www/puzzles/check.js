// Judges a solver's move against a puzzle's solution with the engine (no rules here):
// the line's own move, a move the data lists as equally good (`/` in the line: the verifier
// proved it wins as fast, docs/puzzles.md), a move that reaches the same position (another
// notation of the same capture), or any move that wins the game at once (as lichess accepts
// every mate in one) is right. A listed alternative solves the puzzle where it is played:
// the line's replies were found for its own move, not for the other.

/** A game at the puzzle's position after `moves`; the caller frees it. */
function gameAfter(Game, puzzle, moves) {
  const g = Game.fromPosition(puzzle.game, puzzle.position, puzzle.options);
  for (const m of moves) g.play(m);
  return g;
}

/** The side that solves the puzzle: the side to move in its position. */
export function solverSide(Game, puzzle) {
  const g = gameAfter(Game, puzzle, []);
  try {
    return g.turn();
  } finally {
    g.free();
  }
}

/**
 * The verdict on `played` (a notation) after the line's first `moves.length` moves:
 * "wrong", "next" (right, the line goes on: the opponent's reply is solution[k + 1][0]) or
 * "solved" (right, and the puzzle is done).
 */
export function judgeMove(Game, puzzle, moves, played) {
  const k = moves.length;
  const accepted = puzzle.solution[k];
  if (!accepted || k % 2 === 1) return "wrong";
  const last = k === puzzle.solution.length - 1;
  const solved = last ? "solved" : "next";
  if (accepted[0] === played) return solved;
  if (accepted.includes(played)) return "solved";
  const mine = gameAfter(Game, puzzle, moves);
  const line = gameAfter(Game, puzzle, moves);
  try {
    const side = mine.turn();
    mine.play(played);
    const outcome = mine.outcome();
    if (outcome && outcome.winner === side) return "solved";
    // Only the line's own move: a listed alternative was accepted above.
    line.play(accepted[0]);
    return mine.position() === line.position() ? solved : "wrong";
  } catch {
    return "wrong";
  } finally {
    mine.free();
    line.free();
  }
}
