import { useState } from 'react';

/**
 * Whether a dialog has been open at least once. A dialog whose code loads the first time it
 * opens mounts from then on and stays mounted, so it closes with its animation; before, the
 * screen holding it closed needs none of its code (Radix's focus trap and layers among it).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render, as React allows for state that follows a prop: no closed frame between.
  if (open && !opened) setOpened(true);
  return opened || open;
}
