// The position editor's palette: which piece kinds a player may place. Display data
// only: the board draws the pieces with its own renderer, and the engine builds the
// position from the editor's setup (Game.fromSetup) and refuses what its rules do not allow.

/** The piece kinds a player may put on the board, by game family; null: not editable. */
export function editorKinds(family, style) {
  if (style === "chess") return ["K", "Q", "R", "B", "N", "P"];
  if (style === "shogi") return ["K", "R", "B", "G", "S", "N", "L", "P", "+R", "+B", "+S", "+N", "+L", "+P"];
  if (family === "draughts") return ["man", "king"];
  if (family === "alquerque" || family === "kato") return ["man"];
  return null;
}

/** The kinds a shogi player may hold in hand (unpromoted, no king), in SFEN order. */
export const HAND_KINDS = ["R", "B", "G", "S", "N", "L", "P"];

/** Shogi piece names (kanji), for the palette's labels where the language has no name. */
export const SHOGI_LABELS = { K: "玉", R: "飛", B: "角", G: "金", S: "銀", N: "桂", L: "香", P: "歩", "+R": "龍", "+B": "馬", "+S": "全", "+N": "圭", "+L": "杏", "+P": "と" };
