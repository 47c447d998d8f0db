// Written by tools/puzzles-pack.mjs (docs/puzzles.md): do not edit.
// Each game's puzzles beyond its sample (the single file leaves this module out).
export const MORE = {
  "american": () => import("./american-more.js"),
  "binary": () => import("./binary-more.js"),
  "brazilian": () => import("./brazilian-more.js"),
  "canadian": () => import("./canadian-more.js"),
  "chess": () => import("./chess-more.js"),
  "frisian": () => import("./frisian-more.js"),
  "incorrect-checkers": () => import("./incorrect-checkers-more.js"),
  "international": () => import("./international-more.js"),
  "italian": () => import("./italian-more.js"),
  "malaysian": () => import("./malaysian-more.js"),
  "pool": () => import("./pool-more.js"),
  "russian": () => import("./russian-more.js"),
  "shogi": () => import("./shogi-more.js"),
  "spanish": () => import("./spanish-more.js"),
  "turkish": () => import("./turkish-more.js"),
  "zonghen": () => import("./zonghen-more.js"),
};
