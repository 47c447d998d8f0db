// Jump chains built hop by hop (Incorrect Checkers): the engine lists one path per
// start and end, so the board asks it for the next landings of the partial chain
// (`game.continuations(path)`). The piece follows each clicked landing; a click on
// the piece again (or Enter) ends the chain there; a click on any final square
// plays that move at once. Also Enter for a placement's "done" (Binary).

import * as sel from "./select.js";
import { redraw } from "./frame.js";
import { choose } from "./game.js";
import { canInput, clearSelection, flash, showOverlay } from "./ui.js";

/** Whether the game builds jump chains hop by hop (asked once per game). */
function hasChains(s) {
  const g = s.host ?? s.game;
  if (!g) return false;
  if (s.chains?.game !== g || s.chains.view !== s.view) s.chains = { game: g, view: s.view, has: continuations(s, []) != null };
  return s.chains.has;
}

/** The next landings of a partial chain: the board's own game's answer, or its host's. */
function continuations(s, path) {
  const g = s.host ?? s.game;
  return typeof g?.continuations === "function" ? g.continuations(path) : null;
}

/** A click while building a chain; true when it was handled here. */
export function chainClick(s, token, dragged) {
  if (typeof token !== "number" || !hasChains(s)) return false;
  const chain = s.ui.chain;
  if (!chain) {
    if (!s.starts.has(token)) return false;
    setChain(s, [token]);
    return true;
  }
  const { path } = chain;
  const at = path[path.length - 1];
  if (token === at) {
    if (path.length === 1) clearSelection(s, true);
    else endChain(s);
    return true;
  }
  if (chain.next.has(token)) {
    const next = [...path, token];
    // Nowhere further to hop: the chain ends here when it may.
    if (!continuations(s, next).length && chainMove(s, next)) playChain(s, next, true);
    else setChain(s, next);
    return true;
  }
  const direct = chainMove(s, [path[0], token]);
  if (direct) choose(s, direct, dragged, token);
  else if (s.starts.has(token)) setChain(s, [token]);
  else clearSelection(s, true);
  return true;
}

/** The legal move from the path's start to its last landing, or null. */
function chainMove(s, path) {
  const from = path[0], to = path[path.length - 1];
  return s.moves.find((m) => m.from === from && m.to === to) ?? null;
}

function setChain(s, path) {
  const ui = s.ui;
  const next = new Set(continuations(s, path));
  ui.chain = { path, next };
  ui.clicks = [...path];
  const finals = new Set(s.moves.filter((m) => m.from === path[0] && m.to != null && m.to !== path[0]).map((m) => m.to));
  ui.targets = { finals, waypoints: next, captures: new Set(), capturing: new Set(), paths: path.length > 1 ? [path] : [], arrows: [], movable: new Set() };
  showOverlay(s);
  redraw(s);
}

/** Ends the chain on its current landing (the click on the piece again, or Enter). */
function endChain(s) {
  const path = s.ui.chain.path;
  if (chainMove(s, path)) return playChain(s, path, true);
  // Not further forward than the start: the chain must go on (the legal ends flash).
  flash(s, s.ui.targets?.finals ?? []);
}

/** Plays the chain with the landings the player chose (the engine reads a full path). */
function playChain(s, path, hopped) {
  const move = chainMove(s, path);
  const labels = s.view.labels ?? [];
  const full = path.map((c) => labels[c]).join(":");
  const chosen = path.length > 2 && path.every((c) => labels[c]) ? { ...move, notation: full, path } : move;
  choose(s, chosen, hopped && path.length > 1, path[path.length - 1]);
}

/** Enter: ends a chain, or plays a placement's "done". True when something was pending. */
export function commitPending(s) {
  if (!canInput(s)) return false;
  const ui = s.ui;
  if (ui.chain && ui.chain.path.length > 1) {
    endChain(s);
    return true;
  }
  if (ui.placing.size) {
    const r = sel.placeState(s.moves, ui.placing);
    if (r.confirm?.length === 1) {
      choose(s, r.confirm[0], false, [...ui.placing][0]);
      return true;
    }
  }
  return false;
}

/** The cells where Enter means "done" for a keyboard cursor (the chain's landing, the placed cells). */
export function pendingCells(s) {
  const ui = s.ui;
  if (ui.chain) return new Set([ui.chain.path[ui.chain.path.length - 1]]);
  return new Set(ui.placing);
}
