// Written by tools/puzzles-pack.mjs (docs/puzzles.md): do not edit.
// The shipped puzzles, one module per game, loaded only by the puzzle mode.
export const LOADERS = {
  "american": () => import("./american.js"),
  "armenian": () => import("./armenian.js"),
  "brazilian": () => import("./brazilian.js"),
  "chess": () => import("./chess.js"),
  "international": () => import("./international.js"),
  "russian": () => import("./russian.js"),
  "shogi": () => import("./shogi.js"),
};
