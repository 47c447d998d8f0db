// Every UI string of the page and the board, in English and Japanese. No other
// module holds user-visible text (game names come from the engine's catalog).
//
// One table per language, each key written once (tests/js/i18n.test.mjs checks the
// source). A new text goes into the section of its feature in BOTH tables: the English
// one here, the Japanese one in www/i18n-ja.js, which is loaded only when the language is
// Japanese (loadLang: the page awaits it before its first render in Japanese and before a
// switch to Japanese; a board with lang="ja" redraws its texts once it has come). Until a
// language's table has come, t() gives the English text.

export const LANGS = ["en", "ja"];

/** Each language's name in itself, for the language picker. */
export const LANG_NAMES = { en: "English", ja: "日本語" };

const en = {
  // ---- the play page: controls, status, records, clocks, spoken moves, rules help, outcome reasons, draughts options
  title: "Board games",
  game: "Game",
  mode: "Opponent",
  twoPlayers: "Two players",
  computer: "Computer",
  level: "Level",
  levelN: "Level {n}",
  playAs: "You play",
  newGame: "New game",
  learn: "Learn",
  puzzles: "Puzzles",
  undo: "Undo",
  redo: "Redo",
  flip: "Flip board",
  offerDraw: "Offer draw",
  resign: "Resign",
  options: "Rules options",
  noOptions: "This game has no options.",
  coordinates: "Square names",
  display: "Display",
  theme: "Board colours",
  "theme.wood": "Wood",
  "theme.green": "Green",
  "theme.contrast": "High contrast",
  "theme.dark": "Dark",
  language: "Language",
  moves: "Moves",
  noMoves: "No moves yet.",
  toMove: "{side} to move",
  thinking: "{side} (computer) is thinking…",
  wins: "{side} wins",
  draw: "Draw",
  resultLine: "{result} — {reason}",
  drawOfferTitle: "Draw offer",
  drawOffer: "{side} offers a draw. {other}, do you accept?",
  drawDeclined: "The computer declines the draw.",
  mustCapture: "Capturing is compulsory: the marked pieces can capture",
  cannotMove: "That piece cannot move now: the marked pieces can",
  mustTakeMost: "Another capture is compulsory (it takes more): the marked pieces can play it",
  notYourPiece: "That is not your piece: the marked pieces can move",
  autoCapture: "Play a forced capture automatically",
  sound: "Sounds",
  copy: "Copy record",
  paste: "Paste record",
  save: "Save file",
  open: "Open file",
  copied: "The game record is copied.",
  loadRecord: "Load a game record",
  recordHint: "Paste a game record (PDN, PGN, KIF...) here.",
  load: "Load",
  recordError: "This record could not be read: {msg}",
  replay: "Go to a move of the game",
  clock: "Clock",
  "clock.none": "No clock",
  "clock.fischer": "{m} min + {s} s per move",
  "clock.byoyomi": "{m} min, then {s} s per move (byoyomi)",
  byoyomi: "byoyomi",
  pause: "Pause",
  resume: "Resume",
  paused: "The clocks are paused.",
  accept: "Accept",
  decline: "Decline",
  resignConfirm: "{side} resigns. Are you sure?",
  yes: "Yes",
  no: "No",
  pass: "Pass",
  done: "Done",
  cancel: "Cancel",
  chooseMove: "Choose the move",
  confirmMove: "Play this move?",
  showTargets: "Show legal moves",
  turnBoard: "Turn the board for the player to move",
  confirmMoves: "Confirm each move",
  promoteTo: "Promote: {p}",
  loading: "Loading…",
  engineError: "The game engine could not be loaded: {msg}",
  badGame: "This board could not be shown: {msg}",
  illegal: "That move is not possible: {msg}",
  on: "on",
  off: "off",
  "say.move": "{side} {from} to {to}",
  "say.capture": "{side} {from} takes {caps}, lands on {to}",
  "say.drop": "{side} drops {piece} on {to}",
  "say.place": "{side} places on {cells}",
  "say.pass": "{side} passes",
  "say.notation": "{side} {text}",
  "say.huff": "The piece on {cell} is huffed. ",
  "say.crown": ", crowned",
  "say.sep": ", ",
  "say.group": "{kind} on {cells}",
  "say.groupSep": "; ",
  "say.partSep": ". ",
  "say.side": "{side}: {pieces}",
  "say.hand": "{kind} in hand: {n}",
  "say.none": "no pieces",
  "piece.man": "men",
  "piece.king": "kings",
  boardLabel: "{game} board. Arrow keys move the cursor, Enter selects, Escape cancels, D describes the position, H goes to the pieces in hand.",
  rulesOf: "Rules: {game}",
  noRules: "The rules text of this game is not written yet.",
  "help.no-moves": "The player to move had no legal move (no pieces left, or all blocked) and loses.",
  "help.all-captured": "All the pieces of one player were captured.",
  "help.goal": "A piece reached the goal.",
  "help.score": "The game ended and was decided on points.",
  "help.checkmate": "The king is attacked and cannot escape.",
  "help.stalemate": "The player to move has no legal move but is not in check: a draw.",
  "help.threefold": "The same position occurred for the third time with the same player to move: a draw.",
  "help.fivefold": "The same position occurred for the fifth time: a draw.",
  "help.move-rule": "Too many moves were played without progress (the game's move-count rule): a draw.",
  "help.move-rule-75": "Seventy-five moves by each player passed without a capture or a pawn move: an automatic draw.",
  "help.insufficient-material": "Neither side has enough pieces left to win: a draw.",
  "help.sennichite": "The same position occurred four times (sennichite).",
  "help.perpetual-check": "The repetition came from continuous checks: the checking side loses.",
  "help.impasse": "The impasse declaration (27-point rule) decided the game.",
  "help.resignation": "A player resigned.",
  "help.agreement": "Both players agreed to a draw.",
  "help.time": "A player ran out of time.",
  "help.claim": "A draw was claimed under the rules.",
  "help.recorded": "The record gives this result; its moves do not end the game.",
  "ctl.first": "First move",
  "ctl.prev": "Previous move",
  "ctl.play": "Play the moves",
  "ctl.pause": "Pause",
  "ctl.next": "Next move",
  "ctl.last": "Last move",
  "color.black": "Black",
  "color.white": "White",
  "color.red": "Red",
  "color.sente": "Sente",
  "color.gote": "Gote",
  "side.0": "First player",
  "side.1": "Second player",
  "reason.no-moves": "no legal move left",
  "reason.all-captured": "all pieces captured",
  "reason.goal": "reached the goal",
  "reason.score": "on points",
  "reason.checkmate": "checkmate",
  "reason.stalemate": "stalemate",
  "reason.threefold": "threefold repetition",
  "reason.fivefold": "fivefold repetition",
  "reason.move-rule": "move-count rule",
  "reason.move-rule-75": "seventy-five-move rule",
  "reason.insufficient-material": "insufficient material",
  "reason.sennichite": "sennichite (fourfold repetition)",
  "reason.perpetual-check": "perpetual check",
  "reason.impasse": "impasse declaration",
  "reason.resignation": "resignation",
  "reason.agreement": "agreed draw",
  "reason.time": "time ran out",
  "reason.claim": "draw claimed",
  "reason.recorded": "as recorded",
  "option.menCaptureBackward": "Men capture backwards",
  "option.kingLandsAnywhere": "Kings land anywhere behind",
  "option.promoteMidCapture": "Crown during a capture",
  "option.flyingKings": "Flying kings",
  "option.kingValue": "King value",
  "option.board": "Board size",
  "option.first": "Who starts",
  "value.true": "yes",
  "value.false": "no",
  "value.standard": "standard",
  "value.lidraughts": "lidraughts",
  "value.white": "White",
  "value.black": "Black",

  // ---- chess and shogi on the page (claim draw, impasse, promotion chooser, notation) and the remaining games' option names and values
  claimDraw: "Claim draw",
  claimDrawHelp: "The same position occurred three times, or fifty moves passed without a capture or a pawn move: the player to move may claim a draw.",
  declareWin: "Declare win (impasse)",
  declareWinHelp: "The king is in the promotion zone with enough pieces and points (27-point rule): the player to move may declare a win.",
  "promote.chess": "Promote the pawn to",
  "promote.shogi": "Promote this piece?",
  "promote.yes": "Promote (成)",
  "promote.no": "Do not promote (不成)",
  "chessPiece.Q": "Queen",
  "chessPiece.R": "Rook",
  "chessPiece.B": "Bishop",
  "chessPiece.N": "Knight",
  usiTitle: "USI: {n}",
  "side.shogi.0": "Sente",
  "side.shogi.1": "Gote",
  "reason.chess.threefold": "threefold repetition (claimed)",
  "reason.chess.move-rule": "fifty-move rule (claimed)",
  "reason.chess.move-rule-75": "seventy-five-move rule",
  "help.chess.move-rule": "Fifty moves by each player passed without a capture or a pawn move, and the draw was claimed.",
  "help.chess.move-rule-75": "Seventy-five moves by each player passed without a capture or a pawn move: an automatic draw.",
  "help.chess.threefold": "The same position occurred three times and the draw was claimed.",
  "reason.shogi.no-moves": "no legal move (loses)",
  "help.shogi.checkmate": "The king is in check and cannot escape (tsumi).",
  "help.shogi.no-moves": "The player to move had no legal move and loses.",
  "option.handicap": "Handicap",
  "value.handicap.none": "Even game (平手)",
  "value.handicap.lance": "Lance (香落ち)",
  "value.handicap.bishop": "Bishop (角落ち)",
  "value.handicap.rook": "Rook (飛車落ち)",
  "value.handicap.two": "Two pieces (二枚落ち)",
  "value.handicap.four": "Four pieces (四枚落ち)",
  "value.handicap.six": "Six pieces (六枚落ち)",
  "option.size": "Board size",
  "value.size": "{v} × {v}",
  "value.board": "{v} × {v}",
  "option.rules": "Rule set",
  "value.rules.alfonso": "Alfonso X (1283)",
  "value.rules.bell": "R. C. Bell",
  "option.noReturn": "A piece may not return to a point",
  "value.noReturn.ever": "ever in the game",
  "value.noReturn.turn": "within one turn",

  // ---- the small games' panel and interactions (alquerque, Zong-Heng, Binary, Incorrect Checkers)
  mustHuff: "First huff: click one of the marked enemy pieces that failed to capture",
  "help.alquerque.move-rule": "Forty plies in a row passed without a capture or a huff: the side with more pieces wins.",
  "help.alquerque.move-rule.draw": "Forty plies in a row passed without a capture or a huff, with equal pieces: a draw.",
  "reason.alquerque.move-rule": "40-ply rule",
  "help.no-moves.draw": "Neither player could move: the game is drawn.",
  "info.supply": "In supply",
  "info.score.binary": "Score (2 × largest territory + the rest)",
  "info.score.zonghen": "Largest group",
  "info.showRegions": "Show groups",
  "info.showRegions.zonghen": "Show each side's groups",
  "info.showRegions.binary": "Show territories",
  "info.discard": "{move}: a piece of the other colour in the centre space, so one more piece was discarded from the supply.",
  "info.final": "Final scores",
  "info.final.alquerque": "Bell's scoring (the loser's penalty)",
  "info.final.binary": "Final score",
  "info.final.zonghen": "Largest groups",
  "info.compare": "Groups compared from the largest down",
  "info.compareTerritories": "Equal scores: territories compared from the largest down",
  "info.rank": "No. {n}",
  "info.decides": "decides",
  "info.allEqual": "All sizes equal: a draw.",
  "info.help.huff": "A capture was missed: first click the marked enemy piece to huff it, then make your move.",
  "info.help.zonghen": "Click one of your pieces on a dark square, then one of the arrows: the piece (with the line in front of it) is pushed and a new piece fills the square it left.",
  "info.help.binary": "Click a square to place a piece, then click a second square (marked) or press Done (or Enter) to place just one.",
  "info.help.incorrect-checkers": "Click a piece, then each landing square of its jumps; click the piece again (or press Enter) to stop there. A click on a marked final square plays that move at once.",

  // ---- the computer player: demo, thinking time, hint, draw offers
  demo: "Computer vs computer",
  thinkTime: "Thinking time (top level)",
  seconds: "{s} s",
  drawAccepted: "The computer accepts the draw.",
  computerError: "The computer could not answer: {msg}",
  computerUnavailable: "The computer player cannot start in this browser ({msg}); play against a friend.",

  // ---- accessibility, analysis, animation speed, the position editor, piece names
  describe: "Describe position",
  analyse: "Analyse",
  "analysis.title": "Analysis",
  "analysis.toggle": "Analysis: the engine's evaluation and best lines (L)",
  "analysis.lockedGame": "No analysis during a game against the computer: it comes back when the game has ended.",
  "analysis.lockedDemo": "No analysis while the computer plays itself.",
  "analysis.unavailable": "The analysis cannot start in this browser ({msg}).",
  analysisLines: "Analysis lines",
  animSpeed: "Animation",
  "speed.0": "off",
  "speed.0.5": "fast",
  "speed.1": "normal",
  "speed.2": "slow",
  editPosition: "Set up position",
  "say.emptyCell": "{cell}, empty",
  "say.pieceCell": "{cell}, {side} {kind}",
  "say.handCell": "{side}'s hand: {kind}, {n}",
  "piece1.man": "man",
  "piece1.king": "king",
  "piece1.K": "king",
  "piece1.Q": "queen",
  "piece1.R": "rook",
  "piece1.B": "bishop",
  "piece1.N": "knight",
  "piece1.P": "pawn",
  "piece.K": "king",
  "piece.Q": "queens",
  "piece.R": "rooks",
  "piece.B": "bishops",
  "piece.N": "knights",
  "piece.P": "pawns",
  "kind.man": "man",
  "kind.king": "king",
  "kind.chess.K": "king",
  "kind.chess.Q": "queen",
  "kind.chess.R": "rook",
  "kind.chess.B": "bishop",
  "kind.chess.N": "knight",
  "kind.chess.P": "pawn",
  "kind.shogi.K": "king",
  "kind.shogi.R": "rook",
  "kind.shogi.B": "bishop",
  "kind.shogi.G": "gold",
  "kind.shogi.S": "silver",
  "kind.shogi.N": "knight",
  "kind.shogi.L": "lance",
  "kind.shogi.P": "pawn",
  "kind.shogi.+R": "dragon",
  "kind.shogi.+B": "horse",
  "kind.shogi.+S": "promoted silver",
  "kind.shogi.+N": "promoted knight",
  "kind.shogi.+L": "promoted lance",
  "kind.shogi.+P": "tokin",
  "editor.board": "Board: choose a square to place or remove the piece",
  "editor.cellPiece": "{cell}: {side} {kind}",
  "editor.cellEmpty": "{cell}: empty",

  // ---- embedding: attribute values a <board-game> could not use (www/board/attrs.js)
  "attr.bad": "{name}=\"{value}\" is ignored: {why}",
  "attr.size": "give a number of pixels or a CSS length such as 20em",
  "attr.marks": "unknown squares {names}",
  "attr.oneOf": "use one of {list}",
  "attr.number": "give a number (0 or more)",
  "attr.integer": "give a whole number of moves",

  // ---- input that cannot be read: named, and nothing the player has is changed
  recordFileError: "“{name}” could not be opened, and the game is unchanged: {msg}",
  linkError: "The link could not be opened: {msg}",
  savedGameError: "The saved game could not be restored ({msg}). It is kept in this browser's storage as “{key}”.",
  savedGameLost: "The saved game could not be restored ({msg}), and it is left unchanged in this browser's storage.",
  // ---- the game-site layout (issue 11): toolbar, dialogs, player bars, end panel, variations
  menu: "Menu",
  settings: "Settings",
  share: "Share",
  close: "Close",
  play: "Play",
  first: "First move",
  previous: "Previous move",
  last: "Last move",
  rematch: "Rematch",
  notation: "Move notation",
  "notation.auto": "by language",
  "notation.ja": "Japanese (▲7六歩)",
  "notation.western": "Western (P-7f)",
  "notation.usi": "USI (7g7f)",
  "bar.you": "You",
  "bar.computer": "Computer, level {n}",
  "bar.player": "Player {n}",
  "bar.taken": "{n} taken",
  promoteLine: "Promote variation",
  deleteLine: "Delete from here",
  "result.shogi.win": "{side} wins in {n} {n|move|moves}",
  "result.shogi.draw": "Draw in {n} {n|move|moves}",
};

