// The installable app: the service worker's registration, the update banner and the offline page
// (offline-page.ts, the script of offline.html). The worker itself is src/service-worker/sw.ts.
export { UpdateBanner } from './components/update-banner.tsx';
export { setUpInstallableApp } from './service-worker-registration.ts';
