// A line the endgame tables decide (docs/egdb.md, "On the page"): the engine's analysis
// gives it `database: { result: "win" | "draw" | "loss", plies }` for the side to move
// (plies to the winner's next capture or crowning). Shown instead of its number, from
// the first player's side as every score of the panel is (www/page/eval-text.js):
// "Win, database (12)", "Loss, database (12)", "Draw, database"; the words name the winner.

import "../i18n-late.js"; // the English texts of the parts loaded on first use
import { sideName, tr } from "./state.js";

/** The line's result for side 0 ("win", "draw" or "loss"), or null when the tables did not decide it. */
export function databaseForSideZero(line, turn) {
  const result = line?.database?.result;
  if (result !== "win" && result !== "draw" && result !== "loss") return null;
  if (result === "draw" || turn !== 1) return result;
  return result === "win" ? "loss" : "win";
}

/** { text, words, short } for a line the tables decide, or null. */
export function databaseTexts(line, turn) {
  const result = databaseForSideZero(line, turn);
  if (!result) return null;
  if (result === "draw") return { text: tr("analysis.dbDraw"), words: tr("analysis.dbDrawWords"), short: "=" };
  const n = line.database.plies;
  return {
    text: tr(result === "win" ? "analysis.dbWin" : "analysis.dbLoss", { n }),
    words: tr("analysis.dbWinFor", { side: sideName(result === "win" ? 0 : 1), n }),
    short: "DB",
  };
}
