// <board-game>: a playable board for any game of the engine, drawn on a canvas.
// It holds no rules: it asks the engine for the legal moves and reports moves back.
//
// Attributes
//   game         the game id (default "american")
//   options      JSON object of rule options, e.g. '{"menCaptureBackward":true}'
//   position     a start position in the game's standard text (default: the standard start)
//   moves        moves to replay from the start position, separated by spaces; PDN-style
//                {comments} between them ("{Start} 11-15 {The Old Faithful} 23-19") are shown
//                as the caption while the board replays, never played (board/movetext.js)
//   orientation  which side sits at the bottom: a colour the game uses ("white", "black")
//                or a side number ("0", "1"); default: the game's diagram orientation
//   interactive  present: the user may move; "0"/"1" or a colour: only for that side;
//                "none": nobody (absent means read-only too)
//   coordinates  present (or "inside"): square names drawn on the board (from the view's
//                labels); "outside": in a margin round the grid (shogi: always outside)
//   lang         "en" or "ja" for the few texts the board shows (default: the browser's)
//   speed        animation time factor (default 1; 0 turns animation off); also paces autoplay
//   ply          show the position after this many of `moves` (negative: from the end)
//   controls     present: a replay bar under the board (first, previous, play, next, last)
//   autoplay     present: plays `moves` one by one from the start (or from `ply`);
//                "loop": after the last move, a pause, then again from the start
//   theme        "wood" (default), "green", "contrast" (high contrast) or "dark"
//   pieces       the piece set: "classic" (default); draughts and alquerque "flat", chess
//                "letters", shogi "single" (one kanji each) or "letters" (board/pieces.js)
//   hide-targets present: legal targets are not shown (the player must know them)
//   confirm      present: a completed move is played only after the player confirms it
//   marks        squares, arrows and text labels to draw, e.g. "c3 e5; arrow c3-e5;
//                label A: c3; label red 1: 28" (see board/marks.js)
//   regions      "hide": the groups/territories the engine reports are not outlined
//   size         the board's width: CSS pixels ("320") or a CSS length ("20em", "50%");
//                default: the width of its container. Cells stay square.
//   exercise     a task judged by the engine (board/exercise.js): the expected moves ("28x37",
//                any one of several separated by spaces) or a goal as JSON ('{"capture":2}',
//                docs/lessons.md); starts from `position`
//   puzzle       a puzzle: a line of data/puzzles pasted as is ("game|options|position|solution|
//                rating|themes") or just its solution line; the opponent's replies are played
//   notation     shogi only: how the board's announcements name a move: "ja" (▲7六歩),
//                "western" (P-7f) or "usi" (7g7f); absent: Japanese in Japanese, words in English
// Children
//   <p slot="caption">...</p>  the author's caption, moved into a caption area under the board
//                (above the replay bar); a comment of `moves` takes its place while shown
// A value the board cannot use is named in a note under the board (board/attrs.js); a
// board that cannot be shown at all (unknown game, malformed position) says why inside
// its box. Attribute text is only ever shown as text.
// Properties and methods
//   el.game (the engine's Game), el.ready (a promise), el.set(config) (several attributes
//   at once), el.play(notation), el.undo(),
//   el.redo(), el.goTo(ply), el.ply, el.totalPlies, el.line (all moves, played and ahead),
//   el.bottom (the side drawn at the bottom, 0 or 1; null before the first game),
//   el.newGame(), el.flip(),
//   el.refresh() (after changing el.game directly),
//   el.cellCenter(cell) (viewport CSS pixels), el.handCenter(side, kind), el.position(),
//   el.history(), el.idle() (a promise: no move is being animated),
//   el.edit(setup | null | false) (the position editor's mode: the board shows `setup`,
//   { pieces: [{ cell, side, kind }], turn, hands? } as Game.fromSetup takes it, or the game's
//   position for null, and clicks put el.editTool ({ side, kind } or "erase"); false leaves it),
//   el.editing (the setup being edited, or null), el.editChange({ turn?, hands?, pieces? }),
//   el.host(host), el.show(position), el.preload(gameId): a board driven by a host that owns
//   the game (board/host.js); then game, play, undo, redo, goTo, ply, totalPlies, line,
//   history, position, refresh and newGame are the host's
// Events (fired asynchronously, bubbling)
//   move {move, position, source: "user" | "api" | "redo"}, undo {position}, navigate {ply, position},
//   gameover {outcome}, ready {game}, refused {movable} (a piece that cannot move was
//   clicked; `movable` lists the cells of the pieces that can, which the board marks briefly),
//   edit {setup} (the position editor's mode: a piece was put, moved or removed),
//   tried {from, to} (a selected piece sent where it cannot go), and with `exercise` or
//   `puzzle`: solved {tries, moves}, failed {reason, text, tries} (a wrong try)
// State attributes: `ready` once the first frame is drawn; `animating` while a move glides.
//
// The element is a thin shell: its whole state is one plain object (board/state.js) that
// the modules of www/board/ take as their first argument; redraw(s) draws once per frame.

