// What the move list shows for each move: the game's display text when it has one
// (shogi's Japanese notation ▲7六歩, chess SAN) and, as a tooltip, the canonical
// notation when it differs (USI for shogi). The engine writes both: moves played come
// from g.playedMoves(); moves ahead of the position shown (after going back) are
// described by replaying the line on a scratch game.

import { state } from "./state.js";

const display = (m) => m.ja || m.san || m.notation;

/** [{ text, title }] for each notation of `line` (the board's whole line of play). */
export function moveTexts(g, line) {
  let infos = [];
  try {
    infos = g.playedMoves();
  } catch {
    infos = [];
  }
  if (line.length > infos.length && infos.every((m, i) => m.notation === line[i])) infos = replay(g, line) ?? infos;
  return line.map((notation, i) => {
    const m = infos[i];
    if (!m || m.notation !== notation) return { text: notation, title: "" };
    const text = display(m);
    return { text, title: text !== notation ? notation : "" };
  });
}

function replay(g, line) {
  let scratch = null;
  try {
    const options = Object.keys(state.options).length ? state.options : undefined;
    scratch = g.constructor.fromPosition(g.id, g.startPosition(), options);
    for (const n of line) scratch.play(n);
    return scratch.playedMoves();
  } catch {
    return null;
  } finally {
    scratch?.free();
  }
}
