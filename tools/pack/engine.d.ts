// Types of the engine API (import from "boardgames-board/engine"). The engine is Rust
// compiled to WebAssembly: call `loadEngine()` once (it fetches and instantiates the wasm,
// shared by every board of the page) before using `Game` or `catalog`.
//
// Every method checks its arguments: bad input throws an Error and changes nothing.
// Objects are plain data as the engine serializes them (absent optional fields are
// left out; `null` where the engine says "none").

/** The `code` every engine Error carries, so that a page may react to its kind. */
export type EngineErrorCode = "unknown-game" | "unknown-option" | "illegal-move" | "must-capture" | "ambiguous-move"
  | "nifu" | "uchifuzume" | "dead-square" | "must-promote" | "king-in-check" | "record-too-long" | "search-running"
  | "freed-during-analysis" | "bad-notation" | "bad-record" | "bad-position" | "bad-argument";

/** What the engine throws: an Error with its message and its `code`. */
export interface EngineError extends Error {
  code: EngineErrorCode;
}

/** A side: 0 moves first (Black in American checkers, White in chess, Sente in shogi). */
export type Side = 0 | 1;

/** A rule option's value. */
export type OptionValue = boolean | number | string;

/** Rule options by name, e.g. `{ menCaptureBackward: true }` (see `catalog()[i].options`). */
export type GameOptions = Record<string, OptionValue>;

/** One option a game takes. */
export interface OptionInfo {
  name: string;
  values: OptionValue[];
  default: OptionValue;
}

/** A game of `catalog()`. */
export interface GameInfo {
  /** The id `new Game(id)` and the element's `game` attribute take, e.g. "american". */
  id: string;
  name: { en: string; ja: string };
  /** "draughts", "alquerque", "zonghen", "binary", "incorrect-checkers", "shogi", "chess"... */
  family: string;
  rows: number;
  cols: number;
  options: OptionInfo[];
  /** The piece kinds a setup may place (`Game.fromSetup`, the position editor), as `PieceView.kind` names them. */
  setupKinds: string[];
  /** The kinds a setup may put in hand, in SFEN order (shogi only). */
  handKinds?: string[];
  /** The endings a player may choose besides resigning. */
  capabilities: Capabilities;
}

/** The endings a game offers besides resigning (the page shows their buttons). */
export interface Capabilities {
  /** `claimDraw()` can end it (chess: threefold repetition, fifty-move rule). */
  claimDraw: boolean;
  /** `declareWin()` can end it (shogi: the impasse declaration). */
  declareWin: boolean;
  /** A draw may be offered and agreed (`agreeDraw()`): every game. */
  drawOffer: boolean;
}

/** A legal or played move. Cells are indices into the board, row-major from the top left. */
export interface MoveInfo {
  /** The canonical text `history()` records and `play()` accepts. */
  notation: string;
  from: number | null;
  to: number | null;
  /** Every cell the piece stands on, start and end included. */
  path: number[];
  /** Cells of the pieces removed, in capture order. */
  captures: number[];
  /** A piece removed for not capturing (huffing), where the rules have it. */
  huff?: number;
  /** The kind dropped from hand (shogi). */
  drop?: string;
  /** The kind promoted to. */
  promotion?: string;
  /** Cells where pieces are placed (Binary). */
  places?: number[];
  /** Pieces shifted by the move, as [from, to] cells. */
  pushes?: [number, number][];
  /** Standard algebraic notation (chess). */
  san?: string;
  /** Japanese notation (shogi). */
  ja?: string;
  /** Western (Hodges) notation (shogi): "P-7f", "Bx2b+", "S*5e". */
  western?: string;
  /** A discarded supply piece (Binary). */
  discard?: boolean;
  /** True when the moving piece is crowned or promoted by this move. */
  crowns: boolean;
  /** The side that makes (legalMoves, bestMove) or made (play, playedMoves) the move. */
  side: Side;
  /**
   * The move's number as the game's move list writes it. Chess: the FEN's fullmove number (Black's reply has
   * White's number). Draughts and the small games (Alquerque, Zong-Heng, Binary, Incorrect Checkers): full moves
   * from the game's start, side 0's move opening each number and side 1's reply keeping it (from a start with
   * side 1 to move, the first move is "1…" and the next "2."). Shogi: every ply, from the start's move number
   * (KIF's 手数).
   */
  number: number;
}

