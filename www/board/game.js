// The board's game: loading it from the attributes, reading the engine after every
// change (sync), playing and taking back moves, and the events the element fires.

import { cachedCatalog, loadCatalog, loadEngine } from "../engine.js";
import { ensurePieces } from "./pieces.js";
import * as sel from "./select.js";
import { planAnimation } from "./anim.js";
import { parseMarks } from "./marks.js";
import { parseMovetext } from "./movetext.js";
import { updateCaption } from "./caption.js";
import { describeMove, describeOutcome } from "./describe.js";
import { attributeProblems, showProblems } from "./attrs.js";
import { clip, t } from "../i18n.js";
import { attr, hasAttr, langOf, plyOf } from "./state.js";
import { cancelFrame, drawNow, finishAnim, redraw, resize, shownView, updateAspect } from "./frame.js";
import { clearSelection, showOverlay } from "./ui.js";
import { updateControls } from "./bar.js";

const reducedMotion = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** Fires a bubbling event after the current task (listeners never run inside a board call). */
export function emit(s, type, detail) {
  setTimeout(() => s.el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true })), 0);
}

export function showMessage(s, text) {
  s.dom.message.hidden = text == null;
  s.dom.message.textContent = text ?? "";
}

/** The game's name in `lang` (default: the board's language), for the canvas's label and the position in words. */
export function gameName(s, lang = langOf(s)) {
  const id = s.host ? s.host.gameId : s.game?.id;
  const entry = cachedCatalog()?.find((c) => c.id === id);
  return entry ? (entry.name[lang] ?? entry.name.en) : (id ?? "");
}

/** A ply attribute value: a move count, negative counting from the end. */
export function plyTarget(value, total) {
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) return total;
  return Math.max(0, Math.min(total, n < 0 ? total + n : n));
}

/** Resolves in a later task (the browser may paint and handle input in between). */
const nextTask = () => (typeof globalThis.scheduler?.yield === "function" ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0)));

/** Loads the game once after any number of attribute changes in the same task (not for a host's board). */
export function queueReload(s) {
  if (s.reloadQueued || s.host) return;
  s.reloadQueued = true;
  queueMicrotask(() => {
    s.reloadQueued = false;
    load(s, true);
  });
}

/** Builds the game from the attributes (with the `moves` replayed when `withMoves`). */
export async function load(s, withMoves) {
  if (s.host) return;
  const seq = ++s.loadSeq;
  const lang = langOf(s);
  let engine;
  if (!s.game) showMessage(s, t(lang, "loading"));
  const id = attr(s, "game") || "american";
  try {
    // The wasm module of the game's family only (www/engine.js): boards of other families get
    // theirs. A chess or shogi board's pieces come with it, so that its first frame draws them
    // (not the fallback glyphs, drawn and then drawn again).
    [engine] = await Promise.all([loadEngine(id), loadCatalog().then((catalog) => ensurePieces(catalog.find((c) => c.id === id)?.family))]);
  } catch (e) {
    if (seq === s.loadSeq) showMessage(s, t(lang, "engineError", { msg: e.message ?? e }));
    return;
  }
  // A task of its own for a new game in place of another: a module just instantiated (a
  // game of another family) and the new game's first view together made one long task on a
  // phone (issue 13). The board's first game goes on at once (the first board is awaited).
  if (s.game) await nextTask();
  if (seq !== s.loadSeq || s.host) return;
  let game;
  try {
    const optText = attr(s, "options");
    const options = optText ? JSON.parse(optText) : undefined;
    const pos = attr(s, "position");
    game = pos ? engine.Game.fromPosition(id, pos, options) : new engine.Game(id, options);
    // Move numbers ("1." "12..."), results and {comments} may be pasted along with the moves.
    const text = withMoves ? parseMovetext(attr(s, "moves")) : { moves: [], comments: [] };
    const moves = text.moves;
    for (const m of moves) game.play(m);
    s.line = game.history();
    s.comments = text.comments;
    s.commentLine = s.line.slice();
    const plyAttr = attr(s, "ply");
    const target = plyAttr != null && plyAttr !== "" ? plyTarget(plyAttr, moves.length) : hasAttr(s, "autoplay") ? 0 : moves.length;
    for (let i = target; i < moves.length; i++) game.undo();
    s.future = moves.length - target;
  } catch (e) {
    game?.free?.();
    // The error may quote the attribute (a whole position or move list): cut, shown as text.
    showMessage(s, t(lang, "badGame", { msg: clip(e.message ?? String(e), 200) }));
    return;
  }
  const old = s.game;
  s.game = game;
  s.overSent = false;
  s.edit = null;
  finishAnim(s);
  showMessage(s, null);
  // A game in place of another: its first frame is asked for after its "ready" has been
  // handled, so that a page that sizes the board's box to the new game's aspect
  // (board.aspect) does so before the board is drawn, and it is drawn once. The board's
  // first game is drawn at once, as soon as it is loaded (the first board is awaited).
  const replacing = !!old;
  s.holdDraw = replacing;
  // Its pieces' sprites are made before its first frame, for at most a second (frame.js).
  s.spritesBy = replacing ? performance.now() + 1000 : 0;
  // A frame already asked for (the previous game's last glide) waits with the rest.
  if (replacing) cancelFrame(s);
  sync(s);
  old?.free?.();
  announceReady(s, game.id, replacing);
  s.on.loaded();
}

