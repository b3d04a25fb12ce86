import { eq } from 'drizzle-orm';
import { pushSubscriptions, reachOutbox } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { buildMarketplaceApp, callAs, jsonOf, type Person } from './marketplace.ts';
import {
  startPushServicePeer,
  type PeerSubscription,
  type PushServicePeer,
} from './push-service-peer.ts';
import { shared } from './shared.ts';

// Web push as the browser does it: a device subscribes through the API with keys it made, and the
// loopback push service (push-service-peer.ts) receives and decrypts what the server sends.

export interface PushTestbed {
  t: TestApp;
  peer: PushServicePeer;
}

/**
 * A marketplace app that may push to the loopback push service, both closed after the file. The
 * two may be taken apart at the top of a file (`const { t, peer } = usePushTestbed()`).
 */
export function usePushTestbed(env: Record<string, string> = {}): PushTestbed {
  const bed = shared(
    async () => {
      const peer = await startPushServicePeer();
      const t = await buildMarketplaceApp({
        PUSH_ENDPOINT_ALLOWLIST: peer.origin,
        PUSH_TIMEOUT_SECONDS: '1',
        ...env,
      });
      return { t, peer };
    },
    {
      close: async ({ t, peer }) => {
        await t.close();
        await peer.close();
      },
    },
  );
  return { t: later(() => bed.t), peer: later(() => bed.peer) };
}

/** A stand-in that reads the value only when used, after the beforeAll that makes it. */
function later<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(get(), key),
    has: (_, key) => Reflect.has(get(), key),
  });
}

/** POST /api/push/subscriptions as the person. */
export function subscribe(t: TestApp, person: Person | null, subscription: unknown) {
  return jsonOf(
    callAs(t, person, '/api/push/subscriptions', { method: 'POST', json: subscription }),
  );
}

/** A new device of the person, subscribed through the API. */
export async function subscribedDevice(
  { t, peer }: PushTestbed,
  person: Person,
): Promise<PeerSubscription> {
  const device = peer.subscribe();
  const { endpoint, keys } = device;
  const answer = await subscribe(t, person, { endpoint, keys });
  if (answer.status !== 201) throw new Error(`subscribe failed: ${JSON.stringify(answer)}`);
  return device;
}

/** Waits until the pushes queued so far have been through a delivery pass. */
export async function settlePushes(t: TestApp): Promise<void> {
  await t.ctx.reachDelivery.settle();
}

/** The push subscription rows of an endpoint. */
export function subscriptionRows(t: TestApp, endpoint: string) {
  return t.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
}

/** The outbox rows queued for a person. */
export function reachRowsOf(t: TestApp, userId: string) {
  return t.database.db.select().from(reachOutbox).where(eq(reachOutbox.userId, userId));
}
