// A task on a <board-game>, judged by the engine: a lesson step (www/lessons), an exercise
// (the `exercise` attribute: the expected moves or a goal) or a puzzle (the `puzzle`
// attribute: a solution line whose opponent replies are played automatically). The reader
// moves on the board as usual; each completed move is judged (www/lessons/judge.js) and a
// wrong one is taken back and answered with the engine's reason; a click on a piece that
// cannot move, or on a square the selected piece cannot reach, is a wrong try too (the
// engine says why: g.whyNoMove, or the refusal code of the move tried). After two wrong
// tries the right idea is drawn as an arrow. Loaded only by a board that has a task (and by
// the page's Learn mode): the judge and its texts are imported when a task starts.

import { loadEngine } from "../engine.js";

/** Wrong tries after which the right idea is shown. */
export const TRIES_BEFORE_IDEA = 2;

/**
 * Reads a `puzzle` attribute: a whole line of data/puzzles (`game|options|position|solution|
 * rating|themes`, docs/puzzles.md) pasted as is, or just the solution line (the board's
 * `game`, `options` and `position` attributes give the rest). Returns { game?, options?,
 * position?, goal: { sequence } (or { play } for one move accepted alike) }; a solution line of even length
 * ends on the opponent's reply, which is dropped (the learner's move ends a sequence).
 */
export function readPuzzle(text) {
  const value = String(text ?? "").trim();
  const fields = value.includes("|") ? value.split("|") : null;
  const line = fields ? fields[3] ?? "" : value;
  // `a/b`: moves accepted alike (docs/puzzles.md). A one-move puzzle listing some accepts
  // each of them (`play`: any one solves it); a line goes on with the line's own moves.
  const accepted = line.trim().split(/\s+/).filter(Boolean).map((m) => m.replaceAll("_", " ").split("/"));
  if (accepted.length % 2 === 0) accepted.pop();
  if (!accepted.length) throw new Error("the puzzle has no solution line");
  const alike = accepted.length === 1 && accepted[0].length > 1;
  const out = { goal: alike ? { play: accepted[0] } : { sequence: accepted.map((a) => a[0]) } };
  if (fields) {
    out.game = fields[0];
    out.options = Object.fromEntries((fields[1] ?? "").split(",").filter(Boolean).map((kv) => {
      const [k, v = ""] = kv.split("=");
      return [k, v === "true" ? true : v === "false" ? false : Number.isFinite(Number(v)) && v !== "" ? Number(v) : v];
    }));
    out.position = fields[2] || undefined;
  }
  return out;
}

/**
 * Reads an `exercise` attribute: a JSON goal of docs/lessons.md (`{"capture":2,"crown":true}`,
 * `{"mate":true}`), or the expected moves separated by spaces (any one of them solves it;
 * a space inside a move is written `_`).
 */
export function readExercise(text) {
  const value = String(text ?? "").trim();
  if (value.startsWith("{")) return { goal: JSON.parse(value) };
  const moves = value.split(/\s+/).filter(Boolean).map((m) => m.replaceAll("_", " "));
  if (!moves.length) throw new Error("the exercise names no move and no goal");
  return { goal: { play: moves } };
}

/**
 * The notation of a move the board refused to complete (a click on a square the selected
 * piece or piece in hand cannot reach), so that the engine can say why: `from` a cell or a
 * hand token (`hand:P`). Null where the game's notation is not one of from-to.
 */
function triedNotation(gameId, family, labels, from, to) {
  if (typeof from === "string") return family === "shogi" ? `${from.slice(5)}*${labels[to]}` : null;
  if (family === "chess" || family === "shogi") return `${labels[from]}${labels[to]}`;
  if (family === "draughts" || family === "alquerque" || gameId === "incorrect-checkers") return `${labels[from]}-${labels[to]}`;
  return null;
}

/**
 * Starts `step` ({ id?, position?, options?, goal, solution?, refusals? }, docs/lessons.md) on
 * the board `el` of game `gameId`: sets the board to the step's position and judges the
 * reader's moves until the step is done. `lang()` gives the language of the texts; `report`
 * is called with each change: { kind: "wrong", reason, text, tries } (a wrong try; its text in
 * the learner's language), { kind: "idea", moves, next } (after TRIES_BEFORE_IDEA wrong tries:
 * the solution and its next move, drawn as an arrow),
 * { kind: "progress", played }, { kind: "solved", tries, played }. Returns { stop(),
 * declare() (shogi's impasse declaration as a try), idea() (the solution's next move, drawn) }.
 */
