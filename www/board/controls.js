// The replay bar under a board (the `controls` attribute): first, previous, play/pause,
// next, last. It only calls back; the board does the moving.

import { t } from "../i18n.js";

const SVG = "http://www.w3.org/2000/svg";
const ICONS = {
  first: "M6 5h2v14H6zM20 5v14L9 12z",
  prev: "M18 5v14L7 12z",
  play: "M7 5v14l11-7z",
  pause: "M7 5h4v14H7zM13 5h4v14h-4z",
  next: "M6 5v14l11-7z",
  last: "M16 5h2v14h-2zM4 5v14l11-7z",
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
