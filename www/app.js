// The play page around one <board-game>, laid out as a game site (issue 11): player bars
// above and below the board, a toolbar of icon buttons, the moves beside the board (a
// strip under it on a phone), New game and Settings dialogs, an end-of-game panel, and
// the moves as a tree with variations.
//
// The page has one state (www/page/state.js) changed only through setState, which
// schedules one render per animation frame; the feature modules register their renders
// and return an unbind function from init(). The game is the tree of moves in the state,
// owned by www/page/game-owner.js (one engine Game at the position shown; every action on
// the game one function there); the board is its view (www/board/host.js). This file
// wires the page's reactions to the owner's changes and the page's actions (new game,
// rematch, undo, records, restoring the game left in this browser).

import "./board-game.js";
import { loadCatalog, loadEngine, loadRules } from "./engine.js";
import { downloadText, gameToHash, hashToGame, readTextFile, recordExtension } from "./record.js";
import { clip, loadLang } from "./i18n.js";
import { $, applyBoardSettings, applyInteractive, board, computerPlays, entry, holdRendersUntil, onRender, put, renderAfterTwoFrames, requestRender, setState, sideName, state, tr } from "./page/state.js";
import * as tree from "./page/tree.js";
import { h, patch } from "./page/h.js";
import * as owner from "./page/game-owner.js";
import * as status from "./page/status.js";
import * as moveList from "./page/move-list.js";
import * as bars from "./page/bars.js";
import * as clocks from "./page/clocks.js";
import * as endings from "./page/endings.js";
import * as gameInfo from "./page/game-info.js";
import * as computerPlayer from "./page/computer.js";
import * as access from "./page/access.js";
import * as analysis from "./page/analysis-toggle.js";
import * as dialogs from "./page/dialogs-late.js";
import * as endPanel from "./page/end-panel.js";
import * as review from "./page/review-button.js";
import * as pageKeys from "./page/keys.js";
import { errorText } from "./page/error-text.js";

const { newClock } = clocks;
const { cancelComputer, maybeComputerMove, offerDrawToComputer } = computerPlayer;

// ---- texts that change with the language and the game (a render) ----

function renderTexts() {
  // Written only where they differ (put, patch): a new game keeps the language, and
  // rewriting the page's hundred texts made the browser recompute the styles of the whole page.
  put(document, { title: tr("title") });
  if ($("replay").getAttribute("aria-label") !== tr("replay")) $("replay").setAttribute("aria-label", tr("replay"));
  for (const el of document.querySelectorAll("[data-i18n]")) put(el, { textContent: tr(el.dataset.i18n) });
  for (const el of document.querySelectorAll("[data-tip]")) {
    const tip = tr(el.dataset.tip);
    if (el.title === tip) continue;
    el.title = tip;
    el.setAttribute("aria-label", tip);
  }
  const game = entry();
  put($("game-name"), { textContent: game ? (game.name[state.lang] ?? game.name.en) : "" });
  renderRules();
}

/** The rules panel: its title always, its text while it is open (closed, the text is not seen). */
function renderRules() {
  const game = entry();
  if (!game) return;
  put($("rules-title"), { textContent: tr("rulesOf", { game: game.name[state.lang] ?? game.name.en }) });
  if (!$("rules").open) return;
  // The engine writes the rules as it implements them, with the chosen options. A family
  // module's sentences are a file of their own (www/engine.js loadRules), fetched the first
  // time the rules are opened (issue 13: not on the first visit's cold page); until they
  // are loaded the panel stays empty and their arrival renders it again.
  let lines = [];
  try {
    lines = owner.game()?.rules() ?? [];
  } catch (e) {
    if (e?.code === "rules-not-loaded") {
      patch($("rules-text"), []);
      loadRules(owner.game().id).then(requestRender, () => {});
      return;
    }
    lines = [];
  }
  const paragraphs = lines.length ? lines.map((t) => t[state.lang] ?? t.en) : [tr("noRules")];
  patch($("rules-text"), paragraphs.map((text) => h("p", null, text)));
}

/**
 * The board's width follows the game's aspect (hands beside a shogi board): --aspect.
 * Measured when the board's size changes or a game is ready (a ResizeObserver, and the
 * next frame after "ready"), not at every render: a measurement after the render's
 * writes forced a layout of the whole page in each frame.
 */
