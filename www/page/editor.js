// The position editor: a mode of the main board (board.edit(), www/board/edit.js). The
// board shows the position being set up and a click, a tap, a drag or Enter on a square
// puts the chosen piece there or takes one off; this module holds the palette (each
// piece drawn by the board's own renderer, plus the eraser), the pieces in hand for
// shogi, the side to move and the buttons. The engine builds and checks the position
// (Game.fromSetup: castling rights, supplies and counters are its business) and says why
// it refuses one; a refused position changes nothing.

import "../i18n-late.js"; // the English texts of the parts loaded on first use
import { loadEngine } from "../engine.js";
// The board's editing mode, loaded with this module: board.edit() then takes effect at once.
import "../board/edit.js";
import { addLateStyles } from "./late-style.js";
import { has } from "../i18n.js";
import { drawPiece, ensurePieces } from "../board/pieces.js";
// The sides as the page names them (shogi: Sente and Gote, as in the player bars).
import { $, board, entry, onRender, sideName, state, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { newGame } from "./game-owner.js";
import { turnOn as turnOnAnalysis } from "./analysis-toggle.js";
import { togglePause } from "./clocks.js";
import { SHOGI_LABELS, editorKinds, handKinds } from "./position-text.js";

addLateStyles();

const ERASE = "erase";
const FIGURE = 34; // a palette figure's size in CSS pixels
let ed = null; // the open editor: { view, kinds, error }, or null
let offs = []; // listeners to remove when the editor closes

/** The name of a piece kind in the current language. */
function kindName(kind) {
  const style = ed?.view.style;
  for (const key of [`kind.${style}.${kind}`, `kind.${kind}`]) if (has(key)) return tr(key);
  return SHOGI_LABELS[kind] ?? kind;
}


function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k.startsWith("aria-") || k.startsWith("data-") || k === "role") e.setAttribute(k, v);
    else e[k] = v;
  }
  e.append(...children);
  return e;
}

async function open() {
  const g = owner.game();
  const game = entry();
  if (!g || !game) return;
  const view = g.view();
  ed = { view, kinds: editorKinds(game), error: "" };
  // Setting up a position is not thinking time.
  if (state.clock && state.clock.running != null && !state.clock.paused) togglePause();
  document.documentElement.classList.add("editing-board");
  $("editor").hidden = false;
  $("edit-position").setAttribute("aria-pressed", "true");
  if (ed.kinds) {
    board.edit(null);
    board.editTool = { side: view.turn, kind: view.style === "chess" || view.style === "shogi" ? "P" : ed.kinds[0] };
    const onEdit = () => showError("");
    board.addEventListener("edit", onEdit);
    offs.push(() => board.removeEventListener("edit", onEdit));
    await ensurePieces(view.style);
  }
  if (!ed) return;
  render();
  board.querySelector("canvas")?.focus({ preventScroll: true });
  showWithBoard();
}

/**
 * Scrolls the page (a phone: the editor is under the board) just enough to show the whole
 * editor, never past the board's top edge: the board and "Play from here" in view together.
 */
function showWithBoard() {
  const boardTop = board.getBoundingClientRect().top + scrollY;
  const editorEnd = $("editor").getBoundingClientRect().bottom + scrollY;
  const to = Math.max(0, Math.min(boardTop, editorEnd - innerHeight));
  if (Math.abs(to - scrollY) > 0.5) scrollTo(0, to);
}

/** Leaves the editor; the board shows its game again (unless a new position is loading). */
function close() {
  if (!ed) return;
  ed = null;
  for (const off of offs) off();
  offs = [];
  if (board.editing) board.edit(false);
  document.documentElement.classList.remove("editing-board");
  $("edit-position").removeAttribute("aria-pressed");
  $("editor").hidden = true;
  $("editor").replaceChildren();
}

/** A piece drawn on a small canvas by the board's renderer (the palette's figures). */
function figure(piece, size = FIGURE) {
  const v = ed.view;
  const canvas = el("canvas", { class: "ed-figure", "aria-hidden": "true" });
  const ratio = globalThis.devicePixelRatio || 1;
  canvas.width = canvas.height = Math.round(size * ratio);
  canvas.style.width = canvas.style.height = `${size}px`;
  const ctx = canvas.getContext("2d");
  ctx.scale(ratio, ratio);
  const shown = { side: piece.side, kind: piece.kind, promoted: String(piece.kind).startsWith("+") };
  drawPiece(ctx, v.style, shown, 0, 0, size, { color: v.colors[piece.side], upsideDown: piece.side !== v.bottom, theme: board.getAttribute("theme") || "wood" });
  return canvas;
}

/** The cross of the eraser, drawn like the figures. */
function eraserFigure() {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", String(FIGURE * 0.7));
  svg.setAttribute("height", String(FIGURE * 0.7));
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(ns, "path");
  path.setAttribute("d", "M5 5 19 19M19 5 5 19");
  path.setAttribute("stroke", "currentColor");
  path.setAttribute("stroke-width", "3");
  path.setAttribute("stroke-linecap", "round");
  svg.append(path);
  return svg;
}

function toolButton(tool, label) {
  const now = board.editTool;
  const pressed = tool === ERASE ? now === ERASE : now && now !== ERASE && now.side === tool.side && now.kind === tool.kind;
  return el(
    "button",
    {
      type: "button",
      class: "ed-tool",
      "aria-pressed": String(!!pressed),
      "aria-label": label,
      title: label,
      "data-tool": tool === ERASE ? ERASE : `${tool.side}:${tool.kind}`,
      onclick: () => {
        board.editTool = tool;
        render();
      },
    },
    tool === ERASE ? eraserFigure() : figure(tool),
  );
}

