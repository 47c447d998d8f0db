// Written by tools/puzzles-pack.mjs (docs/puzzles.md): do not edit.
// Each game's puzzles beyond its sample (the single file leaves this module out).
export const MORE = {
  "american": () => import("./american-more.js"),
  "binary": () => import("./binary-more.js"),
  "brazilian": () => import("./brazilian-more.js"),
  "incorrect-checkers": () => import("./incorrect-checkers-more.js"),
  "international": () => import("./international-more.js"),
  "russian": () => import("./russian-more.js"),
  "zonghen": () => import("./zonghen-more.js"),
};
