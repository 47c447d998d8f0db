// Piece drawing. Draughts men and kings are drawn here; chess and shogi pieces come
// from www/pieces/chess.js and www/pieces/shogi.js when those exist (loaded only when
// a board of that style is shown), with a plain glyph fallback until then.
//
// A renderer is fn(ctx, piece, x, y, size, opts): x, y is the top-left corner of the
// cell, size its side in CSS pixels, piece the view's { side, kind, label, promoted },
// opts { color (the side's colour name), upsideDown, alpha }.

import { lateModule, whenIdle } from "./late.js";

const registry = new Map();

/** Installs the renderer for a board style ("chess", "shogi", ...). */
export function registerPieceRenderer(style, fn) {
  registry.set(style, fn);
}

const loading = new Map();

const promotion = lateModule(() => import("./promotion.js"));

/** The promotion chooser (board/promotion.js) once it has loaded, else null. */
export const promotionChooser = () => promotion.get();

/**
 * Loads the promotion chooser in idle time (once; again after a failure). Called at each frame of a chess
 * or shogi board (only those games promote by choice): it is there
 * long before a first promotion, and no first board downloads it (issue 13: the cold page).
 * Until it has come, a promotion's moves are offered as a list of their names (board/overlay.js).
 */
export const preloadPromotion = () => promotion.preload();

/**
 * Loads the external piece module for a style once; resolves true when a new renderer
 * was installed (the board then redraws). Failures leave the fallback in place.
 */
export function ensurePieces(style) {
  if (registry.has(style) || (style !== "chess" && style !== "shogi")) return Promise.resolve(false);
  if (!loading.has(style)) {
    const load =
      style === "chess"
        ? import("../pieces/chess.js").then((m) => {
            if (typeof m.drawChessPiece !== "function") return false;
            registerPieceRenderer("chess", (ctx, p, x, y, s) => m.drawChessPiece(ctx, p.kind, p.side, x + s / 2, y + s / 2, s));
            return true;
          })
        : import("../pieces/shogi.js").then((m) => {
            if (typeof m.drawShogiPiece !== "function") return false;
            registerPieceRenderer("shogi", (ctx, p, x, y, s, o) => m.drawShogiPiece(ctx, p, x, y, s, o.upsideDown));
            warmFont(m.drawShogiPiece);
            return true;
          });
    loading.set(style, load.catch(() => false));
  }
  return loading.get(style);
}

/**
 * Draws one shogi piece, small, on a canvas of its own, in a task of its own: the first text in
 * the pieces' font loads that font (tens of milliseconds on a phone), here rather than in the
 * new board's first frame or in the task that loaded the pieces (drawing every kind there made
 * one long task: issue 13).
 */
function warmFont(draw) {
  if (typeof document === "undefined") return;
  setTimeout(() => {
    const ctx = document.createElement("canvas").getContext("2d");
    try {
      if (ctx) draw(ctx, { side: 0, kind: "P" }, 0, 0, 16, false);
    } catch {
      // Only a head start: the board draws them all the same.
    }
  }, 0);
}

/**
 * The piece sets a board style offers (the `pieces` attribute); the first is the default.
 * Draughts (and the games on points): "classic" turned men with a crown, "flat" plain
 * discs; chess: "classic" Staunton figures, "letters" (K Q R B N P on a disc); shogi:
 * "classic" koma with the usual kanji (two for 成香 成桂 成銀), "single" one kanji on
 * every piece (杏 圭 全 竜), "letters" the Western letters (P L N S G B R K, "+" promoted).
 */
export const PIECE_SETS = {
  checker: ["classic", "flat"],
  points: ["classic", "flat"],
  chess: ["classic", "letters"],
  shogi: ["classic", "single", "letters"],
};

/** The piece sets of a style (every style has at least "classic"). */
export const pieceSets = (style) => PIECE_SETS[style] ?? PIECE_SETS.checker;

/** Draws one piece with the renderer for the view's style (and opts.set, the `pieces` attribute). */
export function drawPiece(ctx, style, piece, x, y, size, opts) {
  const fn = rendererOf(style, opts);
  ctx.save();
  if (opts.alpha != null && opts.alpha < 1) ctx.globalAlpha *= opts.alpha;
  try {
    if (!drawSprite(ctx, fn, piece, x, y, size, opts)) fn(ctx, piece, x, y, size, opts);
  } catch {
    // A broken external renderer must not blank the board.
    letterPiece(ctx, piece, x, y, size, opts);
  }
  ctx.restore();
}

