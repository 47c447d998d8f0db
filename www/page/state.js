// The play page's one state and its one way of changing: setState(patch) updates the
// plain `state` object, keeps the stored settings, applies the settings' board
// attributes and schedules one render for the next animation frame (several changes in
// one frame render once). Renders (registered with onRender) read `state` and the
// owner's game (www/page/game-owner.js, also board.game) and write the DOM only; they
// never change `state`.

import { ComputerPlayer } from "../ai.js";
import { colorName, has, t } from "../i18n.js";
import { SETTINGS, boardAttributes, readSettings, settingRow, writeSettings } from "./settings.js";

export { THEME_NAMES } from "./settings.js";

export const $ = (id) => document.getElementById(id);
export const board = $("board");
export const computer = new ComputerPlayer();

const storage = (() => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
})();

export const state = {
  // The settings (www/page/settings.js), read from this browser.
  ...readSettings(storage),
  // This visit's state.
  catalog: [],
  options: {},
  clock: null,
  thinking: false,
  /**
   * The live analysis (www/page/analysis.js): `on` the player's toggle; `ended` the game
   * against the computer is over (analysis is allowed again); `key` the position the
   * engine's `lines` ({ score, pv } best first, at `depth` after `nodes`, `kind` "search"
   * or "winrate", `final` once the search has ended) belong to; `preview` the move of a
   * line shown on the small board ({ line, index }) or null.
   */
  analysis: { on: false, ended: false, key: "", depth: 0, nodes: 0, kind: "search", lines: [], final: false, preview: null },
  notice: "",
  /** The player's choice to show a game's regions (groups, territories) in this visit, by game id (www/page/game-info.js). */
  regions: {},
  /** The game's tree of moves with its variations (www/page/tree.js), and the path shown. */
  tree: null,
  /** The opened record's tags ({ players, event, site, date, round, result, other }), written back with it; null: none. */
  tags: null,
  /** The opened record's text while a line ends with the result it gives (game-owner.js). */
  recordSource: null,
  /** The end-of-game panel was closed for this game (it shows again for the next end). */
  endClosed: false,
  /** The game review (www/page/review.js) and whether it is running (the live analysis waits). */
  review: null,
  reviewing: false,
  /** The position editor while it is open (www/page/editor.js): { view, kinds, error, offs }, or null. */
  editor: null,

  // ---- the page's bookkeeping: nothing of it is drawn, but it is the page's state too, so it
  // lives here rather than in the modules (no module of www/page keeps a variable of its own) ----
  /**
   * The owner of the game (www/page/game-owner.js): its engine `game` at the position shown;
   * `ended` whether the ending of the node shown is applied to it; `seq` the newGame in
   * flight (an older one that finishes later is dropped); `reflected` the board's game
   * attributes as the owner last wrote them (those do not start a game); `hooks` the page's
   * reactions (www/app.js: { move(move, source), navigate(), ready() }); `view` the view
   * last shown on the board (the position a move glides from); `reads` the record read in
   * flight (loadRecord: an older one that finishes later is dropped), `reader` the worker
   * that reads records (made on the first one opened).
   */
  owner: { game: null, ended: false, seq: 0, reflected: null, hooks: {}, view: null, reads: 0, reader: null },
  /** The render loop (this file): the frame asked for, a pass running and its shared view, a hold. */
  render: { frame: 0, running: false, view: null, held: null },
  /** Saving the game in progress (www/app.js): before the restore, an unreadable game kept as is, the task asked for, the address written. */
  saving: { restoring: true, keepAsIs: false, timer: 0, frame: 0, hash: "" },
  /** The parts loaded on first use: their promises, modules and unbind functions (analysis-toggle.js, review-button.js, app.js's sounds). */
  loaded: { analysis: null, analysisModule: null, analysisOff: null, review: null, reviewModule: null, reviewActions: null, reviewOff: null, sound: null },
  /** The live analysis's question to its worker (www/page/analysis.js): the search asked for, its number, the start's timer, a sync queued. */
  search: { running: null, seq: 0, timer: 0, syncQueued: false },
  /** The analysis's arrow (www/page/analysis-arrow.js): the marks text it put on the board and the best move and position it was drawn for. */
  arrow: { text: null, drawnFor: "" },
  /** The computer's questions (www/page/computer.js): the latest move and draw questions (older answers are ignored), a draw offer pending. */
  asked: { moveSeq: 0, drawAsked: false, drawSeq: 0 },
  /** The game review's run (www/page/review.js): its worker, the run ({ cancelled }), the page's actions, what the graph was drawn for. */
  reviewRun: { reviewer: null, run: null, actions: null, drawn: null },
  /** The restored game's clock-maker (www/page/clock-restore.js), until the game it was saved for is shown. */
  clockRestorer: null,
  /** The notice shown (www/page/status.js) and the timer that takes it down. */
  noticeShown: { text: "", timer: 0 },
  /**
   * The Learn mode (www/page/learn.js, a dialog of its own): the learner's language, the
   * course shown (its game, lessons and path), the step's index, the task being judged.
   */
  learn: { lang: "en", gameId: null, course: null, path: null, index: 0, task: null, catalog: [] },
  /** The puzzle mode (www/page/puzzle.js, over the page): its elements and run while it is open, else null. */
  puzzle: null,
};

