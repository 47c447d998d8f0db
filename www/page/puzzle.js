// The puzzle mode (issue 32): "Find the best move for Black" on a board of its own, over
// the page's game, which stays as it was underneath (nothing a user did is touched). The
// solver's moves are judged by www/puzzles/check.js, the opponent's replies are played
// automatically; hint, retry, solution and next; the player's Glicko-2 rating per game, each
// puzzle's own, and the streak are kept in this browser (www/puzzles/store.js). Loaded on the
// first click on "Puzzles" (www/app.js), never on the page's first visit.

import { loadCatalog, loadEngine } from "../engine.js";
import { colorName, has, loadLang, t } from "../i18n.js";
import { PUZZLE_GAMES, loadPuzzles, shippedCount } from "../puzzles/index.js";
import { judgeMove, solverSide } from "../puzzles/check.js";
import { parsePuzzleLine } from "../puzzles/line.js";
import { puzzleStore } from "../puzzles/store.js";
import { pt, themeGroup } from "./puzzle-texts.js";
import { addPuzzleStyles } from "./puzzle-style.js";
// The mode's own part of the page's one state (www/page/state.js): null while it is closed.
import { state } from "./state.js";

/** How long a wrong move stays on the board before it is taken back, and a reply waits. */
const WRONG_MS = 700;
const REPLY_MS = 350;
/** The board settings the mode takes from the page's own board (the player's choices). */
const SHARED = ["theme", "pieces", "coordinates", "speed", "notation", "confirm", "hide-targets"];

const store = puzzleStore();

function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k.startsWith("data-") || k.startsWith("aria-") || k === "role" || k === "for") e.setAttribute(k, v);
    else e[k] = v;
  }
  e.append(...children);
  return e;
}

/** The side's name as the play page says it (shogi: Sente / Gote). */
function sideName(lang, view, family, side) {
  const own = `side.${family}.${side}`;
  return has(own) ? t(lang, own) : colorName(lang, view?.colors?.[side], side, view?.style);
}

function build() {
  const m = {};
  m.gameSelect = el("select", { id: "puzzle-game" });
  m.themeSelect = el("select", { id: "puzzle-theme" });
  m.board = el("board-game", { id: "puzzle-board" });
  m.prompt = el("p", { id: "puzzle-prompt", className: "puzzle-prompt" });
  m.feedback = el("p", { id: "puzzle-feedback", className: "puzzle-feedback", role: "status", "aria-live": "polite" });
  m.hint = el("button", { id: "puzzle-hint", type: "button" });
  m.retry = el("button", { id: "puzzle-retry", type: "button" });
  m.solution = el("button", { id: "puzzle-solution", type: "button" });
  m.next = el("button", { id: "puzzle-next", type: "button", className: "primary" });
  m.back = el("button", { id: "puzzle-back", type: "button" });
  m.title = el("h2", { id: "puzzle-title" });
  m.ratings = el("dl", { id: "puzzle-ratings", className: "puzzle-ratings" });
  m.count = el("p", { id: "puzzle-count", className: "puzzle-count" });
  m.gameLabel = el("span");
  m.themeLabel = el("span");
  m.root = el(
    "section",
    { id: "puzzle-mode", className: "puzzle-mode", "aria-labelledby": "puzzle-title", tabIndex: -1 },
    el("div", { className: "puzzle-board" }, m.board),
    el(
      "div",
      { className: "puzzle-side" },
      el("div", { className: "puzzle-head" }, m.title, m.back),
      el("div", { className: "puzzle-choices" }, el("label", { className: "choice" }, m.gameLabel, " ", m.gameSelect), el("label", { className: "choice" }, m.themeLabel, " ", m.themeSelect)),
      m.prompt,
      m.feedback,
      el("div", { className: "puzzle-buttons" }, m.hint, m.retry, m.solution, m.next),
      m.ratings,
      m.count,
    ),
  );
  return m;
}

const lang = () => state.puzzle.lang;
const say = (key, params) => pt(lang(), key, params);

