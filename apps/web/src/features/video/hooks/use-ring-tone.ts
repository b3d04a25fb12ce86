import { useEffect } from 'react';
import { startRingTone } from '../ring-tone.ts';

/** Rings while `ringing` holds and the component is on screen. */
export function useRingTone(ringing: boolean): void {
  useEffect(() => (ringing ? startRingTone() : undefined), [ringing]);
}
