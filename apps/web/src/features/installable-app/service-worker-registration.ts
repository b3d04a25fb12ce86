import type { Language } from '@salahkar/domain/language';
import { offerUpdate } from './app-update.ts';
import { linkManifest } from './manifests.ts';
import { SERVICE_WORKER_URL, workerWanted } from './public-page-worker.ts';

/** How often an open app asks whether a new version was deployed (also on every page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The app shell's part of the installable app: the manifest of the language it opened in (a
 * Hindi session installs "सलाहकार"), and the service worker, registered once the page has loaded
 * so it never competes with the first screen. When a new version is waiting, the update banner
 * offers it; Update tells the new worker to take over and reloads once it has.
 */
export function setUpInstallableApp(language: Language): void {
  linkManifest(language);
  if (!workerWanted()) return;
  void import('workbox-window').then(({ Workbox }) => {
    const workbox = new Workbox(SERVICE_WORKER_URL);
    workbox.addEventListener('waiting', () => {
      offerUpdate(() => {
        // Only the person's choice reloads: the first install also takes control of the page
        // ('controlling' then too), which must not reload anything.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    void workbox.register().catch(() => undefined);
    window.setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
  });
}
