// <board-game>: a playable board for any game of the engine, drawn on a canvas.
// It holds no rules: it asks the engine for the legal moves and reports moves back.
//
// Attributes
//   game         the game id (default "american")
//   options      JSON object of rule options, e.g. '{"menCaptureBackward":true}'
//   position     a start position in the game's standard text (default: the standard start)
//   moves        moves to replay from the start position, separated by spaces
//   orientation  which side sits at the bottom: a colour the game uses ("white", "black")
//                or a side number ("0", "1"); default: the game's diagram orientation
//   interactive  present: the user may move; "0"/"1" or a colour: only for that side;
//                "none": nobody (absent means read-only too)
//   coordinates  present: square names drawn on the board (from the view's labels)
//   lang         "en" or "ja" for the few texts the board shows (default: the browser's)
//   speed        animation time factor (default 1; 0 turns animation off); also paces autoplay
//   ply          show the position after this many of `moves` (negative: from the end)
//   controls     present: a replay bar under the board (first, previous, play, next, last)
//   autoplay     present: plays `moves` one by one from the start (or from `ply`);
//                "loop": after the last move, a pause, then again from the start
//   theme        "wood" (default), "green", "contrast" (high contrast) or "dark"
//   hide-targets present: legal targets are not shown (the player must know them)
//   confirm      present: a completed move is played only after the player confirms it
//   marks        squares and arrows to draw, e.g. "c3 e5; arrow c3-e5" (see board/marks.js)
//   regions      "hide": the groups/territories the engine reports are not outlined
//   size         the board's width: CSS pixels ("320") or a CSS length ("20em", "50%");
//                default: the width of its container. Cells stay square.
// A value the board cannot use is named in a note under the board (board/attrs.js); a
// board that cannot be shown at all (unknown game, malformed position) says why inside
// its box. Attribute text is only ever shown as text.
// Properties and methods
//   el.game (the engine's Game), el.ready (a promise), el.set(config) (several attributes
//   at once), el.play(notation), el.undo(),
//   el.redo(), el.goTo(ply), el.ply, el.totalPlies, el.line (all moves, played and ahead),
//   el.newGame(), el.flip(),
//   el.refresh() (after changing el.game directly),
//   el.cellCenter(cell) (viewport CSS pixels), el.handCenter(side, kind), el.position(),
//   el.history(), el.idle() (a promise: no move is being animated)
// Events (fired asynchronously, bubbling)
//   move {move, position, source: "user" | "api" | "redo"}, undo {position}, navigate {ply, position},
//   gameover {outcome}, ready {game}, refused {movable} (a piece that cannot move was
//   clicked; `movable` lists the cells of the pieces that can, which the board marks briefly)
// State attributes: `ready` once the first frame is drawn; `animating` while a move glides.

import { cachedCatalog, loadCatalog, loadEngine } from "./engine.js";
import { aspect, cellRect, layout } from "./board/layout.js";
import { drawBoard } from "./board/render.js";
import { ensurePieces } from "./board/pieces.js";
import * as sel from "./board/select.js";
import { planAnimation } from "./board/anim.js";
import { parseMarks } from "./board/marks.js";
import { createControls } from "./board/controls.js";
import { describeMove, describeOutcome, describePosition } from "./board/describe.js";
import { renderOverlay } from "./board/overlay.js";
import { injectStyle } from "./board/style.js";
import { inputMethods } from "./board/input.js";
import { chainMethods } from "./board/chain.js";
import { clip, pickLang, t } from "./i18n.js";
import { applySize, attributeProblems, showProblems } from "./board/attrs.js";

const reducedMotion = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

function listen(target, type, fn, opts) {
  target.addEventListener(type, fn, opts);
  return () => target.removeEventListener(type, fn, opts);
}

class BoardGame extends HTMLElement {
  static observedAttributes = ["game", "options", "position", "moves", "orientation", "interactive", "coordinates", "lang", "marks", "controls", "ply", "autoplay", "theme", "hide-targets", "confirm", "regions", "size", "speed"];

