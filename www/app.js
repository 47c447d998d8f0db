// The play page around one <board-game>: game picker, status, move list and replay,
// controls, opponent (a friend or the computer) and clocks, rule options, display
// settings, game records and the language. Settings and the game in progress are
// kept in localStorage; the game is also written into the URL hash.

import "./board-game.js";
import { loadCatalog, loadEngine } from "./engine.js";
import { playSound } from "./sound.js";
import { isPreset } from "./clock.js";
import { downloadText, gameToHash, hashToGame, readTextFile, recordExtension } from "./record.js";
import { LANGS, LANG_NAMES, clip, optionName, optionValue, pickLang } from "./i18n.js";
import { $, THEME_NAMES, applyInteractive, board, computerPlays, entry, save, sideName, state, tr } from "./page/state.js";
import { update } from "./page/status.js";
import { fillClocks, newClock, renderClocks, togglePause } from "./page/clocks.js";
import { wireEndings } from "./page/endings.js";
import { cancelComputer, fillComputerTexts, initComputer, maybeComputerMove, offerDrawToComputer } from "./page/computer.js";
import "./page/editor.js";
import "./page/access.js";

// ---- static texts and pickers ------------------------------------------------

function applyTexts() {
  document.documentElement.lang = state.lang;
  document.title = tr("title");
  $("replay").setAttribute("aria-label", tr("replay"));
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = tr(el.dataset.i18n);
  $("lang-select").value = state.lang;
  board.setAttribute("lang", state.lang);
  fillGamePicker();
  fillLevels();
  fillSides();
  fillThemes();
  fillClocks();
  fillComputerTexts();
  renderOptions();
  renderRules();
  update();
}

function fillThemes() {
  const select = $("theme");
  select.replaceChildren(
    ...THEME_NAMES.map((name) => {
      const o = document.createElement("option");
      o.value = name;
      o.textContent = tr(`theme.${name}`);
      return o;
    }),
  );
  select.value = state.theme;
}

function applyTheme() {
  document.documentElement.dataset.theme = state.theme;
  board.setAttribute("theme", state.theme);
}

function fillGamePicker() {
  const select = $("game-select");
  select.replaceChildren(
    ...state.catalog.map((c) => {
      const o = document.createElement("option");
      o.value = c.id;
      o.textContent = c.name[state.lang] ?? c.name.en;
      return o;
    }),
  );
  select.value = state.game;
}

function fillLevels() {
  const select = $("level");
  select.replaceChildren(
    ...[1, 2, 3, 4, 5, 6].map((n) => {
      const o = document.createElement("option");
      o.value = String(n);
      o.textContent = tr("levelN", { n });
      return o;
    }),
  );
  select.value = String(state.level);
}

function fillSides() {
  const select = $("human-side");
  select.replaceChildren(
    ...[0, 1].map((s) => {
      const o = document.createElement("option");
      o.value = String(s);
      o.textContent = sideName(s);
      return o;
    }),
  );
  select.value = String(state.human);
}

function renderOptions() {
  const box = $("options");
  const opts = entry()?.options ?? [];
  if (!opts.length) {
    const p = document.createElement("p");
    p.className = "muted";
    p.textContent = tr("noOptions");
    box.replaceChildren(p);
    return;
  }
  box.replaceChildren(
    ...opts.map((opt) => {
      const label = document.createElement("label");
      const value = state.options[opt.name] ?? opt.default;
      const isBool = opt.values.length === 2 && opt.values.every((v) => typeof v === "boolean");
      if (isBool) {
        label.className = "check";
        const input = document.createElement("input");
        input.type = "checkbox";
        input.checked = value === true;
        input.addEventListener("change", () => setOption(opt.name, input.checked));
        label.append(input, " ", optionName(state.lang, opt.name));
      } else {
        label.className = "choice";
        const select = document.createElement("select");
        opt.values.forEach((v, i) => {
          const o = document.createElement("option");
          o.value = String(i);
          o.textContent = optionValue(state.lang, v, opt.name);
          select.append(o);
        });
        select.value = String(Math.max(0, opt.values.indexOf(value)));
        select.addEventListener("change", () => setOption(opt.name, opt.values[Number(select.value)]));
        label.append(optionName(state.lang, opt.name), " ", select);
      }
      return label;
    }),
  );
}

