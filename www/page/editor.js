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
import { $, board, entry, onRender, renderNow, requestRender, setState, sideName, state, tr } from "./state.js";
import { h, patch } from "./h.js";
import * as owner from "./game-owner.js";
import { newGame } from "./game-owner.js";
import { turnOn as turnOnAnalysis } from "./analysis-toggle.js";
import { togglePause } from "./clocks.js";
import { SHOGI_LABELS, editorKinds, handKinds } from "./position-text.js";
import { errorText } from "./error-text.js";

addLateStyles();

const ERASE = "erase";
const FIGURE = 34; // a palette figure's size in CSS pixels
// The open editor is `state.editor`: { view (the position it opened on), kinds, error,
// offs (listeners to remove when it closes) }, or null. It renders with the page (onRender).
const editor = () => state.editor;

/** The name of a piece kind in the current language. */
function kindName(kind) {
  const style = editor()?.view.style;
  for (const key of [`kind.${style}.${kind}`, `kind.${kind}`]) if (has(key)) return tr(key);
  return SHOGI_LABELS[kind] ?? kind;
}


async function open() {
  const g = owner.game();
  const game = entry();
  if (!g || !game) return;
  const view = g.view();
  const ed = { view, kinds: editorKinds(game), error: "", offs: [] };
  setState({ editor: ed });
  // Setting up a position is not thinking time.
  if (state.clock && state.clock.running != null && !state.clock.paused) togglePause();
  document.documentElement.classList.add("editing-board");
  $("editor").hidden = false;
  $("edit-position").setAttribute("aria-pressed", "true");
  if (ed.kinds) {
    board.edit(null);
    board.editTool = { side: view.turn, kind: view.style === "chess" || view.style === "shogi" ? "P" : ed.kinds[0] };
    const onEdit = () => {
      showError("");
      requestRender();
    };
    board.addEventListener("edit", onEdit);
    ed.offs.push(() => board.removeEventListener("edit", onEdit));
    await ensurePieces(view.style);
  }
  if (!editor()) return; // closed meanwhile
  renderNow();
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
  const ed = editor();
  if (!ed) return;
  for (const off of ed.offs) off();
  setState({ editor: null });
  if (board.editing) board.edit(false);
  document.documentElement.classList.remove("editing-board");
  $("edit-position").removeAttribute("aria-pressed");
  $("editor").hidden = true;
  patch($("editor"), []);
}

/**
 * A piece drawn on a small canvas by the board's renderer (the palette's figures). Each
 * drawing is kept (by what it shows and its place: one element stands in one place) and
 * placed as it is by the patch: a render does not draw the palette again.
 */
function figure(piece, size = FIGURE, place = "palette") {
  const v = editor().view;
  const ratio = globalThis.devicePixelRatio || 1;
  const theme = board.getAttribute("theme") || "wood";
  const key = `${place}|${v.style}|${v.colors[piece.side]}|${v.bottom}|${piece.side}|${piece.kind}|${size}|${ratio}|${theme}`;
  if (figures.has(key)) return figures.get(key);
  const canvas = document.createElement("canvas");
  canvas.className = "ed-figure";
  canvas.setAttribute("aria-hidden", "true");
  canvas.width = canvas.height = Math.round(size * ratio);
  canvas.style.width = canvas.style.height = `${size}px`;
  const ctx = canvas.getContext("2d");
  ctx.scale(ratio, ratio);
  const shown = { side: piece.side, kind: piece.kind, promoted: String(piece.kind).startsWith("+") };
  drawPiece(ctx, v.style, shown, 0, 0, size, { color: v.colors[piece.side], upsideDown: piece.side !== v.bottom, theme });
  if (figures.size > 200) figures.clear();
  figures.set(key, canvas);
  return canvas;
}

/** The drawn figures, by what they show (a cache of drawings, not the page's state). */
const figures = new Map();

/** The cross of the eraser, drawn like the figures (one element, kept). */
function eraserFigure() {
  if (figures.has(ERASE)) return figures.get(ERASE);
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
  figures.set(ERASE, svg);
  return svg;
}

function toolButton(tool, label) {
  const now = board.editTool;
  const pressed = tool === ERASE ? now === ERASE : now && now !== ERASE && now.side === tool.side && now.kind === tool.kind;
  const onclick = () => {
    board.editTool = tool;
    requestRender();
  };
  return h("button", { type: "button", className: "ed-tool", "aria-pressed": String(!!pressed), "aria-label": label, title: label, "data-tool": tool === ERASE ? ERASE : `${tool.side}:${tool.kind}`, onclick },
    tool === ERASE ? eraserFigure() : figure(tool));
}

