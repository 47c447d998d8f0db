// Page helpers for issue 8: the position in words on demand (the board also says it on
// "D"), shown beside the board where screen readers read it; the engine's move for the
// side to move (Analyse), in words and as an arrow. (The animation speed is a setting:
// www/page/settings.js.)

import { $, board, computerSide, state, tr } from "./state.js";
import { ComputerPlayer, DEFAULT_THINK_MS } from "../ai.js";
import { describeMove } from "../board/describe.js";

function describe() {
  const out = $("position-words");
  const text = board.describePosition?.() ?? "";
  // Emptied first so that the same words asked twice are read again.
  out.textContent = "";
  out.hidden = !text;
  requestAnimationFrame(() => (out.textContent = text));
}

/** The description belongs to one position: hidden again when the board changes. */
function stale() {
  const out = $("position-words");
  out.hidden = true;
  out.textContent = "";
  analyst?.cancel();
  if (board.hasAttribute("marks")) board.removeAttribute("marks");
}

// ---- analysis: the engine's best move for the side to move, in words and as an arrow ----

let analyst = null;
const ANALYSIS_LEVEL = 6;

function say(text) {
  const out = $("position-words");
  out.hidden = false;
  out.textContent = text;
}

export async function analyse() {
  const g = board.game;
  if (!g) return;
  if (g.outcome()) return say(tr("analysis.over"));
  if (g.turn() === computerSide()) return say(tr("analysis.computerTurn"));
  analyst ??= new ComputerPlayer();
  analyst.cancel();
  say(tr("analysis.thinking"));
  const ply = g.history().length;
  let notation = null;
  try {
    notation = await analyst.think({
      game: g.id,
      options: Object.keys(state.options).length ? state.options : null,
      position: g.startPosition(),
      moves: g.history(),
      level: ANALYSIS_LEVEL,
      timeMs: state.thinkMs ?? DEFAULT_THINK_MS,
    });
  } catch {
    notation = null;
  }
  // Only if the position is still the one analysed.
  if (board.game !== g || g.history().length !== ply) return;
  const move = notation && g.legalMoves().find((m) => m.notation === notation);
  if (!move) return say(tr("analysis.none"));
  const view = g.view();
  say(tr("analysis.best", { move: move.notation, words: describeMove(state.lang, view, move, view.turn) }));
  const name = (c) => view.labels[c];
  if (move.from != null && move.to != null && move.from !== move.to) board.setAttribute("marks", `arrow green: ${name(move.from)}-${name(move.to)}`);
  else if (move.to != null) board.setAttribute("marks", `green: ${name(move.to)}`);
}

/** Wires the buttons and the board's events; returns the unbind. */
export function init() {
  const onLang = () => {
    if (!$("position-words").hidden) setTimeout(describe, 0);
  };
  const binds = [
    [$("describe"), "click", describe],
    [$("analyse"), "click", analyse],
    [$("lang-select"), "change", onLang],
    ...["move", "undo", "navigate", "ready"].map((type) => [board, type, stale]),
  ];
  for (const [el, type, fn] of binds) el.addEventListener(type, fn);
  return () => {
    for (const [el, type, fn] of binds) el.removeEventListener(type, fn);
  };
}
