// The courses, one module per game, each loaded only when its lesson is opened (a dynamic
// import: the page's first visit loads none of them). docs/lessons.md describes the format.

const LOADERS = {
  american: () => import("./american.js"),
  international: () => import("./international.js"),
  russian: () => import("./russian.js"),
  chess: () => import("./chess.js"),
  shogi: () => import("./shogi.js"),
  turkish: () => import("./turkish.js"),
  frisian: () => import("./frisian.js"),
  zonghen: () => import("./zonghen.js"),
  binary: () => import("./binary.js"),
  "incorrect-checkers": () => import("./incorrect-checkers.js"),
  pool: () => import("./pool.js"),
  german: () => import("./german.js"),
  brazilian: () => import("./brazilian.js"),
  czech: () => import("./czech.js"),
  spanish: () => import("./spanish.js"),
  italian: () => import("./italian.js"),
  canadian: () => import("./canadian.js"),
  gothic: () => import("./gothic.js"),
  armenian: () => import("./armenian.js"),
  malaysian: () => import("./malaysian.js"),
  alquerque: () => import("./alquerque.js"),
};

/** The games that have a course. */
export const LESSON_GAMES = Object.keys(LOADERS);

/** A game's course (`{ game, steps, paths }`), or null when the game has none yet. */
export async function loadLessons(gameId) {
  const load = LOADERS[gameId];
  return load ? (await load()).default : null;
}
