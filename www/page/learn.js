// The page's Learn mode (issue 31): a dialog of its own over the play page, with its own
// board, so that the game on the page is never touched. A course picker (the game, then its
// steps, or the short path "if you know <game>"), then each step on a live board judged by
// the engine (www/board/exercise.js over www/lessons/judge.js). Loaded on first use from
// "Learn" in the header or the New game dialog (www/app.js): the first visit loads none of it.

import { loadCatalog } from "../engine.js";
import { LESSON_GAMES, loadLessons } from "../lessons/index.js";
import { uiText } from "../lessons/texts.js";
import { startExercise } from "../board/exercise.js";
import { gameProgress, saveStep, starsFor } from "./learn-progress.js";
import { injectLearnStyle } from "./learn-style.js";
import { state } from "./state.js";

/** What the dialog shows now: the mode's part of the page's one state, changed only by the functions below. */
const view = state.learn;

/** Opens the Learn dialog on game `game` (the page's game), in language `lang`. */
export async function openLearn({ lang = "en", game = null } = {}) {
  document.getElementById("new-game-dialog")?.close();
  injectLearnStyle();
  view.lang = lang === "ja" ? "ja" : "en";
  view.catalog = await loadCatalog();
  const dialog = dialogOf();
  dialog.lang = view.lang;
  if (!dialog.open) dialog.showModal();
  await showCourse(LESSON_GAMES.includes(game) ? game : view.gameId ?? LESSON_GAMES[0]);
}

const say = (key, values) => uiText(key, view.lang, values);
const textOf = (t) => t?.[view.lang] ?? t?.en ?? "";
const nameOf = (id) => {
  const entry = view.catalog.find((c) => c.id === id);
  return entry ? textOf(entry.name) : id;
};