export async function startExercise(el, gameId, step, { lang = () => el.lang, report = () => {} } = {}) {
  const [{ judge, solutionOf, stepGame, DECLARE }, texts, engine] = await Promise.all([
    import("../lessons/judge.js"),
    import("../lessons/texts.js"),
    loadEngine(gameId),
  ]);
  const family = engine.catalog().find((c) => c.id === gameId)?.family;
  const played = [];
  let tries = 0;
  let done = false;
  let busy = false;
  const textOf = (reason) => (step.refusals?.[reason] ?? texts.REASON_TEXTS[reason] ?? texts.REASON_TEXTS["illegal-move"])[lang()] ?? "";

  const base = el.getAttribute("marks");
  await showStart(el, gameId, step);

  /** A wrong try: counted, answered, and after enough of them the right idea is drawn. */
  function wrong(reason, text) {
    tries++;
    report({ kind: "wrong", reason, text, tries });
    if (tries >= TRIES_BEFORE_IDEA) idea();
  }

  /** Draws the next expected move as an arrow (a drop: its square) and reports it. */
  function idea() {
    const moves = solutionOf(step);
    const next = moves[Math.floor(played.length / 2)] ?? moves[0];
    const legal = next === DECLARE ? null : expectedMove(next);
    if (legal) {
      const labels = el.game.view().labels;
      const to = labels[legal.to];
      const mark = legal.from != null && legal.from !== legal.to ? `arrow green: ${labels[legal.from]}-${to}` : `green: ${to}`;
      el.setAttribute("marks", base ? `${base}; ${mark}` : mark);
    }
    report({ kind: "idea", moves, next });
  }

  /** The expected move `next` after the moves played so far, as the engine describes it. */
  function expectedMove(next) {
    const copy = stepGame(engine.Game, gameId, step);
    try {
      for (const m of played) copy.play(m);
      return copy.play(next);
    } catch {
      return null;
    } finally {
      copy.free();
    }
  }

  async function onMove(ev) {
    const { move, source } = ev.detail ?? {};
    if (done || source !== "user" || busy) return;
    busy = true;
    try {
      const r = judge(engine.Game, gameId, step, move.notation, played);
      await el.idle();
      if (!r.ok) {
        el.undo();
        wrong(r.reason, textOf(r.reason));
        return;
      }
      played.push(r.move);
      restoreMarks();
      if (r.reply) {
        played.push(r.reply);
        await pause(400);
        el.play(r.reply);
        await el.idle();
      }
      report({ kind: "progress", played: played.slice() });
      if (r.done) finish();
    } finally {
      busy = false;
    }
  }

  /** A click on a piece that cannot move: the engine says why (another must capture...). */
  function onRefused(ev) {
    if (done || busy) return;
    const g = el.game;
    const why = g && ev.detail?.cell != null ? g.whyNoMove(ev.detail.cell) : null;
    if (!why) return;
    const t = texts.PIECE_REFUSAL_TEXTS[why.code];
    const stepText = step.refusals?.[why.code]?.[lang()];
    wrong(why.code, stepText ?? t?.[lang()] ?? textOf("illegal-move"));
  }

  /** A move the board would not complete: the engine's refusal code of that move. */
  function onTried(ev) {
    if (done || busy) return;
    const g = el.game;
    if (!g) return;
    const notation = triedNotation(gameId, family, g.view().labels, ev.detail.from, ev.detail.to);
    if (!notation) return;
    const r = judge(engine.Game, gameId, step, notation, played);
    if (!r.ok) wrong(r.reason, textOf(r.reason));
  }

  function restoreMarks() {
    if (base == null) el.removeAttribute("marks");
    else el.setAttribute("marks", base);
  }

  function finish() {
    done = true;
    restoreMarks();
    report({ kind: "solved", tries, played: played.slice() });
  }

  el.addEventListener("move", onMove);
  el.addEventListener("refused", onRefused);
  el.addEventListener("tried", onTried);
  return {
    stop() {
      el.removeEventListener("move", onMove);
      el.removeEventListener("refused", onRefused);
      el.removeEventListener("tried", onTried);
    },
    idea,
    /** Shogi's impasse declaration, tried as the learner's move. */
    declare() {
      if (done) return;
      const r = judge(engine.Game, gameId, step, DECLARE, played);
      if (!r.ok) return wrong(r.reason, textOf(r.reason));
      el.game.declareWin();
      el.refresh();
      played.push(DECLARE);
      finish();
    },
    get solved() {
      return done;
    },
  };
}