  constructor() {
    super();
    this._game = null;
    this._view = null;
    this._moves = [];
    this._starts = new Set();
    this._placeCells = new Set();
    this._outcome = null;
    this._overSent = false;
    this._ui = { clicks: [], placing: new Set(), placeTargets: null, targets: null, drag: null };
    this._anim = null;
    this._raf = 0;
    this._unbind = [];
    this._loadSeq = 0;
    this._reloadQueued = false;
    this._cssWidth = 0;
    this._future = 0; // moves that redo() can replay (the rest of a loaded game)
    this._line = []; // the whole line of play: the moves played and those ahead
    this._playing = false;
    this._timer = 0;
    this._readyResolve = null;
    this.ready = new Promise((r) => (this._readyResolve = r));
  }

  connectedCallback() {
    injectStyle();
    if (!this._wrap) this._build();
    applySize(this);
    this._bind();
    // Moving the element in the page keeps its game; only the first connection loads one.
    if (!this._game) this._queueReload();
    else this._resize();
  }

  disconnectedCallback() {
    for (const off of this._unbind) off();
    this._unbind = [];
    this._ro?.disconnect();
    cancelAnimationFrame(this._raf);
    this._raf = 0;
    this._stopAutoplay();
  }

  attributeChangedCallback(name, oldValue, value) {
    if (!this._wrap || oldValue === value) return;
    if (name === "size") applySize(this);
    if (this._view) queueMicrotask(() => this._checkAttributes());
    if (["game", "options", "position", "moves"].includes(name)) this._queueReload();
    else if (name === "lang") {
      this._renderOverlay();
      this._updateControls();
    } else if (name === "controls") this._updateControls();
    else if (name === "ply") {
      if (value != null && value !== "" && this._game) this.goTo(this._plyTarget(value, this.totalPlies));
    } else if (name === "autoplay") {
      if (value == null) this._stopAutoplay();
      else this._startAutoplay();
    }
    else if (name === "marks") {
      this._parseMarks();
      this._redraw();
    }
    else {
      this._clearSelection();
      this._redraw();
    }
  }

  /** The engine's Game object (null until loaded). */
  get game() {
    return this._game;
  }

  get lang() {
    return pickLang(this.getAttribute("lang") ?? document.documentElement.lang);
  }

  set lang(v) {
    this.setAttribute("lang", v);
  }

  position() {
    return this._game?.position() ?? null;
  }

  history() {
    return this._game?.history() ?? [];
  }

  /** Plays a move given in the game's notation; throws (changing nothing) if illegal. */
  play(notation) {
    if (!this._game) throw new Error("the board is not ready yet");
    const before = this._view;
    const move = this._game.play(notation);
    this._afterMove(move, before, { source: "api" });
    return move;
  }

  undo() {
    if (!this._game || !this._game.undo()) return false;
    this._future++;
    this._finishAnim();
    this._sync();
    this._emit("undo", { position: this._game.position() });
    return true;
  }

  redo() {
    if (!this._game) return false;
    const before = this._view;
    if (!this._game.redo()) return false;
    this._future = Math.max(0, this._future - 1);
    const played = this._game.playedMoves();
    this._afterMove(played[played.length - 1], before, { source: "redo" });
    return true;
  }

  /** The number of moves played so far (the position shown). */
  get ply() {
    return this._game ? this._game.history().length : 0;
  }

  /** The whole line of play in notation: the moves played, then those redo() would replay. */
  get line() {
    return this._line.slice();
  }

  /** The number of moves of the game including those that redo() can replay. */
  get totalPlies() {
    return this.ply + this._future;
  }

  /** Shows the position after `n` moves of the loaded game (no animation). */
  goTo(n) {
    if (!this._game) return;
    const target = Math.max(0, Math.min(this.totalPlies, Math.trunc(Number(n) || 0)));
    while (this.ply > target && this._game.undo()) this._future++;
    while (this.ply < target && this._game.redo()) this._future--;
    this._finishAnim();
    this._sync();
    this._emit("navigate", { ply: this.ply, position: this._game.position() });
  }

