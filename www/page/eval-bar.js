// The evaluation bar beside the board (issue 12.3): each side's share in its colour, the
// side at the bottom of the board filling from the bottom (from the left on a phone,
// where the bar lies above the board), and the score at the leading side's end: "0.4",
// "#3" for a mate, "W5" for a forced win, "62%" for a win rate (www/page/eval-text.js).
// A render: it reads the analysis model (www/page/analysis.js) and writes the DOM only.

import "../i18n-late.js"; // the English texts of the parts loaded on first use
import { $, sideName, tr } from "./state.js";
import { forSideZero, scoreText, sideZeroShare } from "./eval-text.js";
import { databaseTexts } from "./database-text.js";

/** The share of side 0 a finished position shows: all for the winner, half for a draw. */
const outcomeShare = (outcome) => (outcome.winner == null ? 0.5 : outcome.winner === 0 ? 1 : 0);

/** The bar's words for a score: "+0.35 (White)", "Mate in 3 for White", "White wins in 5". */
export function scoreWords(score, m) {
  const s = forSideZero(score, m.turn, m.family);
  if (s.value == null) {
    const side = sideName(s.win != null ? 0 : 1);
    const n = s.win ?? s.loss;
    return tr(m.family === "chess" || m.family === "shogi" ? "analysis.mateFor" : "analysis.winFor", { side, n });
  }
  const text = scoreText(score, m);
  if (m.kind === "winrate") return tr("analysis.winRateFor", { side: sideName(0), rate: text });
  return tr("analysis.scoreFor", { score: text, side: sideName(0) });
}

export function renderEvalBar(m) {
  const bar = $("eval-bar");
  bar.hidden = !m.shown;
  if (!m.shown) return;
  const best = m.lines[0];
  let share = 0.5;
  let text = "";
  let words = tr("analysis.thinking");
  if (best) {
    share = sideZeroShare(best.score, m.turn, m.kind);
    text = scoreText(best.score, { ...m, short: true });
    words = scoreWords(best.score, m);
    // The endgame tables' result: its words, and "DB" rather than the table score's number.
    const db = databaseTexts(best, m.turn);
    if (db) ({ short: text, words } = db);
  } else if (m.outcome) {
    share = outcomeShare(m.outcome);
    words = tr("analysis.over");
  }
  const bottomShare = m.bottom === 0 ? share : 1 - share;
  bar.style.setProperty("--share", bottomShare.toFixed(4));
  bar.dataset.top = m.colors[1 - m.bottom] ?? "";
  bar.dataset.bottom = m.colors[m.bottom] ?? "";
  // The score sits at the end of the side it favours (the bottom one when even).
  const label = bar.querySelector(".eval-text");
  label.textContent = text;
  label.dataset.at = bottomShare >= 0.5 ? "bottom" : "top";
  label.dataset.color = bottomShare >= 0.5 ? bar.dataset.bottom : bar.dataset.top;
  bar.dataset.share = share.toFixed(4);
  if (bar.title !== words) {
    bar.title = words;
    bar.setAttribute("aria-label", words);
  }
}
