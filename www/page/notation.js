// What the move list shows for each move: the game's display text when it has one
// (chess SAN; shogi in the notation the player chose: Japanese ▲7六歩, Western P-7f or
// USI 7g7f) and, as a tooltip, the canonical notation when it differs (USI for shogi).
// The engine writes every form: moves played come from g.playedMoves(); moves ahead of
// the position shown (after going back) are described by replaying the line on a
// scratch game.

import { state } from "./state.js";

/** The shogi notations a player may choose. */
export const NOTATIONS = ["ja", "western", "usi"];

/** The notation a player of this interface language expects: Japanese for "ja", else Western. */
export function defaultNotation(lang) {
  return lang === "ja" ? "ja" : "western";
}

/**
 * A move's display text in `notation` ("ja", "western" or "usi"; only shogi moves carry
 * more than one form, so other games ignore it). Without a notation: the game's own
 * display text (Japanese for shogi, SAN for chess).
 */
export function displayText(m, notation) {
  if (notation === "usi" && (m.ja || m.western)) return m.notation;
  if (notation === "western" && m.western) return m.western;
  return m.ja || m.san || m.notation;
}

/** [{ text, title }] for each notation of `line` (the board's whole line of play). */
export function moveTexts(g, line, notation, options = state.options) {
  let infos = [];
  try {
    infos = g.playedMoves();
  } catch {
    infos = [];
  }
  if (line.length > infos.length && infos.every((m, i) => m.notation === line[i])) infos = replay(g, line, options) ?? infos;
  return line.map((text, i) => (infos[i]?.notation === text ? moveText(infos[i], notation) : { text, title: "" }));
}

/** `{ text, title, side, number }` of the engine's move `m` (as play() and playedMoves() give it). */
export function moveText(m, notation) {
  const shown = displayText(m, notation);
  // The mover and the move's number as the engine gives them (the move list numbers by them).
  return { text: shown, title: shown !== m.notation ? m.notation : "", side: m.side, number: m.number };
}

function replay(g, line, options) {
  let scratch = null;
  try {
    const opts = options && Object.keys(options).length ? options : undefined;
    scratch = g.constructor.fromPosition(g.id, g.startPosition(), opts);
    for (const n of line) scratch.play(n);
    return scratch.playedMoves();
  } catch {
    return null;
  } finally {
    scratch?.free();
  }
}
