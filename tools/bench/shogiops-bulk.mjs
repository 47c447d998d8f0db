// Perft over shogiops (standard shogi) that counts the last ply in bulk, as our perft and
// chessops' own perft do: at depth 1 it adds up the legal destinations (a move that may
// promote or not counts twice) and the legal drop squares, without playing them.
// shogiops' own `debug.perft` plays every leaf; above depth 1 this is the same walk, over
// the library's public API only (allMoveDests, allDropDests, clone, play).

import { parsePieceName } from "shogiops/util";
import { pieceCanPromote, pieceForcePromote } from "shogiops/variant/util";

const canPromote = pieceCanPromote("standard");
const mustPromote = pieceForcePromote("standard");

export function shogiopsBulkPerft(pos, depth) {
  if (depth < 1) return 1;
  const ctx = pos.ctx();
  let nodes = 0;
  if (depth === 1) {
    for (const [from, dests] of pos.allMoveDests(ctx)) {
      const piece = pos.board.get(from);
      for (const to of dests) nodes += canPromote(piece, from, to) && !mustPromote(piece, to) ? 2 : 1;
    }
    for (const [, dests] of pos.allDropDests(ctx)) nodes += dests.size();
    return nodes;
  }
  for (const [from, dests] of pos.allMoveDests(ctx)) {
    const piece = pos.board.get(from);
    for (const to of dests) {
      const can = canPromote(piece, from, to);
      const choices = !can ? [false] : mustPromote(piece, to) ? [true] : [true, false];
      for (const promotion of choices) {
        const child = pos.clone();
        child.play({ from, to, promotion });
        nodes += shogiopsBulkPerft(child, depth - 1);
      }
    }
  }
  for (const [name, dests] of pos.allDropDests(ctx)) {
    const { role } = parsePieceName(name);
    for (const to of dests) {
      const child = pos.clone();
      child.play({ role, to });
      nodes += shogiopsBulkPerft(child, depth - 1);
    }
  }
  return nodes;
}
