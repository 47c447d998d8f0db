// The page's sounds (www/sound.js) are computed, not recorded: each is a few tones written as
// a 16-bit mono WAV file that an <audio> element plays (no AudioContext: making one held the
// main thread 200 to 400 ms at 4x CPU throttling, issue 13). These check the file and the tones.

import { test } from "node:test";
import assert from "node:assert/strict";
import { SOUNDS, samples, wavBytes } from "../../www/sound.js";

const RATE = 22050;

test("each sound is a WAV file Chromium can play: RIFF/WAVE, PCM, mono, 16 bits, 22050 Hz, its data's length", () => {
  for (const [kind, tones] of Object.entries(SOUNDS)) {
    const data = samples(tones);
    const bytes = wavBytes(data);
    const v = new DataView(bytes.buffer);
    const text = (at, n) => String.fromCharCode(...bytes.slice(at, at + n));
    assert.equal(text(0, 4), "RIFF", kind);
    assert.equal(v.getUint32(4, true), bytes.length - 8, `${kind}: the RIFF size`);
    assert.equal(text(8, 8), "WAVEfmt ", kind);
    assert.deepEqual([v.getUint16(20, true), v.getUint16(22, true), v.getUint32(24, true), v.getUint16(34, true)], [1, 1, RATE, 16], `${kind}: PCM, mono, rate, bits`);
    assert.equal(text(36, 4), "data", kind);
    assert.equal(v.getUint32(40, true), data.length * 2, `${kind}: the data size`);
    assert.equal(bytes.length, 44 + data.length * 2, kind);
  }
});

test("a sound lasts as long as its tones (plus 20 ms) and starts and ends in silence", () => {
  for (const [kind, tones] of Object.entries(SOUNDS)) {
    const data = samples(tones);
    const seconds = Math.max(...tones.map((t) => (t.start ?? 0) + t.dur)) + 0.02;
    assert.ok(Math.abs(data.length / RATE - seconds) < 2 / RATE, `${kind}: ${data.length / RATE} s, not ${seconds}`);
    assert.ok(Math.abs(data[0]) < 0.01, `${kind} starts silent`);
    assert.ok(data.slice(-Math.round(0.02 * RATE)).every((x) => Math.abs(x) < 0.01), `${kind} ends silent`);
  }
});

test("a tone's loudest sample is near its gain, and sounds stay within full scale", () => {
  const one = { freq: 440, dur: 0.2, gain: 0.3 };
  const peak = Math.max(...samples([one]).map(Math.abs));
  assert.ok(peak > 0.25 && peak <= 0.3 + 1e-6, `peak ${peak}`);
  for (const [kind, tones] of Object.entries(SOUNDS)) {
    const data = samples(tones);
    assert.ok(data.every((x) => Math.abs(x) <= 1), `${kind} within full scale`);
    assert.ok(Math.max(...data.map(Math.abs)) > 0.1, `${kind} is audible`);
  }
});

test("a tone has its frequency: a 441 Hz sine crosses zero about 2 × 441 times a second", () => {
  const data = samples([{ freq: 441, dur: 1, gain: 0.5 }]);
  let crossings = 0;
  for (let i = 1; i < RATE; i++) if ((data[i - 1] < 0) !== (data[i] < 0)) crossings++;
  assert.ok(Math.abs(crossings - 882) <= 4, `${crossings} zero crossings`);
});