import { cellRect } from "./board/layout.js";
import { injectStyle } from "./board/style.js";
import { applySize } from "./board/attrs.js";
import { describePosition } from "./board/describe.js";
import { relabel } from "./board/relabel.js";
import { buildDom, createState, hasAttr, langOf, plyOf } from "./board/state.js";
import { keysLoaded } from "./board/keyboard.js";
import { bottomSide, cancelFrame, drawingAspect, idle, layoutOf, observeSize, redraw, resize, shownView, updateAspect } from "./board/frame.js";
import * as game from "./board/game.js";
import * as hosting from "./board/host.js";
import { bindInput } from "./board/input.js";
import { clearSelection, showOverlay } from "./board/ui.js";
import { updateControls } from "./board/bar.js";
import { control, startAutoplay, stopAutoplay } from "./board/autoplay.js";
import { editMode, loadEditMode } from "./board/editing.js";
import { adoptCaption, observeCaption } from "./board/caption.js";
import { langLoaded, loadLang, pickLang } from "./i18n.js";

const ATTRIBUTES = ["game", "options", "position", "moves", "orientation", "interactive", "coordinates", "lang", "marks", "controls", "ply", "autoplay", "theme", "hide-targets", "confirm", "regions", "size", "speed", "notation", "pieces", "exercise", "puzzle"];

class BoardGame extends HTMLElement {
  static observedAttributes = ATTRIBUTES;
  #s;

  constructor() {
    super();
    const s = createState(this);
    // The calls that go up from the modules (the overlay's buttons, the replay bar, a load).
    s.on = {
      play: (move, dragged) => game.userPlay(s, move, dragged),
      control: (action) => control(s, action),
      loaded: () => hasAttr(s, "autoplay") && startAutoplay(s),
    };
    this.#s = s;
    this.ready = s.ready;
  }

  connectedCallback() {
    const s = this.#s;
    injectStyle();
    if (!s.dom) buildDom(s);
    applySize(this);
    adoptCaption(s);
    s.unbind.push(bindInput(s), observeSize(s), observeCaption(s));
    // Moving the element in the page keeps its game; only the first connection loads one.
    if (!s.game && !s.view) game.queueReload(s);
    else resize(s);
    this.#needTexts();
    if (this.hasAttribute("exercise") || this.hasAttribute("puzzle")) this.#task();
  }