// ---- sprites: each distinct piece drawn once, then copied -------------------------------
//
// A piece is gradients, shadows and text (a shogi koma's kanji, a chess figure's paths):
// drawing the forty pieces of a shogi board took tens of milliseconds at each frame on a
// phone (issue 13: no task over 50 ms while playing). Each distinct piece (renderer, kind,
// label, side, colour, theme, turned or not, size in device pixels) is drawn into a small
// canvas of its own, a few at a time in tasks of their own, and copied from there at whole
// device pixels afterwards (a piece moves by less than half a device pixel). Sprites are made
// in idle time after a piece is first drawn directly, or at once, a few milliseconds per task,
// for a frame that waits for them (prepareSprites: a new game's first frame, which drew its
// forty pieces directly in one long task).

/** Room around the cell for the shadow and the glow a renderer may draw past its edge. */
const SPRITE_MARGIN = 0.25;
/** Distinct sprites kept at most (a board resized many times draws new ones). */
const SPRITE_LIMIT = 400;
/** The longest a task spends making sprites, in milliseconds (a sprite takes 1-5 ms at 4x throttling). */
const SPRITE_SLICE = 8;
const sprites = new Map(); // key -> canvas, or null where none can be made
const waiting = new Map(); // key -> what to draw
const rendererIds = new WeakMap();
let nextRendererId = 1;
let idleQueued = false;
let urgentQueued = false;
let readyWaiters = []; // called once no sprite is waiting

// A canvas of the document: it shares the document's fonts (an OffscreenCanvas resolved the
// shogi pieces' font list again for each sprite).
const spriteCanvas = (w, h) => {
  if (typeof document === "undefined") return null;
  const c = document.createElement("canvas");
  c.width = w;
  c.height = h;
  return c;
};


/** Makes waiting sprites for at most SPRITE_SLICE ms (and within an idle deadline); true when none is left. */
function makeSome(deadline) {
  const start = performance.now();
  for (const [key, job] of waiting) {
    const spent = performance.now() - start;
    if (spent >= SPRITE_SLICE || (deadline && deadline.timeRemaining() - spent < 4)) break;
    waiting.delete(key);
    if (sprites.size >= SPRITE_LIMIT) sprites.clear();
    sprites.set(key, makeSprite(job));
  }
  if (waiting.size) return false;
  const waiters = readyWaiters;
  readyWaiters = [];
  for (const w of waiters) w();
  return true;
}

function makeSprites(deadline) {
  idleQueued = false;
  if (!makeSome(deadline)) queueSprites();
}

function queueSprites() {
  if (idleQueued || urgentQueued) return;
  idleQueued = true;
  whenIdle(makeSprites);
}

/** Makes the waiting sprites now, a slice per task, for a frame that waits for them. */
function hurrySprites() {
  if (urgentQueued) return;
  urgentQueued = true;
  const step = () => {
    if (makeSome(null)) urgentQueued = false;
    else setTimeout(step, 0);
  };
  setTimeout(step, 0);
}

function makeSprite({ fn, piece, size, scale, margin, opts }) {
  const side = Math.ceil(size * scale) + 2 * margin;
  const canvas = spriteCanvas(side, side);
  const sctx = canvas?.getContext("2d");
  if (!sctx) return null;
  try {
    // The same scale as the board's, so that a renderer's device-pixel sizes (shadows) match.
    sctx.setTransform(scale, 0, 0, scale, margin, margin);
    fn(sctx, piece, 0, 0, size, opts);
    // Drawn now (canvas drawing is deferred until read), not in the frame that first copies it.
    sctx.getImageData(0, 0, 1, 1);
  } catch {
    return null;
  }
  return canvas;
}

/** The renderer of a style and piece set (opts.set). */
function rendererOf(style, opts) {
  const own = opts.set && opts.set !== "classic" && pieceSets(style).includes(opts.set) ? SETS[`${style === "points" ? "checker" : style}:${opts.set}`] : null;
  return own ?? registry.get(style) ?? FALLBACK[style] ?? draughtsPiece;
}