function renderRules() {
  const game = entry();
  if (!game) return;
  $("rules-title").textContent = tr("rulesOf", { game: game.name[state.lang] ?? game.name.en });
  // The engine writes the rules as it implements them, with the chosen options.
  let lines = [];
  try {
    lines = board.game?.rules() ?? [];
  } catch {
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

function setOption(name, value) {
  state.options = { ...state.options, [name]: value };
  startGame();
}

// ---- the game ----------------------------------------------------------------

function startGame() {
  cancelComputer();
  state.notice = "";
  const opts = Object.keys(state.options).length ? JSON.stringify(state.options) : null;
  const sameSetup =
    board.getAttribute("game") === state.game && board.getAttribute("options") === opts && !board.hasAttribute("position") && board.game;
  board.removeAttribute("moves");
  board.removeAttribute("position");
  board.setAttribute("game", state.game);
  if (opts) board.setAttribute("options", opts);
  else board.removeAttribute("options");
  // A changed game or option reloads the board by itself (and fires "ready").
  if (sameSetup) board.newGame();
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

function saveCurrent() {
  const g = board.game;
  if (!g || restoring) return;
  const current = { game: g.id, options: state.options, start: g.startPosition(), moves: g.history() };
  try {
    if (!keepSavedAsIs) localStorage.setItem(CURRENT, JSON.stringify(current));
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
  const { Game, detectRecord } = await loadEngine();
  // The engine says which game the record is (its tags, PDN GameType, KIF, PGN).
  const id = detectRecord(text)?.game ?? board.game?.id ?? state.game;
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
    state.game = id;
    state.options = {};
    save();
    const ready = new Promise((r) => board.addEventListener("ready", r, { once: true }));
    startGame();
    await ready;
    fillGamePicker();
    renderOptions();
  }
  try {
    // Read above already: the same record into the same game and options.
    board.game.loadRecord(text);
  } catch (e) {
    return e.message ?? String(e);
  }
  cancelComputer();
  board.refresh();
  saveCurrent();
  newClock();
  update();
  return null;
}

async function copyRecord() {
  const text = board.game?.record();
  if (!text) return;
  try {
    await navigator.clipboard.writeText(text);
    state.notice = tr("copied");
    update();
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
  downloadText(g.record(), `${g.id}.${recordExtension(entry()?.family)}`);
}

async function openRecordFile(e) {
  const file = e.target.files?.[0];
  e.target.value = "";
  if (!file) return;
  let error;
  try {
    error = await loadRecordText(await readTextFile(file));
  } catch (e) {
    error = e.message ?? String(e);
  }
  if (error) {
    state.notice = tr("recordFileError", { name: clip(file.name, 60), msg: clip(error) });
    update();
  }
}

/** Left and right arrows step through the game when no control has the focus. */
function onPageKey(e) {
  const target = e.target;
  const free = target === document.body || target === $("move-list");
  if (!free || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.key === "ArrowLeft" && board.ply > 0) {
    e.preventDefault();
    cancelComputer();
    board.undo();
  } else if (e.key === "ArrowRight" && board.ply < board.totalPlies) {
    e.preventDefault();
    board.redo();
  }
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
  const { Game } = await loadEngine();
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
  const error = await unreadable(saved);
  if (error) return error;
  const options = gameOptions(saved);
  state.game = saved.game;
  state.options = options ?? {};
  board.removeAttribute("ply");
  board.set({
    game: saved.game,
    options: options ?? null,
    position: saved.start || null,
    moves: saved.moves.length ? saved.moves.join(" ") : null,
  });
  return null;
}

function afterNewGame() {
  saveCurrent();
  renderRules();
  newClock();
  applyOrientation();
  fillSides();
  update();
  maybeComputerMove();
}

function applyOrientation() {
  const v = board.game?.view();
  if (!v) return;
  // Against the computer the player's own pieces come to the bottom.
  // In a two-player game on one device the board may turn to face the player to move.
  const bottom = state.mode === "computer" ? state.human : state.turnBoard && state.mode === "two" ? v.turn : v.bottom;
  board.setAttribute("orientation", String(bottom));
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
  update();
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
  update();
}

// ---- wiring --------------------------------------------------------------------

function undo() {
  cancelComputer();
  state.notice = "";
  if (!board.undo()) return update();
  // Against the computer, take back its reply too so that the player is to move.
  if (state.mode === "computer" && board.game.turn() !== state.human) board.undo();
  update();
  maybeComputerMove();
}

function redo() {
  if (state.thinking || !board.redo()) return;
  if (state.mode === "computer" && board.game.turn() !== state.human && board.ply < board.totalPlies) board.redo();
  update();
}

function wire() {
  initComputer();
  $("game-select").addEventListener("change", (e) => {
    state.game = e.target.value;
    state.options = {};
    save();
    renderOptions();
    startGame();
  });
  $("lang-select").addEventListener("change", (e) => {
    state.lang = pickLang(e.target.value);
    save();
    applyTexts();
  });
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("new-game").addEventListener("click", startGame);
  $("flip").addEventListener("click", () => board.flip());
  $("offer-draw").addEventListener("click", offerDraw);
  $("resign").addEventListener("click", resign);
  wireEndings(update);
  for (const el of document.querySelectorAll('input[name="mode"]')) {
    el.addEventListener("change", () => {
      state.mode = ["computer", "demo"].includes(el.value) ? el.value : "two";
      save();
      applyInteractive();
      applyOrientation();
      update();
      if (state.mode !== "two") maybeComputerMove();
      else cancelComputer();
    });
  }
  $("level").addEventListener("change", (e) => {
    state.level = Number(e.target.value);
    save();
  });
  $("human-side").addEventListener("change", (e) => {
    state.human = Number(e.target.value);
    save();
    cancelComputer();
    applyInteractive();
    applyOrientation();
    update();
    maybeComputerMove();
  });
  $("theme").addEventListener("change", (e) => {
    state.theme = THEME_NAMES.includes(e.target.value) ? e.target.value : "wood";
    applyTheme();
    save();
  });
  $("clock").addEventListener("change", (e) => {
    state.clockPreset = isPreset(e.target.value) ? e.target.value : "none";
    save();
    startGame();
  });
  $("pause").addEventListener("click", togglePause);
  $("record-copy").addEventListener("click", copyRecord);
  $("record-paste").addEventListener("click", () => openRecordDialog());
  $("record-load").addEventListener("click", submitRecordDialog);
  $("record-save").addEventListener("click", saveRecordFile);
  $("record-open").addEventListener("click", () => $("record-file").click());
  $("record-file").addEventListener("change", openRecordFile);
  // A click on a move of the list shows the position after it.
  $("move-list").addEventListener("click", (e) => {
    const ply = e.target.closest?.("[data-ply]")?.dataset.ply;
    if (ply == null || state.thinking) return;
    cancelComputer();
    board.goTo(Number(ply));
  });
  $("replay").addEventListener("input", (e) => {
    cancelComputer();
    board.goTo(Number(e.target.value));
  });
  document.addEventListener("keydown", onPageKey);
  window.addEventListener("hashchange", async () => {
    // A link pasted into the address bar of an open page; one that cannot be read changes nothing.
    if (location.hash === lastHash) return;
    const link = hashToGame(location.hash);
    if (!link) return;
    const error = await restoreGame(link);
    if (error) {
      state.notice = tr("linkError", { msg: clip(error) });
      update();
      return;
    }
    save();
    applyTexts();
  });
  $("turn-board").addEventListener("change", (e) => {
    state.turnBoard = e.target.checked;
    save();
    applyOrientation();
  });
  $("show-targets").addEventListener("change", (e) => {
    state.showTargets = e.target.checked;
    board.toggleAttribute("hide-targets", !state.showTargets);
    save();
  });
  $("confirm-moves").addEventListener("change", (e) => {
    state.confirmMoves = e.target.checked;
    board.toggleAttribute("confirm", state.confirmMoves);
    save();
  });
  $("sound").addEventListener("change", (e) => {
    state.sound = e.target.checked;
    save();
  });
  $("auto-capture").addEventListener("change", (e) => {
    state.autoCapture = e.target.checked;
    save();
    maybeAutoCapture();
  });
  $("coordinates").addEventListener("change", (e) => {
    state.coordinates = e.target.checked;
    board.toggleAttribute("coordinates", state.coordinates);
    save();
  });
  board.addEventListener("ready", afterNewGame);
  board.addEventListener("move", (e) => {
    saveCurrent();
    // The board turns once the move has been seen gliding.
    if (state.turnBoard && state.mode === "two") board.idle().then(applyOrientation);
    if (state.clock && e.detail.source !== "redo") {
      state.clock.move(1 - board.game.turn());
      if (board.game.outcome()) state.clock.stop();
      renderClocks();
    }
    if (state.sound) playSound(e.detail.move.captures?.length ? "capture" : "move");
    state.notice = "";
    update();
    if (e.detail.source !== "redo") {
      maybeComputerMove();
      maybeAutoCapture();
    }
  });
  board.addEventListener("gameover", () => {
    if (state.clock?.running != null) state.clock.stop();
    renderClocks();
    if (state.sound) playSound("end");
    update();
  });
  board.addEventListener("refused", () => {
    const moves = board.game?.legalMoves() ?? [];
    state.notice = tr(moves.some((m) => m.huff != null) ? "mustHuff" : moves.length && moves.every((m) => m.captures.length) ? "mustCapture" : "cannotMove");
    update();
  });
  board.addEventListener("navigate", () => {
    saveCurrent();
    state.clock?.setTurn(board.game.turn());
    update();
    // Back at the end of the game the computer plays on; before it, the player is reviewing.
    if (board.ply === board.totalPlies) maybeComputerMove();
  });
  board.addEventListener("undo", () => {
    saveCurrent();
    if (state.turnBoard && state.mode === "two") applyOrientation();
    state.clock?.setTurn(board.game.turn());
    update();
  });
}

function fillLanguages() {
  $("lang-select").replaceChildren(
    ...LANGS.map((code) => {
      const o = document.createElement("option");
      o.value = code;
      o.lang = code;
      o.textContent = LANG_NAMES[code];
      return o;
    }),
  );
}

async function main() {
  // Read before anything can save: the link and the game left in this browser.
  const link = hashToGame(location.hash);
  const saved = savedCurrent();
  fillLanguages();
  wire();
  applyInteractive();
  applyTheme();
  board.toggleAttribute("coordinates", state.coordinates);
  board.toggleAttribute("hide-targets", !state.showTargets);
  board.toggleAttribute("confirm", state.confirmMoves);
  try {
    state.catalog = await loadCatalog();
  } catch (e) {
    $("status-text").textContent = tr("engineError", { msg: e.message ?? e });
    return;
  }
  if (!entry()) state.game = state.catalog[0]?.id ?? "american";
  board.setAttribute("game", state.game);
  // A link's game comes first, then the game left in this browser. Either one that cannot
  // be read is named in a notice; an unreadable saved game is kept aside, not overwritten.
  const notices = [];
  let restored = false;
  if (link) {
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
  applyTexts();
  // The restored game's own "ready" saves it; the board's first game is saved now.
  if (!board.hasAttribute("moves") && !board.hasAttribute("position") && board.game?.id === state.game) saveCurrent();
  if (notices.length) {
    state.notice = notices.join(" ");
    update();
  }
}

main();