function renderTexts() {
  state.puzzle.title.textContent = say("title");
  state.puzzle.gameLabel.textContent = say("game");
  state.puzzle.themeLabel.textContent = say("theme");
  state.puzzle.hint.textContent = say("hint");
  state.puzzle.retry.textContent = say("retry");
  state.puzzle.solution.textContent = say("solution");
  state.puzzle.next.textContent = say("next");
  state.puzzle.back.textContent = say("back");
  const names = new Map(state.puzzle.catalog.map((g) => [g.id, g.name[lang()] ?? g.name.en]));
  state.puzzle.gameSelect.replaceChildren(...PUZZLE_GAMES.map((id) => el("option", { value: id, selected: id === state.puzzle.game, textContent: names.get(id) ?? id })));
  const groups = [...new Set(state.puzzle.puzzles.flatMap((p) => p.themes.map(themeGroup)))];
  state.puzzle.themeSelect.replaceChildren(
    el("option", { value: "", textContent: say("allThemes") }),
    ...groups.map((g) => el("option", { value: g, selected: g === state.puzzle.theme, textContent: say(`themes.${g}`) })),
  );
}

function renderRatings() {
  const p = state.puzzle.current?.p;
  const player = store.player(state.puzzle.game);
  const rows = [[say("yourRating"), `${Math.round(player.rating)} ± ${Math.round(player.rd)}`]];
  if (p) rows.push([say("puzzleRating"), String(Math.round(store.puzzle(p).rating))]);
  rows.push([say("streak"), `${store.streak()} (${say("best", { n: store.best() })})`]);
  state.puzzle.ratings.replaceChildren(...rows.flatMap(([k, v]) => [el("dt", { textContent: k }), el("dd", { textContent: v })]));
  const list = filtered();
  const here = state.puzzle.puzzles.length;
  const shipped = shippedCount(state.puzzle.game);
  // The single file carries each game's sample only (docs/puzzles.md, "Loading"): say so.
  const partial = here < shipped ? ` ${say("partial", { n: here, total: shipped })}` : "";
  state.puzzle.count.textContent = p ? say("count", { i: list.indexOf(p) + 1, n: list.length }) + partial : "";
}

function renderButtons() {
  const c = state.puzzle.current;
  const solving = c?.state === "solving";
  state.puzzle.hint.disabled = !solving;
  state.puzzle.solution.disabled = !solving;
  state.puzzle.retry.disabled = !c;
  state.puzzle.next.disabled = !filtered().length;
}

const filtered = () => (state.puzzle.theme ? state.puzzle.puzzles.filter((p) => p.themes.some((t) => themeGroup(t) === state.puzzle.theme)) : state.puzzle.puzzles);

/** The next puzzle: one not tried yet nearest the player's rating, else the nearest other. */
function pickNext() {
  const list = filtered();
  if (!list.length) return null;
  const target = store.player(state.puzzle.game).rating;
  const near = (a, b) => Math.abs(store.puzzle(a).rating - target) - Math.abs(store.puzzle(b).rating - target);
  const fresh = list.filter((p) => !store.result(p) && p !== state.puzzle.current?.p);
  const pool = fresh.length ? fresh : list.filter((p) => p !== state.puzzle.current?.p);
  return [...(pool.length ? pool : list)].sort(near)[0];
}

function feedback(key, extra = "") {
  state.puzzle.feedback.textContent = key ? say(key) + extra : "";
  state.puzzle.feedback.dataset.kind = key ?? "";
}

/** Rates the current puzzle's first try (once) and says the change. */
function rateOnce(solved) {
  const c = state.puzzle.current;
  if (c.rated) return "";
  c.rated = true;
  const d = store.record(c.p, solved);
  renderRatings();
  if (d == null) return "";
  const r = Math.round(d);
  return ` ${say("ratingChange", { sign: r >= 0 ? "+" : "−", d: Math.abs(r) })}`;
}

/**
 * Waits until the board shows `position` (a set() reloads it asynchronously; the engine
 * checked the position before, so it comes), for ten seconds at most.
 */