/** The sprite of a piece drawn at `size` CSS pixels and `scale` device pixels per CSS pixel: { key, margin }. */
function spriteOf(fn, piece, size, scale, opts) {
  if (!rendererIds.has(fn)) rendererIds.set(fn, nextRendererId++);
  const px = Math.round(size * scale * 100) / 100;
  const key = `${rendererIds.get(fn)}|${piece.side}|${piece.kind}|${piece.label ?? ""}|${piece.promoted ?? ""}|${opts.color}|${opts.theme ?? ""}|${opts.upsideDown ? 1 : 0}|${px}`;
  return { key, margin: Math.ceil(size * SPRITE_MARGIN * scale) };
}

/** Puts a piece's sprite on the list to make, unless it is made or listed already. */
function wantSprite(fn, piece, size, scale, opts) {
  const { key, margin } = spriteOf(fn, piece, size, scale, opts);
  if (sprites.has(key) || waiting.has(key)) return key;
  waiting.set(key, { fn, piece: { side: piece.side, kind: piece.kind, label: piece.label, promoted: piece.promoted }, size, scale, margin, opts: { ...opts, alpha: undefined } });
  return key;
}

/**
 * Makes ready the sprites of `pieces` ([{ style, piece, size, opts }], as drawPiece takes them)
 * at `scale` device pixels per CSS pixel. Returns true when every one is made; otherwise they
 * are made in the next tasks (a slice of a few milliseconds each) and `done` is called then.
 */
export function prepareSprites(pieces, scale, done) {
  if (typeof document === "undefined" || !(scale > 0)) return true;
  for (const { style, piece, size, opts } of pieces) if (size > 0) wantSprite(rendererOf(style, opts), piece, size, scale, opts);
  if (!waiting.size) return true;
  readyWaiters.push(done);
  hurrySprites();
  return false;
}

/**
 * Copies the piece from its sprite; false when there is none yet (it is then made in idle
 * time) or none can be made (no document, a rotated or skewed transform), and the piece is
 * drawn directly.
 */
function drawSprite(ctx, fn, piece, x, y, size, opts) {
  const t = typeof ctx.getTransform === "function" ? ctx.getTransform() : null;
  if (!t || t.b !== 0 || t.c !== 0 || t.a !== t.d || t.a <= 0 || !(size > 0) || typeof document === "undefined") return false;
  const scale = t.a;
  const { key, margin } = spriteOf(fn, piece, size, scale, opts);
  const sprite = sprites.get(key);
  if (!sprite) {
    if (sprite === undefined && !waiting.has(key)) {
      wantSprite(fn, piece, size, scale, opts);
      queueSprites();
    }
    return false;
  }
  // At whole device pixels (the board's transform is a scale and a translation).
  const left = Math.round(t.e + x * scale) - margin - t.e, top = Math.round(t.f + y * scale) - margin - t.f;
  ctx.drawImage(sprite, left / scale, top / scale, sprite.width / scale, sprite.height / scale);
  return true;
}

// `mark` is the king's crown, `markEdge` its outline: the crown is at least 3:1 against
// the piece's fill (base and highlight) in every theme (WCAG contrast, checked by
// tests/js/pieces.test.mjs), so a king reads at a glance on a phone-sized 12x12 board.
// White's crown is dark (gold on cream was 2.5:1), the dark pieces' crowns are gold.
export const PALETTES = {
  black: { hi: "#5a5a5a", base: "#262626", edge: "#0c0c0c", groove: "rgba(255,255,255,0.16)", mark: "#f2c53d", markEdge: "#1a1200", text: "#f2f2f2" },
  white: { hi: "#ffffff", base: "#ece4d2", edge: "#a89a7c", groove: "rgba(80,60,30,0.28)", mark: "#6e4700", markEdge: "#fff6dc", text: "#222" },
  red: { hi: "#d9503f", base: "#b8281c", edge: "#6d130c", groove: "rgba(255,255,255,0.2)", mark: "#ffe07a", markEdge: "#3a0600", text: "#fff" },
};

/** Piece colours that differ by board theme: strong outlines for high contrast, a light rim on dark boards. */
export const THEMED = {
  contrast: {
    black: { ...PALETTES.black, hi: "#3a3a3a", base: "#000000", edge: "#ffffff", groove: "rgba(255,255,255,0.45)", mark: "#ffd800" },
    white: { ...PALETTES.white, hi: "#ffffff", base: "#ffffff", edge: "#000000", groove: "rgba(0,0,0,0.5)", mark: "#000000" },
  },
  dark: {
    black: { ...PALETTES.black, base: "#141414", edge: "#b9c0ca", groove: "rgba(255,255,255,0.22)" },
  },
};