function watchAspect() {
  let frame = 0;
  const measure = () => {
    frame = 0;
    renderAspect();
  };
  const later = () => (frame ||= requestAnimationFrame(measure));
  // A new game's drawing aspect is known before its first frame (board.aspect, no layout):
  // the page's box takes it at once, so the board is drawn once at its final size (a shogi
  // board measured after its first drawing was drawn again at another size: issue 13).
  // After a game switch (not the page's first board) a changed aspect holds the page's
  // render until the new board is laid out and drawn (renderAfterTwoFrames).
  let switched = false;
  const onReady = () => {
    if (board.aspect && setAspect(board.aspect) && switched) renderAfterTwoFrames();
    switched = true;
  };
  const observer = new ResizeObserver(later);
  observer.observe(board);
  board.addEventListener("ready", onReady);
  return () => {
    observer.disconnect();
    board.removeEventListener("ready", onReady);
    cancelAnimationFrame(frame);
  };
}

function renderAspect() {
  const r = board.getBoundingClientRect();
  if (!board.hasAttribute("ready") || !r.width || !r.height) return;
  setAspect(r.width / r.height);
}

/** Sets the page's --aspect; true when it changed (the page's layout changes with it). */
function setAspect(value) {
  const aspect = Math.round(value * 1000) / 1000;
  const layout = document.querySelector(".layout");
  const before = Number(layout.style.getPropertyValue("--aspect") || 1);
  if (Math.abs(before - aspect) <= 0.01) return false;
  layout.style.setProperty("--aspect", String(aspect));
  return true;
}

// ---- the game ----------------------------------------------------------------

/**
 * A new game of the page's game and options (from `start`, null: the standard start).
 * Resolves to null or the error's text.
 */
/**
 * A new game: of `setup` when given (the New game dialog's Play, www/page/new-game.js: game,
 * options, opponent, side, clock), else of the page's game and settings; from `start` (null:
 * the standard start). Resolves to null or the error's text.
 */
function startGame(setup = null, start = null) {
  if (setup) setState(setup);
  cancelComputer();
  analysis.newGame();
  setState({ notice: "", endClosed: false });
  return owner.newGame({ game: state.game, options: state.options, start });
}

/** The same game and settings with the sides swapped. */
function rematch() {
  if (state.mode === "computer") {
    setState({ human: 1 - state.human });
    applyInteractive();
  } else if (state.mode === "two") board.flip();
  startGame(null, owner.game()?.startPosition() ?? null);
}

/** Shows the position of `path` in the tree (any line). */
function showPath(path) {
  cancelComputer();
  owner.goTo(path);
}

function goTo(ply) {
  cancelComputer();
  owner.goToPly(ply);
}

/** Plays `move` after the position of `path` as a variation (the review's better move). */
function playVariation(path, move) {
  const t = state.tree;
  if (!t || !tree.nodesOf(t.root, path)) return;
  cancelComputer();
  owner.goTo(path);
  owner.play(move, { source: "variation" });
}

function promoteLine() {
  owner.promote();
}

function deleteLine() {
  cancelComputer();
  owner.deleteLine();
}

// ---- the game in progress survives a reload ------------------------------------

const CURRENT = "boardgames.current";
// A saved game that could not be restored is moved here (the last few, with the time).
const UNREADABLE = "boardgames.current.unreadable";
// Nothing is saved before the game left in this browser (or a link) has been restored
// (state.saving.restoring): the board's first, default game must not overwrite it. An
// unreadable saved game that could not be kept aside is never overwritten (keepAsIs).

/**
 * Saves the game in progress (this browser's copy and the address) in a task of its own,
 * once for several changes: writing storage and the address (history.replaceState) took
 * a third of a move's task on a phone (issue 13). That task comes after the next frame:
 * history.replaceState brings the page's styles up to date, and before the frame that drew
 * the change it recomputed them all (20 ms at 4x CPU throttling after a new game). A page
 * being left saves at once.
 */
function saveCurrent() {
  if (state.saving.timer || state.saving.frame) return;
  // A hidden tab gets no animation frames.
  if (document.hidden) state.saving.timer = setTimeout(saveNow, 0);
  else
    state.saving.frame = requestAnimationFrame(() => {
      state.saving.frame = 0;
      state.saving.timer = setTimeout(saveNow, 0);
    });
}

