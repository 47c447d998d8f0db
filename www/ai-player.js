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

/**
 * Shows a worker's note { code, message } on the page (the knowledge module could not be had:
 * the question was answered without it). Its words load only when a note comes (issue 13: not
 * in the first visit's modules; this driver is only the play page's).
 */
const showNote = (note) => import("./page/engine-note.js").then((m) => m.showEngineNote(note), () => {});

/** How long a running analysis may take to stop before its worker is ended instead (www/ai-worker.js SLICE_MS, and a margin). */
const STOP_GRACE_MS = 400;

const WORKER_URL = () => globalThis.BOARDGAMES_WORKER ?? new URL("./ai-worker.js", import.meta.url);

export class WorkerPlayer {
  constructor() {
    /** The worker that answers: { worker, queue, sent, loaded } (see _newWorker), or null. */
    this._current = null;
    /** A second worker made while the current one runs a search no message can stop, to take over at once when it is abandoned. */
    this._spare = null;
    this._seq = 0;
    this._pending = new Map(); // id -> the question still wanted: { resolve, reject, onProgress, message }
    this._running = new Map(); // id -> { type, game, asked: { type, level } } of a question the current worker has not finished ("unstoppable" once it says so)
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

  /**
   * A new worker: `queue` chains the messages to it (each goes out once its family's module
   * is at hand, in the order asked), `sent` the families whose compiled module it has been
   * given, `loaded` once it has answered. Throws when no worker can be made.
   */
  _newWorker() {
    if (typeof Worker === "undefined") throw new Error("this browser has no Web Workers");
    const worker = new Worker(WORKER_URL(), { type: "module" });
    const rec = { worker, queue: Promise.resolve(), sent: new Set(), loaded: false };
    worker.onmessage = (e) => this._answer(rec, e.data);
    worker.onerror = (e) => {
      e.preventDefault?.();
      this._broken(rec, e.message || "the computer player's worker stopped");
    };
    worker.onmessageerror = () => this._broken(rec, "the computer player's worker sent an unreadable message");
    this._post(rec, { type: "hello", id: 0 });
    return rec;
  }

  _ensureWorker() {
    if (this._current || this.failed) return this._current;
    try {
      this._current = this._newWorker();
    } catch (e) {
      this._fail(String(e?.message ?? e));
    }
    return this._current;
  }

  /**
   * Posts to worker `rec` after the messages before it; a question names the family of its
   * game, and the first one of a family carries the module the page compiled for it.
   */
  _post(rec, msg) {
    const { worker, sent } = rec;
    rec.queue = rec.queue.then(async () => {
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
          worker.postMessage({ ...msg, family, module });
          sent.add(family);
          return;
        } catch {
          // A browser that cannot send a module: the worker then loads the wasm itself.
        }
      }
      worker.postMessage(family ? { ...msg, family } : msg);
    });
  }

  /**
   * A worker failed: before its engine loaded, the computer cannot play in this page;
   * after, only the questions in flight fail and the next one starts a fresh worker.
   * A spare that fails is only dropped.
   */
  _broken(rec, message) {
    if (rec === this._spare) return this._dropSpare();
    if (rec !== this._current) return;
    if (!rec.loaded) return this._fail(message);
    rec.worker.terminate();
    this._current = null;
    this._rejectAll(new Error(message));
  }

  _fail(message) {
    this.failed = message || "unknown error";
    this._current?.worker.terminate();
    this._current = null;
    this._dropSpare();
    this._rejectAll(new ComputerUnavailable(this.failed));
    this.onfail?.(this.failed);
  }

  _rejectAll(error) {
    const waiting = [...this._pending.values()];
    this._pending.clear();
    this._running.clear();
    for (const q of waiting) q.reject(error);
  }

  /**
   * Makes the spare worker (once), its engine loaded for `game` and question `asked` ({ type,
   * level }: the worker loads the knowledge module if that needs it), while a search that
   * cannot be stopped runs.
   */
  _makeSpare(game, asked) {
    if (this._spare) return;
    try {
      this._spare = this._newWorker();
      this._post(this._spare, { type: "warm", id: 0, game, for: asked });
    } catch {
      this._spare = null; // then a new worker is made when needed, as at the start
    }
  }

  _dropSpare() {
    this._spare?.worker.terminate();
    this._spare = null;
  }

  _answer(rec, msg) {
    if (!msg) return;
    if (msg.type === "note") {
      if (rec === this._spare || rec === this._current) showNote({ code: msg.code, message: msg.message });
      return;
    }
    if (rec === this._spare) {
      if (msg.type === "fatal" || msg.type === "error") this._dropSpare();
      else rec.loaded = true;
      return;
    }
    if (rec !== this._current) return;
    if (msg.type === "fatal") return this._fail(msg.message);
    rec.loaded = true;
    if (msg.type === "ready" || msg.type === "warm") return;
    if (msg.type === "unstoppable") {
      const running = this._running.get(msg.id);
      if (running) {
        running.type = "unstoppable";
        this._makeSpare(running.game, running.asked);
      }
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
    else if (msg.type === "record") q.resolve(msg.record);
    else if (msg.type === "stopped") q.resolve(null);
    else q.reject(Object.assign(new Error(msg.message), msg.code ? { code: msg.code } : {}));
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
      const rec = this._ensureWorker();
      if (!rec) return;
      this._running.set(id, { type, game: message.game, asked: { type, level: message.level } });
      this._post(rec, message);
    });
  }

  /** Whether a question is in flight. */
  get busy() {
    return this._pending.size > 0;
  }

  /**
   * Abandons the question in flight: its promise resolves to null. A running analysis is
   * told to stop, and the worker stays for the next question (its engine loaded, its table
   * warm). A search that no message stops (a move, a draw answer, an analysis past its
   * first seconds: www/ai-worker.js), or an analysis that has not stopped within
   * STOP_GRACE_MS, ends with its worker: the spare one, or a fresh one, answers next.
   */
  cancel() {
    const waiting = [...this._pending.values()];
    this._pending.clear();
    for (const q of waiting) q.resolve(null);
    const rec = this._current;
    if (!this._running.size || !rec) return;
    if (![...this._running.values()].every((r) => r.type === "analyse")) return this._restart();
    const stopping = [...this._running.keys()];
    this._post(rec, { type: "stop" });
    clearTimeout(this._graceTimer);
    this._graceTimer = setTimeout(() => {
      if (rec === this._current && stopping.some((id) => this._running.has(id))) this._restart();
    }, STOP_GRACE_MS);
  }

  /** Ends the current worker; the spare (or a fresh one) takes over the questions still wanted. */
  _restart() {
    clearTimeout(this._graceTimer);
    this._current?.worker.terminate();
    this._current = this._spare;
    this._spare = null;
    this._running.clear();
    if (!this._pending.size) return;
    const rec = this._ensureWorker();
    if (!rec) return;
    for (const [id, q] of this._pending) {
      this._running.set(id, { type: q.message.type, game: q.message.game, asked: { type: q.message.type, level: q.message.level } });
      this._post(rec, q.message);
    }
  }
}
