// Every setting of the play page is one row of SETTINGS: its key in the page's state,
// its default, how a stored or chosen value is checked, where it is kept, the control
// that shows it and the board attribute it sets. A new setting is one row here plus its
// label in www/i18n.js (and its control in index.html). state.js builds the state from
// these rows, app.js wires their controls and the render shows their values.

import { DEFAULT_THINK_MS, THINK_TIMES } from "../ai.js";
import { PRESETS, isPreset } from "../clock.js";
import { LANGS, LANG_NAMES, defaultLang } from "../i18n.js";
import CATALOG from "../pkg/catalog.js";

export const THEME_NAMES = ["wood", "green", "contrast", "dark"];
export const SPEEDS = ["0", "0.5", "1", "2"];
export const NOTATIONS = ["auto", "ja", "western", "usi"];
export const MODES = ["two", "computer", "demo"];
export const LEVELS = [1, 2, 3, 4, 5, 6];
/** How many best lines the live analysis may show (the engine gives up to five). */
export const ANALYSIS_LINES = [1, 2, 3, 4, 5];

/** A check returns the value to use, or undefined when `v` is none of the allowed ones. */
const oneOf = (list) => (v) => (list.includes(v) ? v : undefined);
const bool = (v) => (typeof v === "boolean" ? v : undefined);
/** true, false or null (not chosen), as a value or as the text localStorage keeps. */
const choiceOrNull = (v) => (v === true || v === "true" ? true : v === false || v === "false" ? false : v === null || v === "null" ? null : undefined);
const numberIn = (list) => (v) => {
  if (typeof v !== "number" && typeof v !== "string") return undefined;
  const n = Number(v);
  return list.includes(n) ? n : undefined;
};

// The rows of the New game dialog (www/page/new-game.js SETUP_KEYS) take effect only with its
// Play; the others (the Settings dialog) at once.
// `store`: "settings" (the JSON object under boardgames.settings), a localStorage key of
// its own, or null (this visit only). `control`: the element id (a select's value or a
// checkbox's checked; `shown(state)` the value it shows when that is not the stored one),
// or "mode" for the radio buttons input[name=mode]. `choices(tr)`:
// the select's [value, label] pairs. `attr`: the board attribute, with `toAttr(value, state)`
// giving its text (null removes it, "" sets a boolean one).
export const SETTINGS = [
  { key: "lang", default: () => defaultLang(), check: oneOf(LANGS), store: "settings", control: "lang-select", choices: () => LANGS.map((l) => [l, LANG_NAMES[l]]), attr: "lang", toAttr: (v) => v },
  { key: "game", default: "american", check: (v) => (typeof v === "string" && v ? v : undefined), store: "settings", control: "game-select" },
  { key: "mode", default: "two", check: oneOf(MODES), store: "settings", control: "mode" },
  { key: "level", default: 2, check: numberIn(LEVELS), store: "settings", control: "level", choices: (tr) => LEVELS.map((n) => [n, tr("levelN", { n })]) },
  { key: "human", default: 0, check: numberIn([0, 1]), store: "settings", control: "human-side" },
  { key: "thinkMs", default: DEFAULT_THINK_MS, check: numberIn(THINK_TIMES), store: "settings", control: "think-time", choices: (tr) => THINK_TIMES.map((ms) => [ms, tr("seconds", { s: ms / 1000 })]) },
  { key: "analysisLines", default: 3, check: numberIn(ANALYSIS_LINES), store: "settings", control: "analysis-lines-setting", choices: () => ANALYSIS_LINES.map((n) => [n, String(n)]) },
  { key: "clockPreset", default: "none", check: (v) => (isPreset(v) ? v : undefined), store: "settings", control: "clock", choices: (tr) => Object.entries(PRESETS).map(([k, c]) => [k, clockLabel(tr, c)]) },
  // null: not chosen, the game family's default (coordinatesShown). Kept under its own key
  // since issue 29: the settings object held `false` for every visitor who never chose (the
  // old default, written back with the rest), so only its `true` is a choice (fromSettings).
  { key: "coordinates", default: null, check: choiceOrNull, store: "boardgames.coordinates", fromSettings: (saved) => (saved.coordinates === true ? true : undefined), control: "coordinates", shown: coordinatesShown, attr: "coordinates", toAttr: (v, state) => (coordinatesShown(state) ? "" : null) },
  { key: "showTargets", default: true, check: bool, store: "settings", control: "show-targets", attr: "hide-targets", toAttr: (v) => (v ? null : "") },
  { key: "confirmMoves", default: false, check: bool, store: "settings", control: "confirm-moves", attr: "confirm", toAttr: (v) => (v ? "" : null) },
  { key: "turnBoard", default: false, check: bool, store: "settings", control: "turn-board" },
  { key: "autoCapture", default: false, check: bool, store: "settings", control: "auto-capture" },
  { key: "sound", default: true, check: bool, store: "settings", control: "sound" },
  // Kept under its own key since issue 8 (a stored speed is not lost).
  { key: "speed", default: "1", check: oneOf(SPEEDS), store: "boardgames.animation", control: "anim-speed", choices: (tr) => SPEEDS.map((s) => [s, tr(`speed.${s}`)]), attr: "speed", toAttr: (v) => v },
  { key: "notation", default: "auto", check: oneOf(NOTATIONS), store: "settings", control: "notation", choices: (tr) => NOTATIONS.map((n) => [n, tr(`notation.${n}`)]), attr: "notation", toAttr: (v) => (v === "auto" ? null : v) },
  { key: "theme", default: "wood", check: oneOf(THEME_NAMES), store: "settings", control: "theme", choices: (tr) => THEME_NAMES.map((n) => [n, tr(`theme.${n}`)]), attr: "theme", toAttr: (v) => v },
];

