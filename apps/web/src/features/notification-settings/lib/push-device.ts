// The browser's side of pushes on this device: the Notifications permission, the service worker
// (registered by the app shell, not here) and its PushManager. Nothing here talks to our server.

/**
 * How long turning pushes on may take before the person is told it failed: a page without a
 * worker (an old tab, a development server) waits on `serviceWorker.ready` forever, and a browser
 * without a reachable push service (a headless one) may never answer `subscribe`.
 */
const SUBSCRIBE_WITHIN_MS = 10_000;

/** Whether this browser can receive pushes at all (iPhones only once added to the Home Screen). */
export function browserCanPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key (base64url, RFC 8292) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  return new Uint8Array(a).every((byte, index) => byte === b[index]);
}

/** This device's subscription, if it has one; never waits for a worker that is not there. */
export async function subscriptionOfThisDevice(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function withinDeadline<T>(work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('Push subscription timed out')),
      SUBSCRIBE_WITHIN_MS,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Subscribes this device to pushes signed with `publicKey` (permission already granted). A
 * subscription made for another key (the server's keys changed) is replaced, since the push
 * service would refuse the server's messages to it.
 */
export function subscribeThisDevice(publicKey: string): Promise<PushSubscription> {
  return withinDeadline(subscribeWith(publicKey));
}

async function subscribeWith(publicKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKeyOf(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
