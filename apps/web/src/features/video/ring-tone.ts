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

/** A buzz for each ring, where the device can vibrate (phones; desktop browsers ignore it). */
const VIBRATION_MS = [400, 200, 400];

/** What the person does that lets a page start its sound (the autoplay policy's "activation"). */
const ACTIVATIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

function vibrate(pattern: number | number[]): void {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    // Refused before the first interaction in some browsers: the ring still shows and sounds.
  }
}

/**
 * Starts ringing with the Web Audio API (no audio file to load) and returns what stops it, with
 * a buzz each ring where the device vibrates. A browser without Web Audio stays silent. A page the
 * person has not interacted with yet starts its audio suspended (the autoplay policy): the pop-up
 * still shows, and the ring becomes audible at their first tap or key press on the page.
 */
export function startRingTone(): () => void {
  const Context = audioContextClass();
  let context: AudioContext | undefined;
  try {
    context = Context ? new Context() : undefined;
  } catch {
    context = undefined;
  }
  const resume = () => {
    if (context?.state === 'suspended') void context.resume().catch(() => undefined);
  };
  const resumeOnActivation = () => {
    resume();
    if (context?.state !== 'suspended') stopListening();
  };
  const stopListening = () => {
    for (const type of ACTIVATIONS) document.removeEventListener(type, resumeOnActivation, true);
  };
  resume();
  if (context?.state === 'suspended') {
    for (const type of ACTIVATIONS) document.addEventListener(type, resumeOnActivation, true);
  }
  const ring = () => {
    vibrate(VIBRATION_MS);
    if (!context) return;
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
    stopListening();
    vibrate(0);
    void context?.close().catch(() => undefined);
  };
}

/**
 * Flashes the tab's title between `text` and the page's own every second, so a ringing call is
 * seen from another tab; returns what puts the page's title back.
 */
export function flashTabTitle(text: string): () => void {
  // The page's own title, kept up to date: a page may change it while the call rings.
  let own = document.title;
  const flash = () => {
    if (document.title !== text) {
      own = document.title;
      document.title = text;
    } else {
      document.title = own;
    }
  };
  flash();
  const timer = setInterval(flash, 1000);
  return () => {
    clearInterval(timer);
    if (document.title === text) document.title = own;
  };
}
