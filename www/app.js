// The play page around one <board-game>, laid out as a game site (issue 11): player bars
// above and below the board, a toolbar of icon buttons, the moves beside the board (a
// strip under it on a phone), New game and Settings dialogs, an end-of-game panel, and
// the moves as a tree with variations.
//
// The page has one state (www/page/state.js) changed only through setState, which
// schedules one render per animation frame; the feature modules register their renders
// and return an unbind function from init(). This file wires the board's events and
// the actions (new game, rematch, undo, records, restoring the game left in this browser).

import "./board-game.js";
import { detectRecord, loadCatalog, loadEngine, loadRules } from "./engine.js";
// The catalog (every game's id and names, no wasm) is read at once: the first board's game is
// then known before the board starts loading an engine (main()).
import CATALOG from "./pkg/catalog.js";
import { downloadText, gameToHash, hashToGame, readTextFile, recordExtension } from "./record.js";
import { clip, loadLang } from "./i18n.js";
import { $, applyBoardSettings, applyInteractive, board, computerPlays, entry, holdRendersUntil, onRender, put, renderAfterTwoFrames, requestRender, setState, sideName, state, tr } from "./page/state.js";
import * as tree from "./page/tree.js";
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

const { newClock } = clocks;
const { cancelComputer, maybeComputerMove, offerDrawToComputer } = computerPlayer;

// ---- texts that change with the language and the game (a render, redone only on change) ----

let textsKey = "";

