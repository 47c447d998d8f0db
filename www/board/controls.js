// The replay bar under a board (the `controls` attribute): first, previous, play/pause,
// next, last. It only calls back; the board does the moving.

import { t } from "../i18n.js";

const SVG = "http://www.w3.org/2000/svg";
const ICONS = {
  first: "M6 5h2.2v14H6zM18 6.5 16.5 5l-7 7 7 7 1.5-1.5-5.5-5.5z",
  prev: "M16 6.5 14.5 5l-7 7 7 7 1.5-1.5-5.5-5.5z",
  play: "M7 5v14l11-7z",
  pause: "M7 5h4v14H7zM13 5h4v14h-4z",
  next: "M8 6.5 9.5 5l7 7-7 7L8 17.5l5.5-5.5z",
  last: "M15.8 5H18v14h-2.2zM6 6.5 7.5 5l7 7-7 7L6 17.5l5.5-5.5z",
};

function icon(name) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", ICONS[name]);
  svg.append(path);
  return svg;
}

/** Builds the bar; `on(action)` is called with "first" | "prev" | "play" | "next" | "last". */
export function createControls(on) {
  const root = document.createElement("div");
  root.className = "bg-controls";
  const buttons = {};
  for (const name of ["first", "prev", "play", "next", "last"]) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = `bg-ctl bg-${name}`;
    b.append(icon(name));
    b.addEventListener("click", () => on(name));
    buttons[name] = b;
    root.append(b);
  }
  const counter = document.createElement("span");
  counter.className = "bg-counter";
  root.append(counter);
  return {
    root,
    /** Shows the state: { ply, total, playing, lang }. */
    update({ ply, total, playing, lang }) {
      buttons.first.disabled = buttons.prev.disabled = ply === 0;
      buttons.next.disabled = buttons.last.disabled = ply >= total;
      buttons.play.disabled = ply >= total && !playing;
      buttons.play.replaceChildren(icon(playing ? "pause" : "play"));
      for (const [name, b] of Object.entries(buttons)) {
        const label = t(lang, `ctl.${name === "play" && playing ? "pause" : name}`);
        b.title = label;
        b.setAttribute("aria-label", label);
      }
      counter.textContent = `${ply} / ${total}`;
    },
  };
}
