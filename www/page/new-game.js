// The New game dialog's draft (issue 29): its controls (game, rule options, opponent, level,
// side, clock) edit a draft of the next game, `state.newGameDraft`; Play hands the draft to
// the page's startGame, and Close or Escape drops it. The game in progress (its moves, its
// variations, its opponent) is never touched before Play. Loaded with www/page/dialogs.js.

import { loadEngine } from "../engine.js";
import { h, patch } from "./h.js";
import { colorName, has, optionName, optionValue, t } from "../i18n.js";
import { $, board, setState, sideName, state, tr } from "./state.js";

/** The settings (www/page/settings.js) that the New game dialog chooses for the next game. */
export const SETUP_KEYS = new Set(["game", "mode", "level", "human", "clockPreset"]);

/**
 * The set-up of the game in progress, as the dialog starts from it and hands it to the
 * page's startGame: its settings' values and the game's rule options.
 */
export function setupOf(state) {
  const setup = { options: { ...state.options } };
  for (const key of SETUP_KEYS) setup[key] = state[key];
  return setup;
}

/** The draft, or the set-up of the game in progress while there is none. */
export const draft = () => state.newGameDraft ?? setupOf(state);

/** Starts a draft from the game in progress (the dialog opens). */
export function beginDraft() {
  setState({ newGameDraft: setupOf(state) });
}

/** Drops the draft (the dialog closed): nothing it held is applied. */
export function dropDraft() {
  if (state.newGameDraft) setState({ newGameDraft: null });
}

/** Changes the draft; another game starts from its own default rule options. */
export function editDraft(change) {
  const now = draft();
  const next = { ...now, ...change };
  if (change.game != null && change.game !== now.game) next.options = {};
  setState({ newGameDraft: next });
}

/** The catalog's entry of the draft's game. */
const draftEntry = () => state.catalog.find((c) => c.id === draft().game);

/** The draft game's rule options as controls (patched: an open control whose choices did not change is not touched). */
export function renderOptions() {
  const d = draft();
  const opts = draftEntry()?.options ?? [];
  const setOption = (name, value) => editDraft({ options: { ...draft().options, [name]: value } });
  patch($("options"), !opts.length ? [h("p", { className: "muted" }, tr("noOptions"))] : opts.map((opt) => {
    const value = d.options[opt.name] ?? opt.default;
    const isBool = opt.values.length === 2 && opt.values.every((v) => typeof v === "boolean");
    if (isBool) {
      const onchange = (e) => setOption(opt.name, e.target.checked);
      return h("label", { className: "check" }, h("input", { type: "checkbox", checked: value === true, onchange }), " ", optionName(state.lang, opt.name));
    }
    const onchange = (e) => setOption(opt.name, opt.values[Number(e.target.value)]);
    return h("label", { className: "choice" }, optionName(state.lang, opt.name), " ",
      h("select", { value: String(Math.max(0, opt.values.indexOf(value))), onchange }, opt.values.map((v, i) => h("option", { value: String(i) }, optionValue(state.lang, v, opt.name)))));
  }));
}

/** The colours of a game's sides ({ colors, style } of its view), once read from a scratch game; null while loading. */
const sidesOf = new Map();

/**
 * The name of `side` in game `id` ("Play as"): the board's own game names them itself;
 * another one chosen in the draft is asked once of the engine (its family's module, which
 * Play then needs anyway), named "First player" meanwhile.
 */
export function draftSideName(id, side) {
  if (id === board.game?.id && id === state.game) return sideName(side);
  const own = `side.${state.catalog.find((c) => c.id === id)?.family}.${side}`;
  if (has(own)) return t(state.lang, own);
  const known = sidesOf.get(id);
  if (known) return colorName(state.lang, known.colors[side], side, known.style);
  if (!sidesOf.has(id)) learnSides(id);
  return t(state.lang, `side.${side}`);
}

function learnSides(id) {
  sidesOf.set(id, null);
  loadEngine(id).then(
    ({ Game }) => {
      const g = new Game(id);
      try {
        const v = g.view();
        sidesOf.set(id, { colors: v.colors, style: v.style });
      } finally {
        g.free();
      }
      setState({});
    },
    () => sidesOf.delete(id),
  );
}
