// Shogi pieces drawn as koma: a wooden pentagon pointing at the opponent, with the
// kanji in black (red for promoted pieces). No image files: a canvas path and text.
//
// drawShogiPiece(ctx, piece, x, y, size, upsideDown): x, y is the top-left corner of
// the cell, size its side in CSS pixels, piece the view's { side, kind, label, promoted };
// upsideDown turns the piece 180 degrees (the opponent's pieces).

const FONT = '"Hiragino Mincho ProN", "Yu Mincho", "Noto Serif CJK JP", "Noto Sans CJK JP", "IPAMincho", "IPAexMincho", serif';

// Kanji for a kind when the view gives no label.
const KANJI = {
  P: "歩", L: "香", N: "桂", S: "銀", G: "金", B: "角", R: "飛", K: "玉",
  "+P": "と", "+L": "成香", "+N": "成桂", "+S": "成銀", "+B": "馬", "+R": "龍",
};

// Real sets have bigger koma for stronger pieces (height relative to the king's).
const SCALE = { K: 1, R: 0.97, B: 0.97, G: 0.94, S: 0.94, N: 0.91, L: 0.88, P: 0.85 };

function scaleOf(kind) {
  return SCALE[(kind || "").replace("+", "")] ?? 0.92;
}

/** The pentagon outline, centred at 0, 0, point up. */
function komaPath(ctx, w, h) {
  ctx.beginPath();
  ctx.moveTo(0, -h / 2);
  ctx.lineTo(w * 0.4, -h * 0.33);
  ctx.lineTo(w / 2, h / 2);
  ctx.lineTo(-w / 2, h / 2);
  ctx.lineTo(-w * 0.4, -h * 0.33);
  ctx.closePath();
}

export function drawShogiPiece(ctx, piece, x, y, size, upsideDown) {
  const kind = piece.kind || "";
  const text = piece.label || KANJI[kind] || kind || "?";
  const promoted = piece.promoted ?? kind.startsWith("+");
  const k = scaleOf(kind);
  const h = size * 0.9 * k;
  const w = h * 0.82;
  ctx.save();
  ctx.translate(x + size / 2, y + size / 2 + size * 0.02);
  if (upsideDown) ctx.rotate(Math.PI);
  // The piece sits on the bottom of its cell, as on a real board.
  ctx.translate(0, (size * 0.9 - h) / 2);

  ctx.save();
  ctx.shadowColor = "rgba(40, 25, 5, 0.35)";
  ctx.shadowBlur = size * 0.05;
  ctx.shadowOffsetY = size * 0.02 * (upsideDown ? -1 : 1);
  komaPath(ctx, w, h);
  const wood = ctx.createLinearGradient(-w / 2, -h / 2, w / 2, h / 2);
  wood.addColorStop(0, "#f8e2a8");
  wood.addColorStop(0.55, "#ecc97c");
  wood.addColorStop(1, "#d9ab5c");
  ctx.fillStyle = wood;
  ctx.fill();
  ctx.restore();

  komaPath(ctx, w, h);
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(1, size * 0.03);
  ctx.strokeStyle = "#7a5326";
  ctx.stroke();
  // A thin bevel line inside the edge.
  komaPath(ctx, w * 0.9, h * 0.92);
  ctx.lineWidth = Math.max(0.5, size * 0.01);
  ctx.strokeStyle = "rgba(255, 245, 215, 0.55)";
  ctx.stroke();

  ctx.fillStyle = promoted ? "#c0201a" : "#1b1208";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const chars = Array.from(text);
  if (chars.length > 1) {
    // Two characters (成香, 成桂, 成銀) stacked, as written on the piece.
    const fs = Math.round(h * 0.34);
    ctx.font = `bold ${fs}px ${FONT}`;
    ctx.fillText(chars[0], 0, -h * 0.05);
    ctx.fillText(chars[1], 0, h * 0.29);
  } else {
    const fs = Math.round(h * 0.5);
    ctx.font = `bold ${fs}px ${FONT}`;
    ctx.fillText(text, 0, h * 0.12);
  }
  ctx.restore();
}