export type OutcomeReason =
  | "no-moves" | "all-captured" | "goal" | "score" | "checkmate" | "stalemate" | "threefold"
  | "fivefold" | "move-rule" | "insufficient-material" | "sennichite" | "perpetual-check"
  | "impasse" | "resignation" | "agreement" | "time"
  /** A loaded record's result that its moves do not reach ("1-0" after a resignation, an adjudication). */
  | "recorded"
  | (string & {});

/** How a game ended. */
export interface Outcome {
  /** The winning side, or null for a draw. */
  winner: Side | null;
  reason: OutcomeReason;
  /** Final scores, in games decided by points. */
  scores?: [number, number];
  /**
   * The result as the family's move list ends: draughts "2-0" / "1-1" / "0-2" (two points a game, side 0's score
   * first), chess "1-0" / "½-½" / "0-1", shogi KIF's closing line "まで77手で先手の勝ち" (下手/上手 in a handicap
   * game), the small games "1-0" / "1/2-1/2" / "0-1". The record writers keep their own tokens (PGN "1/2-1/2",
   * PDN "1-0"... or the record's own where the game was loaded from one).
   */
  token: string;
  /** The moves played (to write shogi's closing line in other languages). */
  plies: number;
}

/** Why a piece cannot move (`whyNoMove`). */
export interface Refusal {
  /**
   * "no-piece" (nothing there), "not-your-piece", "must-capture" (captures are compulsory and this piece has none),
   * "must-take-most" (this piece could capture, but the rules require another capture: the most pieces, the most
   * kings, the best quality), "must-huff" (Alquerque, Malaysian: the huff comes first,
   * also for a piece whose every move begins with one), "no-moves" (the piece is blocked or
   * pinned), "game-over".
   */
  code: "no-piece" | "not-your-piece" | "must-capture" | "must-take-most" | "must-huff" | "no-moves" | "game-over";
  /** The cells of the pieces that can move, ascending. */
  movable: number[];
}

/** How a cell is drawn. */
export type CellStyle = "dark" | "light" | "point" | "plain";

export interface PieceView {
  side: Side;
  /** Game-specific kind: "man", "king", chess "P".."K", shogi "P", "+P"... */
  kind: string;
  /** Text drawn on the piece (shogi kanji). */
  label?: string;
  promoted: boolean;
}

/** Cells outlined on the board (Zong-Heng groups, Binary territories). */
export interface Region {
  side: Side;
  cells: number[];
  size: number;
}

/** A piece kind held in hand (shogi). */
export interface HandPiece {
  kind: string;
  label: string;
  count: number;
}

/** Everything needed to draw the position. */
export interface View {
  game: string;
  rows: number;
  cols: number;
  /** "checker", "points" (alquerque), "shogi" or "chess". */
  style: string;
  /** One per cell (rows * cols). */
  cells: CellStyle[];
  /** Each cell's name in the game's notation ("" where a cell has none). */
  labels: string[];
  /** One per cell: the piece on it, or null. */
  pieces: (PieceView | null)[];
  /** The colour each side's pieces are drawn in, e.g. ["black", "white"]. */
  colors: [string, string];
  /** The side at the bottom of the game's diagram. */
  bottom: Side;
  turn: Side;
  /** "end" or "immediate": when captured pieces leave the board. */
  removal: "end" | "immediate";
  hands?: [HandPiece[], HandPiece[]];
  supply?: [number, number];
  scores?: [number, number];
  /** Lines joining points (alquerque), as cell pairs. */
  lines?: [number, number][];
  regions?: Region[];
  /** Cells shaded as goals or promotion zones. */
  zones?: number[];
  /** The cell of a king in check. */
  check?: number;
  /** Named counters the rules keep (draw-rule counts), as [name, value]. */
  counters?: [string, number][];
  lastMove?: MoveInfo;
  outcome: Outcome | null;
}

/** A rule as implemented, in both languages. */
export interface RuleText {
  en: string;
  ja: string;
}

/** A score for the side to move: in the game's unit (a man or pawn = 100), or a forced result in plies. */
export type Score = number | { win: number } | { loss: number };

/** One move of a record's line, with its comment and the lines that could replace it. */
export interface RecordNode {
  /** The move in the game's canonical notation (as `history()` gives it). */
  move: string;
  /** The comment after the move (`%eval`/`%clk` commands kept verbatim); absent when none. */
  comment?: string;
  /** Other lines, each played from the position before `move` (instead of it); absent when none. */
  variations?: RecordLine[];
}

