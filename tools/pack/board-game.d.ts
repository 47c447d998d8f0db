// Types of the <board-game> element (import "boardgames-board"): importing the package
// registers the element. Attributes are listed in BoardGameAttributes; see README.md.

import type { Game, GameOptions, MoveInfo, Outcome, Side, View } from "./engine.js";

export type { Game, GameInfo, GameOptions, MoveInfo, Outcome, Side, View } from "./engine.js";

/** The element's attributes (all optional; changing one updates the board in place). */
export interface BoardGameAttributes {
  /** A game id of `catalog()` (default "american"). */
  game?: string;
  /** Rule options as JSON, e.g. '{"menCaptureBackward":true}' (set() also takes an object). */
  options?: string | GameOptions;
  /** The start position in the game's position text (default: the standard start). */
  position?: string;
  /**
   * Moves to replay from the start position, separated by spaces (move numbers and a result may be
   * included), with PDN-style {comments} shown as the caption while the board replays:
   * "{The start} 11-15 {The Old Faithful} 23-19".
   */
  moves?: string;
  /** Show the position after this many of `moves` (negative: from the end). */
  ply?: string | number;
  /** Plays `moves` one by one; "loop": again from the start after a pause. */
  autoplay?: boolean | "" | "loop";
  /** A replay bar under the board (first, previous, play, next, last). */
  controls?: boolean;
  /** Present: the reader may move; a colour or "0"/"1": only that side; "none": nobody. */
  interactive?: boolean | string;
  /** The side at the bottom: a colour of the game ("white", "black") or "0"/"1". */
  orientation?: string;
  /** Squares, arrows and labels in the game's square names, e.g. "c3 e5; arrow c3-e5", "red: 18; arrow blue: 14-23", "label A: c3; label red 1: 28". */
  marks?: string;
  /** Square names: present or "inside" on the squares, "outside" in a margin round the grid (shogi: always outside). */
  coordinates?: boolean | "" | "inside" | "outside";
  /** The piece set: "classic" (default); draughts "flat"; chess "letters"; shogi "single" or "letters". */
  pieces?: "classic" | "flat" | "letters" | "single" | (string & {});
  /** "en" or "ja" for the texts the board shows (default: the page's language). */
  lang?: "en" | "ja" | (string & {});
  /** "wood" (default), "green", "contrast" or "dark". */
  theme?: "wood" | "green" | "contrast" | "dark" | (string & {});
  /** The board's width: CSS pixels ("320") or a CSS length ("20em", "50%"); default: the container's width. */
  size?: string | number;
  /** Animation time factor (default 1; 0: no animation); also paces autoplay. */
  speed?: string | number;
  /** A completed move is played only after the player confirms it. */
  confirm?: boolean;
  /** Legal targets are not shown. */
  "hide-targets"?: boolean;
  /** "hide": groups and territories the engine reports are not outlined. */
  regions?: "hide" | (string & {});
  /** Shogi: how the board's announcements name a move; absent: Japanese in Japanese, words in English. */
  notation?: "ja" | "western" | "usi";
  /**
   * A task the engine judges, from `position`: the expected moves ("28x37"; any one of several
   * separated by spaces, a space inside a move written `_`) or a goal as JSON
   * ('{"capture":2,"crown":true}', '{"mate":true}'; the goals of docs/lessons.md). Fires
   * `solved` and, for each wrong try, `failed`.
   */
  exercise?: string;
  /**
   * A puzzle: a line of data/puzzles pasted as is ("game|options|position|solution|rating|themes")
   * or just its solution line (the board's game and position give the rest). The reader plays
   * the solver's moves; the opponent's replies are played automatically.
   */
  puzzle?: string;
}

/** `set()`'s argument: null or false removes an attribute, true sets a boolean one. */
export type BoardGameConfig = { [K in keyof BoardGameAttributes]?: BoardGameAttributes[K] | null | false };

