// Asking the computer player for a move. The search runs in a Web Worker (created in
// this one place; the single-file build overrides its URL with
// `globalThis.BOARDGAMES_WORKER`) so the page never freezes. Where a worker cannot be
// started the search runs on the main thread after the board has painted.

import { loadEngine } from "./engine.js";

/** Thinking time per level in milliseconds. */
export const LEVEL_TIME = [0, 100, 250, 500, 1000, 2000, 4000];

export class ComputerPlayer {
  constructor() {
    this._worker = null;
    this._failed = false;
    this._seq = 0;
    this._pending = new Map();
  }

  _ensureWorker() {
    if (this._worker || this._failed || typeof Worker === "undefined") return this._worker;
    try {
      const url = globalThis.BOARDGAMES_WORKER ?? new URL("./ai-worker.js", import.meta.url);
      const w = new Worker(url, { type: "module" });
      w.onmessage = (e) => this._answer(e.data);
      w.onerror = (e) => {
        e.preventDefault?.();
        this._failed = true;
        this._worker = null;
        w.terminate();
        // Re-ask the waiting questions on the main thread.
        for (const [id, q] of this._pending) this._thinkHere(id, q.request);
      };
      this._worker = w;
    } catch {
      this._failed = true;
    }
    return this._worker;
  }

  _answer(msg) {
    const q = this._pending.get(msg?.id);
    if (!q) return;
    this._pending.delete(msg.id);
    if (msg.type === "move") q.resolve(msg.notation);
    else q.reject(new Error(msg.message));
  }

  /**
   * The computer's move for { game, options, position, moves, level, timeMs }; resolves
   * to the notation, or null when cancelled or the game is over.
   */
  think(request) {
    this.cancel();
    const id = ++this._seq;
    return new Promise((resolve, reject) => {
      this._pending.set(id, { resolve, reject, request });
      const w = this._ensureWorker();
      if (w) w.postMessage({ type: "think", id, ...request });
      else this._thinkHere(id, request);
    });
  }

  async _thinkHere(id, r) {
    await new Promise((res) => setTimeout(res, 30));
    if (!this._pending.has(id)) return;
    let game = null;
    try {
      const { Game } = await loadEngine();
      game = r.position ? Game.fromPosition(r.game, r.position, r.options ?? undefined) : new Game(r.game, r.options ?? undefined);
      for (const m of r.moves) game.play(m);
      const best = game.bestMove({ level: r.level, timeMs: r.timeMs });
      this._answer({ type: "move", id, notation: best ? best.notation : null });
    } catch (e) {
      this._answer({ type: "error", id, message: String(e?.message ?? e) });
    } finally {
      game?.free();
    }
  }

  /** Abandons the current question: its promise resolves to null. */
  cancel() {
    if (!this._pending.size) return;
    for (const q of this._pending.values()) q.resolve(null);
    this._pending.clear();
    // A search cannot be interrupted; a fresh worker answers the next question at once.
    this._worker?.terminate();
    this._worker = null;
  }
}
