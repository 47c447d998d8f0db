// The clocks: the time control (a setting, www/page/settings.js), the two clock faces in
// the player bars, pause, and the loss on time (the engine's flag()).

import { GameClock, PRESETS, formatTime, isPreset } from "../clock.js";
import { $, applyInteractive, board, onRender, put, requestRender, setState, state, tr } from "./state.js";

/** What a side running out of time sets off: the engine's loss on time. */
function onFlag(side) {
  const g = board.game;
  if (g && !g.outcome() && g.flag(side)) board.refresh();
  requestRender();
}

/**
 * A saved game being restored ({ game, start, moves, clock }, app.js restoreGame): its clock
 * comes back with it at the next newClock() for that game and those moves.
 */
let restoring = null;

/** Gives the next clock of the saved game `saved` its saved times (none: a fresh clock). */
export function restoreWith(saved) {
  restoring = saved?.clock ? { game: saved.game, moves: (saved.moves ?? []).join(" "), clock: saved.clock } : null;
}

/**
 * The clock of a saved game, as saved, when `restoring` is for the board's game and moves.
 * The time the page was closed is not charged: the clock was paused meanwhile, as a clock on
 * a table is when the players leave it (the page is the only place the game lives: a tab
 * closed by mistake or put away by a phone must not lose a player the game). Null otherwise.
 */
function restoredClock() {
  const r = restoring;
  const g = board.game;
  if (!r || !g || g.id !== r.game || g.history().join(" ") !== r.moves) return null;
  restoring = null;
  const preset = r.clock.preset;
  return isPreset(preset) && PRESETS[preset] ? GameClock.fromSnapshot(PRESETS[preset], r.clock, onFlag) : null;
}

/** A new clock for a new game, from the setting (none: no clock); a restored game's clock as it was saved. */
export function newClock() {
  const restored = restoredClock();
  const control = isPreset(state.clockPreset) ? PRESETS[state.clockPreset] : null;
  const clock = restored ?? (control ? new GameClock(control, onFlag) : null);
  setState({ clock });
  applyInteractive();
  // A game lost on time before the reload is lost again (the saved moves do not say it).
  if (restored?.flagged != null) onFlag(restored.flagged);
}

/** The clock of the game in progress as data to save with it ({ preset, ...times }), or null without one. */
export function snapshot() {
  const clock = state.clock;
  if (!clock) return null;
  const preset = Object.keys(PRESETS).find((key) => PRESETS[key] === clock.control);
  return preset ? { preset, ...clock.snapshot() } : null;
}

/** One clock face (in a player bar) for `side`. */
export function renderClockFace(el, side) {
  const clock = state.clock;
  put(el, { hidden: !clock });
  if (!clock) return;
  put(el.querySelector(".time"), { textContent: formatTime(clock.remaining(side)) });
  put(el.querySelector(".byo"), { textContent: clock.byoyomi(side) ? tr("byoyomi") : "" });
  el.classList.toggle("running", clock.running === side && !clock.paused);
  el.classList.toggle("flagged", clock.flagged === side);
  el.classList.toggle("low", clock.remaining(side) < 10000);
}

function renderPause() {
  const clock = state.clock;
  put($("clocks"), { hidden: !clock });
  document.documentElement.classList.toggle("has-clock", !!clock);
  if (!clock) return;
  const pause = $("pause");
  put(pause, { textContent: clock.paused ? "▶" : "❚❚" });
  put(pause, { title: tr(clock.paused ? "resume" : "pause") });
  pause.setAttribute("aria-label", pause.title);
  put(pause, { disabled: clock.running == null && !clock.paused });
}

export function togglePause() {
  const clock = state.clock;
  if (!clock) return;
  if (clock.paused) clock.resume();
  else clock.pause();
  applyInteractive();
  setState({ notice: clock.paused ? tr("paused") : "" });
}

/** Registers the render and the clock's tick; returns their removal. */
export function init() {
  const off = onRender(renderPause);
  const timer = setInterval(() => {
    if (!state.clock || state.clock.running == null) return;
    state.clock.check();
    requestRender();
  }, 100);
  $("pause").addEventListener("click", togglePause);
  return () => {
    off();
    clearInterval(timer);
    $("pause").removeEventListener("click", togglePause);
  };
}
