// Chess clocks for two players on one device: sudden death, Fischer increment, and
// byoyomi (after the main time each move must be made within a fixed period).
// Time is measured with performance.now(); the page calls move(side) after each move.

/** Time controls offered by the page: main minutes, increment seconds, byoyomi seconds. */
export const PRESETS = {
  none: null,
  "3+2": { main: 3, increment: 2, byoyomi: 0 },
  "5+0": { main: 5, increment: 0, byoyomi: 0 },
  "10+5": { main: 10, increment: 5, byoyomi: 0 },
  "15+10": { main: 15, increment: 10, byoyomi: 0 },
  "10b30": { main: 10, increment: 0, byoyomi: 30 },
  "0b30": { main: 0, increment: 0, byoyomi: 30 },
};

/** Whether `key` names one of PRESETS (its own keys only: never "toString" or "__proto__"). */
export const isPreset = (key) => typeof key === "string" && Object.hasOwn(PRESETS, key);

export class GameClock {
  /** `control` is a PRESETS value; `onFlag(side)` is called once when a side runs out. */
  constructor(control, onFlag) {
    this.control = control;
    this.onFlag = onFlag;
    const main = control.main * 60000;
    this.left = [main, main];
    this.inByoyomi = [main === 0 && control.byoyomi > 0, main === 0 && control.byoyomi > 0];
    this.period = control.byoyomi * 1000;
    this.periodLeft = [this.period, this.period];
    this.running = null; // the side whose time runs
    this.since = 0;
    this.paused = false;
    this.flagged = null;
  }

  /** Milliseconds left for a side now: main time, or the current byoyomi period. */
  remaining(side) {
    const spent = this.running === side && !this.paused ? performance.now() - this.since : 0;
    if (this.inByoyomi[side]) return Math.max(0, this.periodLeft[side] - spent);
    const main = this.left[side] - spent;
    if (main > 0 || !this.period) return Math.max(0, main);
    return Math.max(0, this.period + main);
  }

  /** Whether the side is in byoyomi now. */
  byoyomi(side) {
    return this.inByoyomi[side] || (!!this.period && this.left[side] - this._spent(side) <= 0);
  }

  _spent(side) {
    return this.running === side && !this.paused ? performance.now() - this.since : 0;
  }

  /** After an undo: the time of `side` (the side to move) runs from now. */
  setTurn(side) {
    if (this.running == null || this.flagged != null) return;
    this._charge();
    this.running = side;
    this.since = performance.now();
  }

  /** Charges the time since the last switch to the running side. */
  _charge() {
    const side = this.running;
    if (side == null || this.paused) return;
    const spent = performance.now() - this.since;
    if (this.inByoyomi[side]) this.periodLeft[side] -= spent;
    else {
      this.left[side] -= spent;
      if (this.left[side] <= 0 && this.period) {
        this.inByoyomi[side] = true;
        this.periodLeft[side] = this.period + this.left[side];
        this.left[side] = 0;
      }
    }
    this.since = performance.now();
  }

  /** `side` has just moved: its increment is added, a byoyomi period restarts, the other's time runs. */
  move(side) {
    if (this.flagged != null) return;
    if (this.running === side) {
      this._charge();
      if (this.check()) return;
      this.left[side] += this.control.increment * 1000;
      if (this.inByoyomi[side]) this.periodLeft[side] = this.period;
    }
    this.running = 1 - side;
    this.since = performance.now();
  }

  pause() {
    if (this.paused || this.running == null) return;
    this._charge();
    this.paused = true;
  }

  resume() {
    if (!this.paused) return;
    this.paused = false;
    this.since = performance.now();
  }

  stop() {
    this._charge();
    this.running = null;
  }

  /**
   * The clock as plain data (kept with the saved game): each side's time left, charged up to
   * now, whose time runs, paused, flagged. www/page/clock-restore.js makes the clock again.
   */
  snapshot() {
    this._charge();
    return {
      left: [...this.left],
      inByoyomi: [...this.inByoyomi],
      periodLeft: [...this.periodLeft],
      running: this.running,
      paused: this.paused,
      flagged: this.flagged,
    };
  }

  /** Calls onFlag when the running side has no time left; true if so. */
  check() {
    const side = this.running;
    if (side == null || this.paused || this.flagged != null) return this.flagged != null;
    if (this.remaining(side) > 0) return false;
    this._charge();
    this.left[side] = 0;
    this.periodLeft[side] = 0;
    this.flagged = side;
    this.running = null;
    this.onFlag(side);
    return true;
  }
}

/** "m:ss", or "s.d" under ten seconds. */
export function formatTime(ms) {
  if (ms < 10000) return (Math.max(0, ms) / 1000).toFixed(1);
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  const mm = h ? String(m).padStart(2, "0") : String(m);
  return `${h ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}
