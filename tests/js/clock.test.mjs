// The page's game clock (www/clock.js), checked in Node with a hand-driven time:
// sudden death, Fischer increment, byoyomi, pause, undo and the flag fall.

import { test } from "node:test";
import assert from "node:assert/strict";
import { GameClock, PRESETS, formatTime } from "../../www/clock.js";

let now = 0;
Object.defineProperty(globalThis, "performance", { value: { now: () => now }, configurable: true });
const advance = (ms) => (now += ms);

function clock(control) {
  const flags = [];
  const c = new GameClock(control, (side) => flags.push(side));
  return { c, flags };
}

test("Fischer: the mover's clock stops and gains the increment, the other's runs", () => {
  const { c } = clock(PRESETS["3+2"]);
  c.move(0); // Black's first move starts White's clock
  advance(5000);
  assert.equal(c.remaining(1), 175000);
  assert.equal(c.remaining(0), 180000);
  c.move(1);
  assert.equal(c.remaining(1), 177000);
  advance(1000);
  assert.equal(c.remaining(0), 179000);
});

test("sudden death: running out calls the flag once and stops", () => {
  const { c, flags } = clock(PRESETS["5+0"]);
  c.move(0);
  advance(300000);
  assert.equal(c.check(), true);
  assert.deepEqual(flags, [1]);
  assert.equal(c.remaining(1), 0);
  advance(1000);
  c.check();
  assert.deepEqual(flags, [1]);
});

test("byoyomi: after the main time each move must come within the period, which restarts", () => {
  const { c, flags } = clock({ main: 1, increment: 0, byoyomi: 30 });
  c.move(0);
  advance(70000); // 60 s main time, then 10 s of the first period
  assert.equal(c.byoyomi(1), true);
  assert.equal(c.remaining(1), 20000);
  assert.equal(c.check(), false);
  c.move(1); // made it: the next period is whole again
  c.move(0);
  assert.equal(c.remaining(1), 30000);
  advance(29000);
  assert.equal(c.check(), false);
  advance(2000);
  assert.equal(c.check(), true);
  assert.deepEqual(flags, [1]);
});

test("pause stops the time; an undo gives the time back to the side to move", () => {
  const { c } = clock(PRESETS["10+5"]);
  c.move(0);
  advance(1000);
  c.pause();
  advance(60000);
  assert.equal(c.remaining(1), 599000);
  c.resume();
  advance(1000);
  assert.equal(c.remaining(1), 598000);
  c.setTurn(0);
  advance(2000);
  assert.equal(c.remaining(0), 598000);
  assert.equal(c.remaining(1), 598000);
});

test("times read as m:ss, and with tenths under ten seconds", () => {
  assert.equal(formatTime(180000), "3:00");
  assert.equal(formatTime(61000), "1:01");
  assert.equal(formatTime(9400), "9.4");
  assert.equal(formatTime(3723000), "1:02:03");
});
