// The clocks: the time control (a setting, www/page/settings.js), the two clock faces in
// the player bars, pause, and the loss on time (the engine's flag()).

import { GameClock, PRESETS, formatTime, isPreset } from "../clock.js";
import * as owner from "./game-owner.js";
import { $, applyInteractive, onRender, put, requestRender, setState, state, tr } from "./state.js";

/** A new clock for a new game, from the setting (none: no clock). */
export function newClock() {
  const control = isPreset(state.clockPreset) ? PRESETS[state.clockPreset] : null;
  const clock = control
    ? new GameClock(control, (side) => {
        const g = owner.game();
        if (g && !g.outcome()) owner.flag(side);
        requestRender();
      })
    : null;
  setState({ clock });
  applyInteractive();
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