/** The families whose square names are shown until the player chooses (shogi: lishogi and every diagram show them). */
const COORDINATES_BY_DEFAULT = ["shogi"];

/** Whether the board names its squares: the player's choice, else the default of the game's family. */
export function coordinatesShown(state) {
  if (typeof state.coordinates === "boolean") return state.coordinates;
  return COORDINATES_BY_DEFAULT.includes(CATALOG.find((c) => c.id === state.game)?.family);
}

function clockLabel(tr, c) {
  if (!c) return tr("clock.none");
  return c.byoyomi ? tr("clock.byoyomi", { m: c.main, s: c.byoyomi }) : tr("clock.fischer", { m: c.main, s: c.increment });
}

export const SETTINGS_KEY = "boardgames.settings";

/** The row of a setting key (undefined for a key that is no setting). */
export const settingRow = (key) => SETTINGS.find((s) => s.key === key);

/**
 * Reads the stored settings: own keys of a stored plain object only, each value checked
 * by its row ("toString", "constructor" or "__proto__" is no value); defaults for the rest.
 * `storage` is localStorage or a stand-in (tests).
 */
export function readSettings(storage) {
  const read = (key) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  let saved = {};
  try {
    const value = JSON.parse(read(SETTINGS_KEY) ?? "{}");
    if (value && typeof value === "object" && !Array.isArray(value)) saved = value;
  } catch {
    saved = {};
  }
  const out = {};
  for (const row of SETTINGS) {
    let raw;
    if (row.store === "settings") raw = Object.hasOwn(saved, row.key) ? saved[row.key] : undefined;
    else if (row.store) raw = read(row.store) ?? row.fromSettings?.(saved);
    const checked = raw === undefined ? undefined : row.check(raw);
    out[row.key] = checked !== undefined ? checked : typeof row.default === "function" ? row.default() : row.default;
  }
  return out;
}

/** Writes the stored settings of `state` (storage may be unavailable: then nothing is kept). */
export function writeSettings(storage, state) {
  try {
    const main = {};
    for (const row of SETTINGS) {
      if (row.store === "settings") main[row.key] = state[row.key];
      else if (row.store) storage.setItem(row.store, String(state[row.key]));
    }
    storage.setItem(SETTINGS_KEY, JSON.stringify(main));
  } catch {
    // Private mode, file://: settings are just not kept.
  }
}

/** The board attributes the settings set, as a board.set() config. */
export function boardAttributes(state) {
  const config = {};
  for (const row of SETTINGS) if (row.attr) config[row.attr] = row.toAttr(state[row.key], state) ?? null;
  return config;
}
