// The owner of the page's game (issue 29): the tree of moves in `state.tree` IS the game;
// this module keeps one engine Game at the position shown and the board (www/board/host.js)
// is its view. Every action on the game is one function here: play, goTo/goToPly, undo,
// redo, promote, deleteLine, resign, flag, agreeDraw, claimDraw, declareWin, newGame (a
// record opens through it: www/page/record-open.js), and recordText writes the whole tree
// whatever is shown.
//
// state.tree = { root, path, line }: `root` the tree (www/page/tree.js), `path` the node
// shown, `line` the path of the whole line being followed (`path` and the moves ahead
// that "next" replays). A node that ended by a player's act (resignation, agreed draw,
// loss on time, claimed draw, declared win) carries `ending` ({ action, side? }): the
// engine's game has it applied whenever that node is shown. state.tags holds the opened
// record's tags (players, event, date, result...), written back with the record.

import { loadEngine } from "../engine.js";
import * as tree from "./tree.js";
import { board, setState, state } from "./state.js";
import { errorText } from "./error-text.js";

/** The owner's part of the page's state (state.owner, www/page/state.js): its engine game and what follows its changes. */
const own = state.owner;

/** The engine's Game at the position shown (read it; change it only through this module). */
export const game = () => own.game;

/** The number of moves to the position shown, and of the line followed. */
export const ply = () => state.tree?.path.length ?? 0;
export const totalPlies = () => state.tree?.line.length ?? 0;

/** The moves of the line followed (those played to the position shown, then those ahead). */
export const line = () => (state.tree ? tree.movesOf(state.tree.root, state.tree.line) : []);

/** Sets the page's reactions to the owner's changes. */
export function setHooks(hooks) {
  own.hooks = hooks;
}

/** Makes the owner the board's host: the board draws what it is shown and reports user moves. */
export function attachBoard() {
  board.host({
    get gameId() {
      return own.game?.id ?? null;
    },
    onUserMove(move, { dragged }) {
      try {
        play(move.notation, { source: "user", dragged });
      } catch (e) {
        // The engine listed the move; refusing it means the board's position was stale.
        console.warn(e?.message ?? e);
        show();
      }
    },
    continuations: (path) => (typeof own.game?.continuations === "function" ? own.game.continuations(path) : null),
    game,
    play: (notation) => play(notation, { source: "api" }),
    undo: () => step(-1),
    redo: () => step(1),
    goTo: (n) => goToPly(n),
    ply,
    totalPlies,
    line,
    refresh,
    newGame: () => newGame({ game: own.game?.id ?? state.game, options: state.options, start: own.game?.startPosition() }),
    attributes: fromAttributes,
  });
}

/**
 * A script set the board's game attributes (game, options, position, moves), as on an
 * embedded board: a new game from them. The owner writes them back as it starts a game,
 * so that they always name the game shown.
 */
function fromAttributes(attrs) {
  const { game: id, options, position, moves } = attrs;
  if (JSON.stringify(attrs) === JSON.stringify(own.reflected)) return;
  let opts = state.options;
  try {
    opts = options ? JSON.parse(options) : {};
  } catch {
    return;
  }
  const list = (moves ?? "").split(/\s+/).filter(Boolean);
  newGame({ game: id || own.game?.id || state.game, options: opts, start: position || null, root: tree.treeOf(list), path: list.map(() => 0) });
}

/** Writes the game shown into the board's game attributes (read by scripts; the board ignores them). */
function reflect(id, options, start) {
  board.set({ game: id, options: options && Object.keys(options).length ? options : null, position: start, moves: null, ply: null });
  own.reflected = { game: board.getAttribute("game"), options: board.getAttribute("options"), position: board.getAttribute("position"), moves: null };
}

// ---- the board shows the position -------------------------------------------------------

/** Pushes the position shown to the board (a move gliding when `animate`), and renders the page. */
function show(animate = null, fresh = false) {
  const g = own.game;
  if (!g) return;
  const outcome = g.outcome();
  own.view = g.view();
  board.show({ view: own.view, moves: outcome ? [] : g.legalMoves(), outcome, position: g.position(), fresh, animate });
  setState({});
}

const nodeAt = (root, path) => (path.length ? tree.nodesOf(root, path)?.at(-1) : root);

