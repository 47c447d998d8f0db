// The game review's judgement of a move (issue 12.3): inaccuracy, mistake or blunder by
// how much the move lost for the player who made it. Pure functions over the engine's
// scores (www/page/review.js asks the engine; nothing here knows a rule).
//
// A score is the engine's: a number in the game's unit (a man or pawn = 100), or a result
// the search proved, { win: plies } / { loss: plies }. `before` is the score of the position
// before the move and `after` of the position after it, both for the player who moved.
// The thresholds and why they are what they are: docs/playing.md, "The game review".

import { winRate as rateOf } from "./eval-text.js";

/** The marks, mildest first. */
export const MARKS = ["inaccuracy", "mistake", "blunder"];

/** The glyph of each mark, as annotated games write them. */
export const GLYPHS = { inaccuracy: "?!", mistake: "?", blunder: "??" };

/**
 * The smallest loss that earns each mark, per family, in the game's unit, as lost from a
 * level position; `cap` is the advantage at which the game is decided. Losses are taken
 * on a winning-chance scale (see `chances`), so the further a side leads the more it takes
 * to earn a mark. Win-rate games (Monte Carlo: Zong-Heng, Binary) are judged by the drop
 * in the win rate (0..1) instead.
 */
export const THRESHOLDS = {
  draughts: { inaccuracy: 30, mistake: 60, blunder: 90, cap: 300 },
  chess: { inaccuracy: 50, mistake: 100, blunder: 200, cap: 700 },
  shogi: { inaccuracy: 100, mistake: 250, blunder: 500, cap: 1500 },
  small: { inaccuracy: 50, mistake: 100, blunder: 200, cap: 500 },
  winrate: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3, cap: 1 },
};

/** ln(19): the logistic's 0.9, where `chances` puts a row's cap. */
const DECIDED = Math.log(19);

/** The row of THRESHOLDS for a game of `family` analysed as `kind` ("search" or "winrate"). */
export function thresholdsFor(family, kind) {
  if (kind === "winrate") return THRESHOLDS.winrate;
  return THRESHOLDS[family] ?? THRESHOLDS.small;
}

/** The same score for the other player. */
export function negate(score) {
  if (typeof score === "number") return score === 0 ? 0 : -score;
  if (score && "win" in score) return { loss: score.win };
  if (score && "loss" in score) return { win: score.loss };
  return score;
}

/** A score of the first player's (side 0's) view seen by `side`. */
export const forSide = (score, side) => (side === 0 ? score : negate(score));

const isWin = (s) => typeof s === "object" && s !== null && "win" in s;
const isLoss = (s) => typeof s === "object" && s !== null && "loss" in s;

/** A win-rate score back to the win rate (0..1, www/page/eval-text.js); proven results are 1 and 0. */
export function winRate(score) {
  if (isWin(score)) return 1;
  if (isLoss(score)) return 0;
  return rateOf(score);
}

/**
 * A score as winning chances in [-1, 1] (lichess's measure): 2 / (1 + e^(-s/k)) - 1 with k
 * set so that the row's cap is 0.9; proven results are 1 and -1. Win-rate rows: 2p - 1.
 */
export function chances(row, score) {
  if (isWin(score)) return 1;
  if (isLoss(score)) return -1;
  if (row === THRESHOLDS.winrate) return 2 * winRate(score) - 1;
  return 2 / (1 + Math.exp((-score * DECIDED) / row.cap)) - 1;
}

/** What the move lost for its player, in the row's measure (win rate, or winning chances). */
export function loss(row, before, after) {
  if (row === THRESHOLDS.winrate) return winRate(before) - winRate(after);
  return chances(row, before) - chances(row, after);
}

/** The least loss that earns `mark`: its threshold as lost from a level position. */
function least(row, mark) {
  return row === THRESHOLDS.winrate ? row[mark] : chances(row, row[mark]);
}

/**
 * The mark of a move that took its player from `before` to `after` (scores for that
 * player), or null. A proven result is the whole of the scale: a forced win let go for a
 * position no longer decided, or a forced loss walked into from one that was not, loses
 * more than the blunder threshold; a longer win, a quicker loss, or a win the search can
 * no longer prove in a position still decided loses (next to) nothing.
 */
export function classify(row, before, after) {
  if (before == null || after == null) return null;
  const lost = loss(row, before, after);
  for (const mark of [...MARKS].reverse()) if (lost >= least(row, mark) - 1e-9) return mark;
  return null;
}

/**
 * The score, for its player, of the move `move` played where the engine's analysis was
 * `lines` ([{ move, score }], best first, scores for the side to move) and the position it
 * led to scores `next` (for the same player). The move's own line is the fair measure (one
 * search judged it and the best move alike). A move the search did not list is at most as
 * good as the last line it listed (when it listed `wanted`), and `next` says how bad; but
 * a Monte Carlo win rate of the next position is not comparable (each tree rates its own
 * best move too high), so there the last line stands unless `next` is a proven result.
 */
export function playedScore(lines, move, next, wanted, kind = "search") {
  const own = lines?.find((l) => l.move === move);
  if (own) return own.score;
  if (next == null) return null;
  if (!lines || lines.length < wanted || typeof next !== "number") return next;
  const last = lines[lines.length - 1].score;
  if (typeof last !== "number") return next;
  return kind === "winrate" ? last : Math.min(next, last);
}

/**
 * The marks of a game's moves, one (or null) per move. `evals[i]` is the score of the
 * position after i moves for the first player (side 0), null where unknown; `turns[i]`
 * the side to move there; `lines[i]` the engine's lines there ([{ move, score }], best
 * first, for the side to move; absent for evaluations read from a record); `moves[i]`
 * the move played; `wanted` how many lines were asked; `kind` the analysis's ("search" or
 * "winrate"). The engine's own choice is never marked.
 */
export function markMoves({ evals, turns, lines = [], moves, row, wanted = 1, kind = "search" }) {
  return moves.map((move, i) => {
    const mover = turns[i];
    if (evals[i] == null || mover == null) return null;
    if (lines[i]?.[0]?.move === move) return null;
    const next = evals[i + 1] == null ? null : forSide(evals[i + 1], mover);
    const before = lines[i]?.[0]?.score ?? forSide(evals[i], mover);
    return classify(row, before, playedScore(lines[i], move, next, wanted, kind));
  });
}
