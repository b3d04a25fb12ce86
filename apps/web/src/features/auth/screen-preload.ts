// A link between /login and /register starts the other screen's download on the first sign of
// intent (`preloadScreen`), so the screen is usually there by the click. The screens import only
// this file; screens.ts, which loads them, registers its loaders here. So the two screens and
// their loaders do not import each other in a circle.

type ScreenPath = '/login' | '/register';

const loaders = new Map<ScreenPath, () => Promise<unknown>>();

/** Called by screens.ts for each screen it can load. */
export function registerScreenLoader(path: ScreenPath, load: () => Promise<unknown>): void {
  loaders.set(path, load);
}

/**
 * Handlers for a link to `/login` or `/register` that start that screen's download on the first
 * sign of intent: the pointer over it, a finger on it, or the keyboard's focus. A failed download
 * is left for the navigation to try again (and report). Where no loader is registered (the
 * signed-in app, whose bundle holds both screens) they do nothing.
 */
export function preloadScreen(path: ScreenPath) {
  const start = () => {
    loaders
      .get(path)?.()
      .catch(() => {});
  };
  return { onPointerEnter: start, onTouchStart: start, onFocus: start };
}
