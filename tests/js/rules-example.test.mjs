// examples/rules.html tells the rules with live boards: every board's position, moves and
// marks must be what the engine says, and each example shows the rule its text claims
// (checked here by the exact legal moves of each position).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game, catalog, notations } from "./engine.mjs";
import { parseMarks } from "../../www/board/marks.js";
import { parseMovetext } from "../../www/board/movetext.js";

const html = readFileSync(new URL("../../examples/rules.html", import.meta.url), "utf8").replace(/<!--[\s\S]*?-->/g, "");
const unescape = (s) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** Every <board-game> tag of the page with its attributes (the code sample's escaped tag is not one). */
function boards() {
  const out = [];
  for (const m of html.matchAll(/<board-game\b([^>]*)>/g)) {
    const attrs = {};
    for (const a of m[1].matchAll(/([a-z-]+)(?:="([^"]*)")?/g)) attrs[a[1]] = a[2] === undefined ? "" : unescape(a[2]);
    out.push(attrs);
  }
  return out;
}

const byId = Object.fromEntries(boards().filter((b) => b.id).map((b) => [b.id, b]));

function load(b) {
  return b.position ? Game.fromPosition(b.game, b.position) : new Game(b.game);
}

test("the page has one board per game and every board loads, replays its moves and names real squares", () => {
  const all = boards();
  assert.deepEqual([...new Set(all.map((b) => b.game))].sort(), catalog().map((c) => c.id).sort());
  for (const b of all) {
    const g = load(b);
    // The moves as the board reads them: {comments} are not moves.
    const { moves } = parseMovetext(b.moves);
    for (const m of moves) g.play(m);
    // A story told in another language has the same moves.
    if (b["data-moves-ja"] != null) assert.deepEqual(parseMovetext(b["data-moves-ja"]).moves, moves, `${b.id}: the Japanese story has the same moves`);
    if (b.marks) assert.deepEqual(parseMarks(b.marks, g.view()).errors, [], `${b.id ?? b.game}: marks`);
    g.free();
  }
});

// Each example's claim, as the set of legal moves of its position.
const CLAIMS = {
  "am-man": ["14-17", "14-18"], // a man steps diagonally forward only
  "am-jump": ["14x23"], // the jump is compulsory
  "am-multi": ["3x26"], // the zigzag multi-jump is one move
  "am-king": ["18-14", "18-15", "18-22", "18-23"], // a king steps in four directions
  "am-king-multi": ["19x26"], // a king's jumps turn back
  "am-stop": ["10x3"], // a man crowned by a jump stops (american.crowning)
  "am-king-on": ["10x12"], // a king jumps on
  "in-back": ["28x39"], // men capture backwards
  "in-king-multi": ["46x21", "46x26"], // a flying king lands where it can go on
  "in-max": ["34x1"], // the maximum capture is compulsory
  "in-pass": ["13x11"], // a man passing the far row in a capture jumps on
};

for (const [id, moves] of Object.entries(CLAIMS)) {
  test(`rules example ${id}: ${moves.join(" ")}`, () => {
    const g = load(byId[id]);
    assert.deepEqual(notations(g), [...moves].sort());
    g.free();
  });
}

test("rules example in-fly: the flying king reaches every marked square and no other", () => {
  const b = byId["in-fly"];
  const g = load(b);
  const labels = g.view().labels;
  const targets = g.legalMoves().map((m) => labels[m.to]).sort();
  const marked = parseMarks(b.marks, g.view()).squares.map((s) => labels[s.cell]).sort();
  assert.deepEqual(targets, marked);
  g.free();
});

test("rules example am-crown and am-stop: the man is crowned where the text says", () => {
  const crown = load(byId["am-crown"]);
  crown.play("27-32");
  const v = crown.view();
  assert.equal(v.pieces[v.labels.indexOf("32")].kind, "king");
  crown.free();
  const stop = load(byId["am-stop"]);
  stop.play("10x3");
  const w = stop.view();
  assert.equal(w.pieces[w.labels.indexOf("3")].kind, "king");
  assert.equal(stop.turn(), 0, "Black moves next: the crowned man's move ended");
  stop.free();
});

test("rules example am-trap: each capture of the line is the only legal move", () => {
  const g = load(byId["am-trap"]);
  const only = { 0: ["10x3"], 2: ["3x10"], 3: ["6x31"] };
  byId["am-trap"].moves.split(" ").forEach((m, i) => {
    if (only[i]) assert.deepEqual(notations(g), only[i], `before ${m}`);
    g.play(m);
  });
  assert.deepEqual(g.outcome(), { winner: 0, reason: "all-captured", token: "2-0", plies: 4 });
  g.free();
});

test("rules example in-pass: a man that only passes the far row stays a man", () => {
  const g = load(byId["in-pass"]);
  g.play("13x11");
  const v = g.view();
  assert.equal(v.pieces[v.labels.indexOf("11")].kind, "man");
  g.free();
});
