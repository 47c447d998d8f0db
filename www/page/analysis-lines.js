// The engine's best lines (issue 12.3): a panel beside the moves (under the board on a
// phone) with the evaluation, the depth and nodes searched, and one row per line: its
// score and its moves in the family's notation (the page's notation setting: SAN,
// Western or Japanese shogi, PDN), numbered as in the move list. Pointing at a move (or
// focusing it) shows the position after it on a small board; a click plays the line up
// to that move on the board, a variation in the tree. The texts come from the engine
// (www/page/notation.js replays the line on a scratch game): nothing is derived here.

import "../i18n-late.js"; // the English texts of the parts loaded on first use
import { $, board, state, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { moveTexts } from "./notation.js";
import { notationChoice } from "./move-list.js";
import { nodesText, scoreText } from "./eval-text.js";
import { scoreWords } from "./eval-bar.js";
import { databaseTexts } from "./database-text.js";
import { h, patch } from "./h.js";

const textCache = new Map();

/** Display texts of `pv` played from the position on the board (cached). */
function pvTexts(pv) {
  const g = owner.game();
  const history = g.history();
  const key = `${g.id}|${JSON.stringify(state.options)}|${g.startPosition()}|${history.join(" ")}|${notationChoice()}|${pv.join(" ")}`;
  if (!textCache.has(key)) {
    if (textCache.size > 100) textCache.clear();
    textCache.set(key, moveTexts(g, [...history, ...pv], notationChoice()).slice(history.length));
  }
  return textCache.get(key);
}

/** A line's score as text and in words: the endgame tables' result where they decide it. */
function scoreOf(line, m) {
  return databaseTexts(line, m.turn) ?? { text: scoreText(line.score, m), words: scoreWords(line.score, m) };
}

/** One line: its score, then its moves as buttons, numbered as the move list numbers them. */
function lineItem(line, i, m) {
  const texts = pvTexts(line.pv);
  const score = scoreOf(line, m);
  return h("li", { className: "pv", "data-line": String(i) },
    h("span", { className: line.database ? "pv-score database" : "pv-score", title: score.words }, score.text),
    line.pv.map((move, j) => {
      // The mover and number the engine gave the move (absent if the line could not be replayed).
      const { side, number } = texts[j] ?? {};
      const num = (side === 0 || j === 0) && number != null ? h("span", { className: "pv-num" }, `${number}${side === 0 ? "." : "…"}`) : null;
      // One stop per line for the Tab key (pointing and clicking reach every move).
      return [num, h("button", { type: "button", className: "pv-move", "data-line": String(i), "data-index": String(j), "data-move": move, tabIndex: j > 0 ? -1 : 0 }, texts[j]?.text ?? move)];
    }));
}

/** The head: the evaluation of the best line, then depth and nodes (or why nothing is searched). */
function renderHead(m) {
  const best = m.lines[0];
  const score = $("analysis-score");
  const shown = best ? scoreOf(best, m) : { text: "", words: "" };
  score.textContent = shown.text;
  score.title = shown.words;
  score.classList.toggle("database", Boolean(best?.database));
  let info;
  if (m.outcome && !best) info = tr("analysis.over");
  else if (m.error) info = tr("analysis.error", { msg: m.error });
  else if (m.paused) info = tr(m.paused);
  else if (!best) info = m.final ? tr("analysis.none") : tr("analysis.thinking");
  else info = tr("analysis.depth", { depth: m.depth, nodes: nodesText(m.nodes) });
  $("analysis-info").textContent = info;
  $("analysis-panel").classList.toggle("searching", !m.final && !m.paused && !m.error);
}

export function renderLines(m) {
  const panel = $("analysis-panel");
  panel.hidden = !m.shown;
  if (!m.shown) return renderPreview(null);
  renderHead(m);
  // The position the lines shown belong to (a click plays them only on it).
  const list = $("analysis-lines");
  if (list.dataset.key !== m.key) list.dataset.key = m.key;
  const rows = m.lines.map((line, i) => lineItem(line, i, m));
  // Empty rows keep the panel's height while the first depth comes.
  for (let i = rows.length; i < (m.outcome || m.final ? 0 : state.analysisLines); i++) rows.push(h("li", { className: "pv empty" }, "\u00a0"));
  patch(list, rows);
  renderPreview(m);
}

/** The small board with the position after the move pointed at, near that move. */
function renderPreview(m) {
  const box = $("analysis-preview");
  const p = m?.preview;
  const pv = p ? m.lines[p.line]?.pv : null;
  const button = pv ? $("analysis-lines").querySelector(`.pv-move[data-line="${p.line}"][data-index="${p.index}"]`) : null;
  if (!button) {
    box.hidden = true;
    return;
  }
  const g = owner.game();
  const config = {
    game: g.id,
    options: Object.keys(state.options).length ? JSON.stringify(state.options) : null,
    position: g.position(),
    moves: pv.slice(0, p.index + 1).join(" "),
    orientation: String(m.bottom),
    theme: state.theme,
    lang: state.lang,
  };
  const key = JSON.stringify(config);
  // Made on first use: the page does not load a second board it may never show.
  let preview = $("analysis-preview-board");
  if (!preview) {
    preview = document.createElement("board-game");
    preview.id = "analysis-preview-board";
    box.append(preview);
  }
  // The small board remembers what it was set to: set again only when that changed.
  if (preview.dataset.config !== key) {
    preview.dataset.config = key;
    preview.removeAttribute("ply");
    preview.set(config);
  }
  box.hidden = false;
  // Under the move, or above it when there is no room below; inside the window.
  const r = button.getBoundingClientRect();
  const w = box.offsetWidth, height = box.offsetHeight;
  const left = Math.max(4, Math.min(r.left, innerWidth - w - 4));
  const top = r.bottom + 6 + height <= innerHeight ? r.bottom + 6 : Math.max(4, r.top - 6 - height);
  box.style.left = `${Math.round(left)}px`;
  box.style.top = `${Math.round(top)}px`;
}

/** Wires the lines' clicks and pointing; `actions` gives { playLine, preview }. Returns the unbind. */
export function init(actions) {
  const list = $("analysis-lines");
  const moveOf = (e) => e.target.closest?.(".pv-move");
  const binds = [
    [
      "click",
      (e) => {
        const b = moveOf(e);
        // A click on a line's score plays its first move (as lichess does).
        const row = e.target.closest?.("li.pv[data-line]");
        if (!row) return;
        // The moves seen, up to the one clicked (a line's score: its first move).
        const upTo = b ? Number(b.dataset.index) : 0;
        const moves = [...row.querySelectorAll(".pv-move")].slice(0, upTo + 1).map((m) => m.dataset.move);
        actions.playLine(moves, list.dataset.key);
      },
    ],
    [
      "pointerover",
      (e) => {
        const b = moveOf(e);
        // A touch has no pointing: its tap is a click.
        if (b && e.pointerType !== "touch") actions.preview(Number(b.dataset.line), Number(b.dataset.index));
      },
    ],
    ["pointerleave", () => actions.preview(null)],
    [
      "focusin",
      (e) => {
        const b = moveOf(e);
        if (b) actions.preview(Number(b.dataset.line), Number(b.dataset.index));
      },
    ],
    ["focusout", (e) => !list.contains(e.relatedTarget) && actions.preview(null)],
  ];
  for (const [type, fn] of binds) list.addEventListener(type, fn);
  return () => {
    for (const [type, fn] of binds) list.removeEventListener(type, fn);
  };
}