function saveNow() {
  cancelAnimationFrame(state.saving.frame);
  clearTimeout(state.saving.timer);
  state.saving.frame = state.saving.timer = 0;
  const g = owner.game();
  const t = state.tree;
  if (!g || !t || state.saving.restoring) return;
  const current = { game: g.id, options: state.options, start: g.startPosition(), moves: tree.movesOf(t.root, t.path) };
  // This browser keeps the variations too (the tree's mainline with them, and the path
  // shown), the players' acts that ended lines, and the opened record's tags. The game
  // review goes with it, as a record's comments (www/page/review.js).
  const kept = { ...current, line: review.annotateLine(tree.toLine(t.root)), path: t.path, endings: tree.endingsOf(t.root), tags: state.tags, record: state.recordSource };
  try {
    if (!state.saving.keepAsIs) localStorage.setItem(CURRENT, JSON.stringify({ ...kept, clock: clocks.snapshot() }));
  } catch {
    // Not kept where storage is unavailable.
  }
  // The address carries the game too, so that a link reopens it.
  if (current.start === standardStart(g)) current.start = null;
  state.saving.hash = gameToHash(current);
  if (location.hash !== state.saving.hash) history.replaceState(null, "", state.saving.hash);
}

const standardStarts = new Map();

/** The standard start position of the board's game with its options (cached). */
function standardStart(g) {
  const key = `${g.id} ${JSON.stringify(state.options)}`;
  if (!standardStarts.has(key)) {
    let fresh = null;
    try {
      fresh = new g.constructor(g.id, Object.keys(state.options).length ? state.options : undefined);
      standardStarts.set(key, fresh.position());
    } catch {
      standardStarts.set(key, null);
    } finally {
      fresh?.free();
    }
  }
  return standardStarts.get(key);
}

// ---- game records: copy, paste, files ---------------------------------------------

/**
 * Loads a record (switching to its game when it names another); the error text or null.
 * The whole record is read into a new game first: one that cannot be read changes nothing
 * (the game in progress, its moves to undo and its saved copy stay as they were).
 */
async function loadRecordText(text) {
  // The engine says which game the record is (its tags, PDN GameType, KIF, PGN), in the worker.
  const current = owner.game()?.id ?? state.game;
  cancelComputer();
  // A review written in the record's comments is read back (and taken out of them), in
  // the same task as the record is shown.
  const [reviewModule, { loadRecord }] = await Promise.all([review.loadReview(), import("./page/record-open.js")]);
  const error = await loadRecord(text, current, { afterRead: (root, { facts }) => reviewModule.fromRecord(root, { facts }) });
  if (error) return error;
  analysis.newGame();
  setState({ endClosed: false, notice: "" });
  return null;
}

/** The record of the whole game (every line, its tags), whatever position is shown. */
function recordText() {
  return owner.recordText(review.annotateLine);
}

async function copyRecord() {
  const text = recordText();
  if (!text) return;
  try {
    await navigator.clipboard.writeText(text);
    setState({ notice: tr("copied") });
  } catch {
    // No clipboard (file://, permissions): show the text to copy by hand.
    openRecordDialog(text);
  }
}

function openRecordDialog(text = "") {
  $("record-text").value = text;
  $("record-text").placeholder = tr("recordHint");
  $("record-error").hidden = true;
  $("record-dialog").showModal();
  $("record-text").select();
}

async function submitRecordDialog(e) {
  e.preventDefault();
  const error = await loadRecordText($("record-text").value);
  if (error) {
    $("record-error").textContent = tr("recordError", { msg: clip(error) });
    $("record-error").hidden = false;
  } else $("record-dialog").close();
}

function saveRecordFile() {
  const g = owner.game();
  if (!g) return;
  downloadText(recordText(), `${g.id}.${recordExtension(entry()?.family)}`);
}

/**
 * Opens the files chosen: one record loads at once; a file of many games (PGN, PDN) or
 * several files (KIF folders) are listed first (www/page/collection.js) and the game
 * chosen loads. A file that cannot be read is named, and nothing changes.
 */
async function openRecordFile(e) {
  const chosen = [...(e.target.files ?? [])];
  e.target.value = "";
  if (!chosen.length) return;
  let name = chosen[0].name;
  let error;
  try {
    const files = [];
    for (const file of chosen) {
      name = file.name;
      files.push({ name: file.name, text: await readTextFile(file) });
    }
    name = chosen.length === 1 ? chosen[0].name : "";
    const [{ chooseFromCollection, collectionEntries }, { readCollection }] = await Promise.all([import("./page/collection.js"), loadEngine(state.game)]);
    const entries = collectionEntries(readCollection, files);
    if (entries.length > 1) {
      const entry = await chooseFromCollection(entries, tr);
      if (!entry) return;
      name = entry.file;
      error = await loadRecordText(entry.text);
    } else error = await loadRecordText(entries[0]?.text ?? files[0].text);
  } catch (e) {
    error = errorText(e);
  }
  if (error) setState({ notice: tr("recordFileError", { name: clip(name, 60), msg: clip(error) }) });
}

