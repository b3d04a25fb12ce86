import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the page is HTML the build rendered (on the server, and while React takes it over
 * in the browser), true from the render after that, and at once on a screen drawn in the browser.
 * A form rendered ahead of time uses it to stay disabled until its script can handle a submit.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
