// The play page's shared state: the board element, the settings kept in this browser,
// and the small helpers every part of the page uses.

import { ComputerPlayer, DEFAULT_THINK_MS, THINK_TIMES } from "../ai.js";
import { isPreset } from "../clock.js";
import { colorName, defaultLang, has, pickLang, t } from "../i18n.js";

export const $ = (id) => document.getElementById(id);
export const board = $("board");
export const computer = new ComputerPlayer();

const STORE = "boardgames.settings";
export const THEME_NAMES = ["wood", "green", "contrast", "dark"];
const saved = (() => {
  try {
    const value = JSON.parse(localStorage.getItem(STORE) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
})();
// Only the stored object's own keys count, and values are checked against own keys or lists
// (never `in`): "toString", "constructor" or "__proto__" is no setting.
const own = (key) => (Object.hasOwn(saved, key) ? saved[key] : undefined);

export const state = {
  lang: pickLang(own("lang") ?? defaultLang()),
  catalog: [],
  game: typeof own("game") === "string" ? own("game") : "american",
  options: {},
  mode: ["computer", "demo"].includes(own("mode")) ? own("mode") : "two",
  level: ["number", "string"].includes(typeof own("level")) && [1, 2, 3, 4, 5, 6].includes(Number(own("level"))) ? Number(own("level")) : 2,
  human: own("human") === 1 ? 1 : 0,
  thinkMs: THINK_TIMES.includes(Number(own("thinkMs"))) ? Number(own("thinkMs")) : DEFAULT_THINK_MS,
  coordinates: !!own("coordinates"),
  theme: THEME_NAMES.includes(own("theme")) ? own("theme") : "wood",
  sound: own("sound") !== false,
  showTargets: own("showTargets") !== false,
  confirmMoves: !!own("confirmMoves"),
  turnBoard: !!own("turnBoard"),
  autoCapture: !!own("autoCapture"),
  clockPreset: isPreset(own("clockPreset")) ? own("clockPreset") : "none",
  clock: null,
  thinking: false,
  notice: "",
};

/** The settings kept in this browser (the rest of `state` is the session's). */
const SETTINGS = ["lang", "game", "mode", "level", "human", "coordinates", "theme", "sound", "autoCapture", "clockPreset", "showTargets", "confirmMoves", "turnBoard", "thinkMs"];

export function save() {
  try {
    localStorage.setItem(STORE, JSON.stringify(Object.fromEntries(SETTINGS.map((k) => [k, state[k]]))));
  } catch {
    // Storage may be unavailable (private mode, file://): settings just are not kept.
  }
}

export const tr = (key, params) => t(state.lang, key, params);
export const entry = () => state.catalog.find((c) => c.id === state.game);
export const sideName = (side) => {
  // A family may name its sides otherwise than by colour (shogi: Sente, Gote).
  const own = `side.${entry()?.family}.${side}`;
  if (has(own)) return t(state.lang, own);
  const v = board.game?.view();
  return colorName(state.lang, v?.colors[side], side, v?.style);
};

export function applyInteractive() {
  board.setAttribute("interactive", state.mode === "computer" ? String(state.human) : state.mode === "demo" ? "none" : "both");
}

export function computerSide() {
  return state.mode === "computer" ? 1 - state.human : null;
}

/** Whether the computer plays `side` (one side against a person, both in the demo). */
export function computerPlays(side) {
  return state.mode === "demo" || (state.mode === "computer" && side !== state.human);
}

/** Run after every update() of the status (features add their own controls' state here). */
export const afterUpdate = [];
