// The courses, one module per game, each loaded only when its lesson is opened (a dynamic
// import: the page's first visit loads none of them). docs/lessons.md describes the format.

const LOADERS = {
  american: () => import("./american.js"),
  international: () => import("./international.js"),
  german: () => import("./german.js"),
  pool: () => import("./pool.js"),
  russian: () => import("./russian.js"),
  brazilian: () => import("./brazilian.js"),
  spanish: () => import("./spanish.js"),
  italian: () => import("./italian.js"),
  czech: () => import("./czech.js"),
  turkish: () => import("./turkish.js"),
  armenian: () => import("./armenian.js"),
  gothic: () => import("./gothic.js"),
  frisian: () => import("./frisian.js"),
  canadian: () => import("./canadian.js"),
  malaysian: () => import("./malaysian.js"),
  alquerque: () => import("./alquerque.js"),
  zonghen: () => import("./zonghen.js"),
  binary: () => import("./binary.js"),
  "incorrect-checkers": () => import("./incorrect-checkers.js"),
  shogi: () => import("./shogi.js"),
  chess: () => import("./chess.js"),
};

/** The games that have a course. */
export const LESSON_GAMES = Object.keys(LOADERS);

/** A game's course (`{ game, steps, paths }`), or null when the game has none yet. */
export async function loadLessons(gameId) {
  const load = LOADERS[gameId];
  return load ? (await load()).default : null;
}
