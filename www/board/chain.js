// Jump chains built hop by hop (Incorrect Checkers): the engine lists one path per
// start and end, so the board asks it for the next landings of the partial chain
// (`game.continuations(path)`). The piece follows each clicked landing; a click on
// the piece again (or Enter) ends the chain there; a click on any final square
// plays that move at once. Also Enter for a placement's "done" (Binary). These
// methods are mixed into the <board-game> element.

import * as sel from "./select.js";
import { cellRect } from "./layout.js";

export const chainMethods = {
  /** Whether the game builds jump chains hop by hop (asked once per game). */
  _hasChains() {
    const g = this._game;
    if (!g) return false;
    if (this._chainsFor !== g) {
      this._chainsFor = g;
      this._chains = typeof g.continuations === "function" && g.continuations([]) != null;
    }
    return this._chains;
  },

  /** A click while building a chain; true when it was handled here. */
  _chainClick(token, dragged) {
    if (typeof token !== "number" || !this._hasChains()) return false;
    const ui = this._ui;
    const chain = ui.chain;
    if (!chain) {
      if (!this._starts.has(token)) return false;
      this._setChain([token]);
      return true;
    }
    const { path } = chain;
    const at = path[path.length - 1];
    if (token === at) {
      if (path.length === 1) this._clearSelection(true);
      else this._endChain();
      return true;
    }
    if (chain.next.has(token)) {
      const next = [...path, token];
      // Nowhere further to hop: the chain ends here when it may.
      if (!this._game.continuations(next).length && this._chainMove(next)) return this._playChain(next, true), true;
      this._setChain(next);
      return true;
    }
    const direct = this._chainMove([path[0], token]);
    if (direct) {
      this._choose(direct, dragged, token);
      return true;
    }
    if (this._starts.has(token)) {
      this._setChain([token]);
      return true;
    }
    this._clearSelection(true);
    return true;
  },

  /** The legal move from the path's start to its last landing, or null. */
  _chainMove(path) {
    const from = path[0], to = path[path.length - 1];
    return this._moves.find((m) => m.from === from && m.to === to) ?? null;
  },

  _setChain(path) {
    const ui = this._ui;
    const next = new Set(this._game.continuations(path));
    ui.chain = { path, next };
    ui.clicks = [...path];
    const finals = new Set(this._moves.filter((m) => m.from === path[0] && m.to != null && m.to !== path[0]).map((m) => m.to));
    ui.targets = { finals, waypoints: next, captures: new Set(), capturing: new Set(), paths: path.length > 1 ? [path] : [], arrows: [], movable: new Set() };
    this._renderOverlay();
    this._redraw();
  },

  /** Ends the chain on its current landing (the click on the piece again, or Enter). */
  _endChain() {
    const path = this._ui.chain.path;
    if (this._chainMove(path)) return this._playChain(path, true);
    // Not further forward than the start: the chain must go on (the legal ends flash).
    this._ui.hint = new Set(this._ui.targets?.finals ?? []);
    clearTimeout(this._hintTimer);
    this._hintTimer = setTimeout(() => {
      this._ui.hint = null;
      this._redraw();
    }, 900);
    this._redraw();
  },

  /** Plays the chain with the landings the player chose (the engine reads a full path). */
  _playChain(path, hopped) {
    const move = this._chainMove(path);
    const labels = this._view.labels ?? [];
    const full = path.map((c) => labels[c]).join(":");
    const chosen = path.length > 2 && path.every((c) => labels[c]) ? { ...move, notation: full, path } : move;
    this._choose(chosen, hopped && path.length > 1, path[path.length - 1]);
  },

  /** Enter: ends a chain, or plays a placement's "done". True when something was pending. */
  _commitPending() {
    if (!this._canInput()) return false;
    const ui = this._ui;
    if (ui.chain && ui.chain.path.length > 1) {
      this._endChain();
      return true;
    }
    if (ui.placing.size) {
      const r = sel.placeState(this._moves, ui.placing);
      if (r.confirm?.length === 1) {
        this._choose(r.confirm[0], false, [...ui.placing][0]);
        return true;
      }
    }
    return false;
  },

  /** The cells where Enter means "done" for a keyboard cursor (the chain's landing, the placed cells). */
  _pendingCells() {
    const ui = this._ui;
    if (ui.chain) return new Set([ui.chain.path[ui.chain.path.length - 1]]);
    return new Set(ui.placing);
  },

  /** Enter pressed with the focus on the page rather than on a control. */
  _onDocKey(e) {
    if (e.defaultPrevented || (e.target !== document.body && e.target !== document.documentElement)) return;
    if (e.key === "Enter" && this._commitPending()) e.preventDefault();
    else if (e.key === "Escape" && (this._ui.chain || this._ui.placing.size)) this._clearSelection(true);
  },

  /** Draws the hopping piece on its current landing (the frame's pieces in motion). */
  _chainFrame(ui, L) {
    const chain = this._ui.chain;
    if (!chain || chain.path.length < 2 || ui.anim) return;
    const start = chain.path[0], at = chain.path[chain.path.length - 1];
    const piece = this._view.pieces[start];
    if (!piece) return;
    const { x, y } = cellRect(L, at);
    ui.anim = { hidden: new Set([start]), ghosts: [], movers: [{ piece, x, y }] };
  },
};
