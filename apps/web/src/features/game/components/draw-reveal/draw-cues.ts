import type { RevealCues } from '../../model/draw-reveal';

/**
 * The reveal's sound and vibration: a short tone synthesised with WebAudio (nothing downloaded) and
 * `navigator.vibrate`. Either may be missing or refused (no user gesture yet, iOS has no vibrate):
 * then the reveal is silent, never broken.
 */

type AudioContextCtor = typeof AudioContext;
let context: AudioContext | null | undefined;

function audio(): AudioContext | null {
  if (context !== undefined) return context;
  const Ctor: AudioContextCtor | undefined =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  try {
    context = Ctor ? new Ctor() : null;
  } catch {
    context = null;
  }
  return context;
}

/** A soft "tick" per element, a brighter two-note chime for the last. */
function tone(ctx: AudioContext, last: boolean): void {
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  const start = ctx.currentTime;
  const notes = last ? [880, 1320] : [660];
  notes.forEach((freq, i) => {
    const at = start + i * 0.09;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(freq, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.18, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.18);
  });
}

export const drawCues: RevealCues = {
  element(_index, last) {
    try {
      const ctx = audio();
      if (ctx) tone(ctx, last);
    } catch {
      // a browser refusing audio leaves the reveal silent
    }
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
      navigator.vibrate(last ? [30, 40, 60] : 15);
    }
  },
};