/** The crown's width as a share of the piece's diameter (at least half: issue 11.6). */
export const CROWN_SHARE = 0.6;

const ownValue = (table, key) => (table && Object.hasOwn(table, key) ? table[key] : undefined);
/** The colours of a side's pieces ("black", "white", "red") on a board theme. */
export const palette = (name, theme) => ownValue(ownValue(THEMED, theme), name) ?? ownValue(PALETTES, name) ?? PALETTES.white;

function pixelRatio(ctx) {
  const t = ctx.getTransform();
  return Math.hypot(t.a, t.b) || 1;
}

/** A round draughts man with rim, groove and shadow; kings carry a crown. */
export function draughtsPiece(ctx, piece, x, y, s, opts) {
  const pal = palette(opts.color, opts.theme);
  const cx = x + s / 2, cy = y + s / 2, r = s * 0.4;
  const dpr = pixelRatio(ctx);
  ctx.save();
  ctx.shadowColor = "rgba(0,0,0,0.45)";
  ctx.shadowBlur = s * 0.07 * dpr;
  ctx.shadowOffsetY = s * 0.035 * dpr;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = pal.edge;
  ctx.fill();
  ctx.restore();
  const g = ctx.createRadialGradient(cx - r * 0.35, cy - r * 0.4, r * 0.1, cx, cy, r);
  g.addColorStop(0, pal.hi);
  g.addColorStop(0.55, pal.base);
  g.addColorStop(1, pal.base);
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.93, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.022);
  ctx.strokeStyle = pal.groove;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.66, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.45, 0, Math.PI * 2);
  ctx.stroke();
  if (piece.kind === "king" || (piece.promoted && piece.kind !== "man")) crown(ctx, cx, cy, 2 * r * CROWN_SHARE, pal);
}

/** A three-pointed crown, filled in the palette's mark colour with a contrasting outline. */
function crown(ctx, cx, cy, w, pal) {
  const h = w * 0.66, x = cx - w / 2, y = cy - h / 2;
  ctx.beginPath();
  ctx.moveTo(x, y + h);
  ctx.lineTo(x, y + h * 0.25);
  ctx.lineTo(x + w * 0.27, y + h * 0.58);
  ctx.lineTo(cx, y);
  ctx.lineTo(x + w * 0.73, y + h * 0.58);
  ctx.lineTo(x + w, y + h * 0.25);
  ctx.lineTo(x + w, y + h);
  ctx.closePath();
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(1, w * 0.07);
  ctx.strokeStyle = pal.markEdge;
  ctx.stroke();
  ctx.fillStyle = pal.mark;
  ctx.fill();
}

/** The last resort: a disc with the piece's label or kind. */
function letterPiece(ctx, piece, x, y, s, opts) {
  const pal = palette(opts.color, opts.theme);
  const cx = x + s / 2, cy = y + s / 2;
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.4, 0, Math.PI * 2);
  ctx.fillStyle = pal.base;
  ctx.fill();
  ctx.strokeStyle = pal.edge;
  ctx.lineWidth = Math.max(1, s * 0.03);
  ctx.stroke();
  ctx.fillStyle = pal.text;
  ctx.font = `bold ${Math.round(s * 0.42)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(piece.label ?? piece.kind ?? "?", cx, cy + s * 0.02);
}

const CHESS_GLYPHS = { K: "\u265A", Q: "\u265B", R: "\u265C", B: "\u265D", N: "\u265E", P: "\u265F" };

/** Chess fallback: the filled Unicode chess glyph in the side's colour. */
function chessGlyph(ctx, piece, x, y, s, opts) {
  const glyph = CHESS_GLYPHS[String(piece.kind).toUpperCase()];
  if (!glyph) return letterPiece(ctx, piece, x, y, s, opts);
  const pal = palette(opts.color);
  ctx.font = `${Math.round(s * 0.8)}px "DejaVu Sans", "Segoe UI Symbol", serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(1.5, s * 0.05);
  ctx.strokeStyle = opts.color === "black" ? "rgba(255,255,255,0.7)" : "#222";
  ctx.strokeText(glyph, x + s / 2, y + s * 0.54);
  ctx.fillStyle = opts.color === "black" ? "#1d1d1d" : pal.hi;
  ctx.fillText(glyph, x + s / 2, y + s * 0.54);
}