// ---- the game review (www/page/review.js): its buttons, progress, marks and graph
Object.assign(en, {
  review: "Review",
  "review.title": "Game review",
  "review.unavailable": "Review the game once it has ended (the computer is playing).",
  "review.cancel": "Cancel",
  "review.inaccuracy": "Inaccuracy",
  "review.mistake": "Mistake",
  "review.blunder": "Blunder",
});

/** The tables by language loaded so far (read-only use: the tests compare their keys). */
export const TABLES = { en };

/** The loaders of the other languages' tables (literal imports: the offline snapshot and the single file find them). */
const LOADERS = { ja: () => import("./i18n-ja.js").then((m) => m.ja) };
const loading = {};

/** Whether `lang`'s texts are here (English always is). */
export const langLoaded = (lang) => Object.hasOwn(TABLES, lang);

/**
 * Loads the texts of `lang` (once); resolves when t() gives them. A language we do not
 * have, or a table that cannot be fetched (offline without it), leaves English.
 */
export function loadLang(lang) {
  if (langLoaded(lang) || !Object.hasOwn(LOADERS, lang)) return Promise.resolve();
  loading[lang] ??= LOADERS[lang]().then(
    (table) => {
      TABLES[lang] = table;
    },
    (e) => {
      delete loading[lang];
      console.warn(`the ${lang} texts could not be loaded:`, e);
    },
  );
  return loading[lang];
}