/** Sets the board to the step's start (its game, options and position, no moves) and waits until it is shown. */
async function showStart(el, gameId, step) {
  const GAME_ATTRIBUTES = ["game", "options", "position", "moves"];
  const now = () => GAME_ATTRIBUTES.map((a) => el.getAttribute(a)).join("\n");
  const before = now();
  const shown = new Promise((resolve) => el.addEventListener("ready", resolve, { once: true }));
  el.set({ game: gameId, position: step.position ?? null, options: step.options ?? null, moves: null });
  // The same start again (a step tried once more): no attribute changed, so start it anew.
  if (now() === before && el.game) await el.newGame();
  else await shown;
  await el.idle();
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The `exercise` and `puzzle` attributes of <board-game> (wired in www/board-game.js): the
// task read from them, its texts in a status line under the board, and the events `solved`
// { tries, moves } and `failed` { reason, text, tries } (each wrong try), bubbling.

const tasks = new WeakMap();

/** Starts (or stops, when neither attribute is left) the task the board's attributes give. */
export async function attachTask(el) {
  const previous = tasks.get(el);
  previous?.task?.stop();
  const seq = (previous?.seq ?? 0) + 1;
  const entry = { seq, task: null };
  tasks.set(el, entry);
  const puzzle = el.getAttribute("puzzle");
  const exercise = el.getAttribute("exercise");
  const line = noteOf(el);
  line.textContent = "";
  if (puzzle == null && exercise == null) {
    line.remove();
    return;
  }
  let spec;
  let options;
  try {
    spec = puzzle != null ? readPuzzle(puzzle) : readExercise(exercise);
    options = spec.options ?? JSON.parse(el.getAttribute("options") || "{}");
  } catch (e) {
    line.textContent = String(e.message ?? e);
    return;
  }
  const gameId = spec.game || el.getAttribute("game") || "american";
  const step = { position: spec.position ?? el.getAttribute("position") ?? undefined, options, goal: spec.goal };
  const texts = await import("../lessons/texts.js");
  const say = (t) => t[el.lang] ?? t.en;
  const fire = (type, detail) => el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
  let task;
  try {
    task = await startExercise(el, gameId, step, {
      report(r) {
        if (r.kind === "wrong") {
          line.textContent = r.text;
          fire("failed", { reason: r.reason, text: r.text, tries: r.tries });
        } else if (r.kind === "idea") line.textContent = `${line.textContent} ${say(texts.UI_TEXTS.rightIdea)} ${r.next}`;
        else if (r.kind === "progress") line.textContent = "";
        else if (r.kind === "solved") {
          line.textContent = say(texts.UI_TEXTS.solved);
          fire("solved", { tries: r.tries, moves: r.played });
        }
      },
    });
  } catch (e) {
    line.textContent = String(e.message ?? e);
    return;
  }
  if (tasks.get(el)?.seq !== seq) return task.stop();
  entry.task = task;
  // The solver moves, from their side of the board, unless the author said otherwise.
  const turn = el.game?.turn();
  if (turn != null && !el.hasAttribute("interactive")) el.setAttribute("interactive", String(turn));
  if (turn != null && !el.hasAttribute("orientation")) el.setAttribute("orientation", String(turn));
}

/** The task's status line under the board (made on first use). */
function noteOf(el) {
  let line = el.querySelector(":scope > .bg-task");
  if (!line) {
    line = document.createElement("p");
    line.className = "bg-task";
    line.setAttribute("role", "status");
    line.style.margin = "0.4em 0";
    el.append(line);
  }
  return line;
}
