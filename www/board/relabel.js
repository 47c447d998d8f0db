// A new language for a board that is showing a game: the canvas is drawn again (shogi's
// ranks are 一..九 in Japanese, a..i otherwise), its label is written again, and the live
// region's last words (the last move, or the whole position after "D") are said again in
// the new language. Words it cannot say again (a square under the keyboard cursor) are
// emptied: a screen reader never finds the old language there.

import { t } from "../i18n.js";
import { describeMove, describeOutcome, describePosition } from "./describe.js";
import { redraw, shownView } from "./frame.js";
import { gameName } from "./game.js";
import { attr, langOf } from "./state.js";

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
  // A board shows a game when it has a view: its own engine game, or a host's (board/host.js).
  if (!s.view) return;
  const lang = langOf(s);
  s.dom.canvas.setAttribute("aria-label", t(lang, "boardLabel", { game: gameName(s, lang) }));
  const text = s.dom.live.textContent;
  if (!text) return;
  const said = [(l) => lastMoveWords(s, l), (l) => describePosition(l, shownView(s), gameName(s, l))];
  const again = said.find((words) => words(was) === text);
  s.dom.live.textContent = again ? again(lang) : "";
}
