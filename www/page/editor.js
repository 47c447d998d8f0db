// The position editor: set up any position of the current game (pieces of either side,
// kings or promoted pieces where the game has them, pieces in hand for shogi, the side
// to move), then play on from it. The board is a grid of buttons (usable with a mouse,
// a finger, or the keyboard: arrows move, Enter/Space places); the engine builds and
// validates the position (Game.fromSetup: castling rights, supplies and counters are its
// business) and says why it refuses one.

import { loadEngine } from "../engine.js";
import { colorName, has } from "../i18n.js";
import { $, board, entry, state, tr } from "./state.js";
import { analyse } from "./access.js";
import { togglePause } from "./clocks.js";
import { HAND_KINDS, SHOGI_LABELS, editorKinds, pieceText } from "./position-text.js";

const ERASE = "erase";
let ed = null; // the open editor's state, or null

/** The name of a piece kind in the current language. */
function kindName(kind) {
  const style = ed?.view.style;
  for (const key of [`kind.${style}.${kind}`, `kind.${kind}`]) if (has(key)) return tr(key);
  return SHOGI_LABELS[kind] ?? kind;
}

function sideName(side) {
  return colorName(state.lang, ed.view.colors[side], side, ed.view.style);
}

function open() {
  const g = board.game;
  const game = entry();
  if (!g || !game) return;
  const view = g.view();
  const kinds = editorKinds(game.family, view.style);
  ed = {
    view,
    family: game.family,
    kinds,
    pieces: view.pieces.map((p) => (p ? { side: p.side, kind: p.kind } : null)),
    hands: view.hands ? view.hands.map((h) => Object.fromEntries(h.map((x) => [x.kind, x.count]))) : null,
    turn: view.turn,
    tool: !kinds ? ERASE : { side: view.turn, kind: view.style === "chess" || view.style === "shogi" ? "P" : kinds[0] },
    focus: view.labels.findIndex((l) => l),
    // The grid shows the board the way it is turned now.
    flipped: (board.cellCenter(0)?.y ?? 0) > (board.cellCenter(view.pieces.length - 1)?.y ?? 0),
    error: "",
  };
  // Setting up a position is not thinking time.
  if (state.clock && state.clock.running != null && !state.clock.paused) togglePause();
  document.documentElement.classList.add("editing");
  $("editor").hidden = false;
  render();
  $("editor").querySelector(".ed-cell[tabindex='0']")?.focus();
}

