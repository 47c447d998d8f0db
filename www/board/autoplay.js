// Autoplay (the `autoplay` attribute: the loaded moves one by one, "loop" to start
// again) and the replay bar's actions.

import { attr, plyOf } from "./state.js";
import { goTo, redo, undo } from "./game.js";
import { idle } from "./frame.js";
import { updateControls } from "./bar.js";

/** A button of the replay bar: first, prev, play/pause, next, last. */
export function control(s, action) {
  if (action === "play") return s.playing ? stopAutoplay(s) : startAutoplay(s);
  stopAutoplay(s);
  if (action === "first") goTo(s, 0);
  else if (action === "last") goTo(s, plyOf(s) + s.future);
  else if (action === "prev") undo(s);
  else if (action === "next") redo(s);
}

/** Plays the rest of the loaded game move by move (from the start when at the end). */
export function startAutoplay(s) {
  if (!s.game || s.playing) return;
  if (s.future === 0) {
    if (plyOf(s) === 0) return;
    goTo(s, 0);
  }
  s.playing = true;
  updateControls(s);
  scheduleStep(s);
}

function delayOf(s) {
  const speed = Number(attr(s, "speed") ?? 1);
  return 750 * (Number.isFinite(speed) && speed > 0 ? speed : 1);
}

function scheduleStep(s) {
  clearTimeout(s.timer);
  const delay = delayOf(s);
  s.timer = setTimeout(async () => {
    if (!s.playing) return;
    if (!redo(s)) return stopAutoplay(s);
    await idle(s);
    if (s.future === 0 && s.playing && loops(s)) scheduleRestart(s, delay);
    else if (s.future === 0) stopAutoplay(s);
    else if (s.playing) scheduleStep(s);
  }, delay);
}

const loops = (s) => (attr(s, "autoplay") ?? "").trim().toLowerCase() === "loop";

/** autoplay="loop": the last position stays a while, then the moves play again. */
function scheduleRestart(s, delay) {
  clearTimeout(s.timer);
  s.timer = setTimeout(() => {
    if (!s.playing) return;
    goTo(s, 0);
    scheduleStep(s);
  }, delay * 3);
}

export function stopAutoplay(s) {
  clearTimeout(s.timer);
  if (!s.playing) return;
  s.playing = false;
  updateControls(s);
}
