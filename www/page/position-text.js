// The position editor's palette: which piece kinds a player may place and hold in hand,
// as the engine's catalog gives them (`setupKinds`, `handKinds`). Display data only: the
// board draws the pieces with its own renderer, and the engine builds the position from
// the editor's setup (Game.fromSetup) and refuses what its rules do not allow.

/** The piece kinds a player may put on the board for the catalog entry `entry`; null: not editable. */
export function editorKinds(entry) {
  return entry?.setupKinds?.length ? entry.setupKinds : null;
}

/** The kinds a player may hold in hand (shogi: unpromoted, no king, in SFEN order); none elsewhere. */
export function handKinds(entry) {
  return entry?.handKinds ?? [];
}

/** Shogi piece names (kanji), for the palette's labels where the language has no name. */
export const SHOGI_LABELS = { K: "玉", R: "飛", B: "角", G: "金", S: "銀", N: "桂", L: "香", P: "歩", "+R": "龍", "+B": "馬", "+S": "全", "+N": "圭", "+L": "杏", "+P": "と" };
