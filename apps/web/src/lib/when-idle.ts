/** How long work handed to `whenIdle` may wait for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where the browser has no idle callbacks (Safari): a short pause instead. */
const FALLBACK_DELAY_MS = 200;

/**
 * Runs `work` in a task of its own once the browser is idle (within IDLE_TIMEOUT_MS): for work a
 * screen wants done soon but not in the task that draws it, such as fetching the code of a part
 * that may be needed later. Returns a function that cancels it if it has not run.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(handle);
}
