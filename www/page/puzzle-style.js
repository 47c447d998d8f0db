// The puzzle mode's styles (www/page/puzzle.js), added as one <style> when the mode first
// opens: the first visit does not download them (as www/page/late-style.js does for its parts).

import { injectStyleOnce } from "../board/style.js";

const CSS = `
/* The puzzle mode (www/page/puzzle.js): the board beside its panel, stacked on a phone. */
.puzzle-mode {
  display: grid;
  grid-template-columns: minmax(0, min(calc(100vh - 7rem), 62vw)) minmax(16rem, 24rem);
  gap: 1rem 1.5rem;
  justify-content: center;
  align-items: start;
  padding: 0.75rem 1rem 2rem;
}
.puzzle-board board-game { display: block; width: 100%; }
.puzzle-side { display: flex; flex-direction: column; gap: 0.6rem; }
.puzzle-head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.puzzle-head h2 { margin: 0; font-size: 1.25rem; }
.puzzle-choices { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
.puzzle-prompt { margin: 0; font-size: 1.15rem; font-weight: 600; }
.puzzle-feedback { margin: 0; min-height: 2.6em; }
.puzzle-feedback[data-kind="wrong"] { color: #a3191b; }
.puzzle-feedback[data-kind="solved"], .puzzle-feedback[data-kind="right"] { color: #1d6b22; }
.puzzle-buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.puzzle-buttons button, .puzzle-head button { min-height: 2.5rem; padding: 0 0.9rem; }
.puzzle-ratings { display: grid; grid-template-columns: auto 1fr; gap: 0.2rem 0.8rem; margin: 0; }
.puzzle-ratings dt { color: #5d4a37; }
.puzzle-ratings dd { margin: 0; font-variant-numeric: tabular-nums; }
.puzzle-count { margin: 0; color: #5d4a37; font-size: 0.9rem; }
@media (max-width: 760px) {
  .puzzle-mode { grid-template-columns: minmax(0, 1fr); padding: 0.5rem; gap: 0.6rem; }
}
`;

/** Adds the styles once. */
export function addPuzzleStyles() {
  injectStyleOnce("puzzle-style", CSS);
}
