// The small games' panel under the board (issue 5): supplies, the running score,
// the groups/territories toggle, how to play the current step (a huff first, a
// placement's "done", a jump chain), a discarded piece, and at the end the scores
// (Bell's scoring for alquerque) and the comparison of group sizes from the largest
// down, row by row, the deciding row marked. Everything is read from the engine's
// view and outcome; nothing here knows a rule beyond "compare from the largest down",
// which the engine's outcome already applied (the panel shows its steps).

import { $, board, boardView, onRender, sideName, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { has } from "../i18n.js";

/** Whether each game shows its regions (a player's choice for this visit). */
const showRegions = new Map();
// Zong-Heng's groups are shown on request during play and at the end (the comparison refers to them).
const regionsShown = (id, over) => showRegions.get(id) ?? (over || id !== "zonghen");

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
}

/** "● Black 12 · ○ White 14": one value per side, with the side's colour swatch. */
function perSide(v, values, fmt = (x) => String(x)) {
  const box = el("span", "per-side");
  for (const side of [0, 1]) {
    const item = el("span", "side-value");
    item.dataset.side = String(side);
    const sw = el("span", "swatch");
    sw.dataset.color = v.colors[side];
    sw.setAttribute("aria-hidden", "true");
    item.append(sw, `${sideName(side)} ${fmt(values[side])}`);
    box.append(item);
  }
  return box;
}

function row(cls, label, content) {
  const r = el("div", `info-row ${cls}`);
  r.append(el("span", "info-label", label), content);
  return r;
}

/** Each side's region sizes, largest first (the engine lists each side's largest first). */
function sizes(v, side) {
  return (v.regions ?? []).filter((r) => r.side === side).map((r) => r.size).sort((a, b) => b - a);
}

/** The comparison of sizes from the largest down, up to the deciding row. */
function comparison(v, title) {
  const a = sizes(v, 0), b = sizes(v, 1);
  const box = el("div", "info-compare");
  box.append(el("div", "info-compare-title", title));
  const table = el("table", "compare");
  const head = el("tr");
  head.append(el("th", "", ""), el("th", "", sideName(0)), el("th", "", sideName(1)));
  table.append(head);
  const n = Math.max(a.length, b.length);
  let decided = false;
  for (let i = 0; i < n && !decided; i++) {
    const x = a[i] ?? 0, y = b[i] ?? 0;
    const tr_ = el("tr", "step");
    tr_.style.setProperty("--step", String(i));
    decided = x !== y;
    if (decided) tr_.classList.add("decides");
    const cx = el("td", x > y ? "more" : "", String(x)), cy = el("td", y > x ? "more" : "", String(y));
    tr_.append(el("th", "", tr("info.rank", { n: i + 1 })), cx, cy);
    if (decided) tr_.append(el("td", "why", tr("info.decides")));
    table.append(tr_);
  }
  box.append(table);
  if (!decided) box.append(el("div", "info-equal", tr("info.allEqual")));
  return box;
}

/** What the player does next, for the interactions these games add. */
function helpKey(g, v, moves) {
  if (moves.some((m) => m.huff != null)) return "info.help.huff";
  const key = `info.help.${g.id}`;
  return has(key) ? key : null;
}

let shownKey = "";

/** Registers the panel's render (redone when the position, its end or the language changed); returns its removal. */
export const init = () =>
  onRender(() => {
    const g = owner.game();
    const key = `${g.id}|${g.startPosition()}|${g.history().join(" ")}|${JSON.stringify(g.outcome())}|${tr("title")}`;
    if (key === shownKey) return;
    shownKey = key;
    renderGameInfo(g);
  });

/** Redraws the panel for the board's game (a render of the page). */
function renderGameInfo(g) {
  // The render pass's view (read once for all the page's renders), not another copy.
  const v = boardView();
  const outcome = g.outcome();
  const box = $("game-info");
  if (!box) return;
  // How to play is no longer relevant once the game is over (Incorrect Checkers showed an
  // empty panel after its end: its only row was this help).
  const help = outcome ? null : helpKey(g, v, g.legalMoves());
  const relevant = v.supply || v.scores || outcome?.scores || help || v.regions?.length;
  if (!relevant) return hidePanel(box);
  const rows = [];
  if (help) rows.push(el("p", "info-help", tr(help)));
  const last = v.lastMove;
  if (last?.discard) {
    const p = el("p", "info-discard", tr("info.discard", { move: last.notation }));
    p.setAttribute("role", "status");
    rows.push(p);
  }
  if (v.supply) rows.push(row("supply", tr("info.supply"), perSide(v, v.supply)));
  if (v.scores && !outcome) rows.push(row("score", tr(`info.score.${g.id}`), perSide(v, v.scores)));
  if (v.regions !== undefined || g.id === "zonghen" || g.id === "binary") {
    const label = el("label", "check info-toggle");
    const input = el("input");
    input.type = "checkbox";
    input.id = "show-regions";
    input.checked = regionsShown(g.id, !!outcome);
    input.addEventListener("change", () => {
      showRegions.set(g.id, input.checked);
      board.setAttribute("regions", input.checked ? "show" : "hide");
    });
    label.append(input, " ", tr(has(`info.showRegions.${g.id}`) ? `info.showRegions.${g.id}` : "info.showRegions"));
    rows.push(label);
  }
  board.setAttribute("regions", regionsShown(g.id, !!outcome) ? "show" : "hide");
  if (outcome?.scores) {
    const key = has(`info.final.${g.id}`) ? `info.final.${g.id}` : "info.final";
    rows.push(row("final", tr(key), perSide(v, outcome.scores, (x) => String(x).replace("-", "−"))));
  }
  if (outcome?.reason === "score" && (g.id === "zonghen" || (outcome.scores && outcome.scores[0] === outcome.scores[1]))) {
    rows.push(comparison(v, tr(g.id === "zonghen" ? "info.compare" : "info.compareTerritories")));
  }
  if (!rows.length) return hidePanel(box);
  box.replaceChildren(...rows);
  box.hidden = false;
}

function hidePanel(box) {
  box.hidden = true;
  box.replaceChildren();
  if (board.hasAttribute("regions")) board.removeAttribute("regions");
}
