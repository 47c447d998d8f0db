// The status line, the notice over the board, the move list and the state of the
// controls, redrawn from the board's game after every change.

import { $, afterUpdate, board, state, tr, sideName, entry } from "./state.js";
import { renderEndings } from "./endings.js";
import { moveTexts } from "./notation.js";
import { renderGameInfo } from "./game-info.js";
import { clip, has } from "../i18n.js";

export function update() {
  const g = board.game;
  if (!g) return;
  const v = g.view();
  const outcome = g.outcome();
  const status = $("status");
  const swatch = status.querySelector(".swatch");
  let text;
  if (outcome) {
    const result = outcome.winner == null ? tr("draw") : tr("wins", { side: sideName(outcome.winner) });
    text = tr("resultLine", { result, reason: tr(reasonKey("reason", outcome)) });
    status.classList.add("over");
    swatch.dataset.color = outcome.winner == null ? "" : v.colors[outcome.winner];
  } else {
    status.classList.remove("over");
    text = state.thinking ? tr("thinking", { side: sideName(v.turn) }) : tr("toMove", { side: sideName(v.turn) });
    swatch.dataset.color = v.colors[v.turn];
  }
  $("status-text").textContent = text;
  const help = $("result-help");
  help.hidden = !outcome;
  // A reason that usually loses may be a draw in some games (Incorrect Checkers: neither can move).
  const drawHelp = outcome && outcome.winner == null && has(`help.${outcome.reason}.draw`);
  help.textContent = outcome ? tr(drawHelp ? `help.${outcome.reason}.draw` : reasonKey("help", outcome)) : "";
  showNotice(state.notice);
  renderMoves(g, v);
  const history = g.history().length;
  const busy = state.thinking;
  $("undo").disabled = history === 0;
  $("redo").disabled = board.ply >= board.totalPlies || busy;
  const replay = $("replay");
  replay.max = String(board.totalPlies);
  replay.value = String(board.ply);
  replay.disabled = busy || board.totalPlies === 0;
  $("offer-draw").disabled = !!outcome || history === 0 || busy;
  $("resign").disabled = !!outcome || busy || (state.mode === "computer" && v.turn !== state.human);
  $("offer-draw").hidden = false;
  renderEndings(g);
  for (const el of document.querySelectorAll('input[name="mode"]')) el.checked = el.value === state.mode;
  document.querySelector(".computer-settings").hidden = state.mode === "two";
  $("coordinates").checked = state.coordinates;
  $("sound").checked = state.sound;
  $("show-targets").checked = state.showTargets;
  $("confirm-moves").checked = state.confirmMoves;
  $("turn-board").checked = state.turnBoard;
  document.querySelector(".turn-board").hidden = state.mode !== "two";
  $("auto-capture").checked = state.autoCapture;
  renderGameInfo(g, v, outcome);
  for (const f of afterUpdate) f();
}

/**
 * The text key of an ending: a family's own wording first (chess: "move-rule" is the
 * claimed fifty-move draw, "move-rule-75" the automatic one), else the common one.
 */
function reasonKey(prefix, outcome) {
  const own = `${prefix}.${entry()?.family}.${outcome.reason}`;
  return tr(own) !== own ? own : `${prefix}.${outcome.reason}`;
}

let noticeTimer = 0;

/**
 * A short message over the top of the board (it never moves the board). Whatever put user
 * text into it, it is cut to a few lines; a longer one stays up longer to be read.
 */
export function showNotice(text) {
  const el = $("notice");
  text = clip(text, NOTICE_MAX);
  if (el.textContent === text && !el.hidden === !!text) return;
  clearTimeout(noticeTimer);
  el.textContent = text;
  el.hidden = !text;
  if (text) {
    noticeTimer = setTimeout(() => {
      state.notice = "";
      el.hidden = true;
    }, Math.min(12000, Math.max(4000, text.length * 60)));
  }
}

const NOTICE_MAX = 400;

function renderMoves(g, v) {
  const list = $("move-list");
  const line = board.line;
  const ply = g.history().length;
  const startTurn = (v.turn + ply) % 2;
  const items = [];
  let li = null;
  const texts = moveTexts(g, line);
  line.forEach((notation, i) => {
    const side = (startTurn + i) % 2;
    if (!li || side === 0) {
      li = document.createElement("li");
      const num = document.createElement("span");
      num.className = "num";
      num.textContent = `${items.length + 1}.`;
      li.append(num);
      if (side === 1) {
        const gap = document.createElement("span");
        gap.className = "move gap";
        gap.textContent = "…";
        gap.setAttribute("aria-hidden", "true");
        li.append(gap);
      }
      items.push(li);
    }
    // Played moves are ".move"; moves ahead of the position shown (after going back) are ".ahead".
    const span = document.createElement("span");
    span.className = i < ply ? "move" : "ahead";
    if (i === ply - 1) span.classList.add("current");
    span.dataset.ply = String(i + 1);
    span.textContent = texts[i].text;
    if (texts[i].title) span.title = tr("usiTitle", { n: texts[i].title });
    li.append(span);
  });
  if (!items.length) {
    const empty = document.createElement("li");
    empty.className = "empty";
    empty.textContent = tr("noMoves");
    items.push(empty);
  }
  list.replaceChildren(...items);
  // Keep the last move in view by scrolling the list only (never the page).
  const current = list.querySelector(".current");
  if (current) {
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight + current.offsetHeight + 4;
    }
  }
}
