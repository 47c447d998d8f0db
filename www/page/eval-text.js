// An analysis score as players read it (issue 12.3). The engine scores a line for the
// side to move (a man or pawn = 100, or a proven { win } / { loss } in plies); the page
// shows every score from the first player's point of view (side 0: White in chess and
// international draughts, Black in checkers, Sente in shogi), as lichess shows White's:
// "+0.35", a mate "#3" / "#-3" in chess and shogi, a forced win "W3" / "W-3" in the
// other games, and for the Monte Carlo games their win rate, "62%". A result counts the
// winner's moves, as chess players count a mate; shogi counts every ply (手), as a
// tsume is counted ("5手詰") and lishogi shows it. Pure functions: no DOM, no engine.

/**
 * The scale of the Monte Carlo games' scores: the engine puts a win rate p on the
 * evaluation scale as 200 * ln(p / (1 - p)) (src/ai/mcts.rs, EVAL_SCALE).
 */
export const WIN_RATE_SCALE = 200;

/** lichess's winning-chances curve for a score in centipawns (a man or pawn = 100). */
const CHANCES_SLOPE = 0.00368208;

/** The families whose forced wins are mates, written "#n". */
const MATE_FAMILIES = new Set(["chess", "shogi"]);

/** The count a family writes for a result `plies` away (the winner's last ply ends the game). */
export const resultCount = (plies, family = "") => Math.max(1, family === "shogi" ? plies : Math.ceil(plies / 2));

/**
 * The score from side 0's point of view: { value } in evaluation units, or { win: n } /
 * { loss: n } for side 0 (n as `family` counts a result). `turn` is the side to move.
 */
export function forSideZero(score, turn, family = "") {
  const flip = turn === 1;
  if (score && typeof score === "object") {
    const wins = score.win != null;
    const moves = resultCount(wins ? score.win : score.loss, family);
    return wins !== flip ? { win: moves } : { loss: moves };
  }
  const value = Number(score) || 0;
  return { value: flip ? -value : value };
}

/** The win rate (0..1) of the side to move for a Monte Carlo score on the evaluation scale. */
export const winRate = (value) => 1 / (1 + Math.exp(-value / WIN_RATE_SCALE));

/** Side 0's share of the evaluation bar (0..1): its winning chances. */
export function sideZeroShare(score, turn, kind = "search") {
  const s = forSideZero(score, turn);
  if (s.win != null) return 1;
  if (s.loss != null) return 0;
  if (kind === "winrate") return winRate(s.value);
  return 1 / (1 + Math.exp(-CHANCES_SLOPE * s.value));
}

/**
 * The score as text from side 0's point of view: "+0.35" / "-1.20" (pawns or men),
 * "#3" / "#-3" (mate in chess and shogi), "W3" / "W-3" (a forced win elsewhere), "62%"
 * (side 0's win rate in a Monte Carlo game). `short` drops the sign and a decimal (the bar).
 */
export function scoreText(score, { turn = 0, kind = "search", family = "", short = false } = {}) {
  const s = forSideZero(score, turn, family);
  if (s.value == null) {
    const mark = MATE_FAMILIES.has(family) ? "#" : "W";
    const moves = s.win ?? s.loss;
    return short ? `${mark}${moves}` : `${mark}${s.win != null ? "" : "-"}${moves}`;
  }
  if (kind === "winrate") return `${Math.round(winRate(s.value) * 100)}%`;
  const pawns = s.value / 100;
  const abs = Math.abs(pawns);
  if (short) return abs >= 10 ? abs.toFixed(0) : abs.toFixed(1);
  const digits = abs >= 10 ? 1 : 2;
  // No "-0.00": a value that rounds to zero is even.
  if (Number(abs.toFixed(digits)) === 0) return (0).toFixed(digits);
  return `${pawns > 0 ? "+" : "-"}${abs.toFixed(digits)}`;
}

/** Which side the score favours (0 or 1), or null when it is even. */
export function favoured(score, turn, kind = "search") {
  const share = sideZeroShare(score, turn, kind);
  return share > 0.5 ? 0 : share < 0.5 ? 1 : null;
}

/** A node count as players read it: 950, 12.3k, 4.56M. */
export function nodesText(n) {
  const v = Number(n) || 0;
  if (v < 1000) return String(v);
  if (v < 1e6) return `${(v / 1000).toFixed(v < 1e4 ? 2 : 1)}k`;
  return `${(v / 1e6).toFixed(v < 1e7 ? 2 : 1)}M`;
}
