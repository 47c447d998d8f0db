// Asking the computer player: its move, a hint, its view of a draw offer. Every
// question goes to a Web Worker with its own wasm instance (created in this one place;
// the single-file build overrides its URL with `globalThis.BOARDGAMES_WORKER`), so the
// page never runs a search and never freezes (issue 6). Where no worker can start, the
// computer is unavailable and says why: nothing falls back to the main thread.
//
// The worker does not fetch or compile the wasm: the first question about a game of a family
// (www/engine.js: one wasm module per family) carries the WebAssembly.Module the page compiled
// for that family (familyModule), and every message waits for the one before it, so they reach
// the worker in the order they were asked (issue 13).
//
// A running analysis is stopped in its worker, which stays for the next question (issue 29: a
// new worker for each position made the first line wait 0.6-3 s); see cancel().
//
// This module is loaded on first use, through the ComputerPlayer of www/ai.js (issue 13: the
// cold page), which names the questions; use that one.

import { familyModule, familyOf } from "./engine.js";
import { ComputerUnavailable } from "./ai.js";

/** How long a running analysis may take to stop before its worker is ended instead (www/ai-worker.js SLICE_MS, and a margin). */
const STOP_GRACE_MS = 400;

export class WorkerPlayer {
  constructor() {
    this._worker = null;
    this._loaded = false; // the current worker has its engine
    this._seq = 0;
    this._pending = new Map(); // id -> the question still wanted: { resolve, reject, onProgress, message }
    this._running = new Map(); // id -> its type ("unstoppable" once it says so): the worker has not answered it yet
    this._graceTimer = 0;
    /** Why the computer cannot play (the worker did not start), or null. */
    this.failed = null;
    /** Called once with the reason when the worker cannot start. */
    this.onfail = null;
  }

  /** Starts the worker ahead of the first question, so that its wasm loads meanwhile. */
  start() {
    this._ensureWorker();
  }

  _ensureWorker() {
    if (this._worker || this.failed) return this._worker;
    if (typeof Worker === "undefined") {
      this._fail("this browser has no Web Workers");
      return null;
    }
    let w;
    try {
      w = new Worker(globalThis.BOARDGAMES_WORKER ?? new URL("./ai-worker.js", import.meta.url), { type: "module" });
    } catch (e) {
      this._fail(String(e?.message ?? e));
      return null;
    }
    this._worker = w;
    this._loaded = false;
    // Messages to this worker go out in order (one chain), each once its family's module is at hand.
    this._queue = Promise.resolve();
    this._sent = new Set(); // the families whose compiled module this worker has been given
    w.onmessage = (e) => this._answer(w, e.data);
    w.onerror = (e) => {
      e.preventDefault?.();
      this._broken(w, e.message || "the computer player's worker stopped");
    };
    w.onmessageerror = () => this._broken(w, "the computer player's worker sent an unreadable message");
    this._post(w, { type: "hello", id: 0 });
    return w;
  }

  /**
   * Posts to worker `w` after the messages before it; a question names the family of its game,
   * and the first one of a family carries the module the page compiled for it.
   */
  _post(w, msg) {
    const sent = this._sent;
    this._queue = this._queue.then(async () => {
      let family = null;
      let module = null;
      if (msg.game != null) {
        try {
          family = await familyOf(msg.game);
          if (!sent.has(family)) module = await familyModule(family);
        } catch {
          // The page could not load it either: the worker tries, and says why it cannot.
        }
      }
      if (module) {
        try {
          w.postMessage({ ...msg, family, module });
          sent.add(family);
          return;
        } catch {
          // A browser that cannot send a module: the worker then loads the wasm itself.
        }
      }
      w.postMessage(family ? { ...msg, family } : msg);
    });
  }

  /**
   * A worker failed: before its engine loaded, the computer cannot play in this page;
   * after, only the questions in flight fail and the next one starts a fresh worker.
   */
  _broken(w, message) {
    if (w !== this._worker) return;
    if (!this._loaded) return this._fail(message);
    w.terminate();
    this._worker = null;
    this._rejectAll(new Error(message));
  }

