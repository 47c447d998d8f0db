// Short links: the moves of a game written as their places in the engine's list of legal
// moves, one or two characters a move, so that a link to a long game fits in a chat
// message (`m=` in the URL hash; `moves=` with the notations is still read).
//
// At each position the engine lists the legal moves in a fixed order; a move is its index
// in that list, written in base64url with as many characters as the list's length needs
// (64 moves or fewer: one; up to 4,096: two; else three). Reading replays the game, so a
// code only means something from the start position and options it was made for, and a
// code that does not fit them is refused rather than guessed at.

const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const MAX_PLIES = 10_000;

/** Characters per move for a list of `n` legal moves. */
const width = (n) => (n <= 64 ? 1 : n <= 4096 ? 2 : 3);

function newGame(Game, { game, options, start }) {
  const opts = options && Object.keys(options).length ? options : undefined;
  return start ? Game.fromPosition(game, start, opts) : new Game(game, opts);
}

/** The code of `moves` (notations) played from { game, options, start }; throws on an illegal move. */
export function encodeMoves(Game, setup, moves) {
  const g = newGame(Game, setup);
  try {
    let code = "";
    for (const notation of moves) {
      const legal = g.legalMoves();
      const played = g.play(notation).notation;
      const index = legal.findIndex((m) => m.notation === played);
      if (index < 0) throw new Error(`move ${notation} is not in the legal list`);
      let digits = "";
      for (let k = 0, rest = index; k < width(legal.length); k++, rest = Math.floor(rest / 64)) digits = DIGITS[rest % 64] + digits;
      code += digits;
    }
    return code;
  } finally {
    g.free();
  }
}

/** The notations a code stands for from { game, options, start }; throws when it does not fit. */
export function decodeMoves(Game, setup, code) {
  check(code);
  const g = newGame(Game, setup);
  try {
    for (let at = 0, plies = 0; at < code.length; plies++) at = playNext(g, code, at, plies);
    return g.history();
  } finally {
    g.free();
  }
}

/**
 * The game a code stands for from { game, options, start }, its moves played in slices
 * (`pause`, www/page/game-owner.js's `slices()` on the page: a code may hold thousands of
 * moves); the caller frees it (the page keeps it: each position generated once). Rejects,
 * the game freed, when the code does not fit.
 */
export async function decodeGame(Game, setup, code, pause = async () => {}) {
  check(code);
  const g = newGame(Game, setup);
  try {
    for (let at = 0, plies = 0; at < code.length; plies++) {
      at = playNext(g, code, at, plies);
      await pause();
    }
    return g;
  } catch (e) {
    g.free();
    throw e;
  }
}

/** Throws unless `code` is a string of the code's characters. */
function check(code) {
  if (typeof code !== "string" || !/^[A-Za-z0-9_-]*$/.test(code)) throw new Error("the moves' code has characters a code cannot have");
}

/** Plays on `g`, after `plies` moves, the move the code gives at `at`; the place of the next one. Throws when the code does not fit. */
function playNext(g, code, at, plies) {
  if (plies >= MAX_PLIES) throw new Error(`the moves' code is longer than ${MAX_PLIES} moves`);
  const legal = g.legalMoves();
  const w = width(legal.length);
  if (!legal.length || at + w > code.length) throw new Error(`the moves' code does not fit this game after ${plies} moves`);
  let index = 0;
  for (const ch of code.slice(at, at + w)) index = index * 64 + DIGITS.indexOf(ch);
  if (index >= legal.length) throw new Error(`the moves' code does not fit this game at move ${plies + 1}`);
  g.play(legal[index].notation);
  return at + w;
}
