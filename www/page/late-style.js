// The styles of the page's parts that load on first use (the live analysis, the position
// editor, the share and collection dialogs, the game review): they come with those modules,
// not with www/style.css, so the first board's page does not download them (issue 13: the
// cold page). Each of those modules calls addLateStyles() when it loads: one <style>,
// added once, after www/style.css (its rules do not compete with the page's: they style
// only the parts above).

const CSS = `
/* The live analysis (www/page/analysis.js): the evaluation bar, the best lines, the preview. */
.eval-bar {
  position: absolute; z-index: 1; overflow: hidden; border-radius: 3px; border: 1px solid #0005;
  --eval-top: #fbf8f1; --eval-bottom: #2b2b2b; background: var(--eval-top);
  top: 0; bottom: 0; right: calc(100% + 5px); width: 18px;
}
.eval-bar[data-top="black"] { --eval-top: #2b2b2b; }
.eval-bar[data-bottom="white"] { --eval-bottom: #fbf8f1; }
.eval-fill { position: absolute; left: 0; right: 0; bottom: 0; height: calc(var(--share, 0.5) * 100%); background: var(--eval-bottom); transition: height 0.35s ease-out, width 0.35s ease-out; }
/* The middle: even. */
.eval-bar::after { content: ""; position: absolute; left: 0; right: 0; top: 50%; border-top: 1px solid #c0392b99; }
.eval-text { position: absolute; left: 0; right: 0; text-align: center; font: 700 9px/1.2 system-ui, sans-serif; letter-spacing: -0.02em; white-space: nowrap; z-index: 1; }
.eval-text[data-at="bottom"] { bottom: 2px; }
.eval-text[data-at="top"] { top: 2px; }
.eval-text[data-color="black"] { color: #f4f1ea; }
.eval-text[data-color="white"] { color: #222; }
@media (max-width: 819px) {
  .eval-bar { top: auto; right: 0; left: 0; bottom: calc(100% + 3px); width: auto; height: 13px; }
  .eval-fill { top: 0; bottom: 0; right: auto; height: auto; width: calc(var(--share, 0.5) * 100%); }
  .eval-bar::after { top: 0; bottom: 0; left: 50%; right: auto; border-top: 0; border-left: 1px solid #c0392b99; }
  .eval-text { top: 0; bottom: 0; left: auto; right: auto; line-height: 11px; padding: 0 4px; }
  .eval-text[data-at="bottom"] { left: 0; bottom: 0; }
  .eval-text[data-at="top"] { right: 0; top: 0; }
  .side .analysis { order: -2; }
}
.analysis { padding: 4px 8px 6px; flex: none; }
.analysis-head { display: flex; align-items: baseline; gap: 10px; min-height: 26px; }
.analysis-score { font: 700 19px/1.25 ui-monospace, Menlo, Consolas, monospace; min-width: 3.6em; font-variant-numeric: tabular-nums; }
/* The endgame tables' result is words, not a number: smaller, on one line. */
.analysis-score.database { font-size: 15px; white-space: nowrap; }
.analysis-info { color: var(--muted); font-size: 13px; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.analysis-lines { list-style: none; margin: 2px 0 0; padding: 0; font: 14px/1.55 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
.analysis-lines li.pv { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; border-top: 1px solid var(--line); cursor: pointer; }
.analysis-lines .pv-score { display: inline-block; min-width: 4.4em; font-weight: 700; }
.analysis-lines .pv-num { color: var(--muted); margin-left: 3px; }
.analysis-lines .pv-move { font: inherit; border: 0; background: transparent; color: inherit; padding: 0 3px; border-radius: 3px; cursor: pointer; }
.analysis-lines .pv-move:hover, .analysis-lines .pv-move:focus-visible { background: var(--button-hover); }
.analysis-preview { position: fixed; z-index: 20; width: 220px; padding: 4px; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; box-shadow: 0 6px 20px #0006; pointer-events: none; }
.editing-board .analysis, .editing-board .eval-bar { display: none; }

/* The position editor (www/page/editor.js): the game's toolbar and its words wait meanwhile (the
   toolbar's space is kept, so the board does not move); its tools sit in the side column. */
.editing-board .play > .toolbar { visibility: hidden; }
.editing-board .position-words { display: none; }
.editor { width: min(100%, 560px); display: flex; flex-direction: column; gap: 8px; background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 8px 10px; }
.editor[hidden] { display: none; }
.editor h2 { font-size: 16px; margin: 0; }
.ed-palette { display: flex; flex-direction: column; gap: 4px; }
.ed-row { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.ed-tool { width: 40px; height: 40px; padding: 0; border-radius: 6px; border: 1px solid var(--button-border); background: var(--button-bg); color: var(--ink); cursor: pointer; display: inline-flex; align-items: center; justify-content: center; }
.ed-tool[aria-pressed="true"] { outline: 3px solid var(--accent); outline-offset: 1px; background: var(--current); }
.ed-hands { display: flex; flex-direction: column; gap: 4px; font-size: 14px; }
.ed-hand-title { min-width: 7em; }
.ed-hand { display: inline-flex; align-items: center; gap: 2px; }
.ed-hand input { width: 3.2em; }
.ed-turn { font-size: 14px; margin-right: auto; align-self: center; }
.ed-actions { display: flex; flex-wrap: wrap; gap: 6px; justify-content: flex-end; }
.ed-actions button { padding: 7px 12px; min-height: 38px; border-radius: 6px; border: 1px solid var(--button-border); background: var(--button-bg); color: var(--ink); cursor: pointer; }
.ed-actions .primary { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); }
.ed-error { color: #a4281b; margin: 0; font-size: 14px; }
.ed-error[hidden] { display: none; }
.side .editor { width: auto; display: flex; flex-direction: column; gap: 8px; }
.editing-board .side .moves, .editing-board .end-panel { display: none; }
/* On a phone the editor sits under the board and fits a 360x640 screen with it: the game's
   bar and toolbar under the board give way (nothing above them moves), the title is for
   screen readers, the palette's and the hands' rows scroll sideways, the buttons are smaller. */
@media (max-width: 819px) {
  .editing-board #bar-bottom, .editing-board .play > .toolbar { display: none; }
  /* A tall board (shogi with its hands above and below) leaves the editor its height (about 230 px). */
  .editing-board .layout { gap: 4px; --avail-h: calc(var(--vh) - 252px); }
  .side .editor { gap: 4px; padding: 4px 6px; }
  .editor h2 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .ed-palette, .ed-hands { gap: 2px; }
  .ed-row { flex-wrap: nowrap; overflow-x: auto; scrollbar-width: none; }
  .ed-tool { width: 31px; height: 31px; flex: none; }
  .ed-tool canvas { width: 28px !important; height: 28px !important; }
  .ed-hands { font-size: 13px; }
  .ed-hand { flex: none; }
  .ed-hand canvas { width: 22px !important; height: 22px !important; }
  .ed-hand-title { min-width: 0; flex: none; }
  .ed-hand input { width: 2.6em; padding: 1px 2px; }
  .ed-actions { gap: 3px; }
  .ed-turn { font-size: 13px; }
  .ed-actions button { padding: 2px 5px; min-height: 30px; font-size: 13px; }
  .ed-turn select { font-size: 13px; padding: 0; }
}

/* The share dialog (www/page/share.js): the preview beside its fields, stacked on a phone. */
dialog.share-dialog { max-width: min(96vw, 820px); }
.share-body { display: flex; gap: 16px; align-items: flex-start; }
.share-preview { flex: 0 0 auto; width: min(360px, 86vw); }
.share-fields { display: flex; flex-direction: column; gap: 10px; min-width: 0; flex: 1 1 260px; }
.share-fields label { display: flex; flex-direction: column; gap: 4px; font-size: 14px; }
.share-row { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
.share-link { flex: 1 1 auto; min-width: 0; }
.share-snippet { width: 100%; box-sizing: border-box; font: 12px/1.35 ui-monospace, monospace; resize: vertical; }
.share-fields button { padding: 6px 12px; min-height: 34px; border-radius: 6px; border: 1px solid var(--button-border); background: var(--button-bg); color: var(--ink); cursor: pointer; }
.share-status { min-height: 1.3em; margin: 0; font-size: 13px; color: var(--muted); }
@media (max-width: 640px) {
  .share-body { flex-direction: column; align-items: center; }
  .share-fields { width: 100%; }
}


/* The list of a collection (www/page/collection.js). */
dialog.collection-dialog { width: min(96vw, 900px); max-width: min(96vw, 900px); }
.collection-filter { width: 100%; box-sizing: border-box; padding: 6px 8px; margin: 4px 0 8px; }
.collection-scroll { max-height: 60vh; overflow: auto; }
.collection-list { width: 100%; border-collapse: collapse; font-size: 13px; }
.collection-list th { text-align: left; color: var(--muted); font-weight: 600; position: sticky; top: 0; background: inherit; padding: 4px 6px; }
.collection-list td { padding: 5px 6px; border-top: 1px solid var(--button-border); vertical-align: top; }
.collection-list td:last-child { font-family: ui-monospace, monospace; font-size: 12px; }
.collection-list tbody tr { cursor: pointer; }
.collection-list tbody tr:hover, .collection-list tbody tr:focus { background: var(--accent); color: var(--accent-ink); outline: none; }
.collection-more { font-size: 12px; color: var(--muted); }
@media (max-width: 640px) {
  .collection-list th:nth-child(2), .collection-list td:nth-child(2), .collection-list th:nth-child(3), .collection-list td:nth-child(3) { display: none; }
}


/* ---- the game review (www/page/review.js, eval-graph.js): marks in the move list, progress, graph ---- */
:root { --inaccuracy: #1d6fa8; --mistake: #b86e00; --blunder: #c42b2b; }
:root[data-theme="dark"] { --inaccuracy: #6fb7ec; --mistake: #f0a53a; --blunder: #ff6b6b; }
.move-list [data-mark]::after { font-weight: 700; margin-left: 1px; }
.move-list [data-mark="inaccuracy"]::after { content: "?!"; color: var(--inaccuracy); }
.move-list [data-mark="mistake"]::after { content: "?"; color: var(--mistake); }
.move-list [data-mark="blunder"]::after { content: "??"; color: var(--blunder); }
.review { display: flex; flex-direction: column; gap: 6px; font-size: 14px; }
.review-progress { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.review-progress progress { flex: 1 1 60px; min-width: 50px; height: 10px; accent-color: var(--accent); }
.review-status { margin: 0; color: var(--muted); }
.review-graph { height: 84px; cursor: pointer; border-radius: 6px; overflow: hidden; touch-action: manipulation; }
.review-graph svg { display: block; }
.review-graph .graph-bg { fill: #4a4036; }
.review-graph .graph-area { fill: #f3ead9; }
.review-graph .first-dark .graph-bg { fill: #f3ead9; }
.review-graph .first-dark .graph-area { fill: #4a4036; }
.review-graph .graph-line { fill: none; stroke: #a0763e; stroke-width: 1.5; }
.review-graph .graph-zero { stroke: #8a7a66; stroke-width: 1; stroke-dasharray: 3 3; }
.review-graph .graph-current { stroke: #2d7bd6; stroke-width: 2; }
.review-graph .graph-dot { fill: #2d7bd6; stroke: #fff; stroke-width: 1.5; }
.review-graph .graph-mark { stroke: #fff; stroke-width: 1; }
.review-graph .graph-mark.inaccuracy { fill: var(--inaccuracy); }
.review-graph .graph-mark.mistake { fill: var(--mistake); }
.review-graph .graph-mark.blunder { fill: var(--blunder); }
.review-note { margin: 0; line-height: 1.6; min-height: 1.6em; }
.review-note .review-move { font-weight: 700; }
.review-note .review-mark { font-weight: 700; }
.review-note .inaccuracy { color: var(--inaccuracy); }
.review-note .mistake { color: var(--mistake); }
.review-note .blunder { color: var(--blunder); }
.review-note .review-eval { color: var(--muted); font-variant-numeric: tabular-nums; }
.review-best { padding: 1px 8px; border-radius: 5px; border: 1px solid var(--button-border); background: var(--button-bg); color: var(--ink); cursor: pointer; font-weight: 600; }
.review-best:hover { background: var(--button-hover); }
.review-summary { list-style: none; margin: 0; padding: 0; font-size: 13px; color: var(--muted); display: flex; flex-wrap: wrap; gap: 2px 14px; }
@media (max-width: 819px) { .side .review { order: -1; } }
`;

/** Adds the late parts' styles to the document once. */
export function addLateStyles() {
  if (typeof document === "undefined" || document.getElementById("late-styles")) return;
  const style = document.createElement("style");
  style.id = "late-styles";
  style.textContent = CSS;
  document.head.append(style);
}
