// The position in words on demand for the page (the board also says it on "D"):
// a button shows the description under the board, where screen readers read it.

import { $, board } from "./state.js";

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

$("describe").addEventListener("click", describe);
for (const type of ["move", "undo", "navigate", "ready"]) board.addEventListener(type, stale);
$("lang-select").addEventListener("change", () => {
  if (!$("position-words").hidden) setTimeout(describe, 0);
});
