// The move list: the game's tree (www/page/tree.js) as lichess shows it, the mainline in
// numbered rows and each variation in brackets after the move it replaces, then the
// result once the game is over. Moves of the line on the board are ".move" up to the
// position shown and ".ahead" after it; moves of other lines are ".alt". Every move
// carries data-path (its place in the tree); those of the line on the board data-ply too.

import { $, entry, onRender, state, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { fullPath, isMainline, listTokens, lineOf } from "./tree.js";
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
    const scratch = scratchGame(g);
    try {
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

/** A game at the start of the board's game, with its options (null when it cannot be made). */
function scratchGame(g) {
  try {
    return g.constructor.fromPosition(g.id, g.startPosition(), owner.engineOptions());
  } catch {
    return null;
  }
}

/**
 * The facts of the variations' moves, per node: the variations shown after the mainline's
 * moves (`tokens`, the list's top level) and those nested in them. Kept per variation, by
 * its first node (a tree changed keeps the nodes it did not change): a render computes
 * only the variations it has not seen, on one scratch game that plays the mainline once
 * up to the last of them and each such variation's moves from its branch point (a
 * variation replayed from the start, as it was, made a game with a variation at each of
 * its n moves cost n² moves played).
 */
const variationCache = new WeakMap();

function variationFacts(g, tokens, main) {
  const settings = `${g.id}|${JSON.stringify(state.options)}|${g.startPosition()}|${notationChoice()}`;
  const facts = new Map();
  const missing = [];
  for (const token of tokens) {
    if (token.kind !== "variation") continue;
    const known = variationCache.get(token.tokens[0].node);
    if (known?.settings === settings) for (const [node, f] of known.facts) facts.set(node, f);
    else missing.push(token);
  }
  if (!missing.length) return facts;
  const scratch = scratchGame(g);
  if (!scratch) return facts;
  const choice = notationChoice();
  try {
    let played = 0;
    for (const variation of missing) {
      // A variation follows the mainline move it replaces: it is played from the position before it.
      const from = variation.tokens[0].ply;
      for (let k = played; k < from; k++) scratch.play(main[k]);
      played = Math.max(played, from);
      const own = new Map();
      playLine(scratch, variation.tokens, own, choice);
      variationCache.set(variation.tokens[0].node, { settings, facts: own });
      for (const [node, f] of own) facts.set(node, f);
    }
  } catch {
    // A line the engine refuses (the tree holds only moves it played): its moves keep their notation.
  } finally {
    scratch.free();
  }
  return facts;
}

/** Plays a variation's tokens on `scratch` (each nested variation from the position before the move it replaces) and takes it back; the facts of its moves into `out`. */
function playLine(scratch, lineTokens, out, choice) {
  let depth = 0;
  let last = null;
  try {
    for (const token of lineTokens) {
      if (token.kind === "move") {
        out.set(token.node, notation.moveText(scratch.play(token.move), choice));
        depth++;
        last = token;
      } else if (last) {
        scratch.undo();
        playLine(scratch, token.tokens, out, choice);
        scratch.play(last.move);
      }
    }
  } finally {
    for (let k = 0; k < depth; k++) scratch.undo();
  }
}

/** The engine's facts of `token`'s move with its text: `{ text, title, side, number }` (side and number absent when the line could not be replayed). */
const factsOf = (token, texts) => (texts instanceof Map ? texts.get(token.node) : texts[token.ply]) ?? {};
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
 *
 * A long list is put in place in parts (issue 34, point 3: no task longer than a frame): a
 * render makes the rows of at most MOVES_AT_ONCE moves it did not show, those around the
 * move shown first, and the next frames add the others, as many at a time, until the whole
 * list is there; meanwhile the rows still missing are room kept before and after the rows
 * shown (an element li.room each, www/style.css). A 1,500-move
 * record made its 1,500 rows in one task of 190-300 ms of CPU (their elements, styles and
 * layout, and paths as long as the game); in parts no task takes more than a few dozen ms.
 */
function renderMoveList({ growing = false } = {}) {
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
  const current = tree.line ?? fullPath(tree.root, tree.path);
  const ctx = { at: tree.path.length, onLine: onLineTest(current), shownPly, review, reviewed: reviewedPrefix(review, main), paired, facts: variationFacts(g, tokens, main) };
  // The rows: a mainline row's moves, a variation, the result. Made into elements only where shown.
  const rows = [];
  let row = null;
  let currentRow = -1;
  const isCurrent = (token) => (token.kind === "move" ? token.ply + 1 === ctx.at && ctx.onLine(token) : token.tokens.some(isCurrent));
  for (const token of tokens) {
    if (token.kind === "move") {
      if (!row || !paired || moverOf(token, mainTexts) !== 1) rows.push((row = { moves: [] }));
      row.moves.push(token);
    } else {
      rows.push({ variation: token });
      row = null;
    }
    if (currentRow < 0 && ctx.at && isCurrent(token)) currentRow = rows.length - 1;
  }
  if (resultShown) rows.push({ result: true });
  const item = (r) =>
    r.variation ? variationItem(r.variation, ctx)
    : r.result ? h("li", { className: "result" }, resultText(g, entry(), state.lang))
    : h("li", null, numberedRow(r.moves[0], mainTexts, paired), r.moves.map((token) => moveSpan(token, mainTexts, ctx)));
  if (!rows.length) {
    patch(list, [h("li", { className: "empty" }, tr("noMoves"))]);
    shown.lo = shown.hi = 0;
    shown.empty = true;
  } else patchShown(list, rows, item, currentRow < 0 ? (ctx.at ? rows.length - 1 : 0) : currentRow, growing);
  keepCurrentInView(list);
  const inVariation = tree.path.some((i) => i !== 0);
  // Shown once the game has variations (deleting from a move of a plain game is undo's job).
  $("line-actions").hidden = !tree.path.length || !tokens.some((tk) => tk.kind === "variation");
  $("promote-line").hidden = !inVariation;
}

/** How many moves a render makes the elements of at most, in rows it did not show (the rest in the next frames). */
const MOVES_AT_ONCE = 200;

/** The rows the list's elements show, [lo, hi) of the last render's rows; the frame that adds more. */
const shown = { lo: 0, hi: 0, rows: 0, empty: false, frame: 0 };

/** How many moves a row shows (a variation's, nested ones too). */
const weight = (r) => (r.moves ? r.moves.length : r.variation ? movesIn(r.variation.tokens) : 1);
const movesIn = (tokens) => tokens.reduce((n, t) => n + (t.kind === "move" ? 1 : movesIn(t.tokens)), 0);

/**
 * Patches the list's elements to show rows [lo, hi) of `rows`, `at` (the row of the move
 * shown) among them: the rows shown before, grown by rows of at most MOVES_AT_ONCE moves
 * (the end's first: a record opened is shown at its end), or, when `at` is far from them,
 * a new stretch around it. Rows that stay keep their elements (those now above are added
 * before them, not patched over them); `growing` (a frame adding rows, nothing else changed
 * since the last render), they are not even compared.
 */
function patchShown(list, rows, item, at, growing) {
  const n = rows.length;
  // What the list shows stays where it is as rows come above it: the move shown (or the
  // first row) measured before and after, the list scrolled by the difference (the
  // browser's own anchoring keeps a column in place, not the phone's strip).
  const anchor = growing ? (list.querySelector(".current") ?? list.querySelector(":scope > li:not(.room)")) : null;
  const before = anchor?.getBoundingClientRect();
  // The rooms of the rows not made are put back after the rows are patched.
  for (const el of list.querySelectorAll(":scope > li.room")) el.remove();
  const known = !shown.empty && list.children.length === shown.hi - shown.lo && shown.hi > shown.lo;
  let lo = at, hi = at + 1;
  if (known) {
    // A list that showed its end follows it (moves played, a record's rows growing).
    lo = Math.min(lo, shown.lo, n);
    hi = Math.max(hi, shown.hi >= shown.rows ? n : Math.min(shown.hi, n));
  }
  const sum = (from, to) => {
    let total = 0;
    for (let k = from; k < to && total <= MOVES_AT_ONCE; k++) total += weight(rows[k]);
    return total;
  };
  let budget = MOVES_AT_ONCE - (known ? sum(lo, Math.min(shown.lo, hi)) + sum(Math.max(shown.hi, lo), hi) : Infinity);
  if (budget < 0) {
    // Too far from the rows shown: a stretch around the move shown, grown on both sides.
    lo = at;
    hi = at + 1;
    budget = MOVES_AT_ONCE - weight(rows[at]);
    while (budget > 0 && (lo > 0 || hi < n)) {
      if (hi < n) budget -= weight(rows[hi++]);
      if (lo > 0 && budget > 0) budget -= weight(rows[--lo]);
    }
  } else {
    while (budget > 0 && hi < n) budget -= weight(rows[hi++]);
    while (budget > 0 && lo > 0) budget -= weight(rows[--lo]);
  }
  const items = (from, to) => {
    const out = [];
    for (let k = from; k < to; k++) out.push(item(rows[k]));
    return out;
  };
  if (known && lo < shown.hi && shown.lo < hi) {
    // Rows added above those shown get elements of their own before them.
    for (let k = shown.lo; k < lo; k++) list.firstElementChild.remove();
    if (lo < shown.lo) list.prepend(...made(items(lo, shown.lo)));
  }
  if (growing && known && lo <= shown.lo && hi >= shown.hi && n === shown.rows) {
    // Nothing changed since the last render but the rows added: those shown are left as they are.
    list.append(...made(items(shown.hi, hi)));
  } else patch(list, items(lo, hi));
  Object.assign(shown, { lo, hi, rows: n, empty: false });
  if (lo > 0) list.prepend(room(lo));
  if (hi < n) list.append(room(n - hi));
  if (before && anchor.isConnected) {
    const after = anchor.getBoundingClientRect();
    list.scrollTop += after.top - before.top;
    list.scrollLeft += after.left - before.left;
  }
  if ((lo > 0 || hi < n) && !shown.frame) {
    const more = () => {
      shown.frame = 0;
      // A render to come (the page changed) makes the rows itself.
      if (!state.render.held && !state.render.frame && owner.game()) renderMoveList({ growing: true });
    };
    shown.frame = document.hidden ? setTimeout(more, 16) : requestAnimationFrame(more);
  }
}

/** The elements of `vnodes`, made apart from the page. */
function made(vnodes) {
  const box = document.createElement("ol");
  patch(box, vnodes);
  return [...box.childNodes];
}

/**
 * The room of `rows` rows not made yet: an element about their size (--rows in
 * www/style.css), so that the list scrolls as far as it will and the browser keeps the rows
 * shown in place as the rows above them come (a change of the list's own padding would
 * stop it from doing so).
 */
function room(rows) {
  const el = document.createElement("li");
  el.className = "room";
  el.setAttribute("aria-hidden", "true");
  el.style.setProperty("--rows", String(rows));
  return el;
}

/** The number of a mainline row (with "…" when its move is the second player's). */
function numberedRow(token, texts, paired) {
  return [h("span", { className: "num" }, `${factsOf(token, texts).number ?? ""}.`),
    paired && moverOf(token, texts) === 1 && h("span", { className: "move gap", "aria-hidden": "true" }, "…")];
}

/**
 * A move's element: its text, its place in the tree and the review's mark. Moves of the
 * line on the board are ".move" up to the position shown and ".ahead" after it (the move
 * shown ".current"); moves of other lines ".alt".
 */
function moveSpan(token, texts, ctx) {
  const on = ctx.onLine(token);
  const n = token.ply + 1;
  const facts = factsOf(token, texts);
  const t = facts.text != null ? facts : { text: token.move, title: "" };
  const mark = token.ply < ctx.reviewed && !token.base.length ? ctx.review.marks[token.ply] : null;
  const title = [t.title ? tr("usiTitle", { n: t.title }) : "", mark ? tr(`review.${mark}`) : ""].filter(Boolean).join(" · ");
  return h("span", {
    className: !on ? "alt" : (n <= ctx.shownPly ? "move" : "ahead") + (n === ctx.at ? " current" : ""),
    "data-path": token.key,
    "data-ply": on ? String(n) : null,
    "data-mark": mark,
    title,
  }, t.text);
}

/**
 * Whether a token's move lies on the line `current` (a path): its path is its line's base
 * then a run of zeros (www/page/tree.js listTokens), so the test is whether the base starts
 * `current` (once per line) and `current` has as many zeros after it (counted once for the
 * whole line): each move costs nothing, however deep it lies.
 */
function onLineTest(current) {
  const zerosFrom = new Array(current.length + 1).fill(0);
  for (let i = current.length - 1; i >= 0; i--) zerosFrom[i] = current[i] === 0 ? zerosFrom[i + 1] + 1 : 0;
  const bases = new Map();
  const baseOn = (base) => {
    if (!bases.has(base)) bases.set(base, base.length <= current.length && base.every((x, i) => x === current[i]));
    return bases.get(base);
  };
  return (token) => baseOn(token.base) && token.base.length + token.run <= current.length && zerosFrom[token.base.length] >= token.run;
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

function keepInView(list, cur) {
  const box = list.getBoundingClientRect(), r = cur.getBoundingClientRect();
  if (r.top < box.top || r.bottom > box.bottom) list.scrollTop += r.bottom > box.bottom ? r.bottom - box.bottom + 4 : r.top - box.top - 4;
  if (r.left < box.left || r.right > box.right) list.scrollLeft += r.right > box.right ? r.right - box.right + 8 : r.left - box.left - 8;
}

/** A variation in brackets: "(12… 11-16 13. 24-20)", nested variations inside it. */
function variationItem(variation, ctx) {
  const own = ctx.facts;
  const inside = (tokens) => [
    "(",
    tokens.map((token, i) => {
      if (token.kind === "variation") return [" ", h("span", { className: "variation" }, inside(token.tokens)), " "];
      // Numbered in pairs: the first player's moves and the variation's first; else every move.
      const second = ctx.paired && moverOf(token, own) === 1;
      const number = !second || i === 0 ? `${factsOf(token, own).number ?? ""}${second ? "…" : "."} ` : null;
      return [number, moveSpan(token, own, ctx), " "];
    }),
    ")",
  ];
  return h("li", { className: "variation" }, inside(variation.tokens));
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