function make(tag, props = {}, children = []) {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

/** The dialog (made once): a title bar with a close button and the body the views fill. */
function dialogOf() {
  let dialog = document.getElementById("learn-dialog");
  if (dialog) return dialog;
  const close = make("button", { type: "button", className: "learn-close", textContent: "✕" });
  close.setAttribute("aria-label", say("close"));
  close.addEventListener("click", () => dialog.close());
  dialog = make("dialog", { id: "learn-dialog", className: "learn" }, [
    make("div", { className: "learn-head" }, [make("h2", { id: "learn-title" }), close]),
    make("div", { id: "learn-body", className: "learn-body" }),
  ]);
  dialog.setAttribute("aria-labelledby", "learn-title");
  dialog.addEventListener("close", () => stopTask());
  document.body.append(dialog);
  return dialog;
}

function stopTask() {
  view.task?.stop();
  view.task = null;
}

/** The steps shown: the whole course, or the chosen path's steps. */
function stepsShown() {
  const { course, path } = view;
  if (!path) return course.steps;
  return course.paths[path].steps.map((id) => course.steps.find((s) => s.id === id));
}

/** The picker: the game, its paths, its steps with their stars. */
async function showCourse(gameId, path = null) {
  stopTask();
  if (gameId !== view.gameId) view.course = await loadLessons(gameId);
  view.gameId = gameId;
  view.path = path && view.course.paths?.[path] ? path : null;
  document.getElementById("learn-title").textContent = say("learn");
  const select = make("select", { id: "learn-game" }, LESSON_GAMES.map((id) => make("option", { value: id, textContent: nameOf(id), selected: id === gameId })));
  select.addEventListener("change", () => showCourse(select.value));
  const progress = gameProgress(gameId);
  const steps = stepsShown();
  const done = steps.filter((s) => progress[s.id]).length;
  const pathButtons = Object.keys(view.course.paths ?? {}).map((other) => {
    const b = make("button", { type: "button", className: "learn-path", textContent: say("ifYouKnow", { game: nameOf(other) }) });
    b.setAttribute("aria-pressed", String(view.path === other));
    b.addEventListener("click", () => showCourse(gameId, view.path === other ? null : other));
    return b;
  });
  const whole = make("button", { type: "button", className: "learn-path", textContent: say("allSteps") });
  whole.setAttribute("aria-pressed", String(!view.path));
  whole.addEventListener("click", () => showCourse(gameId));
  const list = make("ol", { className: "learn-steps" }, steps.map((step, i) => {
    const b = make("button", { type: "button", className: "learn-step" }, [
      make("span", { className: "learn-step-text", textContent: firstSentence(textOf(step.text)) }),
      starsOf(progress[step.id] ?? 0),
    ]);
    b.dataset.step = step.id;
    b.addEventListener("click", () => showStep(i));
    return make("li", {}, [b]);
  }));
  list.dataset.game = gameId;
  body([
    make("label", { className: "learn-choice" }, [make("span", { textContent: say("game") }), select]),
    pathButtons.length ? make("div", { className: "learn-paths" }, [whole, ...pathButtons]) : "",
    view.path ? make("p", { className: "learn-path-text", textContent: textOf(view.course.paths[view.path].text) }) : "",
    make("p", { className: "learn-done", textContent: say("done", { done, total: steps.length }) }),
    list,
  ]);
}

/** A step: its task, the live board, what the judge says, and the buttons around it. */
async function showStep(index) {
  stopTask();
  const steps = stepsShown();
  const step = steps[index];
  view.index = index;
  const board = make("board-game", { className: "learn-board" });
  board.setAttribute("lang", view.lang);
  board.setAttribute("size", String(boardSize()));
  board.setAttribute("game", view.gameId);
  const status = make("p", { className: "learn-status", role: "status" });
  status.setAttribute("aria-live", "polite");
  const hint = make("p", { className: "learn-hint", hidden: true, textContent: textOf(step.hint) });
  const hintButton = button(say("hint"), () => (hint.hidden = false));
  const ideaButton = button(say("showIdea"), () => view.task?.idea());
  const next = button(index + 1 < steps.length ? say("next") : say("steps"), () => (index + 1 < steps.length ? showStep(index + 1) : showCourse(view.gameId, view.path)));
  next.classList.add("primary");
  next.hidden = true;
  const declare = needsDeclare(step) ? button(say("declare"), () => view.task?.declare()) : "";
  body([
    make("p", { className: "learn-crumb" }, [
      button(`‹ ${say("steps")}`, () => showCourse(view.gameId, view.path), "learn-back"),
      make("span", { textContent: `${nameOf(view.gameId)} · ${say("stepOf", { n: index + 1, total: steps.length })}` }),
    ]),
    make("div", { className: "learn-play" }, [
      make("p", { className: "learn-task", textContent: textOf(step.text) }),
      board,
      status,
      hint,
      make("div", { className: "learn-buttons" }, [hintButton, declare, ideaButton, button(say("again"), () => showStep(index)), next].filter((c) => c !== "")),
    ]),
  ]);
  let wrongTries = 0;
  const task = await startExercise(board, view.gameId, step, {
    lang: () => view.lang,
    report(r) {
      if (r.kind === "wrong") {
        wrongTries = r.tries;
        status.className = "learn-status wrong";
        status.textContent = r.text;
      } else if (r.kind === "idea") {
        hint.hidden = false;
        status.textContent = `${status.textContent} ${say("rightIdea")} ${r.next}`.trim();
      } else if (r.kind === "progress") {
        status.className = "learn-status";
        status.textContent = "";
      } else if (r.kind === "solved") {
        const stars = starsFor(wrongTries);
        saveStep(view.gameId, step.id, stars);
        status.className = "learn-status solved";
        status.replaceChildren(make("span", { textContent: say("solved") }), starsOf(stars));
        if (index + 1 >= steps.length) status.append(make("span", { textContent: ` ${say("courseDone")}` }));
        next.hidden = false;
        next.focus();
      }
    },
  });
  if (view.index !== index || !board.isConnected) return task.stop();
  view.task = task;
  // The learner plays the side to move, from the bottom of the board.
  // The learner plays the side to move, from the bottom of the board, with the square names
  // the task uses: numbered draughts squares carry their number, other boards have files and
  // ranks round the grid.
  const turn = board.game?.turn();
  const numbered = board.game?.view().labels.filter(Boolean).every((l) => /^\d+$/.test(l));
  if (turn != null) board.set({ orientation: String(turn), interactive: String(turn), coordinates: numbered ? "inside" : "outside" });
}

function button(text, onClick, className = "") {
  const b = make("button", { type: "button", textContent: text, className });
  b.addEventListener("click", onClick);
  return b;
}

function body(children) {
  document.getElementById("learn-body").replaceChildren(...children.filter((c) => c !== ""));
}

/** Stars as text, with their count in words for screen readers. */
function starsOf(n) {
  const e = make("span", { className: "learn-stars", textContent: n ? "★".repeat(n) + "☆".repeat(3 - n) : "" });
  if (n) e.setAttribute("aria-label", say("stars", { n }));
  return e;
}

/** A step's first sentence, its title in the list. */
function firstSentence(text) {
  const m = text.match(/^.*?(?:[.!?](?:\s|$)|[。！？])/);
  return (m ? m[0] : text).trim();
}

/** Shogi's impasse steps are solved with the Declare button, not a move. */
function needsDeclare(step) {
  return [step.solution, ...(step.goal.play ?? []), ...(step.goal.sequence ?? [])].includes("declare");
}

/** Whether the step's texts go beside the board (a wide window) rather than above and below it. */
const WIDE = "(min-width: 760px) and (min-aspect-ratio: 1/1)"; // as in learn-style.js
const wide = () => window.matchMedia(WIDE).matches;

/** The board's width: as large as the dialog allows, leaving room for the texts. */
function boardSize() {
  const { innerWidth: w, innerHeight: h } = window;
  return Math.round(Math.max(240, wide() ? Math.min(h - 150, w - 460, 640) : Math.min(w - 56, h - 330, 560)));
}
