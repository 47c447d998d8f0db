// Judges a learner's move against a lesson step (docs/lessons.md). Pure JS over the engine's
// Game API: the engine decides what is legal and why not; this module only compares the
// move the engine played with the step's goal. No DOM, no state: the page keeps the moves
// played so far in the step and passes them back.

/** The engine's refusal codes the lesson texts word (docs/api.md): the draughts family's
 *  compulsory capture, and shogi's rules a move or drop breaks (two pawns on a file, a pawn
 *  drop that mates, a drop where the piece could never move, a promotion that is forced, a
 *  king left in check). Any other refused move is `illegal-move`. */
export const ENGINE_REASONS = ["must-capture", "ambiguous-move", "illegal-move", "nifu", "uchifuzume", "dead-square", "must-promote", "king-in-check"];

/** The reason codes `judge` can give; www/lessons/texts.js has a text for each. */
export const REASONS = ["not-the-task", "draw-instead", "cannot-declare", "unreadable", ...ENGINE_REASONS];

function refusal(error) {
  if (error?.code === "cannot-declare" || ENGINE_REASONS.includes(error?.code)) return error.code;
  return "unreadable";
}

/** A game at the step's position (or the start), with its options. The caller frees it. */
export function stepGame(Game, gameId, step) {
  return step.position == null ? new Game(gameId, step.options ?? {}) : Game.fromPosition(gameId, step.position, step.options ?? {});
}

/** The moves the learner is expected to play, in order (shown after two wrong tries). */
export function solutionOf(step) {
  const goal = step.goal;
  if (goal.sequence) return goal.sequence.filter((_, i) => i % 2 === 0);
  if (step.solution) return [step.solution];
  if (goal.play) return [goal.play[0]];
  throw new Error(`step ${step.id}: no solution`);
}

/** `DECLARE`, tried as a move, is shogi's impasse declaration (an action, not a move: the
 *  page's "Declare" button passes it). */
export const DECLARE = "declare";

/** Plays `tried` in `game`: a move, or the declaration. Throws as `g.play` does. */
function playTry(game, tried) {
  if (tried !== DECLARE) return game.play(tried);
  if (!game.canDeclareWin() || !game.declareWin()) {
    throw Object.assign(new Error("the impasse declaration is not allowed here"), { code: "cannot-declare" });
  }
  return { notation: DECLARE, from: null, to: null, path: [], captures: [], crowns: false };
}

/** The canonical notation of `move` in `game` now (the move is played and taken back). */
function canonical(game, move) {
  if (move === DECLARE) return DECLARE;
  try {
    const played = game.play(move);
    game.undo();
    return played.notation;
  } catch {
    return null; // a step's expected move that is illegal is a defect the tests catch
  }
}

/** What each goal key checks after the learner's move (`move`, by side `mover`); docs/lessons.md. */
const CHECKS = {
  anyLegal: () => true,
  reach: (square, { move, cellOf }) => move.to === cellOf(square),
  capture: (n, { move }) => move.captures.length >= n,
  crown: (yes, { move }) => Boolean(move.crowns || move.promotion) === yes,
  drop: (kind, { move }) => move.drop === kind,
  huff: (square, { move, cellOf }) => move.huff != null && move.huff === cellOf(square),
  places: (n, { move }) => (move.places ?? []).length === n,
  score: (n, { game, mover }) => (game.view().scores ?? [])[mover] >= n,
  win: (_, { outcome, mover }) => outcome?.winner === mover,
  mate: (_, { outcome, mover }) => outcome?.winner === mover && outcome.reason === "checkmate",
  ends: (reason, { outcome }) => outcome?.reason === reason,
  draw: (_, { outcome }) => outcome != null && outcome.winner == null,
  goesOn: (_, { outcome }) => outcome == null,
  canClaimDraw: (_, { game }) => game.canClaimDraw(),
};

/** The keys a step's `goal` may have: the checks, and the two that name the moves. */
export const GOALS = ["play", "sequence", ...Object.keys(CHECKS)];

/** Whether the move just played in `game` meets every check of `goal`. */
function meets(goal, game, move, mover, cellOf) {
  const facts = { game, move, mover, cellOf, outcome: game.outcome() };
  return Object.entries(goal).every(([key, value]) => key === "play" || key === "sequence" || CHECKS[key](value, facts));
}

/**
 * Judges `tried` (a move in the game's notation) as the learner's next move in `step`, after
 * `played` (the moves of the step played so far: the learner's and the scripted replies, as
 * returned in `reply`). Returns `{ ok: true, done, reply, move }` — `reply` the opponent's
 * scripted answer (already counted: append `tried` and `reply` to `played`), `done` when the
 * step is complete — or `{ ok: false, reason, message }`: `reason` one of REASONS, `message`
 * the engine's own words for an illegal move. `draw-instead` is a legal move that misses the
 * goal and draws the game (a stalemate where a mate was asked).
 */
export function judge(Game, gameId, step, tried, played = []) {
  const game = stepGame(Game, gameId, step);
  try {
    for (const m of played) game.play(m);
    const goal = step.goal;
    const expected = goal.sequence ? [goal.sequence[played.length]] : goal.play;
    const wanted = expected?.map((m) => canonical(game, m));
    const mover = game.turn();
    let move;
    try {
      move = playTry(game, tried);
    } catch (error) {
      return { ok: false, reason: refusal(error), message: String(error?.message ?? error) };
    }
    const labels = game.view().labels;
    const cellOf = (square) => labels.indexOf(String(square));
    if (wanted && !wanted.includes(move.notation)) return { ok: false, reason: "not-the-task" };
    const missed = () => ({ ok: false, reason: game.outcome() && game.outcome().winner == null ? "draw-instead" : "not-the-task" });
    if (!goal.sequence && !meets(goal, game, move, mover, cellOf)) return missed();
    if (goal.sequence) {
      // A sequence ends with a learner's move (its length is odd): the other goals apply to it.
      const reply = goal.sequence[played.length + 1] ?? null;
      if (reply) {
        game.play(reply);
        return { ok: true, done: false, reply, move: move.notation };
      }
      if (!meets(goal, game, move, mover, cellOf)) return missed();
    }
    return { ok: true, done: true, reply: null, move: move.notation };
  } finally {
    game.free();
  }
}
