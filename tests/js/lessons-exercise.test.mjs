// The `exercise` and `puzzle` attributes of <board-game> (www/board/exercise.js): how their
// text is read, and every shipped puzzle line (data/puzzles) pasted as a `puzzle` attribute
// is solved through the judge, its replies scripted, while a wrong first move is refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { Game } from "./engine.mjs";
import { readExercise, readPuzzle } from "../../www/board/exercise.js";
import { judge } from "../../www/lessons/judge.js";

const PUZZLES = new URL("../../data/puzzles/", import.meta.url);

test("exercise attribute: expected moves, or a goal as JSON", () => {
  assert.deepEqual(readExercise("28x37"), { goal: { play: ["28x37"] } });
  assert.deepEqual(readExercise(" 28x37  28x39 "), { goal: { play: ["28x37", "28x39"] } });
  assert.deepEqual(readExercise("hb3_c3-d4"), { goal: { play: ["hb3 c3-d4"] } }, "a space inside a move is written _");
  assert.deepEqual(readExercise('{"capture":2,"crown":true}'), { goal: { capture: 2, crown: true } });
  assert.throws(() => readExercise("  "), /names no move/);
  assert.throws(() => readExercise("{capture"), SyntaxError);
});

test("puzzle attribute: a whole line of data/puzzles, or its solution line alone", () => {
  assert.deepEqual(readPuzzle("american||B:W23,24,28,29:B8,11,15,16|15-19 24x15 11x27|1450|shot,endgame"), {
    goal: { sequence: ["15-19", "24x15", "11x27"] },
    game: "american",
    options: {},
    position: "B:W23,24,28,29:B8,11,15,16",
  });
  assert.deepEqual(readPuzzle("russian|menCaptureBackward=false,n=3|W:Wc3:Bh8|c3-d4|1000|"), {
    goal: { sequence: ["c3-d4"] },
    game: "russian",
    options: { menCaptureBackward: false, n: 3 },
    position: "W:Wc3:Bh8",
  });
  assert.deepEqual(readPuzzle("15-19 24x15 11x27"), { goal: { sequence: ["15-19", "24x15", "11x27"] } });
  assert.deepEqual(readPuzzle("15-19 24x15").goal.sequence, ["15-19"], "a line ending on a reply ends on the solver's move");
  assert.throws(() => readPuzzle(""), /no solution/);
  // Moves accepted alike: one move's are all accepted; a line goes on with its own moves.
  assert.deepEqual(readPuzzle("e7v/e1^").goal, { play: ["e7v", "e1^"] });
  assert.deepEqual(readPuzzle("7-10 14x7 3x10 4-8 10-7/10-15").goal, { sequence: ["7-10", "14x7", "3x10", "4-8", "10-7"] });
});

const lines = readdirSync(PUZZLES).filter((f) => f.endsWith(".txt")).flatMap((f) => readFileSync(new URL(f, PUZZLES), "utf8").split("\n").filter((l) => l.includes("|")));

test(`every shipped puzzle line (${lines.length}) pasted as a puzzle attribute is solved through the judge`, () => {
  assert.ok(lines.length > 0, "data/puzzles ships puzzles");
  for (const line of lines) {
    const spec = readPuzzle(line);
    const step = { position: spec.position, options: spec.options, goal: spec.goal };
    const played = [];
    let last = null;
    if (spec.goal.play) {
      // One move accepted alike (`a/b`): each of them solves it.
      for (const m of spec.goal.play) assert.equal(judge(Game, spec.game, step, m, []).done, true, `${line}: ${m}`);
      continue;
    }
    for (let i = 0; i < spec.goal.sequence.length; i += 2) {
      last = judge(Game, spec.game, step, spec.goal.sequence[i], played);
      assert.equal(last.ok, true, `${line}: move ${i} ${JSON.stringify(last)}`);
      played.push(last.move);
      if (last.reply) played.push(last.reply);
    }
    assert.equal(last.done, true, line);
  }
});
