import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resubscribe } from './resubscribe.ts';

// The worker's answer to `pushsubscriptionchange`, against the two boundaries it talks to: the
// server (fetch, answered from a table) and the browser's PushManager (a fake: jsdom has none and
// headless Chromium reaches no push service).

const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const OLD = 'https://fcm.googleapis.com/fcm/send/old-device';
const NEW = 'https://fcm.googleapis.com/fcm/send/new-device';

function subscriptionAt(endpoint: string): PushSubscription {
  return {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }),
  } as unknown as PushSubscription;
}

/** A PushManager whose subscribe gives `subscription`, or throws `failure` (a DOMException). */
function pushManagerGiving(subscription: PushSubscription | null, failure?: unknown) {
  return {
    subscribe: vi.fn(async (_options?: PushSubscriptionOptionsInit) => {
      if (failure !== undefined || !subscription) throw failure;
      return subscription;
    }),
  };
}

const NOT_ASKED = new DOMException('not to be asked', 'InvalidStateError');

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resubscribe (pushsubscriptionchange)', () => {
  it('saves the new subscription the browser gave, then drops the old endpoint', async () => {
    const server = fakeFetch({
      'POST /api/push/subscriptions': { status: 201, body: { endpoint: NEW } },
      'DELETE /api/push/subscriptions': { status: 204 },
    });
    const pushManager = pushManagerGiving(null, NOT_ASKED);
    const outcome = await resubscribe(subscriptionAt(OLD), subscriptionAt(NEW), pushManager);
    expect(outcome).toBe('saved-old-dropped');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/push/subscriptions',
      'DELETE /api/push/subscriptions',
    ]);
    expect(bodyOf(server.calls[0]!.init)).toEqual({
      endpoint: NEW,
      expirationTime: null,
      keys: KEYS,
    });
    expect(bodyOf(server.calls[1]!.init)).toEqual({ endpoint: OLD });
    for (const call of server.calls) expect(call.init?.credentials).toBe('include');
  });

  it("subscribes again with the server's key when the browser gave none", async () => {
    const server = fakeFetch({
      'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } },
      'POST /api/push/subscriptions': { status: 201, body: { endpoint: NEW } },
      'DELETE /api/push/subscriptions': { status: 204 },
    });
    const pushManager = pushManagerGiving(subscriptionAt(NEW));
    expect(await resubscribe(subscriptionAt(OLD), null, pushManager)).toBe('saved-old-dropped');
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: PUBLIC_KEY,
    });
    expect(server.calls.map(({ method }) => method)).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('keeps the old endpoint on the server when the new one could not be saved', async () => {
    const server = fakeFetch({
      'POST /api/push/subscriptions': {
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'Sign in first.' },
      },
    });
    const outcome = await resubscribe(
      subscriptionAt(OLD),
      subscriptionAt(NEW),
      pushManagerGiving(null, NOT_ASKED),
    );
    expect(outcome).toBe('not-saved');
    expect(server.calls.map(({ method }) => method)).toEqual(['POST']);
  });

  it('does nothing more without a session or a push service', async () => {
    const signedOut = fakeFetch({
      'GET /api/push/public-key': {
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'Sign in first.' },
      },
    });
    const pushManager = pushManagerGiving(subscriptionAt(NEW));
    expect(await resubscribe(subscriptionAt(OLD), null, pushManager)).toBe('no-subscription');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(signedOut.calls).toHaveLength(1);

    vi.unstubAllGlobals();
    const noService = fakeFetch({
      'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } },
    });
    const failing = pushManagerGiving(
      null,
      new DOMException('push service not available', 'AbortError'),
    );
    expect(await resubscribe(subscriptionAt(OLD), null, failing)).toBe('no-subscription');
    expect(noService.calls.map(({ method }) => method)).toEqual(['GET']);
  });

  it('keeps an unchanged endpoint: saved again, nothing dropped', async () => {
    const server = fakeFetch({
      'POST /api/push/subscriptions': { status: 200, body: { endpoint: NEW } },
    });
    const same = subscriptionAt(NEW);
    expect(await resubscribe(same, same, pushManagerGiving(null, NOT_ASKED))).toBe('saved');
    expect(server.calls.map(({ method }) => method)).toEqual(['POST']);
  });
});
