// A new language for a board that is showing a game: the canvas is drawn again (shogi's
// ranks are 一..九 in Japanese, a..i otherwise), its label is written again, and the live
// region's last words (the last move, or the whole position after "D") are said again in
// the new language. Words it cannot say again (a square under the keyboard cursor) are
// emptied: a screen reader never finds the old language there.

import { cachedCatalog } from "../engine.js";
import { t } from "../i18n.js";
import { describeMove, describeOutcome, describePosition } from "./describe.js";
import { redraw, shownView } from "./frame.js";
import { attr, langOf } from "./state.js";

/** The game's name in `lang`. */
function nameIn(s, lang) {
  const entry = cachedCatalog()?.find((c) => c.id === s.game?.id);
  return entry ? (entry.name[lang] ?? entry.name.en) : (s.game?.id ?? "");
}

/** The words the board says after its last move (as board/game.js says them), in `lang`. */
function lastMoveWords(s, lang) {
  const move = s.view.lastMove;
  if (!move) return null;
  const words = describeMove(lang, s.view, move, 1 - s.view.turn, attr(s, "notation"));
  return s.outcome ? `${words}. ${describeOutcome(lang, s.view, s.outcome)}` : words;
}

/** Redraws and relabels the board after its language changed from `was`. */
export function relabel(s, was) {
  redraw(s);
  if (!s.view || !s.game) return;
  const lang = langOf(s);
  s.dom.canvas.setAttribute("aria-label", t(lang, "boardLabel", { game: nameIn(s, lang) }));
  const text = s.dom.live.textContent;
  if (!text) return;
  const said = [(l) => lastMoveWords(s, l), (l) => describePosition(l, shownView(s), nameIn(s, l))];
  const again = said.find((words) => words(was) === text);
  s.dom.live.textContent = again ? again(lang) : "";
}