/**
 * Applies a node's ending to the game `g` at that node: the act the players made there, or
 * the result an opened record gives its mainline's last position ("recorded": its result as
 * written, kept with the ending; in a game saved before that, the engine
 * reads the record again, which puts `g` at that same position with that result).
 */
function applyEnding(g, ending) {
  if (ending.action === "recorded") {
    if (typeof ending.result === "string") return g.endAsRecorded(ending.result);
    // A game saved before the result was kept with its ending: the record is read again.
    if (!state.recordSource) return false;
    try {
      g.loadRecord(state.recordSource);
    } catch {
      return false;
    }
    return !!g.outcome();
  }
  const act = { resign: () => g.resign(), draw: () => g.agreeDraw(), flag: () => g.flag(ending.side), claim: () => g.claimDraw(), declare: () => g.declareWin() }[ending.action];
  return act ? act() : false;
}

/** Brings the engine's game to the node of `path` in `root` (back to the common moves, then on). */
function moveGameTo(root, path) {
  const g = own.game;
  const target = tree.movesOf(root, path);
  const played = g.history();
  let common = 0;
  while (common < played.length && common < target.length && played[common] === target[common]) common++;
  const same = common === played.length && common === target.length;
  if (own.ended && !same) {
    g.undo(); // takes the act back (the engine's undo does that first)
    own.ended = false;
  }
  for (let k = played.length; k > common; k--) g.undo();
  for (let k = common; k < target.length; k++) g.play(target[k]);
  const ending = nodeAt(root, path)?.ending;
  if (ending && !own.ended && !g.outcome()) own.ended = applyEnding(g, ending);
  // An ending the engine would not apply again changes nothing (the position is the node's).
  if (g.history().join(" ") !== target.join(" ")) throw new Error("the game left the tree");
}

/** The tree state for `root` with `path` shown, following `line` when `path` lies on it. */
function treeWith(root, path, line = null) {
  const onLine = line && path.length <= line.length && path.every((x, i) => x === line[i]) && tree.nodesOf(root, line);
  return { root, path, line: onLine ? line : tree.fullPath(root, path) };
}

// ---- the actions ------------------------------------------------------------------------

/**
 * Plays a move (the game's notation) after the position shown: a move the tree has is
 * followed, another one starts a variation. Returns the engine's move; throws, changing
 * nothing, when it is illegal.
 */
export function play(notation, { source = "api", dragged = false } = {}) {
  const g = own.game;
  const t = state.tree;
  if (!g || !t) throw new Error("the game is not ready yet");
  const before = own.view ?? g.view();
  const move = g.play(notation);
  const next = tree.addMove(t.root, t.path, g.history().at(-1));
  state.tree = treeWith(next.root, next.path, t.line);
  const ending = nodeAt(next.root, next.path).ending;
  if (ending) own.ended = applyEnding(g, ending);
  show({ move, before, source, dragged });
  own.hooks.move?.(move, source);
  return move;
}

/** Shows the node of `path` (any line of the tree). */
export function goTo(path) {
  const t = state.tree;
  if (!own.game || !t || !tree.nodesOf(t.root, path)) return;
  moveGameTo(t.root, path);
  state.tree = treeWith(t.root, path.slice(), t.line);
  show();
  own.hooks.navigate?.();
}

/** Shows the position after `n` moves of the line followed. */
export function goToPly(n) {
  const t = state.tree;
  if (!t) return;
  const k = Math.max(0, Math.min(t.line.length, Math.trunc(Number(n) || 0)));
  goTo(t.line.slice(0, k));
}

/** One move back (-1) or forward (+1) along the line followed; false when there is none. */
export function step(delta) {
  const t = state.tree;
  if (!t) return false;
  const k = t.path.length + delta;
  if (k < 0 || k > t.line.length) return false;
  if (delta !== 1) {
    goTo(t.line.slice(0, k));
    return true;
  }
  // One move forward is shown as a move: it glides and is told in words.
  const before = own.view;
  const path = t.line.slice(0, k);
  moveGameTo(t.root, path);
  state.tree = treeWith(t.root, path, t.line);
  const played = own.game.playedMoves();
  show({ move: played[played.length - 1], before, source: "redo" });
  own.hooks.navigate?.();
  return true;
}

