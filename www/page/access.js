// Page helpers for issue 8: the position in words on demand (the board also says it on
// "D"), shown beside the board where screen readers read it. (The engine's view of the
// position is the live analysis: www/page/analysis.js. The animation speed is a
// setting: www/page/settings.js.)

import { $, board } from "./state.js";
import { loadLang } from "../i18n.js";

function describe() {
  const out = $("position-words");
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
  // After the page has taken the language (its texts may be loaded first: www/i18n.js).
  const onLang = () => {
    if (!$("position-words").hidden) loadLang($("lang-select").value).then(() => setTimeout(describe, 0));
  };
  const binds = [
    [$("describe"), "click", describe],
    [$("lang-select"), "change", onLang],
    ...["move", "undo", "navigate", "ready"].map((type) => [board, type, stale]),
  ];
  for (const [el, type, fn] of binds) el.addEventListener(type, fn);
  return () => {
    for (const [el, type, fn] of binds) el.removeEventListener(type, fn);
  };
}
