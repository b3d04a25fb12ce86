/// <reference lib="webworker" />
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  clickOutcome,
  parsePushMessage,
  pickWindow,
  type NotificationData,
} from './push-message.ts';
import { resubscribe } from './resubscribe.ts';

// The service worker of the installed app (built by vite-plugin-pwa in injectManifest mode, which
// writes the precache list into `self.__WB_MANIFEST`; decision 190). It keeps the app's code,
// styles, fonts and icons for offline starts, shows the offline page when a page cannot load, and
// shows pushes. It never stores an answer of the API, the live channel or the dev tools: those
// carry personal data, and no route below matches them, so they go to the network untouched.

declare const self: ServiceWorkerGlobalScope;

/** The page shown when a page cannot be reached; it picks its language itself (offline-page.ts). */
const OFFLINE_PAGE = '/offline.html';
const ICON = '/icons/icon-192.png';
/** Android's status bar draws only this image's alpha channel. */
const BADGE = '/icons/badge-96.png';
const BRAND = 'Salahkar';

// The server answers an unknown path with the app's page, so during a deploy a file of the other
// version may come back as HTML: refusing it (like an error status, as Workbox's own check does)
// fails this install, retried on the next visit, instead of keeping a page under a script's name.
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) => {
      const page = response.headers.get('Content-Type')?.startsWith('text/html') ?? false;
      const asExpected = page === new URL(request.url).pathname.endsWith('.html');
      return response.status < 400 && asExpected ? response : null;
    },
  },
]);
// Hashed files (assets/…) are stored under their name, the others under a revision; a new build
// stores what changed and drops the rest when it takes over.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: '' });
cleanupOutdatedCaches();

/**
 * Pages always come from the network, so a person never reads yesterday's HTML; only when the
 * network fails is the offline page shown. Navigations to the API (downloads), the live channel
 * and the dev tools are not touched at all.
 */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/ws(\/|$)/, /^\/dev\//] },
  ),
);

// A new version waits until the person chooses Update (the page's update banner posts this), so
// a tab never runs half old and half new code.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first version takes the open tabs at once, so the offline page works from the first visit.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    // Not JSON: shown as the brand's notification leading home.
  }
  const message = parsePushMessage(data, self.location.origin, BRAND);
  const details: NotificationData = {
    link: message.link,
    kind: message.kind,
    ...(message.callId ? { callId: message.callId } : {}),
  };
  const options: NotificationOptions & { actions?: { action: string; title: string }[] } = {
    body: message.body,
    icon: ICON,
    badge: BADGE,
    data: details,
    requireInteraction: message.requireInteraction,
    ...(message.tag ? { tag: message.tag } : {}),
    ...(message.lang ? { lang: message.lang } : {}),
    ...(message.actions.length > 0 ? { actions: message.actions } : {}),
  };
  event.waitUntil(
    message.quiet
      ? takeAway(message.title, options)
      : self.registration.showNotification(message.title, options),
  );
});

/**
 * A quiet push ends what its tag's notification announced (a call answered on another device).
 * With a tab of the site in view (the device it was answered on) the notification is closed and
 * nothing is shown, which the browser allows while the site is visible; elsewhere it is replaced
 * without sound or vibration, as every push must show a notification when the site is not in view.
 */
async function takeAway(title: string, options: NotificationOptions): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((window) => window.visibilityState === 'visible')) {
    const shown = await self.registration.getNotifications({ tag: options.tag ?? '' });
    for (const notification of shown) notification.close();
    return;
  }
  await self.registration.showNotification(title, {
    ...options,
    silent: true,
    requireInteraction: false,
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const outcome = clickOutcome(event.action, event.notification.data, self.location.origin);
  if (outcome.type === 'decline') {
    // The session cookie goes with it; a lost session simply leaves the call to ring out.
    event.waitUntil(declineCall(outcome.callId));
  } else if (outcome.type === 'open') {
    event.waitUntil(openPage(outcome.path));
  }
});

/**
 * Declines the call, naming this device's push endpoint: its ring is closed already, and the
 * server takes the ring away from the person's other devices only.
 */
async function declineCall(callId: string): Promise<void> {
  try {
    const subscription = await self.registration.pushManager.getSubscription();
    await fetch(`/api/video-calls/${encodeURIComponent(callId)}/decline`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(subscription ? { pushEndpoint: subscription.endpoint } : {}),
    });
  } catch {
    // Offline or signed out: the call rings out on its own.
  }
}

/**
 * Brings a tab of this site forward on the page, or opens one. The tab is navigated whether or
 * not the browser lets it be focused (focusing is allowed only for a moment after the tap).
 */
async function openPage(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = pickWindow(windows as WindowClient[], path, self.location.origin);
  const url = new URL(path, self.location.origin).href;
  if (tab) {
    const focusing = tab.focus().catch(() => undefined);
    try {
      if (tab.url !== url) await tab.navigate(url);
      await focusing;
      return;
    } catch {
      // A tab this worker does not control cannot be navigated: open the page beside it.
    }
  }
  await self.clients.openWindow(url);
}

// The push service replaced or expired this browser's subscription: subscribe again with the
// server's key and tell the server (the old endpoint is dropped there); resubscribe.ts.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    resubscribe(event.oldSubscription, event.newSubscription, self.registration.pushManager),
  );
});
