// The result of a finished game as each family writes it at the end of its move list: the
// engine's `outcome().token` (draughts "2-0" / "1-1" / "0-2", chess "1-0" / "½-½" / "0-1",
// the small games "1-0" / "1/2-1/2" / "0-1", shogi KIF's closing line "まで77手で先手の勝ち").
// Shogi's closing line is Japanese: other languages say it in their words ("Sente wins in
// 77 moves") from the outcome's winner and move count. Nothing is inferred here.

import { colorName, has, t } from "../i18n.js";

/** The result text of `g` (finished) whose catalog entry is `entry`, in `lang`. */
export function resultText(g, entry, lang) {
  const outcome = g.outcome();
  if (!outcome) return "";
  if (entry?.family !== "shogi" || lang === "ja") return outcome.token;
  const w = outcome.winner;
  const n = outcome.plies;
  if (w == null) return t(lang, "result.shogi.draw", { n });
  const own = `side.shogi.${w}`;
  const side = has(own) ? t(lang, own) : colorName(lang, g.view().colors[w], w, "shogi");
  return t(lang, "result.shogi.win", { n, side });
}