/** A new game is shown: its pieces are loaded, "ready" goes out, and it is drawn. */
export function announceReady(s, id, replacing) {
  ensurePieces(s.view.style).then((changed) => changed && redraw(s));
  emit(s, "ready", { game: id });
  // It is drawn in the frame after the next: the page's own render of the new game (asked
  // for in its "ready") has a frame to itself, and the board's first drawing another (issue
  // 13: on a phone the two together were one long task).
  if (replacing)
    setTimeout(() => {
      s.holdDraw = false;
      if (globalThis.document?.hidden) drawNow(s);
      else requestAnimationFrame(() => redraw(s));
    }, 0);
}

/** Reads the view, the legal moves and the outcome after any change of the game. */
export function sync(s, announce = true) {
  const outcome = s.game.outcome();
  showFacts(s, { view: s.game.view(), outcome, moves: outcome ? [] : s.game.legalMoves() }, announce);
}

/**
 * Takes the facts of the position to draw (the view, the outcome, the legal moves): read
 * from the board's own game (sync), or given by a host that owns the game (board/host.js).
 */
export function showFacts(s, { view, outcome, moves }, announce = true) {
  s.view = view;
  s.outcome = outcome ?? null;
  s.moves = s.outcome ? [] : (moves ?? []);
  s.starts = sel.starts(s.moves);
  s.ui.huffs = sel.huffCells(s.moves);
  s.placeCells = sel.placeCells(s.moves);
  s.dom.canvas.setAttribute("aria-label", t(langOf(s), "boardLabel", { game: gameName(s) }));
  readMarks(s);
  checkAttributes(s);
  // A new game's aspect goes to the canvas with its first drawing (a frame later than the
  // load: the previous game is not shown stretched to the new aspect meanwhile).
  if (s.holdDraw) s.aspectPending = true;
  else updateAspect(s);
  clearSelection(s);
  if (announce) announceOutcome(s);
  updateControls(s);
  updateCaption(s);
  resize(s);
}

/** The `marks` attribute read against the view. */
export function readMarks(s) {
  if (!s.view) return;
  const text = attr(s, "marks");
  s.ui.marks = text ? parseMarks(text, s.view) : null;
  if (s.ui.marks?.errors.length) console.warn(`board-game marks: unknown squares ${s.ui.marks.errors.join(", ")}`);
}

/** The note under the board naming attribute values it could not use. */
export function checkAttributes(s) {
  showProblems(s.el, s.view ? attributeProblems(s.el, s.view, s.ui.marks) : []);
}

export function announceOutcome(s) {
  if (s.outcome && !s.overSent) {
    s.overSent = true;
    emit(s, "gameover", { outcome: s.outcome });
  } else if (!s.outcome) s.overSent = false;
}

