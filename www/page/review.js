// The game review (issue 12.3 and 12.4): "Review" analyses every position of the
// mainline at a fixed node budget in the computer player's worker (deterministic: the
// same game gives the same review on any machine), one position after the other with
// progress and a Cancel that keeps what was done; then each move is marked inaccuracy,
// mistake or blunder (www/page/review-marks.js) with the engine's better move, which a
// click plays as a variation, and the evaluation graph is drawn (www/page/eval-graph.js).
// Records keep the review as comments and give it back when loaded (review-record.js).
//
// State: `state.review` (null when there is none) is
//   { key, source: "engine" | "record" | "saved", moves, turns, evals, lines, best, marks, kind,
//     family, evalSide, running, done, total, error }
// with `moves` the mainline reviewed, and per position i (after i moves, 0 the start)
// `turns[i]` the side to move, `evals[i]` the score for the first player (null: unknown),
// `lines[i]` the engine's lines there ([{ move, score }] for the side to move), `best[i]`
// its move; `marks[k]` the mark of move k. `state.reviewing` is true while it runs (the
// live analysis waits for it). A review belongs to its game (`key`) and to the moves it
// reviewed: when the mainline changes it shows only for the moves still the same.

import "../i18n-late.js"; // the English texts of the parts loaded on first use
import { $, board, entry, onRender, requestRender, setState, sideName, state, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { ComputerPlayer } from "../ai.js";
import { addLateStyles } from "./late-style.js";
import * as tree from "./tree.js";
import { GLYPHS, chances, markMoves, forSide, thresholdsFor } from "./review-marks.js";
import { readNote, scoreOf, writeNotes } from "./review-record.js";
import { bindGraph, drawGraph } from "./eval-graph.js";
import { defaultNotation, displayText } from "./notation.js";
import { scoreText as evalText } from "./eval-text.js";
import { databaseTexts } from "./database-text.js";
import { currentReview, gameKey, reviewAllowed, reviewedPrefix } from "./review-state.js";
import { h, patch } from "./h.js";
import { lineFacts } from "./record-read.js";
import { errorText } from "./error-text.js";

addLateStyles();

export { currentReview, gameKey, reviewedPrefix };

/** Nodes searched per position: 60 plies of draughts review in about ten seconds in wasm. */
export const REVIEW_NODES = 200000;
/** Lines asked per position: the played move is judged by its own line when it is one of them. */
export const REVIEW_LINES = 3;


const options = () => (Object.keys(state.options).length ? state.options : undefined);

/** The side whose view `[%eval]` takes: White in chess and draughts (as lichess), else the first player. */
function evalSideOf(g, family) {
  if (family !== "chess" && family !== "draughts") return 0;
  const white = g.view().colors.indexOf("white");
  return white < 0 ? 0 : white;
}

/** A scratch game at the start of the board's game (the caller frees it). */
function scratchGame(g) {
  return g.constructor.fromPosition(g.id, g.startPosition(), options());
}

/** lineFacts (www/page/record-read.js) of `moves` from the start of the board's game `g`. */
function factsOf(g, moves) {
  const s = scratchGame(g);
  try {
    return lineFacts(s, moves);
  } finally {
    s.free();
  }
}

/** The marks with the review's thresholds (after any change of its evaluations). */
function withMarks(r) {
  if (r.source !== "engine" && !r.lines.some(Boolean)) return r; // a record's own marks stand
  const row = thresholdsFor(r.family, r.kind);
  const marks = markMoves({ evals: r.evals, turns: r.turns, lines: r.lines, moves: r.moves, row, wanted: REVIEW_LINES, kind: r.kind });
  // A record's marks stay where this review has not judged the move yet.
  return { ...r, marks: marks.map((m, k) => (r.lines[k] ? m : r.marks[k] ?? null)) };
}

/** Whether the board's game may be reviewed now (none is running, review-state.js). */
export const canReview = () => !state.reviewRun.run && reviewAllowed();

/** Whether a review is running (the Review buttons wait: www/page/review-button.js). */
export const isRunning = () => !!state.reviewRun.run;


/** Runs the review of the board's mainline (again: what is known is kept). */
export async function startReview() {
  if (!canReview()) return;
  const g = owner.game();
  const moves = tree.lineOf(state.tree.root, []);
  const family = entry()?.family ?? "";
  const { turns, final } = factsOf(g, moves);
  const old = currentReview();
  const keep = reviewedPrefix(old, moves);
  const total = moves.length + 1;
  const fill = (list, n) => Array.from({ length: n }, (_, i) => (old && i <= keep ? list?.[i] ?? null : null));
  let r = {
    key: gameKey(g),
    source: "engine",
    moves,
    turns,
    evals: fill(old?.evals, total),
    lines: fill(old?.lines, total),
    best: fill(old?.best, total),
    marks: Array.from({ length: moves.length }, (_, k) => (old && k < keep ? old.marks[k] ?? null : null)),
    kind: old?.kind ?? "search",
    family,
    evalSide: evalSideOf(g, family),
    running: true,
    done: 0,
    total,
    error: "",
  };
  if (final != null) r.evals[moves.length] = final;
  const known = (i) => r.lines[i] || (i === moves.length && final != null);
  r.done = r.evals.filter((_, i) => known(i)).length;
  const me = (state.reviewRun.run = { cancelled: false });
  setState({ review: r, reviewing: true });
  state.reviewRun.reviewer ??= new ComputerPlayer();
  try {
    for (let i = 0; i < total; i++) {
      if (known(i)) continue;
      const analysis = await state.reviewRun.reviewer.analyse({
        game: g.id,
        options: options() ?? null,
        position: g.startPosition(),
        moves: moves.slice(0, i),
        nodes: REVIEW_NODES,
        multiPv: REVIEW_LINES,
      });
      if (me.cancelled || !analysis) break;
      const top = analysis.lines[0];
      r = { ...r, evals: r.evals.slice(), lines: r.lines.slice(), best: r.best.slice(), kind: analysis.kind };
      // (`database`: the endgame tables' result of the line, where they decide it; its score is then a table score.)
      r.lines[i] = analysis.lines.map((l) => ({ move: l.pv[0], score: l.score, database: l.database }));
      r.best[i] = top?.pv[0] ?? null;
      r.evals[i] = top ? forSide(top.score, turns[i]) : (r.evals[i] ?? 0);
      r.done++;
      r = withMarks(r);
      setState({ review: r });
    }
  } catch (e) {
    r = { ...r, error: errorText(e) };
  } finally {
    if (state.reviewRun.run === me) state.reviewRun.run = null;
    setState({ review: { ...r, running: false }, reviewing: false });
  }
}

/** Stops the review running; what it found so far is kept. */
export function cancelReview() {
  if (!state.reviewRun.run) return;
  state.reviewRun.run.cancelled = true;
  state.reviewRun.run = null;
  state.reviewRun.reviewer?.cancel();
}

// ---- records: the review written into the record and read back ----------------------

/** The language of the marks in the board's game's record (KIF is Japanese). */
const recordLang = () => (entry()?.family === "shogi" ? "ja" : "en");

/** The board's game at the start with `moves` played (the caller frees it), or null. */
function gameAfter(g, moves) {
  const s = scratchGame(g);
  try {
    for (const m of moves) s.play(m);
    return s;
  } catch {
    s.free();
    return null;
  }
}

/** How the record writes the move `notation` played after `moves` (KIF: Japanese). */
function recordMoveText(g, moves, notation) {
  if (recordLang() !== "ja") return notation;
  const s = gameAfter(g, moves);
  try {
    const m = s?.legalMoves().find((x) => x.notation === notation);
    return m ? (m.ja ?? m.notation) : notation;
  } finally {
    s?.free();
  }
}

/**
 * The records' line (tree.toLine) with the review written into the comments of the
 * reviewed moves: `[%eval]` and the mark with the better move. Unchanged without a review.
 */
export function annotateLine(line) {
  const r = currentReview();
  if (!r || !Array.isArray(line)) return line;
  const g = owner.game();
  const notes = r.moves.map((_, k) => ({
    score0: r.evals[k + 1],
    mark: r.marks[k],
    bestText: r.marks[k] && r.best[k] ? recordMoveText(g, r.moves.slice(0, k), r.best[k]) : null,
  }));
  return writeNotes(line, notes, r.moves, { evalSide: r.evalSide, lang: recordLang() });
}

/**
 * Reads the review a loaded record carries in its comments (its mainline's `[%eval]`s and
 * marks) into `state.review`, and takes them out of the comments of `root` (a tree just
 * made by tree.fromLine, changed in place) so that they are not written twice. A loaded
 * record with no review gives a review of its moves with nothing known (it may be
 * reviewed at once); a game restored in this browser (`loaded` false) gives none. `facts`:
 * the mainline's lineFacts when known (the worker that read the record gives them: a
 * record of thousands of moves is not played again on the page's thread). Returns `root`.
 */
export function fromRecord(root, { loaded = true, facts: known = null } = {}) {
  const g = owner.game();
  cancelReview();
  const moves = tree.lineOf(root, []);
  const family = entry()?.family ?? "";
  let facts;
  try {
    facts = known?.turns?.length === moves.length + 1 ? known : factsOf(g, moves);
  } catch {
    setState({ review: null });
    return root;
  }
  const evalSide = evalSideOf(g, family);
  const total = moves.length + 1;
  const evals = Array(total).fill(null), best = Array(total).fill(null), marks = Array(moves.length).fill(null);
  let node = root;
  moves.forEach((move, k) => {
    node = node.children[0];
    const note = readNote(node.comment);
    if (note.rest) node.comment = note.rest;
    else delete node.comment;
    evals[k + 1] = scoreOf(note.evaluation, evalSide, facts.turns[k + 1]);
    marks[k] = note.mark;
    if (note.bestText) best[k] = resolveMove(g, moves.slice(0, k), note.bestText);
  });
  const found = marks.some(Boolean) || evals.some((e) => e != null);
  if (!loaded && !found) {
    setState({ review: null });
    return root;
  }
  if (facts.final != null) evals[moves.length] = facts.final;
  setState({
    review: { key: gameKey(g), source: loaded ? "record" : "saved", moves, turns: facts.turns, evals, lines: Array(total).fill(null), best, marks, kind: "search", family, evalSide, running: false, done: evals.filter((e) => e != null).length, total, error: "" },
  });
  return root;
}

/** The canonical notation of a move a record wrote as `text` after `moves`, or null. */
function resolveMove(g, moves, text) {
  const s = gameAfter(g, moves);
  try {
    const m = s?.legalMoves().find((x) => [x.notation, x.san, x.ja, x.western].includes(text));
    return m?.notation ?? null;
  } finally {
    s?.free();
  }
}

// ---- the page: buttons, progress, the better move, the graph -------------------------

/** The score (for the first player) as the live analysis writes scores (www/page/eval-text.js). */
export const scoreText = (score0, r) => (score0 == null ? "" : evalText(score0, { turn: 0, kind: r.kind, family: r.family }));

/** The graph's height of a score (for the first player): its winning chances (review-marks.js), in [-1, 1]. */
function graphY(score0, r) {
  if (score0 == null) return null;
  return chances(thresholdsFor(r.family, r.kind), score0);
}

/** The notation setting as notation.js takes it (move-list.js's notationChoice, which imports this module). */
const notationChoice = () => (state.notation !== "auto" ? state.notation : defaultNotation(state.lang));

/** The display text of `notation` played after `moves` in the page's notation (cached: a scratch game replays the moves). */
function pageMoveText(g, moves, notation) {
  const key = `${g.id}|${JSON.stringify(state.options)}|${g.startPosition()}|${notationChoice()}|${moves.join(" ")}|${notation}`;
  if (moveTexts.has(key)) return moveTexts.get(key);
  const s = gameAfter(g, moves);
  let text = notation;
  try {
    const m = s?.legalMoves().find((x) => x.notation === notation);
    if (m) text = displayText(m, notationChoice());
  } finally {
    s?.free();
  }
  if (moveTexts.size > 200) moveTexts.clear();
  moveTexts.set(key, text);
  return text;
}

/** Move texts by game, line and notation (a cache of pure computations, not the page's state). */
const moveTexts = new Map();

function renderReview() {
  const g = owner.game();
  const r = currentReview();
  const moves = state.tree ? tree.lineOf(state.tree.root, []) : [];
  const prefix = reviewedPrefix(r, moves);
  // (The Review buttons: www/page/review-button.js.)
  const panel = $("review-panel");
  // Shown while it runs, and for the moves it judged that are still the game's.
  const show = !!r && (r.running || (prefix > 0 && r.evals.some((e, i) => e != null && i <= prefix)));
  panel.hidden = !show;
  if (!show) return;
  // The progress while it runs.
  $("review-progress").hidden = !r.running;
  if (r.running) {
    $("review-progress-text").textContent = tr("review.progress", { n: r.done, total: r.total });
    $("review-bar").max = r.total;
    $("review-bar").value = r.done;
  }
  const status = $("review-status");
  const stopped = !r.running && r.source === "engine" && r.done < r.total;
  status.hidden = !(r.error || stopped);
  status.textContent = r.error ? tr("review.failed", { msg: r.error }) : stopped ? tr("review.cancelled", { n: r.done, total: r.total }) : "";
  // The graph: the reviewed positions of the mainline; the position shown when it is on it.
  const onMain = state.tree && tree.isMainline(state.tree.path);
  const current = onMain ? owner.ply() : Math.max(0, state.tree ? tree.branchIndex(state.tree.path) : 0);
  // (A resize of the graph's box clears `state.reviewRun.drawn`: bindGraph's observer.)
  const key = { r, prefix, current, lang: state.lang };
  if (!state.reviewRun.drawn || Object.keys(key).some((k) => state.reviewRun.drawn[k] !== key[k])) {
    state.reviewRun.drawn = key;
    const points = r.evals.slice(0, prefix + 1).map((e, i) => ({ y: graphY(e, r), mark: i > 0 ? r.marks[i - 1] : null }));
    const firstDark = g.view().colors[0] === "black";
    drawGraph($("review-graph"), { points, plies: prefix, current: current <= prefix ? current : null, label: tr("review.graph", { side: sideName(0) }), firstDark });
    renderSummary(r, prefix);
  }
  renderNote(g, r, onMain ? owner.ply() - 1 : -1, prefix);
}

/** Each side's count of marks. */
function renderSummary(r, prefix) {
  const counts = [0, 1].map((side) => {
    const c = { inaccuracy: 0, mistake: 0, blunder: 0 };
    r.marks.slice(0, prefix).forEach((m, k) => m && r.turns[k] === side && c[m]++);
    return tr("review.summary", { side: sideName(side), ...c });
  });
  patch($("review-summary"), counts.map((text) => h("li", null, text)));
}

/** What the review says of move k (the one that led to the position shown). */
function renderNote(g, r, k, prefix) {
  const box = $("review-note");
  if (k < 0 || k >= prefix || r.evals[k + 1] == null) return patch(box, []);
  const mark = r.marks[k];
  const text = pageMoveText(g, r.moves.slice(0, k), r.moves[k]);
  const bestText = mark && r.best[k] ? pageMoveText(g, r.moves.slice(0, k), r.best[k]) : null;
  patch(box, [
    h("span", { className: "review-move" + (mark ? ` ${mark}` : "") }, `${text}${mark ? GLYPHS[mark] : ""}`),
    mark && [" ", h("span", { className: `review-mark ${mark}` }, tr(`review.${mark}`))],
    " ",
    h("span", { className: "review-eval" }, tr("review.eval", { value: databaseTexts(r.lines[k + 1]?.[0], r.turns[k + 1])?.text ?? scoreText(r.evals[k + 1], r) })),
    bestText && [h("br"), `${tr("review.best")} `, h("button", { type: "button", className: "review-best", title: tr("review.playBest", { move: bestText }), "data-ply": String(k), "data-move": r.best[k] }, bestText)],
  ]);
}

/** Plays the better move of move k as a variation from the position before it. */
function playBest(k, move) {
  if (!state.reviewRun.actions || !state.tree) return;
  state.reviewRun.actions.playVariation(Array(k).fill(0), move);
}

/** Wires the buttons, the graph and the board; `pageActions` is { showPath, playVariation }. Returns the unbind. */
export function init(pageActions) {
  state.reviewRun.actions = pageActions;
  const onBest = (e) => {
    const b = e.target.closest?.(".review-best");
    if (b) playBest(Number(b.dataset.ply), b.dataset.move);
  };
  // A review of another game (or of moves the new game does not start with) stops; its
  // results stay with their game's key and moves, unshown.
  const onReady = () =>
    setTimeout(() => {
      const r = state.review;
      if (state.reviewRun.run && (r?.key !== gameKey() || !reviewedPrefix(r, state.tree ? tree.lineOf(state.tree.root, []) : []))) cancelReview();
    }, 0);
  // (The Review buttons are review-button.js's: it loaded this module and starts the review.)
  const binds = [
    [$("review-cancel"), "click", cancelReview],
    [$("review-note"), "click", onBest],
    [board, "ready", onReady],
  ];
  for (const [el, type, fn] of binds) el.addEventListener(type, fn);
  const graph = $("review-graph");
  const unbindGraph = bindGraph(
    graph,
    (ply) => {
      const r = currentReview();
      if (!r || !state.tree || state.thinking) return;
      state.reviewRun.actions?.showPath(Array(Math.min(ply, r.moves.length)).fill(0));
    },
    () => {
      state.reviewRun.drawn = null;
      requestRender();
    },
  );
  const off = onRender(renderReview);
  return () => {
    off();
    unbindGraph();
    cancelReview();
    for (const [el, type, fn] of binds) el.removeEventListener(type, fn);
  };
}
