// The play page's keys, as lichess has them: the arrows step through the game (left and
// right one move, up or Home to the start, down or End to the end) and "L" turns the
// analysis on and off, whatever has the focus (a toolbar button just clicked, the move list,
// the page), so that a click never takes the keyboard away (issue 29).
//
// Not where a key has a meaning of its own: a text field, a select, a slider (#replay steps
// through the game by itself), an open dialog, the position editor, and the board while its
// keyboard cursor is in use (it was reached with Tab: www/board/keys.js moves the cursor
// with the arrows and cancels their default, which tells this handler to keep out).

import { board } from "./state.js";

/** Inputs whose keys are their own (typing, choosing); checkboxes and buttons take no arrow. */
const TYPING = new Set(["text", "search", "email", "url", "tel", "password", "number", "range", "date", "time", "datetime-local", "month", "week", "color", "file"]);

/** Whether the key belongs to the element that has the focus (or to an open dialog). */
export function ownKey(target) {
  if (document.querySelector("dialog[open]")) return true;
  if (board.editing) return true;
  const el = target instanceof Element ? target : null;
  if (!el) return false;
  if (el.isContentEditable || el.closest("textarea, select, [contenteditable]:not([contenteditable=false])")) return true;
  return el.tagName === "INPUT" && TYPING.has(el.type);
}

/**
 * Wires the keys to the page's actions: `back`, `forward`, `first`, `last` (the moves) and
 * `toggleAnalysis`. Returns the unbind.
 */
export function init(actions) {
  const keys = {
    ArrowLeft: actions.back,
    ArrowRight: actions.forward,
    ArrowUp: actions.first,
    Home: actions.first,
    ArrowDown: actions.last,
    End: actions.last,
    l: actions.toggleAnalysis,
    L: actions.toggleAnalysis,
  };
  const onKey = (e) => {
    const action = Object.hasOwn(keys, e.key) ? keys[e.key] : null;
    // A key some handler has taken already (the board's cursor), or a shortcut of the browser's.
    if (!action || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || ownKey(e.target)) return;
    e.preventDefault();
    action();
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
