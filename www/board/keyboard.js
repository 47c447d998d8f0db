// The board's keyboard, loaded late (issue 13: the first visit's cold page). Its handler
// (board/keys.js: the cursor, its words for screen readers, the position in words) is not
// needed to draw the first board: it comes in idle time once a board is drawn (frame.js calls
// preloadKeys). A key pressed before it has come still works: this stub keeps the page from
// scrolling for the keys the board takes (arrows, and Space on a cursor), imports the handler
// and replays the key to it, in order.

import { lateModule } from "./late.js";

const keys = lateModule(() => import("./keys.js"));

/** Asks for the keyboard's handler in idle time, once (called at each frame of a board; a failure is tried again at the next frame or key). */
export const preloadKeys = () => keys.preload();

/**
 * Resolves once the keyboard's handler is here (loading it now if it has not come), so that
 * a key pressed then is handled at once: the board's idle() waits for it. Never rejects.
 */
export const keysLoaded = () => keys.load().then(() => {}, () => {});

/** The keys whose browser default (scrolling) the handler always cancels on the board. */
const ARROWS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

/** Runs `handle(keys)` now when the handler is here, else once it has come (keys in order). */
function withKeys(handle) {
  if (keys.get()) return handle(keys.get());
  keys.load().then(handle, () => {});
}

/**
 * Whether the arrows move the board's keyboard cursor: the board was reached with the
 * keyboard (Tab), or its cursor is in use. On a board that has the focus from a click they
 * are left to the page (the play page steps through the game with them: issue 29).
 */
const cursorArrows = (s) => s.ui.keyboard || !s.ui.pointerFocus;

/** A key on the focused board. */
export function onKey(s, e) {
  if (ARROWS.has(e.key) && !cursorArrows(s)) return;
  // Cancelled now: after the import the browser would already have scrolled the page.
  if (!keys.get() && (ARROWS.has(e.key) || (e.key === " " && s.ui.cursor != null))) e.preventDefault();
  withKeys((k) => k.onKey(s, e));
}

/** Enter or Escape with the focus on the page rather than on a control. */
export function onDocKey(s, e) {
  withKeys((k) => k.onDocKey(s, e));
}