/** The game saved in this browser: { text } as stored (null: none), and { game } or { error }. */
function savedCurrent() {
  let text = null;
  try {
    text = localStorage.getItem(CURRENT);
  } catch {
    return { text: null };
  }
  if (text == null) return { text };
  try {
    return { text, game: JSON.parse(text) };
  } catch {
    return { text, error: "it is not JSON" };
  }
}

/**
 * Moves an unreadable saved game aside (UNREADABLE keeps the last five with their time),
 * so that the next save does not overwrite it. False when it could not be stored.
 */
function keepAside(text) {
  try {
    let kept = [];
    const before = localStorage.getItem(UNREADABLE);
    if (before != null) {
      try {
        kept = JSON.parse(before);
      } catch {
        kept = null;
      }
      if (!Array.isArray(kept)) kept = [{ at: null, text: before }];
    }
    kept.push({ at: new Date().toISOString(), text });
    localStorage.setItem(UNREADABLE, JSON.stringify(kept.slice(-5)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a saved game ({ game, options, start, moves }: from the URL hash or this browser)
 * cannot be put on the board as far as its shape tells, or null (its moves are checked
 * as its game is made: `gameOfSaved`).
 */
function unreadable(saved) {
  if (!saved || typeof saved !== "object" || Array.isArray(saved)) return "it is not a game";
  if (Object.hasOwn(saved, "error")) return String(saved.error);
  if (!state.catalog.some((c) => c.id === saved.game)) return `there is no game "${clip(saved.game, 40)}"`;
  if (!Array.isArray(saved.moves) || !saved.moves.every((m) => typeof m === "string")) return "its moves are not a list";
  if (saved.start != null && typeof saved.start !== "string") return "its start position is not text";
  if (saved.options != null && (typeof saved.options !== "object" || Array.isArray(saved.options))) return "its options are not an object";
  return null;
}

const gameOptions = (saved) => (saved.options && Object.keys(saved.options).length ? saved.options : undefined);

/**
 * Puts a saved game on the board once it is known to load; the reason it cannot
 * (the board unchanged) or null. The engine's game is made once, checking every move as
 * it goes, and becomes the page's: each position is generated once (issue 34).
 */
async function restoreGame(saved) {
  const decoded = await decodedGame(saved);
  if (decoded.error) return decoded.error;
  saved = decoded.saved;
  const error = unreadable(saved);
  if (error) {
    decoded.game?.free();
    return error;
  }
  const options = gameOptions(saved);
  const ply = Number.isInteger(saved.ply) ? Math.max(0, Math.min(saved.moves.length, saved.ply)) : saved.moves.length;
  let made;
  try {
    made = decoded.game ? { game: decoded.game, variations: null } : await gameOfSaved(saved, ply);
  } catch (e) {
    return errorText(e);
  }
  const { variations } = made;
  // A saved review is in the tree's comments: the review module reads it (www/page/review-button.js).
  if (variations && review.needsReview(variations.root)) await review.loadReview();
  cancelComputer();
  await clocks.restoreWith(saved);
  analysis.newGame();
  setState({ endClosed: false });
  const root = variations ? tree.withEndings(variations.root, saved.endings) : tree.treeOf(saved.moves);
  const path = variations ? variations.path : saved.moves.slice(0, ply).map(() => 0);
  const tags = saved.tags && typeof saved.tags === "object" && !Array.isArray(saved.tags) ? saved.tags : null;
  const source = typeof saved.record === "string" ? saved.record : null;
  const failed = await owner.newGame({ game: saved.game, options: options ?? {}, start: saved.start || null, root, path, tags, source, made: made.game });
  if (failed) return failed;
  // A restored game's review comes back from its comments.
  if (variations) review.fromSaved(state.tree.root);
  return null;
}

/**
 * A short link's moves (`m=`, www/page/link-code.js) read into `moves`, with the engine's
 * game that read them (at their end): { saved, game }; { error } when they do not fit.
 */
async function decodedGame(saved) {
  if (typeof saved?.code !== "string" || !saved.code) return { saved, game: null };
  // Short links' decoder (www/page/link-code.js) is loaded only for such a link.
  const [{ Game }, { decodeGame }] = await Promise.all([loadEngine(saved.game), import("./page/link-code.js")]);
  try {
    const game = await decodeGame(Game, { game: saved.game, options: gameOptions(saved), start: saved.start }, saved.code, owner.slices());
    return { saved: { ...saved, moves: game.history() }, game };
  } catch (e) {
    return { error: errorText(e) };
  }
}

/**
 * The engine's game of a saved game, at its saved move: { game, variations } with the
 * saved variations when they can be used (their path leads to the saved moves and every
 * move of every line is legal), else { game, variations: null } with the saved moves
 * alone. Throws the engine's error when a saved move is not legal.
 */
async function gameOfSaved(saved, ply) {
  const { Game } = await loadEngine(saved.game);
  const setup = { game: saved.game, options: gameOptions(saved), start: saved.start };
  const variations = savedTree(saved);
  if (variations) {
    try {
      return { game: await owner.gameOfTree(Game, { ...setup, ...variations }), variations };
    } catch {
      // The saved moves alone, below.
    }
  }
  const path = saved.moves.slice(0, ply).map(() => 0);
  return { game: await owner.gameOfTree(Game, { ...setup, root: tree.treeOf(saved.moves), path }), variations: null };
}

/** The saved variations when their shape fits: their path leads to the saved moves ({ root, path }), else null. */
function savedTree(saved) {
  if (!Array.isArray(saved.line) || !Array.isArray(saved.path) || !saved.path.every((i) => Number.isInteger(i) && i >= 0)) return null;
  const root = tree.fromLine(saved.line);
  if (!tree.nodesOf(root, saved.path) || tree.movesOf(root, saved.path).join(" ") !== saved.moves.join(" ")) return null;
  return { root, path: saved.path };
}

/** The share dialog (www/page/share.js, loaded on first use) for the line and move on the board. */
async function openShareDialog() {
  const g = owner.game();
  if (!g) return;
  const [{ openShare }, { Game }] = await Promise.all([import("./page/share.js"), loadEngine(g.id)]);
  const start = g.startPosition();
  await openShare({
    Game,
    game: g.id,
    options: state.options,
    start: start === standardStart(g) ? null : start,
    line: owner.line(),
    ply: owner.ply(),
    display: { theme: state.theme, coordinates: board.hasAttribute("coordinates"), orientation: board.getAttribute("orientation"), lang: state.lang },
    tr,
  });
}

/** A new game is shown (new, restored, a record opened): the clock and the computer start again. */
function afterNewGame() {
  saveCurrent();
  newClock();
  applyOrientation();
  maybeComputerMove();
}

function applyOrientation() {
  const v = owner.game()?.view();
  if (!v) return;
  // Against the computer the player's own pieces come to the bottom.
  // In a two-player game on one device the board may turn to face the player to move.
  const bottom = state.mode === "computer" ? state.human : state.turnBoard && state.mode === "two" ? v.turn : v.bottom;
  board.setAttribute("orientation", String(bottom));
  requestRender();
}

/** With the setting on, a capture that is the player's only legal move is played for them. */
async function maybeAutoCapture() {
  const g = owner.game();
  if (!state.autoCapture || !g || g.outcome() || computerPlays(g.turn())) return;
  const moves = g.legalMoves();
  if (moves.length !== 1 || !moves[0].captures.length) return;
  const ply = g.history().length;
  await board.idle();
  await new Promise((r) => setTimeout(r, 250));
  if (owner.game() === g && g.history().length === ply && !g.outcome()) owner.play(moves[0].notation, { source: "auto" });
}

// ---- dialogs -------------------------------------------------------------------

function ask(title, text, yes, no) {
  const dlg = $("dialog");
  $("dialog-title").textContent = title;
  $("dialog-text").textContent = text;
  $("dialog-yes").textContent = yes;
  $("dialog-no").textContent = no;
  return new Promise((resolve) => {
    dlg.addEventListener("close", () => resolve(dlg.returnValue === "yes"), { once: true });
    dlg.returnValue = "";
    dlg.showModal();
  });
}

async function offerDraw() {
  const g = owner.game();
  if (!g || g.outcome()) return;
  if (state.mode === "computer") return offerDrawToComputer(g);
  const side = g.turn();
  const at = state.tree;
  const ok = await ask(tr("drawOfferTitle"), tr("drawOffer", { side: sideName(side), other: sideName(1 - side) }), tr("accept"), tr("decline"));
  if (ok && state.tree === at) owner.agreeDraw();
  requestRender();
}

async function resign() {
  const g = owner.game();
  if (!g || g.outcome()) return;
  const side = g.turn();
  const at = state.tree;
  const ok = await ask(tr("resign"), tr("resignConfirm", { side: sideName(side) }), tr("yes"), tr("no"));
  if (ok && state.tree === at && g.turn() === side) owner.resign();
  requestRender();
}

/** After the game: the analysis on, at the game's final position. */
function analyseEnd() {
  analysis.turnOn({ gameEnded: true });
  goTo(owner.totalPlies());
}

// ---- wiring --------------------------------------------------------------------

function undo() {
  cancelComputer();
  setState({ notice: "" });
  // An act that ended the game (a draw agreed, a resignation) is taken back first.
  if (owner.takeBackEnding()) return;
  if (!owner.step(-1)) return;
  // Against the computer, take back its reply too so that the player is to move.
  if (state.mode === "computer" && owner.game().turn() !== state.human) owner.step(-1);
  maybeComputerMove();
}

function redo() {
  if (state.thinking || !owner.step(1)) return;
  if (state.mode === "computer" && owner.game().turn() !== state.human && owner.ply() < owner.totalPlies()) owner.step(1);
}

/** What a changed setting of the Settings dialog sets off beyond its board attribute (setState applied those). */
function onSetting(key) {
  if (key === "turnBoard") applyOrientation();
  else if (key === "autoCapture") maybeAutoCapture();
}

/** After a move played (by the player, the computer, a script): the page's reactions. */
function onMove(move, source) {
  saveCurrent();
  const g = owner.game();
  // The board turns once the move has been seen gliding.
  if (state.turnBoard && state.mode === "two") board.idle().then(applyOrientation);
  if (state.clock && source !== "variation") {
    state.clock.move(1 - g.turn());
    if (g.outcome()) state.clock.stop();
  }
  if (state.sound) playSound(move.captures?.length ? "capture" : "move");
  setState({ notice: "" });
  if (source !== "variation") {
    // After the move's frame: the page shows the move (and, for a frame, that nobody is
    // thinking) before the computer is asked for its answer.
    if (document.hidden) setTimeout(maybeComputerMove, 0);
    else requestAnimationFrame(() => setTimeout(maybeComputerMove, 0));
    maybeAutoCapture();
  }
}

/** After another position of the tree was shown (or the tree changed: promote, delete). */
function onNavigate() {
  saveCurrent();
  if (state.turnBoard && state.mode === "two") applyOrientation();
  state.clock?.setTurn(owner.game().turn());
  // Back at the end of the game the computer plays on; before it, the player is reviewing.
  if (owner.ply() === owner.totalPlies()) maybeComputerMove();
}

const openPuzzles = (game) => import("./page/puzzle.js").then((m) => m.openPuzzles({ game, lang: state.lang, opener: $("open-puzzles") }));

function wire() {
  const binds = [
    [$("undo"), "click", undo],
    [$("redo"), "click", redo],
    [$("prev"), "click", () => owner.ply() > 0 && goTo(owner.ply() - 1)],
    [$("first"), "click", () => goTo(0)],
    [$("last"), "click", () => goTo(owner.totalPlies())],
    [$("flip"), "click", () => (board.flip(), requestRender())],
    [$("offer-draw"), "click", offerDraw],
    [$("resign"), "click", resign],
    [$("promote-line"), "click", promoteLine],
    [$("delete-line"), "click", deleteLine],
    [$("record-copy"), "click", copyRecord],
    [$("record-paste"), "click", () => openRecordDialog()],
    [$("record-load"), "click", submitRecordDialog],
    [$("record-save"), "click", saveRecordFile],
    [$("record-open"), "click", () => $("record-file").click()],
    [$("record-file"), "change", openRecordFile],
    // The puzzle mode (issue 32), loaded on first use: www/page/puzzle.js.
    [$("open-puzzles"), "click", () => openPuzzles(owner.game()?.id)],
    [$("new-game-puzzles"), "click", () => ($("new-game-dialog").close(), openPuzzles($("game-select").value))],
  ];
  // A click on a move of the list shows the position after it (another line: the board takes it).
  binds.push([$("move-list"), "click", (e) => {
    const target = e.target.closest?.("[data-path]");
    if (!target || state.thinking || !state.tree) return;
    const path = tree.pathOfText(target.dataset.path);
    if (path) showPath(path);
  }]);
  binds.push([$("replay"), "input", (e) => goTo(Number(e.target.value))]);
  // Opened for the first time, the rules fetch their sentences (renderRules).
  binds.push([$("rules"), "toggle", () => $("rules").open && requestRender()]);
  // The position editor is loaded on first use (www/page/editor.js binds its own button then).
  binds.push([$("edit-position"), "click", openEditorFirstTime]);
  binds.push([window, "hashchange", async () => {
    // A link pasted into the address bar of an open page; one that cannot be read changes nothing.
    if (location.hash === state.saving.hash) return;
    const link = hashToGame(location.hash);
    if (!link) return;
    const error = await restoreGame(link);
    if (error) setState({ notice: tr("linkError", { msg: clip(error) }) });
  }]);
  binds.push([board, "gameover", () => {
    if (state.clock?.running != null) state.clock.stop();
    if (state.sound) playSound("end");
    setState({ endClosed: false });
  }]);
  binds.push([board, "refused", (e) => setState({ notice: tr(refusalKey(owner.game(), e.detail?.cell)) })]);
  // A page being left (closed, reloaded, another address) keeps the last change.
  binds.push([window, "pagehide", () => (state.saving.timer || state.saving.frame || state.clock) && saveNow()]);
  for (const [el, type, fn] of binds) el.addEventListener(type, fn);
  document.addEventListener("pointerdown", warmSound, true);
  document.addEventListener("keydown", warmSound, true);
  return () => {
    for (const [el, type, fn] of binds) el.removeEventListener(type, fn);
    stopWarmingSound();
  };
}

/**
 * The sounds (www/sound.js) are loaded at the player's first touch or key: no sound plays
 * before one (browsers require it), and the first board does not wait for them (issue 13: the
 * cold page). Resolves to the module, or null where it cannot be loaded (no sound then).
 */
function loadSound() {
  state.loaded.sound ??= import("./sound.js").catch(() => {
    state.loaded.sound = null;
    return null;
  });
  return state.loaded.sound;
}

function playSound(kind) {
  loadSound().then((m) => m?.playSound(kind));
}

/**
 * The player's first touch or key (with the sound on) loads the sounds and makes them in
 * tasks of their own, so that the first move's task does not.
 */
function warmSound() {
  if (!state.sound) return;
  stopWarmingSound();
  setTimeout(() => loadSound().then((m) => m?.prepareSound()), 0);
}

function stopWarmingSound() {
  document.removeEventListener("pointerdown", warmSound, true);
  document.removeEventListener("keydown", warmSound, true);
}

/** The engine's refusal codes (g.whyNoMove) and the texts that say them. */
const REFUSAL_TEXTS = { "must-capture": "mustCapture", "must-take-most": "mustTakeMost", "must-huff": "mustHuff", "not-your-piece": "notYourPiece" };

/** Why the piece on `cell` cannot move, as a text key: the engine says (rules facts stay in the engine). */
function refusalKey(g, cell) {
  if (!g || !Number.isInteger(cell)) return "cannotMove";
  let why;
  try {
    why = g.whyNoMove(cell);
  } catch {
    return "cannotMove"; // a cell the engine does not know
  }
  return REFUSAL_TEXTS[why?.code] ?? "cannotMove";
}

/** The first click on "Edit position" loads the editor and opens it; its module handles later clicks. */
async function openEditorFirstTime() {
  $("edit-position").removeEventListener("click", openEditorFirstTime);
  const { openEditor } = await import("./page/editor.js");
  openEditor();
}

/**
 * The page's English texts name a few things in Japanese (the language picker's 日本語,
 * shogi's handicaps, the Japanese notation): the first of them shown (opening Settings, or
 * New game with shogi) made the browser find and load a Japanese font in that task, a long
 * task on a phone (issue 13). Once the first board is drawn, that font is loaded in idle time
 * instead, by measuring such text in the page's font.
 */
function warmJapaneseFont() {
  if (state.lang === "ja") return; // The page's own texts have loaded it.
  const idle = globalThis.requestIdleCallback ?? ((fn) => setTimeout(fn, 200));
  idle(() => {
    const ctx = document.createElement("canvas").getContext("2d");
    if (!ctx) return;
    ctx.font = getComputedStyle(document.body).font;
    ctx.measureText("日本語 平手 ▲7六歩 成");
  });
}

/** Starts the page's parts; returns the function that unbinds them all. */
function init() {
  owner.attachBoard();
  owner.setHooks({ move: onMove, navigate: onNavigate, ready: afterNewGame });
  // Order: renders run in the order registered (the computer's controls after the toolbar's);
  // the computer's pause listener before the clock's own.
  const offs = [
    onRender(renderTexts),
    status.init(),
    computerPlayer.init(),
    endings.init(),
    clocks.init(),
    bars.init(),
    moveList.init(),
    gameInfo.init(),
    access.init(),
    analysis.init(),
    endPanel.init({ newGame: () => dialogs.open("new-game-dialog"), rematch, analyse: analyseEnd }),
    dialogs.init({ onSetting, startGame: (setup) => startGame(setup), share: openShareDialog }),
    review.init({ showPath, playVariation }),
    pageKeys.init(),
    watchAspect(),
    wire(),
    wireLearn(),
  ];
  return () => offs.forEach((off) => off());
}

/** "Learn" (header, New game dialog): the lesson mode, a dialog of its own loaded on first use (www/page/learn.js). */
function wireLearn() {
  const open = () => import("./page/learn.js").then((m) => m.openLearn({ lang: state.lang, game: owner.game()?.id }));
  const buttons = [$("open-learn"), $("new-game-learn")];
  for (const b of buttons) b.addEventListener("click", open);
  return () => buttons.forEach((b) => b.removeEventListener("click", open));
}

/** Whether a link names the game saved here (its start may be left out when standard). */
function sameGame(link, saved) {
  if (!saved || typeof saved !== "object" || Object.hasOwn(link, "error")) return false;
  const moves = (x) => (Array.isArray(x.moves) ? x.moves.join(" ") : null);
  const options = (x) => JSON.stringify(x.options && Object.keys(x.options).length ? x.options : {});
  try {
    return link.game === saved.game && moves(link) !== null && moves(link) === moves(saved) && options(link) === options(saved) && (link.start == null || link.start === saved.start);
  } catch {
    return false;
  }
}

async function main() {
  // Read before anything can save: the link and the game left in this browser.
  const link = hashToGame(location.hash);
  const saved = savedCurrent();
  // The texts of a language other than English come before the first render: a Japanese
  // visitor never sees English. The page follows the board meanwhile (its events, the
  // engine the board has started to load); only its drawing waits.
  holdRendersUntil(loadLang(state.lang));
  // The board is the owner's view from the start (init): it loads no game of its own. The
  // first game shown is the link's, else the game left in this browser, else the game last
  // chosen: a visitor whose game is shogi downloads the shogi module only (issue 13: the
  // cold page).
  init();
  applyBoardSettings();
  applyInteractive();
  try {
    setState({ catalog: await loadCatalog() });
  } catch (e) {
    $("status-text").textContent = tr("engineError", { msg: e.message ?? e });
    return;
  }
  if (!entry()) setState({ game: state.catalog[0]?.id ?? "american" });
  // A link's game comes first, then the game left in this browser. Either one that cannot
  // be read is named in a notice; an unreadable saved game is kept aside, not overwritten.
  const notices = [];
  let restored = false;
  // The page's own address after a reload is the game saved here: restored with its variations.
  const sameAsSaved = !!link && sameGame(link, saved.game);
  if (link && !sameAsSaved) {
    const error = await restoreGame(link);
    if (error) notices.push(tr("linkError", { msg: clip(error) }));
    restored = !error;
  }
  if (!restored && saved.text != null) {
    const error = await restoreGame(saved.error ? { error: saved.error } : saved.game);
    if (error) {
      if (keepAside(saved.text)) notices.push(tr("savedGameError", { msg: clip(error), key: UNREADABLE }));
      else {
        state.saving.keepAsIs = true;
        notices.push(tr("savedGameLost", { msg: clip(error) }));
      }
    }
  }
  // Nothing restored: a new game of the page's game.
  if (!owner.game()) await startGame();
  state.saving.restoring = false;
  saveCurrent();
  if (notices.length) setState({ notice: notices.join(" ") });
  requestRender();
  board.ready.then(warmJapaneseFont);
}

main();