/** Moves played one after another; at most 100 levels of nested variations and 200,000 moves in all. */
export type RecordLine = RecordNode[];

/**
 * A record's tags in one shape for every format. Each value is one line of text (at most
 * 10,000 characters); `other` holds at most 200 tags.
 *
 * Read (`recordTags()` after `loadRecord`) and written (`record(format, line, tags)`) under
 * the format's names:
 * | field   | PGN / PDN / text record            | KIF, KI2                  | CSA             |
 * |---------|------------------------------------|---------------------------|-----------------|
 * | players | White, Black (by the sides' colours) | 先手 (下手), 後手 (上手)  | N+, N-          |
 * | event   | Event                              | 棋戦                      | $EVENT          |
 * | site    | Site                               | 場所                      | $SITE           |
 * | date    | Date                               | 開始日時                  | $START_TIME     |
 * | round   | Round                              | (not written)             | (not written)   |
 * | result  | Result                             | the end word (投了, 詰み…) | %TORYO, %KACHI… |
 * Tags the writer derives from the game are not kept in `other` (Game, GameType, SetUp,
 * FEN, Position, Result, Termination, 手合割, Version, End). CSA writes only the `other`
 * tags whose names are CSA keys (capitals, digits, `_`).
 */
export interface RecordTags {
  /**
   * The players by side number (see `Side`: side 0 moves first in the game's standard
   * start): White in chess and International draughts, Black in American checkers (PDN
   * `[Black]`), 先手 in shogi (下手 in a handicap game, where 上手, side 1, moves first).
   * The small games' text record names them by their pieces' colours (`view().colors`).
   */
  players: [string | null, string | null];
  event?: string;
  site?: string;
  date?: string;
  round?: string;
  /**
   * The result as the record wrote it ("1-0", "2-0", "1-1", "*", "投了", "%TORYO"); not read
   * by `record()`, which writes the game's outcome (with the record's own token where it
   * says the same: a PDN's "2-0" stays "2-0").
   */
  result?: string;
  /** Every other tag in the record's order, verbatim: `[name, value]`; a name has no spaces, quotes, brackets or colons. */
  other: [string, string][];
}

export interface AnalysisLine {
  score: Score;
  /** Moves in canonical notation, playable in order from the position. */
  pv: string[];
}

export interface Analysis {
  /** Completed depth (Monte Carlo: the length of the most visited line). */
  depth: number;
  nodes: number;
  /** "search" (alpha-beta) or "winrate" (Monte Carlo). */
  kind: "search" | "winrate";
  /** Best first; empty once the game is over. */
  lines: AnalysisLine[];
}

/** Search limits; the first reached stops the search (none given: 1000 ms). */
export interface SearchLimits {
  timeMs?: number;
  nodes?: number;
  depth?: number;
}

export interface BestMoveOptions extends SearchLimits {
  /** 1 (weakest) to 6; default 3. */
  level?: number;
  /** Without `timeMs`, the same position, limits, level and seed give the same move. */
  seed?: number;
}

export interface AnalyseOptions extends SearchLimits {
  /** Lines to report, 1 to 5 (default 1). */
  multiPv?: number;
  /** Hears each completed depth; returning false stops the search. If it throws, analyse throws. */
  onDepth?: (analysis: Analysis) => boolean | void;
}