/** The variation shown becomes the main continuation at its branch point. */
export function promote() {
  const t = state.tree;
  if (!t) return;
  const p = tree.promote(t.root, t.path);
  const ahead = t.line.slice(t.path.length);
  state.tree = treeWith(p.root, p.path, [...p.path, ...ahead]);
  show();
  own.hooks.navigate?.();
}

/** Deletes the move shown and everything after it; the position before it is shown. */
export function deleteLine() {
  const t = state.tree;
  if (!t || !t.path.length) return;
  const next = tree.removeFrom(t.root, t.path);
  moveGameTo(t.root, next.path);
  state.tree = treeWith(next.root, next.path);
  show();
  own.hooks.navigate?.();
}

/** Ends the game at the position shown by a player's act; false when the engine refuses it. */
function endBy(ending) {
  const g = own.game;
  const t = state.tree;
  if (!g || !t || g.outcome()) return false;
  if (!applyEnding(g, ending)) return false;
  own.ended = true;
  state.tree = { ...t, root: tree.setEnding(t.root, t.path, ending) };
  show();
  return true;
}

/** Takes back the act that ended the game at the position shown (undo); false when there is none. */
export function takeBackEnding() {
  const t = state.tree;
  if (!t || !own.ended || !nodeAt(t.root, t.path)?.ending) return false;
  own.game.undo();
  own.ended = false;
  state.tree = { ...t, root: tree.setEnding(t.root, t.path, null) };
  show();
  own.hooks.navigate?.();
  return true;
}

export const resign = () => endBy({ action: "resign", side: own.game?.turn() });
export const agreeDraw = () => endBy({ action: "draw" });
export const flag = (side) => endBy({ action: "flag", side });
export const claimDraw = () => endBy({ action: "claim" });
export const declareWin = () => endBy({ action: "declare" });

/**
 * Re-reads the game after a script changed it through board.game (tests resign that way):
 * an act found (an outcome the moves alone do not give) ended the game at the node shown.
 */
export function refresh() {
  const g = own.game;
  const t = state.tree;
  if (!g || !t) return;
  const outcome = g.outcome();
  if (outcome && !own.ended && !byTheMoves(g)) {
    const acts = { resignation: "resign", agreement: "draw", time: "flag", impasse: "declare" };
    const ending = outcome.reason === "time" ? { action: "flag", side: 1 - outcome.winner } : { action: acts[outcome.reason] ?? "claim", side: g.turn() };
    own.ended = true;
    state.tree = { ...t, root: tree.setEnding(t.root, t.path, ending) };
  }
  show();
}

/** The options as the engine takes them: undefined for none (the game's own rules). */
export const engineOptions = (options = state.options) => (options && Object.keys(options).length ? options : undefined);

/** Whether the moves alone end the game `g` (a scratch game replays them). */
function byTheMoves(g) {
  const scratch = g.constructor.fromPosition(g.id, g.startPosition(), engineOptions());
  try {
    for (const m of g.history()) scratch.play(m);
    return !!scratch.outcome();
  } finally {
    scratch.free();
  }
}

/**
 * A new game: `game` (id), `options`, `start` (a position text, null: the standard start),
 * and optionally a tree to show: `root`, `path`, `line`, the record's `tags`. Every move of
 * the tree must be legal (the caller checked it). Resolves to null, or the error's text
 * (nothing changed then). A newer newGame started meanwhile wins. `made`: the engine's
 * game for it, already made (`gameOfTree`, a decoded link): it becomes the page's game,
 * so that no position is generated twice (the owner frees it if it is not used).
 */
export async function newGame({ game: id, options = {}, start = null, root = null, path = null, line = null, tags = null, source = null, fresh = true, made = null }) {
  const seq = ++own.seq;
  let Game;
  try {
    [{ Game }] = await Promise.all([loadEngine(id), board.preload(id)]);
  } catch (e) {
    made?.free();
    return errorText(e);
  }
  if (seq !== own.seq) {
    made?.free();
    return "replaced";
  }
  const opts = engineOptions(options);
  let g = made;
  try {
    g ??= start ? Game.fromPosition(id, start, opts) : new Game(id, opts);
  } catch (e) {
    return errorText(e);
  }
  const old = own.game;
  const oldSource = state.recordSource;
  own.game = g;
  own.ended = false;
  state.recordSource = source;
  const top = root ?? tree.treeOf([]);
  const shown = path && tree.nodesOf(top, path) ? path : [];
  try {
    moveGameTo(top, shown);
  } catch (e) {
    own.game = old;
    state.recordSource = oldSource;
    g.free();
    return errorText(e);
  }
  old?.free?.();
  state.tree = treeWith(top, shown, line);
  setState({ game: id, options: opts ?? {}, tags });
  reflect(id, opts, start);
  show(null, fresh);
  own.hooks.ready?.();
  return null;
}

