const RELOAD_KEY = 'salahkar:reloaded-after-error';
// A second failure this soon after a reload is not a stale deploy: show the error screen instead.
const RELOAD_GUARD_MS = 30_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

const RESIZE_OBSERVER_PATTERN = /ResizeObserver loop/i;

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : '';
}

/**
 * Errors that a fresh page load cures (docs/product/rulings.md, R-31): a lazy route chunk that
 * vanished after a deploy, or a ResizeObserver loop.
 */
export function isReloadableError(error: unknown): boolean {
  const message = messageOf(error);
  return (
    CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message)) ||
    RESIZE_OBSERVER_PATTERN.test(message)
  );
}

/**
 * Reloads the page unless it already did so moments ago; returns whether it reloads. The guard
 * lives in sessionStorage so it survives the reload itself.
 */
export function reloadOnce(reload: () => void = () => window.location.reload()): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  reload();
  return true;
}
