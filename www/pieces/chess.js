// Chess piece figures drawn with canvas paths only (no images, no fonts), in the
// Staunton style of printed diagrams. Each figure is designed on a 100 x 100 grid
// and scaled into the cell; white pieces are light with a dark outline, black
// pieces dark with a light outline so they stay visible on dark squares.

const PALETTE = [
  { fill: "#fbfaf5", shade: "#e4e0d4", line: "#1c1c1c" },
  { fill: "#2a2a2a", shade: "#3d3d3d", line: "#f2f2ee" },
];

/** A closed shape filled with the body colour and outlined. */
function shape(ctx, pal, build) {
  ctx.beginPath();
  build(ctx);
  ctx.closePath();
  ctx.fillStyle = pal.fill;
  ctx.fill();
  ctx.stroke();
}

/** An open detail line in the outline colour. */
function detail(ctx, build) {
  ctx.beginPath();
  build(ctx);
  ctx.stroke();
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.moveTo(x + r, y);
  ctx.lineTo(x + w - r, y);
  ctx.arcTo(x + w, y, x + w, y + r, r);
  ctx.lineTo(x + w, y + h - r);
  ctx.arcTo(x + w, y + h, x + w - r, y + h, r);
  ctx.lineTo(x + r, y + h);
  ctx.arcTo(x, y + h, x, y + h - r, r);
  ctx.lineTo(x, y + r);
  ctx.arcTo(x, y, x + r, y, r);
}

function circle(ctx, pal, cx, cy, r) {
  shape(ctx, pal, (c) => c.arc(cx, cy, r, 0, Math.PI * 2));
}

/** The foot every figure stands on: a wide plate under a narrower step. */
function foot(ctx, pal, top = 76) {
  shape(ctx, pal, (c) => roundRect(c, 21, top + 5, 58, 9, 3));
  shape(ctx, pal, (c) => roundRect(c, 27, top, 46, 6, 2));
}

function pawn(ctx, pal) {
  shape(ctx, pal, (c) => {
    c.moveTo(30, 78);
    c.bezierCurveTo(31, 66, 38, 60, 42, 48);
    c.lineTo(58, 48);
    c.bezierCurveTo(62, 60, 69, 66, 70, 78);
  });
  shape(ctx, pal, (c) => c.ellipse(50, 46, 13, 4.5, 0, 0, Math.PI * 2));
  circle(ctx, pal, 50, 31, 11);
  foot(ctx, pal, 76);
}

function rook(ctx, pal) {
  shape(ctx, pal, (c) => {
    c.moveTo(32, 76);
    c.lineTo(35, 38);
    c.lineTo(65, 38);
    c.lineTo(68, 76);
  });
  shape(ctx, pal, (c) => roundRect(c, 29, 33, 42, 6, 1.5));
  shape(ctx, pal, (c) => {
    c.moveTo(27, 33);
    c.lineTo(27, 14);
    c.lineTo(35, 14);
    c.lineTo(35, 20);
    c.lineTo(45, 20);
    c.lineTo(45, 14);
    c.lineTo(55, 14);
    c.lineTo(55, 20);
    c.lineTo(65, 20);
    c.lineTo(65, 14);
    c.lineTo(73, 14);
    c.lineTo(73, 33);
  });
  detail(ctx, (c) => {
    c.moveTo(34, 67);
    c.lineTo(66, 67);
  });
  foot(ctx, pal, 76);
}

function bishop(ctx, pal) {
  shape(ctx, pal, (c) => {
    c.moveTo(33, 77);
    c.bezierCurveTo(36, 70, 41, 66, 42, 60);
    c.lineTo(58, 60);
    c.bezierCurveTo(59, 66, 64, 70, 67, 77);
  });
  shape(ctx, pal, (c) => c.ellipse(50, 60, 14, 4.5, 0, 0, Math.PI * 2));
  shape(ctx, pal, (c) => {
    c.moveTo(50, 17);
    c.bezierCurveTo(64, 26, 69, 42, 61, 56);
    c.lineTo(39, 56);
    c.bezierCurveTo(31, 42, 36, 26, 50, 17);
  });
  circle(ctx, pal, 50, 13, 5);
  detail(ctx, (c) => {
    c.moveTo(56, 29);
    c.lineTo(47, 41);
    c.moveTo(39, 50);
    c.lineTo(61, 50);
  });
  foot(ctx, pal, 77);
}

