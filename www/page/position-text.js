// The position editor's output: a position text in the game's own format (PDN FEN for
// draughts and the small colon games, rows text for Zong-Heng and Binary, FEN for chess,
// SFEN for shogi), built from a plain piece list. Only notation lives here: the engine
// reads the text back (Game.fromPosition) and refuses what its rules do not allow.

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

/** Shogi labels (kanji) for the palette, as the board draws them. */
export const SHOGI_LABELS = { K: "玉", R: "飛", B: "角", G: "金", S: "銀", N: "桂", L: "香", P: "歩", "+R": "龍", "+B": "馬", "+S": "全", "+N": "圭", "+L": "杏", "+P": "と" };

/** Short text drawn on a piece in the editor's grid. */
export function pieceText(style, piece) {
  if (style === "shogi") return SHOGI_LABELS[piece.kind] ?? piece.kind;
  if (style === "chess") return CHESS_SYMBOLS[piece.side === 0 ? piece.kind : piece.kind.toLowerCase()] ?? piece.kind;
  return piece.kind === "king" ? "♛" : "";
}

const CHESS_SYMBOLS = { K: "♔", Q: "♕", R: "♖", B: "♗", N: "♘", P: "♙", k: "♚", q: "♛", r: "♜", b: "♝", n: "♞", p: "♟" };

/**
 * The position text for `setup`: { style, family, colors, rows, cols, labels, pieces
 * (one entry per cell: null or { side, kind }), turn, hands ([{kind: count}, {...}]),
 * base (the text of the position the editor started from, for fields kept as they were) }.
 */
export function writePosition(setup) {
  const { style, family } = setup;
  if (style === "chess") return chessFen(setup);
  if (style === "shogi") return sfen(setup);
  if (family === "kato" && /^\S+ [bw] \d+ \d+$/.test(setup.base ?? "")) return rowsText(setup);
  return colonFen(setup);
}

const letter = (color) => String(color ?? "").charAt(0).toUpperCase();

/** `B:W21,K30:B1,2` (draughts, Alquerque, Incorrect Checkers). */
function colonFen({ colors, labels, pieces, turn }) {
  const side = (s) => {
    const names = [];
    pieces.forEach((p, cell) => {
      if (p && p.side === s) names.push((p.kind === "king" ? "K" : "") + labels[cell]);
    });
    return letter(colors[s]) + names.join(",");
  };
  return `${letter(colors[turn])}:${side(0)}:${side(1)}`;
}

/** Rows from the top, `b`/`w`, digits for empty runs (Zong-Heng, Binary); the supplies are kept. */
function rowsText({ colors, rows, cols, pieces, turn, base }) {
  const [, , black, white] = base.split(" ");
  const ch = (p) => (colors[p.side] === "black" ? "b" : "w");
  return `${boardRows(rows, cols, pieces, ch)} ${colors[turn] === "black" ? "b" : "w"} ${black} ${white}`;
}

function boardRows(rows, cols, pieces, ch) {
  const out = [];
  for (let r = 0; r < rows; r++) {
    let line = "", empty = 0;
    for (let c = 0; c < cols; c++) {
      const p = pieces[r * cols + c];
      if (!p) {
        empty++;
        continue;
      }
      if (empty) line += String(empty);
      empty = 0;
      line += ch(p);
    }
    if (empty) line += String(empty);
    out.push(line);
  }
  return out.join("/");
}

/** FEN; castling rights only where king and rook stand on their start squares; no en passant. */
function chessFen({ rows, cols, pieces, turn, labels }) {
  const ch = (p) => (p.side === 0 ? p.kind : p.kind.toLowerCase());
  const at = (name) => {
    const p = pieces[labels.indexOf(name)];
    return p ? ch(p) : "";
  };
  let castle = "";
  if (at("e1") === "K") castle += (at("h1") === "R" ? "K" : "") + (at("a1") === "R" ? "Q" : "");
  if (at("e8") === "k") castle += (at("h8") === "r" ? "k" : "") + (at("a8") === "r" ? "q" : "");
  return `${boardRows(rows, cols, pieces, ch)} ${turn === 0 ? "w" : "b"} ${castle || "-"} - 0 1`;
}

/** SFEN; Sente (side 0) upper case. */
function sfen({ rows, cols, pieces, turn, hands }) {
  const ch = (p) => (p.side === 0 ? p.kind : p.kind.toLowerCase());
  let hand = "";
  for (const side of [0, 1]) {
    for (const kind of HAND_KINDS) {
      const n = hands?.[side]?.[kind] ?? 0;
      if (n > 0) hand += (n > 1 ? String(n) : "") + (side === 0 ? kind : kind.toLowerCase());
    }
  }
  return `${boardRows(rows, cols, pieces, ch)} ${turn === 0 ? "b" : "w"} ${hand || "-"} 1`;
}