/**
 * The engine's game of a saved game or link: `start` (null: the standard start) with every
 * move of every line of `root` played on it, each checked by the engine, and left at
 * `path`. The lines off `path` are played first and taken back, `path`'s line last: each
 * position is generated once (the engine keeps the moves of the positions just behind).
 * A game of thousands of moves is played in slices (`slices`), the page's thread free
 * between them. Rejects with the engine's error, the game freed, when a move is not legal.
 */
export async function gameOfTree(Game, { game: id, options, start = null, root, path }) {
  const opts = engineOptions(options);
  const g = start ? Game.fromPosition(id, start, opts) : new Game(id, opts);
  const pause = slices();
  try {
    let node = root;
    for (const index of path) {
      for (const [i, child] of node.children.entries()) if (i !== index) await playBelow(g, child, pause);
      node = node.children[index];
      g.play(node.move);
      await pause();
    }
    for (const child of node.children) await playBelow(g, child, pause);
    return g;
  } catch (e) {
    g.free();
    throw e;
  }
}

/** Plays `node`'s move and every line below it on `g`, then takes them all back (no recursion: a line may be thousands of moves). */
async function playBelow(g, node, pause) {
  g.play(node.move);
  const stack = [{ node, next: 0 }];
  while (stack.length) {
    const top = stack.at(-1);
    if (top.next < top.node.children.length) {
      const child = top.node.children[top.next++];
      g.play(child.move);
      stack.push({ node: child, next: 0 });
    } else {
      stack.pop();
      g.undo();
    }
    await pause();
  }
}

/**
 * A `pause()` for one loop of long work on the page's thread (nothing holds it for more
 * than a frame: issue 34): it resolves at once until SLICE_MS have passed since the loop
 * began or last yielded, then after the page's other tasks (input, frames). A message, not
 * a timer: a hidden tab's timers wait a second.
 */
export function slices() {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(channel.port1.close());
      channel.port2.postMessage(null);
    });
    since = performance.now();
  };
}

/** How long a slice of work holds the page's thread at most, in ms (half a frame). */
const SLICE_MS = 8;

// ---- records --------------------------------------------------------------------------

/** A scratch game at the end of the tree's mainline, with its ending (the caller frees it). */
function mainlineGame() {
  const g = own.game;
  const root = state.tree.root;
  const start = g.startPosition();
  const scratch = g.constructor.fromPosition(g.id, start, engineOptions());
  let node = root;
  while (node.children.length) {
    node = node.children[0];
    scratch.play(node.move);
  }
  if (node.ending) applyEnding(scratch, node.ending);
  return scratch;
}

/**
 * The record of the whole game whatever is shown: the mainline with every variation where
 * it belongs, the comments of `annotate(line)` (the review's), the tags of the opened
 * record and the players' names.
 */
export function recordText(annotate = (l) => l, format = undefined) {
  if (!own.game || !state.tree) return "";
  const scratch = mainlineGame();
  try {
    const line = annotate(tree.toLine(state.tree.root));
    const tags = recordTags();
    try {
      return tags ? scratch.record(format, line, tags) : scratch.record(format, line);
    } catch {
      return scratch.record(format, line);
    }
  } finally {
    scratch.free();
  }
}

/**
 * The tags written with the record: the opened record's, with the players' names of a game
 * against the computer ("Computer (level 5)" and "Player": English-neutral, as lichess
 * writes its "lichess AI level 5", so that a record reads the same in any language).
 */
export function recordTags() {
  const tags = state.tags ? { ...state.tags, players: [...(state.tags.players ?? [null, null])] } : null;
  if (state.mode !== "computer" && state.mode !== "demo") return tags;
  const out = tags ?? { players: [null, null], other: [] };
  const computerName = `Computer (level ${state.level})`;
  for (const side of [0, 1]) {
    const isComputer = state.mode === "demo" || side !== state.human;
    // An opened record's own names stay.
    out.players[side] ??= isComputer ? computerName : "Player";
  }
  return out;
}
