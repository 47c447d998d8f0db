// The live analysis (issue 12.3), as lichess, lidraughts and lishogi show it: one toggle
// in the toolbar (key "L"); while on, the engine analyses the position on the board in a
// worker of its own and the page shows an evaluation bar beside the board
// (www/page/eval-bar.js), the best lines under it or beside the moves
// (www/page/analysis-lines.js) and an arrow for the best move.
//
// It follows the position shown: every move, step or line taken on the board ends the
// running search at once and asks again (after a short pause, so that stepping quickly
// through a game does not start a search per step). What the engine says is kept in
// `state.analysis` with the key of its position, and shown only while that position is
// on the board: a line is never shown for another position.
//
// It is off (the toggle disabled, its tooltip saying why) during a game against the
// computer until that game has ended, and in the demo; it pauses while the game review
// runs (`state.reviewing`) and while the position editor is open.

import "../i18n-late.js"; // the English texts of the parts loaded on first use
import { ComputerPlayer } from "../ai.js";
import { addLateStyles } from "./late-style.js";
import { board, boardView, entry, onRender, setState, state } from "./state.js";
import * as owner from "./game-owner.js";
import { lockReason, positionKey } from "./analysis-toggle.js";
import * as arrow from "./analysis-arrow.js";
import { renderEvalBar } from "./eval-bar.js";
import * as lines from "./analysis-lines.js";
import { errorText } from "./error-text.js";

addLateStyles();

/** The analysis's own worker: a search of it never delays the computer's moves. */
const analyst = new ComputerPlayer();

/** How long one position is searched; each completed depth is shown as it comes. */
export const ANALYSIS_MS = 30000;
/** A position is searched once it has stayed on the board this long. */
const START_DELAY_MS = 90;


/** Why this analysis's worker could not start, or null (www/page/analysis-toggle.js asks). */
export const analystFailure = () => analyst.failed;

/** Why a search that is on does not run now (a text key), or null. */
function pauseReason() {
  if (state.reviewing) return "analysis.paused";
  if (board.editing) return "analysis.editing";
  return null;
}

/**
 * The question for the position on the board, or null when no search should run. A game
 * that has ended is asked about too: after a resignation, an agreed draw or a flag the
 * position still has moves (the worker replays the moves only); where the rules ended
 * it, the engine finds no line at once.
 */
function wanted() {
  const g = owner.game();
  if (!g || !state.analysis.on || lockReason() || pauseReason()) return null;
  return {
    key: positionKey(g),
    question: {
      game: g.id,
      options: Object.keys(state.options).length ? state.options : null,
      position: g.startPosition(),
      moves: g.history(),
      timeMs: ANALYSIS_MS,
      multiPv: state.analysisLines,
    },
  };
}

const searchKey = (w) => (w ? `${w.key}#${w.question.multiPv}` : null);

const patch = (change) => setState({ analysis: { ...state.analysis, ...change } });

/**
 * Brings the search in line with the page: the position changed, the toggle, the number
 * of lines, a lock or a pause. The running search ends at once; a new one starts shortly.
 */
export function sync() {
  const locked = lockReason();
  // Off during a game against the computer (and in the demo): it is not switched on again by itself.
  if (locked && locked !== "analysis.unavailable" && state.analysis.on) patch({ on: false });
  const w = wanted();
  const key = searchKey(w);
  // The same question (asked, or about to be): nothing to do.
  if (key === state.search.running) return;
  clearTimeout(state.search.timer);
  state.search.timer = 0;
  state.search.running = key;
  arrow.takeArrowOff();
  const id = ++state.search.seq;
  analyst.cancel();
  const a = state.analysis;
  const here = positionKey();
  // What was found for another position (or before the toggle went off) is dropped;
  // paused at the same position, the lines stay.
  if (a.key !== here || !a.on) patch({ key: here, depth: 0, nodes: 0, lines: [], final: false, error: "", preview: null });
  else if (w) patch({ final: false, error: "" });
  if (!w) return;
  state.search.timer = setTimeout(() => start(id, w), START_DELAY_MS);
}

async function start(id, w) {
  state.search.timer = 0;
  if (id !== state.search.seq) return;
  const heard = (analysis, final) => {
    // Only for the position still on the board, from the question still asked.
    if (id !== state.search.seq || !analysis || positionKey() !== w.key) return;
    patch({ key: w.key, depth: analysis.depth, nodes: analysis.nodes, kind: analysis.kind, lines: analysis.lines, final });
  };
  try {
    const final = await analyst.analyse(w.question, (a) => heard(a, false));
    heard(final, true);
  } catch (e) {
    if (id === state.search.seq) patch({ error: errorText(e), final: true });
  }
}