/** The language to start in: the browser's, when it is one we have. */
export function defaultLang() {
  const langs = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? "en"];
  for (const l of langs) {
    const code = String(l).slice(0, 2).toLowerCase();
    if (LANGS.includes(code)) return code;
  }
  return "en";
}

/** Normalises a language tag to one we have. */
export function pickLang(lang) {
  const code = String(lang ?? "").slice(0, 2).toLowerCase();
  return LANGS.includes(code) ? code : defaultLang();
}

/**
 * The text for `key` in `lang` with `{name}` placeholders filled from `params`, and
 * `{name|one|other}` the word for the count `params.name` in the language's plural rule
 * ("{n} {n|move|moves}": "1 move", "2 moves"; a language without plurals, Japanese, has
 * no such placeholder).
 */
export function t(lang, key, params = {}) {
  // Own keys only: a key or language made from data ("constructor") finds no inherited value.
  const table = Object.hasOwn(TABLES, lang) ? TABLES[lang] : en;
  const text = Object.hasOwn(table, key) ? table[key] : Object.hasOwn(en, key) ? en[key] : String(key);
  return text
    .replace(/\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g, (_, k, one, other) => (Object.hasOwn(params, k) && pluralOne(lang, params[k]) ? one : other))
    .replace(/\{(\w+)\}/g, (_, k) => (Object.hasOwn(params, k) ? String(params[k]) : `{${k}}`));
}

