// The Learn dialog's styles, put in the page when it first opens (so the first visit's
// style sheet carries none of them). They use the page's colours (www/style.css variables).

import { injectStyleOnce } from "../board/style.js";

const CSS = `
dialog.learn { width: min(96vw, 640px); max-width: 96vw; max-height: 96vh; padding: 10px 14px 14px; background: var(--panel); color: var(--ink); }
dialog.learn::backdrop { background: rgb(0 0 0 / 0.35); }
.learn-head { display: flex; align-items: center; gap: 8px; }
.learn-head h2 { margin: 0; flex: 1; }
.learn-close { border: 0; background: none; font-size: 20px; min-width: 40px; min-height: 40px; cursor: pointer; color: inherit; }
.learn-body { display: flex; flex-direction: column; gap: 8px; }
.learn-body button { padding: 6px 12px; min-height: 36px; border-radius: 6px; border: 1px solid var(--button-border); background: var(--button-bg); color: var(--ink); cursor: pointer; }
.learn-body button:hover { background: var(--button-hover); }
.learn-body button.primary { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); }
.learn-choice { display: flex; gap: 8px; align-items: center; }
.learn-choice select { flex: 1; min-height: 36px; }
.learn-paths { display: flex; flex-wrap: wrap; gap: 6px; }
.learn-path[aria-pressed="true"] { background: var(--current); font-weight: 650; }
.learn-path-text, .learn-done { margin: 0; color: var(--muted); }
.learn-steps { margin: 0; padding: 0 0 0 2.2em; display: flex; flex-direction: column; gap: 4px; }
.learn-step { width: 100%; display: flex; justify-content: space-between; gap: 10px; text-align: start; }
.learn-step-text { flex: 1; }
.learn-stars { color: #c08a00; white-space: nowrap; letter-spacing: 1px; }
.learn-crumb { margin: 0; display: flex; align-items: center; gap: 10px; color: var(--muted); flex-wrap: wrap; }
.learn-play { display: grid; gap: 8px; grid-template-columns: minmax(0, 1fr); justify-items: stretch; }
.learn-task { margin: 0; font-size: 1.05em; line-height: 1.45; }
.learn-board { justify-self: center; }
.learn-status { margin: 0; min-height: 1.4em; line-height: 1.4; }
.learn-status.wrong { color: #a32020; }
.learn-status.solved { color: var(--accent); font-weight: 650; animation: learn-pop 0.5s ease-out; }
.learn-status.solved .learn-stars { margin-inline-start: 8px; }
.learn-hint { margin: 0; color: var(--muted); font-style: italic; }
.learn-buttons { display: flex; flex-wrap: wrap; gap: 6px; justify-content: flex-end; }
@keyframes learn-pop { from { transform: scale(0.85); opacity: 0.2; } to { transform: scale(1); opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .learn-status.solved { animation: none; } }
:root[data-theme="dark"] .learn-status.wrong { color: #ff8f8f; }
@media (min-width: 760px) and (min-aspect-ratio: 1/1) {
  dialog.learn:has(.learn-play) { width: min(96vw, 1040px); }
  .learn-play { grid-template-columns: auto minmax(240px, 1fr); grid-auto-rows: min-content; column-gap: 18px; align-items: start; }
  .learn-play > :not(.learn-board) { grid-column: 2; }
  .learn-board { grid-column: 1; grid-row: 1 / span 5; justify-self: start; }
  .learn-buttons { justify-content: flex-start; }
}
`;

export function injectLearnStyle() {
  injectStyleOnce("learn-style", CSS);
}
