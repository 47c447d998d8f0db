// Opening a record (issue 34, point 3): read whole in the worker (www/page/record-read.js),
// its moves then played on the page's new game in slices (game-owner.js gameOfTree), so that
// a record of thousands of moves never holds the page's thread. Loaded on the first record
// opened (not a start-up module).

import { loadEngine } from "../engine.js";
import * as tree from "./tree.js";
import { setState, state } from "./state.js";
import { gameOfTree, newGame } from "./game-owner.js";
import { errorText } from "./error-text.js";

/**
 * Opens a record (its game as the engine detects it; `shown`, the game shown, when it names
 * none): read whole in the worker, then its moves played on a new game in slices
 * (gameOfTree), so that a record of thousands of moves never holds the page's thread
 * (issue 34); a record that cannot be read changes nothing. Resolves to null or the
 * error's text. `afterRead(root, { facts })` may change the tree read (the review's comments
 * taken back; `facts`: its mainline's, record-read.js lineFacts).
 */
export async function loadRecord(text, shown, { afterRead = (root) => root } = {}) {
  const kept = state.owner.game?.id === shown && Object.keys(state.options).length ? state.options : undefined;
  const seq = ++state.owner.reads;
  let read;
  try {
    read = await readOffThread(text, shown, kept);
  } catch (e) {
    return errorText(e);
  }
  if (!read || seq !== state.owner.reads) return "replaced";
  const { game: id, line, history, start, tags, recorded } = read;
  const opts = id === shown ? kept : undefined;
  let root = Array.isArray(line) ? tree.fromLine(line) : null;
  if (!root || tree.lineOf(root, []).join(" ") !== history.join(" ")) root = tree.treeOf(history);
  const end = tree.fullPath(root, []);
  let made;
  try {
    made = await gameOfTree((await loadEngine(id)).Game, { game: id, options: opts, start, root, path: end });
  } catch (e) {
    return errorText(e);
  }
  if (seq !== state.owner.reads) {
    made.free();
    return "replaced";
  }
  // The result is kept with the ending: applying it again plays nothing (applyEnding).
  if (recorded) root = tree.setEnding(root, end, { action: "recorded", result: tags?.result });
  const error = await newGame({ game: id, options: opts ?? {}, start, root, path: end, tags, source: recorded ? text : null, made });
  if (error) return error;
  // Read once the game is the record's (the review reads its comments against it).
  const reviewed = afterRead(state.tree.root, { facts: read.facts });
  if (reviewed !== state.tree.root) state.tree = { ...state.tree, root: reviewed };
  setState({});
  return null;
}

/**
 * www/page/record-read.js's readRecord in a worker of its own; on this thread only where no
 * worker can start (the page then waits, as every page did before issue 34). Null: a later
 * read replaced this one.
 */
async function readOffThread(text, shown, options) {
  const { WorkerPlayer } = await import("../ai-player.js");
  const reader = (state.owner.reader ??= new WorkerPlayer());
  try {
    return await reader.ask("readRecord", { game: shown, options, text });
  } catch (e) {
    if (!reader.failed) throw e;
    return (await import("./record-read.js")).readRecord(text, shown, options);
  }
}