function shown(position) {
  const until = performance.now() + 10000;
  return new Promise((resolve) => {
    const check = () => {
      if ((state.puzzle?.board.game?.position() === position && !state.puzzle.board.hasAttribute("animating")) || performance.now() > until) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

async function show(p) {
  const token = {};
  state.puzzle.token = token;
  const { Game } = await loadEngine(p.game);
  if (state.puzzle?.token !== token) return;
  const side = solverSide(Game, p);
  state.puzzle.current = { p, Game, side, moves: [], state: "solving", rated: false };
  state.puzzle.board.set({
    game: p.game,
    options: Object.keys(p.options).length ? p.options : null,
    position: p.position,
    moves: null,
    marks: null,
    interactive: String(side),
    orientation: String(side),
  });
  await shown(p.position);
  if (state.puzzle?.token !== token) return;
  const family = state.puzzle.catalog.find((g) => g.id === p.game)?.family;
  // Kanare Kato's games (Zong-Heng, Binary, Incorrect Checkers) have no material to win:
  // their puzzles (the exact solver's, the race's proven wins) ask for the move that wins the game.
  const ask = family === "kato" ? "findWin" : "find";
  state.puzzle.prompt.textContent = say(ask, { side: sideName(lang(), state.puzzle.board.game.view(), family, side) });
  feedback(null);
  renderRatings();
  renderButtons();
}

async function onMove(e) {
  const c = state.puzzle?.current;
  if (!c || e.detail.source !== "user" || c.state !== "solving") return;
  const played = e.detail.move.notation;
  const verdict = judgeMove(c.Game, c.p, c.moves, played);
  if (verdict === "wrong") {
    c.state = "wrong";
    feedback("wrong", rateOnce(false));
    renderButtons();
    await new Promise((r) => setTimeout(r, WRONG_MS));
    if (state.puzzle?.current !== c) return;
    await state.puzzle.board.idle();
    state.puzzle.board.undo();
    c.state = "solving";
    renderButtons();
    return;
  }
  c.moves.push(played);
  if (verdict === "solved") {
    c.state = "done";
    feedback("solved", rateOnce(true));
    state.puzzle.board.set({ interactive: null, marks: null });
    renderButtons();
    state.puzzle.next.focus();
    return;
  }
  feedback("right");
  state.puzzle.board.set({ marks: null });
  c.state = "replying";
  await new Promise((r) => setTimeout(r, REPLY_MS));
  await state.puzzle.board.idle();
  if (state.puzzle?.current !== c) return;
  const reply = c.p.solution[c.moves.length][0];
  state.puzzle.board.play(reply);
  c.moves.push(reply);
  c.state = "solving";
  renderButtons();
}

function hint() {
  const c = state.puzzle.current;
  if (c?.state !== "solving") return;
  const extra = rateOnce(false);
  const g = state.puzzle.board.game;
  const expected = c.p.solution[c.moves.length][0];
  const move = g.legalMoves().find((m) => m.notation === expected);
  const view = g.view();
  const cell = move?.from ?? move?.to;
  if (cell != null && view.labels[cell]) state.puzzle.board.set({ marks: `green: ${view.labels[cell]}` });
  feedback("hintShown", extra);
}

async function showSolution() {
  const c = state.puzzle.current;
  if (c?.state !== "solving") return;
  c.state = "showing";
  const extra = rateOnce(false);
  state.puzzle.board.set({ interactive: null, marks: null });
  renderButtons();
  for (let k = c.moves.length; k < c.p.solution.length; k++) {
    await state.puzzle.board.idle();
    if (state.puzzle?.current !== c) return;
    state.puzzle.board.play(c.p.solution[k][0]);
    c.moves.push(c.p.solution[k][0]);
    await new Promise((r) => setTimeout(r, REPLY_MS));
  }
  c.state = "done";
  feedback("shown", extra);
  renderButtons();
}

async function selectGame(game) {
  state.puzzle.game = game;
  state.puzzle.theme = "";
  state.puzzle.current = null;
  try {
    state.puzzle.puzzles = await loadPuzzles(game);
  } catch (e) {
    state.puzzle.puzzles = [];
    renderTexts();
    state.puzzle.prompt.textContent = "";
    state.puzzle.feedback.textContent = say("loadError", { msg: String(e?.message ?? e).slice(0, 120) });
    return;
  }
  renderTexts();
  const p = pickNext();
  if (p) await show(p);
  else {
    state.puzzle.prompt.textContent = say("none");
    feedback(null);
    renderButtons();
  }
}

/** Leaves the mode: the page's own game is shown again as it was. */
export function closePuzzles() {
  if (!state.puzzle) return;
  state.puzzle.token = null;
  state.puzzle.root.remove();
  document.getElementById("new-game")?.removeEventListener("click", closePuzzles);
  for (const e of state.puzzle.hidden) e.hidden = false;
  document.getElementById("game-name")?.style.removeProperty("visibility");
  state.puzzle.opener?.focus?.();
  state.puzzle = null;
}

/**
 * Opens the mode over the page: `game` the game to start with (the page's, when it has
 * puzzles), `lang` the page's language, `opener` the element focus returns to.
 */
export async function openPuzzles({ game, lang = "en", opener = null } = {}) {
  addPuzzleStyles();
  if (!state.puzzle) {
    const m = build();
    const layout = document.querySelector("main.layout");
    // The play page, shown again as it was on leaving; the header's name of its game is
    // made invisible (it keeps its room: the header's buttons stay where they are).
    const hidden = [layout].filter((e) => e && !e.hidden);
    state.puzzle = { ...m, lang, opener, hidden, puzzles: [], theme: "", catalog: [] };
    for (const e of state.puzzle.hidden) e.hidden = true;
    document.getElementById("game-name")?.style.setProperty("visibility", "hidden");
    (layout ?? document.body.lastElementChild).after(m.root);
    const pageBoard = document.getElementById("board");
    for (const a of SHARED) if (pageBoard?.hasAttribute(a)) m.board.setAttribute(a, pageBoard.getAttribute(a));
    m.board.setAttribute("lang", lang);
    m.board.addEventListener("move", onMove);
    m.hint.addEventListener("click", hint);
    m.solution.addEventListener("click", showSolution);
    m.retry.addEventListener("click", () => state.puzzle.current && show(state.puzzle.current.p));
    m.next.addEventListener("click", () => {
      const p = pickNext();
      if (p) show(p);
    });
    m.back.addEventListener("click", closePuzzles);
    // The play page's keys (www/page/keys.js: the arrows step through its game) stay with the
    // hidden game: a key pressed in the mode (the section takes the focus of a click in it) ends here.
    m.root.addEventListener("keydown", (e) => e.stopPropagation());
    // A new game started from the header's dialog is shown: the mode gives way.
    document.getElementById("new-game")?.addEventListener("click", closePuzzles);
    m.gameSelect.addEventListener("change", () => selectGame(m.gameSelect.value));
    m.themeSelect.addEventListener("change", () => {
      state.puzzle.theme = m.themeSelect.value;
      if (!state.puzzle.current || !filtered().includes(state.puzzle.current.p)) {
        const p = pickNext();
        if (p) show(p);
      }
      renderRatings();
    });
  }
  state.puzzle.lang = lang;
  state.puzzle.board.setAttribute("lang", lang);
  await loadLang(lang);
  state.puzzle.catalog = await loadCatalog();
  const start = PUZZLE_GAMES.includes(game) ? game : PUZZLE_GAMES[0];
  await selectGame(start);
  // The board's canvas takes the keys (www/board/keys.js: arrows, Enter), as in play.
  state.puzzle?.board.querySelector("canvas")?.focus();
}

/**
 * Shows one puzzle given by its line (docs/puzzles.md), in the open mode: a shipped one (then
 * rated as such) or any other line, e.g. one pasted from elsewhere. Throws on a bad line.
 */
export async function showPuzzleLine(line) {
  if (!state.puzzle) throw new Error("the puzzle state.puzzle is not open");
  const p = parsePuzzleLine(line);
  if (p.game !== state.puzzle.game) {
    state.puzzle.game = p.game;
    state.puzzle.theme = "";
    state.puzzle.puzzles = await loadPuzzles(p.game);
    renderTexts();
  }
  await show(state.puzzle.puzzles.find((q) => q.id === p.id) ?? p);
}

/** Whether the mode is open (the page's keys leave it alone while it is). */
export const puzzlesOpen = () => state.puzzle != null;
