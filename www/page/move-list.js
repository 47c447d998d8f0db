// The move list: the game's tree (www/page/tree.js) as lichess shows it, the mainline in
// numbered rows and each variation in brackets after the move it replaces, then the
// result once the game is over. Moves of the line on the board are ".move" up to the
// position shown and ".ahead" after it; moves of other lines are ".alt". Every move
// carries data-path (its place in the tree); those of the line on the board data-ply too.

import { $, entry, onRender, state, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { fullPath, isMainline, listTokens, lineOf, movesOf } from "./tree.js";
import { h, patch } from "./h.js";
import { currentReview, reviewedPrefix } from "./review-state.js";
import * as notation from "./notation.js";
import { resultText } from "./result.js";

/** The notation setting as notation.js takes it ("auto" follows the language). */
export function notationChoice() {
  if (state.notation !== "auto") return state.notation;
  return notation.defaultNotation(state.lang);
}

const textCache = new Map();

/** The display texts of `moves` from the start of the board's game (cached per line). */
function textsOf(g, moves) {
  const key = `${g.id}|${JSON.stringify(state.options)}|${g.startPosition()}|${notationChoice()}|${moves.join(" ")}`;
  if (textCache.has(key)) return textCache.get(key);
  let texts;
  const line = owner.line();
  if (moves.length <= line.length && moves.every((m, i) => m === line[i])) {
    texts = notation.moveTexts(g, line, notationChoice()).slice(0, moves.length);
  } else {
    let scratch = null;
    try {
      const options = Object.keys(state.options).length ? state.options : undefined;
      scratch = g.constructor.fromPosition(g.id, g.startPosition(), options);
      texts = notation.moveTexts(scratch, moves, notationChoice());
    } catch {
      texts = moves.map((m) => ({ text: m, title: "" }));
    } finally {
      scratch?.free();
    }
  }
  if (textCache.size > 200) textCache.clear();
  textCache.set(key, texts);
  return texts;
}

/** The engine's facts of `token`'s move with its text: `{ text, title, side, number }` (side and number absent when the line could not be replayed). */
const factsOf = (token, texts) => texts[token.ply] ?? {};
/** The mover of `token`'s move: the engine's (undefined when its line could not be replayed: each such move then starts its own row). */
const moverOf = (token, texts) => factsOf(token, texts).side;
/**
 * Whether the engine numbers the moves in pairs (chess, draughts: both sides' moves share a
 * number, two to a row) rather than one number per move (shogi: one move to a row, as
 * lishogi lists them). Read from the engine's numbers of the mainline.
 */
const pairedNumbers = (texts) => texts.length < 2 || texts.some((t, i) => i > 0 && t?.number != null && t.number === texts[i - 1]?.number);

/**
 * The list, patched (www/page/h.js): going back and forth through the moves rewrites only
 * the classes that change, a move played adds its element, and an element clicked stays
 * the same element (a rebuilt list would lose a click on a move).
 */
function renderMoveList() {
  const g = owner.game();
  const tree = state.tree;
  const list = $("move-list");
  if (!tree) return;
  const outcome = g.outcome();
  const shownPly = owner.ply();
  // The result closes the mainline (the record's result); a line that ended in a variation says so in the status line only.
  const resultShown = !!outcome && shownPly === owner.totalPlies() && isMainline(tree.path);
  const tokens = listTokens(tree.root);
  const review = currentReview();
  const main = lineOf(tree.root, []);
  const mainTexts = textsOf(g, main);
  const paired = pairedNumbers(mainTexts);
  const ctx = { at: tree.path.length, current: tree.line ?? fullPath(tree.root, tree.path), shownPly, review, reviewed: reviewedPrefix(review, main), paired };
  const items = [];
  let row = null;
  for (const token of tokens) {
    if (token.kind === "move") {
      if (!row || !paired || moverOf(token, mainTexts) !== 1) {
        row = numberedRow(token, mainTexts, paired);
        items.push(row);
      }
      row.children.push(moveSpan(token, mainTexts, ctx));
    } else {
      items.push(variationItem(g, token, ctx));
      row = null;
    }
  }
  if (resultShown) items.push(h("li", { className: "result" }, resultText(g, entry(), state.lang)));
  if (!items.length) items.push(h("li", { className: "empty" }, tr("noMoves")));
  patch(list, items);
  keepCurrentInView(list);
  const inVariation = tree.path.some((i) => i !== 0);
  // Shown once the game has variations (deleting from a move of a plain game is undo's job).
  $("line-actions").hidden = !tree.path.length || !tokens.some((tk) => tk.kind === "variation");
  $("promote-line").hidden = !inVariation;
}

/** A numbered row for a mainline move (with "…" when it is the second player's). */
function numberedRow(token, texts, paired) {
  return h("li", null, h("span", { className: "num" }, `${factsOf(token, texts).number ?? ""}.`),
    paired && moverOf(token, texts) === 1 && h("span", { className: "move gap", "aria-hidden": "true" }, "…"));
}

/**
 * A move's element: its text, its place in the tree and the review's mark. Moves of the
 * line on the board are ".move" up to the position shown and ".ahead" after it (the move
 * shown ".current"); moves of other lines ".alt".
 */
function moveSpan(token, texts, ctx) {
  const on = onLine(token.path, ctx.current);
  const n = token.ply + 1;
  const t = texts[token.ply] ?? { text: token.move, title: "" };
  const mark = token.ply < ctx.reviewed && isMainline(token.path) ? ctx.review.marks[token.ply] : null;
  const title = [t.title ? tr("usiTitle", { n: t.title }) : "", mark ? tr(`review.${mark}`) : ""].filter(Boolean).join(" · ");
  return h("span", {
    className: !on ? "alt" : (n <= ctx.shownPly ? "move" : "ahead") + (n === ctx.at ? " current" : ""),
    "data-path": token.path.join("."),
    "data-ply": on ? String(n) : null,
    "data-mark": mark,
    title,
  }, t.text);
}

/**
 * Keeps the move shown in view by scrolling the list only (never the page), once per move
 * shown: the list remembers in its DOM which one it brought into view, so that a player
 * scrolling the list is not brought back at every render. At the end of a finished game
 * the result row closes the list: it is kept in view too.
 */
function keepCurrentInView(list) {
  const cur = list.querySelector(".current");
  const result = list.querySelector(":scope > li.result");
  const shown = `${cur ? cur.dataset.path : ""}|${!!result}`;
  if (list.dataset.inView === shown) return;
  list.dataset.inView = shown;
  // Measured in the next frame, before its writes: measured now, after this render's
  // writes, it would force a layout of the page.
  if (cur || result)
    requestAnimationFrame(() => {
      if (cur?.isConnected) keepInView(list, cur);
      if (result?.isConnected) keepInView(list, result);
    });
}

const onLine = (p, line) => p.length <= line.length && p.every((x, i) => x === line[i]);

function keepInView(list, cur) {
  const box = list.getBoundingClientRect(), r = cur.getBoundingClientRect();
  if (r.top < box.top || r.bottom > box.bottom) list.scrollTop += r.bottom > box.bottom ? r.bottom - box.bottom + 4 : r.top - box.top - 4;
  if (r.left < box.left || r.right > box.right) list.scrollLeft += r.right > box.right ? r.right - box.right + 8 : r.left - box.left - 8;
}

/** A variation in brackets: "(12… 11-16 13. 24-20)", nested variations inside it. */
function variationItem(g, variation, ctx) {
  const textsFrom = (tokens) => {
    const first = tokens.find((t) => t.kind === "move");
    return first ? textsOf(g, movesOf(state.tree.root, fullPath(state.tree.root, first.path))) : [];
  };
  const inside = (tokens, own) => [
    "(",
    tokens.map((token, i) => {
      if (token.kind === "variation") return [" ", h("span", { className: "variation" }, inside(token.tokens, textsFrom(token.tokens))), " "];
      // Numbered in pairs: the first player's moves and the variation's first; else every move.
      const second = ctx.paired && moverOf(token, own) === 1;
      const number = !second || i === 0 ? `${factsOf(token, own).number ?? ""}${second ? "…" : "."} ` : null;
      return [number, moveSpan(token, own, ctx), " "];
    }),
    ")",
  ];
  return h("li", { className: "variation" }, inside(variation.tokens, textsFrom(variation.tokens)));
}

/** Keeps the current move and the result in view when the list's box changes (a panel above it opened or closed, the window changed). */
function keepShownInView(list) {
  const observer = new ResizeObserver(() => {
    for (const el of [list.querySelector(".current"), list.querySelector(":scope > li.result")]) if (el) keepInView(list, el);
  });
  observer.observe(list);
  return () => observer.disconnect();
}

/** Registers the render; returns its removal. */
export function init() {
  const offs = [onRender(renderMoveList), keepShownInView($("move-list"))];
  return () => offs.forEach((off) => off());
}