function render() {
  const box = $("editor");
  ed.lang = state.lang;
  const parts = [el("h2", { id: "editor-title" }, tr("editor.title"))];
  if (!ed.kinds) {
    parts.push(el("p", { class: "ed-error" }, tr("editor.unsupported")));
    parts.push(el("div", { class: "ed-actions" }, el("button", { type: "button", id: "editor-cancel", onclick: close }, tr("cancel"))));
    box.replaceChildren(...parts);
    return;
  }
  const setup = board.editing;
  // The palette: every kind for each side (the side at the top of the board first), then the eraser.
  const palette = el("div", { class: "ed-palette", role: "group", "aria-label": tr("editor.palette") });
  for (const side of [1, 0]) {
    const row = el("div", { class: "ed-row" });
    for (const kind of ed.kinds) row.append(toolButton({ side, kind }, `${sideName(side)} ${kindName(kind)}`));
    if (side === 0) row.append(toolButton(ERASE, tr("editor.erase")));
    palette.append(row);
  }
  parts.push(palette);
  if (setup.hands) parts.push(handsEditor(setup.hands));
  const turn = el(
    "select",
    { id: "editor-turn", onchange: (e) => board.editChange({ turn: Number(e.target.value) }) },
    ...[0, 1].map((s) => el("option", { value: String(s), selected: s === setup.turn }, sideName(s))),
  );
  parts.push(
    el(
      "div",
      { class: "ed-actions" },
      el("label", { class: "ed-turn" }, tr("editor.toMove"), " ", turn),
      el("button", { type: "button", id: "editor-clear", onclick: clearAll }, tr("editor.clear")),
      el("button", { type: "button", id: "editor-start", onclick: standard }, tr("editor.start")),
      el("button", { type: "button", id: "editor-cancel", onclick: close }, tr("cancel")),
      el("button", { type: "button", id: "editor-analyse", onclick: () => play(true) }, tr("editor.analyse")),
      el("button", { type: "button", id: "editor-play", class: "primary", onclick: () => play(false) }, tr("editor.play")),
    ),
  );
  parts.push(el("p", { id: "editor-error", class: "ed-error", role: "alert", hidden: !ed.error }, ed.error));
  box.replaceChildren(...parts);
}

/** The pieces in hand (shogi): a figure and a count for each kind, per side. */
function handsEditor(hands) {
  const wrap = el("div", { class: "ed-hands" });
  for (const side of [1, 0]) {
    const title = tr("editor.hand", { side: sideName(side) });
    const row = el("div", { class: "ed-row" }, el("span", { class: "ed-hand-title" }, title));
    for (const kind of handKinds(entry())) {
      const input = el("input", {
        type: "number",
        min: "0",
        max: "18",
        value: String(hands[side][kind] ?? 0),
        "data-hand": `${side}:${kind}`,
        "aria-label": `${title} ${kindName(kind)}`,
        onchange: (e) => {
          const now = board.editing.hands;
          now[side][kind] = Math.max(0, Math.min(18, Math.trunc(Number(e.target.value) || 0)));
          board.editChange({ hands: now });
        },
      });
      row.append(el("label", { class: "ed-hand" }, figure({ side: 0, kind }, 26), input));
    }
    wrap.append(row);
  }
  return wrap;
}

function showError(text) {
  if (!ed || ed.error === text) return;
  ed.error = text;
  const p = $("editor-error");
  if (p) {
    p.textContent = text;
    p.hidden = !text;
  }
}

function clearAll() {
  board.editChange({ pieces: [], hands: board.editing.hands ? [{}, {}] : undefined });
  render();
}

/** The game's standard start (with the current options) as the setup. */
async function standard() {
  const { Game } = await loadEngine(state.game);
  const opts = Object.keys(state.options).length ? state.options : undefined;
  const g = new Game(state.game, opts);
  const v = g.view();
  g.free();
  const pieces = [];
  v.pieces.forEach((p, cell) => p && pieces.push({ cell, side: p.side, kind: p.kind }));
  const hands = v.hands ? v.hands.map((h) => Object.fromEntries(h.map((x) => [x.kind, x.count]))) : undefined;
  board.editChange({ pieces, turn: v.turn, hands: hands ?? (board.editing.hands ? [{}, {}] : undefined) });
  render();
}

/** The edited position, built and checked by the engine; on success the board plays on from it. */
async function play(thenAnalyse) {
  const { Game } = await loadEngine(state.game);
  const opts = Object.keys(state.options).length ? state.options : undefined;
  let g = null;
  let text = "";
  try {
    g = Game.fromSetup(state.game, board.editing, opts);
    text = g.position();
  } catch (e) {
    // Refused: the board stays in the editor with the position as it was, the reason shown.
    showError(tr("editor.refused", { msg: e.message ?? String(e) }));
    return;
  } finally {
    g?.free();
  }
  close();
  if (thenAnalyse) board.addEventListener("ready", () => setTimeout(() => turnOnAnalysis(), 0), { once: true });
  newGame({ game: state.game, options: state.options, start: text });
}

$("edit-position").addEventListener("click", () => (ed ? close() : open()));
// A new language redraws the open editor in the page's render that shows it everywhere else
// (the page takes a language once its texts have loaded: www/page/dialogs.js).
onRender(() => {
  if (ed && ed.lang && ed.lang !== state.lang) render();
});
// A new game (the New game dialog's Play; choosing in the dialog changes nothing before it) ends the editing.
$("new-game").addEventListener("click", () => ed && close());
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && ed && !document.querySelector("dialog[open]")) close();
});

export { open as openEditor, close as closeEditor };
