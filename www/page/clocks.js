// The clocks: the time control (a setting, www/page/settings.js), the two clock faces in
// the player bars, pause, and the loss on time (the engine's flag()).

import { GameClock, PRESETS, formatTime, isPreset } from "../clock.js";
import * as owner from "./game-owner.js";
import { $, applyInteractive, onRender, put, requestRender, setState, state, tr } from "./state.js";

/** What a side running out of time sets off: the engine's loss on time. */
function onFlag(side) {
  const g = owner.game();
  if (g && !g.outcome()) owner.flag(side);
  requestRender();
}

/**
 * Gives the clock of the saved game `saved` ({ game, moves, clock }) its saved times when the
 * board shows it; resolves once it can (a game without a clock: at once).
 */
export async function restoreWith(saved) {
  state.clockRestorer = null;
  if (!saved?.clock) return;
  try {
    const { restorer } = await import("./clock-restore.js");
    state.clockRestorer = restorer(saved, onFlag, () => (state.clockRestorer = null));
  } catch {
    // Not loaded (offline before the snapshot had it): a fresh clock.
  }
}

/** A new clock for a new game, from the setting (none: no clock); a restored game's clock as it was saved. */
export function newClock() {
  const restored = state.clockRestorer?.(owner.game()) ?? null;
  const control = isPreset(state.clockPreset) ? PRESETS[state.clockPreset] : null;
  setState({ clock: restored ?? (control ? new GameClock(control, onFlag) : null) });
  applyInteractive();
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

/** The clock faces of the two player bars (each knows its side: www/page/bars.js). */
function paintClockFaces() {
  for (const id of ["bar-top", "bar-bottom"]) {
    const face = $(id).querySelector(".clock");
    if (face.dataset.side) renderClockFace(face, Number(face.dataset.side));
  }
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
  // The tick repaints the two clock faces only: the time moved, nothing else did (a loss
  // on time goes through the owner, whose change renders the page).
  const timer = setInterval(() => {
    if (!state.clock || state.clock.running == null) return;
    if (!state.clock.check()) paintClockFaces();
  }, 100);
  $("pause").addEventListener("click", togglePause);
  return () => {
    off();
    clearInterval(timer);
    $("pause").removeEventListener("click", togglePause);
  };
}
