// The end of the game as an event (issue 11.4): a panel over the lower part of the board
// with the result, the reason and what to do next (New game, Rematch, Analyse). It can
// be closed (it must not hide the last move for good) and shows again at the next end.

import { $, board, entry, onRender, put, setState, state, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { reasonKey, resultWords } from "./status.js";
import { resultText } from "./result.js";

function renderEndPanel() {
  const g = owner.game();
  const outcome = g.outcome();
  const panel = $("end-panel");
  const show = !!outcome && !state.endClosed && owner.ply() === owner.totalPlies();
  put(panel, { hidden: !show });
  if (!show) return;
  // Shogi's result already names the winner ("まで77手で先手の勝ち").
  const written = resultText(g, entry(), state.lang);
  put($("end-result"), { textContent: entry()?.family === "shogi" ? written : `${resultWords(outcome)} · ${written}` });
  put($("end-reason"), { textContent: tr(reasonKey("reason", outcome)) });
  $("end-close").setAttribute("aria-label", tr("close"));
  put($("end-close"), { title: tr("close") });
}

/**
 * Wires the panel's buttons: `actions` gives { newGame, rematch, analyse } (app.js).
 * Returns the unbind function.
 */
export function init(actions) {
  const close = () => setState({ endClosed: true });
  const handlers = [
    ["end-close", close],
    ["end-new-game", () => (close(), actions.newGame())],
    ["rematch", () => actions.rematch()],
    ["end-analyse", () => (close(), actions.analyse())],
  ];
  for (const [id, fn] of handlers) $(id).addEventListener("click", fn);
  const off = onRender(renderEndPanel);
  return () => {
    off();
    for (const [id, fn] of handlers) $(id).removeEventListener("click", fn);
  };
}
