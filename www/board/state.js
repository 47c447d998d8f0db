// The one state object of a <board-game>: everything the element knows, in one plain
// object that the modules of www/board/ take as their first argument (the chessground
// pattern: free functions over one state, one render per animation frame).
//
// {
//   el, dom: { wrap, canvas, overlay, message, live,     the element and its parts
//              caption: { root, comment, authored } },  (the caption area under the board)
//   game, view, moves, starts, placeCells, outcome,      the engine's game and what it says now
//   line, future,                                        the whole line of play; moves redo() can replay
//   comments, commentLine,                               the `moves` attribute's {comments} by ply, and its moves
//   ui: { clicks, targets, placing, placeTargets, drag, chain, pending, cursor,
//         keyboard, hint, huffs, marks },                what the player is doing (drawn each frame)
//   press,                                               a pointer held down on a piece
//   anim, raf, idleWaiters,                              the move gliding now; the frame requested
//   edit,                                                the position editor's mode (board/edit.js), or null
//   playing, timer, controls,                            autoplay and the replay bar
//   on: { play, control, loaded },                       calls up to the element's wiring
//   loadSeq, reloadQueued, overSent, cssWidth, unbind,   bookkeeping
// }

import { pickLang } from "../i18n.js";

/** A fresh state for element `el`. */
export function createState(el) {
  let readyResolve = null;
  const ready = new Promise((r) => (readyResolve = r));
  return {
    el,
    dom: null,
    game: null,
    view: null,
    moves: [],
    starts: new Set(),
    placeCells: new Set(),
    outcome: null,
    overSent: false,
    line: [],
    future: 0,
    comments: [],
    commentLine: [],
    ui: { clicks: [], placing: new Set(), placeTargets: null, targets: null, drag: null },
    press: null,
    hintTimer: 0,
    anim: null,
    raf: 0,
    idleWaiters: [],
    edit: null,
    playing: false,
    timer: 0,
    controls: null,
    chains: null,
    loadSeq: 0,
    reloadQueued: false,
    cssWidth: 0,
    unbind: [],
    // Calls up to the element's wiring (board-game.js), so that no module imports one above it:
    // play(move, dragged) from the overlay's buttons, control(action) from the replay bar,
    // loaded() after a game is loaded (autoplay).
    on: { play() {}, control() {}, loaded() {} },
    ready,
    readyResolve,
  };
}

/** The number of moves played so far (the position shown). */
export const plyOf = (s) => (s.game ? s.game.history().length : 0);

/** The element's attribute `name` (null when absent). */
export const attr = (s, name) => s.el.getAttribute(name);

/** Whether the element has attribute `name`. */
export const hasAttr = (s, name) => s.el.hasAttribute(name);

/** The language of the board's texts: its `lang` attribute, else the page's. */
export const langOf = (s) => pickLang(s.el.getAttribute("lang") ?? document.documentElement.lang);

/** Adds a listener and returns the function that removes it. */
export function listen(target, type, fn, opts) {
  target.addEventListener(type, fn, opts);
  return () => target.removeEventListener(type, fn, opts);
}

/** Creates the element's parts (once): the canvas, the overlay, the message box, the live region, the caption area. */
export function buildDom(s) {
  const make = (tag, cls) => {
    const e = document.createElement(tag);
    e.className = cls;
    return e;
  };
  const wrap = make("div", "bg-wrap");
  const canvas = make("canvas", "bg-canvas");
  canvas.setAttribute("role", "application");
  canvas.tabIndex = 0;
  const overlay = make("div", "bg-overlay");
  const message = make("div", "bg-message");
  message.hidden = true;
  // Each move and the result are told in words to screen readers.
  const live = make("div", "bg-live");
  live.setAttribute("aria-live", "polite");
  wrap.append(canvas, overlay, message, live);
  // The caption area: the author's slotted caption and the comment of the move shown.
  const root = make("div", "bg-caption-area");
  const authored = make("div", "bg-caption-authored");
  const comment = make("p", "bg-comment");
  comment.setAttribute("aria-live", "polite");
  root.append(comment, authored);
  root.hidden = true;
  s.el.append(wrap, root);
  s.dom = { wrap, canvas, overlay, message, live, caption: { root, comment, authored } };
}
