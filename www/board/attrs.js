// Attribute checks for page authors: the `size` attribute, and a short note under the
// board naming any attribute value the board could not use (an unknown square in
// `marks`, a theme that does not exist...). A board that cannot be shown at all says
// so in its message box instead (board-game.js); these values only lose their effect,
// so the board is still drawn. Every text goes in with textContent: never markup.

import { t } from "../i18n.js";
import { pieceSets } from "./pieces.js";

const THEMES = ["wood", "green", "contrast", "dark"];

/**
 * The CSS width a `size` value asks for: a bare number is CSS pixels, anything else
 * must be a CSS length the browser accepts ("20em", "50%", "min(90vw, 480px)").
 * Returns "" for no size, null for a value that is not a length.
 */
export function sizeWidth(value) {
  const v = String(value ?? "").trim();
  if (!v) return "";
  if (/^\d+(\.\d+)?$/.test(v)) return Number(v) > 0 ? `${v}px` : null;
  return globalThis.CSS?.supports?.("width", v) ? v : null;
}

/** Applies the `size` attribute: the board is that wide (cells stay square). */
export function applySize(el) {
  const width = sizeWidth(el.getAttribute("size"));
  if (width) el.style.setProperty("--bg-size", width);
  else el.style.removeProperty("--bg-size");
}

/** The problems with attribute values of a loaded board, as readable lines. */
export function attributeProblems(el, view, marks) {
  const lang = el.lang;
  const out = [];
  const bad = (name, why) => out.push(t(lang, "attr.bad", { name, value: el.getAttribute(name), why }));
  if (el.hasAttribute("size") && sizeWidth(el.getAttribute("size")) === null) bad("size", t(lang, "attr.size"));
  if (marks?.errors.length) bad("marks", t(lang, "attr.marks", { names: marks.errors.join(" ") }));
  const theme = el.getAttribute("theme");
  if (theme && !THEMES.includes(theme)) bad("theme", t(lang, "attr.oneOf", { list: THEMES.join(", ") }));
  const set = el.getAttribute("pieces");
  if (set && view && !pieceSets(view.style).includes(set)) bad("pieces", t(lang, "attr.oneOf", { list: pieceSets(view.style).join(", ") }));
  const coords = (el.getAttribute("coordinates") ?? "").trim().toLowerCase();
  if (coords && !["inside", "outside", "true"].includes(coords)) bad("coordinates", t(lang, "attr.oneOf", { list: "inside, outside" }));
  const o = (el.getAttribute("orientation") ?? "").trim().toLowerCase();
  if (o && view && o !== "0" && o !== "1" && !view.colors.includes(o)) bad("orientation", t(lang, "attr.oneOf", { list: [...new Set([...view.colors, "0", "1"])].join(", ") }));
  const who = (el.getAttribute("interactive") ?? "").trim().toLowerCase();
  const whoOk = ["", "both", "true", "none", "false", "0", "1", ...(view?.colors ?? [])];
  if (el.hasAttribute("interactive") && view && !whoOk.includes(who)) bad("interactive", t(lang, "attr.oneOf", { list: [...new Set(whoOk.filter(Boolean))].join(", ") }));
  const speed = el.getAttribute("speed");
  if (speed != null && speed !== "" && !(Number(speed) >= 0)) bad("speed", t(lang, "attr.number"));
  const ply = el.getAttribute("ply");
  if (ply != null && ply !== "" && !Number.isInteger(Number(ply))) bad("ply", t(lang, "attr.integer"));
  return out;
}

/** Shows (or clears) the problems in a note under the board. */
export function showProblems(el, lines) {
  let note = el.querySelector(":scope > .bg-note");
  if (!lines.length) {
    note?.remove();
    return;
  }
  if (!note) {
    note = document.createElement("div");
    note.className = "bg-note";
    note.setAttribute("role", "note");
    (el.querySelector(":scope > .bg-caption-area") ?? el.querySelector(":scope > .bg-wrap")).after(note);
  }
  note.textContent = lines.join("\n");
}