export interface BoardGameMoveDetail {
  move: MoveInfo;
  /** The position after the move, in the game's position text. */
  position: string;
  /** "user": played on the board; "api": play(); "redo": redo(), the replay bar or autoplay stepping forward. */
  source: "user" | "api" | "redo";
}
export interface BoardGameUndoDetail {
  position: string;
}
export interface BoardGameNavigateDetail {
  ply: number;
  position: string;
}
export interface BoardGameGameoverDetail {
  outcome: Outcome;
}
export interface BoardGameReadyDetail {
  /** The game id loaded. */
  game: string;
}
/** A position being set up (the editor's mode), as Game.fromSetup takes it. */
export interface BoardGameSetup {
  pieces: { cell: number; side: Side; kind: string }[];
  turn: Side;
  /** Shogi: the pieces in hand of each side by kind, e.g. [{ G: 1 }, {}]. */
  hands?: [Record<string, number>, Record<string, number>];
}
export interface BoardGameEditDetail {
  setup: BoardGameSetup;
}
export interface BoardGameRefusedDetail {
  /** Cells of the pieces that can move (a piece that cannot was clicked). */
  movable: number[];
  /** The cell of the piece clicked (`game.whyNoMove(cell)` says why it cannot move). */
  cell: number;
}
export interface BoardGameTriedDetail {
  /** The selected piece's cell, or a piece in hand ("hand:P"). */
  from: number | string;
  /** The cell it was sent to, where it cannot go. */
  to: number;
}
export interface BoardGameSolvedDetail {
  /** Wrong tries before the solution. */
  tries: number;
  /** The moves of the solution as played (the reader's and the replies), in notation. */
  moves: string[];
}
export interface BoardGameFailedDetail {
  /** The refusal: "not-the-task", "must-capture", "nifu", ... (docs/lessons.md), or a whyNoMove code. */
  reason: string;
  /** The reason in the board's language. */
  text: string;
  /** Wrong tries so far. */
  tries: number;
}

/** The element's events: CustomEvents, fired asynchronously, bubbling. */
export interface BoardGameEventMap extends HTMLElementEventMap {
  move: CustomEvent<BoardGameMoveDetail>;
  undo: CustomEvent<BoardGameUndoDetail>;
  navigate: CustomEvent<BoardGameNavigateDetail>;
  gameover: CustomEvent<BoardGameGameoverDetail>;
  ready: CustomEvent<BoardGameReadyDetail>;
  refused: CustomEvent<BoardGameRefusedDetail>;
  edit: CustomEvent<BoardGameEditDetail>;
  tried: CustomEvent<BoardGameTriedDetail>;
  solved: CustomEvent<BoardGameSolvedDetail>;
  failed: CustomEvent<BoardGameFailedDetail>;
}

/**
 * A host that owns the game (board.host(host)): the board draws what the host shows and
 * reports the move the user chose, playing nothing itself (www/board/host.js). The element's
 * own methods (game, play, undo, redo, goTo, ply, totalPlies, line, refresh, newGame) are
 * then the host's.
 */
export interface BoardGameHost {
  /** The game's id (the board's label names it). */
  readonly gameId: string | null;
  /** The user completed `move` (a legal move the host listed): the host plays it or not, and shows again. */
  onUserMove(move: MoveInfo, how: { dragged: boolean }): void;
  /** Incorrect Checkers' next landings of a partial jump chain (the engine's `continuations`), or null. */
  continuations(path: number[]): number[] | null;
  /** Game attributes (game, options, position, moves) set on the element by a script, once per task. */
  attributes?(attrs: { game: string | null; options: string | null; position: string | null; moves: string | null }): void;
  game(): Game | null;
  play(notation: string): MoveInfo;
  undo(): boolean;
  redo(): boolean;
  goTo(ply: number): void;
  ply(): number;
  totalPlies(): number;
  line(): string[];
  refresh(): void;
  newGame(): Promise<unknown>;
}

/** What a host shows: the engine's view, the legal moves (none: nobody may move), the outcome. */
export interface BoardGameShown {
  view: View;
  moves: MoveInfo[];
  outcome?: Outcome | null;
  /** The position's text (sent with the board's move and navigate events). */
  position?: string | null;
  /** Another game than the one shown: its first frame, then a `ready` event. */
  fresh?: boolean;
  /** The move just played glides from the view `before` and is told in words (a `move` event). */
  animate?: { move: MoveInfo; before: View; dragged?: boolean; source?: string } | null;
}

