// The position in words on demand for the page (the board also says it on "D"):
// a button shows the description under the board, where screen readers read it.

import { $, board, tr } from "./state.js";

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

// ---- animation speed: a setting of its own, kept in this browser ----------------

const SPEED_KEY = "boardgames.animation";
const SPEEDS = ["0", "0.5", "1", "2"];
let speed = (() => {
  try {
    const v = localStorage.getItem(SPEED_KEY);
    return SPEEDS.includes(v) ? v : "1";
  } catch {
    return "1";
  }
})();

function fillSpeeds() {
  const select = $("anim-speed");
  select.replaceChildren(
    ...SPEEDS.map((v) => {
      const o = document.createElement("option");
      o.value = v;
      o.textContent = tr(`speed.${v}`);
      return o;
    }),
  );
  select.value = speed;
}

board.setAttribute("speed", speed);
fillSpeeds();
$("anim-speed").addEventListener("change", (e) => {
  speed = SPEEDS.includes(e.target.value) ? e.target.value : "1";
  board.setAttribute("speed", speed);
  try {
    localStorage.setItem(SPEED_KEY, speed);
  } catch {
    // Not kept where storage is unavailable.
  }
});
$("lang-select").addEventListener("change", () => setTimeout(fillSpeeds, 0));
