// Asking the computer player: its move, a hint, its view of a draw offer, an analysis. The
// questions go to a Web Worker (www/ai-player.js drives it: the page never runs a search and
// never freezes, issue 6). That driver is loaded on first use (issue 13: the first board's
// cold page does not download it): the page starts it in idle time once its first board is
// drawn (www/page/computer.js), so it is there before the player's first move. Where it or its
// worker cannot start, the computer is unavailable and says why: nothing falls back to the
// main thread.

import { lateModule } from "./board/late.js";

/** The thinking times the page offers for the top level, in milliseconds (lower levels use a share). */
export const THINK_TIMES = [100, 250, 500, 1000, 2000, 3000, 5000, 10000];
export const DEFAULT_THINK_MS = 1000;

/** Raised for every question once the worker has failed to start. */
export class ComputerUnavailable extends Error {}

const driver = lateModule(() => import("./ai-player.js"));
/** Loads the worker's driver (once; again after a failure, such as offline before the snapshot has it). */
export const loadDriver = () => driver.load();

/**
 * One computer player (one worker, one question at a time: a new one abandons the one in
 * flight): the questions the page asks, here only (the driver, www/ai-player.js, has one
 * `ask(type, request, onProgress)`). Usable before the driver has loaded: a question asked
 * meanwhile waits for it.
 */
export class ComputerPlayer {
  constructor() {
    this._player = null;
    this._loading = null;
    this._seq = 0; // counts questions and cancels: a question waiting for the driver checks it
    this._waiting = 0; // questions waiting for the driver
    /** Why the computer cannot play (the worker did not start), or null. */
    this.failed = null;
    /** Called once with the reason when the worker cannot start. */
    this.onfail = null;
  }

  /** The driver, loaded and made once; null when it cannot load (the computer has failed then). */
  _load() {
    this._loading ??= loadDriver().then(
      ({ WorkerPlayer }) => {
        const player = new WorkerPlayer();
        player.onfail = (message) => this._fail(message);
        this._player = player;
        return player;
      },
      (e) => {
        this._fail(`the computer player could not be loaded: ${e?.message ?? e}`);
        return null;
      },
    );
    return this._loading;
  }

  _fail(message) {
    if (this.failed) return;
    this.failed = message || "unknown error";
    this.onfail?.(this.failed);
  }

  /** Starts the worker ahead of the first question, so that its engine is ready meanwhile. */
  start() {
    this._load().then((player) => player?.start());
  }

  _ask(type, request, onProgress = null) {
    this.cancel();
    if (this.failed) return Promise.reject(new ComputerUnavailable(this.failed));
    if (this._player) return this._player.ask(type, request, onProgress);
    const seq = this._seq;
    this._waiting++;
    return this._load().then((player) => {
      this._waiting--;
      if (seq !== this._seq) return null; // abandoned while the driver loaded
      if (!player) throw new ComputerUnavailable(this.failed);
      return player.ask(type, request, onProgress);
    });
  }

  /** The computer's move for { game, options, position, moves, level, timeMs }: its notation, or null when cancelled or the game is over. */
  think(request) {
    return this._ask("think", request);
  }

  /** The static evaluation of { game, options, position, moves }: { value, turn }, or null when cancelled. */
  evaluate(request) {
    return this._ask("evaluate", request);
  }

  /** Whether the computer, playing `side`, accepts a draw: { accept, facts }, or null when cancelled. */
  drawAnswer(request) {
    return this._ask("drawAnswer", request);
  }

  /**
   * The engine's analysis of { game, options, position, moves } with limits { timeMs, nodes,
   * depth, multiPv } (as g.analyse): resolves to the final { depth, nodes, kind, lines }, or
   * null when cancelled; `onProgress(analysis)` hears each deeper depth (Monte Carlo: every
   * ~200 ms) before that. Any other question, or cancel(), stops it at once: no progress of an
   * abandoned analysis is heard after that.
   */
  analyse(request, onProgress = null) {
    return this._ask("analyse", request, onProgress);
  }

  /** Whether a question is in flight. */
  get busy() {
    return this._waiting > 0 || !!this._player?.busy;
  }

  /** Abandons the question in flight: its promise resolves to null. */
  cancel() {
    this._seq++;
    this._player?.cancel();
  }
}
