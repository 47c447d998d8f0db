// The move tree of a long game costs its length, not its length squared (issue 34, point 3):
// the move list's tokens carry short path texts (a long run of zeros written "0*n") that
// read back to their paths, and the endings' walk follows a line in a loop (no stack as
// deep as the game).
import { test } from "node:test";
import assert from "node:assert/strict";
import { addMove, endingsOf, listTokens, pathOfText, pathText, setEnding, treeOf } from "../../www/page/tree.js";

const moves = (n, prefix = "m") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** Every move token of the list, nested ones too. */
const allMoves = (tokens) => tokens.flatMap((t) => (t.kind === "move" ? [t] : allMoves(t.tokens)));

test("a path's text reads back to the path; short runs of zeros are written out, long ones as 0*n", () => {
  for (const path of [[], [0], [1], [0, 0, 0, 0, 0], [0, 0, 0, 1], Array(40).fill(0), Array(41).fill(0), [...Array(300).fill(0), 2, ...Array(45).fill(0), 1, 0], [3, 0, 2]]) {
    const text = pathText(path);
    assert.deepEqual(pathOfText(text), path, text);
  }
  // What the tests and links of short games use stays as it was.
  assert.equal(pathText([0, 0, 0, 0, 0]), "0.0.0.0.0");
  assert.equal(pathText([...Array(29).fill(0), 1]), [...Array(29).fill(0), 1].join("."));
  assert.equal(pathText([...Array(1499).fill(0), 1]), "0*1499.1");
  for (const bad of ["x", "0.-1", "0*", "0*1e9", "0..1", "0*99999999"]) assert.equal(pathOfText(bad), null, bad);
});

test("the list's tokens of a long game with variations: keys that are their paths' texts, linear in total", () => {
  const n = 3000;
  let t = { root: treeOf(moves(n)) };
  // A variation of three moves at every 100th move, one nested inside the first.
  for (let ply = 10; ply < n; ply += 100) {
    let v = addMove(t.root, Array(ply).fill(0), `v${ply}`);
    v = addMove(v.root, v.path, `w${ply}`);
    t = addMove(v.root, v.path, `x${ply}`);
  }
  t = addMove(t.root, [...Array(10).fill(0), 1], "nested");
  const tokens = listTokens(t.root);
  const all = allMoves(tokens);
  assert.equal(all.length, n + 30 * 3 + 1);
  for (const token of all) assert.equal(token.key, pathText(token.path));
  const chars = all.reduce((sum, token) => sum + token.key.length, 0);
  // Written out, the mainline's paths alone would hold n²/2 zeros (9 million characters).
  assert.ok(chars < all.length * 100, `${chars} characters of paths for ${all.length} moves`);
  assert.deepEqual(tokens.filter((k) => k.kind === "variation").length, 30);
});

test("the endings of a game of 100,000 moves: found without a stack as deep as the game", () => {
  const n = 100000;
  let root = treeOf(moves(n));
  root = setEnding(root, Array(n).fill(0), { action: "resign" });
  const branch = addMove(root, [0, 0], "alt");
  root = setEnding(branch.root, branch.path, { action: "draw" });
  const found = endingsOf(root);
  assert.deepEqual(found.map(([path, e]) => [path.length, e.action]), [[3, "draw"], [n, "resign"]]);
  assert.deepEqual(found[0][0], [0, 0, 1]);
  assert.ok(found[1][0].every((i) => i === 0));
});
