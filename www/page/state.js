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
};

const renders = [];
let frame = 0;

/** Adds a render (a function of nothing that reads `state` and `board`); returns its removal. */
export function onRender(fn) {
  renders.push(fn);
  return () => renders.splice(renders.indexOf(fn), 1);
}

/** Schedules the page's one render for the next animation frame. */
export function requestRender() {
  if (frame) return;
  const run = () => {
    frame = 0;
    renderNow();
  };
  // A hidden tab gets no animation frames: a timer keeps its page current.
  frame = document.hidden ? setTimeout(run, 16) : requestAnimationFrame(run);
}

/** Renders at once (tests, and a render that must precede a measurement). */
export function renderNow() {
  if (!board.game || held) return;
  rendering = true;
  passView = null;
  try {
    for (const fn of renders) fn();
  } finally {
    rendering = false;
    passView = null;
  }
}

let rendering = false;
let passView = null;
let held = null;

/**
 * The page is not rendered until `promise` settles (the texts of the page's language,
 * www/i18n.js: a Japanese visitor never sees English); then it renders. The page's
 * events are followed meanwhile: only the drawing waits.
 */
export function holdRendersUntil(promise) {
  held = promise;
  promise.finally(() => {
    if (held === promise) held = null;
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
  if (held || document.hidden) return;
  holdRendersUntil(new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * The board game's view (g.view(): a copy of the whole position out of the engine). During
 * a render pass it is read once and shared by the renders (they never change the game).
 */
export function boardView() {
  const g = board.game;
  if (!g) return null;
  if (!rendering) return g.view();
  passView ??= g.view();
  return passView;
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
