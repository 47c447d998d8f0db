// Reading a record whole: which game it is, its moves with their variations and comments
// (each move checked by the engine), its start, tags and recorded result. In the worker
// (www/ai-worker.js, question "readRecord"): a record of thousands of moves is a second of
// engine work, which the page's thread must not wait through (issue 34). The page then
// plays the moves read on its own game in slices (www/page/record-open.js loadRecord, through
// game-owner.js gameOfTree).

import { detectRecord, loadEngine } from "../engine.js";

/**
 * Reads `text` as the engine does: its game (the one its tags name, else `shown`, the game
 * shown, when it reads there, else the game the engine tells it is), with `options` when that
 * game is `shown`. The record is read whole once (a second read was seconds of a long KIF).
 * Resolves to { game, line, history, start, tags, recorded, facts } (`recorded`: the record
 * gives a result its moves do not reach, such as a resignation written "1-0"; `facts`:
 * lineFacts of its mainline, for the review read from its comments); rejects with the error of
 * the game it was read in last.
 */
export async function readRecord(text, shown, options = undefined) {
  const named = (await detectRecord(text, shown))?.game;
  if (named) return readIn(named, text, shown, options);
  try {
    return await readIn(shown, text, shown, options);
  } catch (error) {
    // Not a record of the game shown: the module of every game says whose it is.
    const other = (await detectRecord(text, shown, true))?.game;
    if (!other || other === shown) throw error;
    return readIn(other, text, shown, options);
  }
}

/** `text` read whole in `game` (see readRecord). */
async function readIn(game, text, shown, options) {
  const { Game } = await loadEngine(game);
  const trial = new Game(game, game === shown ? options : undefined);
  try {
    const line = trial.loadRecord(text);
    // The mover of each move is the side to move before it: the game read gives its
    // mainline's facts without replaying it on a scratch game.
    const played = trial.playedMoves();
    const history = played.map((m) => m.notation);
    const start = trial.startPosition();
    const tags = trial.recordTags() ?? null;
    const turns = [...played.map((m) => m.side), trial.turn()];
    const outcome = trial.outcome();
    // The engine's undo takes a recorded ending back first, leaving the moves.
    const recorded = !!outcome && trial.undo() && trial.history().length === history.length;
    // What the rules say at the end (lineFacts' `final`), without the recorded ending.
    const rules = recorded ? trial.outcome() : outcome;
    return { game, line, history, start, tags, recorded, facts: { turns, final: finalScore(rules) } };
  } finally {
    trial.free();
  }
}

/** The score of the last position when the game is over there (its winner has won: a win in 0 plies); null while it goes on. */
const finalScore = (o) => (o ? (o.winner == null ? 0 : o.winner === 0 ? { win: 0 } : { loss: 0 }) : null);

/**
 * The facts of a line of moves the page needs without the worker, `moves` played on the
 * scratch game `s` (at the line's start): the side to move at each position and the score of
 * the last one when the game is over there (its winner has won: a win in 0 plies).
 */
export function lineFacts(s, moves) {
  const turns = [];
  for (const m of moves) {
    turns.push(s.turn());
    s.play(m);
  }
  turns.push(s.turn());
  return { turns, final: finalScore(s.outcome()) };
}