const renders = [];

/** Adds a render (a function of nothing that reads `state` and `board`); returns its removal. */
export function onRender(fn) {
  renders.push(fn);
  return () => renders.splice(renders.indexOf(fn), 1);
}

/** Schedules the page's one render for the next animation frame. */
export function requestRender() {
  if (state.render.frame) return;
  const run = () => {
    state.render.frame = 0;
    renderNow();
  };
  // A hidden tab gets no animation frames: a timer keeps its page current.
  state.render.frame = document.hidden ? setTimeout(run, 16) : requestAnimationFrame(run);
}

/** Renders at once (tests, and a render that must precede a measurement). */
export function renderNow() {
  if (!board.game || state.render.held) return;
  state.render.running = true;
  state.render.view = null;
  try {
    for (const fn of renders) fn();
  } finally {
    state.render.running = false;
    state.render.view = null;
  }
}


/**
 * The page is not rendered until `promise` settles (the texts of the page's language,
 * www/i18n.js: a Japanese visitor never sees English); then it renders. The page's
 * events are followed meanwhile: only the drawing waits.
 */
export function holdRendersUntil(promise) {
  state.render.held = promise;
  promise.finally(() => {
    if (state.render.held === promise) state.render.held = null;
    requestRender();
  });
}

/**
 * Holds the page's render for two frames (unless a hold is on already): a new board of
 * another shape changes the page's layout (its aspect) in the frame of its "ready" and is
 * drawn in the next; the page's render of the new game (texts, options, status) in either
 * of those frames made it a long task on a phone (issue 13). The renders due meanwhile are
 * skipped and one comes in the third frame.
 */
export function renderAfterTwoFrames() {
  if (state.render.held || document.hidden) return;
  holdRendersUntil(new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * The board game's view (g.view(): a copy of the whole position out of the engine). During
 * a render pass it is read once and shared by the renders (they never change the game).
 */
export function boardView() {
  const g = board.game;
  if (!g) return null;
  if (!state.render.running) return g.view();
  state.render.view ??= g.view();
  return state.render.view;
}

/**
 * Writes the properties of `props` (textContent, hidden, disabled, title, value...) that
 * differ from the element's: a render that writes the same text again would still
 * replace its text node and make the browser recompute styles and layout (at every
 * frame of the clock).
 */
export function put(el, props) {
  for (const [k, v] of Object.entries(props)) if (el[k] !== v) el[k] = v;
}

/** Sets `data-<name>` when it differs. */
export function setData(el, name, value) {
  if (el.dataset[name] !== value) el.dataset[name] = value;
}

/**
 * The one way the page changes: merges `patch` into `state`, keeps the stored settings
 * when one of them changed (unless `store` is false: a change for this visit only), applies the settings' board attributes, and schedules a render.
 */
export function setState(patch = {}, { store = true } = {}) {
  let stored = false;
  for (const [key, value] of Object.entries(patch)) {
    const row = settingRow(key);
    if (row) {
      const checked = row.check(value);
      if (checked === undefined) continue; // a value the setting cannot take changes nothing
      state[key] = checked;
      stored ||= !!row.store;
    } else state[key] = value;
  }
  if (stored && store) writeSettings(storage, state);
  applyBoardSettings();
  requestRender();
}

/** The settings' attributes on the board (unchanged ones are left alone by the board). */
export function applyBoardSettings() {
  board.set(boardAttributes(state));
  // Written only when different: setting `lang`, even to the same value, recomputes the
  // style of every element of the page (the :lang() selectors), at each setState (issue 13).
  const root = document.documentElement;
  if (root.dataset.theme !== state.theme) root.dataset.theme = state.theme;
  if (root.lang !== state.lang) root.lang = state.lang;
}

/** Writes the stored settings now (after a change made outside setState). */
export const save = () => writeSettings(storage, state);
/** Stores a setting chosen but not applied yet (a language whose texts are still loading), so
 * that a reload meanwhile keeps the choice; `setState` applies it once it can be shown. */
export const saveChoice = (patch) => writeSettings(storage, { ...state, ...patch });

export { SETTINGS };

export const tr = (key, params) => t(state.lang, key, params);
export const entry = () => state.catalog.find((c) => c.id === state.game);
export const sideName = (side) => {
  // A family may name its sides otherwise than by colour (shogi: Sente, Gote).
  const own = `side.${entry()?.family}.${side}`;
  if (has(own)) return t(state.lang, own);
  const v = boardView();
  return colorName(state.lang, v?.colors[side], side, v?.style);
};

export function applyInteractive() {
  const paused = state.clock?.paused;
  board.setAttribute("interactive", paused || state.mode === "demo" ? "none" : state.mode === "computer" ? String(state.human) : "both");
}

export function computerSide() {
  return state.mode === "computer" ? 1 - state.human : null;
}

/** Whether the computer plays `side` (one side against a person, both in the demo). */
export function computerPlays(side) {
  return state.mode === "demo" || (state.mode === "computer" && side !== state.human);
}
