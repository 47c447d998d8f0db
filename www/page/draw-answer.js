// The computer's answer to a draw offer, as a player would give it (issue 11.7): no draw
// in the opening or when it is better; a draw when it is clearly worse, when its search
// finds the position drawn (a score near 0 with little material left), or when the rules
// are about to draw the game anyway (a draw the opponent could claim). drawAnswer is a
// pure function; drawFacts gathers its facts with a short search, in the worker
// (www/ai-worker.js), never on the page's thread.

/** Before this many plies, with most of the material on the board, the game is young. */
export const OPENING_PLIES = 20;
/** The share of the start's pieces still on the board that counts as "most". */
export const OPENING_MATERIAL = 0.75;
/** At or below this score (a man or pawn is 100) the computer is clearly worse. */
export const CLEARLY_WORSE = -150;
/** Within this distance of 0 a search score means "level". */
export const LEVEL_SCORE = 30;
/** At or below this share of the start's pieces the material is reduced (an ending). */
export const ENDING_MATERIAL = 0.4;

/**
 * A search score (a number, `{ win: plies }` or `{ loss: plies }`, for the side to move
 * `turn`) seen from `side`.
 */
export function scoreFor(score, turn, side) {
  if (turn === side) return score;
  if (typeof score === "number") return -score;
  if (score && score.win != null) return { loss: score.win };
  if (score && score.loss != null) return { win: score.loss };
  return score;
}

/**
 * Whether the computer accepts a draw. `score`: its search's score for itself (a number,
 * `{ win }` or `{ loss }`); `plies`: moves played in the game; `material`: the pieces on
 * the board as a share of those at the start (1 when the game starts empty);
 * `drawInSight`: a draw the rules already allow (one the player to move could claim).
 */
export function drawAnswer({ score, plies, material, drawInSight = false }) {
  if (score && typeof score === "object") {
    if (score.loss != null) return true; // a proven loss: take the half point
    if (score.win != null) return false;
  }
  if (typeof score !== "number" || !Number.isFinite(score)) return false; // no verdict: play on
  const value = score;
  if (value <= CLEARLY_WORSE) return true;
  if (plies < OPENING_PLIES && material >= OPENING_MATERIAL) return false;
  if (value > LEVEL_SCORE) return false; // better: play for the win
  if (drawInSight) return true;
  return Math.abs(value) <= LEVEL_SCORE && material <= ENDING_MATERIAL;
}

/** The share of the start's pieces on the board now (1 when the start has none). */
export function materialShare(piecesNow, piecesAtStart) {
  return piecesAtStart > 0 ? piecesNow / piecesAtStart : 1;
}

/** The search limits of a draw answer: a short search, enough to see a drawn or lost ending. */
export const DRAW_NODES = 150000;
export const DRAW_TIME_MS = 1500;

const pieceCount = (game) => game.view().pieces.filter(Boolean).length;

/**
 * The facts drawAnswer weighs for `side` in `game` (an engine Game; `Game` the engine's
 * class, for the start position of `id` with `options`): a search's score, the plies
 * played, the material left and whether the rules allow a draw claim now.
 */
export function drawFacts(Game, game, { side, game: id, options, nodes, timeMs }) {
  const limits = { nodes: Math.min(DRAW_NODES, Number(nodes) || DRAW_NODES) };
  if (timeMs != null) limits.timeMs = Math.min(DRAW_TIME_MS, Math.max(1, Number(timeMs) || DRAW_TIME_MS));
  const best = game.analyse(limits).lines[0];
  const start = new Game(id ?? game.id, options ?? undefined);
  let atStart;
  try {
    atStart = pieceCount(start);
  } finally {
    start.free();
  }
  return {
    // The search scores for the side to move, who need not be the computer.
    score: best ? scoreFor(best.score, game.turn(), side) : null,
    plies: game.history().length,
    material: materialShare(pieceCount(game), atStart),
    drawInSight: game.canClaimDraw(),
  };
}
