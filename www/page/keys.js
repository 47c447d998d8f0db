// The play page's keys, as lichess has them: the arrows step through the game (left and
// right one move, up or Home to the start, down or End to the end: the toolbar's buttons) and
// "L" turns the analysis on and off, whatever has the focus (a toolbar button just clicked, the move list,
// the page), so that a click never takes the keyboard away (issue 29).
//
// Not where a key has a meaning of its own: a text field, a select, a slider (#replay steps
// through the game by itself), an open dialog, the position editor, and the board while its
// keyboard cursor is in use (it was reached with Tab: www/board/keys.js moves the cursor
// with the arrows and cancels their default, which tells this handler to keep out).

import { $, board, renderNow } from "./state.js";

/** Each key is a toolbar button's (it does what the button does, and nothing while the button is disabled). */
const BUTTONS = { ArrowLeft: "prev", ArrowRight: "redo", ArrowUp: "first", Home: "first", ArrowDown: "last", End: "last", l: "analysis-toggle", L: "analysis-toggle" };

/** Whether the key belongs to the element that has the focus (a field, a select) or to an open dialog. */
export function ownKey(target) {
  if (board.editing || document.querySelector("dialog[open]")) return true;
  return target instanceof Element && !!target.closest("textarea, select, [contenteditable], input:not([type=checkbox], [type=radio])");
}

/** Wires the keys; returns the unbind. */
export function init() {
  const onKey = (e) => {
    const button = Object.hasOwn(BUTTONS, e.key) && $(BUTTONS[e.key]);
    // A key some handler has taken already (the board's cursor), or a shortcut of the browser's.
    if (!button || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || ownKey(e.target)) return;
    e.preventDefault();
    // A key pressed in the frame after the previous one (Up, then Down at once) finds the
    // buttons as the last render left them: render first, so that a button the new position
    // enables is not taken for disabled and the key lost.
    if (button.disabled) renderNow();
    button.click();
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
