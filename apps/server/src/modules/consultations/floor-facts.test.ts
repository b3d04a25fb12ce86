import type pg from 'pg';
import { expect, it } from 'vitest';
import { loadFloorFacts } from '../../../bench/floor-consultations.ts';
import { postMessage } from '../../test/chat.ts';
import { useMarketplaceApp } from '../../test/marketplace.ts';
import {
  acceptOffer,
  createPaidConsultation,
  createRequestWithOffers,
} from '../../test/payments.ts';
import type { TestApp } from '../../test/app.ts';
import { loadFacts } from './consultation-facts.ts';

// The bench's floor (apps/server/bench) writes the server's fact queries by hand to measure the
// server against the least work that gives the same answers. This keeps that copy honest: both
// read the facts of the same consultations from the same rows, and must agree.

const t = useMarketplaceApp();

/** The floor's pg.Pool, over whichever database the test app runs on (PGlite answers the same). */
function floorPoolOf(app: TestApp): pg.Pool {
  const database = app.database;
  if (database.driver === 'pg') return database.pool;
  const query = async (statement: string | pg.QueryConfig, values?: unknown[]) => {
    const { text, values: params } =
      typeof statement === 'string' ? { text: statement, values } : statement;
    return { rows: (await database.pglite.query(text, params as unknown[])).rows };
  };
  return { query } as unknown as pg.Pool;
}

it('the bench floor reads the same facts of a page as the server', async () => {
  const { owner, request, professionals } = await createRequestWithOffers(t, 2);
  const paid = await createPaidConsultation(t);
  const replied = await postMessage(t, paid.professional, paid.consultationId, 'Hello, on it.');
  expect(replied.status).toBe(201);
  // An offer chosen and not yet paid for: its 15-minute hold lasts now and has lapsed an hour on.
  const held = await createRequestWithOffers(t, 1);
  expect((await acceptOffer(t, held.owner.cookie, held.offers[0]!.id)).status).toBe(200);
  const ids = [request.id, paid.consultationId, held.request.id];
  const now = new Date();
  const lapsed = new Date(now.getTime() + 60 * 60_000);

  const viewers = [owner, professionals[0]!, paid.owner, paid.professional, held.owner];
  for (const viewer of viewers) {
    for (const at of [now, lapsed]) {
      const server = await loadFacts(t.database.db, viewer.user.id, ids, at);
      const floor = await loadFloorFacts(floorPoolOf(t), viewer.user.id, ids, at);
      expect(Object.fromEntries(floor), viewer.user.email).toEqual(Object.fromEntries(server));
    }
  }
  // The rows above give the comparison something to disagree about.
  const facts = await loadFacts(t.database.db, paid.professional.user.id, ids, now);
  expect(facts.get(request.id)).toMatchObject({ offerCount: 2, payment: null });
  expect(facts.get(paid.consultationId)).toMatchObject({
    hasAcceptedOffer: true,
    professionalHasReplied: true,
    payment: { state: 'paid', amount: '500.00' },
  });
  const whileHeld = await loadFacts(t.database.db, held.owner.user.id, ids, now);
  expect(whileHeld.get(held.request.id)).toMatchObject({
    hasAcceptedOffer: true,
    payment: { state: 'awaiting_payment' },
  });
  // A lapsed hold re-opens choosing, even before the expiry job has run.
  const afterHold = await loadFacts(t.database.db, held.owner.user.id, ids, lapsed);
  expect(afterHold.get(held.request.id)).toMatchObject({
    hasAcceptedOffer: false,
    payment: { state: 'expired' },
  });
});
