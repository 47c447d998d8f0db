// The move tree of the play page (www/page/tree.js): variations instead of truncation.
import { test } from "node:test";
import assert from "node:assert/strict";
import { addMove, fromLine, fullPath, isMainline, lineOf, listTokens, movesOf, pathAtPly, promote, removeFrom, toLine, treeOf } from "../../www/page/tree.js";

const MAIN = ["a", "b", "c", "d", "e"];

test("a move from ply 3 starts a variation: the mainline stays", () => {
  const root = treeOf(MAIN);
  const { root: r2, path } = addMove(root, [0, 0, 0], "x");
  assert.deepEqual(lineOf(r2, []), MAIN, "mainline kept");
  assert.deepEqual(movesOf(r2, path), ["a", "b", "c", "x"]);
  assert.deepEqual(path, [0, 0, 0, 1]);
  assert.equal(isMainline(path), false);
  assert.deepEqual(lineOf(root, []), MAIN, "the old tree is unchanged");
});

test("playing the move the tree already has follows it (no duplicate)", () => {
  const root = treeOf(MAIN);
  const next = addMove(root, [0, 0], "c");
  assert.equal(next.root, root);
  assert.deepEqual(next.path, [0, 0, 0]);
  assert.deepEqual(lineOf(next.root, next.path), MAIN);
});

test("promote makes the variation the main continuation", () => {
  let t = addMove(treeOf(MAIN), [0, 0, 0], "x");
  t = addMove(t.root, t.path, "y");
  const p = promote(t.root, t.path);
  assert.deepEqual(lineOf(p.root, []), ["a", "b", "c", "x", "y"]);
  assert.deepEqual(p.path, [0, 0, 0, 0, 0]);
  // The old mainline is now the variation.
  assert.deepEqual(lineOf(p.root, [0, 0, 0, 1]), MAIN);
});

test("promote on the mainline changes nothing", () => {
  const root = treeOf(MAIN);
  const p = promote(root, [0, 0]);
  assert.equal(p.root, root);
});

test("delete from here removes the move and what follows; the position before it is shown", () => {
  const t = addMove(treeOf(MAIN), [0, 0, 0], "x");
  const d = removeFrom(t.root, t.path);
  assert.deepEqual(d.path, [0, 0, 0]);
  assert.deepEqual(lineOf(d.root, []), MAIN);
  assert.equal(listTokens(d.root).filter((x) => x.kind === "variation").length, 0);
  // On the mainline: cut there.
  const cut = removeFrom(treeOf(MAIN), [0, 0]);
  assert.deepEqual(lineOf(cut.root, []), ["a"]);
});

test("undo/redo along a line: the path at a ply follows the line the path lies on", () => {
  let t = addMove(treeOf(MAIN), [0, 0, 0], "x");
  t = addMove(t.root, t.path, "y");
  assert.deepEqual(fullPath(t.root, [0, 0, 0, 1]), [0, 0, 0, 1, 0]);
  // Back two plies on the variation, then forward again: still the variation.
  const back = pathAtPly(t.root, t.path, 3);
  assert.deepEqual(back, [0, 0, 0]);
  // From the branch point the line ahead is the mainline (the first child)...
  assert.deepEqual(lineOf(t.root, back), MAIN);
  // ...but from a path inside the variation, redo follows the variation.
  assert.deepEqual(pathAtPly(t.root, [0, 0, 0, 1], 5), [0, 0, 0, 1, 0]);
});

test("the list shows the variation after the move it replaces, nested ones inside", () => {
  let t = addMove(treeOf(MAIN), [0, 0, 0], "x");
  t = addMove(t.root, t.path, "y");
  t = addMove(t.root, [0, 0, 0, 1], "z");
  const tokens = listTokens(t.root);
  const kinds = tokens.map((k) => (k.kind === "move" ? k.move : "(" + k.tokens.map((i) => (i.kind === "move" ? i.move : "(...)")).join(" ") + ")"));
  assert.deepEqual(kinds, ["a", "b", "c", "d", "(x y (...))", "e"]);
  const variation = tokens[4];
  assert.equal(variation.tokens[0].ply, 3);
  // Who moved is the engine's fact (the move list reads it from the engine's moves), not the tree's.
  assert.equal(variation.tokens[0].side, undefined);
});

test("toLine/fromLine: the records' line with variations, both ways", () => {
  let t = addMove(treeOf(MAIN), [0, 0, 0], "x");
  t = addMove(t.root, t.path, "y");
  const line = toLine(t.root);
  assert.deepEqual(line.map((n) => n.move), MAIN);
  assert.deepEqual(line[3].variations, [[{ move: "x" }, { move: "y" }]]);
  const back = fromLine(line);
  assert.deepEqual(toLine(back), line);
  // Along a path: the line's moves are the path's (the game's history), with the others as variations.
  const along = toLine(t.root, t.path);
  assert.deepEqual(along.map((n) => n.move), ["a", "b", "c", "x", "y"]);
  assert.deepEqual(along[3].variations, [[{ move: "d" }, { move: "e" }]]);
  // A malformed line gives its valid part.
  assert.deepEqual(lineOf(fromLine([{ move: "a" }, { nope: 1 }, { move: "c" }]), []), ["a"]);
  assert.deepEqual(lineOf(fromLine(null), []), []);
});
