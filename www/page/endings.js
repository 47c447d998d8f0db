// The endings a player chooses beside resigning and agreeing: claiming a chess draw
// (threefold repetition, fifty-move rule) and declaring a shogi win by the impasse
// rule. The engine says which games have them (the catalog's `capabilities`) and when
// each is possible (g.canClaimDraw(), g.canDeclareWin()); the buttons show for the games
// that have them and are enabled only then.

import * as owner from "./game-owner.js";
import { $, board, entry, onRender, put, requestRender, state, tr } from "./state.js";

const ACTIONS = [
  { id: "claim-draw", capability: "claimDraw", can: (g) => g.canClaimDraw(), act: () => owner.claimDraw(), help: "claimDrawHelp" },
  { id: "declare-win", capability: "declareWin", can: (g) => g.canDeclareWin(), act: () => owner.declareWin(), help: "declareWinHelp" },
];

/** Whether the player may act now (against the computer, only on the player's own turn). */
function playerToMove(g) {
  return !state.thinking && (state.mode !== "computer" || g.turn() === state.human);
}

/** Shows and enables the buttons for the board's game (a render). */
function renderEndings() {
  const g = owner.game();
  const capabilities = entry()?.capabilities ?? {};
  for (const a of ACTIONS) {
    const button = $(a.id);
    if (!button) continue;
    put(button, { hidden: !capabilities[a.capability] });
    put(button, { title: tr(a.help) });
    button.setAttribute("aria-label", tr(a.id === "claim-draw" ? "claimDraw" : "declareWin"));
    let possible = false;
    if (!button.hidden && !g.outcome()) {
      try {
        possible = a.can(g);
      } catch {
        possible = false;
      }
    }
    put(button, { disabled: !possible || !playerToMove(g) || owner.ply() < owner.totalPlies() });
  }
}

/** Wires the buttons and registers their render; returns the unbind. */
export function init() {
  const handlers = ACTIONS.map((a) => [
    $(a.id),
    () => {
      const g = owner.game();
      if (!g || g.outcome() || !playerToMove(g)) return;
      a.act(g);
      requestRender();
    },
  ]);
  for (const [el, fn] of handlers) el?.addEventListener("click", fn);
  const off = onRender(renderEndings);
  return () => {
    off();
    for (const [el, fn] of handlers) el?.removeEventListener("click", fn);
  };
}

/**
 * The computer, to move, ends the game itself when it may: it declares an impasse win,
 * and claims a draw when its evaluation is not ahead (as it accepts a draw offer).
 * True when the game ended.
 */
export function computerEnding(g) {
  try {
    if (g.canDeclareWin()) return owner.declareWin();
    if (g.canClaimDraw() && g.evaluate() <= 0) return owner.claimDraw();
  } catch {
    // An engine without these queries: the computer just plays on.
  }
  return false;
}