function knight(ctx, pal) {
  shape(ctx, pal, (c) => {
    c.moveTo(31, 77);
    // chest and throat
    c.bezierCurveTo(30, 66, 40, 58, 48, 52);
    // lower jaw to the chin and the muzzle
    c.bezierCurveTo(42, 53, 35, 58, 29, 61);
    c.bezierCurveTo(23, 64, 16, 59, 18, 53);
    c.bezierCurveTo(20, 47, 27, 40, 33, 31);
    // forehead to the ear
    c.bezierCurveTo(36, 26, 39, 23, 42, 21);
    c.lineTo(45, 10);
    c.lineTo(51, 18);
    // crest of the neck and the back
    c.bezierCurveTo(68, 19, 80, 36, 77, 56);
    c.bezierCurveTo(76, 64, 73, 71, 72, 77);
  });
  detail(ctx, (c) => {
    // mane
    c.moveTo(54, 22);
    c.bezierCurveTo(66, 26, 73, 40, 71, 58);
    // mouth
    c.moveTo(19, 56);
    c.quadraticCurveTo(23, 57, 26, 55);
  });
  ctx.beginPath();
  ctx.ellipse(38, 32, 3, 2.2, -0.5, 0, Math.PI * 2);
  ctx.fillStyle = ctx.strokeStyle;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(24, 51, 1.6, 0, Math.PI * 2);
  ctx.fill();
  foot(ctx, pal, 77);
}

function queen(ctx, pal) {
  shape(ctx, pal, (c) => {
    c.moveTo(31, 77);
    c.bezierCurveTo(33, 68, 30, 58, 27, 48);
    c.lineTo(21, 26);
    c.lineTo(35, 42);
    c.lineTo(37, 19);
    c.lineTo(46, 39);
    c.lineTo(50, 15);
    c.lineTo(54, 39);
    c.lineTo(63, 19);
    c.lineTo(65, 42);
    c.lineTo(79, 26);
    c.lineTo(73, 48);
    c.bezierCurveTo(70, 58, 67, 68, 69, 77);
  });
  for (const [x, y] of [[21, 24], [37, 16], [50, 12], [63, 16], [79, 24]]) circle(ctx, pal, x, y, 4.2);
  detail(ctx, (c) => {
    c.moveTo(28, 52);
    c.quadraticCurveTo(50, 44, 72, 52);
    c.moveTo(31, 66);
    c.quadraticCurveTo(50, 60, 69, 66);
  });
  foot(ctx, pal, 77);
}

function king(ctx, pal) {
  shape(ctx, pal, (c) => {
    // the cross
    c.moveTo(47, 5);
    c.lineTo(53, 5);
    c.lineTo(53, 10);
    c.lineTo(58, 10);
    c.lineTo(58, 16);
    c.lineTo(53, 16);
    c.lineTo(53, 24);
    c.lineTo(47, 24);
    c.lineTo(47, 16);
    c.lineTo(42, 16);
    c.lineTo(42, 10);
    c.lineTo(47, 10);
  });
  shape(ctx, pal, (c) => {
    c.moveTo(31, 77);
    c.bezierCurveTo(32, 68, 28, 60, 24, 52);
    c.bezierCurveTo(16, 40, 26, 28, 37, 33);
    c.bezierCurveTo(41, 26, 45, 24, 50, 24);
    c.bezierCurveTo(55, 24, 59, 26, 63, 33);
    c.bezierCurveTo(74, 28, 84, 40, 76, 52);
    c.bezierCurveTo(72, 60, 68, 68, 69, 77);
  });
  detail(ctx, (c) => {
    c.moveTo(37, 33);
    c.bezierCurveTo(42, 40, 46, 46, 50, 54);
    c.bezierCurveTo(54, 46, 58, 40, 63, 33);
    c.moveTo(26, 56);
    c.quadraticCurveTo(50, 48, 74, 56);
    c.moveTo(31, 67);
    c.quadraticCurveTo(50, 61, 69, 67);
  });
  foot(ctx, pal, 77);
}

const FIGURES = { P: pawn, N: knight, B: bishop, R: rook, Q: queen, K: king };

/**
 * Draws one piece centred at (x, y) in a square of side `size` (CSS pixels).
 * `kind` is "P", "N", "B", "R", "Q" or "K" (either case); `side` 0 = white, 1 = black.
 */
export function drawChessPiece(ctx, kind, side, x, y, size) {
  const figure = FIGURES[String(kind).toUpperCase()];
  if (!figure) return;
  const pal = PALETTE[side === 1 ? 1 : 0];
  ctx.save();
  ctx.translate(x - size / 2, y - size / 2);
  ctx.scale(size / 100, size / 100);
  ctx.lineWidth = 2.6;
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.strokeStyle = pal.line;
  figure(ctx, pal);
  ctx.restore();
}
