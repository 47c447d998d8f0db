// The clocks on the page: the time control picker, the two clock faces, pause, and
// the loss on time (the engine's flag()).

import { GameClock, PRESETS, formatTime, isPreset } from "../clock.js";
import { $, applyInteractive, board, state, tr } from "./state.js";
import { update } from "./status.js";

export function fillClocks() {
  const select = $("clock");
  select.replaceChildren(
    ...Object.entries(PRESETS).map(([key, c]) => {
      const o = document.createElement("option");
      o.value = key;
      o.textContent = !c
        ? tr("clock.none")
        : c.byoyomi
          ? tr("clock.byoyomi", { m: c.main, s: c.byoyomi })
          : tr("clock.fischer", { m: c.main, s: c.increment });
      return o;
    }),
  );
  select.value = state.clockPreset;
}

export function newClock() {
  const control = isPreset(state.clockPreset) ? PRESETS[state.clockPreset] : null;
  state.clock = control
    ? new GameClock(control, (side) => {
        const g = board.game;
        if (g && !g.outcome() && g.flag(side)) board.refresh();
        renderClocks();
      })
    : null;
  $("clocks").hidden = !state.clock;
  document.documentElement.classList.toggle("has-clock", !!state.clock);
  applyInteractive();
  renderClocks();
}

export function renderClocks() {
  const clock = state.clock;
  if (!clock) return;
  const v = board.game?.view();
  for (const el of document.querySelectorAll("#clocks .clock")) {
    const side = Number(el.dataset.side);
    el.querySelector(".time").textContent = formatTime(clock.remaining(side));
    el.querySelector(".byo").textContent = clock.byoyomi(side) ? tr("byoyomi") : "";
    el.querySelector(".swatch").dataset.color = v?.colors[side] ?? "";
    el.classList.toggle("running", clock.running === side && !clock.paused);
    el.classList.toggle("flagged", clock.flagged === side);
    el.classList.toggle("low", clock.remaining(side) < 10000);
  }
  const pause = $("pause");
  pause.textContent = tr(clock.paused ? "resume" : "pause");
  pause.disabled = clock.running == null && !clock.paused;
}

export function togglePause() {
  const clock = state.clock;
  if (!clock) return;
  if (clock.paused) {
    clock.resume();
    applyInteractive();
    state.notice = "";
  } else {
    clock.pause();
    board.setAttribute("interactive", "none");
    state.notice = tr("paused");
  }
  renderClocks();
  update();
}

setInterval(() => {
  if (!state.clock || state.clock.running == null) return;
  state.clock.check();
  renderClocks();
}, 100);
