import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/index.ts';
import { useMarketplaceApp } from '../test/marketplace.ts';
import { acceptOffer, createRequestWithOffers } from '../test/payments.ts';
import { IN_FLIGHT_LEASE_MS } from './idempotency.ts';

// A process killed mid-verb leaves its Idempotency-Key claimed with no answer. The key's lease
// runs out and the next request with it runs the verb, instead of 'still being processed' forever.

describe('Idempotency-Key left in flight', () => {
  const t = useMarketplaceApp();

  /** Accepts with the key, then turns its row back into one a crash would have left. */
  async function crashedAccept(key: string, leaseExpiresAt: Date) {
    const { owner, offers } = await createRequestWithOffers(t, 1);
    const first = await acceptOffer(t, owner.cookie, offers[0]!.id, key);
    expect(first.status).toBe(200);
    await t.database.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, leaseExpiresAt })
      .where(eq(idempotencyKeys.key, key));
    return { owner, offerId: offers[0]!.id, first };
  }

  it('is reclaimed by the next request with the key once its lease has run out', async () => {
    const expired = new Date(Date.now() - IN_FLIGHT_LEASE_MS - 1000);
    const { owner, offerId, first } = await crashedAccept('crashed-key-0001', expired);

    const retry = await acceptOffer(t, owner.cookie, offerId, 'crashed-key-0001');
    expect(retry).toEqual(first);
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'crashed-key-0001'));
    expect(row?.responseStatus).toBe(200);
    // Now remembered: a third try replays it.
    expect(await acceptOffer(t, owner.cookie, offerId, 'crashed-key-0001')).toEqual(first);
  });

  it('still answers 409 while the lease holds', async () => {
    const live = new Date(Date.now() + IN_FLIGHT_LEASE_MS);
    const { owner, offerId } = await crashedAccept('inflight-key-0001', live);
    const retry = await acceptOffer(t, owner.cookie, offerId, 'inflight-key-0001');
    expect(retry).toEqual({
      status: 409,
      body: {
        code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
        message: 'A request with this Idempotency-Key is still being processed',
      },
    });
  });
});
