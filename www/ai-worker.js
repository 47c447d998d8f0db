// The computer player, off the main thread, with its own wasm instance.
// Protocol: { type: "think", id, game, options, position, moves, level, timeMs }
//        -> { type: "move", id, notation } (notation null when the game is over)
//         | { type: "error", id, message }

import { loadEngine } from "./engine.js";

self.onmessage = async (event) => {
  const msg = event.data;
  if (!msg || msg.type !== "think") return;
  let game = null;
  try {
    const { Game } = await loadEngine();
    game = msg.position ? Game.fromPosition(msg.game, msg.position, msg.options ?? undefined) : new Game(msg.game, msg.options ?? undefined);
    for (const m of msg.moves ?? []) game.play(m);
    const best = game.bestMove({ level: msg.level, timeMs: msg.timeMs });
    self.postMessage({ type: "move", id: msg.id, notation: best ? best.notation : null });
  } catch (err) {
    self.postMessage({ type: "error", id: msg.id, message: String(err?.message ?? err) });
  } finally {
    game?.free();
  }
};