function close() {
  ed = null;
  document.documentElement.classList.remove("editing");
  $("editor").hidden = true;
  $("editor").replaceChildren();
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

function toolButton(tool, label, text, color) {
  const style = ed.view.style;
  const pressed = tool === ERASE ? ed.tool === ERASE : ed.tool !== ERASE && ed.tool.side === tool.side && ed.tool.kind === tool.kind;
  return el(
    "button",
    {
      type: "button",
      class: "ed-tool",
      "aria-pressed": String(pressed),
      "aria-label": label,
      title: label,
      "data-tool": tool === ERASE ? ERASE : `${tool.side}:${tool.kind}`,
      onclick: () => {
        ed.tool = tool;
        render();
      },
    },
    el("span", { class: `ed-piece ${style}`, "data-color": color ?? "", "data-side": tool === ERASE ? "" : String(tool.side) }, text),
  );
}

/** The words for a cell: "15: Black king" / "15: empty". */
function cellLabel(cell) {
  const p = ed.pieces[cell];
  const name = ed.view.labels[cell] || String(cell + 1);
  return p ? tr("editor.cellPiece", { cell: name, side: sideName(p.side), kind: kindName(p.kind) }) : tr("editor.cellEmpty", { cell: name });
}

function render() {
  const box = $("editor");
  const v = ed.view;
  const parts = [el("h2", { id: "editor-title" }, tr("editor.title"))];
  if (!ed.kinds) {
    parts.push(el("p", { class: "ed-error" }, tr("editor.unsupported")));
    parts.push(el("div", { class: "ed-actions" }, el("button", { type: "button", id: "editor-cancel", onclick: close }, tr("cancel"))));
    box.replaceChildren(...parts);
    return;
  }
  // The palette: every kind for each side, then the eraser.
  const palette = el("div", { class: "ed-palette", role: "group", "aria-label": tr("editor.palette") });
  for (const side of [0, 1]) {
    const row = el("div", { class: "ed-row" });
    for (const kind of ed.kinds) {
      const piece = { side, kind };
      row.append(toolButton(piece, `${sideName(side)} ${kindName(kind)}`, pieceText(v.style, piece), v.colors[side]));
    }
    palette.append(row);
  }
  palette.append(el("div", { class: "ed-row" }, toolButton(ERASE, tr("editor.erase"), "✕", "")));
  // The grid, drawn with the board's orientation.
  const grid = el("div", { class: "ed-grid", role: "grid", "aria-label": tr("editor.board"), style: `grid-template-columns: repeat(${v.cols}, 1fr)` });
  for (let r = 0; r < v.rows; r++) {
    const row = el("div", { role: "row", class: "ed-gridrow" });
    for (let c = 0; c < v.cols; c++) {
      const cell = ed.flipped ? (v.rows - 1 - r) * v.cols + (v.cols - 1 - c) : r * v.cols + c;
      const usable = !!v.labels[cell];
      const p = ed.pieces[cell];
      const b = el(
        "button",
        {
          type: "button",
          class: `ed-cell ${v.cells[cell] ?? ""}`,
          role: "gridcell",
          disabled: !usable,
          tabIndex: cell === ed.focus ? 0 : -1,
          "data-cell": String(cell),
          "aria-label": usable ? cellLabel(cell) : "",
          onclick: () => put(cell),
          onkeydown: (e) => gridKey(e, cell),
        },
        p ? el("span", { class: `ed-piece ${v.style}`, "data-color": v.colors[p.side], "data-side": String(p.side) }, pieceText(v.style, p)) : "",
      );
      row.append(b);
    }
    grid.append(row);
  }
  parts.push(palette, grid);
  if (ed.hands) parts.push(handsEditor());
  const turn = el(
    "select",
    { id: "editor-turn", onchange: (e) => (ed.turn = Number(e.target.value)) },
    ...[0, 1].map((s) => el("option", { value: String(s), selected: s === ed.turn }, sideName(s))),
  );
  parts.push(el("label", { class: "ed-turn" }, tr("editor.toMove"), " ", turn));
  parts.push(
    el(
      "div",
      { class: "ed-actions" },
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

function handsEditor() {
  const wrap = el("div", { class: "ed-hands" });
  for (const side of [0, 1]) {
    const row = el("div", { class: "ed-row" }, el("span", { class: "ed-hand-title" }, tr("editor.hand", { side: sideName(side) })));
    for (const kind of HAND_KINDS) {
      const input = el("input", {
        type: "number",
        min: "0",
        max: "18",
        value: String(ed.hands[side][kind] ?? 0),
        "data-hand": `${side}:${kind}`,
        "aria-label": `${tr("editor.hand", { side: sideName(side) })} ${kindName(kind)}`,
        onchange: (e) => (ed.hands[side][kind] = Math.max(0, Math.trunc(Number(e.target.value) || 0))),
      });
      row.append(el("label", { class: "ed-hand" }, SHOGI_LABELS[kind], input));
    }
    wrap.append(row);
  }
  return wrap;
}

/** A click on a cell: puts the chosen piece there, or empties it (the eraser, or the same piece again). */
function put(cell) {
  const p = ed.pieces[cell];
  const t = ed.tool;
  ed.pieces[cell] = t === ERASE || (p && p.side === t.side && p.kind === t.kind) ? null : { side: t.side, kind: t.kind };
  ed.focus = cell;
  ed.error = "";
  render();
  $("editor").querySelector(`[data-cell="${cell}"]`)?.focus();
}

/** Arrow keys move the focus over the grid's usable cells (one tab stop for the whole grid). */
function gridKey(e, cell) {
  const dirs = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (!(e.key in dirs)) return;
  e.preventDefault();
  const v = ed.view;
  let [dr, dc] = dirs[e.key];
  if (ed.flipped) [dr, dc] = [-dr, -dc];
  let r = Math.floor(cell / v.cols), c = cell % v.cols;
  const usable = (r, c) => r >= 0 && c >= 0 && r < v.rows && c < v.cols && !!v.labels[r * v.cols + c];
  let next = null;
  if (dr) {
    // Diagonal boards: up and down go to the nearest usable square of the next row.
    for (const dc2 of [0, 1, -1]) if (next == null && usable(r + dr, c + dc2)) next = (r + dr) * v.cols + c + dc2;
  } else {
    for (c += dc; c >= 0 && c < v.cols && next == null; c += dc) if (usable(r, c)) next = r * v.cols + c;
  }
  if (next == null) return;
  ed.focus = next;
  for (const b of $("editor").querySelectorAll(".ed-cell")) b.tabIndex = Number(b.dataset.cell) === next ? 0 : -1;
  $("editor").querySelector(`[data-cell="${next}"]`)?.focus();
}

function clearAll() {
  ed.pieces = ed.pieces.map(() => null);
  if (ed.hands) ed.hands = [{}, {}];
  ed.error = "";
  render();
}

async function standard() {
  const { Game } = await loadEngine();
  const opts = Object.keys(state.options).length ? state.options : undefined;
  const g = new Game(state.game, opts);
  const v = g.view();
  ed.pieces = v.pieces.map((p) => (p ? { side: p.side, kind: p.kind } : null));
  ed.hands = v.hands ? v.hands.map((h) => Object.fromEntries(h.map((x) => [x.kind, x.count]))) : null;
  ed.turn = v.turn;
  g.free();
  ed.error = "";
  render();
}

/** The edited position as the engine's setup: pieces by cell, the side to move, the hands. */
function setup() {
  const pieces = [];
  ed.pieces.forEach((p, cell) => p && pieces.push({ cell, side: p.side, kind: p.kind }));
  return ed.hands ? { pieces, turn: ed.turn, hands: ed.hands } : { pieces, turn: ed.turn };
}

/** The edited position, built and checked by the engine; on success the board plays on from it. */
async function play(thenAnalyse) {
  const { Game } = await loadEngine();
  const opts = Object.keys(state.options).length ? state.options : undefined;
  let g = null;
  let text = "";
  try {
    g = Game.fromSetup(state.game, setup(), opts);
    text = g.position();
  } catch (e) {
    ed.error = tr("editor.refused", { msg: e.message ?? String(e) });
    render();
    return;
  } finally {
    g?.free();
  }
  close();
  const same = board.getAttribute("position") === text && !board.hasAttribute("moves");
  board.removeAttribute("ply");
  if (thenAnalyse) board.addEventListener("ready", () => setTimeout(analyse, 0), { once: true });
  board.set({ position: text, moves: null });
  if (same) board.newGame();
}

/** Re-draws the open editor in another language. */
function relabel() {
  if (ed) render();
}

$("edit-position").addEventListener("click", () => (ed ? close() : open()));
$("lang-select").addEventListener("change", () => setTimeout(relabel, 0));
$("game-select").addEventListener("change", () => ed && close());
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && ed && !document.querySelector("dialog[open]")) close();
});

export { open as openEditor, close as closeEditor };
