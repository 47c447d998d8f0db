// The shipped puzzles (www/puzzles/data/, written by tools/puzzles-pack.mjs): a game's are
// fetched the first time its puzzle mode opens, never on the page's first visit. Each game's
// sample module comes first, the rest (data/more.js) beside it; the single file carries the
// samples only (docs/puzzles.md, "Loading"), so there the rest fails to load and the mode
// says how many of the game's puzzles it has.

import { COUNTS, LOADERS, loadMore } from "./data/index.js";
import { parsePuzzleText } from "./line.js";

/** The games that have puzzles. */
export const PUZZLE_GAMES = Object.keys(LOADERS);

/** The puzzles a game has in the shipped set (the single file may hold fewer). */
export const shippedCount = (game) => COUNTS[game] ?? 0;

const loaded = {};

/** The rest of a game's puzzles beyond its sample; an empty text where this build has none. */
async function rest(game) {
  let more;
  try {
    more = (await loadMore()).MORE;
  } catch {
    return ""; // the single file: the samples only
  }
  return Object.hasOwn(more, game) ? (await more[game]()).default : "";
}

/** A game's puzzles (parsed: the sample, then the rest); an empty list for a game without any. */
export function loadPuzzles(game) {
  if (!Object.hasOwn(LOADERS, game)) return Promise.resolve([]);
  loaded[game] ??= Promise.all([LOADERS[game](), rest(game)]).then(
    ([sample, more]) => parsePuzzleText(sample.default + more),
    (e) => {
      delete loaded[game];
      throw e;
    },
  );
  return loaded[game];
}

/** The themes the puzzles carry, each once, in the order first met. */
export const themesOf = (puzzles) => [...new Set(puzzles.flatMap((p) => p.themes))];
