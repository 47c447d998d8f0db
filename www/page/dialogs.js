// The settings' controls (in the New game and Settings dialogs) and the dialogs
// themselves. Each control shows its row of SETTINGS (www/page/settings.js). A control of the
// Settings dialog takes effect at once: setState, then `onSetting(key)` for what it sets off
// (the board turning, an automatic capture). A control of the New game dialog only edits its
// draft (www/page/new-game.js): Play hands the draft to `startGame(setup)`, Close and Escape
// drop it (issue 29: the game in progress changes only on Play). Loaded in idle time after
// the first board (www/page/dialogs-late.js loads it and wires the share button).

import { $, SETTINGS, board, onRender, saveChoice, setState, state, tr } from "./state.js";
import { SETUP_KEYS, beginDraft, draft, draftSideName, dropDraft, editDraft, renderOptions } from "./new-game.js";
import * as owner from "./game-owner.js";
import { loadLang } from "../i18n.js";
import { ensurePieces } from "../board/pieces.js";
import { whenIdle } from "../board/late.js";
import { h, patch } from "./h.js";

/** Fills a select with [value, label] pairs (patched: an open select whose choices did not change is not touched). */
function fillSelect(select, pairs) {
  patch(select, pairs.map(([value, label]) => h("option", { value: String(value) }, label)));
}

/** The choices of the rows whose choices come from the page (the catalog, the sides). */
function choicesOf(row) {
  if (row.key === "game") return state.catalog.map((c) => [c.id, c.name[state.lang] ?? c.name.en]);
  if (row.key === "human") return [0, 1].map((s) => [s, draftSideName(draft().game, s)]);
  return row.choices?.(tr) ?? null;
}

function renderControls() {
  // The New game dialog shows its draft (the game in progress's set-up while it has none).
  const next = draft();
  for (const row of SETTINGS) {
    const value = SETUP_KEYS.has(row.key) ? next[row.key] : state[row.key];
    if (row.control === "mode") {
      for (const el of document.querySelectorAll('input[name="mode"]')) if (el.checked !== (el.value === value)) el.checked = el.value === value;
      continue;
    }
    const el = $(row.control);
    if (!el) continue;
    // Written only when different: an open control is not disturbed by the frequent renders.
    if (el.type === "checkbox") {
      const on = row.shown ? row.shown(state) : !!value;
      if (el.checked !== on) el.checked = on;
      continue;
    }
    const choices = choicesOf(row);
    if (choices && el.tagName === "SELECT") fillSelect(el, choices);
    if (el.value !== String(value)) el.value = String(value);
  }
  renderOptions();
  document.querySelector(".computer-settings").hidden = next.mode === "two";
  document.querySelector(".play-as").hidden = next.mode === "demo";
  document.querySelector(".turn-board").hidden = state.mode !== "two";
}

/** The value a control holds, for its row. */
function controlValue(row, el) {
  if (el.type === "checkbox") return el.checked;
  if (el.type === "radio") return el.value;
  return el.value;
}

/**
 * Opens a dialog in a task after the click's: `showModal` makes the page behind inert, which
 * recomputes every element's style and lays the dialog out to move the focus into it, and
 * with the pointer events' own handling that made the click one long task on a phone (issue 13).
 */
export function open(id) {
  setTimeout(() => {
    const dlg = $(id);
    if (id === "new-game-dialog" && !dlg.open) {
      beginDraft();
      renderControls();
    }
    if (!dlg.open) dlg.showModal();
    if (id === "new-game-dialog") whenIdle(preparePieces);
  }, 0);
}

/**
 * Runs `fn` once the next frame is drawn (at once in a hidden page, which draws none): the
 * style pass of a closed modal dialog (the whole page is no longer inert) goes into that
 * frame, and the new game's first drawing into a later one (issue 13).
 */
function afterNextFrame(fn) {
  if (document.hidden) return void setTimeout(fn, 0);
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/**
 * The chess and shogi pieces (small modules, www/pieces/) and the shogi pieces' font, loaded
 * while the New game dialog is open, in idle tasks: a game chosen there then starts without
 * them (loading the pieces' font in the new board's first frames was a long task, issue 13).
 */
function preparePieces() {
  ensurePieces("chess").finally(() => whenIdle(() => ensurePieces("shogi")));
}

/**
 * Wires the controls and dialogs; `onSetting(key)` follows a changed setting of the Settings
 * dialog, `startGame(setup)` starts the New game dialog's draft ({ game, options, mode,
 * level, human, clockPreset }). Returns the unbind.
 */
export function init({ onSetting, startGame }) {
  const offs = [];
  const on = (el, type, fn) => {
    el.addEventListener(type, fn);
    offs.push(() => el.removeEventListener(type, fn));
  };
  for (const row of SETTINGS) {
    const els = row.control === "mode" ? [...document.querySelectorAll('input[name="mode"]')] : [$(row.control)].filter(Boolean);
    for (const el of els) {
      on(el, "change", async () => {
        if (SETUP_KEYS.has(row.key)) {
          const value = row.check(controlValue(row, el));
          if (value !== undefined) editDraft({ [row.key]: value });
          return;
        }
        // The value chosen, read before any wait: a render meanwhile writes the state's value
        // back into the control (renderControls), and the choice would be lost.
        const value = controlValue(row, el);
        // Another language's texts are loaded first (www/i18n.js): the page never shows a mix.
        // The choice is kept at once: a reload while the texts load must not lose it.
        if (row.key === "lang" && row.check(value) !== undefined) {
          saveChoice({ lang: row.check(value) });
          await loadLang(value);
        }
        const before = state[row.key];
        setState({ [row.key]: value });
        if (state[row.key] !== before) onSetting(row.key);
      });
    }
  }
  on($("open-new-game"), "click", () => open("new-game-dialog"));
  on($("open-settings"), "click", () => open("settings-dialog"));
  on($("new-game"), "click", () => {
    const setup = draft();
    // Closed in a task after the click's, and the new game after the next frame: closing a
    // modal dialog recomputes the whole page's styles (the page is no longer inert) and moves
    // the focus back, and with the click's handling and the new board's first drawing in the
    // same task that made one long task on a phone (issue 13).
    setTimeout(() => {
      $("new-game-dialog").close();
      afterNextFrame(() => startGame(setup));
    }, 0);
  });
  // Closed by Close, Escape or Play: the draft goes (Play has taken it).
  on($("new-game-dialog"), "close", dropDraft);
  offs.push(onRender(renderControls));
  // Filled now: this module comes after the page's first renders, and a click that waited for
  // it opens a dialog at once.
  if (owner.game() && state.catalog) renderControls();
  // Says the controls are wired (this module loads late): tests/browser/harness.mjs waits for it.
  $("new-game-dialog").dataset.wired = "";
  offs.push(() => delete $("new-game-dialog").dataset.wired);
  return () => offs.forEach((off) => off());
}