  /** Starts again from the element's start position (the moves attribute is not replayed). */
  newGame() {
    return this._load(false);
  }

  /** Turns the board round. */
  flip() {
    if (!this._view) return;
    const bottom = this._bottomSide();
    const other = 1 - bottom;
    this.setAttribute("orientation", this._view.colors[other] !== this._view.colors[bottom] ? this._view.colors[other] : String(other));
  }

  /**
   * Changes several attributes at once, e.g. set({ game: "russian", orientation: "black" });
   * null or false removes one, true sets a boolean one. The board reloads at most once.
   */
  set(config) {
    for (const [key, value] of Object.entries(config ?? {})) {
      if (!BoardGame.observedAttributes.includes(key) && key !== "speed") throw new Error(`unknown board setting '${key}'`);
      const text = key === "options" && value != null && typeof value === "object" ? JSON.stringify(value) : value;
      if (text == null || text === false) this.removeAttribute(key);
      else this.setAttribute(key, text === true ? "" : String(text));
    }
  }

  /** The position in words (whose turn, each side's pieces and squares), also announced on "D". */
  describePosition() {
    return this._view ? describePosition(this.lang, this._view, this._gameName()) : "";
  }

  _gameName() {
    const entry = cachedCatalog()?.find((c) => c.id === this._game?.id);
    return entry ? (entry.name[this.lang] ?? entry.name.en) : (this._game?.id ?? "");
  }

  /** Resolves when no move is being animated. */
  idle() {
    if (!this._anim) return Promise.resolve();
    return new Promise((resolve) => (this._idleWaiters ??= []).push(resolve));
  }

  /** Re-reads the game after it was changed through `el.game` (resign, agree a draw...). */
  refresh() {
    if (!this._game) return;
    // The game may have been replaced (a loaded record) or ended (an action): no moves ahead.
    this._line = this._game.history();
    this._future = 0;
    this._finishAnim();
    this._sync();
  }

  /** The centre of a cell in viewport CSS pixels (for tests and tutorials). */
  cellCenter(cell) {
    const L = this._layout();
    if (!L) return null;
    const box = this._canvas.getBoundingClientRect();
    const r = cellRect(L, cell);
    return { x: box.left + r.x + r.s / 2, y: box.top + r.y + r.s / 2 };
  }

  /** The centre of a piece kind in a side's hand (shogi) in viewport CSS pixels, or null. */
  handCenter(side, kind) {
    const L = this._layout();
    const slot = L?.slots.find((s) => s.side === side && s.kind === kind);
    if (!slot) return null;
    const box = this._canvas.getBoundingClientRect();
    return { x: box.left + slot.x + slot.w / 2, y: box.top + slot.y + slot.h / 2 };
  }

  // ---- loading -------------------------------------------------------------

  _build() {
    this._wrap = document.createElement("div");
    this._wrap.className = "bg-wrap";
    this._canvas = document.createElement("canvas");
    this._canvas.className = "bg-canvas";
    this._canvas.setAttribute("role", "application");
    this._canvas.tabIndex = 0;
    this._overlay = document.createElement("div");
    this._overlay.className = "bg-overlay";
    this._message = document.createElement("div");
    this._message.className = "bg-message";
    this._message.hidden = true;
    // Each move and the result are told in words to screen readers.
    this._live = document.createElement("div");
    this._live.className = "bg-live";
    this._live.setAttribute("aria-live", "polite");
    this._wrap.append(this._canvas, this._overlay, this._message, this._live);
    this.append(this._wrap);
  }

