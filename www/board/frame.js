// Drawing on request: one render per animation frame (redraw), the layout of the
// canvas for the current size and orientation, and the end of a move's animation.

import { aspect, cellRect, layout } from "./layout.js";
import { drawBoard, restingPieces } from "./render.js";
import { preloadPromotion, prepareSprites } from "./pieces.js";
import { preloadKeys } from "./keyboard.js";
import { attr, hasAttr, langOf } from "./state.js";
import { editView } from "./edit-view.js";

/** The view drawn now: the game's, or the position being edited. */
export const shownView = (s) => (s.edit ? editView(s) : s.view);

/** The side drawn at the bottom (the `orientation` attribute, else the game's diagram). */
export function bottomSide(s) {
  const v = s.view;
  const o = (attr(s, "orientation") ?? "").trim().toLowerCase();
  if (o === "0" || o === "1") return Number(o);
  const i = v.colors.indexOf(o);
  if (i >= 0 && v.colors[0] !== v.colors[1]) return i;
  return v.bottom;
}

/**
 * The layout options: { coordinates: false | "" | "inside" | "outside" } from the attribute,
 * and { hands: "beside" | "stacked" } from the page's CSS (`--board-hands: stacked` puts the
 * pieces in hand above and below the board: a phone), read once per size of the board.
 */
const layoutOpts = (s) => ({ coordinates: hasAttr(s, "coordinates") ? attr(s, "coordinates") : false, hands: handsPlace(s) });

function handsPlace(s) {
  s.handsPlace ??= globalThis.getComputedStyle?.(s.el).getPropertyValue("--board-hands").trim() || "beside";
  return s.handsPlace;
}

/** The layout of the canvas now (null before the first view or size). */
export function layoutOf(s) {
  if (!s.view || !s.cssWidth) return null;
  return layout(shownView(s), s.cssWidth, bottomSide(s) !== s.view.bottom, layoutOpts(s));
}

/**
 * The canvas's drawing size follows its CSS size (and the device's pixel ratio). The width
 * is the one the ResizeObserver last reported (observeSize) once it has: measuring it here
 * would force a layout of the page in the middle of a game's load (a long task on a phone,
 * issue 13); a width that changes is reported after the next layout, and drawn then.
 * A new size is given to the canvas by the frame that draws it (a resized canvas is blank):
 * at once when `now` (the ResizeObserver, already in the frame's rendering), for the board's
 * first drawing, or when the page is hidden; else the next animation frame draws it, at the width of that frame's layout (a
 * new game's aspect may change the page around the board: drawn once, at the final size).
 */
export function resize(s, now = false) {
  const canvas = s.dom.canvas;
  const w = s.observedWidth ?? (canvas.getBoundingClientRect().width || canvas.clientWidth);
  if (!w || !s.view) return;
  const [pw, ph] = deviceSize(s, w);
  const widthChanged = w !== s.cssWidth;
  s.cssWidth = w;
  const [cw, ch] = s.pendingSize ?? [canvas.width, canvas.height];
  if (s.aspectPending) {
    // A new game's first drawing is on its way (game.js): it takes this size then.
    if (cw !== pw || ch !== ph) [s.pendingSize, s.measureWidth] = [[pw, ph], true];
    return;
  }
  if (cw !== pw || ch !== ph) {
    s.pendingSize = [pw, ph];
    // A hidden page gets no animation frames: it draws at once; so does the board's first
    // drawing (the first board is awaited).
    if (now || globalThis.document?.hidden || !hasAttr(s, "ready")) draw(s, performance.now());
    else {
      s.measureWidth = true;
      redraw(s);
    }
  } else if (!now || widthChanged) redraw(s);
}

/** The canvas's size in device pixels for a CSS width: [width, height]. */
function deviceSize(s, w) {
  const dpr = globalThis.devicePixelRatio || 1;
  return [Math.round(w * dpr), Math.round((w / aspect(shownView(s), layoutOpts(s))) * dpr)];
}

/** Redraws at the canvas's new size whenever it changes; returns the function that stops watching. */
export function observeSize(s) {
  const ro = new ResizeObserver((entries) => {
    const box = entries.at(-1);
    // The border box, as getBoundingClientRect measured it (the canvas has no transform).
    s.observedWidth = box.borderBoxSize?.[0]?.inlineSize ?? box.contentRect.width;
    // A new size may come with the page's other place for the hands (its CSS for a phone).
    const hands = s.handsPlace;
    s.handsPlace = null;
    if (s.view && hands != null && handsPlace(s) !== hands) updateAspect(s);
    resize(s, true);
  });
  ro.observe(s.dom.canvas);
  return () => {
    ro.disconnect();
    // Disconnected: the next connection measures again.
    s.observedWidth = undefined;
  };
}

/** The CSS aspect ratio of the canvas for the current view and attributes. */
export function updateAspect(s) {
  s.dom.canvas.style.setProperty("--bg-aspect", String(drawingAspect(s)));
}

/** Width / height of the board's drawing for the current view (null before a game is loaded). */
export const drawingAspect = (s) => (s.view ? aspect(shownView(s), layoutOpts(s)) : null);