/** Turns the analysis on or off (the toolbar's toggle, key "L"). */
export function toggle() {
  if (lockReason()) return requestSync();
  patch({ on: !state.analysis.on, preview: null });
  sync();
}

/**
 * Turns the analysis on: the end panel's Analyse (`gameEnded`: the game against the
 * computer is over) and the editor's "Analyse from here".
 */
export function turnOn({ gameEnded: ended = false } = {}) {
  if (ended) patch({ ended: true });
  if (!lockReason()) patch({ on: true });
  sync();
}

/**
 * A new game starts (app.js: a new game, a link or a record loaded): against the computer
 * the analysis is off until it ends.
 */
export function newGame() {
  patch({ ended: false, ...(state.mode !== "two" ? { on: false } : {}) });
  requestSync();
}

/**
 * Plays `moves` (a line's moves as the panel shows them, up to the one clicked) on the
 * board: a variation in the tree. `key` is the position the panel's lines were drawn for:
 * the moves clicked are the ones seen, even when a deeper search has changed the lines in
 * the state since the last frame; a panel a frame behind the board plays nothing.
 */
export function playLine(moves, key) {
  // A game ended (by a resignation, say) takes no more moves: its lines are only shown.
  if (!moves.length || key !== positionKey() || owner.game().outcome()) return;
  patch({ preview: null });
  for (const move of moves) {
    try {
      owner.play(move);
    } catch (e) {
      console.warn("analysis line:", e);
      return;
    }
  }
}

/** Shows move `index` of line `line` on the small board (null: no preview). */
export function preview(line, index) {
  const now = state.analysis.preview;
  const next = line == null ? null : { line, index };
  if (now?.line === next?.line && now?.index === next?.index) return;
  patch({ preview: next });
}

/** A sync after the current event or render (a render never changes the state itself). */
function requestSync() {
  if (state.search.syncQueued) return;
  state.search.syncQueued = true;
  setTimeout(() => {
    state.search.syncQueued = false;
    sync();
  }, 0);
}

/** What the renders show, read from the state and the board. */
function model() {
  const g = owner.game();
  const a = state.analysis;
  const locked = lockReason();
  const shown = a.on && !locked && !board.editing;
  const here = positionKey(g);
  const current = a.key === here;
  const v = boardView();
  return {
    shown,
    locked,
    paused: pauseReason(),
    outcome: g.outcome(),
    turn: v.turn,
    bottom: board.bottom ?? v.bottom,
    colors: v.colors,
    family: entry()?.family ?? "",
    // Lines only for the position on the board.
    key: here,
    lines: shown && current ? a.lines : [],
    depth: current ? a.depth : 0,
    nodes: current ? a.nodes : 0,
    kind: a.kind,
    final: current && a.final,
    error: current ? a.error : "",
    preview: shown && current ? a.preview : null,
  };
}

function render() {
  const m = model();
  // (The toggle and the page's "analysing" class: www/page/analysis-toggle.js.)
  renderEvalBar(m);
  lines.renderLines(m);
  // No arrow while a review runs (it marks the board itself).
  if (m.paused) arrow.takeArrowOff();
  else arrow.drawArrow(m.lines[0]?.pv[0] ?? null, positionKey());
  // A change the events did not bring (the number of lines, a review, a lock): the search follows.
  if (searchKey(wanted()) !== state.search.running) requestSync();
}

/** Wires the board's events and the renders (the toggle is analysis-toggle.js's); returns the unbind. */
export function init() {
  analyst.onfail = () => setState({});
  const binds = [
    // The position changed: the running search ends at once (the end of a game: analysis-toggle.js has marked it).
    ...["move", "undo", "navigate", "ready", "gameover"].map((type) => [board, type, sync]),
  ];
  for (const [el, type, fn] of binds) el.addEventListener(type, fn);
  const offs = [onRender(render), lines.init({ playLine, preview }), arrow.init()];
  return () => {
    for (const [el, type, fn] of binds) el.removeEventListener(type, fn);
    offs.forEach((off) => off());
    clearTimeout(state.search.timer);
    state.search.seq++;
    analyst.cancel();
  };
}