  _bind() {
    const c = this._canvas;
    this._unbind.push(
      listen(c, "pointerdown", (e) => this._onDown(e)),
      listen(c, "pointermove", (e) => this._onMove(e)),
      listen(c, "pointerup", (e) => this._onUp(e)),
      listen(c, "pointercancel", () => this._cancelDrag()),
      listen(c, "contextmenu", (e) => e.preventDefault()),
      listen(c, "keydown", (e) => this._onKey(e)),
      listen(document, "keydown", (e) => this._onDocKey(e)),
      listen(c, "blur", () => {
        this._ui.keyboard = false;
        this._redraw();
      }),
    );
    this._ro = new ResizeObserver(() => this._resize());
    this._ro.observe(this._canvas);
  }

  _queueReload() {
    if (this._reloadQueued) return;
    this._reloadQueued = true;
    queueMicrotask(() => {
      this._reloadQueued = false;
      this._load(true);
    });
  }

  async _load(withMoves) {
    const seq = ++this._loadSeq;
    let engine;
    if (!this._game) this._showMessage(t(this.lang, "loading"));
    try {
      engine = await loadEngine();
      await loadCatalog();
    } catch (e) {
      if (seq === this._loadSeq) this._showMessage(t(this.lang, "engineError", { msg: e.message ?? e }));
      return;
    }
    if (seq !== this._loadSeq) return;
    let game;
    try {
      const id = this.getAttribute("game") || "american";
      const optText = this.getAttribute("options");
      const options = optText ? JSON.parse(optText) : undefined;
      const pos = this.getAttribute("position");
      game = pos ? engine.Game.fromPosition(id, pos, options) : new engine.Game(id, options);
      // Move numbers ("1." "12...") and results may be pasted along with the moves.
      const moves = withMoves
        ? (this.getAttribute("moves") ?? "").split(/[\s,]+/).filter((m) => m && !/^\d+\.+$/.test(m) && !/^(1-0|0-1|2-0|0-2|1-1|1\/2-1\/2|\*)$/.test(m))
        : [];
      for (const m of moves) game.play(m);
      this._line = game.history();
      const plyAttr = this.getAttribute("ply");
      const target = plyAttr != null && plyAttr !== "" ? this._plyTarget(plyAttr, moves.length) : this.hasAttribute("autoplay") ? 0 : moves.length;
      for (let i = target; i < moves.length; i++) game.undo();
      this._future = moves.length - target;
    } catch (e) {
      game?.free?.();
      // The error may quote the attribute (a whole position or move list): cut, shown as text.
      this._showMessage(t(this.lang, "badGame", { msg: clip(e.message ?? String(e), 200) }));
      return;
    }
    const old = this._game;
    this._game = game;
    this._overSent = false;
    this._finishAnim();
    this._showMessage(null);
    this._sync();
    old?.free?.();
    const style = this._view.style;
    ensurePieces(style).then((changed) => changed && this._redraw());
    this._emit("ready", { game: game.id });
    if (this.hasAttribute("autoplay")) this._startAutoplay();
  }

  /** A ply attribute value: a move count, negative counting from the end. */
  _plyTarget(value, total) {
    const n = Math.trunc(Number(value));
    if (!Number.isFinite(n)) return total;
    return Math.max(0, Math.min(total, n < 0 ? total + n : n));
  }

  // ---- replay: the controls bar and autoplay --------------------------------

  _updateControls() {
    if (!this._wrap) return;
    if (!this.hasAttribute("controls")) {
      this._controls?.root.remove();
      this._controls = null;
      return;
    }
    if (!this._controls) {
      this._controls = createControls((action) => this._control(action));
      this.append(this._controls.root);
    }
    this._controls.update({ ply: this.ply, total: this.totalPlies, playing: this._playing, lang: this.lang });
  }

  _control(action) {
    if (action === "play") return this._playing ? this._stopAutoplay() : this._startAutoplay();
    this._stopAutoplay();
    if (action === "first") this.goTo(0);
    else if (action === "last") this.goTo(this.totalPlies);
    else if (action === "prev") this.undo();
    else if (action === "next") this.redo();
  }

  /** Plays the rest of the loaded game move by move (from the start when at the end). */
  _startAutoplay() {
    if (!this._game || this._playing) return;
    if (this._future === 0) {
      if (this.ply === 0) return;
      this.goTo(0);
    }
    this._playing = true;
    this._updateControls();
    this._scheduleStep();
  }

