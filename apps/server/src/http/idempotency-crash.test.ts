import { describe, expect, it } from 'vitest';
import { useKillableServer } from '../test/killable-server.ts';
import { createRequestWithOffers } from '../test/payments.ts';
import { IN_FLIGHT_LEASE_MS } from './idempotency.ts';

// Issue 31: an accept cut off by kill -9 left its Idempotency-Key claimed, and the retry was told
// 'still being processed' (409) for up to a minute. A claim is renewed while its request runs, so
// a slow verb keeps its key, and a dead process's key is free within a few seconds.
// The server is its own process on the test app's PostgreSQL database, so it can be killed.
const databaseIsShared = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!databaseIsShared)('an Idempotency-Key whose request was killed', () => {
  const { razorpay, t, server } = useKillableServer();

  it('is kept while a slow verb runs, and free for the retry soon after its process dies', async () => {
    const { owner, offers } = await createRequestWithOffers(t, 1);
    const accept = (url: string) =>
      fetch(`${url}/api/professional-offers/${offers[0]!.id}/accept`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: owner.cookie,
          'idempotency-key': 'killed-accept-0001',
        },
        body: '{}',
      });

    await server.start();
    // The gateway takes its time over the order: the accept is in flight past its lease.
    razorpay.delayNext(20_000);
    const inFlight = accept(server.url).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_LEASE_MS + 2_000));
    const meanwhile = await accept(t.url);
    expect(meanwhile.status).toBe(409);
    const refusal = (await meanwhile.json()) as { message: string };
    expect(refusal.message).toMatch(/still being processed/);

    await server.kill();
    await inFlight;
    const killedAt = performance.now();
    let retry = await accept(t.url);
    while (retry.status === 409 && performance.now() - killedAt < 70_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      retry = await accept(t.url);
    }
    expect(retry.status).toBe(200);
    // Within the lease and a margin for a busy machine, not a minute.
    expect(performance.now() - killedAt).toBeLessThan(IN_FLIGHT_LEASE_MS + 3_000);
    expect(performance.now() - killedAt).toBeLessThan(15_000);
  }, 120_000);
});
