// A clock made again from its snapshot (www/clock.js GameClock.snapshot), as saved with the
// game in progress (issue 29: the clocks survive a reload). Loaded only when a saved game has
// a clock (www/page/clocks.js restoreWith): the first visit's cold page does without it.

import { GameClock, PRESETS, isPreset } from "../clock.js";

/**
 * A clock of `control` as `snap` left it, its running side's time running from now; null
 * when `snap` is not a snapshot (a hand-edited or older saved game).
 */
export function clockFromSnapshot(control, snap, onFlag) {
  const side = (v) => v === 0 || v === 1;
  const times = (a) => Array.isArray(a) && a.length === 2 && a.every((n) => typeof n === "number" && Number.isFinite(n) && n >= 0);
  const flags = (a) => Array.isArray(a) && a.length === 2 && a.every((b) => typeof b === "boolean");
  if (!snap || typeof snap !== "object" || !times(snap.left) || !times(snap.periodLeft) || !flags(snap.inByoyomi)) return null;
  if ((snap.running != null && !side(snap.running)) || (snap.flagged != null && !side(snap.flagged))) return null;
  const clock = new GameClock(control, onFlag);
  clock.left = [...snap.left];
  clock.inByoyomi = [...snap.inByoyomi];
  clock.periodLeft = [...snap.periodLeft];
  clock.flagged = snap.flagged ?? null;
  clock.running = clock.flagged == null ? (snap.running ?? null) : null;
  clock.paused = clock.running != null && snap.paused === true;
  clock.since = performance.now();
  return clock;
}

/**
 * For the saved game `saved` ({ game, moves, clock }): a function of the board's game that
 * gives the saved clock when the board shows that game (made once: a board may say "ready"
 * twice for one load), null otherwise; `done()` is called at the first other game after it.
 * The time the page was closed is not charged: the clock was paused meanwhile, as a clock on
 * a table is while the players are away (the page is the only place the game lives: a tab
 * closed by mistake, or put away by a phone, must not lose a player the game).
 */
export function restorer(saved, onFlag, done) {
  const at = `${saved.game}|${(saved.moves ?? []).join(" ")}`;
  let made = null;
  return (g) => {
    if (!g) return null;
    if (`${g.id}|${g.history().join(" ")}` !== at) {
      // Another game after the restored one (before it, the page's first board: kept for it).
      if (made) done();
      return null;
    }
    if (!made) {
      const preset = saved.clock.preset;
      made = (isPreset(preset) && PRESETS[preset] && clockFromSnapshot(PRESETS[preset], saved.clock, onFlag)) || "none";
      // A game lost on time before the reload is lost again (the saved moves do not say it).
      if (made !== "none" && made.flagged != null) setTimeout(() => onFlag(made.flagged), 0);
    }
    return made === "none" ? null : made;
  };
}