/** A game in progress. Free it with `free()` when done (the wasm memory is not garbage collected). */
export class Game {
  /** The standard start of a game of `catalog()`; throws on an unknown id or option. */
  constructor(id: string, options?: GameOptions | null);
  /** A game from a position in the game's standard text (FEN, SFEN, the draughts FEN...). */
  static fromPosition(id: string, position: string, options?: GameOptions | null): Game;
  /** The game's id. */
  readonly id: string;
  /** The side to move. */
  turn(): Side;
  legalMoves(): MoveInfo[];
  /** Plays a move given in the game's notation; throws (changing nothing) if it is illegal. */
  play(notation: string): MoveInfo;
  /** Takes back the last move; false when there is none. */
  undo(): boolean;
  /** Replays the move taken back last; false when there is none. */
  redo(): boolean;
  /** The position in the game's standard text. */
  position(): string;
  startPosition(): string;
  /** The moves played, in canonical notation. */
  history(): string[];
  /** The moves played with their paths and captures. */
  playedMoves(): MoveInfo[];
  /** How the game ended, or null while it goes on. */
  outcome(): Outcome | null;
  /** Why the piece on `cell` cannot move: null when it can (or a move places a piece there); throws for a cell off the board. */
  whyNoMove(cell: number): Refusal | null;
  /** Ends the game as a draw when the rules allow a claim now (threefold, move rule). */
  claimDraw(): boolean;
  /** The side to move resigns. */
  resign(): boolean;
  agreeDraw(): boolean;
  /** Declares a win by impasse (shogi) when the rules allow it now. */
  declareWin(): boolean;
  canClaimDraw(): boolean;
  canDeclareWin(): boolean;
  /** The given side ran out of time; false when the game was already over. */
  flag(loser: Side): boolean;
  view(): View;
  /** Leaves of the legal-move tree to `depth` (a maximum per game keeps it to seconds). */
  perft(depth: number): number;
  /** `perft` split by the first move: [notation, count] pairs. */
  divide(depth: number): [string, number][];
  /** A static evaluation for the side to move. */
  evaluate(): number;
  /** The rules as implemented, one sentence each. */
  rules(): RuleText[];
  /** What the rules text depends on: the game id and its options with the defaults filled in (`shogi handicap="none"`). */
  readonly rulesKey: string;
  /** The landings a piece may hop to next after a partial chain (start, landings so far), or null where chains are not entered landing by landing. */
  continuations(path: number[]): number[] | null;
  /**
   * The whole game in its record format (PDN, PGN, KIF or the text record); shogi also writes `"csa"` (`"kif"` is its default).
   * With `line` (its moves must be `history()`, else it throws and nothing changes) the record has the line's
   * variations and comments: PDN, PGN and the text record as `1. e4 {comment} (1. d4 d5) 1... e5`, KIF as `変化：N手`
   * blocks and `*` lines, CSA as `'` lines (CSA has no variations: the mainline only). `format` may then be undefined or null
   * for the game's own. Every variation move is checked by playing it: an illegal one throws, naming it.
   * With `tags` the record has those tags under the format's names (see `RecordTags`; `result` is ignored: the
   * result written is the game's outcome); without, the tags of the record the game was loaded from, or none
   * (PGN's roster then says "?").
   */
  record(format?: "kif" | "csa" | null, line?: RecordLine | null, tags?: RecordTags | null): string;
  /**
   * Replaces this game by the record's game (shogi: KIF, KI2 or CSA, detected) and returns its mainline as a line with
   * the record's variations and comments (KI2 and USI: the mainline alone). Every move of every variation is checked by
   * playing it from its position; an illegal one anywhere throws an Error that names it, and nothing changes.
   * The record's tags are kept (`recordTags()`). A result the moves do not reach ends the game by it:
   * `outcome()` is `{ winner, reason: "recorded" }` ("1-0", "0-2", "1/2-1/2", "1-1", 詰み, %KACHI ...), or
   * "resignation" for KIF's 投了 and CSA's %TORYO, "time" for 切れ負け and %TIME_UP (the side to move after the
   * last move resigned or lost on time). `undo()` takes that ending back as it does a resignation.
   */
  loadRecord(text: string): RecordLine;
  /** The tags of the record last loaded by `loadRecord`; `{ players: [null, null], other: [] }` for a game not loaded from a record. */
  recordTags(): RecordTags;
  /** The computer's move, or null when the game is over. */
  bestMove(options?: BestMoveOptions | null): MoveInfo | null;
  analyse(options?: AnalyseOptions | null): Analysis;
  /** Releases the game's wasm memory; the object must not be used afterwards. */
  free(): void;
}

/** Every game the engine plays. */
export function catalog(): GameInfo[];

/** How the last `bestMove` searched. */
export function searchStats(): { nodes: number; depth: number; playouts: number; score: number; elapsedMs: number };

/** The engine API once loaded. */
export interface Engine {
  Game: typeof Game;
  catalog: typeof catalog;
  searchStats: typeof searchStats;
}

/**
 * Fetches and instantiates the wasm once per page (every board shares it) and resolves to
 * the engine API. `globalThis.BOARDGAMES_WASM` (a URL, Response, bytes or
 * WebAssembly.Module) overrides where the wasm comes from. The package ships the module of
 * every game, so `gameId` (which the site uses to load one family's module) changes nothing.
 */
export function loadEngine(gameId?: string): Promise<Engine>;

/** `catalog()`, read once. */
export function loadCatalog(): Promise<GameInfo[]>;

/** The compiled wasm module (for handing to a worker that loads the engine too). */
export function engineModule(gameId?: string): Promise<WebAssembly.Module>;
