// The promotion chooser: when the clicked move exists with several promotions (a
// chess pawn reaching the last rank, a shogi piece entering, leaving or moving in the
// promotion zone), each choice is a button showing the piece it becomes, drawn by the
// board's own piece renderer. Only the engine's moves are offered: a forced promotion
// is one move and never reaches this chooser.

import { drawPiece } from "./pieces.js";
import { t } from "../i18n.js";

const CHESS_ORDER = ["q", "r", "b", "n"];

/** Whether `moves` are one move differing only by promotion (the chooser applies). */
export function isPromotionChoice(moves) {
  if (!moves || moves.length < 2) return false;
  const [a] = moves;
  if (a.from == null || a.drop != null) return false;
  return moves.every((m) => m.from === a.from && m.to === a.to && m.drop == null) && moves.some((m) => m.promotion);
}

/** The piece a move leaves on its square, as the renderer draws it. */
function resultPiece(style, moving, m) {
  if (style === "chess") return { side: moving.side, kind: String(m.promotion || moving.kind).toUpperCase(), promoted: false };
  if (m.promotion === "+") return { side: moving.side, kind: `+${String(moving.kind).replace("+", "")}`, promoted: true };
  return { ...moving };
}

function figure(style, piece, color, size, set) {
  const canvas = document.createElement("canvas");
  const ratio = globalThis.devicePixelRatio || 1;
  canvas.width = Math.round(size * ratio);
  canvas.height = Math.round(size * ratio);
  canvas.style.width = `${size}px`;
  canvas.style.height = `${size}px`;
  canvas.setAttribute("aria-hidden", "true");
  const ctx = canvas.getContext("2d");
  ctx.scale(ratio, ratio);
  drawPiece(ctx, style, piece, 0, 0, size, { color, upsideDown: false, set });
  return canvas;
}

/** The label of one choice: a chess piece's name, or 成る / 不成. */
function choiceName(lang, style, m) {
  if (style === "chess") return t(lang, `chessPiece.${String(m.promotion).toUpperCase()}`);
  return t(lang, m.promotion ? "promote.yes" : "promote.no");
}

/**
 * Fills `box` (the chooser's dialog element) with one figure button per move.
 * `view` is the board's view before the move; `button(content, cls, fn)` makes a button;
 * `label(move)` names a move (the board's notation); `set` is the board's piece set.
 */
export function fillPromotionChooser(box, { lang, view, moves, size, button, onPlay, label, set }) {
  const style = view.style;
  const moving = view.pieces[moves[0].from] ?? { side: view.turn, kind: "P", promoted: false };
  const color = view.colors[moving.side];
  const order = (m) => (style === "chess" ? CHESS_ORDER.indexOf(String(m.promotion)) : m.promotion ? 0 : 1);
  const sorted = [...moves].sort((a, b) => order(a) - order(b));
  const title = document.createElement("div");
  title.className = "bg-title";
  title.textContent = t(lang, style === "chess" ? "promote.chess" : "promote.shogi");
  box.setAttribute("aria-label", title.textContent);
  box.classList.add("bg-promotion");
  const row = document.createElement("div");
  row.className = "bg-promotion-row";
  for (const m of sorted) {
    const name = choiceName(lang, style, m);
    const b = button("", "bg-piece-choice", () => onPlay(m));
    b.dataset.promotion = m.promotion ?? "";
    b.title = `${name} (${label ? label(m) : (lang === "ja" && m.ja) || m.san || m.notation})`;
    b.setAttribute("aria-label", b.title);
    b.append(figure(style, resultPiece(style, moving, m), color, size, set));
    if (style !== "chess") {
      const caption = document.createElement("span");
      caption.className = "bg-caption";
      caption.textContent = name;
      b.append(caption);
    }
    row.append(b);
  }
  box.append(title, row);
}
