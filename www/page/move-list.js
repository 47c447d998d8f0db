// The move list: the game's tree (www/page/tree.js) as lichess shows it, the mainline in
// numbered rows and each variation in brackets after the move it replaces, then the
// result once the game is over. Moves of the line on the board are ".move" up to the
// position shown and ".ahead" after it; moves of other lines are ".alt". Every move
// carries data-path (its place in the tree); those of the line on the board data-ply too.

import { $, board, entry, onRender, state, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { fullPath, isMainline, listTokens, lineOf, movesOf, samePath } from "./tree.js";
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
/** The mover of `token`'s move: the engine's, else the tree's. */
const moverOf = (token, texts) => factsOf(token, texts).side ?? token.side;

/**
 * What the list's moves depend on besides the position shown: the list is rebuilt only
 * when one of these changed, and then only when the line is not the one shown plus moves
 * at its end (those are appended). Going back and forth through the moves only moves the
 * marks (the clock renders ten times a second, and a rebuilt list would lose a click on a
 * move; on a phone a rebuild of a long list is a long task).
 */
let shown = null;
/** The list as built: its tokens' places ("path move" per mainline token, or null after a variation) and the last row. */
let built = null;
/** The element marked current, and the path it was for. */
let currentKey = null;

function renderMoveList() {
  const g = owner.game();
  const tree = state.tree;
  const list = $("move-list");
  if (!tree) return;
  const outcome = g.outcome();
  const marks = reviewMarks();
  const shownPly = owner.ply();
  const resultShown = !!outcome && shownPly === owner.totalPlies();
  const key = { root: tree.root, line: tree.line, ply: shownPly, total: owner.totalPlies(), over: outcome ? `${outcome.winner}|${outcome.reason}` : "", resultShown, lang: state.lang, notation: state.notation, game: g, marks };
  if (shown && Object.keys(key).every((k) => shown[k] === key[k]) && samePath(tree.path, shown.path)) return;
  const structural = !shown || ["root", "over", "resultShown", "lang", "notation", "game", "marks"].some((k) => shown[k] !== key[k]) || !sameLine(shown.line, key.line);
  shown = { ...key, path: tree.path };
  if (structural) buildList(g, tree, list, startTurnOf(g, shownPly), shownPly, resultShown);
  markPosition(list, tree, shownPly);
  const actions = $("line-actions");
  const inVariation = tree.path.some((i) => i !== 0);
  // Shown once the game has variations (deleting from a move of a plain game is undo's job).
  actions.hidden = !tree.path.length || !built.variations;
  $("promote-line").hidden = !inVariation;
}

/** The side that moved first in the board's game (at ply `shownPly`): the engine's mover of its first move. */
function startTurnOf(g, shownPly) {
  if (!shownPly) return g.turn();
  return g.playedMoves()[0]?.side ?? g.turn();
}

const sameLine = (a, b) => a === b || (!!a && !!b && samePath(a, b));

/**
 * Builds the list's items for the tree, or appends the moves added at the end of the
 * mainline when the list already shows the rest (the usual case: a move was played).
 */
function buildList(g, tree, list, startTurn, shownPly, resultShown) {
  const tokens = listTokens(tree.root, startTurn);
  const places = tokens.map((tk) => (tk.kind === "move" ? `${tk.path.join(".")} ${tk.move}` : null));
  const variations = tokens.some((tk) => tk.kind === "variation");
  const review = currentReview();
  const main = lineOf(tree.root, []);
  const reviewed = reviewedPrefix(review, main);
  const mainTexts = textsOf(g, main);
  const current = tree.line ?? fullPath(tree.root, tree.path);
  const ctx = { tree, current, shownPly, review, reviewed, texts: mainTexts };
  const prior = built;
  // Appending: the same game, list and review, the old tokens a prefix of the new, only mainline moves added.
  const appendable =
    prior && prior.game === g && prior.startTurn === startTurn && !prior.resultShown && !resultShown && prior.context === contextKey() &&
    prior.places.length <= places.length && prior.places.every((p, i) => p !== null && p === places[i]) &&
    places.slice(prior.places.length).every((p) => p !== null) && !variations;
  if (appendable) {
    let row = prior.row;
    for (const token of tokens.slice(prior.places.length)) row = appendMove(list, row, token, ctx);
    built = { ...prior, places, row };
    return;
  }
  const items = [];
  let row = null;
  for (const token of tokens) {
    if (token.kind === "move") {
      if (!row || moverOf(token, mainTexts) === 0) {
        row = newRow(token, mainTexts);
        items.push(row);
      }
      row.append(moveSpan(token, mainTexts, ctx));
    } else {
      items.push(variationItem(g, token, (tk, texts) => moveSpan(tk, texts, ctx)));
      row = null;
    }
  }
  if (resultShown) {
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
  currentKey = null;
  built = { game: g, startTurn, resultShown, context: contextKey(), places, row, variations };
}

/** What the texts and marks of the moves already shown depend on besides the tree. */
const contextKey = () => `${state.lang}|${state.notation}|${JSON.stringify(state.options)}|${reviewMarks()}`;

/** The review's marks as text: a running review changes `state.review` at each position, the marks far less often. */
function reviewMarks() {
  const r = state.review;
  return r ? `${r.key}|${r.moves.join(" ")}|${r.marks.join()}` : "";
}

/** A new numbered row for a mainline move (with "…" when it is the second player's). */
function newRow(token, texts) {
  const row = document.createElement("li");
  const num = document.createElement("span");
  num.className = "num";
  num.textContent = `${factsOf(token, texts).number ?? ""}.`;
  row.append(num);
  if (moverOf(token, texts) === 1) {
    const gap = document.createElement("span");
    gap.className = "move gap";
    gap.textContent = "…";
    gap.setAttribute("aria-hidden", "true");
    row.append(gap);
  }
  return row;
}

/** Appends a mainline move to the list (in `row`, or a new row); returns the row it went into. */
function appendMove(list, row, token, ctx) {
  if (!row || moverOf(token, ctx.texts) === 0) {
    // The list of an empty game says "no moves" until the first one.
    list.querySelector(":scope > li.empty")?.remove();
    row = newRow(token, ctx.texts);
    list.append(row);
  }
  row.append(moveSpan(token, ctx.texts, ctx));
  return row;
}

/** A move's element: its text, its place in the tree and the review's mark. */
function moveSpan(token, texts, ctx) {
  const span = document.createElement("span");
  span.className = spanClass(token.path, ctx.current, token.ply < ctx.shownPly);
  span.dataset.path = token.path.join(".");
  if (onLine(token.path, ctx.current)) span.dataset.ply = String(token.ply + 1);
  const t = texts[token.ply] ?? { text: token.move, title: "" };
  span.textContent = t.text;
  if (t.title) span.title = tr("usiTitle", { n: t.title });
  const mark = token.ply < ctx.reviewed && isMainline(token.path) ? ctx.review.marks[token.ply] : null;
  if (mark) {
    span.dataset.mark = mark;
    span.title = [span.title, tr(`review.${mark}`)].filter(Boolean).join(" · ");
  }
  return span;
}

const onLine = (p, line) => p.length <= line.length && p.every((x, i) => x === line[i]);
const spanClass = (path, line, played) => (!onLine(path, line) ? "alt" : played ? "move" : "ahead");

/**
 * Marks the moves of the line on the board as played (".move") up to the position shown
 * and ".ahead" after it, and the move shown as ".current" (kept in view). Only the
 * elements whose class changes are written.
 */
function markPosition(list, tree, shownPly) {
  // The path shown is a start of the line on the board: its move is the one of ply path.length.
  const at = tree.path.length;
  for (const span of list.querySelectorAll("[data-ply]")) {
    const n = Number(span.dataset.ply);
    const cls = (n <= shownPly ? "move" : "ahead") + (n === at ? " current" : "");
    if (span.className !== cls) span.className = cls;
  }
  const cur = list.querySelector(".current");
  // At the end of a finished game the result row closes the list: it is kept in view too.
  const result = list.querySelector(":scope > li.result");
  const curKey = `${cur ? cur.dataset.path : ""}|${!!result}`;
  if (curKey === currentKey) return;
  currentKey = curKey;
  // Keep the current move in view by scrolling the list only (never the page). Measured in
  // the next frame, before its writes: measured now, after this render's writes, it would
  // force a layout of the page.
  if (cur || result)
    requestAnimationFrame(() => {
      if (cur?.isConnected) keepInView(list, cur);
      if (result?.isConnected) keepInView(list, result);
    });
}

function keepInView(list, cur) {
  const box = list.getBoundingClientRect(), r = cur.getBoundingClientRect();
  if (r.top < box.top || r.bottom > box.bottom) list.scrollTop += r.bottom > box.bottom ? r.bottom - box.bottom + 4 : r.top - box.top - 4;
  if (r.left < box.left || r.right > box.right) list.scrollLeft += r.right > box.right ? r.right - box.right + 8 : r.left - box.left - 8;
}

/** A variation in brackets: "(12… 11-16 13. 24-20)", nested variations inside it. */
function variationItem(g, variation, moveSpan) {
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
      const side = moverOf(token, own);
      if (side === 0 || i === 0) box.append(`${factsOf(token, own).number ?? ""}${side === 0 ? "." : "…"} `);
      box.append(moveSpan(token, own), " ");
    });
    box.append(")");
  };
  fillWith(li, variation.tokens, texts);
  return li;
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
