// The texts a rules author writes in a board's attributes (issue 15.5): {comments} in
// `moves` kept apart from the moves, text labels in `marks`.

import { test } from "node:test";
import assert from "node:assert/strict";
import { parseMovetext } from "../../www/board/movetext.js";
import { parseMarks } from "../../www/board/marks.js";
import { Game } from "./engine.mjs";

test("comments in moves are kept by ply and never taken for moves", () => {
  const t = parseMovetext("{Before} 1. 11-15 {The Old Faithful} 23-19 {Black answers} 2. 8-11 22-17 *");
  assert.deepEqual(t.moves, ["11-15", "23-19", "8-11", "22-17"]);
  assert.equal(t.comments[0], "Before");
  assert.equal(t.comments[1], "The Old Faithful");
  assert.equal(t.comments[2], "Black answers");
  assert.equal(t.comments[3], undefined);
  assert.equal(t.comments.length, 3);
  // The moves replay in the engine as they are.
  const g = new Game("american");
  for (const m of t.moves) g.play(m);
  assert.equal(g.history().length, 4);
  g.free();
});

test("comments: several at one ply are joined, whitespace folds, braces and markup are text", () => {
  const t = parseMovetext("11-15 {one}{two\n  lines} 23-19,{ <b>x</b> & {y } 22-17");
  assert.deepEqual(t.moves, ["11-15", "23-19", "22-17"]);
  assert.equal(t.comments[1], "one two lines");
  // A "{" inside a comment is text; the first "}" ends it.
  assert.equal(t.comments[2], "<b>x</b> & {y");
});

test("comments: an unclosed brace makes the rest a comment; no text, no moves", () => {
  const open = parseMovetext("11-15 {the rest 23-19");
  assert.deepEqual(open.moves, ["11-15"]);
  assert.equal(open.comments[0], undefined);
  assert.equal(open.comments[1], "the rest 23-19");
  assert.deepEqual(parseMovetext(""), { moves: [], comments: [] });
  assert.deepEqual(parseMovetext(null), { moves: [], comments: [] });
  assert.deepEqual(parseMovetext("{} {  } 9-13"), { moves: ["9-13"], comments: [] });
});

test("marks: text labels on squares, with a colour, beside squares and arrows", () => {
  const v = new Game("american").view();
  const m = parseMarks("label A: c3; label red 1: 28 32; red: 18; arrow 11-15; label <b>: 19", v);
  assert.deepEqual(m.errors, []);
  const cell = (name) => v.labels.indexOf(name);
  assert.deepEqual(
    m.labels.map((l) => [l.cell, l.text]),
    [
      [5 * 8 + 2, "A"], // c3: file c, rank 3 from the bottom
      [cell("28"), "1"],
      [cell("32"), "1"],
      [cell("19"), "<b>"],
    ],
  );
  assert.notEqual(m.labels[1].color, m.labels[0].color, "red differs from the default colour");
  assert.equal(m.squares.length, 1);
  assert.equal(m.arrows.length, 1);
});

test("marks: a colour word alone is the label's text; bad labels are reported", () => {
  const v = new Game("american").view();
  const m = parseMarks("label red: 18; label : 19; label X; label Y: 99", v);
  assert.deepEqual(m.labels.map((l) => l.text), ["red"]);
  assert.deepEqual(m.errors, ["label : 19", "label X", "99"]);
});
