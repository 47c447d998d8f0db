// A move told in words for screen readers ("Black 22 takes 18, lands on 15" /
// 「黒 22×15、18を取る」), built from the move's cells and the game's square names.

import { colorName, has, t } from "../i18n.js";

/** A cell's name in the game's notation (its label), else its number from 1. */
export const cellName = (view, cell) => view.labels?.[cell] || String(cell + 1);

/**
 * A shogi move in the notation the board's `notation` attribute names ("ja" ▲7六歩,
 * "western" P-7f, "usi" 7g7f), or null (no such attribute, or a game with one notation).
 */
export function notationText(move, notation) {
  if (!move.ja && !move.western) return null;
  if (notation === "ja") return move.ja;
  if (notation === "western") return move.western ?? null;
  if (notation === "usi") return move.notation;
  return null;
}

/**
 * The words for `move` played by `side`, in `lang`; `view` is any view of the game.
 * `notation` (the board's attribute) makes a shogi move read in that notation; without
 * it, Japanese in Japanese and plain words ("Black drops pawn on 5e") in English.
 */
export function describeMove(lang, view, move, side, notation = null) {
  const who = colorName(lang, view.colors[side], side, view.style);
  const list = (cells) => cells.map((c) => cellName(view, c)).join(t(lang, "say.sep"));
  const written = notationText(move, notation);
  let text;
  if (written) text = t(lang, "say.notation", { side: who, text: written });
  else if (lang === "ja" && move.ja) text = t(lang, "say.notation", { side: who, text: move.ja });
  else if (move.san) text = t(lang, "say.notation", { side: who, text: move.san });
  else if (move.notation === "pass" && move.from == null) text = t(lang, "say.pass", { side: who });
  else if (move.drop != null) {
    const piece = has(`kind.${view.style}.${move.drop}`) ? t(lang, `kind.${view.style}.${move.drop}`) : move.drop;
    text = t(lang, "say.drop", { side: who, piece, to: cellName(view, move.to) });
  }
  else if (move.places?.length && move.from == null) text = t(lang, "say.place", { side: who, cells: list(move.places) });
  else if (move.captures?.length)
    text = t(lang, "say.capture", { side: who, from: cellName(view, move.from), to: cellName(view, move.to), caps: list(move.captures) });
  else text = t(lang, "say.move", { side: who, from: cellName(view, move.from), to: cellName(view, move.to) });
  if (move.huff != null) text = t(lang, "say.huff", { cell: cellName(view, move.huff) }) + text;
  if (move.crowns && !move.san && !written && !(lang === "ja" && move.ja)) text += t(lang, "say.crown");
  return text;
}

/** The words for an outcome. */
export function describeOutcome(lang, view, outcome) {
  const result = outcome.winner == null ? t(lang, "draw") : t(lang, "wins", { side: colorName(lang, view.colors[outcome.winner], outcome.winner, view.style) });
  return t(lang, "resultLine", { result, reason: t(lang, `reason.${outcome.reason}`) });
}

/** The position in words: whose turn, then each side's pieces by kind with their squares. */
export function describePosition(lang, view, gameName) {
  const parts = [];
  if (gameName) parts.push(gameName);
  const sideOf = (side) => colorName(lang, view.colors[side], side, view.style);
  if (!view.outcome) parts.push(t(lang, "toMove", { side: sideOf(view.turn) }));
  for (const side of [0, 1]) {
    const byKind = new Map();
    view.pieces.forEach((p, cell) => {
      if (!p || p.side !== side) return;
      const kind = p.label ?? (has(`piece.${p.kind}`) ? t(lang, `piece.${p.kind}`) : p.kind);
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind).push(cellName(view, cell));
    });
    const groups = [...byKind].map(([kind, cells]) => t(lang, "say.group", { kind, cells: cells.join(t(lang, "say.sep")) }));
    for (const h of view.hands?.[side] ?? []) {
      const kind = has(`kind.${view.style}.${h.kind}`) ? t(lang, `kind.${view.style}.${h.kind}`) : h.label;
      if (h.count) groups.push(t(lang, "say.hand", { kind, n: h.count }));
    }
    parts.push(t(lang, "say.side", { side: sideOf(side), pieces: groups.length ? groups.join(t(lang, "say.groupSep")) : t(lang, "say.none") }));
  }
  return parts.join(t(lang, "say.partSep"));
}
