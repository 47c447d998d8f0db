// The computer player's helpers shared by computer.test.mjs and computer-long-tasks.test.mjs:
// its settings through the page's controls, a person's move, waiting for its answer.

import { chooseSetting, idle, pressPlay, setSetting, waitReady } from "./harness.mjs";

/** Chooses the computer's settings through the page's controls. */
export async function settings(page, { mode = "computer", level, human, thinkMs }) {
  if (thinkMs != null) await setSetting(page, "think-time", String(thinkMs));
  // The New game dialog's choices, then its Play: a new game.
  await chooseSetting(page, "mode", mode);
  if (level != null) await chooseSetting(page, "level", String(level));
  if (human != null && mode === "computer") await chooseSetting(page, "human-side", String(human));
  await pressPlay(page);
}

/**
 * Waits until the board's game has `n` moves and the computer is not thinking. `{ thinking:
 * true }` (the demo, whose computer thinks again as soon as it has moved: between two of its
 * moves it is not thinking for a few milliseconds only, which a poll every 16 ms can miss)
 * waits for the moves alone.
 */
export async function waitMoves(page, n, timeout = 30000, { thinking = false } = {}) {
  await page.waitForFunction(
    ([n, thinking]) => {
      const b = document.getElementById("board");
      const g = b.game;
      return g && (g.history().length >= n || g.outcome()) && (thinking || !document.documentElement.hasAttribute("data-thinking"));
    },
    [n, thinking],
    { timeout },
  );
  await idle(page);
}

/** Switches the page to a game and waits for its board. */
export async function chooseGame(page, id) {
  await setSetting(page, "game-select", id);
  await page.waitForFunction((id) => document.getElementById("board").game?.id === id, id, { timeout: 20000 });
  await waitReady(page);
}

/** Plays a legal move for the person (the `k`-th of the legal moves, wrapping) through the board's API. */
export function playPersonMove(page, k) {
  return page.evaluate((k) => {
    const b = document.getElementById("board");
    const moves = b.game.legalMoves();
    const m = moves[k % moves.length];
    b.play(m.notation);
    return m.notation;
  }, k);
}

/** Whether every move of the board's history was legal where it was played (replayed on a fresh game). */
export function historyIsLegal(page) {
  return page.evaluate(() => {
    const b = document.getElementById("board");
    const g = b.game;
    const fresh = g.constructor.fromPosition(g.id, g.startPosition());
    try {
      for (const m of g.history()) {
        if (!fresh.legalMoves().some((x) => x.notation === m)) return `illegal ${m} at ${fresh.position()}`;
        fresh.play(m);
      }
      return true;
    } finally {
      fresh.free();
    }
  });
}
