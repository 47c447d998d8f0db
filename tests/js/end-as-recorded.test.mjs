// endAsRecorded(result): the result a record gives, applied to a game whose moves the page
// played itself (a long record is read in the worker and played on the page in slices:
// issue 34), ends it as loadRecord does.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "./engine.mjs";

test("endAsRecorded ends the game as loadRecord does with the same result", () => {
  for (const [id, text] of [
    ["chess", '[Result "0-1"]\n\n1. e4 e5 0-1'],
    ["shogi", "手合割：平手\n1 ７六歩(77)\n2 ３四歩(33)\n3 投了\n"],
    ["international", '[GameType "20"]\n[Result "2-0"]\n1. 32-28 19-23 2-0'],
  ]) {
    const loaded = new Game(id);
    loaded.loadRecord(text);
    const result = loaded.recordTags().result;
    const played = new Game(id);
    for (const m of loaded.history()) played.play(m);
    assert.equal(played.outcome(), null, `${id}: the moves alone do not end it`);
    assert.equal(played.endAsRecorded(result), true, `${id}: ended by "${result}"`);
    assert.deepEqual(played.outcome(), loaded.outcome(), `${id}: the same ending`);
    assert.equal(played.endAsRecorded(result), false, `${id}: not twice`);
    assert.equal(played.undo(), true);
    assert.equal(played.outcome(), null, `${id}: undo takes it back, leaving the moves`);
    assert.equal(played.history().length, loaded.history().length);
    loaded.free();
    played.free();
  }
});

test("endAsRecorded with no ending (\"*\", a word it does not know) changes nothing", () => {
  const g = new Game("chess");
  g.play("e4");
  for (const result of ["*", "", "maybe"]) assert.equal(g.endAsRecorded(result), false, result);
  assert.equal(g.outcome(), null);
  assert.throws(() => g.endAsRecorded(12), /result/);
  g.free();
});
