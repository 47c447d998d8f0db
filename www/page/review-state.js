// What the page needs of the game review before the review itself is loaded
// (www/page/review.js, loaded on first use): which game a review belongs to, the moves
// it judged, and whether the board's game may be reviewed (the Review buttons).

import { board, state } from "./state.js";
import * as owner from "./game-owner.js";
import { lineOf } from "./tree.js";

/** Which game a review belongs to: the game, its start and options. */
export function gameKey(g = owner.game()) {
  return g ? `${g.id}|${g.startPosition()}|${JSON.stringify(state.options)}` : "";
}

/** How many leading moves of `moves` the review judged (the moves still the same). */
export function reviewedPrefix(review, moves) {
  if (!review) return 0;
  let k = 0;
  while (k < moves.length && k < review.moves.length && moves[k] === review.moves[k]) k++;
  return k;
}

/** The review of the board's game, if it has one (else null). */
export function currentReview() {
  const r = state.review;
  return r && r.key === gameKey() ? r : null;
}

/**
 * Whether the board's game may be reviewed when no review is running: it is over, or no
 * computer plays in it, or it is a loaded record.
 */
export function reviewAllowed() {
  const g = owner.game();
  if (!g || !state.tree) return false;
  if (!lineOf(state.tree.root, []).length) return false;
  if (g.outcome() || state.mode === "two") return true;
  return currentReview()?.source === "record";
}
