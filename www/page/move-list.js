// The move list: the game's tree (www/page/tree.js) as lichess shows it, the mainline in
// numbered rows and each variation in brackets after the move it replaces, then the
// result once the game is over. Moves of the line on the board are ".move" up to the
// position shown and ".ahead" after it; moves of other lines are ".alt". Every move
// carries data-path (its place in the tree); those of the line on the board data-ply too.

import { $, board, entry, onRender, state, tr } from "./state.js";
import { fullPath, isMainline, listTokens, lineOf, movesOf, samePath } from "./tree.js";
import { currentReview, reviewedPrefix } from "./review.js";
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
  const line = board.line;
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

const moveNumber = (ply, startTurn) => Math.floor((ply + startTurn) / 2) + 1;

/** What the list shows depends on: it is rebuilt only when one of these changed (the
 * clock renders ten times a second, and a rebuilt list would lose a click on a move). */
let shown = null;

function renderMoveList() {
  const g = board.game;
  const tree = state.tree;
  const list = $("move-list");
  if (!tree) return;
  const outcome = g.outcome();
  // The review's marks as text: a running review changes `state.review` at each position, the marks far less often.
  const r = state.review;
  const marks = r ? `${r.key}|${r.moves.join(" ")}|${r.marks.join()}` : "";
  const key = { tree, ply: board.ply, total: board.totalPlies, over: outcome ? `${outcome.winner}|${outcome.reason}` : "", lang: state.lang, notation: state.notation, game: g, marks };
  if (shown && Object.keys(key).every((k) => shown[k] === key[k])) return;
  shown = key;
  const v = g.view();
  const shownPly = board.ply;
  const startTurn = (v.turn + shownPly) % 2;
  const current = tree.line ?? fullPath(tree.root, tree.path);
  const onLine = (p) => p.length <= current.length && p.every((x, i) => x === current[i]);
  // The review's marks on the mainline moves it judged (www/page/review.js).
  const review = currentReview();
  const reviewed = reviewedPrefix(review, lineOf(tree.root, []));

  const moveSpan = (token, texts) => {
    const span = document.createElement("span");
    const mine = onLine(token.path);
    span.className = !mine ? "alt" : token.ply < shownPly ? "move" : "ahead";
    if (samePath(token.path, tree.path)) span.classList.add("current");
    span.dataset.path = token.path.join(".");
    if (mine) span.dataset.ply = String(token.ply + 1);
    const t = texts[token.ply] ?? { text: token.move, title: "" };
    span.textContent = t.text;
    if (t.title) span.title = tr("usiTitle", { n: t.title });
    const mark = token.ply < reviewed && isMainline(token.path) ? review.marks[token.ply] : null;
    if (mark) {
      span.dataset.mark = mark;
      span.title = [span.title, tr(`review.${mark}`)].filter(Boolean).join(" · ");
    }
    return span;
  };

  const items = [];
  const tokens = listTokens(tree.root, startTurn);
  const mainTexts = textsOf(g, lineOf(tree.root, []));
  let row = null;
  for (const token of tokens) {
    if (token.kind === "move") {
      if (!row || token.side === 0) {
        row = document.createElement("li");
        const num = document.createElement("span");
        num.className = "num";
        num.textContent = `${moveNumber(token.ply, startTurn)}.`;
        row.append(num);
        if (token.side === 1) {
          const gap = document.createElement("span");
          gap.className = "move gap";
          gap.textContent = "…";
          gap.setAttribute("aria-hidden", "true");
          row.append(gap);
        }
        items.push(row);
      }
      row.append(moveSpan(token, mainTexts));
    } else {
      items.push(variationItem(g, token, moveSpan, startTurn));
      row = null;
    }
  }
  if (g.outcome() && shownPly === board.totalPlies) {
    const li = document.createElement("li");
    li.className = "result";
    li.textContent = resultText(g, entry(), state.lang);
    items.push(li);
  }
  if (!tokens.length && !items.length) {
    const empty = document.createElement("li");
    empty.className = "empty";
    empty.textContent = tr("noMoves");
    items.push(empty);
  }
  list.replaceChildren(...items);
  // Keep the current move in view by scrolling the list only (never the page).
  const cur = list.querySelector(".current");
  if (cur) {
    const box = list.getBoundingClientRect(), r = cur.getBoundingClientRect();
    if (r.top < box.top || r.bottom > box.bottom) list.scrollTop += r.bottom > box.bottom ? r.bottom - box.bottom + 4 : r.top - box.top - 4;
    if (r.left < box.left || r.right > box.right) list.scrollLeft += r.right > box.right ? r.right - box.right + 8 : r.left - box.left - 8;
  }
  const actions = $("line-actions");
  const inVariation = tree.path.some((i) => i !== 0);
  // Shown once the game has variations (deleting from a move of a plain game is undo's job).
  actions.hidden = !tree.path.length || !tokens.some((tk) => tk.kind === "variation");
  $("promote-line").hidden = !inVariation;
}


/** A variation in brackets: "(12… 11-16 13. 24-20)", nested variations inside it. */
function variationItem(g, variation, moveSpan, startTurn) {
  const li = document.createElement("li");
  li.className = "variation";
  const first = variation.tokens.find((t) => t.kind === "move");
  const texts = first ? textsOf(g, movesOf(state.tree.root, fullPath(state.tree.root, first.path))) : [];
  const fillWith = (box, tokens, own) => {
    box.append("(");
    tokens.forEach((token, i) => {
      if (token.kind === "variation") {
        const inner = document.createElement("span");
        inner.className = "variation";
        const f = token.tokens.find((t) => t.kind === "move");
        fillWith(inner, token.tokens, f ? textsOf(g, movesOf(state.tree.root, fullPath(state.tree.root, f.path))) : []);
        box.append(" ", inner, " ");
        return;
      }
      if (token.side === 0 || i === 0) box.append(`${moveNumber(token.ply, startTurn)}${token.side === 0 ? "." : "…"} `);
      box.append(moveSpan(token, own), " ");
    });
    box.append(")");
  };
  fillWith(li, variation.tokens, texts);
  return li;
}

/** Registers the render; returns its removal. */
export function init() {
  return onRender(renderMoveList);
}