function renderTexts() {
  const g = board.game;
  const key = `${state.lang}|${g.id}|${JSON.stringify(state.options)}|${state.catalog.length}|${g.startPosition()}`;
  if (key === textsKey) return;
  textsKey = key;
  // Written only where they differ: a new game keeps the language, and rewriting the
  // page's hundred texts made the browser recompute the styles of the whole page.
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

function renderRules() {
  const game = entry();
  if (!game) return;
  $("rules-title").textContent = tr("rulesOf", { game: game.name[state.lang] ?? game.name.en });
  // The engine writes the rules as it implements them, with the chosen options. A family
  // module's sentences are a file of their own (www/engine.js loadRules), fetched the first
  // time the rules are opened (issue 13: not on the first visit's cold page); while they are
  // closed and not loaded, the panel stays empty (unseen) and opening it renders it again.
  let lines = [];
  try {
    lines = board.game?.rules() ?? [];
  } catch (e) {
    if (e?.code === "rules-not-loaded") {
      $("rules-text").replaceChildren();
      if ($("rules").open) loadRules(board.game.id).then(renderRules, () => {});
      return;
    }
    lines = [];
  }
  const paragraphs = lines.length ? lines.map((t) => t[state.lang] ?? t.en) : [tr("noRules")];
  $("rules-text").replaceChildren(
    ...paragraphs.map((text) => {
      const p = document.createElement("p");
      p.textContent = text;
      return p;
    }),
  );
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

/** A line of the tree being put on the board: the board's next "ready" shows it. */
let pendingLine = null;

/**
 * The tree's state: `root`, `path` (the position shown) and `line` (the full path of the
 * line on the board: `path` and the moves ahead that redo replays).
 */
const treeState = (root, path, line = tree.fullPath(root, path)) => ({ root, path, line, key: treeKey() });

/** Which game a tree belongs to: the board's game, start position and options. */
const treeKey = () => `${board.game?.id}|${board.game?.startPosition()}|${JSON.stringify(state.options)}`;

/** Starts a new game: of `setup` when given (the New game dialog's Play: www/page/new-game.js), else of the page's game and settings. */
function startGame(setup = null) {
  if (setup) setState(setup);
  cancelComputer();
  analysis.newGame();
  setState({ notice: "", endClosed: false });
  pendingLine = null;
  const opts = Object.keys(state.options).length ? JSON.stringify(state.options) : null;
  const sameSetup =
    board.getAttribute("game") === state.game && board.getAttribute("options") === opts && !board.hasAttribute("position") && board.game;
  board.removeAttribute("ply");
  board.removeAttribute("moves");
  board.removeAttribute("position");
  board.setAttribute("game", state.game);
  if (opts) board.setAttribute("options", opts);
  else board.removeAttribute("options");
  // A changed game or option reloads the board by itself (and fires "ready").
  if (sameSetup) board.newGame();
}

/** The same game and settings with the sides swapped. */
function rematch() {
  if (state.mode === "computer") {
    setState({ human: 1 - state.human });
    applyInteractive();
  } else if (state.mode === "two") board.flip();
  startGame();
}

/** Shows the position of `path` in the tree: along the board's line, or the board takes that line. */
function showPath(path) {
  const t = state.tree;
  const current = t.line;
  const onLine = path.length <= current.length && path.every((x, i) => x === current[i]);
  cancelComputer();
  if (onLine) return goTo(path.length);
  putLine(t.root, path);
}

/** Puts the line of `path` on the board (it reloads; its "ready" keeps the tree). */
function putLine(root, path) {
  pendingLine = { root, path };
  const text = tree.lineOf(root, path).join(" ");
  // The attribute may still hold this line (it is not rewritten as moves are played):
  // removed first, so that the board reloads all the same.
  if (board.getAttribute("moves") === text) board.removeAttribute("moves");
  board.set({ moves: text, ply: path.length });
}

function goTo(ply) {
  cancelComputer();
  board.goTo(ply);
}

/** Plays `move` after the position of `path` as a variation (the review's better move). */
function playVariation(path, move) {
  const t = state.tree;
  if (!t || !tree.nodesOf(t.root, path)) return;
  cancelComputer();
  const next = tree.addMove(t.root, path, move);
  putLine(next.root, next.path);
}

function promoteLine() {
  const t = state.tree;
  if (!t) return;
  const p = tree.promote(t.root, t.path);
  // The line on the board is the same moves; only its place in the tree changed.
  setState({ tree: treeState(p.root, p.path, [...p.path, ...t.line.slice(t.path.length)]) });
  saveCurrent();
}

function deleteLine() {
  const t = state.tree;
  if (!t || !t.path.length) return;
  cancelComputer();
  const next = tree.removeFrom(t.root, t.path);
  setState({ tree: treeState(next.root, next.path) });
  putLine(next.root, next.path);
}

// ---- the game in progress survives a reload ------------------------------------

const CURRENT = "boardgames.current";
// A saved game that could not be restored is moved here (the last few, with the time).
const UNREADABLE = "boardgames.current.unreadable";
// Nothing is saved before the game left in this browser (or a link) has been restored:
// the board's first, default game must not overwrite it.
let restoring = true;
// Set when an unreadable saved game could not be kept aside: it is then never overwritten.
let keepSavedAsIs = false;

let saveTimer = 0;
let saveFrame = 0;

/**
 * Saves the game in progress (this browser's copy and the address) in a task of its own,
 * once for several changes: writing storage and the address (history.replaceState) took
 * a third of a move's task on a phone (issue 13). That task comes after the next frame:
 * history.replaceState brings the page's styles up to date, and before the frame that drew
 * the change it recomputed them all (20 ms at 4x CPU throttling after a new game). A page
 * being left saves at once.
 */
function saveCurrent() {
  if (saveTimer || saveFrame) return;
  // A hidden tab gets no animation frames.
  if (document.hidden) saveTimer = setTimeout(saveNow, 0);
  else
    saveFrame = requestAnimationFrame(() => {
      saveFrame = 0;
      saveTimer = setTimeout(saveNow, 0);
    });
}

function saveNow() {
  cancelAnimationFrame(saveFrame);
  clearTimeout(saveTimer);
  saveFrame = saveTimer = 0;
  const g = board.game;
  if (!g || restoring) return;
  const current = { game: g.id, options: state.options, start: g.startPosition(), moves: g.history() };
  // This browser keeps the variations too (the tree's mainline with them, and the path shown).
  const t = state.tree;
  // The game review goes with it, as a record's comments (www/page/review.js).
  const kept = t && tree.movesOf(t.root, t.path).join(" ") === current.moves.join(" ") ? { ...current, line: review.annotateLine(tree.toLine(t.root)), path: t.path } : current;
  try {
    if (!keepSavedAsIs) localStorage.setItem(CURRENT, JSON.stringify({ ...kept, clock: clocks.snapshot() }));
  } catch {
    // Not kept where storage is unavailable.
  }
  // The address carries the game too, so that a link reopens it.
  if (current.start === standardStart(g)) current.start = null;
  lastHash = gameToHash(current);
  if (location.hash !== lastHash) history.replaceState(null, "", lastHash);
}

let lastHash = "";
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
  // The engine says which game the record is (its tags, PDN GameType, KIF, PGN).
  const id = (await detectRecord(text, board.game?.id ?? state.game))?.game ?? board.game?.id ?? state.game;
  const { Game } = await loadEngine(id);
  const switching = id !== board.game?.id;
  let trial = null;
  try {
    trial = new Game(id, !switching && Object.keys(state.options).length ? state.options : undefined);
    trial.loadRecord(text);
  } catch (e) {
    return e.message ?? String(e);
  } finally {
    trial?.free();
  }
  if (switching) {
    setState({ game: id, options: {} });
    const ready = new Promise((r) => board.addEventListener("ready", r, { once: true }));
    startGame();
    await ready;
  }
  let line;
  try {
    // Read above already: the same record into the same game and options. The engine
    // returns the record's mainline with its variations (undefined before it could).
    line = board.game.loadRecord(text);
  } catch (e) {
    return e.message ?? String(e);
  }
  cancelComputer();
  analysis.newGame();
  board.refresh();
  const history = board.game.history();
  let root = Array.isArray(line) ? tree.fromLine(line) : null;
  if (!root || tree.lineOf(root, []).join(" ") !== history.join(" ")) root = tree.treeOf(history);
  // A review written in the record's comments is read back (and taken out of them).
  root = (await review.loadReview()).fromRecord(root);
  setState({ tree: treeState(root, history.map(() => 0)), endClosed: false, notice: "" });
  saveCurrent();
  newClock();
  return null;
}

/** The record of the game shown, with the variations along the line on the board. */
function recordText() {
  const g = board.game;
  if (!g) return "";
  const t = state.tree;
  // The line's moves must be the game's history (the engine checks it).
  const line = t && tree.movesOf(t.root, t.path).join(" ") === g.history().join(" ") ? review.annotateLine(tree.toLine(t.root, t.path)) : undefined;
  try {
    return g.record(undefined, line);
  } catch {
    return g.record();
  }
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
  const g = board.game;
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
    error = e.message ?? String(e);
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
 * cannot be put on the board, or null when it can: it is played through on a new game,
 * so the board and the game in progress are not touched.
 */
async function unreadable(saved) {
  if (!saved || typeof saved !== "object" || Array.isArray(saved)) return "it is not a game";
  if (Object.hasOwn(saved, "error")) return String(saved.error);
  if (!state.catalog.some((c) => c.id === saved.game)) return `there is no game "${clip(saved.game, 40)}"`;
  if (!Array.isArray(saved.moves) || !saved.moves.every((m) => typeof m === "string")) return "its moves are not a list";
  if (saved.start != null && typeof saved.start !== "string") return "its start position is not text";
  if (saved.options != null && (typeof saved.options !== "object" || Array.isArray(saved.options))) return "its options are not an object";
  const { Game } = await loadEngine(saved.game);
  let g = null;
  try {
    g = saved.start ? Game.fromPosition(saved.game, saved.start, gameOptions(saved)) : new Game(saved.game, gameOptions(saved));
    for (const m of saved.moves) g.play(m);
  } catch (e) {
    return e.message ?? String(e);
  } finally {
    g?.free();
  }
  return null;
}

const gameOptions = (saved) => (saved.options && Object.keys(saved.options).length ? saved.options : undefined);

/**
 * Puts a saved game on the board once it is known to load; the reason it cannot
 * (the board unchanged) or null.
 */
async function restoreGame(saved) {
  saved = await decodedMoves(saved);
  const error = await unreadable(saved);
  if (error) return error;
  const options = gameOptions(saved);
  const variations = await savedTree(saved);
  // A saved review is in the tree's comments: the review module reads it (www/page/review-button.js).
  if (variations && review.needsReview(variations.root)) await review.loadReview();
  setState({ game: saved.game, options: options ?? {}, endClosed: false });
  await clocks.restoreWith(saved);
  analysis.newGame();
  pendingLine = variations ? { ...variations, fresh: true } : null;
  board.removeAttribute("ply");
  const moves = variations ? tree.lineOf(variations.root, variations.path) : saved.moves;
  board.set({
    game: saved.game,
    options: options ?? null,
    position: saved.start || null,
    moves: moves.length ? moves.join(" ") : null,
    ply: variations ? variations.path.length : (saved.ply ?? null),
  });
  return null;
}

/** A short link's moves (`m=`, www/page/link-code.js) read into `moves`; { error } when they do not fit. */
async function decodedMoves(saved) {
  if (typeof saved?.code !== "string" || !saved.code) return saved;
  // Short links' decoder (www/page/link-code.js) is loaded only for such a link.
  const [{ Game }, { decodeMoves }] = await Promise.all([loadEngine(saved.game), import("./page/link-code.js")]);
  try {
    return { ...saved, moves: decodeMoves(Game, { game: saved.game, options: gameOptions(saved), start: saved.start }, saved.code) };
  } catch (e) {
    return { error: e.message ?? String(e) };
  }
}

/** The share dialog (www/page/share.js, loaded on first use) for the line and move on the board. */
async function openShareDialog() {
  const g = board.game;
  if (!g) return;
  const [{ openShare }, { Game }] = await Promise.all([import("./page/share.js"), loadEngine(g.id)]);
  const start = g.startPosition();
  await openShare({
    Game,
    game: g.id,
    options: state.options,
    start: start === standardStart(g) ? null : start,
    line: board.line,
    ply: board.ply,
    display: { theme: state.theme, coordinates: board.hasAttribute("coordinates"), orientation: board.getAttribute("orientation"), lang: state.lang },
    tr,
  });
}

/**
 * The tree of a saved game when it has one that can be used: its path leads to the saved
 * moves and every move of every line is legal (played on a scratch game). Else null (the
 * saved moves alone are restored).
 */
async function savedTree(saved) {
  if (!Array.isArray(saved.line) || !Array.isArray(saved.path) || !saved.path.every((i) => Number.isInteger(i) && i >= 0)) return null;
  const root = tree.fromLine(saved.line);
  if (!tree.nodesOf(root, saved.path) || tree.movesOf(root, saved.path).join(" ") !== saved.moves.join(" ")) return null;
  const { Game } = await loadEngine(saved.game);
  let g = null;
  try {
    g = saved.start ? Game.fromPosition(saved.game, saved.start, gameOptions(saved)) : new Game(saved.game, gameOptions(saved));
    const walk = (node) => {
      for (const child of node.children) {
        g.play(child.move);
        walk(child);
        g.undo();
      }
    };
    walk(root);
  } catch {
    return null;
  } finally {
    g?.free();
  }
  return { root, path: saved.path };
}

function afterReady() {
  let pending = pendingLine;
  // A "ready" of an earlier load (the page's first board) is not the line asked for.
  if (pending && board.line.join(" ") !== tree.lineOf(pending.root, pending.path).join(" ")) pending = null;
  else pendingLine = null;
  if (pending) {
    // The board took another line of the same game (or a restored game's): the tree is kept.
    board.removeAttribute("ply");
    // A restored game's review comes back from its comments.
    if (pending.fresh) review.fromSaved(pending.root);
    const line = tree.fullPath(pending.root, pending.path);
    setState({ tree: treeState(pending.root, line.slice(0, board.ply), line) });
    saveCurrent();
    // Another line of the game in progress: the clock and the rest stay.
    if (!pending.fresh) return;
  } else {
    const line = board.line;
    const t = state.tree;
    // A second "ready" of the same game and line (two loads that read the same attributes)
    // keeps the tree; any other game starts a new one.
    const same = t && t.key === treeKey() && tree.movesOf(t.root, t.line).join(" ") === line.join(" ");
    if (same) setState({ tree: { ...t, path: t.line.slice(0, board.ply) } });
    else setState({ tree: treeState(tree.treeOf(line), line.slice(0, board.ply).map(() => 0)), endClosed: false });
  }
  textsKey = "";
  saveCurrent();
  newClock();
  applyOrientation();
  maybeComputerMove();
}

function applyOrientation() {
  const v = board.game?.view();
  if (!v) return;
  // Against the computer the player's own pieces come to the bottom.
  // In a two-player game on one device the board may turn to face the player to move.
  const bottom = state.mode === "computer" ? state.human : state.turnBoard && state.mode === "two" ? v.turn : v.bottom;
  board.setAttribute("orientation", String(bottom));
  requestRender();
}

/** With the setting on, a capture that is the player's only legal move is played for them. */
async function maybeAutoCapture() {
  const g = board.game;
  if (!state.autoCapture || !g || g.outcome() || computerPlays(g.turn())) return;
  const moves = g.legalMoves();
  if (moves.length !== 1 || !moves[0].captures.length) return;
  const ply = g.history().length;
  await board.idle();
  await new Promise((r) => setTimeout(r, 250));
  if (board.game === g && g.history().length === ply && !g.outcome()) board.play(moves[0].notation);
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
  const g = board.game;
  if (!g || g.outcome()) return;
  if (state.mode === "computer") return offerDrawToComputer(g);
  const side = g.turn();
  const ok = await ask(tr("drawOfferTitle"), tr("drawOffer", { side: sideName(side), other: sideName(1 - side) }), tr("accept"), tr("decline"));
  if (ok && board.game === g && !g.outcome()) {
    g.agreeDraw();
    board.refresh();
  }
  requestRender();
}

async function resign() {
  const g = board.game;
  if (!g || g.outcome()) return;
  const side = g.turn();
  const ok = await ask(tr("resign"), tr("resignConfirm", { side: sideName(side) }), tr("yes"), tr("no"));
  if (ok && board.game === g && !g.outcome() && g.turn() === side) {
    g.resign();
    board.refresh();
  }
  requestRender();
}

/** After the game: the analysis on, at the game's final position. */
function analyseEnd() {
  analysis.turnOn({ gameEnded: true });
  goTo(board.totalPlies);
}

// ---- wiring --------------------------------------------------------------------

function undo() {
  cancelComputer();
  setState({ notice: "" });
  if (!board.undo()) return;
  // Against the computer, take back its reply too so that the player is to move.
  if (state.mode === "computer" && board.game.turn() !== state.human) board.undo();
  maybeComputerMove();
}

function redo() {
  if (state.thinking || !board.redo()) return;
  if (state.mode === "computer" && board.game.turn() !== state.human && board.ply < board.totalPlies) board.redo();
}

/** What a changed setting of the Settings dialog sets off beyond its board attribute (setState applied those). */
function onSetting(key) {
  if (key === "turnBoard") applyOrientation();
  else if (key === "autoCapture") maybeAutoCapture();
}

/** The tree follows the board: its line is the line of the tree's path. */
function followBoard() {
  const t = state.tree;
  if (!t || pendingLine) return;
  setState({ tree: treeState(t.root, t.line.slice(0, board.ply), t.line) });
}

function onMove(e) {
  if (pendingLine) return;
  const t = state.tree;
  if (t && e.detail.source === "redo") followBoard();
  else if (t) {
    // The tree follows the board's whole line from the root (the moves played and those
    // ahead): a move from an earlier position starts a variation, the line ahead is kept,
    // and moves played (or taken back) by script in one go, before their events arrive,
    // are all in it.
    const ply = board.game.history().length;
    let next = { root: t.root, path: [] };
    let shown = [];
    for (const move of board.line) {
      next = tree.addMove(next.root, next.path, move);
      if (next.path.length === ply) shown = next.path;
    }
    setState({ tree: treeState(next.root, shown, next.path) });
    // A move the tree already had: the board takes the line ahead of it back.
    if (tree.lineOf(next.root, next.path).length > board.line.length) putLine(next.root, next.path);
  }
  saveCurrent();
  // The board turns once the move has been seen gliding.
  if (state.turnBoard && state.mode === "two") board.idle().then(applyOrientation);
  if (state.clock && e.detail.source !== "redo") {
    state.clock.move(1 - board.game.turn());
    if (board.game.outcome()) state.clock.stop();
  }
  if (state.sound) playSound(e.detail.move.captures?.length ? "capture" : "move");
  setState({ notice: "" });
  if (e.detail.source !== "redo") {
    maybeComputerMove();
    maybeAutoCapture();
  }
}

function wire() {
  const binds = [
    [$("undo"), "click", undo],
    [$("redo"), "click", redo],
    [$("prev"), "click", () => board.ply > 0 && goTo(board.ply - 1)],
    [$("first"), "click", () => goTo(0)],
    [$("last"), "click", () => goTo(board.totalPlies)],
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
    [board, "ready", afterReady],
    [board, "move", onMove],
  ];
  // A click on a move of the list shows the position after it (another line: the board takes it).
  binds.push([$("move-list"), "click", (e) => {
    const target = e.target.closest?.("[data-path]");
    if (!target || state.thinking || !state.tree) return;
    const path = target.dataset.path === "" ? [] : target.dataset.path.split(".").map(Number);
    showPath(path);
  }]);
  binds.push([$("replay"), "input", (e) => goTo(Number(e.target.value))]);
  // Opened for the first time, the rules fetch their sentences (renderRules).
  binds.push([$("rules"), "toggle", () => $("rules").open && renderRules()]);
  // The position editor is loaded on first use (www/page/editor.js binds its own button then).
  binds.push([$("edit-position"), "click", openEditorFirstTime]);
  binds.push([window, "hashchange", async () => {
    // A link pasted into the address bar of an open page; one that cannot be read changes nothing.
    if (location.hash === lastHash) return;
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
  binds.push([board, "refused", () => {
    const moves = board.game?.legalMoves() ?? [];
    setState({ notice: tr(moves.some((m) => m.huff != null) ? "mustHuff" : moves.length && moves.every((m) => m.captures.length) ? "mustCapture" : "cannotMove") });
  }]);
  binds.push([board, "navigate", () => {
    if (pendingLine) return;
    followBoard();
    saveCurrent();
    state.clock?.setTurn(board.game.turn());
    // Back at the end of the game the computer plays on; before it, the player is reviewing.
    if (board.ply === board.totalPlies) maybeComputerMove();
  }]);
  binds.push([board, "undo", () => {
    if (pendingLine) return;
    followBoard();
    saveCurrent();
    if (state.turnBoard && state.mode === "two") applyOrientation();
    state.clock?.setTurn(board.game.turn());
  }]);
  // A page being left (closed, reloaded, another address) keeps the last change.
  binds.push([window, "pagehide", () => (saveTimer || saveFrame || state.clock) && saveNow()]);
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
let soundModule = null;
function loadSound() {
  soundModule ??= import("./sound.js").catch(() => {
    soundModule = null;
    return null;
  });
  return soundModule;
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
    dialogs.init({ onSetting, startGame, share: openShareDialog }),
    review.init({ showPath, playVariation }),
    pageKeys.init(),
    watchAspect(),
    wire(),
  ];
  return () => offs.forEach((off) => off());
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
  // The game the first board shows, before the board starts loading (it loads its default
  // game's engine as soon as the page's modules have run): the link's, else the game left in
  // this browser, else the game last chosen, each only if the catalog has it. A visitor
  // whose game is shogi then downloads the shogi module only, not the draughts module of the
  // board's default game as well (issue 13: the cold page). Whether it can be restored is
  // checked below; if it cannot, the board is given the page's game after all.
  const isGame = (id) => typeof id === "string" && CATALOG.some((c) => c.id === id);
  const firstGame = [link && !Object.hasOwn(link, "error") ? link.game : null, saved.game?.game, state.game].find(isGame);
  if (firstGame) board.setAttribute("game", firstGame);
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
  if (!firstGame) board.setAttribute("game", state.game);
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
        keepSavedAsIs = true;
        notices.push(tr("savedGameLost", { msg: clip(error) }));
      }
    }
  }
  restoring = false;
  // Nothing restored: the board shows the page's game (it was given another one to start with).
  if (board.getAttribute("game") !== state.game && !board.hasAttribute("moves") && !board.hasAttribute("position")) startGame();
  // The restored game's own "ready" saves it; the board's first game is saved now.
  if (!board.hasAttribute("moves") && !board.hasAttribute("position") && board.game?.id === state.game) saveCurrent();
  if (notices.length) setState({ notice: notices.join(" ") });
  requestRender();
  board.ready.then(warmJapaneseFont);
}

main();