  _scheduleStep() {
    clearTimeout(this._timer);
    const speed = Number(this.getAttribute("speed") ?? 1);
    const delay = 750 * (Number.isFinite(speed) && speed > 0 ? speed : 1);
    this._timer = setTimeout(async () => {
      if (!this._playing) return;
      if (!this.redo()) return this._stopAutoplay();
      await this.idle();
      if (this._future === 0 && this._playing && this._loops()) this._scheduleRestart(delay);
      else if (this._future === 0) this._stopAutoplay();
      else if (this._playing) this._scheduleStep();
    }, delay);
  }

  _loops() {
    return (this.getAttribute("autoplay") ?? "").trim().toLowerCase() === "loop";
  }

  /** autoplay="loop": the last position stays a while, then the moves play again. */
  _scheduleRestart(delay) {
    clearTimeout(this._timer);
    this._timer = setTimeout(() => {
      if (!this._playing) return;
      this.goTo(0);
      this._scheduleStep();
    }, delay * 3);
  }

  _stopAutoplay() {
    clearTimeout(this._timer);
    if (!this._playing) return;
    this._playing = false;
    this._updateControls();
  }

  _showMessage(text) {
    this._message.hidden = text == null;
    this._message.textContent = text ?? "";
  }

  /** Reads the view, the legal moves and the outcome after any change of the game. */
  _sync(announce = true) {
    this._view = this._game.view();
    this._outcome = this._game.outcome();
    this._moves = this._outcome ? [] : this._game.legalMoves();
    this._starts = sel.starts(this._moves);
    this._ui.huffs = sel.huffCells(this._moves);
    this._placeCells = sel.placeCells(this._moves);
    this._canvas.setAttribute("aria-label", t(this.lang, "boardLabel", { game: this._gameName() }));
    this._parseMarks();
    this._checkAttributes();
    this._canvas.style.setProperty("--bg-aspect", String(aspect(this._view)));
    this._clearSelection();
    if (announce) this._announceOutcome();
    this._updateControls();
    this._resize();
  }

  _parseMarks() {
    if (!this._view) return;
    const text = this.getAttribute("marks");
    this._ui.marks = text ? parseMarks(text, this._view) : null;
    if (this._ui.marks?.errors.length) console.warn(`board-game marks: unknown squares ${this._ui.marks.errors.join(", ")}`);
  }

  _checkAttributes() {
    showProblems(this, this._view ? attributeProblems(this, this._view, this._ui.marks) : []);
  }

  _announceOutcome() {
    if (this._outcome && !this._overSent) {
      this._overSent = true;
      this._emit("gameover", { outcome: this._outcome });
    } else if (!this._outcome) this._overSent = false;
  }

  _afterMove(move, before, { source, dragged = false }) {
    if (source !== "redo") this._future = 0;
    if (source !== "redo") this._line = this._game.history();
    this._finishAnim();
    this._sync(false);
    const speed = Number(this.getAttribute("speed") ?? 1);
    if (before && !reducedMotion() && speed > 0) {
      const plan = planAnimation(move, before.pieces, this._view.pieces, {
        cols: this._view.cols,
        removal: this._view.removal,
        dragged,
        speed: Number.isFinite(speed) ? speed : 1,
      });
      if (plan) {
        this._anim = { plan, start: performance.now() };
        this.setAttribute("animating", "");
      }
    }
    this._redraw();
    const mover = before ? before.turn : 1 - this._view.turn;
    let words = describeMove(this.lang, this._view, move, mover);
    if (this._outcome) words += `. ${describeOutcome(this.lang, this._view, this._outcome)}`;
    this._live.textContent = words;
    // The move event goes out before the gameover event the same move caused.
    this._emit("move", { move, position: this._game.position(), source });
    this._announceOutcome();
  }