/** Asks for one frame: any number of calls before the next animation frame draw once. */
export function redraw(s) {
  if (s.raf || s.holdDraw) return;
  s.raf = requestAnimationFrame((now) => {
    s.raf = 0;
    draw(s, now);
  });
}

/** Draws now (a hidden page gets no animation frames). */
export const drawNow = (s) => draw(s, performance.now());

/** Stops any pending frame (the element left the page). */
export function cancelFrame(s) {
  cancelAnimationFrame(s.raf);
  s.raf = 0;
}

function draw(s, now) {
  const canvas = s.dom.canvas;
  if (s.aspectPending) {
    s.aspectPending = false;
    updateAspect(s);
    if (s.pendingSize) s.measureWidth = true;
  }
  if (s.pendingSize && s.measureWidth && s.view) {
    // The layout of this frame (the page has had the new game's "ready"): its width, drawn once.
    const w = canvas.getBoundingClientRect().width;
    if (w) {
      s.cssWidth = w;
      s.pendingSize = deviceSize(s, w);
    }
  }
  s.measureWidth = false;
  const L = layoutOf(s);
  if (!L) return;
  if (s.spritesBy) {
    // A new game in place of another: its first frame copies its pieces from sprites made in
    // the tasks before it, a few milliseconds each (drawing the forty pieces of a shogi or
    // chess board directly made that frame one long task on a phone, issue 13; drawing the
    // board bare first cost a second canvas commit in the page's busiest frame). Meanwhile
    // the canvas is transparent (its previous drawing would show stretched to the new
    // aspect) but not hidden, which would drop the keyboard focus of a player on it. Past
    // the deadline the pieces are drawn directly.
    const scale = (s.pendingSize?.[0] ?? canvas.width) / L.width;
    const pieces = restingPieces(L, attr(s, "theme") || "wood", attr(s, "pieces") || "classic");
    if (performance.now() < s.spritesBy && !prepareSprites(pieces, scale, () => redraw(s))) {
      if (canvas.style.opacity !== "0") canvas.style.opacity = "0";
      return;
    }
    s.spritesBy = 0;
    canvas.style.removeProperty("opacity");
  }
  if (s.pendingSize) {
    [canvas.width, canvas.height] = s.pendingSize;
    s.pendingSize = null;
  }
  const ctx = canvas.getContext("2d");
  const scale = canvas.width / L.width;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  const ui = {
    ...s.ui,
    coordinates: hasAttr(s, "coordinates"),
    cursor: s.ui.keyboard ? s.ui.cursor : null,
    theme: attr(s, "theme") || "wood",
    pieces: attr(s, "pieces") || "classic",
    lang: langOf(s),
    regions: attr(s, "regions"),
  };
  if (hasAttr(s, "hide-targets")) ui.targets = ui.huffs = null;
  if (ui.pending) ui.targets = { finals: new Set([ui.pending.to]), waypoints: new Set(), captures: new Set(ui.pending.captures ?? []), capturing: new Set(), paths: ui.pending.path?.length > 2 ? [ui.pending.path] : [] };
  if (s.edit) Object.assign(ui, { targets: null, huffs: null, clicks: [], placing: null, hideLast: true, hideCheck: true });
  if (s.anim) {
    const elapsed = now - s.anim.start;
    if (elapsed >= s.anim.plan.duration) finishAnim(s);
    else {
      const frame = s.anim.plan.frame(elapsed, (c) => cellRect(L, c));
      ui.anim = { hidden: s.anim.plan.hidden, ...frame };
      redraw(s);
    }
  }
  chainFrame(s, ui, L);
  drawBoard(ctx, L, ui);
  // A drawn chess or shogi board: its promotion chooser loads in idle time (once).
  if (s.view?.style === "chess" || s.view?.style === "shogi") preloadPromotion();
  // A drawn board: its keyboard handler loads in idle time (once; board/keyboard.js).
  preloadKeys();
  if (!hasAttr(s, "ready")) {
    s.el.setAttribute("ready", "");
    s.readyResolve?.(s.el);
  }
}

/** Ends the move's animation (if any) and tells those waiting for idle(). */
export function finishAnim(s) {
  if (!s.anim) return;
  s.anim = null;
  s.el.removeAttribute("animating");
  redraw(s);
  const waiters = s.idleWaiters;
  s.idleWaiters = [];
  for (const w of waiters) w();
}

/** A promise that resolves when no move is being animated. */
export function idle(s) {
  if (!s.anim) return Promise.resolve();
  return new Promise((resolve) => s.idleWaiters.push(resolve));
}

/** Draws the hopping piece on its current landing (the frame's pieces in motion). */
function chainFrame(s, ui, L) {
  const chain = s.ui.chain;
  if (!chain || chain.path.length < 2 || ui.anim) return;
  const start = chain.path[0], at = chain.path[chain.path.length - 1];
  const piece = s.view.pieces[start];
  if (!piece) return;
  const { x, y } = cellRect(L, at);
  ui.anim = { hidden: new Set([start]), ghosts: [], movers: [{ piece, x, y }] };
}
