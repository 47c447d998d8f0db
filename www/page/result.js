// The result of a finished game as each family writes it at the end of its move list:
// draughts "2-0" / "1-1" / "0-2" (lidraughts: two points a game, the first side's score
// first), chess "1-0" / "½-½" / "0-1", shogi "まで77手で先手の勝ち" (KIF's closing line)
// or "Sente wins in 77 moves" in English, and the small games as their records end
// ("1-0", "0-1", "1/2-1/2"). The engine's outcome says who won; nothing is inferred here.

import { colorName, has, t } from "../i18n.js";

/** The result text of `g` (finished) whose catalog entry is `entry`, in `lang`. */
export function resultText(g, entry, lang) {
  const outcome = g.outcome();
  if (!outcome) return "";
  const w = outcome.winner;
  const family = entry?.family;
  if (family === "draughts") return w == null ? "1-1" : w === 0 ? "2-0" : "0-2";
  if (family === "chess") return w == null ? "½-½" : w === 0 ? "1-0" : "0-1";
  if (family === "shogi") {
    const n = g.history().length;
    if (w == null) return t(lang, "result.shogi.draw", { n });
    const own = `side.shogi.${w}`;
    const side = has(own) ? t(lang, own) : colorName(lang, g.view().colors[w], w, "shogi");
    return t(lang, "result.shogi.win", { n, side });
  }
  return w == null ? "1/2-1/2" : w === 0 ? "1-0" : "0-1";
}
