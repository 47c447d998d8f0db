// The player bars above and below the board: who plays that side (You, the computer
// and its level, or the side's name), what that side has captured, and its clock.
// The bar below the board is the side the board shows at the bottom.

import { $, board, boardView, entry, onRender, put, setData, sideName, state, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { renderClockFace } from "./clocks.js";

/** The side drawn at the bottom of the board (the board knows its orientation). */
export const bottomSide = () => board.bottom ?? boardView().bottom;

function who(side) {
  // An opened record names its players (www/page/game-owner.js keeps its tags).
  if (state.tags?.players?.[side]) return state.tags.players[side];
  const computer = state.mode === "demo" || (state.mode === "computer" && side !== state.human);
  if (computer) return tr("bar.computer", { n: state.level });
  if (state.mode === "computer") return tr("bar.you");
  return sideName(side);
}

// Chess material by the usual count (a display convention, as lichess shows it: the
// engine decides everything that matters).
const CHESS_VALUE = { P: 1, N: 3, B: 3, R: 5, Q: 9 };

/** What `side` has to show for its captures: "+3" (chess), "3 taken" (draughts...), or "". */
function material(g, v, side) {
  const family = entry()?.family;
  if (family === "shogi") return ""; // the board draws the pieces in hand
  if (family === "chess") {
    let diff = 0;
    for (const p of v.pieces) if (p) diff += (p.side === side ? 1 : -1) * (CHESS_VALUE[String(p.kind).toUpperCase()] ?? 0);
    return diff > 0 ? `+${diff}` : "";
  }
  let played = [];
  try {
    played = g.playedMoves();
  } catch {
    played = [];
  }
  let taken = 0;
  for (const m of played) if (m.side === side) taken += m.captures?.length ?? 0;
  return taken ? tr("bar.taken", { n: taken }) : "";
}

function renderBars() {
  const g = owner.game();
  const v = boardView();
  const bottom = bottomSide();
  const outcome = g.outcome();
  for (const [id, side] of [["bar-top", 1 - bottom], ["bar-bottom", bottom]]) {
    const bar = $(id);
    setData(bar, "side", String(side));
    setData(bar.querySelector(".swatch"), "color", v.colors[side] ?? "");
    put(bar.querySelector(".who"), { textContent: who(side) });
    put(bar.querySelector(".material"), { textContent: material(g, v, side) });
    bar.classList.toggle("to-move", !outcome && v.turn === side);
    const clock = bar.querySelector(".clock");
    setData(clock, "side", String(side));
    renderClockFace(clock, side);
  }
}

/** Registers the render; returns its removal. */
export function init() {
  return onRender(renderBars);
}
