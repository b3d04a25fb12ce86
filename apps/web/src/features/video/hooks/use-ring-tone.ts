import { useEffect } from 'react';
import { flashTabTitle, startRingTone } from '../ring-tone.ts';

/**
 * Rings (and vibrates) while `ringing` holds and the component is on screen, and flashes
 * `tabTitle` in the tab's title meanwhile.
 */
export function useRingTone(ringing: boolean, tabTitle: string): void {
  useEffect(() => (ringing ? startRingTone() : undefined), [ringing]);
  useEffect(() => (ringing ? flashTabTitle(tabTitle) : undefined), [ringing, tabTitle]);
}