/** After a move was played (by the player, the API or redo): re-read, animate, tell. */
export function afterMove(s, move, before, { source, dragged = false }) {
  if (source !== "redo") {
    s.future = 0;
    s.line = s.game.history();
  }
  finishAnim(s);
  sync(s, false);
  showMove(s, move, before, { source, dragged, position: s.game.position() });
}

/** A move just played, shown: it glides from the view `before`, is told in words, and the events go out. */
export function showMove(s, move, before, { source, dragged = false, position }) {
  const speed = Number(attr(s, "speed") ?? 1);
  if (before && !reducedMotion() && speed > 0) {
    const plan = planAnimation(move, before.pieces, s.view.pieces, {
      cols: s.view.cols,
      removal: s.view.removal,
      dragged,
      speed: Number.isFinite(speed) ? speed : 1,
    });
    if (plan) {
      s.anim = { plan, start: performance.now() };
      s.el.setAttribute("animating", "");
    }
  }
  redraw(s);
  const lang = langOf(s);
  const mover = before ? before.turn : 1 - s.view.turn;
  let words = describeMove(lang, s.view, move, mover, attr(s, "notation"));
  if (s.outcome) words += `. ${describeOutcome(lang, s.view, s.outcome)}`;
  s.dom.live.textContent = words;
  // The move event goes out before the gameover event the same move caused.
  emit(s, "move", { move, position, source });
  announceOutcome(s);
}

/** Plays a move given in the game's notation; throws (changing nothing) if illegal. */
export function playNotation(s, notation) {
  if (!s.game) throw new Error("the board is not ready yet");
  const before = s.view;
  const move = s.game.play(notation);
  afterMove(s, move, before, { source: "api" });
  return move;
}

export function undo(s) {
  if (!s.game || !s.game.undo()) return false;
  s.future++;
  finishAnim(s);
  sync(s);
  emit(s, "undo", { position: s.game.position() });
  return true;
}

export function redo(s) {
  if (!s.game) return false;
  const before = s.view;
  if (!s.game.redo()) return false;
  s.future = Math.max(0, s.future - 1);
  const played = s.game.playedMoves();
  afterMove(s, played[played.length - 1], before, { source: "redo" });
  return true;
}


/** Shows the position after `n` moves of the loaded game (no animation). */
export function goTo(s, n) {
  if (!s.game) return;
  const total = plyOf(s) + s.future;
  const target = Math.max(0, Math.min(total, Math.trunc(Number(n) || 0)));
  while (plyOf(s) > target && s.game.undo()) s.future++;
  while (plyOf(s) < target && s.game.redo()) s.future--;
  finishAnim(s);
  sync(s);
  emit(s, "navigate", { ply: plyOf(s), position: s.game.position() });
}

/** Re-reads the game after it was changed through `el.game` (resign, agree a draw...). */
export function refresh(s) {
  if (!s.game) return;
  // The game may have been replaced (a loaded record) or ended (an action): no moves ahead.
  s.line = s.game.history();
  s.future = 0;
  finishAnim(s);
  sync(s);
}

/** The orientation attribute that turns the board round. */
export function flippedOrientation(s, bottom) {
  const other = 1 - bottom;
  return s.view.colors[other] !== s.view.colors[bottom] ? s.view.colors[other] : String(other);
}

/** The view drawn (for the overlay and the layout of an edited position). */
export { shownView };

/** A move the player completed: played at once, or first confirmed (the `confirm` attribute). */
export function choose(s, move, dragged, at) {
  if (!hasAttr(s, "confirm")) return userPlay(s, move, dragged);
  s.ui.pending = move;
  showOverlay(s, { choose: [move], at, title: "confirmMove" });
  redraw(s);
}

export function userPlay(s, move, dragged) {
  // A host that owns the game decides: it plays the move (or not) and shows the result.
  if (s.host) return s.host.onUserMove(move, { dragged });
  const before = s.view;
  let played;
  try {
    played = s.game.play(move.notation);
  } catch (e) {
    // The engine listed the move; refusing it means our view is stale: re-read.
    console.warn(t(langOf(s), "illegal", { msg: e.message }));
    sync(s);
    return;
  }
  afterMove(s, played, before, { source: "user", dragged });
}