  _emit(type, detail) {
    setTimeout(() => this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true })), 0);
  }

  // ---- drawing -------------------------------------------------------------

  _bottomSide() {
    const v = this._view;
    const o = (this.getAttribute("orientation") ?? "").trim().toLowerCase();
    if (o === "0" || o === "1") return Number(o);
    const i = v.colors.indexOf(o);
    if (i >= 0 && v.colors[0] !== v.colors[1]) return i;
    return v.bottom;
  }

  _layout() {
    if (!this._view || !this._cssWidth) return null;
    return layout(this._view, this._cssWidth, this._bottomSide() !== this._view.bottom);
  }

  _resize() {
    const w = this._canvas.getBoundingClientRect().width || this._canvas.clientWidth;
    if (!w || !this._view) return;
    const dpr = globalThis.devicePixelRatio || 1;
    const h = w / aspect(this._view);
    const pw = Math.round(w * dpr), ph = Math.round(h * dpr);
    this._cssWidth = w;
    if (this._canvas.width !== pw || this._canvas.height !== ph) {
      this._canvas.width = pw;
      this._canvas.height = ph;
      this._draw(performance.now()); // a resized canvas is blank: draw before the next paint
    } else this._redraw();
  }

  _redraw() {
    if (this._raf) return;
    this._raf = requestAnimationFrame((now) => {
      this._raf = 0;
      this._draw(now);
    });
  }

  _draw(now) {
    const L = this._layout();
    if (!L) return;
    const ctx = this._canvas.getContext("2d");
    const scale = this._canvas.width / L.width;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    const ui = {
      ...this._ui,
      coordinates: this.hasAttribute("coordinates"),
      cursor: this._ui.keyboard ? this._ui.cursor : null,
      theme: this.getAttribute("theme") || "wood",
      regions: this.getAttribute("regions"),
    };
    if (this.hasAttribute("hide-targets")) ui.targets = ui.huffs = null;
    if (ui.pending) ui.targets = { finals: new Set([ui.pending.to]), waypoints: new Set(), captures: new Set(ui.pending.captures ?? []), capturing: new Set(), paths: ui.pending.path?.length > 2 ? [ui.pending.path] : [] };
    if (this._anim) {
      const elapsed = now - this._anim.start;
      if (elapsed >= this._anim.plan.duration) this._finishAnim();
      else {
        const frame = this._anim.plan.frame(elapsed, (c) => cellRect(L, c));
        ui.anim = { hidden: this._anim.plan.hidden, ...frame };
        this._redraw();
      }
    }
    this._chainFrame(ui, L);
    drawBoard(ctx, L, ui);
    if (!this.hasAttribute("ready")) {
      this.setAttribute("ready", "");
      this._readyResolve?.(this);
    }
  }

  _finishAnim() {
    if (!this._anim) return;
    this._anim = null;
    this.removeAttribute("animating");
    this._redraw();
    const waiters = this._idleWaiters ?? [];
    this._idleWaiters = [];
    for (const w of waiters) w();
  }

  // ---- overlay: move chooser, placement confirmation, pass -------------------

  _closeChooser() {
    if (this._overlay?.querySelector(".bg-chooser")) this._renderOverlay();
  }

  _renderOverlay(state = {}) {
    if (!this._overlay) return;
    if (!state.choose) this._ui.pending = null;
    if (!this._game || !this._view) return this._overlay.replaceChildren();
    renderOverlay(this._overlay, {
      ...state,
      lang: this.lang,
      layout: this._layout(),
      specials: this._canInput() ? this._moves.filter(sel.isSpecial) : [],
      onPlay: (m) => this._userPlay(m, false),
      onChoose: (moves) => this._renderOverlay({ choose: moves, at: state.at }),
      onCancel: () => {
        this._renderOverlay();
        this._redraw();
      },
      afterClick: this._ui.keyboard ? () => this._canvas.focus({ preventScroll: true }) : null,
    });
  }

}

Object.assign(BoardGame.prototype, inputMethods, chainMethods);

if (!customElements.get("board-game")) customElements.define("board-game", BoardGame);

export { BoardGame };