  /** The `exercise` / `puzzle` task: its module loads only for a board that has one. */
  #task() {
    import("./board/exercise.js").then((m) => m.attachTask(this));
  }

  /** A language whose texts are loaded on demand (www/i18n.js): the board's texts are redone once they have come. */
  #needTexts() {
    const s = this.#s;
    const lang = langOf(s);
    if (langLoaded(lang)) return;
    loadLang(lang).then(() => {
      if (!this.isConnected || langOf(s) !== lang) return;
      showOverlay(s);
      updateControls(s);
      redraw(s);
    });
  }

  disconnectedCallback() {
    const s = this.#s;
    for (const off of s.unbind) off();
    s.unbind = [];
    cancelFrame(s);
    stopAutoplay(s);
  }

  attributeChangedCallback(name, oldValue, value) {
    const s = this.#s;
    if (!s.dom || oldValue === value) return;
    if (name === "size") applySize(this);
    if (s.view) queueMicrotask(() => game.checkAttributes(s));
    if (["game", "options", "position", "moves"].includes(name)) {
      if (s.host) this.#hostAttributes();
      else game.queueReload(s);
    }
    else if (name === "lang") {
      relabel(s, pickLang(oldValue ?? document.documentElement.lang));
      showOverlay(s);
      updateControls(s);
      this.#needTexts();
    } else if (name === "controls") updateControls(s);
    else if (name === "ply") {
      if (value != null && value !== "" && s.game) game.goTo(s, game.plyTarget(value, this.totalPlies));
    } else if (name === "autoplay") {
      if (value == null) stopAutoplay(s);
      else startAutoplay(s);
    } else if (name === "marks") {
      game.readMarks(s);
      redraw(s);
    } else if (name === "notation") return;
    else if (name === "exercise" || name === "puzzle") this.#task();
    else {
      if (name === "coordinates" && s.view) {
        updateAspect(s);
        resize(s);
      }
      clearSelection(s);
      redraw(s);
    }
  }

  /** A host's board: game attributes set by a script go to the host once per task (a new game). */
  #hostAttributes() {
    const s = this.#s;
    if (s.hostAttrsQueued || !s.host.attributes) return;
    s.hostAttrsQueued = true;
    queueMicrotask(() => {
      s.hostAttrsQueued = false;
      s.host.attributes({ game: this.getAttribute("game"), options: this.getAttribute("options"), position: this.getAttribute("position"), moves: this.getAttribute("moves") });
    });
  }

  /** The engine's Game object (null until loaded); a host's board: the host's game, to read. */
  get game() {
    return this.#s.host ? this.#s.host.game() : this.#s.game;
  }

  get lang() {
    return langOf(this.#s);
  }

  set lang(v) {
    this.setAttribute("lang", v);
  }

  /** The board's ui state (clicks, targets, drag, cursor, marks...), read by tests. */
  get _ui() {
    return this.#s.ui;
  }

  /**
   * Hands the game to a host that owns it (board/host.js): from now on the board draws what
   * the host shows and reports the user's moves to it; its game attributes are not read.
   */
  host(host) {
    hosting.attach(this.#s, host);
  }

  /** A host's board: shows a position, its legal moves and outcome, maybe a move gliding (board/host.js). */
  show(position) {
    hosting.show(this.#s, position);
  }

  /** Loads what game `id` needs to be drawn (its pieces), before a host shows it. */
  preload(id) {
    return hosting.preload(id);
  }

  position() {
    return this.game?.position() ?? null;
  }

  history() {
    return this.game?.history() ?? [];
  }

  /** Plays a move given in the game's notation; throws (changing nothing) if illegal. */
  play(notation) {
    if (this.#s.host) return this.#s.host.play(notation);
    return game.playNotation(this.#s, notation);
  }

  undo() {
    return this.#s.host ? this.#s.host.undo() : game.undo(this.#s);
  }

  redo() {
    return this.#s.host ? this.#s.host.redo() : game.redo(this.#s);
  }

  /** The number of moves played so far (the position shown). */
  get ply() {
    return this.#s.host ? this.#s.host.ply() : plyOf(this.#s);
  }

  /** The side drawn at the bottom (0 or 1): the orientation attribute, else the game's diagram. */
  get bottom() {
    return this.#s.view ? bottomSide(this.#s) : null;
  }

  get line() {
    return this.#s.host ? this.#s.host.line() : this.#s.line.slice();
  }

  /**
   * Width / height of the board's drawing (the canvas) for the game shown, null before one is
   * loaded: known without a layout, so a page can size the board's box before it is drawn.
   */
  get aspect() {
    return drawingAspect(this.#s);
  }

  /** The number of moves of the game including those that redo() can replay. */
  get totalPlies() {
    return this.#s.host ? this.#s.host.totalPlies() : this.ply + this.#s.future;
  }

  /** Shows the position after `n` moves of the loaded game (no animation). */
  goTo(n) {
    if (this.#s.host) this.#s.host.goTo(n);
    else game.goTo(this.#s, n);
  }

  /** Starts again from the element's start position (the moves attribute is not replayed). */
  newGame() {
    return this.#s.host ? this.#s.host.newGame() : game.load(this.#s, false);
  }

  /** Turns the board round. */
  flip() {
    const s = this.#s;
    if (s.view) this.setAttribute("orientation", game.flippedOrientation(s, bottomSide(s)));
  }

  /**
   * Changes several attributes at once, e.g. set({ game: "russian", orientation: "black" });
   * null or false removes one, true sets a boolean one. The board reloads at most once.
   */
  set(config) {
    for (const [key, value] of Object.entries(config ?? {})) {
      if (!ATTRIBUTES.includes(key)) throw new Error(`unknown board setting '${key}'`);
      const text = key === "options" && value != null && typeof value === "object" ? JSON.stringify(value) : value;
      if (text == null || text === false) this.removeAttribute(key);
      else this.setAttribute(key, text === true ? "" : String(text));
    }
  }

  /** The position in words (whose turn, each side's pieces and squares), also announced on "D". */
  describePosition() {
    const s = this.#s;
    return s.view ? describePosition(this.lang, shownView(s), game.gameName(s)) : "";
  }

  /**
   * Resolves when no move is being animated and the board's keyboard handler (loaded late,
   * board/keyboard.js) is here: a key pressed then is handled at once.
   */
  idle() {
    return Promise.all([idle(this.#s), keysLoaded()]).then(() => {});
  }

  /** Re-reads the game after it was changed through `el.game` (resign, agree a draw...). */
  refresh() {
    if (this.#s.host) this.#s.host.refresh();
    else game.refresh(this.#s);
  }

  /** The centre of a cell in viewport CSS pixels (for tests and tutorials). */
  cellCenter(cell) {
    const L = layoutOf(this.#s);
    if (!L) return null;
    const box = this.#s.dom.canvas.getBoundingClientRect();
    const r = cellRect(L, cell);
    return { x: box.left + r.x + r.s / 2, y: box.top + r.y + r.s / 2 };
  }

  /** The centre of a piece kind in a side's hand (shogi) in viewport CSS pixels, or null. */
  handCenter(side, kind) {
    const L = layoutOf(this.#s);
    const slot = L?.slots.find((sl) => sl.side === side && sl.kind === kind);
    if (!slot) return null;
    const box = this.#s.dom.canvas.getBoundingClientRect();
    return { x: box.left + slot.x + slot.w / 2, y: box.top + slot.y + slot.h / 2 };
  }

  /**
   * The position editor's mode: `setup` to edit (null: the game's position), false to leave.
   * Its code (board/edit.js) loads on first use: then the mode starts when it has come.
   */
  edit(setup = null) {
    const mode = editMode();
    if (mode) mode.setEditing(this.#s, setup);
    else if (setup !== false) loadEditMode().then((m) => m.setEditing(this.#s, setup));
  }

  /** The setup being edited, or null when the board is not in the editor's mode. */
  get editing() {
    return editMode()?.editSetup(this.#s) ?? null;
  }

  /** Changes the edited setup's side to move, hands or pieces. */
  editChange(change) {
    editMode()?.editChange(this.#s, change);
  }

  /** What a click puts while editing: { side, kind }, or "erase". */
  get editTool() {
    return this.#s.edit?.tool ?? null;
  }

  set editTool(tool) {
    if (this.#s.edit) this.#s.edit.tool = tool === "erase" ? "erase" : tool ? { side: tool.side, kind: tool.kind } : null;
  }
}

if (!customElements.get("board-game")) customElements.define("board-game", BoardGame);

/** Where this script is served from: the share dialog's snippet names it for other sites. */
export const ELEMENT_URL = import.meta.url;

export { BoardGame };