const pluralRules = {};

/** Whether `count` takes the singular in `lang` ("1 move"; a count that is no number takes the plural). */
function pluralOne(lang, count) {
  const n = typeof count === "number" ? count : Number(count);
  if (!Number.isFinite(n)) return false;
  pluralRules[lang] ??= new Intl.PluralRules(LANGS.includes(lang) ? lang : "en");
  return pluralRules[lang].select(n) === "one";
}

/** Whether a key exists (for optional texts such as option names). */
export const has = (key) => Object.hasOwn(en, key);

/** The name of a side's colour ("black", "white", ...) as shown to players. */
export function colorName(lang, color, side, style) {
  // Japanese shogi players are 先手 and 後手, not black and white.
  if (lang === "ja" && style === "shogi") return t(lang, `side.${side}`);
  return has(`color.${color}`) ? t(lang, `color.${color}`) : t(lang, `side.${side}`);
}

/** An option's label: the table's text, else the option name split into words. */
export function optionName(lang, name) {
  return has(`option.${name}`) ? t(lang, `option.${name}`) : name.replace(/([A-Z])/g, " $1").toLowerCase();
}

/** An option value's label (`option`, the option's name, picks a text of its own first). */
export function optionValue(lang, value, option) {
  if (option != null && has(`value.${option}.${value}`)) return t(lang, `value.${option}.${value}`);
  if (option != null && typeof value === "number" && has(`value.${option}`)) return t(lang, `value.${option}`, { v: value });
  const key = `value.${value}`;
  return has(key) ? t(lang, key) : String(value);
}

/**
 * Text from outside the page (a file name, an engine error quoting a record or a move)
 * cut to at most `max` characters for a message: a megabyte-long token stays short.
 */
export function clip(text, max = 120) {
  const s = String(text ?? "");
  if (s.length <= max) return s;
  // Never split a surrogate pair.
  const cut = s.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, "");
  return `${cut}…`;
}