  _fail(message) {
    this.failed = message || "unknown error";
    this._worker?.terminate();
    this._worker = null;
    this._rejectAll(new ComputerUnavailable(this.failed));
    this.onfail?.(this.failed);
  }

  _rejectAll(error) {
    const waiting = [...this._pending.values()];
    this._pending.clear();
    this._running.clear();
    for (const q of waiting) q.reject(error);
  }

  _answer(w, msg) {
    if (w !== this._worker || !msg) return;
    if (msg.type === "ready") {
      this._loaded = true;
      return;
    }
    if (msg.type === "fatal") return this._fail(msg.message);
    this._loaded = true;
    if (msg.type === "unstoppable") {
      if (this._running.has(msg.id)) this._running.set(msg.id, "unstoppable");
      return;
    }
    // An analysis is heard at each deeper depth; the question ends with the final one.
    const progress = msg.type === "analysis" && !msg.final;
    if (!progress) this._running.delete(msg.id);
    const q = this._pending.get(msg.id);
    if (!q) return;
    if (progress) return q.onProgress?.(msg.analysis);
    this._pending.delete(msg.id);
    if (msg.type === "move") q.resolve(msg.notation);
    else if (msg.type === "evaluation") q.resolve({ value: msg.value, turn: msg.turn });
    else if (msg.type === "analysis") q.resolve(msg.analysis);
    else if (msg.type === "drawAnswer") q.resolve({ accept: msg.accept === true, facts: msg.facts });
    else if (msg.type === "stopped") q.resolve(null);
    else q.reject(new Error(msg.message));
  }

  /**
   * Asks question `type` ("think", "evaluate", "drawAnswer", "analyse": www/ai.js says what
   * each answers) about `request`; `onProgress` hears an analysis's depths. One question at
   * a time: a new one abandons the one in flight. Resolves to the answer, or null when
   * abandoned; rejects when the worker fails.
   */
  ask(type, request, onProgress = null) {
    this.cancel();
    if (this.failed) return Promise.reject(new ComputerUnavailable(this.failed));
    const id = ++this._seq;
    return new Promise((resolve, reject) => {
      const message = { ...request, type, id };
      this._pending.set(id, { resolve, reject, onProgress, message });
      const w = this._ensureWorker();
      if (!w) return;
      this._running.set(id, type);
      this._post(w, message);
    });
  }

  /** Whether a question is in flight. */
  get busy() {
    return this._pending.size > 0;
  }

  /**
   * Abandons the question in flight: its promise resolves to null. A running analysis is
   * told to stop and the worker stays (its engine ready, its table warm); a search that
   * cannot hear a stop (a move, a draw answer, a Monte Carlo analysis), or an analysis
   * that has not stopped within STOP_GRACE_MS, ends with its worker: a fresh one answers
   * the next question.
   */
  cancel() {
    const waiting = [...this._pending.values()];
    this._pending.clear();
    for (const q of waiting) q.resolve(null);
    if (!this._running.size || !this._worker) return;
    if (![...this._running.values()].every((type) => type === "analyse")) return this._restart();
    const w = this._worker;
    const stopping = [...this._running.keys()];
    this._post(w, { type: "stop" });
    clearTimeout(this._graceTimer);
    this._graceTimer = setTimeout(() => {
      if (w === this._worker && stopping.some((id) => this._running.has(id))) this._restart();
    }, STOP_GRACE_MS);
  }

  /** Ends the worker (its search cannot be stopped otherwise); the questions still wanted go to a fresh one. */
  _restart() {
    this._worker?.terminate();
    this._worker = null;
    this._running.clear();
    clearTimeout(this._graceTimer);
    if (!this._pending.size) return;
    const w = this._ensureWorker();
    if (!w) return;
    for (const [id, q] of this._pending) {
      this._running.set(id, q.message.type);
      this._post(w, q.message);
    }
  }
}