/** Shogi fallback: a wooden wedge with the kanji, pointing at the opponent. */
function shogiWedge(ctx, piece, x, y, s, opts) {
  ctx.save();
  ctx.translate(x + s / 2, y + s / 2);
  if (opts.upsideDown) ctx.rotate(Math.PI);
  const w = s * 0.78, h = s * 0.88;
  ctx.beginPath();
  ctx.moveTo(0, -h / 2);
  ctx.lineTo(w * 0.4, -h * 0.3);
  ctx.lineTo(w / 2, h / 2);
  ctx.lineTo(-w / 2, h / 2);
  ctx.lineTo(-w * 0.4, -h * 0.3);
  ctx.closePath();
  ctx.fillStyle = "#f3d7a0";
  ctx.fill();
  ctx.strokeStyle = "#6b4a1e";
  ctx.lineWidth = Math.max(1, s * 0.025);
  ctx.stroke();
  const text = piece.label ?? piece.kind ?? "?";
  ctx.fillStyle = piece.promoted ? "#c0201a" : "#1a1a1a";
  const size = text.length > 1 ? s * 0.36 : s * 0.5;
  ctx.font = `bold ${Math.round(size)}px "Noto Serif CJK JP", "Yu Mincho", "Hiragino Mincho ProN", serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  if (text.length > 1) {
    ctx.fillText(text[0], 0, -size * 0.45);
    ctx.fillText(text.slice(1), 0, size * 0.65);
  } else ctx.fillText(text, 0, h * 0.06);
  ctx.restore();
}

const FALLBACK = { checker: draughtsPiece, points: draughtsPiece, chess: chessGlyph, shogi: shogiWedge };

/** Flat draughts: a plain disc with a thin rim; a king carries a flat crown. */
function flatPiece(ctx, piece, x, y, s, opts) {
  const pal = palette(opts.color, opts.theme);
  const cx = x + s / 2, cy = y + s / 2, r = s * 0.38;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = pal.base;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.04);
  ctx.strokeStyle = pal.edge;
  ctx.stroke();
  if (piece.kind === "king" || (piece.promoted && piece.kind !== "man")) crown(ctx, cx, cy, 2 * r * CROWN_SHARE, pal);
}

const CHESS_LETTERS = { K: "K", Q: "Q", R: "R", B: "B", N: "N", P: "P" };

/** Chess letters: the piece's letter in a disc of the side's colour (as in a text diagram). */
function chessLetter(ctx, piece, x, y, s, opts) {
  const kind = String(piece.kind ?? "").toUpperCase();
  const pal = palette(opts.color === "black" ? "black" : "white", opts.theme);
  const cx = x + s / 2, cy = y + s / 2;
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.4, 0, Math.PI * 2);
  ctx.fillStyle = pal.base;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.04);
  ctx.strokeStyle = opts.color === "black" ? "#d8d8d8" : "#222";
  ctx.stroke();
  ctx.fillStyle = pal.text;
  ctx.font = `700 ${Math.round(s * 0.5)}px system-ui, "DejaVu Sans", sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(CHESS_LETTERS[kind] ?? kind.slice(0, 1), cx, cy + s * 0.03);
}

// Shogi's other sets: the same koma with other names on them.
const SINGLE_KANJI = { "+L": "杏", "+N": "圭", "+S": "全", "+R": "竜", "+B": "馬", "+P": "と", K: "玉", P: "歩", L: "香", N: "桂", S: "銀", G: "金", B: "角", R: "飛" };

/** The koma renderer (www/pieces/shogi.js once loaded, the wedge until then) with another name. */
function shogiWith(name) {
  return (ctx, piece, x, y, s, opts) => {
    const kind = String(piece.kind ?? "");
    const promoted = piece.promoted ?? kind.startsWith("+");
    const named = { ...piece, label: name(kind, piece), promoted };
    const fn = registry.get("shogi") ?? shogiWedge;
    fn(ctx, named, x, y, s, opts);
  };
}

const SETS = {
  "checker:flat": flatPiece,
  "chess:letters": chessLetter,
  "shogi:single": shogiWith((kind, p) => SINGLE_KANJI[kind] ?? Array.from(p.label ?? kind)[0]),
  // Western letters: a promoted piece is its letter after "+" (as Western notation writes it).
  "shogi:letters": shogiWith((kind) => kind),
};
