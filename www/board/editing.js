// The position editor's mode (www/board/edit.js) is loaded on first use, not with the board:
// a first board does not need it (issue 13: the first visit's cold page). edit.js registers
// its functions here when it loads; the board reaches them through editMode(), which is
// never null while the board is in the mode (only edit.js puts it there). The page's editor
// (www/page/editor.js) imports edit.js, so `board.edit()` takes effect at once there; for any
// other caller the first `board.edit(setup)` loads it and the mode starts when it has come.

let mode = null;

/** edit.js's functions once it has loaded, else null. */
export const editMode = () => mode;

/** Called by edit.js as it loads. */
export const registerEditMode = (functions) => {
  mode = functions;
};

/** Loads edit.js (once); resolves to its functions. A literal import: the offline snapshot and the single file find it. */
export const loadEditMode = () => (mode ? Promise.resolve(mode) : import("./edit.js").then(() => mode));
