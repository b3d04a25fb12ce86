/** A soft two-tone ring (E5 then C5), repeated every two and a half seconds while a call rings. */
const RING_TONES_HZ = [659.25, 523.25];
const TONE_SECONDS = 0.4;
const TONE_GAP_SECONDS = 0.12;
const RING_EVERY_MS = 2500;
/** Quiet on purpose: it plays over whatever the person is doing. */
const VOLUME = 0.12;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

function playTone(context: AudioContext, frequency: number, at: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  // A quick fade in and a longer fade out: a chime rather than a beep.
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(VOLUME, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + TONE_SECONDS);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + TONE_SECONDS);
}

/**
 * Starts ringing with the Web Audio API (no audio file to load) and returns what stops it. A
 * browser without Web Audio stays silent; so does a page the person has not interacted with yet,
 * whose audio starts suspended until they do (the autoplay policy): the pop-up still shows.
 */
export function startRingTone(): () => void {
  const Context = audioContextClass();
  if (!Context) return () => undefined;
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return () => undefined;
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  const ring = () => {
    try {
      const start = context.currentTime + 0.05;
      RING_TONES_HZ.forEach((frequency, index) =>
        playTone(context, frequency, start + index * (TONE_SECONDS + TONE_GAP_SECONDS)),
      );
    } catch {
      // A context the browser has shut (too many open, the device went away) just stays silent.
    }
  };
  ring();
  const timer = setInterval(ring, RING_EVERY_MS);
  return () => {
    clearInterval(timer);
    void context.close().catch(() => undefined);
  };
}
