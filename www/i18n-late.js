// The English texts of the page's parts that load on first use (the live analysis, the
// position editor, the share and collection dialogs, the game review): they come with those
// modules, which import this one, not with www/i18n.js (issue 13: the first visit's cold page).
// Importing it adds them to the English table; their Japanese is in www/i18n-ja.js with the
// rest (loaded whole for a Japanese page). tests/js/i18n.test.mjs reads this file with
// www/i18n.js and www/i18n-ja.js: the same keys in both languages, none written twice.

import { TABLES } from "./i18n.js";

const en = TABLES.en;

Object.assign(en, {
  // ---- the live analysis (www/page/analysis.js, analysis-lines.js, eval-bar.js)
  "analysis.thinking": "Analysing…",
  "analysis.none": "The engine found no move.",
  "analysis.over": "The game is over: there is nothing to analyse.",
  "analysis.depth": "Depth {depth} · {nodes} {nodes|node|nodes}",
  "analysis.paused": "Paused while the game review runs.",
  "analysis.editing": "Paused while the position is edited.",
  "analysis.error": "The analysis stopped: {msg}",
  "analysis.scoreFor": "{score} from {side}'s side",
  "analysis.winRateFor": "{side} wins {rate} of the playouts",
  "analysis.mateFor": "{side} mates in {n}",
  "analysis.winFor": "{side} wins by force in {n} {n|move|moves}",
  "analysis.dbWin": "Win, database ({n})",
  "analysis.dbLoss": "Loss, database ({n})",
  "analysis.dbDraw": "Draw, database",
  "analysis.dbWinFor": "{side} wins with best play (endgame database): {n} {n|ply|plies} to the next capture or crowning",
  "analysis.dbDrawWords": "A draw with best play (endgame database)",
  // ---- a note of the computer's worker (www/page/engine-note.js)
  knowledgeUnavailable: "The endgame databases and the learned evaluation could not be loaded: the computer goes on without them.",
  // ---- the position editor (www/page/editor.js)
  "editor.analyse": "Analyse from here",
  "editor.title": "Set up a position",
  "editor.unsupported": "This game's positions cannot be edited here yet.",
  "editor.palette": "Piece to place",
  "editor.erase": "Remove pieces",
  "editor.toMove": "Side to move",
  "editor.hand": "{side} in hand",
  "editor.clear": "Empty board",
  "editor.start": "Start position",
  "editor.play": "Play from here",
  "editor.refused": "This position is not allowed: {msg}",
  // ---- the share dialog (www/page/share.js)
  shareLink: "Link to this game",
  linkCopied: "Link copied",
  "share.embed": "Show it on your site",
  "share.copy": "Copy",
  "share.snippetCopied": "The snippet is copied",
  "share.selectToCopy": "Selected: copy it with Ctrl+C",
  "share.png": "Picture (PNG)",
  "share.gif": "Animation (GIF)",
  "share.making": "Drawing frame {done} of {all}…",
  "share.saved": "Saved as {name}",
  // ---- a file of many games (www/page/collection.js)
  "collection.title": "{n} {n|game|games} in the file",
  "collection.filter": "Filter by player, event, date, result or moves",
  "collection.players": "Players",
  "collection.event": "Event",
  "collection.date": "Date",
  "collection.result": "Result",
  "collection.opening": "First moves",
  "collection.more": "The first {shown} of {all} shown: filter to find the others.",
  // ---- the engine's errors by their stable code (www/page/error-text.js): the Japanese page
  // words an error by its code before the engine's English message; the English page shows
  // the message alone, so these English texts only keep the two tables' keys equal.
  "error.unknown-game": "Unknown game",
  "error.unknown-option": "Unknown rule option",
  "error.illegal-move": "Illegal move",
  "error.must-capture": "A capture is compulsory",
  "error.ambiguous-move": "The move text fits more than one move",
  "error.nifu": "Two unpromoted pawns on one file (nifu)",
  "error.uchifuzume": "Checkmate by a pawn drop (uchifuzume)",
  "error.dead-square": "A piece on a square it can never leave",
  "error.must-promote": "The piece must promote",
  "error.king-in-check": "The move leaves the king in check",
  "error.record-too-long": "The record is too long",
  "error.search-running": "A search is already running",
  "error.freed-during-analysis": "The game was closed during its analysis",
  "error.bad-notation": "The move text cannot be read",
  "error.bad-record": "The record cannot be read",
  "error.bad-position": "The position cannot be read or breaks the rules",
  "error.bad-argument": "A value out of its range",
  "error.rules-not-loaded": "The rules text has not loaded yet",
  // ---- the game review (www/page/review.js)
  "review.progress": "Reviewing… {n} / {total}",
  "review.cancelled": "Review stopped at {n} / {total}.",
  "review.failed": "The review stopped: {msg}",
  "review.best": "Best was",
  "review.playBest": "Play {move} as a variation",
  "review.eval": "Evaluation {value}",
  "review.graph": "Evaluation over the game ({side}'s view). Click a point to go to that move.",
  "review.summary": "{side}: {inaccuracy} ?!, {mistake} ?, {blunder} ??",
});