/** The editor, rendered with the page (it reads state.editor and the board's setup). */
function renderEditor() {
  const ed = editor();
  if (!ed) return;
  patch($("editor"), editorParts(ed));
}

function editorParts(ed) {
  const title = h("h2", { id: "editor-title" }, tr("editor.title"));
  const cancel = h("button", { type: "button", id: "editor-cancel", onclick: close }, tr("cancel"));
  if (!ed.kinds) return [title, h("p", { className: "ed-error" }, tr("editor.unsupported")), h("div", { className: "ed-actions" }, cancel)];
  const setup = board.editing;
  if (!setup) return [title];
  // The palette: every kind for each side (the side at the top of the board first), then the eraser.
  const palette = h("div", { className: "ed-palette", role: "group", "aria-label": tr("editor.palette") },
    [1, 0].map((side) => h("div", { className: "ed-row" },
      ed.kinds.map((kind) => toolButton({ side, kind }, `${sideName(side)} ${kindName(kind)}`)),
      side === 0 && toolButton(ERASE, tr("editor.erase")))));
  const turn = h("select", { id: "editor-turn", value: String(setup.turn), onchange: (e) => board.editChange({ turn: Number(e.target.value) }) },
    [0, 1].map((s) => h("option", { value: String(s) }, sideName(s))));
  return [
    title,
    palette,
    setup.hands && handsEditor(setup.hands),
    h("div", { className: "ed-actions" },
      h("label", { className: "ed-turn" }, tr("editor.toMove"), " ", turn),
      h("button", { type: "button", id: "editor-clear", onclick: clearAll }, tr("editor.clear")),
      h("button", { type: "button", id: "editor-start", onclick: standard }, tr("editor.start")),
      cancel,
      h("button", { type: "button", id: "editor-analyse", onclick: () => play(true) }, tr("editor.analyse")),
      h("button", { type: "button", id: "editor-play", className: "primary", onclick: () => play(false) }, tr("editor.play"))),
    h("p", { id: "editor-error", className: "ed-error", role: "alert", hidden: !ed.error }, ed.error),
  ];
}

/** The pieces in hand (shogi): a figure and a count for each kind, per side. */
function handsEditor(hands) {
  return h("div", { className: "ed-hands" }, [1, 0].map((side) => {
    const title = tr("editor.hand", { side: sideName(side) });
    return h("div", { className: "ed-row" }, h("span", { className: "ed-hand-title" }, title),
      handKinds(entry()).map((kind) => {
        const onchange = (e) => {
          const now = board.editing.hands;
          now[side][kind] = Math.max(0, Math.min(18, Math.trunc(Number(e.target.value) || 0)));
          board.editChange({ hands: now });
        };
        const input = h("input", { type: "number", min: "0", max: "18", value: String(hands[side][kind] ?? 0), "data-hand": `${side}:${kind}`, "aria-label": `${title} ${kindName(kind)}`, onchange });
        return h("label", { className: "ed-hand" }, figure({ side: 0, kind }, 26, `hand ${side}`), input);
      }));
  }));
}

function showError(text) {
  const ed = editor();
  if (!ed || ed.error === text) return;
  setState({ editor: { ...ed, error: text } });
}

function clearAll() {
  board.editChange({ pieces: [], hands: board.editing.hands ? [{}, {}] : undefined });
  requestRender();
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
  requestRender();
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
    showError(tr("editor.refused", { msg: errorText(e) }));
    return;
  } finally {
    g?.free();
  }
  close();
  if (thenAnalyse) board.addEventListener("ready", () => setTimeout(() => turnOnAnalysis(), 0), { once: true });
  newGame({ game: state.game, options: state.options, start: text });
}

$("edit-position").addEventListener("click", () => (editor() ? close() : open()));
// The editor renders with the page (a new language redraws it with everything else).
onRender(renderEditor);
// A new game (the New game dialog's Play; choosing in the dialog changes nothing before it) ends the editing.
$("new-game").addEventListener("click", () => editor() && close());
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && editor() && !document.querySelector("dialog[open]")) close();
});

export { open as openEditor, close as closeEditor };
