// Short synthesized sounds for a move, a capture and the end of a game (no audio
// files). Sound starts only after the player has interacted with the page, as
// browsers require.
//
// Each sound is computed here once (a few tones with a quick attack and an exponential
// decay), written as a small WAV file in memory and played by an <audio> element. Not Web
// Audio: making an AudioContext opens the audio output synchronously, 200 to 400 ms of the
// main thread at 4x CPU throttling in Chromium (issue 13: no task over 50 ms), while an audio
// element is made in a few milliseconds and plays off the main thread.

import { whenIdle } from "./board/late.js";

const RATE = 22050;

/** The tones of each sound: frequency (Hz), start and length (s), wave, peak gain, frequency slide. */
export const SOUNDS = {
  move: [{ freq: 420, dur: 0.06, type: "triangle", gain: 0.3, slide: 0.8 }],
  capture: [
    { freq: 220, dur: 0.09, type: "triangle", gain: 0.35, slide: 0.6 },
    { freq: 150, start: 0.06, dur: 0.12, type: "triangle", gain: 0.3, slide: 0.7 },
  ],
  end: [
    { freq: 523, dur: 0.18, gain: 0.2 },
    { freq: 659, start: 0.14, dur: 0.18, gain: 0.2 },
    { freq: 784, start: 0.28, dur: 0.3, gain: 0.2 },
  ],
};

/**
 * The samples of a sound (-1..1, RATE per second): each tone rises from silence to its gain in
 * 5 ms and decays exponentially to silence at its end, its frequency sliding exponentially by
 * `slide` over its length (as the Web Audio ramps this replaces did).
 */
export function samples(tones) {
  const end = Math.max(...tones.map((t) => (t.start ?? 0) + t.dur + 0.02));
  const out = new Float32Array(Math.ceil(end * RATE));
  const quiet = 0.0001;
  const attack = Math.round(0.005 * RATE);
  for (const { freq, start = 0, dur = 0.08, type = "sine", gain = 0.25, slide = 0 } of tones) {
    const first = Math.round(start * RATE);
    const count = Math.min(Math.round(dur * RATE), out.length - first);
    // Exponential ramps as running products (a power per sample made the sounds' task long).
    const rise = Math.pow(gain / quiet, 1 / attack);
    const fall = Math.pow(quiet / gain, 1 / (dur * RATE - attack));
    const glide = slide ? Math.pow(slide, 1 / (dur * RATE)) : 1;
    let phase = 0, f = freq, amp = quiet;
    for (let i = 0; i < count; i++) {
      phase = (phase + f / RATE) % 1;
      const wave = type === "triangle" ? 1 - 4 * Math.abs(phase - 0.5) : Math.sin(2 * Math.PI * phase);
      out[first + i] += wave * amp;
      f *= glide;
      amp *= i < attack ? rise : fall;
    }
  }
  return out;
}

/** A mono 16-bit PCM WAV file of `data` (samples at RATE). */
export function wavBytes(data) {
  const bytes = new ArrayBuffer(44 + data.length * 2);
  const v = new DataView(bytes);
  const text = (at, s) => [...s].forEach((c, i) => v.setUint8(at + i, c.charCodeAt(0)));
  text(0, "RIFF");
  v.setUint32(4, 36 + data.length * 2, true);
  text(8, "WAVEfmt ");
  v.setUint32(16, 16, true); // the format chunk's size
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, RATE, true);
  v.setUint32(28, RATE * 2, true); // bytes per second
  v.setUint16(32, 2, true); // bytes per sample frame
  v.setUint16(34, 16, true); // bits per sample
  text(36, "data");
  v.setUint32(40, data.length * 2, true);
  for (let i = 0; i < data.length; i++) v.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, data[i])) * 32767), true);
  return new Uint8Array(bytes);
}

const urls = new Map(); // kind -> the blob: URL of its WAV, or null where none can be made
const players = new Map(); // kind -> its <audio>, or null

/** The blob: URL of a sound's WAV, made once. */
function urlOf(kind) {
  if (!urls.has(kind)) {
    try {
      urls.set(kind, URL.createObjectURL(new Blob([wavBytes(samples(SOUNDS[kind]))], { type: "audio/wav" })));
    } catch {
      urls.set(kind, null);
    }
  }
  return urls.get(kind);
}

/** The audio element of a sound, made on its first play (null: this browser cannot play it). */
function player(kind) {
  if (!players.has(kind)) {
    let el = null;
    try {
      const url = urlOf(kind);
      if (url) el = new Audio(url);
    } catch {
      el = null;
    }
    players.set(kind, el);
  }
  return players.get(kind);
}

const mayPlay = () => typeof Audio === "function" && (globalThis.navigator?.userActivation?.hasBeenActive ?? true);

/**
 * Makes the sounds' files now, one per idle task, after the player's first touch or key, so
 * that the first move's task does not (issue 13).
 */
export function prepareSound() {
  if (!mayPlay()) return;
  const kinds = Object.keys(SOUNDS).filter((k) => !urls.has(k));
  const next = () => {
    const kind = kinds.shift();
    if (kind === undefined) return;
    urlOf(kind);
    whenIdle(next);
  };
  whenIdle(next);
}

/** Plays "move", "capture" or "end". */
export function playSound(kind) {
  if (!Object.hasOwn(SOUNDS, kind) || !mayPlay()) return;
  const el = player(kind);
  if (!el) return;
  try {
    el.currentTime = 0;
    el.play()?.catch?.(() => {});
  } catch {
    // No sound is no error.
  }
}
