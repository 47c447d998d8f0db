// The small games' panel under the board (issue 5): supplies, the running score,
// the groups/territories toggle, how to play the current step (a huff first, a
// placement's "done", a jump chain), a discarded piece, and at the end the scores
// (Bell's scoring for alquerque) and the comparison of group sizes from the largest
// down, row by row, the deciding row marked. Everything is read from the engine's
// view and outcome; nothing here knows a rule beyond "compare from the largest down",
// which the engine's outcome already applied (the panel shows its steps).

import { $, board, boardView, onRender, setState, sideName, state, tr } from "./state.js";
import * as owner from "./game-owner.js";
import { has } from "../i18n.js";
import { h, patch } from "./h.js";

// Whether each game shows its regions: the player's choice for this visit (state.regions,
// by game id), else Zong-Heng's groups on request during play and at the end (the
// comparison refers to them), the other games' always.
const regionsShown = (id, over) => state.regions[id] ?? (over || id !== "zonghen");

/** "● Black 12 · ○ White 14": one value per side, with the side's colour swatch. */
function perSide(v, values, fmt = (x) => String(x)) {
  return h("span", { className: "per-side" }, [0, 1].map((side) =>
    h("span", { className: "side-value", "data-side": String(side) }, h("span", { className: "swatch", "data-color": v.colors[side], "aria-hidden": "true" }), `${sideName(side)} ${fmt(values[side])}`),
  ));
}

const row = (cls, label, content) => h("div", { className: `info-row ${cls}` }, h("span", { className: "info-label" }, label), content);

/** Each side's region sizes, largest first (the engine lists each side's largest first). */
function sizes(v, side) {
  return (v.regions ?? []).filter((r) => r.side === side).map((r) => r.size).sort((a, b) => b - a);
}

/** The comparison of sizes from the largest down, up to the deciding row. */
function comparison(v, title) {
  const a = sizes(v, 0), b = sizes(v, 1);
  const rows = [];
  let decided = false;
  for (let i = 0; i < Math.max(a.length, b.length) && !decided; i++) {
    const x = a[i] ?? 0, y = b[i] ?? 0;
    decided = x !== y;
    rows.push(h("tr", { className: decided ? "step decides" : "step", style: `--step: ${i}` },
      h("th", null, tr("info.rank", { n: i + 1 })), h("td", { className: x > y ? "more" : "" }, String(x)), h("td", { className: y > x ? "more" : "" }, String(y)),
      decided && h("td", { className: "why" }, tr("info.decides"))));
  }
  return h("div", { className: "info-compare" },
    h("div", { className: "info-compare-title" }, title),
    h("table", { className: "compare" }, h("tr", null, h("th", null, ""), h("th", null, sideName(0)), h("th", null, sideName(1))), rows),
    !decided && h("div", { className: "info-equal" }, tr("info.allEqual")));
}

/** What the player does next, for the interactions these games add. */
function helpKey(g, v, moves) {
  if (moves.some((m) => m.huff != null)) return "info.help.huff";
  const key = `info.help.${g.id}`;
  return has(key) ? key : null;
}

/** Registers the panel's render; returns its removal. */
export const init = () => onRender(() => renderGameInfo(owner.game()));

/** The panel for the board's game (a render of the page: patched, only what changed is written). */
function renderGameInfo(g) {
  const box = $("game-info");
  if (!box) return;
  const rows = infoRows(g);
  // The regions follow the panel's toggle (a player's choice for this visit) or the game's default.
  const regions = rows.length ? (regionsShown(g.id, !!g.outcome()) ? "show" : "hide") : null;
  if (board.getAttribute("regions") !== regions) regions ? board.setAttribute("regions", regions) : board.removeAttribute("regions");
  patch(box, rows);
  if (box.hidden !== !rows.length) box.hidden = !rows.length;
}

const regionsToggle = (g) => g.id === "zonghen" || g.id === "binary" || boardView().regions !== undefined;

/** The panel's rows: none when nothing of it is relevant to this game and position. */
function infoRows(g) {
  // The render pass's view (read once for all the page's renders), not another copy.
  const v = boardView();
  const outcome = g.outcome();
  // How to play is no longer relevant once the game is over (Incorrect Checkers showed an
  // empty panel after its end: its only row was this help).
  const help = outcome ? null : helpKey(g, v, g.legalMoves());
  const relevant = v.supply || v.scores || outcome?.scores || help || v.regions?.length;
  if (!relevant) return [];
  const rows = [];
  if (help) rows.push(h("p", { className: "info-help" }, tr(help)));
  const last = v.lastMove;
  if (last?.discard) rows.push(h("p", { className: "info-discard", role: "status" }, tr("info.discard", { move: last.notation })));
  if (v.supply) rows.push(row("supply", tr("info.supply"), perSide(v, v.supply)));
  if (v.scores && !outcome) rows.push(row("score", tr(`info.score.${g.id}`), perSide(v, v.scores)));
  if (regionsToggle(g)) {
    const onchange = (e) => setState({ regions: { ...state.regions, [g.id]: e.target.checked } });
    rows.push(h("label", { className: "check info-toggle" },
      h("input", { type: "checkbox", id: "show-regions", checked: regionsShown(g.id, !!outcome), onchange }),
      " ", tr(has(`info.showRegions.${g.id}`) ? `info.showRegions.${g.id}` : "info.showRegions")));
  }
  if (outcome?.scores) {
    const key = has(`info.final.${g.id}`) ? `info.final.${g.id}` : "info.final";
    rows.push(row("final", tr(key), perSide(v, outcome.scores, (x) => String(x).replace("-", "−"))));
  }
  if (outcome?.reason === "score" && (g.id === "zonghen" || (outcome.scores && outcome.scores[0] === outcome.scores[1]))) {
    rows.push(comparison(v, tr(g.id === "zonghen" ? "info.compare" : "info.compareTerritories")));
  }
  return rows;
}
