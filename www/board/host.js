// A <board-game> driven by a host that owns the game (the play page, www/page/game-owner.js),
// as chessground is driven by lichess's controller: the board knows no rules and holds no
// engine game. The host shows a position with its legal moves (show); the board draws it
// and reports the move the user chose (host.onUserMove), playing nothing itself.
//
//   board.host({
//     gameId,                        the game's id (its name in the board's label)
//     onUserMove(move, { dragged }), the move the user completed: the host plays it (or not)
//                                    and calls show again
//     continuations(path),           Incorrect Checkers' next landings of a partial chain
//                                    (the engine's g.continuations), or null
//     game(), play(notation), undo(), redo(), goTo(n), ply(), totalPlies(), line(), refresh(),
//     newGame()                      what the element's own methods of the same names do for
//                                    a host's board (scripts and tests call them on the page)
//   })
//   board.show({ view, moves, outcome, position, fresh, animate: { move, before, dragged, source } })
//     view = g.view(), moves = g.legalMoves() (empty when the game is over), outcome =
//     g.outcome(); `fresh`: another game (its first frame, "ready"); `animate`: the move
//     just played from the view `before` glides and is told in words.
// The board still fires its view events for the page's other listeners: "move" (a move
// shown gliding), "navigate" (another position shown), "ready" (a fresh game drawn),
// "gameover" (an outcome shown).

import { loadCatalog } from "../engine.js";
import { ensurePieces } from "./pieces.js";
import { announceReady, emit, showFacts, showMessage, showMove } from "./game.js";
import { cancelFrame, finishAnim, redraw } from "./frame.js";

/** Makes `host` the owner of the board's game: attribute loads stop, a load in flight is dropped. */
export function attach(s, host) {
  s.host = host;
  s.loadSeq++;
  s.reloadQueued = false;
  s.game?.free?.();
  s.game = null;
  s.line = [];
  s.future = 0;
}

/** Loads the piece sprites of game `id`'s family (before its first frame, as load() does). */
export async function preload(id) {
  const catalog = await loadCatalog();
  await ensurePieces(catalog.find((c) => c.id === id)?.family);
}

/** Shows what the host gives (see the top of this file). */
export function show(s, { view, moves, outcome = null, position = null, fresh = false, animate = null }) {
  if (!s.host || !s.dom) return;
  const replacing = fresh && !!s.view;
  if (fresh) {
    s.overSent = false;
    s.edit = null;
    showMessage(s, null);
    // A game in place of another is drawn after the page has handled its "ready" (it may
    // size the board's box to the new aspect first), as load() does.
    s.holdDraw = replacing;
    s.spritesBy = replacing ? performance.now() + 1000 : 0;
    if (replacing) cancelFrame(s);
  }
  finishAnim(s);
  const before = animate?.before ?? null;
  showFacts(s, { view, outcome, moves }, !animate);
  if (animate) showMove(s, animate.move, before, { source: animate.source ?? "user", dragged: !!animate.dragged, position });
  else if (fresh) announceReady(s, s.host.gameId, replacing);
  else {
    redraw(s);
    emit(s, "navigate", { ply: s.host.ply(), position });
  }
}