/** A viewport point in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/**
 * <board-game>: a playable board for any game of the engine, drawn on a canvas.
 * State attributes it sets itself: `ready` once the first frame is drawn, `animating`
 * while a move glides. A child `<p slot="caption">` is moved into a caption area under the
 * board (above the replay bar); a {comment} of `moves` takes its place while its position shows.
 */
export class BoardGame extends HTMLElement {
  static readonly observedAttributes: string[];
  /** The engine's game shown (null until loaded). After changing it directly, call refresh(). */
  readonly game: Game | null;
  /** Resolves to the element once its first frame is drawn. */
  readonly ready: Promise<BoardGame>;
  /** The number of moves played so far (the position shown). */
  readonly ply: number;
  /** The number of moves including those redo() can replay. */
  readonly totalPlies: number;
  /** The whole line in notation: the moves played, then those redo() would replay. */
  readonly line: string[];
  /** Width / height of the board's drawing for the game shown (known without a layout); null before the first game. */
  readonly aspect: number | null;
  /** The side drawn at the bottom (the orientation attribute, else the game's diagram); null before the first game. */
  readonly bottom: 0 | 1 | null;
  /** The position shown, in the game's position text (null until loaded). */
  position(): string | null;
  /** The moves played, in notation. */
  history(): string[];
  /** Plays a move in the game's notation; throws (changing nothing) if it is illegal or the board is not ready. */
  play(notation: string): MoveInfo;
  /** Takes back a move (redo() replays it); false when there is none. */
  undo(): boolean;
  /** Replays the next move of the line; false when there is none. */
  redo(): boolean;
  /** Shows the position after `ply` moves of the line (no animation). */
  goTo(ply: number): void;
  /** Starts again from the start position (the `moves` attribute is not replayed). */
  newGame(): Promise<void>;
  /** Turns the board round (sets `orientation`). */
  flip(): void;
  /** Sets several attributes at once; the board reloads at most once. Throws on an unknown name. */
  set(config: BoardGameConfig): void;
  /** The position in words (whose turn, each side's pieces). */
  describePosition(): string;
  /** Resolves when no move is being animated and the keyboard's handler (loaded after the first board) is there. */
  idle(): Promise<void>;
  /** Re-reads the game after a change through `game` (resign, a loaded record...). */
  refresh(): void;
  /** The centre of a cell in viewport CSS pixels, or null before the first frame. */
  cellCenter(cell: number): Point | null;
  /** The centre of a kind in a side's hand (shogi), or null. */
  handCenter(side: Side, kind: string): Point | null;
  /** Hands the game to a host that owns it: the game attributes are no longer loaded (www/board/host.js). */
  host(host: BoardGameHost): void;
  /** A host's board: shows a position, its legal moves and outcome, maybe a move gliding. */
  show(shown: BoardGameShown): void;
  /** Loads what game `id` needs to be drawn (its pieces), before a host shows it. */
  preload(id: string): Promise<void>;
  /** The position editor's mode: shows `setup` (null: the game's position) for editing; false leaves it. Its code loads on first use: a first call takes effect when it has come. */
  edit(setup?: BoardGameSetup | null | false): void;
  /** The setup being edited, or null outside the editor's mode. */
  readonly editing: BoardGameSetup | null;
  /** Changes the edited setup's side to move, hands or pieces. */
  editChange(change: Partial<BoardGameSetup>): void;
  /** What a click puts while editing: a piece, or "erase". */
  editTool: { side: Side; kind: string } | "erase" | null;

  addEventListener<K extends keyof BoardGameEventMap>(type: K, listener: (this: BoardGame, ev: BoardGameEventMap[K]) => any, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof BoardGameEventMap>(type: K, listener: (this: BoardGame, ev: BoardGameEventMap[K]) => any, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "board-game": BoardGame;
  }
}
