// Short synthesized sounds for a move, a capture and the end of a game (no audio
// files). Sound starts only after the player has interacted with the page, as
// browsers require.

let ctx = null;

function context() {
  if (ctx) return ctx;
  const AC = globalThis.AudioContext ?? globalThis.webkitAudioContext;
  if (!AC || !(navigator.userActivation?.hasBeenActive ?? true)) return null;
  try {
    ctx = new AC();
  } catch {
    ctx = null;
  }
  return ctx;
}

function tone(ac, { freq, start = 0, dur = 0.08, type = "sine", gain = 0.25, slide = 0 }) {
  const t0 = ac.currentTime + start;
  const osc = ac.createOscillator();
  const amp = ac.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, t0);
  if (slide) osc.frequency.exponentialRampToValueAtTime(freq * slide, t0 + dur);
  amp.gain.setValueAtTime(0.0001, t0);
  amp.gain.exponentialRampToValueAtTime(gain, t0 + 0.005);
  amp.gain.exponentialRampToValueAtTime(0.0001, t0 + dur);
  osc.connect(amp).connect(ac.destination);
  osc.start(t0);
  osc.stop(t0 + dur + 0.02);
}

/**
 * Makes the audio context now, when the page may (after the player's first touch or key):
 * making one takes tens of milliseconds on a phone, which the first move's task then
 * does not carry (issue 13).
 */
export function prepareSound() {
  context();
}

/** Plays "move", "capture" or "end". */
export function playSound(kind) {
  const ac = context();
  if (!ac) return;
  if (ac.state === "suspended") ac.resume().catch(() => {});
  if (kind === "capture") {
    tone(ac, { freq: 220, dur: 0.09, type: "triangle", gain: 0.35, slide: 0.6 });
    tone(ac, { freq: 150, start: 0.06, dur: 0.12, type: "triangle", gain: 0.3, slide: 0.7 });
  } else if (kind === "end") {
    tone(ac, { freq: 523, dur: 0.18, gain: 0.2 });
    tone(ac, { freq: 659, start: 0.14, dur: 0.18, gain: 0.2 });
    tone(ac, { freq: 784, start: 0.28, dur: 0.3, gain: 0.2 });
  } else {
    tone(ac, { freq: 420, dur: 0.06, type: "triangle", gain: 0.3, slide: 0.8 });
  }
}
