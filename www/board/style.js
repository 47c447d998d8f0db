// The element's own styles, added to the document once (no shadow DOM: the page may
// style the board, and every class is prefixed "bg-" under the board-game tag).

const CSS = `
board-game { display: block; position: relative; max-width: 100%; }
board-game:not([ready]) { aspect-ratio: var(--bg-aspect, 1); }
board-game .bg-wrap { position: relative; width: 100%; }
board-game canvas.bg-canvas { display: block; width: 100%; aspect-ratio: var(--bg-aspect, 1);
  touch-action: none; user-select: none; -webkit-user-select: none; -webkit-tap-highlight-color: transparent;
  border-radius: 3px; box-shadow: 0 2px 10px rgba(0,0,0,0.28); }
board-game canvas.bg-canvas:focus { outline: none; }
board-game canvas.bg-canvas:focus-visible { outline: 3px solid #2d7bd6; outline-offset: 2px; }
board-game .bg-overlay { position: absolute; inset: 0; pointer-events: none; }
board-game .bg-overlay > * { pointer-events: auto; }
board-game .bg-bar { position: absolute; left: 50%; bottom: 8%; transform: translateX(-50%); display: flex; gap: 8px; }
board-game .bg-bar.bg-bar-side { bottom: auto; transform: none; flex-direction: column; }
board-game .bg-bar-side .bg-btn { padding: 8px 4px; }
board-game .bg-btn { font: 600 15px system-ui, sans-serif; padding: 8px 16px; border-radius: 6px; border: 0;
  background: #1f5f2e; color: #fff; box-shadow: 0 2px 8px rgba(0,0,0,0.35); cursor: pointer; min-height: 40px; }
board-game .bg-btn.bg-secondary { background: #f4efe6; color: #222; }
board-game .bg-chooser { position: absolute; display: flex; flex-direction: column; gap: 4px; padding: 8px;
  background: rgba(250,247,240,0.97); border-radius: 8px; box-shadow: 0 4px 16px rgba(0,0,0,0.4);
  font: 14px system-ui, sans-serif; color: #222; min-width: 7em; }
board-game .bg-chooser .bg-title { font-weight: 600; margin: 0 2px 4px; }
board-game .bg-chooser .bg-btn { background: #fff; color: #1a1a1a; border: 1px solid #bbb; box-shadow: none; text-align: left; }
board-game .bg-chooser .bg-btn:hover, board-game .bg-chooser .bg-btn:focus { background: #e4f0e1; }
board-game .bg-message { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  padding: 1em; text-align: center; font: 15px system-ui, sans-serif; color: #5a3b1c; background: #f3e6cf;
  border-radius: 3px; overflow: auto; }
board-game .bg-message[hidden] { display: none; }
board-game .bg-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
board-game .bg-controls { display: flex; align-items: center; justify-content: center; gap: 4px; margin-top: 6px; }
board-game .bg-ctl { width: 40px; height: 34px; display: inline-flex; align-items: center; justify-content: center;
  border: 1px solid #b9a687; border-radius: 6px; background: #fffaf1; color: #2a2118; cursor: pointer; padding: 0; }
board-game .bg-ctl:disabled { opacity: 0.4; cursor: default; }
board-game .bg-ctl svg { width: 20px; height: 20px; fill: currentColor; }
board-game .bg-counter { font: 13px system-ui, sans-serif; color: #6b5b48; min-width: 4.5em; text-align: center; }
/* promotion chooser (chess, shogi): the pieces as figures */
board-game .bg-chooser.bg-promotion { min-width: 0; }
board-game .bg-promotion-row { display: flex; gap: 6px; }
board-game .bg-chooser .bg-btn.bg-piece-choice { padding: 4px; display: flex; flex-direction: column; align-items: center;
  gap: 2px; text-align: center; background: #efe6d2; }
board-game .bg-chooser .bg-btn.bg-piece-choice:hover, board-game .bg-chooser .bg-btn.bg-piece-choice:focus { background: #cfe3c9; }
board-game .bg-piece-choice .bg-caption { font-size: 13px; }
board-game .bg-chooser.bg-promotion .bg-btn.bg-secondary { text-align: center; }
/* the caption area (a slot="caption" child, the comments of moves) under the board, above the replay bar */
board-game .bg-caption-area { margin-top: 6px; font: 14px/1.45 system-ui, sans-serif; color: #2a2118; overflow-wrap: anywhere; }
board-game .bg-caption-area[hidden], board-game .bg-caption-area [hidden] { display: none; }
board-game .bg-comment { margin: 0; padding: 5px 10px; background: #fffaf1; border-left: 3px solid #b07a3f; border-radius: 4px; white-space: pre-line; }
board-game .bg-caption-authored > * { margin: 0; }
/* embedding: the size attribute, the note naming attribute values the board could not use */
board-game[size] { width: var(--bg-size, auto); }
board-game .bg-note { margin-top: 6px; padding: 4px 8px; font: 13px system-ui, sans-serif; color: #7a3a10;
  background: #fff4e0; border: 1px solid #e2b98a; border-radius: 4px; white-space: pre-line; overflow-wrap: anywhere; }
`;

/** Adds the styles to the document once. */
export function injectStyle() {
  injectStyleOnce("board-game-style", CSS);
}

/** Adds a `<style id=id>` with `css` to the document, unless it is there already (the page's modes use it too). */
export function injectStyleOnce(id, css) {
  if (document.getElementById(id)) return;
  const style = document.createElement("style");
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}

