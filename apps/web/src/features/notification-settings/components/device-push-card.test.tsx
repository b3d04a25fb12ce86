import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { renderInProviders } from '@/test/render-providers.tsx';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { applicationServerKeyOf } from '../lib/push-device.ts';
import { DevicePushCard } from './device-push-card.tsx';

// The browser's push APIs are the outside boundary here (jsdom has none, headless Chromium has no
// push service): a fake Notification, service worker registration and PushManager stand in.

const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

type FakeBrowser = {
  permission?: NotificationPermission;
  /** What the browser's question answers. */
  answer?: NotificationPermission;
  subscribed?: boolean;
  /** The push service cannot be reached (as in headless Chromium). */
  subscribeFails?: boolean;
  unsubscribeFails?: boolean;
};

function fakePushBrowser({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
  subscribeFails = false,
  unsubscribeFails = false,
}: FakeBrowser = {}) {
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: applicationServerKeyOf(PUBLIC_KEY).buffer },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      if (unsubscribeFails) throw new DOMException('storage failed', 'InvalidStateError');
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  if (subscribed) current = subscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      if (subscribeFails) throw new DOMException('push service not available', 'AbortError');
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { notification, pushManager, subscription };
}

function pushServer(subscriptions: { status?: number; body?: unknown } = { status: 201 }) {
  return fakeFetch({
    'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } },
    'POST /api/push/subscriptions': subscriptions,
    'DELETE /api/push/subscriptions': { status: 204 },
  });
}

function renderCard(pushDevices = 0) {
  return renderInProviders(<DevicePushCard pushDevices={pushDevices} />).user;
}

const TURN_ON = { name: 'Turn on notifications on this device' };
const COULD_NOT_TURN_ON = 'Could not turn on notifications on this device. Try again later.';

/** Turn on, then Continue past the explanation: the browser is asked from here. */
async function turnOnAndContinue(user: ReturnType<typeof renderCard>) {
  await user.click(await screen.findByRole('button', TURN_ON));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

resetFakesAfterEach();
afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('notifications on this device', { timeout: 20_000 }, () => {
  it('explains first and asks the browser only once the person continues', async () => {
    const browser = fakePushBrowser();
    const { calls } = pushServer();
    const user = renderCard();

    await user.click(await screen.findByRole('button', TURN_ON));
    const dialog = screen.getByRole('dialog', { name: 'Turn on notifications on this device?' });
    expect(within(dialog).getByText(/never message text or file names/)).toBeInTheDocument();
    expect(within(dialog).getByText(/turn them off at any time/)).toBeInTheDocument();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Notifications are on for this device.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(applicationServerKeyOf(PUBLIC_KEY));
    expect(applicationServerKeyOf(PUBLIC_KEY)).toHaveLength(65);
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({ endpoint: ENDPOINT, keys: KEYS });
  });

  it('confirms a subscribed device and turns it off: the browser lets go, the server forgets it', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    const { calls } = pushServer();
    const user = renderCard(1);

    expect(await screen.findByText('Notifications are on for this device.')).toBeVisible();
    expect(screen.getByText('Pushes go to 1 device of yours.')).toBeInTheDocument();
    // Opening the page confirms the device for the person signed in, asking nothing.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Turn off on this device' }));

    expect(await screen.findByRole('button', TURN_ON)).toBeVisible();
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(JSON.parse(String(removal?.init?.body))).toEqual({ endpoint: ENDPOINT });
  });

  it('says so when the browser keeps a subscription it was asked to drop', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true, unsubscribeFails: true });
    const { calls } = pushServer();
    const user = renderCard(1);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await user.click(await screen.findByRole('button', { name: 'Turn off on this device' }));

    expect(
      await screen.findByText(/Could not turn off notifications on this device/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off on this device' })).toBeEnabled();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('asks nothing when the person chooses Not now', async () => {
    const browser = fakePushBrowser();
    pushServer();
    const user = renderCard();

    await user.click(await screen.findByRole('button', TURN_ON));
    await user.click(screen.getByRole('button', { name: 'Not now' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('says calmly when the push service cannot be reached', async () => {
    fakePushBrowser({ subscribeFails: true });
    const { calls } = pushServer();
    const user = renderCard();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await turnOnAndContinue(user);

    expect(await screen.findByText(COULD_NOT_TURN_ON)).toBeInTheDocument();
    expect(screen.getByRole('button', TURN_ON)).toBeEnabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lets go of a subscription the server refused', async () => {
    const browser = fakePushBrowser();
    pushServer(apiError(400, 'VALIDATION_FAILED', 'This push service is not allowed.'));
    const user = renderCard();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await turnOnAndContinue(user);

    expect(await screen.findByText(COULD_NOT_TURN_ON)).toBeInTheDocument();
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('explains how to allow notifications the browser blocks', async () => {
    const browser = fakePushBrowser({ answer: 'denied' });
    pushServer();
    const user = renderCard();

    await turnOnAndContinue(user);

    expect(await screen.findByText(/Notifications are blocked for Salahkar/)).toBeVisible();
    expect(screen.queryByRole('button', TURN_ON)).toBeNull();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('shows the blocked state on opening when the browser already refuses', async () => {
    fakePushBrowser({ permission: 'denied' });
    pushServer();
    renderCard();

    expect(await screen.findByText(/set Notifications to Allow/)).toBeVisible();
    expect(screen.queryByRole('button', TURN_ON)).toBeNull();
  });

  it('tells a browser without pushes so', async () => {
    pushServer();
    renderCard();

    expect(
      await screen.findByText(/This browser cannot show notifications from Salahkar/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', TURN_ON)).toBeNull();
  });
});
