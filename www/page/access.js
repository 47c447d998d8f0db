// Page helpers for issue 8: the position in words on demand (the board also says it on
// "D"), shown beside the board where screen readers read it. (The engine's view of the
// position is the live analysis: www/page/analysis.js. The animation speed is a
// setting: www/page/settings.js.)

import { $, board, onRender, state } from "./state.js";

function describe() {
  const out = $("position-words");
  // The language they are said in (a new one says them again).
  out.dataset.lang = state.lang;
  const text = board.describePosition?.() ?? "";
  // Emptied first so that the same words asked twice are read again.
  out.textContent = "";
  out.hidden = !text;
  requestAnimationFrame(() => (out.textContent = text));
}

/** The description belongs to one position: hidden again when the board changes. */
function stale() {
  const out = $("position-words");
  out.hidden = true;
  out.textContent = "";
}

/** Wires the buttons and the board's events; returns the unbind. */
export function init() {
  // A new language says the words shown again in the render that shows it everywhere else
  // (the page takes a language once its texts have loaded, and the board has it then).
  const offRender = onRender(() => {
    const out = $("position-words");
    if (!out.hidden && out.dataset.lang !== state.lang) describe();
  });
  const binds = [
    [$("describe"), "click", describe],
    ...["move", "undo", "navigate", "ready"].map((type) => [board, type, stale]),
  ];
  for (const [el, type, fn] of binds) el.addEventListener(type, fn);
  return () => {
    offRender();
    for (const [el, type, fn] of binds) el.removeEventListener(type, fn);
  };
}
