// The one piece of the installable app the pre-rendered pages load (public-main.tsx imports this
// file directly, not the feature's index, which would bring the update banner's chunk into the
// landing page's first download).

/** The worker the build writes (src/service-worker/sw.ts); its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether this is the built app in a browser that runs service workers (not dev, not tests). */
export function workerWanted(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator;
}

/**
 * The pre-rendered pages' part: the same worker, registered after the page has loaded, without
 * workbox-window or the banner (these pages come fresh from the server on every visit, and the
 * landing page's first download stays as small as it was).
 */
export function registerFromPublicPage(): void {
  if (!workerWanted()) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
