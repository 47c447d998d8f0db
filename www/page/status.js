// Renders of the status line, the notice over the board and the toolbar's enabled
// buttons: they read `state` and the board's game and write the DOM only.

import { $, board, boardView, entry, onRender, put, setData, setState, sideName, state, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { clip, has } from "../i18n.js";

/**
 * The text key of an ending: a family's own wording first (chess: "move-rule" is the
 * claimed fifty-move draw, "move-rule-75" the automatic one), else the common one.
 */
export function reasonKey(prefix, outcome) {
  const own = `${prefix}.${entry()?.family}.${outcome.reason}`;
  return has(own) ? own : `${prefix}.${outcome.reason}`;
}

/**
 * The text key of an ending's explanation, which must agree with its result: a reason may
 * end in a win or a draw (Alquerque's 40-ply rule: the side with more pieces wins, equal
 * pieces draw; Incorrect Checkers: neither can move), so the family's text for that result
 * comes first, then the family's, then the common text for that result, then the common one.
 */
export function helpKey(outcome) {
  const family = entry()?.family, reason = outcome.reason;
  const result = outcome.winner == null ? "draw" : "win";
  const keys = [`help.${family}.${reason}.${result}`, `help.${family}.${reason}`, `help.${reason}.${result}`];
  return keys.find(has) ?? `help.${reason}`;
}

/** "White wins" / "Draw": the result of an outcome in words. */
export const resultWords = (outcome) => (outcome.winner == null ? tr("draw") : tr("wins", { side: sideName(outcome.winner) }));

function renderStatus() {
  const g = owner.game();
  const v = boardView();
  const outcome = g.outcome();
  const status = $("status");
  const swatch = status.querySelector(".swatch");
  let text;
  if (outcome) {
    text = tr("resultLine", { result: resultWords(outcome), reason: tr(reasonKey("reason", outcome)) });
    setData(swatch, "color", outcome.winner == null ? "" : v.colors[outcome.winner]);
  } else {
    text = state.thinking ? tr("thinking", { side: sideName(v.turn) }) : tr("toMove", { side: sideName(v.turn) });
    setData(swatch, "color", v.colors[v.turn]);
  }
  status.classList.toggle("over", !!outcome);
  put($("status-text"), { textContent: text });
  const help = $("result-help");
  put(help, { hidden: !outcome });
  put(help, { textContent: outcome ? tr(helpKey(outcome)) : "" });
  renderNotice();
}

function renderToolbar() {
  const g = owner.game();
  const outcome = g.outcome();
  const busy = state.thinking;
  const ply = owner.ply(), total = owner.totalPlies();
  put($("undo"), { disabled: ply === 0 });
  put($("prev"), { disabled: ply === 0 || busy });
  put($("first"), { disabled: ply === 0 || busy });
  put($("redo"), { disabled: ply >= total || busy });
  put($("last"), { disabled: ply >= total || busy });
  const replay = $("replay");
  put(replay, { max: String(total) });
  put(replay, { value: String(ply) });
  put(replay, { disabled: busy || total === 0 });
  const myTurn = state.mode !== "computer" || g.turn() === state.human;
  // Offers and resignation are about the game's last position, not one looked at before it.
  const reviewing = ply < total;
  put($("offer-draw"), { disabled: !!outcome || g.history().length === 0 || busy || state.mode === "demo" || reviewing });
  put($("resign"), { disabled: !!outcome || busy || !myTurn || state.mode === "demo" || reviewing });
}

// ---- the notice: a short message over the top of the board (it never moves the board) ----

const NOTICE_MAX = 400;

/** Shows `state.notice`, cut to a few lines; a longer one stays up longer to be read. */
function renderNotice() {
  const el = $("notice");
  const text = clip(state.notice, NOTICE_MAX);
  if (text === state.noticeShown.text && el.hidden === !text) return;
  state.noticeShown.text = text;
  clearTimeout(state.noticeShown.timer);
  put(el, { textContent: text });
  put(el, { hidden: !text });
  if (text) {
    const shown = state.notice;
    // The notice's end is a change of the state like any other.
    state.noticeShown.timer = setTimeout(() => state.notice === shown && setState({ notice: "" }), Math.min(12000, Math.max(4000, text.length * 60)));
  }
}

/** Registers the renders; returns their removal. */
export function init() {
  const offs = [onRender(renderStatus), onRender(renderToolbar)];
  return () => offs.forEach((off) => off());
}
