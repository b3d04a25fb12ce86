import { expect, type BrowserContext, type Page } from '@playwright/test';

// The installed app's worker in a real Chromium: waiting for it to take the page, pushes through
// the DevTools protocol (there is no reachable push service here), and the worker's notifications.

/** Waits until the app's service worker is active and controls the page. */
export async function controlledByWorker(page: Page): Promise<string> {
  const script = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return script;
}

/** The push a server would send: the fields the worker reads (src/service-worker/push-message.ts). */
export interface PushPayload {
  title: string;
  body: string;
  link: string;
  kind: string;
  tag?: string;
  lang?: string;
  requireInteraction?: boolean;
  callId?: string;
  actions?: { action: 'join' | 'decline'; title: string }[];
  /** Takes its tag's notification away (a call answered on another device). */
  quiet?: boolean;
}

/**
 * Delivers a push to the service worker of `origin` (the page's own unless told) as the push
 * service would (DevTools protocol, through the page's session).
 */
export async function deliverPush(
  page: Page,
  payload: PushPayload,
  origin = new URL(page.url()).origin,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    registrations.push(...event.registrations);
  });
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(() => registrations.some((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted))
    .toBe(true);
  // The live registration: one replaced meanwhile is listed too, and a push sent to it is lost.
  const { registrationId } = registrations.findLast(
    (entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted,
  )!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  lang: string;
  icon: string;
  badge: string;
  requireInteraction: boolean;
  actions: { action: string; title: string }[];
  data: { link: string; kind: string; callId?: string };
}

/** The notifications the worker shows now, as `registration.getNotifications()` lists them. */
export async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      lang: notification.lang,
      icon: notification.icon,
      badge: notification.badge,
      requireInteraction: notification.requireInteraction,
      actions: [...((notification as { actions?: NotificationAction[] }).actions ?? [])].map(
        ({ action, title }) => ({ action, title }),
      ),
      data: notification.data as ShownNotification['data'],
    }));
  });
}

/**
 * The notifications the worker shows now, asked inside the worker itself: for when no page of the
 * site is open (the phone in a pocket).
 */
export async function workerNotifications(context: BrowserContext) {
  const worker = context.serviceWorkers().find((entry) => entry.url().endsWith('/sw.js'));
  if (!worker) return [];
  return worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
    };
    const notifications = await scope.registration.getNotifications();
    return notifications.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      silent: notification.silent,
      requireInteraction: notification.requireInteraction,
    }));
  });
}

interface NotificationAction {
  action: string;
  title: string;
}

/**
 * Runs the worker's own `notificationclick` handler on the notification with `tag`, as a tap on
 * it (or on one of its buttons) would. No browser lets a test tap a system notification, so the
 * event is dispatched inside the worker on the real notification; what a real tap adds (the
 * permission to focus a tab or open a window) is not covered.
 */
export async function tapNotification(
  context: BrowserContext,
  tag: string,
  action = '',
): Promise<void> {
  const worker = context.serviceWorkers().find((entry) => entry.url().endsWith('/sw.js'));
  if (!worker) throw new Error('No service worker runs in this context');
  await worker.evaluate(
    async ({ tag, action }) => {
      const scope = self as unknown as {
        registration: { getNotifications(filter: { tag: string }): Promise<unknown[]> };
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`No notification tagged ${tag}`);
      const NotificationEventOf = (
        globalThis as unknown as {
          NotificationEvent: new (type: string, init: object) => Event;
        }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification, action }));
    },
    { tag, action },
  );
}

/** Width and height of a PNG, from its IHDR chunk; throws for anything that is not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) throw new Error('Not a PNG');
  if (bytes.subarray(12, 16).toString('ascii') !== 'IHDR') throw new Error('No IHDR chunk');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
