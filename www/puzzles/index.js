// The shipped puzzles (www/puzzles/data/, written by tools/puzzles-pack.mjs): a game's are
// fetched the first time its puzzle mode opens, never on the page's first visit.

import { LOADERS } from "./data/index.js";
import { parsePuzzleText } from "./line.js";

/** The games that have puzzles. */
export const PUZZLE_GAMES = Object.keys(LOADERS);

const loaded = {};

/** A game's puzzles (parsed, in the file's order); an empty list for a game without any. */
export function loadPuzzles(game) {
  if (!Object.hasOwn(LOADERS, game)) return Promise.resolve([]);
  loaded[game] ??= LOADERS[game]().then(
    (m) => parsePuzzleText(m.default),
    (e) => {
      delete loaded[game];
      throw e;
    },
  );
  return loaded[game];
}

/** The themes the puzzles carry, each once, in the order first met. */
export const themesOf = (puzzles) => [...new Set(puzzles.flatMap((p) => p.themes))];
