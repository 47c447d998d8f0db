// Written by tools/puzzles-pack.mjs (docs/puzzles.md): do not edit.
// The shipped puzzles, one module per game, loaded only by the puzzle mode.
export const LOADERS = {
  "alquerque": () => import("./alquerque.js"),
  "american": () => import("./american.js"),
  "armenian": () => import("./armenian.js"),
  "brazilian": () => import("./brazilian.js"),
  "canadian": () => import("./canadian.js"),
  "chess": () => import("./chess.js"),
  "czech": () => import("./czech.js"),
  "frisian": () => import("./frisian.js"),
  "german": () => import("./german.js"),
  "gothic": () => import("./gothic.js"),
  "international": () => import("./international.js"),
  "italian": () => import("./italian.js"),
  "malaysian": () => import("./malaysian.js"),
  "pool": () => import("./pool.js"),
  "russian": () => import("./russian.js"),
  "shogi": () => import("./shogi.js"),
  "spanish": () => import("./spanish.js"),
  "turkish": () => import("./turkish.js"),
};
